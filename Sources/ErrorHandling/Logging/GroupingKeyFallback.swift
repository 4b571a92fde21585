import Foundation

extension ErrorRecord {
    /// A grouping key made of the error's type, its enum case and its `NSError` domain and
    /// code — never of the data it carries, so every occurrence of one problem shares a key.
    static func defaultGroupingKey(for error: any Error) -> String {
        let type = String(reflecting: Swift.type(of: error))
        let bridged = error as NSError
        let location = "\(bridged.domain):\(bridged.code)"
        let mirror = Mirror(reflecting: error)
        guard mirror.displayStyle == .enum else {
            return "\(type) \(location)"
        }
        // A case with a payload names itself as the mirror's only child; a case without one
        // names itself as the description, unless the type writes its own description.
        let caseName =
            mirror.children.first?.label
            ?? (Swift.type(of: error) is any CustomStringConvertible.Type
                ? "#\(bridged.code)" : String(describing: error))
        return "\(type).\(caseName) \(location)"
    }
}
