extension ErrorMatcher {
    /// Matches errors equal to `error`.
    ///
    /// `Equatable` errors compare with `==`; others compare by their full reflected
    /// description, so `NetworkError.server(code: 500)` does not match
    /// `NetworkError.server(code: 404)`. A handler finds rules of a `Hashable` struct or enum
    /// through the error's hash, as a `Set` would, and those of a struct or enum that is only
    /// `Equatable` in one loop over the values of its type; a `Hashable` type's `==` and
    /// `hash(into:)` must agree, as `Hashable` requires.
    ///
    /// When the value's `Equatable` type is known where the rule is written, Swift picks
    /// ``type(_:)-(E)`` instead, which finds the same errors faster.
    /// - Parameter error: The error to match.
    @_disfavoredOverload
    public static func type(_ error: any Error) -> ErrorMatcher {
        // The conformance is checked on the metatype so that no bridging to `NSError` can
        // make a non-equatable error look equatable.
        if let equatableType = Swift.type(of: error) as? any Equatable.Type,
            let matcher = equatableType.equalityMatcher(for: error)
        {
            return matcher
        }
        let expected = ErrorDescriber.reflecting(error)
        return ErrorMatcher(
            .typeWhere(ErrorTypeKey(of: error)) { ErrorDescriber.reflecting($0) == expected })
    }

    /// Matches errors equal to `error`, compared with its type's `==`.
    ///
    /// The same matcher as ``type(_:)-(Error)``, chosen when the value's `Equatable` type is
    /// known where the rule is written. A handler then compares an error with the expected
    /// values of that type in a loop compiled for the type, so a long list of such rules costs
    /// little more than a short one.
    /// - Parameter error: The error to match.
    @inlinable
    public static func type<E: Error & Equatable>(_ error: E) -> ErrorMatcher {
        equal(to: error, searchedBy: EqualValueSearch(firstIndex(of:in:from:)))
    }

    /// Matches errors equal to `error`, finding them among the values of its type with
    /// `search`; as ``type(_:)-(Error)`` does for a `Hashable` type or a class.
    @usableFromInline
    static func equal<E: Error & Equatable>(
        to error: E,
        searchedBy search: EqualValueSearch<E>
    ) -> ErrorMatcher {
        guard !(E.self is any Hashable.Type), !(E.self is AnyObject.Type) else {
            return type(error as any Error)
        }
        return ErrorMatcher(.equal(ExpectedEquatable(error, of: error, search: search)))
    }

    /// Matches any error of type `type`, or of a subclass of it.
    /// - Parameter type: The error type to match.
    public static func type<E: Error>(_ type: E.Type) -> ErrorMatcher {
        ErrorMatcher(.type(ErrorTypeKey(E.self)) { $0 is E })
    }

    /// Matches errors of type `type` for which `predicate` returns `true`.
    /// - Parameters:
    ///   - type: The error type to match.
    ///   - predicate: Decides for each error of that type.
    public static func type<E: Error>(_ type: E.Type, where predicate: @escaping (E) -> Bool) -> ErrorMatcher
    {
        ErrorMatcher(.typeWhere(ErrorTypeKey(E.self)) { $0.applying(predicate, asA: E.self) ?? false })
    }
}

extension Equatable {
    /// A matcher for errors equal to `error`, which must be of this type.
    fileprivate static func equalityMatcher(for error: any Error) -> ErrorMatcher? {
        if let hashableType = Self.self as? any Hashable.Type {
            return hashableType.hashableMatcher(for: error)
        }
        guard let expected = error as? Self else { return nil }
        return ErrorMatcher(.equal(ExpectedEquatable(expected, of: error)))
    }
}

extension Hashable {
    /// A matcher for errors equal to `error`, which must be of this type, found by its hash.
    fileprivate static func hashableMatcher(for error: any Error) -> ErrorMatcher? {
        guard let expected = error as? Self else { return nil }
        return ErrorMatcher(.equal(ExpectedEquatable(hashable: expected, of: error)))
    }
}
