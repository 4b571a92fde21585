/// Lines of JSON on their way to a log file: one buffer, and where each line ends, so a batch
/// of records is encoded without an allocation per line.
struct LogLines {
    private(set) var bytes: [UInt8] = []
    private var ends: [Int] = []

    var count: Int { ends.count }

    var isEmpty: Bool { ends.isEmpty }

    /// The byte ranges of the lines, in order.
    var ranges: some Sequence<Range<Int>> {
        zip([0] + ends.dropLast(), ends).lazy.map { $0..<$1 }
    }

    /// Adds `record` as one line.
    /// - Parameters:
    ///   - suppressed: How many records the line stands for, if it is a summary.
    ///   - isTruncated: Whether texts of the record were cut before it got here.
    mutating func append(_ record: ErrorRecord, suppressed: Int? = nil, isTruncated: Bool = false) {
        record.appendJSONLine(to: &bytes, suppressed: suppressed, isTruncated: isTruncated)
        ends.append(bytes.count)
    }

    /// Empties the lines, keeping their storage for the next batch.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }
}
