/// What an `ExportLogsServiceResponse` says: how many records the collector rejected
/// (`partial_success.rejected_log_records`) and why.
struct OTLPExportResponse: Equatable {
    var rejectedLogRecords: Int = 0
    var errorMessage: String = ""

    /// The response in `body`; a body that is empty, malformed or another message reads as no
    /// rejection.
    init<Body: Collection<UInt8>>(decoding body: Body) {
        var reader = ProtobufReader(body)
        while let field = reader.nextField() {
            guard field.number == OTLPFields.ExportLogsServiceResponse.partialSuccess,
                case .lengthDelimited(let partialSuccess) = field.value
            else { continue }
            var inner = ProtobufReader(partialSuccess)
            while let innerField = inner.nextField() {
                switch (innerField.number, innerField.value) {
                case (OTLPFields.ExportLogsPartialSuccess.rejectedLogRecords, .varint(let count)):
                    rejectedLogRecords = Int(clamping: Int64(bitPattern: count))
                case (OTLPFields.ExportLogsPartialSuccess.errorMessage, .lengthDelimited(let text)):
                    errorMessage = String(decoding: text.prefix(1024), as: UTF8.self)
                default:
                    continue
                }
            }
        }
    }

    init(rejectedLogRecords: Int, errorMessage: String) {
        self.rejectedLogRecords = rejectedLogRecords
        self.errorMessage = errorMessage
    }
}
