public import Testing

extension RecordingPresenter {
    /// Expects the alert on top of the screen to be titled `title`; records a test issue that
    /// says what is on screen instead when it is not.
    /// - Parameters:
    ///   - title: The expected title.
    ///   - sourceLocation: Where a failure is reported; the caller's line by default.
    /// - Returns: The alert, when it is there.
    @discardableResult
    public func expectPresented(
        _ title: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> AlertController? {
        guard let presentation = visiblePresentation, presentation.title == title, let alert = visibleAlert
        else {
            Issue.record(
                "Expected an alert titled \"\(title)\"; \(describeScreen()).", sourceLocation: sourceLocation)
            return nil
        }
        return alert
    }

    /// Expects no alert on screen; records a test issue that says what is on screen when
    /// there is one.
    /// - Parameter sourceLocation: Where a failure is reported; the caller's line by default.
    public func expectNoPresentation(sourceLocation: SourceLocation = #_sourceLocation) {
        if visibleAlert != nil {
            Issue.record("Expected no alert; \(describeScreen()).", sourceLocation: sourceLocation)
        }
    }
}
