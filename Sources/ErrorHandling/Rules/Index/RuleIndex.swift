/// Where a rule set finds the rules that may match an error without trying every rule.
///
/// Each rule whose matchers name a code, a domain, a code in a domain, or a struct or enum type
/// (and, for a `Hashable` value, the value's hash) is filed under those keys; an error looks up
/// its own keys, read from its ``ErrorFacts``. A rule that cannot be filed — a predicate of your
/// own, a `!`, an `underlying`, a class type — is tried on every error. The index only narrows
/// down which rules are tried: each rule it yields is still tried, in registration order.
struct RuleIndex {
    /// A fact of an error under which rules are filed.
    enum Key: Hashable {
        case code(Int)
        case domain(String)
        case codeInDomain(Int, String)
        case type(ErrorTypeKey)
        case value(ErrorTypeKey, hash: Int)
    }

    /// How a matcher's rule is filed.
    enum Filing {
        /// Under a key.
        case key(Key)
        /// Among the `Equatable` values of its type, compared in one loop.
        case equalValue(any ExpectedValue)
    }

    /// Positions of the rules filed under each key, in registration order.
    private var buckets: [Key: [Int]] = [:]
    /// Positions of the rules that cannot be filed, tried on every error.
    private(set) var unindexed: [Int] = []
    /// Positions of the rules filed under a type: an object error (an `NSError` can be a boxed
    /// Swift error) may cast to any of those types, so it tries them all.
    private var typed: [Int] = []
    /// The types with rules filed under a value's hash: only their errors are hashed.
    private var hashedTypes: Set<ErrorTypeKey> = []
    /// The `Equatable`, not `Hashable`, values rules expect, by type.
    private var equalValues: [ErrorTypeKey: any EqualValueScanning] = [:]
    private var filesCodes = false
    private var filesDomains = false
    private var filesCodesInDomains = false

    /// Files the rule at `position`, which must come after every rule filed so far.
    /// - Parameter filings: How the rule's matchers are filed; `nil` when one of them cannot be.
    mutating func add(rulePosition position: Int, filings: [Filing]?) {
        guard let filings else {
            unindexed.append(position)
            return
        }
        var filedKeys: Set<Key> = []
        for filing in filings {
            switch filing {
            case .key(let key):
                guard filedKeys.insert(key).inserted else { continue }
                buckets[key, default: []].append(position)
                note(key)
            case .equalValue(let expected):
                guard let type = expected.typeKey else { continue }
                equalValues[type] = expected.filed(at: position, into: equalValues.removeValue(forKey: type))
            }
        }
        if filings.contains(where: \.isTyped) {
            typed.append(position)
        }
    }

    /// Remembers which facts the keys filed so far need.
    private mutating func note(_ key: Key) {
        switch key {
        case .code: filesCodes = true
        case .domain: filesDomains = true
        case .codeInDomain: filesCodesInDomains = true
        case .type: break
        case .value(let type, _): hashedTypes.insert(type)
        }
    }

    /// The rules filed under the facts of one error, reading only the facts some key needs.
    func runs(for facts: inout ErrorFacts) -> FactRuns {
        var runs = FactRuns()
        if filesCodes {
            runs.code = run(.code(facts.code))
        }
        if filesDomains {
            runs.domain = run(.domain(facts.domain))
        }
        if filesCodesInDomains {
            runs.codeInDomain = run(.codeInDomain(facts.code, facts.domain))
        }
        if let typeKey = facts.typeKey {
            runs.type = run(.type(typeKey))
            if hashedTypes.contains(typeKey), let hash = facts.valueHash {
                runs.value = run(.value(typeKey, hash: hash))
            }
            if let values = equalValues[typeKey] {
                runs.equalValue = EqualValueRun(values, equalTo: facts.error)
            }
        } else if facts.isObject {
            runs.type = PositionRun(typed)
        }
        return runs
    }

    private func run(_ key: Key) -> PositionRun {
        buckets[key].map(PositionRun.init) ?? PositionRun()
    }
}

extension RuleIndex.Filing {
    /// Whether the filing names a type, which an object error may cast to.
    fileprivate var isTyped: Bool {
        switch self {
        case .key(.type), .key(.value), .equalValue: true
        case .key: false
        }
    }
}
