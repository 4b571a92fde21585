/// Where a rule set finds the rules that may match an error without trying every rule.
///
/// Each rule whose matchers name a code, a domain, a code in a domain, or a struct or enum type
/// (and, for a `Hashable` value, the value's hash) is filed under those keys; an error looks up
/// its own keys, read from its ``ErrorFacts``. A rule that cannot be filed — a predicate of your
/// own, a `!`, an `underlying`, a class type — is tried on every error. The index only narrows
/// down which rules are tried: each rule it yields is still tried, in registration order.
///
/// The positions are kept in numbered lists, and a walk refers to them by number: walking
/// retains nothing and allocates nothing.
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
        /// Under the hash of a `Hashable` value and its type.
        case hashedValue(any ExpectedValue)
    }

    /// Lists of rule positions, each in registration order: the rules that cannot be filed,
    /// those filed under a type, then one list per key.
    private(set) var lists: [[Int]] = [[], []]
    /// The list of the rules that cannot be filed, tried on every error.
    static let unindexedList = 0
    /// The list of the rules filed under a type: an object error (an `NSError` can be a boxed
    /// Swift error) may cast to any of those types, so it tries them all.
    private static let typedList = 1
    /// The list of each key.
    private var listOfKey: [Key: Int] = [:]
    /// The `Equatable`, not `Hashable`, values rules expect, one group per type.
    private(set) var equalGroups: [any EqualValueScanning] = []
    private var equalGroupOfType: [ErrorTypeKey: Int] = [:]
    /// For each type with rules filed under a value's hash, a value that hashes an error of the
    /// type: only those errors are hashed.
    private var hashers: [ErrorTypeKey: any ExpectedValue] = [:]
    private var filesCodes = false
    private var filesDomains = false
    private var filesCodesInDomains = false

    /// Files the rule at `position`, which must come after every rule filed so far.
    /// - Parameter filings: How the rule's matchers are filed; `nil` when one of them cannot be.
    mutating func add(rulePosition position: Int, filings: [Filing]?) {
        guard let filings else {
            lists[Self.unindexedList].append(position)
            return
        }
        var filedKeys: Set<Key> = []
        for filing in filings {
            switch filing {
            case .key(let key):
                guard filedKeys.insert(key).inserted else { continue }
                lists[list(of: key)].append(position)
                note(key)
            case .hashedValue(let expected):
                guard let type = expected.typeKey, let hash = expected.valueHash else { continue }
                let key = Key.value(type, hash: hash)
                guard filedKeys.insert(key).inserted else { continue }
                lists[list(of: key)].append(position)
                hashers[type] = hashers[type] ?? expected
            case .equalValue(let expected):
                guard let type = expected.typeKey else { continue }
                if let group = equalGroupOfType[type] {
                    equalGroups[group] = expected.filed(at: position, into: equalGroups[group])
                } else {
                    equalGroupOfType[type] = equalGroups.count
                    equalGroups.append(expected.filed(at: position, into: nil))
                }
            }
        }
        if filings.contains(where: \.isTyped) {
            lists[Self.typedList].append(position)
        }
    }

    /// The number of the list of `key`, made when the key is new.
    private mutating func list(of key: Key) -> Int {
        if let list = listOfKey[key] {
            return list
        }
        lists.append([])
        listOfKey[key] = lists.count - 1
        return lists.count - 1
    }

    /// Remembers which facts the keys filed so far need.
    private mutating func note(_ key: Key) {
        switch key {
        case .code: filesCodes = true
        case .domain: filesDomains = true
        case .codeInDomain: filesCodesInDomains = true
        case .type, .value: break
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
            if let hasher = hashers[typeKey], let hash = hasher.hashOfError(facts.error) {
                runs.value = run(.value(typeKey, hash: hash))
            }
            if let group = equalGroupOfType[typeKey] {
                runs.equalValue = EqualValueRun(group: group, in: self, equalTo: facts.error)
            }
        } else if facts.isObject {
            runs.type = PositionRun(list: Self.typedList)
        }
        return runs
    }

    private func run(_ key: Key) -> PositionRun {
        listOfKey[key].map(PositionRun.init(list:)) ?? PositionRun()
    }
}

extension RuleIndex.Filing {
    /// Whether the filing names a type, which an object error may cast to.
    fileprivate var isTyped: Bool {
        switch self {
        case .key(.type), .key(.value), .equalValue, .hashedValue: true
        case .key: false
        }
    }
}
