import Testing

@testable import ErrorHandling

@Suite("Domain lengths")
struct DomainLengthsTests {
    @Test func aDomainOfALengthNoneHasIsExcludedAndOneThatSharesALengthIsNot() {
        var lengths = DomainLengths()
        lengths.insert("Backend")
        lengths.insert(String(repeating: "L", count: 70))

        #expect(lengths.mayInclude("Backend"))
        #expect(lengths.mayInclude("Frontnd"))
        #expect(!lengths.mayInclude("Back"))
        #expect(!lengths.mayInclude(""))
        #expect(lengths.mayInclude(String(repeating: "L", count: 70)))
        #expect(lengths.mayInclude("LLLLLL"))
        #expect(!DomainLengths().mayInclude("Backend"))
    }
}
