import ErrorHandling
import Foundation

/// A handler as an app would configure it: a root with the app-wide rules, translation by
/// ``ErrorTranslator/standard``, and a screen's child handler with rules of its own. Every
/// action is `.doNothing`, so only finding the rules is measured.
enum AppHandler {
    enum CheckoutError: Error, Equatable {
        case cardDeclined
        case outOfStock(sku: String)
        case limitExceeded(amount: Int)
    }

    enum SyncError: Error, Hashable {
        case conflict(id: Int)
        case quotaExceeded
    }

    struct ValidationError: Error {
        let field: String
    }

    /// The rule for the app's own error domains as an app wrote it before
    /// ``ErrorMatcher/domain(where:)``: its own predicate, which bridges each error to `NSError`.
    static var ownDomainsByBridging: ErrorMatcher {
        ErrorMatcher { ($0 as NSError).domain.hasPrefix("com.example.") }
    }

    /// The same rule reading the domain the handler has already worked out.
    static var ownDomainsFromTheFacts: ErrorMatcher {
        .domain(where: { $0.hasPrefix("com.example.") })
    }

    /// - Parameter ownDomains: The rule for the app's own error domains.
    static func make(ownDomains: ErrorMatcher = ownDomainsByBridging) -> ErrorHandler {
        let root = ErrorHandler(translator: .standard)
            .on(error: .type(AppError.offline), then: .doNothing)
            .on(error: .type(AppError.sessionExpired), then: .doNothing)
            .on(
                error: .type(AppError.self, where: { if case .rateLimited = $0 { true } else { false } }),
                then: .doNothing
            )
            .on(error: .urlError(.notConnectedToInternet, .networkConnectionLost), then: .doNothing)
            .on(error: .urlError(.timedOut), then: .doNothing)
            .on(error: .urlError(.cancelled), then: .doNothing)
            .on(error: .code(401), then: .doNothing)
            .on(error: .code(403), then: .doNothing)
            .on(error: .code(404, domain: "HTTP"), then: .doNothing)
            .on(error: .code(500, domain: "HTTP") || .code(503, domain: "HTTP"), then: .doNothing)
            .on(error: .domain(NSCocoaErrorDomain), then: .doNothing)
            .on(error: .domain("FIRAuthErrorDomain"), then: .doNothing)
            .on(error: .code(17020, domain: "FIRAuthErrorDomain"), then: .doNothing)
            .on(error: .type(DecodingError.self), then: .doNothing)
            .on(error: .type(EncodingError.self), then: .doNothing)
            .on(error: .type(CancellationError.self), then: .doNothing)
            .on(error: .type(SyncError.quotaExceeded), then: .doNothing)
            .on(
                error: .type(SyncError.self, where: { if case .conflict = $0 { true } else { false } }),
                then: .doNothing
            )
            .on(error: .type(ValidationError.self), then: .doNothing)
            .on(error: .underlying(.urlError(.secureConnectionFailed)), then: .doNothing)
            .on(error: ownDomains, then: .doNothing)
            .on(error: .type(HTTPStatusError.self) && .code(429), then: .doNothing)
            .on(error: !.type(AppError.self) && .domain(NSPOSIXErrorDomain), then: .doNothing)
            .always(.doNothing)
            .onNoMatch(.doNothing)
        return root.child()
            .on(error: .type(CheckoutError.cardDeclined), then: .doNothing)
            .on(error: .type(CheckoutError.limitExceeded(amount: 500)), then: .doNothing)
            .on(
                error: .type(CheckoutError.self, where: { if case .outOfStock = $0 { true } else { false } }),
                then: .doNothing
            )
            .on(error: .type(SyncError.conflict(id: 7)), then: .doNothing)
            .on(error: .type(ValidationError.self), then: .doNothing)
            .on(error: .code(409), then: .doNothing)
            .on(error: .urlError(.badServerResponse), then: .doNothing)
            .on(error: .type(AppError.offline) || .type(CheckoutError.cardDeclined), then: .doNothing)
            .always(.doNothing)
    }

    /// What the app's code throws, handled in turn.
    static let errors: [any Error] = [
        URLError(.notConnectedToInternet),
        URLError(.timedOut),
        CheckoutError.outOfStock(sku: "A-1"),
        SyncError.conflict(id: 7),
        NSError(domain: NSCocoaErrorDomain, code: 4),
        CheckoutError.cardDeclined,
        ValidationError(field: "email"),
        NSError(domain: "com.example.payments", code: 2),
    ]
}
