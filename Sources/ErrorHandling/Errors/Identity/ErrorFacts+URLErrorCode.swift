import Foundation

extension ErrorFacts {
    /// libcurl's text for a connection it could not make, as swift-corelibs-foundation passes it
    /// on in the error's description (`Failed to connect to example.com port 443 after 3 ms:
    /// Couldn't connect to server`).
    private static let curlConnectFailurePrefix = "Failed to connect to "

    /// The code of an error of `NSURLErrorDomain` as Apple platforms report it.
    ///
    /// On Linux, swift-corelibs-foundation reports a connection that libcurl could not make for
    /// any reason but a refusal — no route to the network or to the host, the state of a device
    /// without a network — as `NSURLErrorUnknown`, where Apple platforms say
    /// `cannotConnectToHost`; only libcurl's text tells it apart. Read from the error's user
    /// info, never through code of the app's, and only its first bytes.
    mutating func urlErrorCode() -> Int {
        let code = self.code
        guard code == URLError.Code.unknown.rawValue, domain == NSURLErrorDomain,
            let description = (error as NSError).userInfo[NSLocalizedDescriptionKey] as? String,
            description.utf8.starts(with: Self.curlConnectFailurePrefix.utf8)
        else { return code }
        return URLError.Code.cannotConnectToHost.rawValue
    }
}
