import Foundation
import Testing

@testable import ErrorHandling

/// A clock that stands still until a test moves it.
final class ManualWallClock: Sendable {
    private let current: Locked<Date>

    init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Locked(start)
    }

    var now: Date { current.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        current.withLock { $0.addTimeInterval(seconds) }
    }
}

/// Collects notices a logger writes to standard error.
final class NoticeRecorder: Sendable {
    private let storage = Locked<[String]>([])

    var notices: [String] { storage.withLock { $0 } }

    func record(_ notice: String) {
        storage.withLock { $0.append(notice) }
    }
}

enum SampleError: Error, Equatable {
    case offline
    case server(code: Int)
}

/// A fresh folder in the temporary directory, removed when the test is done with it.
struct TemporaryDirectory: ~Copyable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ErrorHandlingTests-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL {
        url.appendingPathComponent(name)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Every line of a JSON Lines file, each parsed with `JSONSerialization`; a line that is not a
/// JSON object fails the test.
func jsonObjects(in url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [[String: Any]] {
    let data = try Data(contentsOf: url)
    let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    #expect(lines.last?.isEmpty == true, "the file ends with a line feed", sourceLocation: sourceLocation)
    return try lines.dropLast().map { line in
        let object = try JSONSerialization.jsonObject(with: Data(line))
        return try #require(object as? [String: Any], sourceLocation: sourceLocation)
    }
}

func record(
    _ error: any Error = SampleError.offline, message: String? = nil, at timestamp: Date = Date(),
    metadata: [String: String] = [:]
) -> ErrorRecord {
    var record = ErrorRecord(
        error: error, fileID: "Tests/Sample.swift", line: 7, function: "sample()", metadata: metadata,
        breadcrumbs: [], timestamp: timestamp)
    if let message {
        record.message = message
    }
    return record
}
