public import Foundation

/// One handled error and everything a developer needs to act on it: what, when, where, how
/// serious, which rule handled it, what happened just before.
///
/// The text properties (``message``, ``chain``, ``groupingKey``) are worked out from the error
/// when they are read unless they were set, so making a record on a hot path costs little and a
/// production logger describes errors on its own thread. Setting them — as
/// ``Redactor/redact(_:)-(ErrorRecord)`` does — replaces what the error would say.
public struct ErrorRecord: Sendable {
    /// The error.
    public let error: any Error
    /// When the error was handled.
    public var timestamp: Date
    /// How serious it is.
    public var severity: ErrorSeverity
    /// The file ID (`#fileID`, such as `MyApp/Feed.swift`) of the code that handled it.
    public var fileID: String
    /// The line of that code.
    public var line: Int
    /// The function of that code.
    public var function: String
    /// The rule of an ``ErrorHandler`` that handled the error, such as
    /// `on(error:then:) #2 at MyApp/Handlers.swift:14`; `nil` when no rule matched.
    public var matchedRule: String?
    /// Extra facts, such as an engine diagnostic or the user's screen.
    ///
    /// The record adds `metadata["chainTruncated"] = "true"` when the error wraps more errors than
    /// ``chain`` follows (16), or wraps itself in a loop: the chain is cut there. A production
    /// or reporting logger adds `metadata["descriptionTimedOut"] = "true"` to a record whose
    /// error it could not describe in time (see ``ProductionErrorLogger``).
    public var metadata: [String: String] {
        get {
            guard !metadataIsSet, chainIsTruncated else { return storedMetadata }
            var metadata = storedMetadata
            metadata[Self.chainTruncatedKey] = "true"
            return metadata
        }
        set {
            storedMetadata = newValue
            metadataIsSet = true
        }
    }
    /// The most recent events before the error, oldest first.
    public var breadcrumbs: [Breadcrumb]

    /// What the person using the app was shown of the error: the title and the message of its
    /// presentation, translated and localized as presented, on two lines. `nil` when nothing
    /// was shown, and in a record made by hand.
    public internal(set) var presentedText: String?
    private var storedMessage: String?
    private var storedChain: [String]?
    private var storedGroupingKey: String?
    /// The error's chain as a logger described it, once for every text read after (see
    /// ``describeError(until:)``).
    var describedChain: DescribedChain?
    /// The metadata as made or set, without the mark of a truncated chain.
    private var storedMetadata: [String: String]
    /// Whether ``metadata`` was set after the record was made: then it is as set.
    private var metadataIsSet = false
    /// Whether the error's chain goes on past what ``chain`` follows, once a logger has walked
    /// it (see ``describeError(until:)``); until then it is worked out when asked, so that
    /// making a record does not walk the chain on the caller's thread.
    var walkedChainIsTruncated: Bool?

    /// The metadata key of a record whose error's chain was cut, with the value `"true"`.
    static let chainTruncatedKey = "chainTruncated"

    /// Whether the error wraps more errors than ``chain`` follows, or wraps itself in a loop.
    var chainIsTruncated: Bool {
        walkedChainIsTruncated ?? ErrorChain.isTruncated(error)
    }

    /// Creates a record.
    /// - Parameters:
    ///   - error: The error.
    ///   - severity: How serious it is.
    ///   - fileID: The file ID of the code that handled it.
    ///   - line: The line of that code.
    ///   - function: The function of that code.
    ///   - groupingKey: What groups occurrences of the same problem; worked out from the
    ///     error's type and case (never its data) when `nil`.
    ///   - matchedRule: The rule that handled the error, if any.
    ///   - metadata: Extra facts.
    ///   - breadcrumbs: Recent events, oldest first.
    ///   - timestamp: When the error was handled.
    public init(
        error: any Error,
        severity: ErrorSeverity = .error,
        fileID: String,
        line: Int,
        function: String,
        groupingKey: String? = nil,
        matchedRule: String? = nil,
        metadata: [String: String] = [:],
        breadcrumbs: [Breadcrumb] = Breadcrumbs.shared.snapshot(),
        timestamp: Date = Date()
    ) {
        self.error = error
        self.severity = severity
        self.fileID = fileID
        self.line = line
        self.function = function
        self.storedGroupingKey = groupingKey
        self.matchedRule = matchedRule
        self.storedMetadata = metadata
        self.breadcrumbs = breadcrumbs
        self.timestamp = timestamp
    }

    /// What the error is, for developers: its full description (`String(reflecting:)`), or for an
    /// error that holds an `NSError` Foundation cannot describe, or whose description would be
    /// too large, its fields one by one — that `NSError` as its domain and code, a part the error
    /// holds again (the same array, the same object) as `<same as above>`.
    ///
    /// Worked out from the error, it is at most 16,384 bytes of UTF-8: describing stops there and
    /// ends with `…`, and an error's own `description` that is longer is cut, ending with a mark
    /// such as `…[cut 9,983,616 bytes]`.
    public var message: String {
        get { storedMessage ?? describedChain?.texts.first ?? Self.text(of: error).text }
        set { storedMessage = newValue }
    }

    /// Whether ``message`` was set, rather than worked out from the error (in which case it is
    /// the first element of ``chain``).
    var hasOwnMessage: Bool {
        storedMessage != nil
    }

    /// Whether ``chain`` was set, rather than worked out from the error.
    var hasOwnChain: Bool {
        storedChain != nil
    }

    /// The error followed by each error it wraps (through `NSUnderlyingErrorKey` and
    /// ``UnderlyingErrorProviding``), outermost first, each described as ``message`` is; at most
    /// 16 errors (see ``metadata``).
    public var chain: [String] {
        get { storedChain ?? describedChain?.texts ?? ErrorChain(error).map { Self.text(of: $0).text } }
        set { storedChain = newValue }
    }

    /// What groups occurrences of the same problem: stable across runs, free of the error's
    /// data, so a crash reporter or a rate limit can count them together.
    public var groupingKey: String {
        get { storedGroupingKey ?? ErrorIdentity.groupingKey(for: error) }
        set { storedGroupingKey = newValue }
    }

    /// The message a person using the app saw: ``presentedText``, the words of the presentation
    /// as shown; when nothing was shown, the error's localized description (see
    /// ``ErrorDescriber/localizedDescription(of:)``).
    package var userFacingMessage: String {
        presentedText ?? ErrorDescriber.localizedDescription(of: error)
    }
}
