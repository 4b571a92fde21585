extension PresentationStyle {
    /// Whether a platform alert shows this style as an action sheet: only an action sheet
    /// that has a view to point at (on iPad it is a popover). Every other style, and an action
    /// sheet without such a view, is shown as an alert.
    /// - Parameter hasAnchor: Whether there is a view the action sheet can point at.
    /// - Returns: `true` for an action sheet with an anchor.
    package func showsActionSheet(hasAnchor: Bool) -> Bool {
        self == .actionSheet && hasAnchor
    }
}
