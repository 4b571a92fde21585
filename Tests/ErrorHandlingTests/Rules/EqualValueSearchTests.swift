import Testing

@testable import ErrorHandling

@Suite("Equal values searched by their own type")
struct EqualValueSearchTests {
    @Test func aValueWrittenWithItsEquatableTypeIsSearchedByTheLoopCompiledForThatType() throws {
        let written = ErrorMatcher.type(PayloadFault.failed(id: 1))
        let erased = ErrorMatcher.type(PayloadFault.failed(id: 1) as any Error)

        #expect(try #require(expectedValue(in: written)).search != nil)
        #expect(try #require(expectedValue(in: erased)).search == nil)
    }

    @Test func valuesWrittenWithTheirTypeAndThroughAnyErrorShareOneGroupInRegistrationOrder() {
        let log = EventLog()
        let handler = ErrorHandler()
        handler.on(error: .type(PayloadFault.failed(id: 7) as any Error), then: log.recording("erased 7"))
        for id in 0..<40 {
            handler.on(error: .type(PayloadFault.failed(id: id)), then: log.recording("written \(id)"))
        }
        handler.on(
            error: .type(PayloadFault.failed(id: 7) as any Error), then: log.recording("erased 7 again"))

        handler.handle(error: PayloadFault.failed(id: 7))
        handler.handle(error: PayloadFault.failed(id: 39))
        handler.handle(error: PayloadFault.failed(id: 40))

        #expect(log.all == ["erased 7", "written 7", "erased 7 again", "written 39"])
    }

    @Test func anEquatableClassWrittenAsItsBaseClassMatchesAsItDoesThroughAnyError() {
        let expected: EquatableBaseError = EquatableDerivedError(id: 1)
        let written = ErrorMatcher.type(expected)
        let erased = ErrorMatcher.type(expected as any Error)

        for candidate in [
            EquatableBaseError(id: 1), EquatableDerivedError(id: 1), EquatableDerivedError(id: 2),
        ] {
            #expect(written.catches(candidate) == erased.catches(candidate))
        }
        #expect(!written.catches(EquatableBaseError(id: 1)))
    }

    @Test func aHashableValueWrittenWithItsTypeIsStillFoundByItsHash() throws {
        let matcher = ErrorMatcher.type(HashableFault.limited)

        let expected = try #require(expectedValue(in: matcher, of: HashableFault.self))
        #expect(expected.valueHash == HashableFault.limited.hashValue)
        #expect(expected.search == nil)
    }

    private func expectedValue<Value>(in matcher: ErrorMatcher, of type: Value.Type = PayloadFault.self)
        -> ExpectedEquatable<Value>?
    {
        guard case .equal(let expected) = matcher.condition else { return nil }
        return expected as? ExpectedEquatable<Value>
    }
}

private enum PayloadFault: Error, Equatable {
    case failed(id: Int)
}

private enum HashableFault: Error, Hashable {
    case limited
    case denied
}

/// An `Equatable` class error: a subclass value equals only subclass values. Immutable, but
/// not final, so its `Sendable` conformance cannot be checked.
private class EquatableBaseError: Error, Equatable, @unchecked Sendable {
    let id: Int

    init(id: Int) {
        self.id = id
    }

    static func == (lhs: EquatableBaseError, rhs: EquatableBaseError) -> Bool {
        lhs.id == rhs.id
    }
}

private final class EquatableDerivedError: EquatableBaseError, @unchecked Sendable {}
