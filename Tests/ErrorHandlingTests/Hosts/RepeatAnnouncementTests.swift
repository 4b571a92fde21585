import ErrorHandling
import ErrorHandlingTesting
import Testing

/// VoiceOver hears the new count of a coalesced repeat, at most once per second of the
/// center's clock.
@Suite("Repeat announcements")
@MainActor
struct RepeatAnnouncementTests {
    private let clock = ManualClock()

    private func repeatError(_ center: ErrorCenter) throws -> ErrorPresentation {
        center.report(KeyedError(errorCode: 1))
        return try #require(center.current)
    }

    @Test func aRepeatThatChangesTheCountIsAnnouncedWithTheCount() throws {
        let center = ErrorCenter(clock: clock)
        let first = try repeatError(center)
        #expect(center.hosts.announcementOnRepeat(of: first) == nil)

        let second = try repeatError(center)
        #expect(center.hosts.announcementOnRepeat(of: second) == "\(second.title) (×2)")
        #expect(center.hosts.announcementOnRepeat(of: second) == nil)
    }

    @Test func repeatsWithinASecondAreNotAnnouncedAgain() throws {
        let center = ErrorCenter(clock: clock)
        _ = try repeatError(center)
        #expect(center.hosts.announcementOnRepeat(of: try repeatError(center)) != nil)

        clock.advance(by: .milliseconds(999))
        #expect(center.hosts.announcementOnRepeat(of: try repeatError(center)) == nil)
        #expect(center.hosts.announcementOnRepeat(of: try repeatError(center)) == nil)
    }

    @Test func aSecondLaterTheLatestCountIsAnnounced() throws {
        let center = ErrorCenter(clock: clock)
        _ = try repeatError(center)
        #expect(center.hosts.announcementOnRepeat(of: try repeatError(center)) != nil)
        clock.advance(by: .milliseconds(500))
        #expect(center.hosts.announcementOnRepeat(of: try repeatError(center)) == nil)

        clock.advance(by: .milliseconds(500))
        let latest = try repeatError(center)
        #expect(center.hosts.announcementOnRepeat(of: latest) == "\(latest.title) (×4)")
    }

    @Test func theOncePerSecondLimitHoldsAcrossPresentations() throws {
        let center = ErrorCenter(clock: clock)
        for code in 1...2 {
            center.report(KeyedError(errorCode: code), style: .toast(duration: .seconds(10)))
            center.report(KeyedError(errorCode: code), style: .toast(duration: .seconds(10)))
        }

        #expect(center.hosts.announcementOnRepeat(of: center.toasts[0]) != nil)
        #expect(center.hosts.announcementOnRepeat(of: center.toasts[1]) == nil)
        clock.advance(by: .seconds(1))
        #expect(center.hosts.announcementOnRepeat(of: center.toasts[1]) != nil)
    }
}
