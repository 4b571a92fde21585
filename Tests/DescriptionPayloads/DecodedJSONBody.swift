import Foundation

/// A response body as `JSONSerialization` decodes it: `{"page": 1, "items": …}`, where the items
/// are arrays nested `depth` levels deep, `branching` elements each, whose innermost elements
/// are numbers and strings in turn — `branching ^ depth` leaves.
public enum DecodedJSONBody {
    /// The decoded body: a dictionary of `[Any]`s, `NSNumber`s and `String`s.
    /// - Parameters:
    ///   - branching: How many elements each array holds.
    ///   - depth: How many levels of arrays the items are nested.
    /// - Returns: The body, as an app would keep it in an error.
    public static func decoded(branching: Int, depth: Int) -> any Sendable {
        var leafNumber = 0
        func items(depth: Int) -> String {
            let elements = (0..<branching).map { _ in
                guard depth > 1 else {
                    leafNumber += 1
                    return leafNumber.isMultiple(of: 2) ? "\(leafNumber)" : "\"item \(leafNumber)\""
                }
                return items(depth: depth - 1)
            }
            return "[" + elements.joined(separator: ",") + "]"
        }
        let text = "{\"page\":1,\"items\":" + items(depth: depth) + "}"
        // The text above is valid JSON, so decoding it cannot fail.
        let body = try! JSONSerialization.jsonObject(with: Data(text.utf8))
        return body as? [String: any Sendable] ?? [:]
    }
}
