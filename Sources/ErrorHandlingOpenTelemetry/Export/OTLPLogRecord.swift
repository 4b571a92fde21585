package import ErrorHandling
package import Foundation

/// One error record as an OTLP `LogRecord` (opentelemetry/proto/logs/v1/logs.proto).
package struct OTLPLogRecord {
    /// The record, redacted.
    package var record: ErrorRecord
    /// The redacted text a person using the app would see, sent as `exception.message`.
    package var exceptionMessage: String
    /// The record's id (see ``OTLPAttributeName/recordID``).
    package var id: String
    /// When the exporter took the record in.
    package var observedAt: Date

    /// A log record of `record` (already redacted).
    package init(record: ErrorRecord, exceptionMessage: String, id: String, observedAt: Date) {
        self.record = record
        self.exceptionMessage = exceptionMessage
        self.id = id
        self.observedAt = observedAt
    }

    /// The `LogRecord` message's bytes.
    package func encoded() -> [UInt8] {
        var writer = ProtobufWriter(capacity: 1_024)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the `LogRecord` message's fields.
    func write(to writer: inout ProtobufWriter) {
        typealias Field = OTLPFields.LogRecord
        let attributes = Field.attributes
        writer.writeFixed64Field(Field.timeUnixNano, Self.unixNanoseconds(record.timestamp))
        writer.writeFixed64Field(Field.observedTimeUnixNano, Self.unixNanoseconds(observedAt))
        writer.writeVarintField(Field.severityNumber, Self.severityNumber(record.severity))
        writer.writeStringField(Field.severityText, record.severity.rawValue)
        writer.writeMessage(Field.body) {
            $0.writeStringField(OTLPFields.AnyValue.stringValue, record.message)
        }
        writer.writeAttribute(attributes, key: OTLPAttributeName.recordID, value: id)
        writer.writeAttribute(
            attributes, key: OTLPAttributeName.exceptionType, value: ErrorIdentity.typeName(of: record.error))
        writer.writeAttribute(attributes, key: OTLPAttributeName.exceptionMessage, value: exceptionMessage)
        writer.writeAttribute(
            attributes, key: OTLPAttributeName.exceptionStacktrace, joining: record.chain,
            separator: UInt8(ascii: "\n"))
        writer.writeAttribute(attributes, key: OTLPAttributeName.codeFilePath, value: record.fileID)
        writer.writeAttribute(attributes, key: OTLPAttributeName.codeLineNumber, value: Int64(record.line))
        writer.writeAttribute(attributes, key: OTLPAttributeName.codeFunctionName, value: record.function)
        writer.writeAttribute(attributes, key: OTLPAttributeName.groupingKey, value: record.groupingKey)
        if let rule = record.matchedRule {
            writer.writeAttribute(attributes, key: OTLPAttributeName.matchedRule, value: rule)
        }
        if !record.breadcrumbs.isEmpty {
            writer.writeAttribute(attributes, key: OTLPAttributeName.breadcrumbs, array: record.breadcrumbs) {
                Self.write($1, to: &$0)
            }
        }
        for key in record.metadata.keys.sorted() {
            writer.writeAttribute(
                attributes, keyPrefix: OTLPAttributeName.metadataPrefix, key: key,
                value: record.metadata[key] ?? "")
        }
    }

    /// A breadcrumb as the `AnyValue` of a key-value list.
    private static func write(_ breadcrumb: Breadcrumb, to writer: inout ProtobufWriter) {
        let values = OTLPFields.listValues
        writer.writeMessage(OTLPFields.AnyValue.kvlistValue) { list in
            list.writeAttribute(
                values, key: "time_unix_nano", value: Int64(clamping: unixNanoseconds(breadcrumb.timestamp)))
            list.writeAttribute(values, key: "category", value: breadcrumb.category)
            list.writeAttribute(values, key: "message", value: breadcrumb.message)
        }
    }

    /// `date` in nanoseconds since 1970; 0 before it (and for NaN), the largest value after
    /// what 64 bits hold (`Date.distantFuture`).
    static func unixNanoseconds(_ date: Date) -> UInt64 {
        let interval = date.timeIntervalSince1970
        guard interval > 0 else { return 0 }
        guard interval < 18_446_744_073 else { return .max }
        // Whole seconds and the fraction apart: their product as one Double loses nanoseconds.
        let seconds = interval.rounded(.down)
        let nanoseconds = ((interval - seconds) * 1e9).rounded()
        return UInt64(seconds) * 1_000_000_000 + UInt64(nanoseconds)
    }

    /// The `SeverityNumber` of the log data model: DEBUG, INFO, WARN, ERROR, FATAL.
    static func severityNumber(_ severity: ErrorSeverity) -> UInt64 {
        switch severity {
        case .debug: 5
        case .info: 9
        case .warning: 13
        case .error: 17
        case .critical: 21
        }
    }
}
