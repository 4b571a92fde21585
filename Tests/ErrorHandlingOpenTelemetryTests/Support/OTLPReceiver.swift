import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test receiver (`Receiver/otlp_receiver.py`), a Python process on 127.0.0.1 that decodes
/// every request with the official OTLP protobuf definitions. It ends when this object's pipe
/// to it closes, so it never outlives the tests.
final class OTLPReceiver {
    /// A record as the receiver decoded it.
    struct Record: Decodable {
        var id: String?
        var timeUnixNano: UInt64
        var observedTimeUnixNano: UInt64
        var severityNumber: Int
        var severityText: String
        var body: JSONValue
        var attributes: [String: JSONValue]
        var resource: [String: JSONValue]
        var scope: [String: String]

        private enum CodingKeys: String, CodingKey {
            case id, body, attributes, resource, scope
            case timeUnixNano = "time_unix_nano"
            case observedTimeUnixNano = "observed_time_unix_nano"
            case severityNumber = "severity_number"
            case severityText = "severity_text"
        }
    }

    /// What the receiver has seen.
    struct State: Decodable {
        var requests: Int
        var accepted: [Record]
        var held: [Record]
        var problems: [String]
        var headers: [[String: String]]
    }

    /// Whether python3 can import the definitions; checked once.
    static let isAvailable: Bool = {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import opentelemetry.proto.collector.logs.v1.logs_service_pb2"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    let port: Int
    private let process: Process
    private let input: Pipe

    var endpoint: URL {
        URL(string: "http://127.0.0.1:\(port)/v1/logs")!
    }

    init() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Receiver/otlp_receiver.py")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        guard
            let port = Int(
                String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            process.terminate()
            process.waitUntilExit()
            throw ReceiverFailure.noPort
        }
        self.port = port
    }

    // Waiting is what breaks the cycle Foundation's `Process` keeps with its run-loop source on
    // Linux; a process only terminated stays allocated for ever.
    deinit {
        try? input.fileHandleForWriting.close()
        process.terminate()
        process.waitUntilExit()
    }

    /// Answers the next `count` export requests (all, when `nil`) as `mode` says (see the
    /// script's docstring).
    func setMode(
        _ mode: String, count: Int? = nil, retryAfter: String? = nil, rejected: Int? = nil,
        location: URL? = nil
    ) async throws {
        var object: [String: Any] = ["mode": mode]
        object["count"] = count
        object["retry_after"] = retryAfter
        object["rejected"] = rejected
        object["location"] = location?.absoluteString
        var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/control/mode")!)
        request.httpMethod = "POST"
        request.httpBody = try JSONSerialization.data(withJSONObject: object)
        _ = try await Self.load(request)
    }

    func state() async throws -> State {
        let data = try await Self.load(
            URLRequest(url: URL(string: "http://127.0.0.1:\(port)/control/state")!))
        return try JSONDecoder().decode(State.self, from: data)
    }

    /// The ids of the accepted records, each once.
    func acceptedIDs() async throws -> Set<String> {
        Set(try await state().accepted.compactMap(\.id))
    }

    private static func load(_ request: URLRequest) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, _, error in
                if let data {
                    continuation.resume(returning: data)
                } else {
                    continuation.resume(throwing: error ?? ReceiverFailure.noAnswer)
                }
            }.resume()
        }
    }
}

enum ReceiverFailure: Error {
    case noPort
    case noAnswer
}

/// A JSON value the receiver sent: a string, a number, an array or an object.
enum JSONValue: Decodable, Equatable {
    case string(String)
    case number(Int64)
    case array([JSONValue])
    case object([String: JSONValue])
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let number = try? container.decode(Int64.self) {
            self = .number(number)
        } else if let array = try? container.decode([JSONValue].self) {
            self = .array(array)
        } else if let object = try? container.decode([String: JSONValue].self) {
            self = .object(object)
        } else {
            self = .other
        }
    }
}
