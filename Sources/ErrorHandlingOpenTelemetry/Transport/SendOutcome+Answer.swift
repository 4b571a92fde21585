import ErrorHandling

extension ExportState.SendOutcome {
    /// What `answer` means for the batch, by OTLP/HTTP's rules: a `2xx` accepts it (less any
    /// records its partial success rejects); `429`, `502`, `503` and `504`, a redirect (which is
    /// never followed) and a failure to connect or to get an answer in time are tried again
    /// after the policy's delay — the server's Retry-After, capped as the policy caps it, or the
    /// back-off for attempt `attempt`, and never less than the back-off after a first failure,
    /// whatever the server says (a `Retry-After: 0` or a date in the past would send the batch
    /// again at once, over and over); any other status refuses the batch for good.
    init(_ answer: OTLPTransport.Answer, policy: RetryPolicy, attempt: Int) {
        let floor = policy.backoff.delay(afterAttempt: 1)
        switch answer {
        case .response(let status, let retryAfter, let body):
            switch status {
            case 200..<300:
                self = .accepted(rejected: OTLPExportResponse(decoding: body).rejectedLogRecords)
            case 300..<400, 429, 502, 503, 504:
                let failure = HTTPStatusError(statusCode: status, retryAfterHeader: retryAfter)
                self = .retry(after: max(floor, policy.delay(after: failure, attempt: attempt)))
            default:
                self = .refused
            }
        case .failed(let error):
            self = .retry(after: max(floor, policy.delay(after: error, attempt: attempt)))
        }
    }
}
