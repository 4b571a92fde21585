extension ErrorCenter {
    /// Shows an error the way the caller decides, without going through the rules, and logs
    /// it with the caller's place in the code.
    ///
    /// ```swift
    /// center.handle(error, displayType: .alert(.retry { try await store.reload() }))
    /// center.handle(error, displayType: .inline("Enter a valid e-mail address."))
    /// ```
    /// - Parameters:
    ///   - error: The error.
    ///   - displayType: An alert whose one button does an ``ErrorAction``, an inline message
    ///     (in the ``defaultInlineField``) or a toast.
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
        logger?.log(error, file: file, line: line, function: function)
        let origin = ReportOrigin(file: file, line: line, function: function)
        switch displayType {
        case .alert(let action):
            present(error, action: action, origin: origin, attempt: 1)
        case .inline(let message):
            accept(
                ErrorPresentation(
                    title: message, buttons: [], style: .inline(field: Self.defaultInlineField), error: error),
                context: PresentationContext(origin: origin, action: nil))
        case .toast(let message):
            let text = ErrorPresentation(error: error)
            accept(
                ErrorPresentation(
                    title: message ?? text.title,
                    message: message == nil ? text.message : nil,
                    buttons: [],
                    style: .toast(duration: Self.defaultToastDuration),
                    error: error),
                context: PresentationContext(origin: origin, action: nil))
        }
    }

    /// The error on screen as an ``AppError``: itself when it is one, else wrapped in
    /// ``AppError/unknown(_:)``.
    public var currentError: AppError? {
        current.map { $0.error as? AppError ?? .unknown($0.error) }
    }

    /// The action of the button of the alert on screen, when
    /// ``handle(_:displayType:file:line:function:)`` made it.
    public var errorAction: ErrorAction? {
        current.flatMap { contexts[$0.id]?.action }
    }

    /// The inline message of the ``defaultInlineField``.
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
