// The sample is a member of a view controller that presents alerts.
extension ErrorHandler {
    static func app(for view: any ErrorHandlerView) -> ErrorHandler { ErrorHandler(for: view) }
}

final class CheckoutViewController: ErrorHandlerView {
    func present(alert: AlertController) {}

    // SAMPLE
}
