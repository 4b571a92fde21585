extension AlertControllerStyle {
    /// The style an alert can be shown in: an action sheet needs a view to point at (on iPad
    /// it is a popover), so without one it is shown as an alert.
    /// - Parameter hasAnchor: Whether there is a view the action sheet can point at.
    /// - Returns: ``alert`` for an action sheet without an anchor, else this style.
    package func anchored(hasAnchor: Bool) -> AlertControllerStyle {
        self == .actionSheet && !hasAnchor ? .alert : self
    }
}
