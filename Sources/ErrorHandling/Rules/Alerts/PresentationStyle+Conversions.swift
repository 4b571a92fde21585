extension PresentationStyle {
    /// The presentation style of an ``AlertController`` style.
    /// - Parameter style: The alert's style.
    package init(_ style: AlertControllerStyle) {
        switch style {
        case .alert: self = .alert
        case .actionSheet: self = .actionSheet
        }
    }
}

extension AlertControllerStyle {
    /// The alert style that shows a presentation style: ``actionSheet`` for an action sheet,
    /// ``alert`` for everything else, as an ``AlertController`` has no toasts or inline messages.
    /// - Parameter style: The presentation's style.
    package init(_ style: PresentationStyle) {
        switch style {
        case .actionSheet: self = .actionSheet
        case .alert, .toast, .inline: self = .alert
        }
    }
}
