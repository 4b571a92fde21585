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
///
/// A class, so that a walk reads the tables where they are: a value kept in a rule set's storage
/// would be copied, each of its tables retained and released, for every handled error. An index
/// is only changed while one rule set alone holds it (see ``copy()``), so nothing reads it while
/// it changes.
final class RuleIndex {
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
    /// What is filed by value for each type, found with one lookup.
    private var valuesOfType: [ErrorTypeKey: ValuesOfType] = [:]

    private struct ValuesOfType {
        /// A value that hashes an error of the type, when rules are filed under values' hashes:
        /// only those errors are hashed.
        var hasher: (any ExpectedValue)?
        /// The number of the group of `Equatable` values of the type.
        var equalGroup: Int?
    }
    private var filesCodes = false
    private var filesDomains = false
    private var filesCodesInDomains = false
    private var filesTypes = false

    /// An index with what this one holds, to change while this one is read. It copies every
    /// stored property: one added to the index is added here too.
    func copy() -> RuleIndex {
        let copy = RuleIndex()
        copy.lists = lists
        copy.listOfKey = listOfKey
        copy.equalGroups = equalGroups
        copy.valuesOfType = valuesOfType
        copy.filesCodes = filesCodes
        copy.filesDomains = filesDomains
        copy.filesCodesInDomains = filesCodesInDomains
        copy.filesTypes = filesTypes
        return copy
    }

    /// Files the rule at `position`, which must come after every rule filed so far.
    /// - Parameter filings: How the rule's matchers are filed; `nil` when one of them cannot be.
    func add(rulePosition position: Int, filings: [Filing]?) {
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
                valuesOfType[type, default: ValuesOfType()].hasher = valuesOfType[type]?.hasher ?? expected
            case .equalValue(let expected):
                guard let type = expected.typeKey else { continue }
                if let group = valuesOfType[type]?.equalGroup {
                    expected.file(at: position, into: &equalGroups[group])
                } else {
                    valuesOfType[type, default: ValuesOfType()].equalGroup = equalGroups.count
                    equalGroups.append(expected.newGroup(at: position))
                }
            }
        }
        if filings.contains(where: \.isTyped) {
            lists[Self.typedList].append(position)
        }
    }

    /// The number of the list of `key`, made when the key is new.
    private func list(of key: Key) -> Int {
        if let list = listOfKey[key] {
            return list
        }
        lists.append([])
        listOfKey[key] = lists.count - 1
        return lists.count - 1
    }

    /// Remembers which facts the keys filed so far need.
    private func note(_ key: Key) {
        switch key {
        case .code: filesCodes = true
        case .domain:
            filesDomains = true
        case .codeInDomain:
            filesCodesInDomains = true
        case .type: filesTypes = true
        case .value: break
        }
    }

    /// Adds the runs of the rules that cannot be filed, and of those filed under the facts of
    /// the error and, when there is one, of the original error, reading only the facts some
    /// key needs.
    func addCandidateRuns(
        for facts: inout ErrorFacts, original originalFacts: inout ErrorFacts?, to runs: inout CandidateRuns
    ) {
        runs.append(CandidateRun(list: Self.unindexedList, in: self))
        addRuns(for: &facts, ofOriginal: false, to: &runs)
        if originalFacts != nil {
            addRuns(for: &originalFacts!, ofOriginal: true, to: &runs)
        }
    }

    private func addRuns(for facts: inout ErrorFacts, ofOriginal: Bool, to runs: inout CandidateRuns) {
        if filesCodes {
            addRun(of: .code(facts.code), to: &runs)
        }
        if filesDomains {
            addRun(of: .domain(facts.domain), to: &runs)
        }
        if filesCodesInDomains {
            addRun(of: .codeInDomain(facts.code, facts.domain), to: &runs)
        }
        if let typeKey = facts.typeKey {
            if filesTypes {
                addRun(of: .type(typeKey), to: &runs)
            }
            if let values = valuesOfType[typeKey] {
                if let hash = values.hasher?.hashOfError(facts.error) {
                    addRun(of: .value(typeKey, hash: hash), to: &runs)
                }
                if let group = values.equalGroup {
                    runs.append(
                        CandidateRun(group: group, ofOriginal: ofOriginal, in: self, equalTo: facts.error))
                }
            }
        } else if facts.isObject {
            runs.append(CandidateRun(list: Self.typedList, in: self))
        }
    }

    private func addRun(of key: Key, to runs: inout CandidateRuns) {
        if let list = listOfKey[key] {
            runs.append(CandidateRun(list: list, in: self))
        }
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
