// OSLogStringAlignment is not Sendable (its column width is a closure): a Sendable type cannot
// keep one.
// expect: stored property 'alignment' of 'Sendable'-conforming struct 'ColumnLogger' has non-Sendable type 'OSLogStringAlignment'
import os

struct ColumnLogger: Sendable {
    let logger: Logger
    let alignment: OSLogStringAlignment
}
