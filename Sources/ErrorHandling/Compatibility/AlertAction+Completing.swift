extension AlertAction {
    /// A button that runs `action` for `error` and then lets the handling chain go on.
    static func completing(
        title: String,
        style: AlertActionStyle,
        run action: ((any Error) -> Void)?,
        error: any Error,
        _ onCompleted: OnErrorHandled
    ) -> AlertAction {
        AlertAction(title: title, style: style) { _ in
            action?(error)
            onCompleted?()
        }
    }
}
