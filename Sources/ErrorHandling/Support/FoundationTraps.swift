import Foundation

/// Describes errors without stopping the process: Foundation on Linux describes an `NSError` of
/// `NSPOSIXErrorDomain` with `strerror(Int32(code))`, which traps for a code that does not fit
/// an `Int32` — in its `description`, and so in the description of any error that holds it in
/// its user info, and in its localized texts. Such errors are described by domain and code.
package enum FoundationTraps {
    /// How deep into user info the search goes; a value deeper still counts as a trap.
    private static let maximumDepth = 8

    /// Whether Foundation would stop the process describing `error`, or reading its localized
    /// texts.
    package static func trapsWhenDescribed(_ error: any Error) -> Bool {
        type(of: error) is NSError.Type && traps(error as NSError, depth: 0)
    }

    /// `String(reflecting: error)`, or, for an error Foundation cannot describe, its type,
    /// domain and code.
    package static func reflecting(_ error: any Error) -> String {
        guard trapsWhenDescribed(error) else { return String(reflecting: error) }
        let nsError = error as NSError
        return "\(String(reflecting: type(of: error)))(domain: \(nsError.domain), code: \(nsError.code))"
    }

    private static func traps(_ value: Any, depth: Int) -> Bool {
        guard depth < maximumDepth else { return true }
        switch value {
        case let error as NSError:
            return error.domain == NSPOSIXErrorDomain && Int32(exactly: error.code) == nil
                || error.userInfo.values.contains { traps($0, depth: depth + 1) }
        case let array as [Any]:
            return array.contains { traps($0, depth: depth + 1) }
        case let dictionary as [AnyHashable: Any]:
            return dictionary.values.contains { traps($0, depth: depth + 1) }
        default:
            return false
        }
    }
}
