import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts request bodies to the collector over HTTP: protobuf, with the app's headers, a
/// timeout, and no redirect followed (a redirect would carry the headers to another place, and
/// a loop of them would never end).
final class OTLPTransport: Sendable {
    /// What came back.
    enum Answer: Sendable {
        case response(status: Int, retryAfter: String?, body: [UInt8])
        case failed(any Error)
    }

    private let endpoint: URL
    private let headers: [String: String]
    private let timeout: Duration
    private let session: URLSession

    init(endpoint: URL, headers: [String: String], timeout: Duration) {
        self.endpoint = endpoint
        self.headers = headers
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
        configuration.timeoutIntervalForRequest = seconds
        configuration.timeoutIntervalForResource = seconds
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    func send(_ body: [UInt8]) async -> Answer {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        request.timeoutInterval = session.configuration.timeoutIntervalForRequest
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.setValue("application/x-protobuf", forHTTPHeaderField: "Content-Type")
        return await withCheckedContinuation { continuation in
            let task = session.dataTask(with: request) { data, response, error in
                if let response = response as? HTTPURLResponse {
                    continuation.resume(
                        returning: .response(
                            status: response.statusCode,
                            retryAfter: response.value(forHTTPHeaderField: "Retry-After"),
                            body: data.map { [UInt8]($0.prefix(65_536)) } ?? []))
                } else {
                    continuation.resume(returning: .failed(error ?? URLError(.badServerResponse)))
                }
            }
            task.resume()
        }
    }

    /// Ends the session once its task is done; the session holds its delegate until then.
    func invalidate() {
        session.finishTasksAndInvalidate()
    }
}

/// Refuses every redirect: the redirect's own response is then the answer, counted as a failure.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
