import Foundation

/// Describes errors, and anything that holds one, without stopping the process.
///
/// Foundation on Linux describes an `NSError` of `NSPOSIXErrorDomain` with
/// `strerror(Int32(code))`, which traps for a code that does not fit an `Int32`: in the error's
/// `description` and localized texts, and so in the description of any value that holds it — an
/// enum payload, a struct field, an array, another `NSError`'s user info. Every place the package
/// describes an error goes through here: a value that holds such an error anywhere (see
/// `TrappingErrorSearch`) is described field by field instead, each `NSError` that traps by
/// its domain and code (see `FieldByFieldDescription`); any other value as Swift describes it.
///
/// An error's own `LocalizedError` texts are its type's code and are read as they are.
package enum ErrorDescriber {
    /// `String(reflecting: error)`, or for an error that holds an `NSError` Foundation cannot
    /// describe, its fields described one by one.
    /// - Parameter error: The error.
    /// - Returns: The error's full description.
    package static func reflecting(_ error: any Error) -> String {
        TrappingErrorSearch.finds(inError: error)
            ? FieldByFieldDescription.of(error) : String(reflecting: error)
    }

    /// `String(describing: error)`, what `"\(error)"` gives, or for an error that holds an
    /// `NSError` Foundation cannot describe, its fields described one by one.
    /// - Parameter error: The error.
    /// - Returns: The error's description.
    package static func describing(_ error: any Error) -> String {
        TrappingErrorSearch.finds(inError: error)
            ? FieldByFieldDescription.of(error) : String(describing: error)
    }

    /// Whether Foundation would stop the process reading the localized texts
    /// (`localizedDescription`, `localizedFailureReason`…) of `error` as an `NSError`: its own
    /// domain and code trap, or it is an `NSError` that holds one that does.
    /// - Parameter error: The error.
    /// - Returns: `true` when its localized texts must not be read.
    package static func localizedTextsTrap(_ error: any Error) -> Bool {
        let (domain, code) = error.bridgedDomainAndCode
        if domain == NSPOSIXErrorDomain, Int32(exactly: code) == nil {
            return true
        }
        return type(of: error) is NSError.Type && TrappingErrorSearch.finds(inError: error)
    }
}
