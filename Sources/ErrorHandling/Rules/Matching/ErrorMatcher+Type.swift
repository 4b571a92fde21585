extension ErrorMatcher {
    /// Matches errors equal to `error`.
    ///
    /// `Equatable` errors compare with `==`; others compare by their full reflected
    /// description, so `NetworkError.server(code: 500)` does not match
    /// `NetworkError.server(code: 404)`.
    /// - Parameter error: The error to match.
    public static func type(_ error: any Error) -> ErrorMatcher {
        // The conformance is checked on the metatype so that no bridging to `NSError` can
        // make a non-equatable error look equatable.
        if let equatableType = Swift.type(of: error) as? any Equatable.Type,
            let matcher = equatableType.equalityMatcher(for: error)
        {
            return matcher
        }
        let expected = ErrorDescriber.reflecting(error)
        return ErrorMatcher(requiredType: ErrorTypeKey(of: error)) {
            ErrorDescriber.reflecting($0) == expected
        }
    }

    /// Matches any error of type `type`, or of a subclass of it.
    /// - Parameter type: The error type to match.
    public static func type<E: Error>(_ type: E.Type) -> ErrorMatcher {
        ErrorMatcher(requiredType: ErrorTypeKey(E.self)) { $0 is E }
    }

    /// Matches errors of type `type` for which `predicate` returns `true`.
    /// - Parameters:
    ///   - type: The error type to match.
    ///   - predicate: Decides for each error of that type.
    public static func type<E: Error>(_ type: E.Type, where predicate: @escaping (E) -> Bool) -> ErrorMatcher
    {
        ErrorMatcher(requiredType: ErrorTypeKey(E.self)) { error in
            guard let typed = error as? E else { return false }
            return predicate(typed)
        }
    }
}

extension Equatable {
    /// A matcher for errors equal to `error`, which must be of this type.
    fileprivate static func equalityMatcher(for error: any Error) -> ErrorMatcher? {
        guard let expected = error as? Self else { return nil }
        return ErrorMatcher(requiredType: ErrorTypeKey(Self.self)) { isError($0, equalTo: expected) }
    }
}

/// Compares without a dynamic cast when the candidate is exactly of the expected type (the
/// common case, and a cast from `any Error` is the slowest part of matching); casts otherwise,
/// which finds subclasses and bridged errors.
private func isError<Candidate: Error, Expected: Equatable>(
    _ candidate: Candidate,
    equalTo expected: Expected
) -> Bool {
    guard Candidate.self == Expected.self else {
        return isCastError(candidate, equalTo: expected)
    }
    return unsafeBitCast(candidate, to: Expected.self) == expected
}

// Kept out of line: its optional needs generic metadata that the fast path should not pay for.
@inline(never)
private func isCastError<Candidate: Error, Expected: Equatable>(
    _ candidate: Candidate,
    equalTo expected: Expected
) -> Bool {
    guard let cast = candidate as? Expected else { return false }
    return cast == expected
}
