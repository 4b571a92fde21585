/// An error that wraps another, such as a network failure that carries the `URLError` it
/// came from.
///
/// ``ErrorMatcher/underlying(_:)`` and error chains in logs follow this link, as they follow
/// `NSUnderlyingErrorKey` for `NSError`s.
public protocol UnderlyingErrorProviding: Error {
    /// The error this one wraps, if any.
    var underlyingError: (any Error)? { get }
}
