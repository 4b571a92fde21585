import Foundation

extension ErrorMatcher {
    /// What a matcher tests.
    ///
    /// Conditions that name a code, a domain or a type are compared with an error's
    /// ``ErrorFacts``, read once per handled error, and are found through the rule index; a
    /// predicate is called, and is tried on every error.
    ///
    /// Only the cases that hold conditions are `indirect`: the others are read in place, with
    /// no box to retain and release for each rule tried.
    enum Condition {
        /// The `NSError` code is this one.
        case code(Int)
        /// The `NSError` domain is this one.
        case domain(String)
        /// The `NSError` domain is one that `test` accepts.
        case domainWhere((String) -> Bool)
        /// The `NSError` code and domain are these.
        case codeInDomain(Int, String)
        /// The error is a `URLError`, or an `NSError` of `NSURLErrorDomain`, with one of these codes.
        case urlError(Set<Int>)
        /// The error is of this type: the keys decide when they can (see
        /// ``ErrorFacts/isOfType(_:)``); otherwise the cast does.
        case type(ErrorTypeKey?, cast: (any Error) -> Bool)
        /// The error equals an `Equatable` value.
        case equal(any ExpectedValue)
        /// The error is of the type of the key, and `test` accepts it.
        case typeWhere(ErrorTypeKey?, test: (any Error) -> Bool)
        /// Your own predicate.
        case predicate((any Error) -> Bool)
        /// Either condition holds.
        indirect case either(Condition, Condition)
        /// Both conditions hold.
        indirect case both(Condition, Condition)
        /// The condition does not hold.
        indirect case not(Condition)
        /// The condition holds for the error or for one it wraps.
        indirect case underlying(Condition)

        func matches(_ facts: inout ErrorFacts) -> Bool {
            switch self {
            case .code(let code):
                return facts.code == code
            case .domain(let domain):
                return facts.domain == domain
            case .domainWhere(let test):
                return test(facts.domain)
            case .codeInDomain(let code, let domain):
                return facts.code == code && facts.domain == domain
            case .urlError(let codes):
                // The code first: it is cheaper to read than the domain, which for a Swift error
                // is its type's name.
                return codes.contains(facts.code) && facts.domain == NSURLErrorDomain
            case .type(let key, let cast):
                guard let key else { return cast(facts.error) }
                return facts.isOfType(key, cast: cast)
            case .equal(let expected):
                if let key = expected.typeKey, !facts.isOfType(key, cast: { expected.isOfValueType($0) }) {
                    return false
                }
                return expected.isEqual(to: facts.error)
            case .typeWhere(let key, let test):
                return facts.isOfType(key) != false && test(facts.error)
            case .predicate(let predicate):
                return predicate(facts.error)
            case .either(let first, let second):
                return first.matches(&facts) || second.matches(&facts)
            case .both(let first, let second):
                return first.matches(&facts) && second.matches(&facts)
            case .not(let condition):
                return !condition.matches(&facts)
            case .underlying(let condition):
                // The error itself with the facts already read, then the errors it wraps.
                if condition.matches(&facts) { return true }
                return ErrorChain(facts.error).dropFirst().contains { wrapped in
                    var wrappedFacts = ErrorFacts(wrapped)
                    return condition.matches(&wrappedFacts)
                }
            }
        }

        /// How a rule with this condition is filed in the index so that every error the
        /// condition matches finds it; `nil` when it must be tried on every error.
        var filings: [RuleIndex.Filing]? {
            switch self {
            case .code(let code):
                return [.key(.code(code))]
            case .domain(let domain):
                return [.key(.domain(domain))]
            case .codeInDomain(let code, let domain):
                return [.key(.codeInDomain(code, domain))]
            case .urlError(let codes):
                return codes.map { .key(.codeInDomain($0, NSURLErrorDomain)) }
            case .type(let key, _):
                return key.map { [.key(.type($0))] }
            case .equal(let expected):
                guard expected.typeKey != nil else { return nil }
                return [expected.valueHash == nil ? .equalValue(expected) : .hashedValue(expected)]
            case .typeWhere(let key, _):
                return key.map { [.key(.type($0))] }
            case .domainWhere, .predicate, .not, .underlying:
                return nil
            case .either(let first, let second):
                guard let firstFilings = first.filings, let secondFilings = second.filings else { return nil }
                return firstFilings + secondFilings
            case .both(let first, let second):
                // Every error both match is found through either one's filings; the fewer, the better.
                switch (first.filings, second.filings) {
                case (let firstFilings?, let secondFilings?):
                    return firstFilings.count <= secondFilings.count ? firstFilings : secondFilings
                case (let filings?, nil), (nil, let filings?):
                    return filings
                case (nil, nil):
                    return nil
                }
            }
        }
    }
}
