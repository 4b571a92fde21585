import Foundation
import Testing

@testable import ErrorHandling

@Suite struct PresentationIdentifierTests {
    @Test func identifiersAreDistinctWhenDrawnFromManyThreadsAtOnce() async {
        let batches = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<2_000).map { _ in PresentationIdentifier.next() } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let identifiers = batches.flatMap { $0 }

        #expect(identifiers.count == 16_000)
        #expect(Set(identifiers).count == identifiers.count)
    }
}
