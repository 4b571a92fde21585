import ErrorHandling
import Foundation
import MainActorBlocking

/// Throughput of `ErrorCenter.report` with coalescing, and the heap each pending presentation
/// takes.
@MainActor
enum CenterBenchmarks {
    struct Row {
        let measurement: String
        let value: Double
        let unit: String
    }

    nonisolated static let reportCount = 100_000
    nonisolated static let groupingKeyCount = 50
    nonisolated static let taskCount = 8
    /// How many processes of their own measure the ratio of a folded report to the floor.
    nonisolated static let ratioProcessCount = 5

    static func run() async -> [Row] {
        var rows = foldingAgainstTheFloor().rows
        if let acrossProcesses = ratioAcrossProcesses() {
            rows.append(acrossProcesses)
        }
        rows += [reportsPerSecondOnTheMainActor(), await reportsPerSecondFromTasks()]
        for kinds in [10_000, 100_000] {
            rows.append(await drainingDistinctKinds(kinds))
        }
        rows.append(await microsecondsPerReportWhileTheMainActorIsBlocked())
        rows.append(await retriesStartedByAFlappingNetwork())
        if let memory = bytesPerPendingPresentation() {
            rows.append(memory)
        }
        if let memory = await bytesPerReportWhileTheMainActorIsBlocked() {
            rows.append(memory)
        }
        return rows
    }

    /// The error of report number `index`: one of ``groupingKeyCount`` grouping keys, as a
    /// thrown error reaches the center (boxed as `any Error` once, when it was thrown).
    nonisolated private static func error(_ index: Int) -> any Error {
        NSError(domain: "Benchmark", code: index % groupingKeyCount)
    }

    /// Reports on the main actor to a center with room for every kind, so that each report
    /// after the first of its kind folds into the presentation of that kind: its rate, the rate
    /// of the floor — what folding needs at the least, a dictionary upsert and an array append
    /// keyed by the grouping key — the two measured in turns, and the allocations of a folded
    /// report; and the ratio of the two on its own.
    private static func foldingAgainstTheFloor() -> (rows: [Row], ratio: Double) {
        let center = ErrorCenter(capacity: 2 * groupingKeyCount)
        let errors = (0..<groupingKeyCount).map(error)
        var next = 0
        let report = {
            center.report(errors[next % groupingKeyCount])
            next += 1
        }
        var positions: [String: Int] = [:]
        var arrivals: [Int] = []
        var floorNext = 0
        let floor = {
            let key = ErrorIdentity.groupingKey(for: errors[floorNext % groupingKeyCount])
            floorNext += 1
            let position = positions[key, default: positions.count]
            positions[key] = position
            arrivals.append(position)
            if arrivals.count == 4_096 {
                arrivals.removeAll(keepingCapacity: true)
            }
        }
        let iterations = 20_000
        let ratio = Measure.ratio(iterations: iterations, of: report, to: floor)
        let measured = Measure.calls(iterations: iterations, report)
        let floorRate = 1e9 / (measured.nanosecondsPerCall / ratio)
        var rows = [
            Row(
                measurement:
                    "reports per second on the main actor, \(groupingKeyCount) grouping keys, each repeat folded",
                value: 1e9 / measured.nanosecondsPerCall, unit: "reports/s"),
            Row(
                measurement: "floor: grouping key, dictionary upsert and array append per report",
                value: floorRate, unit: "reports/s"),
            Row(measurement: "center ÷ floor, time per report (measured in turns)", value: ratio, unit: "×"),
        ]
        if let allocations = measured.allocationsPerCall {
            rows.append(Row(measurement: "allocations per folded report", value: allocations, unit: ""))
        }
        return (rows, ratio)
    }

    /// The ratio of a folded report to the floor as this process measures it, as the first
    /// thing it measures: what `error-handling-benchmarks center-fold` prints.
    static func foldRatioInThisProcess() -> Double {
        foldingAgainstTheFloor().ratio
    }

    /// The median and range of ``foldRatioInThisProcess()`` in ``ratioProcessCount`` processes
    /// of their own. How a process is laid out moves the ratio by up to a quarter from one
    /// process to the next for the same code, and the row measured in this process is one
    /// draw of that; `nil` when no child gave a figure.
    private static func ratioAcrossProcesses() -> Row? {
        let ratios = (0..<ratioProcessCount).compactMap { _ in
            ChildProcess.output(of: ["center-fold"], within: 120).flatMap {
                Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }.sorted()
        guard let lowest = ratios.first, let highest = ratios.last else { return nil }
        return Row(
            measurement: String(
                format: "center ÷ floor, the median of %d processes of their own (range %.2f–%.2f ×)",
                ratios.count, lowest, highest),
            value: ratios[ratios.count / 2], unit: "×")
    }

    private static func reportsPerSecondOnTheMainActor() -> Row {
        let center = ErrorCenter()
        let errors = (0..<groupingKeyCount).map(error)
        let start = DispatchTime.now().uptimeNanoseconds
        for index in 0..<reportCount {
            center.report(errors[index % groupingKeyCount])
        }
        return Row(
            measurement:
                "reports per second on the main actor, \(groupingKeyCount) grouping keys, capacity 16 (most dropped)",
            value: perSecond(reportCount, since: start), unit: "reports/s")
    }

    private static func reportsPerSecondFromTasks() async -> Row {
        let center = ErrorCenter()
        let start = DispatchTime.now().uptimeNanoseconds
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<taskCount {
                group.addTask {
                    for index in stride(from: task, to: reportCount, by: taskCount) {
                        center.report(error(index))
                    }
                }
            }
        }
        await center.waitUntilIdle()
        return Row(
            measurement: "reports per second from \(taskCount) tasks, \(groupingKeyCount) grouping keys",
            value: perSecond(reportCount, since: start), unit: "reports/s")
    }

    /// The time a center with no limit on waiting presentations takes to take in `kinds`
    /// reports of distinct kinds made off the main actor: from the first report until
    /// ``ErrorCenter/waitUntilIdle()`` returns.
    private static func drainingDistinctKinds(_ kinds: Int) async -> Row {
        let center = ErrorCenter(capacity: .max)
        let errors = (0..<kinds).map { NSError(domain: "Benchmark", code: $0) }
        let start = DispatchTime.now().uptimeNanoseconds
        await Task.detached {
            for error in errors {
                center.report(error)
            }
        }.value
        await center.waitUntilIdle()
        return Row(
            measurement:
                "\(kinds) reports of distinct kinds off the main actor, capacity Int.max, until idle",
            value: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, unit: "s")
    }

    /// The time a report made off the main actor takes while the main actor is blocked, in a
    /// few kinds.
    private static func microsecondsPerReportWhileTheMainActorIsBlocked() async -> Row {
        let count = 200_000
        let center = ErrorCenter()
        let errors = (0..<3).map { NSError(domain: "Benchmark", code: $0) }
        let elapsed = whileBlockingTheMainActor {
            let start = DispatchTime.now().uptimeNanoseconds
            for index in 0..<count {
                center.report(errors[index % errors.count])
            }
            return DispatchTime.now().uptimeNanoseconds - start
        }
        await center.waitUntilIdle()
        return Row(
            measurement: "time per report off the main actor while it is blocked (\(count) reports, 3 kinds)",
            value: Double(elapsed) / Double(count) / 1_000, unit: "µs")
    }

    /// A monitor that says offline, then flaps `flaps` times between online and offline as
    /// fast as it can, and stays online.
    private struct FlappingConnectivity: ConnectivityMonitor {
        let flaps: Int

        func updates() -> AsyncStream<Connectivity> {
            AsyncStream { continuation in
                continuation.yield(.offline)
                for _ in 0..<flaps {
                    continuation.yield(.online)
                    continuation.yield(.offline)
                }
                continuation.yield(.online)
            }
        }
    }

    /// How many attempts the retry of one offline alert makes while the network flaps 50,000 times
    /// and then stays online, for a second after the center knows it is, its retry failing offline each
    /// time.
    private static func retriesStartedByAFlappingNetwork() async -> Row {
        let flaps = 50_000
        let center = ErrorCenter(connectivity: FlappingConnectivity(flaps: flaps))
        let runs = Locked(0)
        center.report(URLError(.notConnectedToInternet)) {
            runs.withLock { $0 += 1 }
            throw URLError(.notConnectedToInternet)
        }
        let start = ContinuousClock.now
        while center.knownConnectivity != .online, ContinuousClock.now - start < .seconds(60) {
            try? await Task.sleep(for: .milliseconds(10))
        }
        try? await Task.sleep(for: .seconds(1))
        return Row(
            measurement:
                "attempts of the retry of one offline alert (maxAttempts 3) while the network flaps \(flaps) times",
            value: Double(runs.withLock { $0 }), unit: "")
    }

    /// Resident memory (Linux `/proc/self/statm`) per presentation waiting in `pending`,
    /// everything it keeps alive included: the alert of the handling chain waiting on it, its
    /// buttons and its text. `nil` where `/proc` cannot be read.
    private static func bytesPerPendingPresentation() -> Row? {
        let count = 20_000
        let center = ErrorCenter(capacity: count)
        let errors = (0...count).map { NSError(domain: "Benchmark", code: $0) }
        guard let before = residentBytes() else { return nil }
        for error in errors {
            center.report(error)
        }
        guard let after = residentBytes() else { return nil }
        return Row(
            measurement: "resident memory per pending presentation (\(center.pending.count) pending)",
            value: Double(after - before) / Double(center.pending.count), unit: "bytes")
    }

    /// Resident memory per report that a detached task makes while the main actor is blocked,
    /// in a few kinds: what the center holds for reports the main actor has not
    /// taken yet. `nil` where `/proc` cannot be read.
    private static func bytesPerReportWhileTheMainActorIsBlocked() async -> Row? {
        let count = 200_000
        let kinds = 3
        let center = ErrorCenter()
        let errors = (0..<kinds).map { NSError(domain: "Benchmark", code: $0) }
        guard let before = residentBytes() else { return nil }
        let after = whileBlockingTheMainActor {
            for index in 0..<count {
                center.report(errors[index % kinds])
            }
            return residentBytes()
        }
        await center.waitUntilIdle()
        guard let after else { return nil }
        return Row(
            measurement:
                "resident memory per report while the main actor is blocked (\(count) reports, \(kinds) kinds)",
            value: Double(after - before) / Double(count), unit: "bytes")
    }

    /// The resident set size of this process, from the second field of `/proc/self/statm`.
    nonisolated private static func residentBytes() -> Int? {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = statm.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func perSecond(_ count: Int, since start: UInt64) -> Double {
        Double(count) / (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
}
