/// Where in the code an error was reported or handled, for the logs.
struct ErrorOrigin: Sendable {
    /// The file ID (`#fileID`) of the code.
    let file: String
    /// The line of that code.
    let line: Int
    /// The function of that code.
    let function: String
}

extension ErrorOrigin {
    /// No place in the code: for an error assessed outside a report, such as by a retry
    /// policy on its own.
    static let unknown = ErrorOrigin(file: "", line: 0, function: "")
}
