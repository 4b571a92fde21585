import Foundation
import Testing

@testable import ErrorHandling

/// The strings the values below hold: plain ASCII, and each kind Swift escapes or keeps as it is.
private let strings = [
    "", "plain text", "it's", "a \"quoted\" word", "back\\slash", "tab\there", "line\nbreak", "\u{301}x",
    "e\u{301}", "日本語", "\u{0}", "😀 emoji", "caf\u{E9}", "\u{7F}", "'",
]

private indirect enum Shape: Error {
    case text(String)
    case pair(Shape, Int)
    case labeled(name: String, inner: Shape?)
    case tuple((Int, String))
    case record(Record)
    case ordinal(Ordinal)
    case empty
}

private enum Ordinal {
    case first
    case second(Double)
}

private struct Record {
    let flag: Bool
    let point: (x: Double, label: String)
    let shape: Shape?
    let count: Int
}

private struct FieldError: Error {
    let field: String
    let code: Int
}

private enum SyncFailure: Error {
    case rejected(reason: String)
}

private struct Described: CustomStringConvertible {
    var description: String { "described" }
}

private struct WithOwnDescriptionInside: Error {
    let part: Described
}

private struct WithArray: Error {
    let values: [Int]
}

/// A random value of `Shape`, `depth` levels deep at the most.
private func randomShape(depth: Int, using generator: inout some RandomNumberGenerator) -> Shape {
    let string = strings.randomElement(using: &generator)!
    guard depth > 0 else { return .text(string) }
    switch Int.random(in: 0..<7, using: &generator) {
    case 0: return .text(string)
    case 1:
        return .pair(randomShape(depth: depth - 1, using: &generator), .random(in: -5...5, using: &generator))
    case 2:
        let inner = Bool.random(using: &generator) ? randomShape(depth: depth - 1, using: &generator) : nil
        return .labeled(name: string, inner: inner)
    case 3: return .tuple((.random(in: 0...9, using: &generator), string))
    case 4:
        let shape = Bool.random(using: &generator) ? randomShape(depth: depth - 1, using: &generator) : nil
        return .record(
            Record(
                flag: .random(using: &generator), point: (x: 1.5, label: string), shape: shape,
                count: .random(in: 0...99, using: &generator)))
    case 5: return .ordinal(Bool.random(using: &generator) ? .first : .second(0.25))
    default: return .empty
    }
}

/// The description the search for trapping errors writes on its way.
@Suite struct DefaultDescriptionWriterTests {
    private func writtenBySearch(_ error: any Error) -> String? {
        var search = DescriptionSurvey(limits: .init(writesDescription: true))
        return search.look(atError: error).swiftDescription
    }

    @Test func structsEnumCasesTuplesAndOptionalsAreWrittenAsSwiftWritesThem() {
        var generator = SplitMix64(state: 7)
        for _ in 0..<400 {
            let error = randomShape(depth: 4, using: &generator)
            let written = writtenBySearch(error)
            #expect(written == String(reflecting: error))
        }
    }

    @Test func everyStringIsWrittenAsSwiftWritesIt() {
        for string in strings {
            #expect(
                writtenBySearch(SyncFailure.rejected(reason: string))
                    == String(reflecting: SyncFailure.rejected(reason: string)))
            #expect(
                writtenBySearch(FieldError(field: string, code: 3))
                    == String(reflecting: FieldError(field: string, code: 3)))
        }
    }

    @Test func aPartWithItsOwnDescriptionOrACollectionIsLeftToSwift() {
        let errors: [any Error] = [WithOwnDescriptionInside(part: Described()), WithArray(values: [1, 2])]
        for error in errors {
            #expect(writtenBySearch(error) == nil)
            #expect(ErrorDescriber.reflecting(error) == String(reflecting: error))
        }
    }

    @Test func aSearchNotAskedToWriteWritesNothing() {
        var search = DescriptionSurvey()
        #expect(search.look(atError: SyncFailure.rejected(reason: "changed")).swiftDescription == nil)
    }

    @Test func theLoggersDescriptionOfAnEnumCaseIsTheOneWrittenOnTheWay() throws {
        let error = SyncFailure.rejected(reason: "item 4 changed on the server")
        let described = try #require(
            ErrorDescriber.reflectingWithoutAppCode(error, maxUTF8Bytes: LogLineLimits.maxFieldBytes))
        #expect(described.text == writtenBySearch(error))
        #expect(described.text == String(reflecting: error))
    }
}
