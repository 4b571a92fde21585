import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation
import Testing

/// Records as the collector decodes them with the official definitions.
@Suite(
    .serialized,
    .needsReceiver)
struct OTLPSchemaTests {
    @Test func everyRecordArrivesWithTheFieldsOfTheSchemaAndNoSecret() async throws {
        let receiver = try OTLPReceiver()
        let spool = TemporaryFolder()
        let logger = OpenTelemetryErrorLogger(
            endpoint: receiver.endpoint, serviceName: "Shop", serviceVersion: "2.4.1",
            headers: ["x-api-key": "key-123"], spoolDirectory: spool.url, limits: .quick)
        let count = 2_000
        let timestamp = Date(timeIntervalSince1970: 1_800_000_000.25)
        let severities = ErrorSeverity.allCases
        for attempt in 0..<count {
            var entry = record(attempt, severity: severities[attempt % severities.count])
            entry.timestamp = timestamp
            entry.breadcrumbs = [
                Breadcrumb(
                    timestamp: timestamp, message: "opened the basket of bo@example.com", category: "ui")
            ]
            logger.log(entry)
        }
        await logger.flush()
        #expect(try await eventually { try await receiver.acceptedIDs().count == count })

        let state = try await receiver.state()
        #expect(state.problems == [])
        #expect(state.accepted.count == count)
        #expect(state.headers.allSatisfy { $0["x-api-key"] == "key-123" })
        let expectedNumbers: [String: Int] = [
            "debug": 5, "info": 9, "warning": 13, "error": 17, "critical": 21,
        ]
        for received in state.accepted {
            #expect(received.timeUnixNano == 1_800_000_000_250_000_000)
            #expect(received.observedTimeUnixNano > 1_700_000_000_000_000_000)
            #expect(expectedNumbers[received.severityText] == received.severityNumber)
            guard case .string(let body) = received.body else {
                Issue.record("body \(received.body)")
                continue
            }
            #expect(body.contains("SignInFailure"))
            let attributes = received.attributes
            #expect(attributes["exception.type"] == .string(String(reflecting: SignInFailure.self)))
            #expect(attributes["exception.message"] != nil)
            #expect(attributes["exception.stacktrace"] == .string(body))
            #expect(attributes["code.file.path"] == .string("MyApp/SignIn.swift"))
            #expect(attributes["code.line.number"] == .number(42))
            #expect(attributes["code.function.name"] == .string("signIn()"))
            #expect(attributes["error_handling.matched_rule"] == .string("on(error:then:) #1"))
            #expect(attributes["error_handling.metadata.screen"] == .string("sign-in"))
            #expect(attributes["error_handling.grouping_key"] != nil)
            guard case .array(let breadcrumbs) = attributes["error_handling.breadcrumbs"],
                case .object(let breadcrumb) = breadcrumbs.first
            else {
                Issue.record("breadcrumbs \(String(describing: attributes["error_handling.breadcrumbs"]))")
                continue
            }
            #expect(breadcrumb["category"] == .string("ui"))
            #expect(breadcrumb["time_unix_nano"] == .number(1_800_000_000_250_000_000))
            #expect(received.resource["service.name"] == .string("Shop"))
            #expect(received.resource["service.version"] == .string("2.4.1"))
            #expect(received.resource["telemetry.sdk.language"] == .string("swift"))
            #expect(received.resource["telemetry.sdk.name"] == .string("swift-error-handling"))
            #expect(received.resource["os.type"] != nil)
            #expect(received.resource["os.version"] != nil)
            #expect(received.scope["name"] == "ErrorHandlingOpenTelemetry")
        }
        let everything = String(describing: state.accepted)
        #expect(!everything.contains("ana@example.com"))
        #expect(!everything.contains("bo@example.com"))
        #expect(!everything.contains("hunter2"))
        #expect(logger.failureCount == 0)
        #expect(logger.droppedCount == 0)
    }

    @Test func aMetadataValueUnderASecretKeyArrivesRedacted() async throws {
        let receiver = try OTLPReceiver()
        let spool = TemporaryFolder()
        let logger = exporter(to: receiver.endpoint, spool: spool)
        var entry = record(0)
        entry.metadata = ["password": "s3cr3t-value", "screen": "sign-in"]
        logger.log(entry)
        await logger.flush()
        #expect(try await eventually { try await receiver.acceptedIDs().count == 1 })

        let received = try #require(try await receiver.state().accepted.first)
        #expect(received.attributes["error_handling.metadata.password"] == .string("<redacted>"))
        #expect(received.attributes["error_handling.metadata.screen"] == .string("sign-in"))
        #expect(!String(describing: received).contains("s3cr3t-value"))
    }

    /// Logs `count` records to a receiver that answers the first `times` requests as `mode`
    /// says, and expects every record to arrive.
    private func exportAll(
        _ count: Int, after mode: String, times: Int, retryAfter: String? = nil
    ) async throws -> (logger: OpenTelemetryErrorLogger, receiver: OTLPReceiver, spool: TemporaryFolder) {
        let receiver = try OTLPReceiver()
        try await receiver.setMode(mode, count: times, retryAfter: retryAfter)
        let spool = TemporaryFolder()
        let logger = exporter(to: receiver.endpoint, spool: spool)
        for attempt in 0..<count { logger.log(record(attempt)) }
        await logger.flush()
        #expect(try await eventually { try await receiver.acceptedIDs().count == count })
        return (logger, receiver, spool)
    }

    @Test func a503WithRetryAfterIsRetriedUntilAccepted() async throws {
        let (logger, receiver, _) = try await exportAll(10, after: "unavailable", times: 2, retryAfter: "1")
        #expect(try await receiver.state().requests == 3)
        #expect(logger.failureCount == 2)
        #expect(logger.droppedCount == 0)
    }

    @Test func aCollectorThatNeverAnswersTimesOutAndGetsTheSameRecordsAgain() async throws {
        let (logger, receiver, _) = try await exportAll(5, after: "hang", times: 1)
        let state = try await receiver.state()
        #expect(Set(state.held.compactMap(\.id)) == Set(state.accepted.compactMap(\.id)))
        #expect(logger.failureCount == 1)
    }

    @Test func aClosedConnectionIsRetried() async throws {
        let (logger, _, _) = try await exportAll(5, after: "close", times: 2)
        #expect(logger.failureCount == 2)
        #expect(logger.droppedCount == 0)
    }

    /// Logs 10 records as one batch (a flush sends them at once) to a receiver that answers it
    /// as `mode` says, and waits until the batch is out of the spool.
    private func exportOneBatch(
        after mode: String, rejected: Int? = nil
    ) async throws -> (logger: OpenTelemetryErrorLogger, receiver: OTLPReceiver, spool: TemporaryFolder) {
        let receiver = try OTLPReceiver()
        try await receiver.setMode(mode, count: 1, rejected: rejected)
        let spool = TemporaryFolder()
        var limits = ExportLimits.quick
        limits.batchInterval = .seconds(60)
        let logger = exporter(to: receiver.endpoint, spool: spool, limits: limits)
        for attempt in 0..<10 { logger.log(record(attempt)) }
        await logger.flush()
        #expect(await eventually { logger.statistics.spooledBatches == 0 })
        return (logger, receiver, spool)
    }

    @Test func aPartialSuccessCountsTheRejectedRecordsAsDropped() async throws {
        let (logger, _, _) = try await exportOneBatch(after: "partial", rejected: 3)
        #expect(logger.statistics.accepted == 7)
        #expect(logger.droppedCount == 3)
        #expect(logger.failureCount == 1)
    }

    @Test func a400WithAPartialSuccessBodyDropsTheBatchAndTheNextOneIsSent() async throws {
        let (logger, receiver, _) = try await exportOneBatch(after: "bad_request")
        for attempt in 10..<14 { logger.log(record(attempt)) }
        await logger.flush()
        #expect(try await eventually { try await receiver.acceptedIDs().count == 4 })
        #expect(logger.droppedCount == 10)
        #expect(logger.failureCount == 1)
    }

    @Test func aRedirectIsNeverFollowedSoTheHeadersStayAtTheOrigin() async throws {
        let receiver = try OTLPReceiver()
        let elsewhere = try OTLPReceiver()
        try await receiver.setMode("redirect", count: 3, location: elsewhere.endpoint)
        let spool = TemporaryFolder()
        let logger = exporter(to: receiver.endpoint, spool: spool, headers: ["x-api-key": "key-123"])
        for attempt in 0..<5 { logger.log(record(attempt)) }
        #expect(try await eventually { try await receiver.acceptedIDs().count == 5 })
        #expect(try await elsewhere.state().requests == 0)
        #expect(logger.failureCount == 3)
    }

    @Test func recordsSpooledWhileTheCollectorIsUnreachableAreSentAtTheNextLaunch() async throws {
        let spool = TemporaryFolder()
        let unreachable = URL(string: "http://127.0.0.1:9/v1/logs")!
        var first: OpenTelemetryErrorLogger? = exporter(to: unreachable, spool: spool)
        for attempt in 0..<20 { first?.log(record(attempt)) }
        await first?.flush()
        #expect(await eventually { (first?.failureCount ?? 0) >= 2 })
        #expect(first?.statistics.spooledRecords == 20)
        #expect(first?.droppedCount == 0)
        first = nil

        let receiver = try OTLPReceiver()
        let next = exporter(to: receiver.endpoint, spool: spool)
        #expect(try await eventually { try await receiver.acceptedIDs().count == 20 })
        #expect(await eventually { next.statistics.spooledBatches == 0 })
    }
}
