import Dispatch

/// The texts of a record's error chain as a logger described them, once.
struct DescribedChain: Sendable {
    /// One text for each error of the chain, outermost first.
    var texts: [String]
    /// Whether any of them stopped at its budget or was cut.
    var isCut: Bool

    /// Adds the text of the next error.
    mutating func append(_ description: ErrorDescriber.Description) {
        texts.append(description.text)
        isCut = isCut || description.isCut
    }
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

    /// Describes the record's error for a log, in place; returns whether a description was
    /// cut.
    ///
    /// The chain is walked once, here, for its errors and for whether it goes on past what
    /// ``chain`` follows; each error of it is described once. A description that would run the
    /// app's own code (see `AppDescriptionCode`), or that Swift cannot give within the budget,
    /// runs on a thread of its own until `deadline`; one that has not finished by then is left
    /// out: its text is the error's type and `(description timed out)`, so are those of the
    /// errors after it, and the record gets `metadata["descriptionTimedOut"] = "true"`. A record
    /// whose message and chain were both set is described no further: only whether its chain is
    /// cut is worked out.
    /// - Parameter deadline: When to stop waiting for descriptions.
    @discardableResult
    mutating func describeError(until deadline: DispatchTime) -> Bool {
        if let describedChain {
            return describedChain.isCut
        }
        guard !hasOwnMessage || !hasOwnChain else {
            walkedChainIsTruncated = ErrorChain.isTruncated(error)
            return false
        }
        var chain = DescribedChain(texts: [], isCut: false)
        var links = ErrorChain(error)
        while let link = links.next() {
            guard
                let described = ErrorDescriber.reflectingWithoutAppCode(
                    link, maxUTF8Bytes: LogLineLimits.maxFieldBytes)
            else {
                var rest = [link]
                while let next = links.next() { rest.append(next) }
                walkedChainIsTruncated = links.leftErrorsOut
                return describeOnAThreadOfItsOwn(rest, after: chain, until: deadline)
            }
            chain.append(Self.cut(described))
        }
        walkedChainIsTruncated = links.leftErrorsOut
        describedChain = chain
        return chain.isCut
    }

    /// Describes the record's chain: `described` as it is, then `rest`, the errors not yet
    /// described, on a thread of their own until `deadline`, those not done by then marked;
    /// returns whether a description was cut.
    private mutating func describeOnAThreadOfItsOwn(
        _ rest: [any Error], after described: DescribedChain, until deadline: DispatchTime
    ) -> Bool {
        let finished = Locked<[ErrorDescriber.Description]>([])
        _ = DescriptionWorkers.run(until: deadline) {
            for link in rest {
                let described = Self.text(of: link)
                finished.withLock { $0.append(described) }
            }
        }
        var chain = described
        let done = finished.withLock { $0 }
        for description in done {
            chain.append(description)
        }
        if done.count < rest.count {
            for link in rest[done.count...] {
                chain.append(
                    ErrorDescriber.Description(
                        text: String(reflecting: type(of: link)) + " (description timed out)", isCut: false))
            }
            metadata[Self.descriptionTimedOutKey] = "true"
        }
        describedChain = chain
        return chain.isCut
    }

    /// `description` cut to ``LogLineLimits/maxFieldBytes``.
    private static func cut(_ description: ErrorDescriber.Description) -> ErrorDescriber.Description {
        guard let cut = LogLineLimits.cut(description.text, toUTF8Bytes: LogLineLimits.maxFieldBytes) else {
            return description
        }
        return ErrorDescriber.Description(text: cut, isCut: true)
    }
}
