/// One batch on disk: a whole `ExportLogsServiceRequest`, sent as it is.
struct SpooledBatch: Sendable, Equatable {
    /// The file's name in the spool folder; names sort oldest first.
    var name: String
    /// The file's size.
    var bytes: Int
    /// How many records it holds.
    var records: Int
}
