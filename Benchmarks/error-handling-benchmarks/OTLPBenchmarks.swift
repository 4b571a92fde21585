import ErrorHandling
import ErrorHandlingOpenTelemetry
import Foundation

/// The OpenTelemetry exporter: encoding, the caller's cost of `log`, and a burst from eight
/// threads to a collector that cannot be reached (every record spooled or counted as dropped).
enum OTLPBenchmarks {
    struct PaymentFailure: Error {
        var order = "order-1234"
        var reason = "card declined"
    }

    static func makeRecord(_ number: Int) -> ErrorRecord {
        let now = Date()
        return ErrorRecord(
            error: PaymentFailure(order: "order-\(number)"), fileID: "Shop/Checkout.swift", line: 88,
            function: "pay()", matchedRule: "on(error:then:) #3 at Shop/Handlers.swift:14",
            metadata: ["screen": "checkout", "attempt": "2"],
            breadcrumbs: [
                Breadcrumb(timestamp: now, message: "opened the basket", category: "ui"),
                Breadcrumb(timestamp: now, message: "tapped Pay", category: "ui"),
            ],
            timestamp: now)
    }

    /// A record whose text is worked out, as the spooler has it after redaction.
    static func described(_ record: ErrorRecord) -> ErrorRecord {
        var record = record
        record.chain = record.chain
        record.message = record.chain.first ?? ""
        record.groupingKey = record.groupingKey
        return record
    }

    static func run(burstRecords: Int = 1_000_000) -> [(name: String, value: String)] {
        let records = (0..<512).map { described(makeRecord($0)) }
        let observed = Date()
        var index = 0
        let one = Measure.calls(iterations: 20_000) {
            let record = records[index & 511]
            index += 1
            _ = OTLPLogRecord(
                record: record, exceptionMessage: "The card was declined.", id: "a1-\(index)",
                observedAt: observed
            ).encoded()
        }
        let request = OTLPExportRequest(serviceName: "Shop", serviceVersion: "2.4.1")
        // As the spooler does it: each record encoded, then added to the batch's one buffer,
        // then the request written around them.
        var encodedBatch = OTLPBatch(capacity: 512 * 1_024)
        let batch = Measure.calls(iterations: 100, rounds: 5) {
            encodedBatch.removeAll()
            for (number, record) in records.enumerated() {
                _ = encodedBatch.encode(
                    OTLPLogRecord(
                        record: record, exceptionMessage: "The card was declined.", id: "a1-\(number)",
                        observedAt: observed))
                encodedBatch.addEncoded()
            }
            _ = request.withBody(of: encodedBatch) { $0.count }
        }
        return [
            (
                "encoding one record (LogRecord)",
                "\(one.formattedTime), \(one.formattedAllocations) allocations"
            ),
            ("encoding a batch of 512 records (ExportLogsServiceRequest)", batch.formattedTime),
            callerCost(),
        ] + burst(records: burstRecords)
    }

    private static func unreachableLogger(_ spool: URL, limits: ExportLimits) -> OpenTelemetryErrorLogger {
        OpenTelemetryErrorLogger(
            endpoint: URL(string: "http://127.0.0.1:9/v1/logs")!, serviceName: "Shop", spoolDirectory: spool,
            limits: limits)
    }

    /// `log` with room in memory: what the caller's thread pays.
    private static func callerCost() -> (name: String, value: String) {
        let spool = FileManager.default.temporaryDirectory.appendingPathComponent("otlp-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: spool) }
        var limits = ExportLimits()
        limits.pendingCapacity = 2_000_000
        let logger = unreachableLogger(spool, limits: limits)
        let record = makeRecord(0)
        let measurement = Measure.calls(iterations: 100_000, rounds: 3) { logger.log(record) }
        return (
            "`log` on the caller's thread",
            "\(measurement.formattedTime), \(measurement.formattedAllocations) allocations"
        )
    }

    /// `records` records from eight threads at once, the collector unreachable.
    private static func burst(records: Int) -> [(name: String, value: String)] {
        let spool = FileManager.default.temporaryDirectory.appendingPathComponent("otlp-bench-\(UUID())")
        defer { try? FileManager.default.removeItem(at: spool) }
        let logger = unreachableLogger(spool, limits: ExportLimits())
        let record = makeRecord(0)
        let threads = 8
        let start = DispatchTime.now().uptimeNanoseconds
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            for _ in 0..<records / threads { logger.log(record) }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let flushed = DispatchSemaphore(value: 0)
        Task {
            await logger.flush()
            flushed.signal()
        }
        flushed.wait()
        let statistics = logger.statistics
        let accounted =
            statistics.pending + statistics.spooledRecords + statistics.accepted + statistics.dropped
        return [
            ("burst of \(records) records from \(threads) threads", String(format: "%.2f s", seconds)),
            ("burst: most records in memory at once", "\(statistics.peakPending)"),
            ("burst: spooled / dropped", "\(statistics.spooledRecords) / \(statistics.dropped)"),
            ("burst: spool bytes (at most 5,000,000)", "\(statistics.spooledBytes)"),
            ("burst: records accounted for", "\(accounted) of \(records)"),
        ]
    }
}
