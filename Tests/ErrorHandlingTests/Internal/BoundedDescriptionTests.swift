import DescriptionPayloads
import Foundation
import Testing

@testable import ErrorHandling

/// A POSIX error whose code does not fit an `Int32`, which Foundation cannot describe.
private let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(Int32.max) + 1)
private let posixText = "Foundation.NSError(domain: NSPOSIXErrorDomain, code: 2147483648)"

// Describing goes through a value once: a part reached again (the same array, the same object)
// is referred to, and the whole description stops at the cut of a record's text. Before, an
// error holding 30 shared arrays 5 deep took minutes to describe, and a decoded JSON body came
// out 3.5 MB long.
@Suite struct BoundedDescriptionTests {
    private func message(of error: any Error) -> String {
        ErrorRecord(error: error, fileID: "App/Sync.swift", line: 1, function: "sync()").message
    }

    /// Swift's description of `SharedLevel.tree(fanOut:depth:cause:)` in a `KeptPayloadError`, with
    /// each shared array written once and then referred to.
    private func sharedTreeDescription(fanOut: Int, depth: Int, cause: String = "nil") -> String {
        func level(_ height: Int, children: String, cause: String = "nil") -> String {
            "DescriptionPayloads.SharedLevel(children: \(children), level: \(height), cause: \(cause))"
        }
        let bottom = level(0, children: "[]", cause: cause)
        var text = level(
            1, children: "[" + Array(repeating: bottom, count: fanOut).joined(separator: ", ") + "]")
        for height in stride(from: 2, through: depth, by: 1) {
            let again = level(height - 1, children: "<same as above>")
            let children = [text] + Array(repeating: again, count: fanOut - 1)
            text = level(height, children: "[" + children.joined(separator: ", ") + "]")
        }
        return "DescriptionPayloads.KeptPayloadError(payload: \(text))"
    }

    @Test func sharedArraysAreDescribedOnceAndReferredToWhereTheyAreReachedAgain() {
        let error = KeptPayloadError(payload: SharedLevel.tree(fanOut: 30, depth: 3))
        #expect(message(of: error) == sharedTreeDescription(fanOut: 30, depth: 3))
    }

    @Test func aTrappingErrorUnderSharedArraysIsDescribedByItsDomainAndCode() {
        let error = KeptPayloadError(payload: SharedLevel.tree(fanOut: 30, depth: 3, cause: posix))
        #expect(
            message(of: error)
                == sharedTreeDescription(fanOut: 30, depth: 3, cause: "Optional(\(posixText))"))
    }

    @Test func aDecodedJSONBodyIsDescribedAsSwiftWouldUpToTheCutWhichIsMarked() {
        let error = KeptPayloadError(payload: DecodedJSONBody.decoded(branching: 12, depth: 4))
        let text = message(of: error)
        #expect(text.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(text.utf8.count > LogLineLimits.maxFieldBytes - 64)
        #expect(text.hasSuffix("…"))
        #expect(String(reflecting: error).hasPrefix(text.dropLast()))
    }

    @Test func aLongStringInAnErrorIsCutWhileItIsDescribed() {
        let error = KeptPayloadError(payload: String(repeating: "a", count: 1_000_000))
        let text = message(of: error)
        #expect(text.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(text.hasPrefix("DescriptionPayloads.KeptPayloadError(payload: \"aaaa"))
        #expect(text.hasSuffix("a…"))
    }

    @Test func aValueEightTimesAsLargeTakesAboutAsLongToDescribe() {
        // Linear work would make the larger one take about 8 times as long, and describing every
        // repeat of a shared array about 500 times; within the budget it takes about as long.
        let sharedSmall = KeptPayloadError(payload: SharedLevel.tree(fanOut: 4, depth: 3))
        let sharedLarge = KeptPayloadError(payload: SharedLevel.tree(fanOut: 32, depth: 3))
        let bodySmall = KeptPayloadError(payload: DecodedJSONBody.decoded(branching: 8, depth: 4))
        let bodyLarge = KeptPayloadError(payload: DecodedJSONBody.decoded(branching: 8, depth: 5))
        for (small, large) in [(sharedSmall, sharedLarge), (bodySmall, bodyLarge)] {
            let ratio = ThreadCPUTime.smallestRatio(below: 30) {
                let smallTime = ThreadCPUTime.fastest(of: 5) { _ = message(of: small) }
                let largeTime = ThreadCPUTime.fastest(of: 5) { _ = message(of: large) }
                return Double(largeTime) / Double(max(smallTime, 1))
            }
            #expect(ratio < 30)
        }
    }

    @Test func sharedDictionariesAreDescribedAgainWhereTheyAreReachedAgainUpToTheCut() {
        // A dictionary's storage is not told apart from a copy's, so each place that holds one
        // writes it again: here 27,000 leaves, which the cut of the description stops.
        let level: [String: Int] = ["leaf": 1]
        var nested: [String: [String: Int]] = [:]
        for key in 0..<30 { nested["k\(key)"] = level }
        var deeper: [String: [String: [String: Int]]] = [:]
        for key in 0..<30 { deeper["k\(key)"] = nested }
        let text = message(of: KeptPayloadError(payload: Array(repeating: deeper, count: 30)))
        #expect(text.utf8.count <= LogLineLimits.maxFieldBytes)
        #expect(text.hasPrefix("DescriptionPayloads.KeptPayloadError(payload: [["))
        #expect(text.contains("\"leaf\": 1"))
    }

    @Test func anNSErrorWhoseUserInfoHoldsSharedArraysKeepsItsLocalizedDescription() {
        // The search for an error Foundation cannot describe looks at each shared array once, so
        // it gets to the end of a value whose description repeats it 810,000 times.
        let error = NSError(
            domain: "App", code: 1,
            userInfo: [
                NSLocalizedDescriptionKey: "Sync failed", "levels": SharedLevel.tree(fanOut: 30, depth: 4),
            ])
        #expect(ErrorDescriber.localizedDescription(of: error) == "Sync failed")
    }
}
