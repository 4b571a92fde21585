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
    private var remaining = ErrorChain.maximumLength

    init(_ error: any Error) {
        nextError = error
    }

    mutating func next() -> (any Error)? {
        guard remaining > 0, let error = nextError else { return nil }
        remaining -= 1
        nextError = UnderlyingErrorReader.of(type(of: error)).underlying(of: error)
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
}

/// How an error's type keeps the error it wraps, worked out once for each type: a cast to a
/// protocol asks the runtime for the conformance again on every error, and costs more than the
/// rest of a step of the walk, so each type gets a reader that casts to the type itself, and
/// most types get none. A subclass of `NSError` may box a Swift value that a cast unwraps, so
/// for such a type every cast is still tried; `NSError` itself boxes none (see
/// ``ErrorTypeKey/isPlainNSError(_:)``), and only its user info is read.
private struct UnderlyingErrorReader: Sendable {
    /// Reads the error a value of one type wraps.
    private typealias Reader = @Sendable (any Error) -> (any Error)?

    /// The reader of the type; `nil` for a type that can wrap no error.
    private let read: Reader?

    func underlying(of error: any Error) -> (any Error)? {
        read?(error)
    }

    private static let byType = Locked<[ObjectIdentifier: UnderlyingErrorReader]>([:])

    static func of(_ type: any Error.Type) -> UnderlyingErrorReader {
        let key = ObjectIdentifier(type)
        if let known = byType.withLock({ $0[key] }) { return known }
        let found = UnderlyingErrorReader(read: reader(of: type))
        byType.withLock { $0[key] = found }
        return found
    }

    private static func reader(of type: any Error.Type) -> Reader? {
        if type is NSError.Type, !ErrorTypeKey.isPlainNSError(type) {
            return readingWhatItMayBox
        }
        if let providing = type as? any UnderlyingErrorProviding.Type {
            return reader(ofProviding: providing)
        }
        if let custom = type as? any CustomNSError.Type {
            return reader(ofCustom: custom)
        }
        if type is NSError.Type {
            return { underlying(in: ($0 as NSError).userInfo) }
        }
        return nil
    }

    // The readers test the type and force the cast, rather than cast with `as?`, so that no
    // `Optional<E>` is made at run time for a type known only then. The test makes the cast
    // certain whatever the app throws: an error whose dynamic type is `E` is an `E`, and any
    // other error, which the per-type table never hands to this reader, reads as wrapping none.
    private static func reader<E: UnderlyingErrorProviding>(ofProviding _: E.Type) -> Reader {
        { type(of: $0) == E.self ? ($0 as! E).underlyingError : nil }
    }

    private static func reader<E: CustomNSError>(ofCustom _: E.Type) -> Reader {
        { type(of: $0) == E.self ? underlying(in: ($0 as! E).errorUserInfo) : nil }
    }

    /// For a subclass of `NSError`, which may box a Swift value that a cast unwraps: every
    /// cast is tried on the error itself. `NSError` itself boxes none (see
    /// ``ErrorTypeKey/isPlainNSError(_:)``).
    @Sendable private static func readingWhatItMayBox(_ error: any Error) -> (any Error)? {
        if let providing = error as? any UnderlyingErrorProviding {
            return providing.underlyingError
        }
        if let custom = error as? any CustomNSError {
            return underlying(in: custom.errorUserInfo)
        }
        return underlying(in: (error as NSError).userInfo)
    }

    private static func underlying(in userInfo: [String: Any]) -> (any Error)? {
        userInfo[NSUnderlyingErrorKey] as? any Error
    }
}
