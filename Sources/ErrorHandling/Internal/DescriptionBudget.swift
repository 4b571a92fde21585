/// How much work describing one value may take, whatever the value holds.
///
/// A value can be far larger described than in memory: 30 elements that are each the same array
/// of 30, five levels deep, take 150 array slots, and Swift's description of them writes 24
/// million leaves. So the package bounds a description over the whole value, not per level:
/// it looks at so many values, writes so many and so many bytes, and looks at a part the value
/// holds more than once (the same array, dictionary, set or object) once.
enum DescriptionBudget {
    /// How many levels of nested values a description, or the search for an error Foundation
    /// cannot describe, goes into.
    static let maximumDepth = 12

    /// How many values one search through a value looks at before it gives up; the searches
    /// one description makes share as many.
    static let maximumVisits = 10_000

    /// The most parts a value may have, each part counted as often as Swift's description
    /// writes it, for Swift to describe it (`String(reflecting:)`, which looks at every part
    /// every time it is reached); a larger value is written by the package.
    static let maximumSwiftParts = 2_000

    /// How many values a description the package writes holds at the most.
    static let maximumWrittenValues = 10_000

    /// How many elements of one collection a description the package writes holds.
    static let maximumElements = 100

    /// The most UTF-8 bytes of a description unless its caller asks for fewer: as many as one
    /// text of a log line holds.
    static let maximumUTF8Bytes = 16_384
}
