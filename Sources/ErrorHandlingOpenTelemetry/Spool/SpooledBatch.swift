/// One batch waiting to be sent: a whole `ExportLogsServiceRequest`, sent as it is, in a file of
/// the spool folder or, when the disk refused it, in memory.
struct SpooledBatch: Sendable, Equatable {
    /// The file's name in the spool folder; names sort oldest first.
    var name: String
    /// The file's size.
    var bytes: Int
    /// How many records it holds.
    var records: Int
    /// The request itself, when the disk refused it; `nil` for a batch on disk.
    var body: [UInt8]? = nil
}
