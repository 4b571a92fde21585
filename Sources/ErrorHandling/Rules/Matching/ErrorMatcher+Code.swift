public import Foundation

extension ErrorMatcher {
    /// Matches errors whose `NSError` code is `code`.
    /// - Parameter code: The code to match.
    public static func code(_ code: Int) -> ErrorMatcher {
        ErrorMatcher { $0.bridgedCode == code }
    }

    /// Matches errors whose `NSError` domain is `domain`.
    /// - Parameter domain: The domain to match.
    public static func domain(_ domain: String) -> ErrorMatcher {
        ErrorMatcher { $0.bridgedDomain == domain }
    }

    /// Matches errors with both this `NSError` code and this domain.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - domain: The domain to match.
    public static func code(_ code: Int, domain: String) -> ErrorMatcher {
        ErrorMatcher { $0.bridgedCode == code && $0.bridgedDomain == domain }
    }

    /// Matches `URLError`s (and `NSError`s of `NSURLErrorDomain`) with one of these codes.
    /// - Parameter codes: The codes to match.
    public static func urlError(_ codes: URLError.Code...) -> ErrorMatcher {
        let rawCodes = Set(codes.map(\.rawValue))
        return ErrorMatcher { $0.bridgedDomain == NSURLErrorDomain && rawCodes.contains($0.bridgedCode) }
    }
}
