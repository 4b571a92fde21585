import Foundation

/// Identifies a concrete error type for which a cast cannot succeed from any other type.
///
/// Only structs and enums that do not bridge to `NSError` qualify: a class can be matched by a
/// subclass, and a `CustomNSError` type can be produced by bridging from an `NSError`, so for
/// those there is no key and every matcher runs.
struct ErrorTypeKey: Hashable {
    private let identifier: ObjectIdentifier

    /// The key of `type`, when casts to it are decided by type identity alone.
    init?(_ type: Any.Type) {
        if type is AnyClass || type is any CustomNSError.Type || type == (any Error).self {
            return nil
        }
        identifier = ObjectIdentifier(type)
    }

    /// The key of the dynamic type of `error`.
    init?(of error: any Error) {
        self.init(type(of: error))
    }

    /// The key as a number, never 0.
    var bits: UInt {
        UInt(bitPattern: identifier)
    }
}

extension ErrorTypeKey {
    /// The key of ``AppError``, which the verdicts and the center read again and again.
    static let appError = ErrorTypeKey(AppError.self)
    /// The key of ``HTTPStatusError``.
    static let httpStatusError = ErrorTypeKey(HTTPStatusError.self)
}

extension ErrorTypeKey {
    /// Whether `type` is `NSError` itself, not a subclass. An error of that very class is never
    /// a Swift value in a box: on Apple platforms the box is a subclass, and on Linux a plain
    /// `NSError` never casts back to a Swift type. So it is of no type with a key, and it
    /// conforms to no Swift protocol of the package's (`UnderlyingErrorProviding`) or of
    /// Foundation's (`CustomNSError`).
    static func isPlainNSError(_ type: Any.Type) -> Bool {
        ObjectIdentifier(type) == ObjectIdentifier(NSError.self)
    }
}
