/// Turns errors into actions through rules: the fluent rules engine.
///
/// ```swift
/// let handler = ErrorHandler(for: viewController)
///     .on(
///         error: .type(NetworkError.noInternet),
///         then: .present(alert: ConfirmableAlert(
///             title: "You are offline", confirmTitle: "OK")))
///     .on(error: .code(401), then: .perform(action: signInAgain))
///     .always(.perform(action: analytics.track))
///     .onNoMatch(.present(alert: ConfirmableAlert(
///         title: "Something went wrong", confirmTitle: "OK")))
///
/// handler.handle(error: error)
/// ```
///
/// Every matching rule runs, in registration order; `onNoMatch` actions run only when no rule
/// matched; `always` actions run for every error, after the others. Each action starts when the
/// previous one has completed, and the caller's completion runs exactly once at the end.
///
/// Every handled error is logged once, before its first action runs, to the `logger` given at
/// creation (nothing is logged without one), with the location of the code that called
/// `handle` and the first rule that matched. A child handler logs through its root's logger
/// and breadcrumbs. The engine's own diagnostics — a `.run` action that threw, an error
/// dropped for nesting too deep — go to the logger too, or to standard error without one.
///
/// `@unchecked Sendable` is safe here: the rules sit behind a lock, so configuring and handling
/// from many threads at once is safe. The actions, matchers and views inside are not
/// `Sendable`: they run where ``handle(error:onCompleted:file:line:function:)`` is called (or
/// where the previous action completed), never on a queue or actor the engine picks.
open class ErrorHandler: @unchecked Sendable {
    /// How deeply errors raised while handling errors are handled before further ones are
    /// dropped (and counted in ``droppedNestedErrorCount``).
    public static let maximumNestingDepth = 8

    private struct State {
        var rules = RuleSet()
        /// The rule sets of this handler and of each ancestor, nearest first, as the last
        /// handled error found them: while none has changed, each error reuses this array
        /// instead of making one.
        var chain: [RuleSet] = []
        var droppedNestedErrorCount = 0
        var actionTimeout = ErrorHandler.defaultActionTimeout
    }

    private let viewReference: ViewReference
    private let parent: ErrorHandler?
    /// Translates each error before the rules see it.
    let translator: ErrorTranslator
    /// Where handled errors are logged; `nil` without a logger.
    private let logDestination: HandlingLog.Destination?
    private let state = Locked(State())

    /// Creates a handler that presents alerts on `view`, translating each error with
    /// `translator` first and logging every handled error to `logger`.
    ///
    /// A view that is a class is held weakly, so a view controller can keep its handler in a
    /// `lazy var` without a retain cycle. With no view, `.present(alert:)` actions complete at
    /// once.
    ///
    /// A rule matches an error when it matches the translated error or the original one, so
    /// rules written for `URLError` keep working next to rules written for ``AppError``. The
    /// actions, and alerts through ``AlertController/error``, receive the translated error;
    /// a translated error that wraps (such as ``AppError/network(underlying:)``) keeps the
    /// original as its underlying error. The default translator has no rules, so errors reach
    /// the rules as they were thrown. The log records the original error.
    ///
    /// ```swift
    /// let handler = ErrorHandler(
    ///     for: viewController, translator: .standard,
    ///     logger: ErrorLoggers.default)
    ///     .on(error: .type(AppError.offline), then: .presentError)
    /// ```
    /// - Parameters:
    ///   - view: Where alerts are presented.
    ///   - translator: Translates each error before the rules see it; children inherit it.
    ///   - logger: Where every handled error is logged, such as ``ErrorLoggers/default``;
    ///     nothing is logged when `nil`.
    ///   - breadcrumbs: The trail of recent events each logged record carries.
    public init(
        for view: (any ErrorHandlerView)? = nil,
        translator: ErrorTranslator = ErrorTranslator(),
        logger: (any ErrorLogging)? = nil,
        breadcrumbs: Breadcrumbs = .shared
    ) {
        viewReference = ViewReference(view)
        parent = nil
        self.translator = translator
        logDestination = logger.map { HandlingLog.Destination(logger: $0, breadcrumbs: breadcrumbs) }
    }

    private init(viewReference: ViewReference, parent: ErrorHandler) {
        self.viewReference = viewReference
        self.parent = parent
        translator = parent.translator
        logDestination = parent.logDestination
        state.withLock { $0.actionTimeout = parent.actionTimeout }
    }

    /// How many errors this handler dropped because they were raised while handling errors
    /// nested ``maximumNestingDepth`` deep.
    public var droppedNestedErrorCount: Int {
        state.withLock { $0.droppedNestedErrorCount }
    }

    /// The default of ``actionTimeout``: 30 seconds.
    package static let defaultActionTimeout = Duration.seconds(30)

    /// How long the async ``handle(_:file:line:function:)`` waits for an action that completes
    /// through a callback — a `.perform` action, a presented alert — before it logs the action
    /// as timed out and goes on with the next one. A `.run` action is awaited as async work and
    /// ends when its task is cancelled instead. Children created afterwards start with their
    /// parent's timeout.
    public var actionTimeout: Duration {
        get { state.withLock { $0.actionTimeout } }
        set { state.withLock { $0.actionTimeout = newValue } }
    }

    // MARK: Configuring

    /// Adds a rule: when any of `errors` matches, `action` runs.
    /// - Parameters:
    ///   - errors: The matchers; one rule, whose action runs once even when several match.
    ///   - action: What to do.
    ///   - file: Where the rule is added, for logs that name the rule that matched.
    ///   - line: The line where the rule is added.
    /// - Returns: This handler, for chaining.
    @discardableResult
    public func on(
        error errors: ErrorMatcher..., then action: ActionHandler, file: String = #fileID, line: Int = #line
    ) -> ErrorHandler {
        let rule = RuleSet.Rule(matchers: errors, action: action, origin: "\(file):\(line)")
        state.withLock { $0.rules.append(rule) }
        return self
    }

    /// Adds an action that runs when no rule matched.
    /// - Parameter action: What to do.
    /// - Returns: This handler, for chaining.
    @discardableResult
    public func onNoMatch(_ action: ActionHandler) -> ErrorHandler {
        state.withLock { $0.rules.appendNoMatchAction(action) }
        return self
    }

    /// Adds an action that runs for every error, after the others.
    /// - Parameter action: What to do.
    /// - Returns: This handler, for chaining.
    @discardableResult
    public func always(_ action: ActionHandler) -> ErrorHandler {
        state.withLock { $0.rules.appendAlwaysAction(action) }
        return self
    }

    /// Creates a handler for a part of the app whose rules are tried first.
    ///
    /// When none of the child's rules matches, its parent's rules decide, then the nearest
    /// `onNoMatch`; `always` actions of the child and then of the parent both run. This is the
    /// responder chain the SwiftUI layer builds on. The child translates errors with its
    /// parent's translator and logs through its parent's logger and breadcrumbs.
    /// - Parameter view: Where the child presents alerts; the parent's view when `nil`.
    /// - Returns: The new child handler.
    public func child(for view: (any ErrorHandlerView)? = nil) -> ErrorHandler {
        ErrorHandler(viewReference: view.map(ViewReference.init) ?? viewReference, parent: self)
    }

    // MARK: Handling

    /// Handles an error: runs every action that applies, one after the other.
    ///
    /// Synchronous actions run inline on the caller's thread.
    /// - Parameters:
    ///   - error: The error to handle.
    ///   - onCompleted: Runs exactly once, when the last action has completed, or at once when
    ///     no action applies.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    /// - Returns: `true` when at least one action ran.
    @discardableResult
    public func handle(
        error: any Error,
        onCompleted: OnErrorHandled,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) -> Bool {
        handle(assess(error, file: file, line: line, function: function), onCompleted: onCompleted)
    }

    /// Handles an error assessed where it entered: runs every action that applies, one after
    /// the other, synchronous ones inline on the caller's thread.
    ///
    /// A cancellation runs the rules that name it and the `always` actions, never `onNoMatch`.
    /// - Parameter scope: What each action runs inside, and where the handler presents when
    ///   it has no live view of its own (``HandlingScope/presenter``); nothing when `nil`.
    /// - Returns: `true` when at least one action ran.
    func handle(
        _ assessment: ErrorAssessment, scope: (any HandlingScope)? = nil, onCompleted: OnErrorHandled
    ) -> Bool {
        let depth = HandlingDepth.current
        guard depth < Self.maximumNestingDepth else {
            dropNested(assessment.error, log: makeLog(at: assessment.origin, depth: depth))
            HandlingChain.end(onCompleted, scope)
            return false
        }
        let view = viewReference.fallingBack(to: scope)
        var cursor = makeCursor(for: assessment)
        let next = cursor.nextStep()
        // The log is made only where it is used: most handled errors, such as the repeats a
        // center folds, have no logger. A first step that the view presents itself writes the
        // record, with the words of the presentation it builds.
        var record: HandlingLog.PendingRecord?
        if logDestination != nil {
            let log = makeLog(at: assessment.origin, depth: depth)
            if let next, next.presentsItself(on: view) {
                record = HandlingLog.PendingRecord(
                    log: log, assessment: assessment, matchedRule: cursor.firstMatchedRuleDescription)
            } else {
                log.handled(
                    assessment, matchedRule: cursor.firstMatchedRuleDescription,
                    presentedText: cursor.presents(from: next)
                        ? presentedText(of: assessment, on: view, in: scope) : nil)
            }
        }
        guard let step = next else {
            HandlingChain.end(onCompleted, scope)
            return cursor.actionCount > 0
        }
        HandlingChain.start(
            step, cursor: cursor, view: view, assessment: assessment,
            log: makeLog(at: assessment.origin, depth: depth), record: record, depth: depth, scope: scope,
            onCompleted: onCompleted)
        return true
    }

    /// `error` assessed as it enters this handler at the caller's location, with the
    /// handler's translator.
    func assess(_ error: any Error, file: String, line: Int, function: String) -> ErrorAssessment {
        ErrorAssessment(
            error, translator: translator, origin: ErrorOrigin(file: file, line: line, function: function))
    }

    /// Handles an error with no completion, logged with the caller's location.
    /// - Parameters:
    ///   - error: The error to handle.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    public func handle(
        error: any Error,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        handle(error: error, onCompleted: nil, file: file, line: line, function: function)
    }

    /// Handles an error with no completion; usable as a function reference, as in
    /// `subscribe(onError: handler.handle)`.
    ///
    /// A function reference has no caller's location to pass on, so its records name this
    /// function. A call written out, `handle(error: error)`, is
    /// ``handle(error:file:line:function:)`` and logs the caller's location.
    /// - Parameter error: The error to handle.
    @_disfavoredOverload
    public func handle(error: any Error) {
        handle(error: error, onCompleted: nil)
    }

    /// Handles an error and waits until every action that applies has completed.
    ///
    /// Runs on the caller's actor: synchronous actions run there, `.run` actions run as async
    /// work, and the steps after each continue when it finishes.
    /// - Parameters:
    ///   - error: The error to handle.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    /// - Returns: What was done.
    @discardableResult
    nonisolated(nonsending) public func handle(
        _ error: any Error,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) async -> ErrorHandlingOutcome {
        let assessment = assess(error, file: file, line: line, function: function)
        let depth = HandlingDepth.current
        let log = makeLog(at: assessment.origin, depth: depth)
        guard depth < Self.maximumNestingDepth else {
            dropNested(error, log: log)
            return .droppedForNesting
        }
        var cursor = makeCursor(for: assessment)
        var next = cursor.nextStep()
        log.handled(
            assessment, matchedRule: cursor.firstMatchedRuleDescription,
            presentedText: cursor.presents(from: next)
                ? presentedText(of: assessment, on: viewReference, in: nil) : nil)
        while let step = next {
            await run(step, for: assessment, log: log, depth: depth + 1)
            next = cursor.nextStep()
        }
        return ErrorHandlingOutcome(
            actionCount: cursor.actionCount, matchedRuleCount: cursor.matchedRuleCount)
    }

    /// Runs one step and waits for it; errors raised while it runs see `depth`.
    ///
    /// Only synchronous task-local scopes are used around actions that run on the caller's
    /// actor: an async `withValue` closure would not keep that isolation here.
    nonisolated(nonsending) private func run(
        _ step: ActionHandler,
        for assessment: ErrorAssessment,
        log: HandlingLog,
        depth: Int
    ) async {
        let error = assessment.shown
        if case .run(let operation) = step {
            await HandlingDepth.$current.withValue(depth) {
                await ActionHandler.run(operation, for: error, log: log)
            }
            return
        }
        let timeout = actionTimeout
        var watchdog: Task<Void, Never>?
        await withCheckedContinuation { continuation in
            let completion = StepCompletion { continuation.resume() }
            watchdog = Task {
                try? await ContinuousClock().boundedSleep(for: timeout)
                if !Task.isCancelled {
                    completion.complete { log.actionTimedOut(after: timeout, handling: error) }
                }
            }
            var isTaken = false
            HandlingDepth.$current.withValue(depth) {
                step.start(on: viewReference, for: assessment, log: log, in: nil) {
                    isTaken = true
                    return completion
                }
            }
            // A step that took no completion is done.
            if !isTaken {
                completion.complete()
            }
        }
        watchdog?.cancel()
    }

    /// Logs an error as handled where it entered without running any rule: for errors whose
    /// presentation the caller chose, and for cancellations a center does not show.
    /// - Parameter presentation: What the person is shown of it; `nil` when nothing is.
    func logWithoutRules(_ assessment: ErrorAssessment, shownAs presentation: ErrorPresentation?) {
        makeLog(at: assessment.origin, depth: HandlingDepth.current).handled(
            assessment, matchedRule: nil, presentedText: presentation?.presentedText)
    }

    /// What the person is shown of `assessment` when the rules present it on `view`: the words
    /// of the presentation the view builds, worked out by the same function.
    private func presentedText(
        of assessment: ErrorAssessment, on view: ViewReference, in scope: (any HandlingScope)?
    ) -> String {
        view.presenting?.presentedText(of: assessment, in: scope)
            ?? ErrorPresentation.presentedText(of: assessment)
    }

    private func makeLog(at origin: ErrorOrigin, depth: Int) -> HandlingLog {
        HandlingLog(
            destination: logDestination, fileID: origin.file, line: origin.line,
            function: origin.function, depth: depth)
    }

    private func makeCursor(for assessment: ErrorAssessment) -> ActionCursor {
        ActionCursor(levels: currentChain(), assessment: assessment)
    }

    /// The rule sets of this handler and of each ancestor as they are now, nearest first: the
    /// cached chain when no level has changed since it was made.
    ///
    /// Each level is compared where its rules are kept, under that handler's lock, so checking
    /// the cached chain copies no rule set.
    private func currentChain() -> [RuleSet] {
        // This handler's rules come with the answer when the cached chain does not start with
        // them, read under the same lock.
        let (cached, rules) = state.withLock { state -> ([RuleSet]?, RuleSet?) in
            state.chain.first?.isUnchanged(from: state.rules) == true
                ? (state.chain, nil) : (nil, state.rules)
        }
        if let cached, ancestorsStill(have: cached) {
            return cached
        }
        var chain = [rules ?? state.withLock { $0.rules }]
        var ancestor = parent
        while let level = ancestor {
            chain.append(level.state.withLock { $0.rules })
            ancestor = level.parent
        }
        state.withLock { $0.chain = chain }
        return chain
    }

    /// Whether the parent, grandparent and so on still have the rule sets that follow this
    /// handler's in `chain`, and no more ancestors than those.
    private func ancestorsStill(have chain: [RuleSet]) -> Bool {
        var level = 1
        var ancestor = parent
        while let handler = ancestor {
            guard level < chain.count, handler.state.withLock({ chain[level].isUnchanged(from: $0.rules) })
            else { return false }
            ancestor = handler.parent
            level += 1
        }
        return level == chain.count
    }

    private func dropNested(_ error: any Error, log: HandlingLog) {
        let dropped = state.withLock { state in
            state.droppedNestedErrorCount += 1
            return state.droppedNestedErrorCount
        }
        log.droppedNested(error, maximumDepth: Self.maximumNestingDepth, droppedSoFar: dropped)
    }
}
