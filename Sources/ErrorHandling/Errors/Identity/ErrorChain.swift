import Foundation

/// An error followed by the errors it wraps, outermost first.
///
/// The links are ``UnderlyingErrorProviding/underlyingError`` and `NSUnderlyingErrorKey`. The
/// walk stops after ``maximumLength`` errors, so a cycle of wrapped errors cannot loop forever;
/// ``isTruncated(_:)`` tells whether a chain was cut there.
struct ErrorChain: Sequence, IteratorProtocol {
    /// How many errors the walk yields at most, the outermost one included.
    static let maximumLength = 16

    private var nextError: (any Error)?
    /// Whether the next error is known to be of a type with a key (``ErrorTypeKey``).
    private var nextIsKeyed = false
    private var remaining = ErrorChain.maximumLength

    init(_ error: any Error) {
        nextError = error
    }

    /// The chain of the error whose facts are `facts`, which tell whether it is of a type with
    /// a key, so that the walk does not ask it about `NSError` and `CustomNSError` again.
    init(_ facts: ErrorFacts) {
        nextError = facts.error
        nextIsKeyed = facts.typeKey != nil
    }

    mutating func next() -> (any Error)? {
        guard remaining > 0, let error = nextError else { return nil }
        remaining -= 1
        nextError = Self.underlying(of: error, isKeyed: nextIsKeyed)
        nextIsKeyed = false
        return error
    }

    /// Whether the chain of `error` goes on past ``maximumLength`` errors, or loops, so that the
    /// walk cuts it.
    static func isTruncated(_ error: any Error) -> Bool {
        var chain = ErrorChain(error)
        while chain.next() != nil {}
        return chain.leftErrorsOut
    }

    /// Once the walk has ended: whether it ended with errors left, at ``maximumLength``.
    var leftErrorsOut: Bool {
        nextError != nil
    }

    /// The error `error` wraps; `isKeyed` when it is known to be of a type with a key, which is
    /// neither an `NSError` nor a `CustomNSError`.
    private static func underlying(of error: any Error, isKeyed: Bool) -> (any Error)? {
        let wrapping = Wrapping.of(type(of: error))
        if wrapping.providesUnderlying, let wrapping = error as? any UnderlyingErrorProviding {
            return wrapping.underlyingError
        }
        guard !isKeyed else { return nil }
        let userInfo: [String: Any]
        if wrapping.isCustomNSError, let custom = error as? any CustomNSError {
            userInfo = custom.errorUserInfo
        } else if wrapping.isNSError {
            userInfo = (error as NSError).userInfo
        } else {
            return nil
        }
        return userInfo[NSUnderlyingErrorKey] as? any Error
    }
}

/// Where an error's type may keep the error it wraps, worked out once for each type: asking the
/// runtime whether a type conforms to a protocol costs more than the rest of a step of the walk,
/// and most types conform to neither. A subclass of `NSError` may box a Swift value that a cast
/// unwraps, so for such a type every cast is still tried; `NSError` itself boxes none (see
/// ``ErrorTypeKey/isPlainNSError(_:)``), and only its user info is read.
private struct Wrapping {
    let providesUnderlying: Bool
    let isCustomNSError: Bool
    let isNSError: Bool

    private static let byType = Locked<[ObjectIdentifier: Wrapping]>([:])

    static func of(_ type: any Error.Type) -> Wrapping {
        let key = ObjectIdentifier(type)
        if let known = byType.withLock({ $0[key] }) { return known }
        let isNSError = type is NSError.Type
        let mayBox = isNSError && !ErrorTypeKey.isPlainNSError(type)
        let wrapping = Wrapping(
            providesUnderlying: mayBox || type is any UnderlyingErrorProviding.Type,
            isCustomNSError: mayBox || type is any CustomNSError.Type, isNSError: isNSError)
        byType.withLock { $0[key] = wrapping }
        return wrapping
    }
}
