import Foundation
import Testing

@testable import ErrorHandling

@Suite("PresentationLedger")
struct PresentationLedgerTests {
    @Test func aPresentationIsNewOnlyTheFirstTime() {
        var ledger = PresentationLedger<Void>(limit: 4)
        let id = UUID()
        let first = ledger.rememberIfNew(id, ())
        let again = ledger.rememberIfNew(id, ())
        #expect(first)
        #expect(!again)
    }

    @Test func pastItsLimitTheOldestIsForgottenAndTheNewestKept() {
        var ledger = PresentationLedger<Int>(limit: 3)
        let ids = (0..<4).map { _ in UUID() }
        for (count, id) in ids.enumerated() {
            ledger[id] = count
        }
        #expect(ledger[ids[0]] == nil)
        #expect(ids.dropFirst().map { ledger[$0] } == [1, 2, 3])
    }

    @Test func settingAValueUpdatesInPlaceAndNilForgets() {
        var ledger = PresentationLedger<Int>(limit: 2)
        let (first, second, third) = (UUID(), UUID(), UUID())
        ledger[first] = 1
        ledger[second] = 1
        ledger[first] = 5
        ledger[third] = 1
        // Updating `first` did not make it the newest: it is the one forgotten.
        #expect(ledger[first] == nil)
        #expect(ledger[second] == 1)
        ledger[second] = nil
        #expect(ledger[second] == nil)
        #expect(ledger[third] == 1)
    }
}
