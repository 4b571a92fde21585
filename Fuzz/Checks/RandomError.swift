import ErrorHandling
import Foundation

/// Errors built from fuzzer bytes: `NSError`s with any domain, code and user info (values of
/// any type under any key, nested errors), Swift errors that offer recovery options, and
/// errors whose chain of underlying errors loops.
enum RandomError {
    /// The user info keys Foundation and this library read; any other key is random text.
    private static let keys = [
        NSLocalizedDescriptionKey, NSLocalizedFailureReasonErrorKey, NSLocalizedRecoverySuggestionErrorKey,
        NSLocalizedRecoveryOptionsErrorKey, NSUnderlyingErrorKey, NSDebugDescriptionErrorKey,
        NSFilePathErrorKey, NSURLErrorKey, NSHelpAnchorErrorKey, NSStringEncodingErrorKey,
        "NSMultipleUnderlyingErrorsKey",
    ]

    /// The deepest nesting of errors, arrays and dictionaries in user info.
    private static let maximumDepth = 4

    static func make(_ input: inout FuzzBytes) -> any Error {
        switch input.number(upTo: 3) {
        case 0:
            return RecoverableFailure(
                description: input.text(), reason: input.text(), suggestion: input.text(),
                options: (0..<input.number(upTo: 4)).map { _ in input.text() },
                underlyingError: nsError(&input, depth: 1))
        case 1:
            return LoopingError(domain: input.text())
        default:
            return nsError(&input, depth: 0)
        }
    }

    private static func nsError(_ input: inout FuzzBytes, depth: Int) -> NSError {
        let domain = input.text()
        let code = input.integer()
        var userInfo: [String: Any] = [:]
        for _ in 0..<input.number(upTo: 6) {
            let choice = input.number(upTo: keys.count)
            let key = choice < keys.count ? keys[choice] : input.text()
            userInfo[key] = value(&input, depth: depth + 1)
        }
        return NSError(domain: domain, code: code, userInfo: userInfo)
    }

    private static func value(_ input: inout FuzzBytes, depth: Int) -> Any {
        let nests = depth < maximumDepth
        switch input.number(upTo: 9) {
        case 0: return input.text()
        case 1: return Data(input.run())
        case 2: return input.integer()
        case 3: return Double(bitPattern: UInt64(bitPattern: Int64(input.integer())))
        case 4 where nests: return (0..<input.number(upTo: 4)).map { _ in value(&input, depth: depth + 1) }
        case 5 where nests:
            return Dictionary(
                (0..<input.number(upTo: 4)).map { _ in (input.text(), value(&input, depth: depth + 1)) },
                uniquingKeysWith: { first, _ in first })
        case 6 where nests: return nsError(&input, depth: depth + 1)
        case 7: return (0..<input.number(upTo: 4)).map { _ in input.text() }
        case 8: return URL(string: input.text()) ?? NSNull()
        default: return NSNull()
        }
    }
}

/// A Swift error that describes itself, offers recovery options and wraps another error.
private struct RecoverableFailure: LocalizedError, RecoverableError, UnderlyingErrorProviding {
    let description: String
    let reason: String
    let suggestion: String
    let options: [String]
    let underlyingError: (any Error)?

    var errorDescription: String? { description }
    var failureReason: String? { reason }
    var recoverySuggestion: String? { suggestion }
    var recoveryOptions: [String] { options }

    func attemptRecovery(optionIndex recoveryOption: Int) -> Bool {
        false
    }
}

/// An error whose underlying error is an `NSError` that wraps it again, so its chain goes
/// round for ever.
private final class LoopingError: UnderlyingErrorProviding {
    let domain: String

    init(domain: String) {
        self.domain = domain
    }

    var underlyingError: (any Error)? {
        NSError(domain: domain, code: 1, userInfo: [NSUnderlyingErrorKey: self])
    }
}
