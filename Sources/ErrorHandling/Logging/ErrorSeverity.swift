/// How serious a logged error is, from ``debug`` to ``critical``; later cases compare greater.
public enum ErrorSeverity: String, Sendable, CaseIterable, Comparable {
    /// Detail that helps while debugging.
    case debug
    /// Something worth knowing that needs no attention.
    case info
    /// Something went wrong, and the app coped.
    case warning
    /// An operation failed; the default for handled errors.
    case error
    /// The app cannot go on as intended.
    case critical

    private var rank: Int {
        switch self {
        case .debug: 0
        case .info: 1
        case .warning: 2
        case .error: 3
        case .critical: 4
        }
    }

    /// Whether `lhs` is less serious than `rhs`.
    public static func < (lhs: ErrorSeverity, rhs: ErrorSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}
