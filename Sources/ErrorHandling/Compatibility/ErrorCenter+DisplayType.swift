// The display-type API of the first design: the caller picks an alert, an inline message or
// a toast, without rules, and reads one error and its action back.
extension ErrorCenter {
    /// Shows an error the way the caller decides, without going through the rules.
    ///
    /// ```swift
    /// let reload = ErrorAction.retry { try await store.reload() }
    /// center.handle(error, displayType: .alert(reload))
    /// center.handle(error, displayType: .inline("Enter a valid e-mail address."))
    /// ```
    ///
    /// Apart from the rules, the error takes the path of every report: its text comes from
    /// the translator of the center's ``handler`` (a `URLError(.notConnectedToInternet)` reads
    /// as ``AppError/offline``, and the presentation's ``ErrorPresentation/error`` is the
    /// translated error), it is logged once with the caller's place in the code (the original
    /// error), and it is coalesced and counted in ``statistics`` like any report.
    ///
    /// An ``ErrorAction/retry(_:buttonTitle:)`` or ``ErrorAction/navigateBack(buttonTitle:)``
    /// alert has a Cancel button after its own; a ``ErrorAction/dismiss(buttonTitle:)`` alert
    /// has its one button. Retry runs the operation under the center's retry policy, and a
    /// retry that gives up is shown again the same way.
    /// - Parameters:
    ///   - error: The error.
    ///   - displayType: An alert whose button does an ``ErrorAction``, an inline message (in
    ///     the field named `"default"`, ``inlineErrorMessage``) or a toast.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    public func handle(
        _ error: any Error,
        displayType: ErrorDisplayType,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        var retry: (@Sendable () async throws -> Void)?
        if case .alert(.retry(let operation, _)) = displayType {
            retry = operation
        }
        let origin = ErrorOrigin(file: file, line: line, function: function)
        let report = Report(
            assessing: ErrorAssessment(error, translator: handler.translator, origin: origin),
            style: nil,
            route: .display(displayType), retry: retry, retryPolicy: nil,
            failedAttempts: nil, center: self)
        submit(report)
        publish()
    }

    /// The error on screen as an ``AppError``: itself when it is one, else wrapped in
    /// ``AppError/unknown(_:)``.
    public var currentError: AppError? {
        current.map { $0.error as? AppError ?? .unknown($0.error) }
    }

    /// The action of the alert on screen, when ``handle(_:displayType:file:line:function:)``
    /// made it.
    public var errorAction: ErrorAction? {
        current.flatMap { shown in machine.withLock { $0.report(of: shown.id) }?.displayAction }
    }

    /// The inline message of the field named `"default"`, where
    /// ``ErrorDisplayType/inline(_:)`` messages go.
    public var inlineErrorMessage: String? {
        inlineMessages[Self.defaultInlineField]
    }

    /// Closes the alert on screen without choosing a button; the next pending one moves up.
    public func dismissError() {
        if let current {
            dismiss(presentation: current.id)
        }
    }
}
