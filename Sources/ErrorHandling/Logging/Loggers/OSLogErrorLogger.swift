#if canImport(os)
    import os

    /// Writes errors to the unified system log (Console.app, `log stream`), on Apple platforms.
    ///
    /// The message and the chain are private by default: the system log shows them only
    /// while a debugger is attached or on a device configured to reveal private data. The
    /// location and rule carry no personal data and stay public, and so does the grouping key
    /// once ``Redactor/default`` has cleaned it (an `NSError`'s domain, part of its key, can be
    /// any text).
    public struct OSLogErrorLogger: ErrorLogging {
        private let logger: Logger
        private let revealsMessages: Bool

        /// Creates a logger for a subsystem and category of the system log.
        /// - Parameters:
        ///   - subsystem: Usually the app's bundle identifier.
        ///   - category: The category the entries are filed under.
        ///   - revealsMessages: Whether messages and chains are public; `false` keeps them private.
        public init(subsystem: String, category: String = "errors", revealsMessages: Bool = false) {
            logger = Logger(subsystem: subsystem, category: category)
            self.revealsMessages = revealsMessages
        }

        /// Writes the record as one entry.
        /// - Parameter record: The error and what is known about it.
        public func log(_ record: ErrorRecord) {
            let level = Self.level(of: record.severity)
            let location = "\(record.fileID):\(record.line) \(record.function)"
            let rule = record.matchedRule ?? "no rule"
            let chain = record.chain.joined(separator: " caused by ")
            let groupingKey = Redactor.default.redact(record.groupingKey)
            if revealsMessages {
                logger.log(
                    level: level,
                    "\(chain, privacy: .public) at \(location, privacy: .public) [\(groupingKey, privacy: .public); \(rule, privacy: .public)]"
                )
            } else {
                logger.log(
                    level: level,
                    "\(chain, privacy: .private) at \(location, privacy: .public) [\(groupingKey, privacy: .public); \(rule, privacy: .public)]"
                )
            }
        }

        private static func level(of severity: ErrorSeverity) -> OSLogType {
            switch severity {
            case .debug: .debug
            case .info: .info
            case .warning: .default
            case .error: .error
            case .critical: .fault
            }
        }
    }
#endif
