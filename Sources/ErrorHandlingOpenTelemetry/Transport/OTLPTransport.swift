import ErrorHandling
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Posts request bodies to the collector over HTTP: protobuf, with the app's headers, and no
/// redirect followed (a redirect would carry the headers to another place, and a loop of them
/// would never end).
///
/// Each request has a deadline of its own — FoundationNetworking takes a session's timeouts for
/// the longest silence, so a collector that answers a byte at a time would hold the request for
/// ever — and at most ``maximumAnswerBytes`` of an answer are read: the request is cancelled
/// there, whatever the collector still sends.
final class OTLPTransport: Sendable {
    /// What came back.
    enum Answer: Sendable {
        case response(status: Int, retryAfter: String?, body: [UInt8])
        case failed(any Error)
    }

    /// The most bytes of an answer read; an OTLP partial success is far smaller.
    static let maximumAnswerBytes = 65_536

    private let endpoint: URL
    private let headers: [String: String]
    private let timeout: Duration
    private let session: URLSession
    private let exchanges: TransportExchanges

    init(endpoint: URL, headers: [String: String], timeout: Duration) {
        self.endpoint = endpoint
        self.headers = headers
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.seconds
        configuration.timeoutIntervalForResource = timeout.seconds
        configuration.httpShouldSetCookies = false
        configuration.urlCache = nil
        exchanges = TransportExchanges()
        session = URLSession(configuration: configuration, delegate: exchanges, delegateQueue: nil)
    }

    func send(_ body: [UInt8]) async -> Answer {
        var request = URLRequest(url: endpoint)
        request.httpMethod = "POST"
        request.httpBody = Data(body)
        request.timeoutInterval = timeout.seconds
        for (name, value) in headers {
            request.setValue(value, forHTTPHeaderField: name)
        }
        request.setValue("application/x-protobuf", forHTTPHeaderField: "Content-Type")
        let task = session.dataTask(with: request)
        let answer = await withCheckedContinuation { continuation in
            exchanges.begin(task.taskIdentifier, continuation)
            task.resume()
            DispatchQueue.global(qos: .utility).asyncAfter(deadline: .now() + timeout.seconds) {
                [exchanges] in
                exchanges.fail(task.taskIdentifier, URLError(.timedOut))
            }
        }
        task.cancel()
        return answer
    }

    /// Ends the session once its task is done; the session holds its delegate until then.
    func invalidate() {
        session.finishTasksAndInvalidate()
    }
}

/// The requests under way, each waiting for its answer: what arrives for a request is kept, up to
/// ``OTLPTransport/maximumAnswerBytes`` of its body, and the request ends when the answer is
/// complete, fails, grows past that, or its deadline passes — whichever comes first, once.
/// Every redirect is refused: the redirect's own response is then the answer.
private final class TransportExchanges: NSObject, URLSessionDataDelegate, Sendable {
    private struct Exchange: Sendable {
        var waiter: CheckedContinuation<OTLPTransport.Answer, Never>
        var status: Int?
        var retryAfter: String?
        var body: [UInt8] = []
    }

    private let exchanges = Locked<[Int: Exchange]>([:])

    func begin(_ task: Int, _ waiter: CheckedContinuation<OTLPTransport.Answer, Never>) {
        exchanges.withLock { $0[task] = Exchange(waiter: waiter) }
    }

    /// Ends the request with `failure`, whatever arrived: its deadline has passed.
    func fail(_ task: Int, _ failure: any Error) {
        exchanges.withLock { $0.removeValue(forKey: task) }?.waiter.resume(returning: .failed(failure))
    }

    /// Ends the request with what arrived, or with `failure` when no response did.
    func end(_ task: Int, failure: any Error) {
        guard let exchange = exchanges.withLock({ $0.removeValue(forKey: task) }) else { return }
        if let status = exchange.status {
            exchange.waiter.resume(
                returning: .response(status: status, retryAfter: exchange.retryAfter, body: exchange.body))
        } else {
            exchange.waiter.resume(returning: .failed(failure))
        }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        if let response = response as? HTTPURLResponse {
            exchanges.withLock {
                $0[dataTask.taskIdentifier]?.status = response.statusCode
                $0[dataTask.taskIdentifier]?.retryAfter = response.value(forHTTPHeaderField: "Retry-After")
            }
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let isFull = exchanges.withLock { exchanges -> Bool in
            guard var exchange = exchanges[dataTask.taskIdentifier] else { return false }
            exchanges[dataTask.taskIdentifier] = nil
            exchange.body.append(
                contentsOf: data.prefix(OTLPTransport.maximumAnswerBytes - exchange.body.count))
            exchanges[dataTask.taskIdentifier] = exchange
            return exchange.body.count >= OTLPTransport.maximumAnswerBytes
        }
        if isFull {
            end(dataTask.taskIdentifier, failure: URLError(.dataLengthExceedsMaximum))
            dataTask.cancel()
        }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        end(task.taskIdentifier, failure: error ?? URLError(.badServerResponse))
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

extension Duration {
    /// The duration in seconds, as Foundation's intervals take it.
    fileprivate var seconds: TimeInterval {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}
