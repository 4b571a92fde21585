import Foundation

/// Describes errors, and anything that holds one, without stopping the process and within a
/// budget of work.
///
/// Foundation on Linux describes an `NSError` of `NSPOSIXErrorDomain` with
/// `strerror(Int32(code))`, which traps for a code that does not fit an `Int32`: in the error's
/// `description` and localized texts, and so in the description of any value that holds it — an
/// enum payload, a struct field, an array, another `NSError`'s user info. And Swift's
/// description of a value can be far larger than the value: it writes a part the value holds
/// twice (the same array, the same object) twice. Every place the package describes an error
/// goes through here: a value that Swift describes within ``DescriptionBudget`` and that holds
/// no such error (see `DescriptionSurvey`) is described as Swift describes it; any other is
/// described field by field (see `FieldByFieldDescription`), each `NSError` that traps by its
/// domain and code, each shared part once, and the whole within the budget.
///
/// An error's own `LocalizedError` texts are its type's code and are read as they are.
package enum ErrorDescriber {
    /// A description, and whether it stopped at its budget (ending with `…`).
    package struct Description: Sendable {
        /// The text.
        package let text: String
        /// Whether the text stopped at its budget.
        package let isCut: Bool
    }

    /// `String(reflecting: error)`, or for an error Swift cannot describe within the budget, or
    /// that holds an `NSError` Foundation cannot describe, its fields described one by one.
    /// - Parameter error: The error.
    /// - Returns: The error's full description.
    package static func reflecting(_ error: any Error) -> String {
        reflecting(error, maxUTF8Bytes: DescriptionBudget.maximumUTF8Bytes).text
    }

    /// `String(describing: error)`, what `"\(error)"` gives, or for an error Swift cannot
    /// describe within the budget, or that holds an `NSError` Foundation cannot describe, its
    /// fields described one by one.
    /// - Parameter error: The error.
    /// - Returns: The error's description.
    package static func describing(_ error: any Error) -> String {
        described(error, maxUTF8Bytes: DescriptionBudget.maximumUTF8Bytes, writesReflection: false) {
            error, _ in
            String(describing: error)
        }.text
    }

    /// The error's full description, as ``reflecting(_:)`` gives it, in at most `maxUTF8Bytes`
    /// bytes where the package writes it; what Swift writes, including the error's own
    /// `description`, is as long as it is.
    /// - Parameters:
    ///   - error: The error.
    ///   - maxUTF8Bytes: The most bytes of a description the package writes.
    /// - Returns: The description.
    package static func reflecting(_ error: any Error, maxUTF8Bytes: Int) -> Description {
        described(error, maxUTF8Bytes: maxUTF8Bytes, writesReflection: true) { error, findings in
            findings.swiftDescription ?? String(reflecting: error)
        }
    }

    /// The description ``reflecting(_:maxUTF8Bytes:)`` gives, when getting it runs no code of
    /// the app (see `AppDescriptionCode`) and the error is small enough for Swift to describe;
    /// `nil` otherwise, without having run any such code. A caller that must not wait for ever
    /// describes the rest where it can stop waiting (see `DescriptionWorkers`).
    /// - Parameters:
    ///   - error: The error.
    ///   - maxUTF8Bytes: The most bytes of a description the package writes.
    /// - Returns: The description, or `nil`.
    package static func reflectingWithoutAppCode(_ error: any Error, maxUTF8Bytes: Int) -> Description? {
        var search = swiftSearch(maxUTF8Bytes: maxUTF8Bytes, stopsAtAppCode: true, writesReflection: true)
        let findings = search.look(atError: error)
        guard findings.isDescribableBySwift else { return nil }
        return Description(text: findings.swiftDescription ?? String(reflecting: error), isCut: false)
    }

    /// Whether Foundation would stop the process reading the localized texts
    /// (`localizedDescription`, `localizedFailureReason`…) of `error` as an `NSError`: its own
    /// domain and code trap, or it is an `NSError` that holds one that does.
    /// - Parameter error: The error.
    /// - Returns: `true` when its localized texts must not be read.
    package static func localizedTextsTrap(_ error: any Error) -> Bool {
        guard DescriptionSurvey.foundationTraps else { return false }
        let (domain, code) = error.bridgedDomainAndCode
        if domain == NSPOSIXErrorDomain, Int32(exactly: code) == nil {
            return true
        }
        return type(of: error) is NSError.Type && DescriptionSurvey.finds(inError: error)
    }

    /// What Swift gives for `error` (`describedBySwift`, which may take what the search found),
    /// when it can describe the error within the budget and without trapping; its fields
    /// described one by one otherwise.
    private static func described(
        _ error: any Error, maxUTF8Bytes: Int, writesReflection: Bool,
        bySwift describedBySwift: (any Error, DescriptionSurvey.Findings) -> String
    ) -> Description {
        var search = swiftSearch(
            maxUTF8Bytes: maxUTF8Bytes, stopsAtAppCode: false, writesReflection: writesReflection)
        let findings = search.look(atError: error)
        guard findings.isDescribableBySwift else {
            let written = FieldByFieldDescription.of(error, maxUTF8Bytes: maxUTF8Bytes)
            return Description(text: written.text, isCut: written.isCut)
        }
        return Description(text: describedBySwift(error, findings), isCut: false)
    }

    /// The search that tells whether Swift may describe a value: it stops past the parts and
    /// text bytes Swift may write; where asked, it writes `String(reflecting:)` of the value on
    /// the way.
    private static func swiftSearch(
        maxUTF8Bytes: Int, stopsAtAppCode: Bool, writesReflection: Bool
    ) -> DescriptionSurvey {
        DescriptionSurvey(
            limits: .init(
                maximumParts: DescriptionBudget.maximumSwiftParts, maximumTextBytes: maxUTF8Bytes,
                stopsAtAppCode: stopsAtAppCode, writesDescription: writesReflection))
    }
}
