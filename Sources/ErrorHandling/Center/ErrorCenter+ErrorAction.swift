extension ErrorCenter {
    /// Queues an alert for `error` whose one button does `action`.
    /// - Parameter attempt: How many times the operation of a retry has run so far.
    func present(_ error: any Error, action: ErrorAction, origin: ReportOrigin, attempt: Int) {
        let text = ErrorPresentation(error: error)
        let button = ErrorPresentation.Button(
            title: action.buttonTitle, role: Self.role(of: action)
        ) { [weak self] in
            await self?.perform(action, origin: origin, attempt: attempt)
        }
        accept(
            ErrorPresentation(title: text.title, message: text.message, buttons: [button], error: error),
            context: PresentationContext(origin: origin, action: action))
    }

    private static func role(of action: ErrorAction) -> ErrorPresentation.Button.Role {
        if case .dismiss = action {
            return .cancel
        }
        return .default
    }

    /// Does what the chosen button of an ``ErrorAction`` alert stands for; the alert has
    /// already been dismissed.
    private func perform(_ action: ErrorAction, origin: ReportOrigin, attempt: Int) async {
        switch action {
        case .retry(let operation, _):
            await retry(operation, action: action, origin: origin, attempt: attempt)
        case .navigateBack:
            navigateBack?()
        case .dismiss:
            break
        }
    }

    /// Runs `operation` again under ``retryPolicy``; when it fails again, logs the failure
    /// and presents it with the same action.
    private func retry(
        _ operation: @Sendable () async throws -> Void,
        action: ErrorAction,
        origin: ReportOrigin,
        attempt: Int
    ) async {
        var attempt = attempt
        do {
            try await retryPolicy.run(clock: clock) {
                attempt += 1
                try await operation()
            }
        } catch {
            logRetryFailure(error, attempt: attempt, origin: origin)
            present(error, action: action, origin: origin, attempt: attempt)
        }
    }
}
