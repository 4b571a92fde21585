import Foundation
import Testing

@testable import ErrorHandling

@Suite struct PresentationIdentifierTests {
    @Test func identifiersAreRandomVersion4UUIDsAndDistinct() {
        let identifiers = (0..<10_000).map { _ in PresentationIdentifier.next() }

        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers.prefix(100) {
            let text = identifier.uuidString
            #expect(Array(text)[14] == "4")
            #expect("89AB".contains(Array(text)[19]))
        }
    }
}
