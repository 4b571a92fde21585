public import Foundation

/// One level of a tree whose levels are shared: every element of a level's `children` is the
/// same value, holding the same array of the level below. Such a tree takes `fanOut × depth`
/// array slots in memory, while a description that does not notice the sharing writes
/// `fanOut ^ depth` leaves.
public struct SharedLevel: Sendable {
    /// The level below, `fanOut` times the same value; empty at the bottom.
    public let children: [SharedLevel]
    /// How far above the bottom this level is: 0 at the bottom.
    public let level: Int
    /// An error the bottom level holds, if any.
    public let cause: NSError?

    /// A tree of `depth` shared levels above a bottom level that holds `cause`.
    /// - Parameters:
    ///   - fanOut: How many times each level holds the level below.
    ///   - depth: How many levels stand above the bottom one.
    ///   - cause: What the bottom level holds.
    public static func tree(fanOut: Int, depth: Int, cause: NSError? = nil) -> SharedLevel {
        var level = SharedLevel(children: [], level: 0, cause: cause)
        for height in 0..<depth {
            level = SharedLevel(
                children: Array(repeating: level, count: fanOut), level: height + 1, cause: nil)
        }
        return level
    }
}

/// An error that keeps whatever an app put in it: a response body, a tree of values.
public struct KeptPayloadError: Error {
    /// What the error keeps.
    public let payload: any Sendable

    /// An error that keeps `payload`.
    public init(payload: any Sendable) {
        self.payload = payload
    }
}
