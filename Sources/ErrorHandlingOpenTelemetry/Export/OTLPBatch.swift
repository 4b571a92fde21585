/// The log records of one request, each already a `ScopeLogs.log_records` field, gathered in one
/// buffer that is kept from batch to batch. A record is encoded first, on its own, so that its
/// size can be checked before it is added.
package struct OTLPBatch: ~Copyable {
    /// The records' fields, in the wire format.
    private(set) var fields: ProtobufWriter
    /// The record encoded last, not yet added.
    private var encoded = ProtobufWriter(capacity: 4_096)
    /// How many records it holds.
    package private(set) var recordCount = 0

    /// A batch that reserves room for `capacity` bytes of records.
    package init(capacity: Int) {
        fields = ProtobufWriter(capacity: capacity)
    }

    package var isEmpty: Bool { recordCount == 0 }

    /// The bytes the records take in the request.
    package var byteCount: Int { fields.count }

    /// Encodes `record`, to be added by ``addEncoded()``.
    /// - Returns: The bytes it would add to the batch.
    package mutating func encode(_ record: OTLPLogRecord) -> Int {
        encoded.removeAll()
        record.write(to: &encoded)
        return ProtobufWriter.lengthDelimitedFieldSize(OTLPFields.ScopeLogs.logRecords, length: encoded.count)
    }

    /// Adds the record encoded last.
    package mutating func addEncoded() {
        encoded.withUnsafeBytes { fields.writeBytesField(OTLPFields.ScopeLogs.logRecords, $0) }
        recordCount += 1
    }

    /// Empties the batch and keeps its buffer; a record encoded and not yet added stays.
    package mutating func removeAll() {
        fields.removeAll()
        recordCount = 0
    }
}
