/// The field numbers of the OTLP messages the exporter writes and reads, as defined in
/// open-telemetry/opentelemetry-proto (checked against commit ac2c4b5d of 2026-08-18):
///
/// - `opentelemetry/proto/collector/logs/v1/logs_service.proto`: `ExportLogsServiceRequest`,
///   `ExportLogsServiceResponse`, `ExportLogsPartialSuccess`;
/// - `opentelemetry/proto/logs/v1/logs.proto`: `ResourceLogs`, `ScopeLogs`, `LogRecord`,
///   `SeverityNumber`;
/// - `opentelemetry/proto/common/v1/common.proto`: `AnyValue`, `ArrayValue`, `KeyValueList`,
///   `KeyValue`, `InstrumentationScope`;
/// - `opentelemetry/proto/resource/v1/resource.proto`: `Resource`.
enum OTLPFields {
    enum ExportLogsServiceRequest {
        static let resourceLogs: UInt64 = 1
    }
    enum ExportLogsServiceResponse {
        static let partialSuccess: UInt64 = 1
    }
    enum ExportLogsPartialSuccess {
        static let rejectedLogRecords: UInt64 = 1
        static let errorMessage: UInt64 = 2
    }
    enum ResourceLogs {
        static let resource: UInt64 = 1
        static let scopeLogs: UInt64 = 2
    }
    enum Resource {
        static let attributes: UInt64 = 1
    }
    enum ScopeLogs {
        static let scope: UInt64 = 1
        static let logRecords: UInt64 = 2
    }
    enum InstrumentationScope {
        static let name: UInt64 = 1
        static let version: UInt64 = 2
    }
    enum LogRecord {
        static let timeUnixNano: UInt64 = 1
        static let severityNumber: UInt64 = 2
        static let severityText: UInt64 = 3
        static let body: UInt64 = 5
        static let attributes: UInt64 = 6
        static let observedTimeUnixNano: UInt64 = 11
    }
    enum KeyValue {
        static let key: UInt64 = 1
        static let value: UInt64 = 2
    }
    enum AnyValue {
        static let stringValue: UInt64 = 1
        static let intValue: UInt64 = 3
        static let arrayValue: UInt64 = 5
        static let kvlistValue: UInt64 = 6
    }
    /// `ArrayValue.values` and `KeyValueList.values`.
    static let listValues: UInt64 = 1
}
