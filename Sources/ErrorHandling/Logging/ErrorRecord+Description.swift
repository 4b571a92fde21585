import Dispatch

/// The texts of a record's error chain as a logger described them, once.
struct DescribedChain: Sendable {
    /// One text for each error of the chain, outermost first.
    var texts: [String]
    /// Whether any of them stopped at its budget or was cut.
    var isCut: Bool
}

extension ErrorRecord {
    /// The metadata key of a record whose error was not described in time, with the value
    /// `"true"`.
    static let descriptionTimedOutKey = "descriptionTimedOut"

    /// The text of one error in a record — the one place where it is worked out: the error's
    /// description (see `ErrorDescriber`) in at most ``LogLineLimits/maxFieldBytes`` bytes, an
    /// error's own longer `description` cut to them.
    static func text(of error: any Error) -> ErrorDescriber.Description {
        cut(ErrorDescriber.reflecting(error, maxUTF8Bytes: LogLineLimits.maxFieldBytes))
    }

    /// The record with its error described for a log, and whether a description was cut.
    ///
    /// Each error of the chain is described once, here. A description that would run the app's
    /// own code (see `AppDescriptionCode`), or that Swift cannot give within the budget, runs on
    /// a thread of its own until `deadline`; one that has not finished by then is left out: its
    /// text is the error's type and `(description timed out)`, so are those of the errors after
    /// it, and the record gets `metadata["descriptionTimedOut"] = "true"`. A record whose message
    /// and chain were both set is returned as it is.
    /// - Parameter deadline: When to stop waiting for descriptions.
    func describingError(until deadline: DispatchTime) -> (record: ErrorRecord, wasCut: Bool) {
        if let describedChain {
            return (self, describedChain.isCut)
        }
        guard !hasOwnMessage || !hasOwnChain else { return (self, false) }
        let links = Array(ErrorChain(error))
        var descriptions: [ErrorDescriber.Description] = []
        for link in links {
            guard
                let described = ErrorDescriber.reflectingWithoutAppCode(
                    link, maxUTF8Bytes: LogLineLimits.maxFieldBytes)
            else { break }
            descriptions.append(Self.cut(described))
        }
        var record = self
        if descriptions.count < links.count {
            let rest = Array(links[descriptions.count...])
            let finished = Locked<[ErrorDescriber.Description]>([])
            _ = DescriptionWorkers.run(until: deadline) {
                for link in rest {
                    let described = Self.text(of: link)
                    finished.withLock { $0.append(described) }
                }
            }
            descriptions += finished.withLock { $0 }
            if descriptions.count < links.count {
                descriptions += links[descriptions.count...].map { link in
                    ErrorDescriber.Description(
                        text: String(reflecting: type(of: link)) + " (description timed out)", isCut: false)
                }
                record.metadata[Self.descriptionTimedOutKey] = "true"
            }
        }
        let chain = DescribedChain(
            texts: descriptions.map(\.text), isCut: descriptions.contains(where: \.isCut))
        record.describedChain = chain
        return (record, chain.isCut)
    }

    /// `description` cut to ``LogLineLimits/maxFieldBytes``.
    private static func cut(_ description: ErrorDescriber.Description) -> ErrorDescriber.Description {
        guard let cut = LogLineLimits.cut(description.text, toUTF8Bytes: LogLineLimits.maxFieldBytes) else {
            return description
        }
        return ErrorDescriber.Description(text: cut, isCut: true)
    }
}
