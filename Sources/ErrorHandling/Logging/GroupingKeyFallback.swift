import Foundation

extension ErrorRecord {
    /// A grouping key made of the error's type, its enum case and its `NSError` domain and
    /// code — never of the data it carries, so every occurrence of one problem shares a key.
    static func defaultGroupingKey(for error: any Error) -> String {
        let type = Swift.type(of: error)
        guard !(type is AnyClass) else {
            return withoutAddresses("\(String(reflecting: type)) \(error._domain):\(error._code)")
        }
        // A struct or enum always gives one key for one code (an enum's default code is its
        // case), so keys are worked out once per type and code: reflection is slow.
        let cacheKey = GroupingKeyCache.Key(type: ObjectIdentifier(type), code: error._code)
        if let known = GroupingKeyCache.shared.withLock({ $0[cacheKey] }) {
            return known
        }
        let key = withoutAddresses(describeValueError(error, type: type))
        GroupingKeyCache.shared.withLock { cache in
            if cache.count < GroupingKeyCache.capacity { cache[cacheKey] = key }
        }
        return key
    }

    private static func describeValueError(_ error: any Error, type: any Error.Type) -> String {
        let location = "\(error._domain):\(error._code)"
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else {
            return "\(String(reflecting: type)) \(location)"
        }
        // A case with a payload names itself as the mirror's only child; a case without one
        // names itself as the description, unless the type writes its own description.
        let caseName =
            mirror.children.first?.label
            ?? (type is any CustomStringConvertible.Type ? "#\(error._code)" : String(describing: error))
        return "\(String(reflecting: type)).\(caseName) \(location)"
    }

    /// `key` without the `(unknown context at $…).` that names of private types contain: an
    /// address that changes from run to run.
    private static func withoutAddresses(_ key: String) -> String {
        key.replacingOccurrences(
            of: #"\(unknown context at \$[0-9a-fA-F]+\)\."#, with: "", options: .regularExpression)
    }
}

/// Grouping keys of struct and enum errors, by type and code.
private enum GroupingKeyCache {
    struct Key: Hashable {
        let type: ObjectIdentifier
        let code: Int
    }

    static let capacity = 4096
    static let shared = Locked<[Key: String]>([:])
}
