import Foundation
import Testing

@testable import ErrorHandling

@Suite struct UTCTimestampTests {
    @Test func datesFormatAsISO8601WithMilliseconds() {
        #expect(UTCTimestamp(Date(timeIntervalSince1970: 0)).iso8601 == "1970-01-01T00:00:00.000Z")
        #expect(
            UTCTimestamp(Date(timeIntervalSince1970: 951_782_400.5)).iso8601 == "2000-02-29T00:00:00.500Z")
        #expect(UTCTimestamp(Date(timeIntervalSince1970: -1)).iso8601 == "1969-12-31T23:59:59.000Z")
    }

    @Test func extremeDatesDoNotTrap() {
        for seconds in [Double.nan, .infinity, -.infinity, -1e14, 1e14] {
            #expect(!UTCTimestamp(Date(timeIntervalSince1970: seconds)).iso8601.isEmpty)
        }
    }
}
