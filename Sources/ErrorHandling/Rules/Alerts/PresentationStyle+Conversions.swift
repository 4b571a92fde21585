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

extension ErrorPresentation.Button.Role {
    /// The role of a button with an ``AlertActionStyle``.
    /// - Parameter style: The alert action's style.
    package init(_ style: AlertActionStyle) {
        switch style {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension AlertActionStyle {
    /// The alert action style of a button with a ``ErrorPresentation/Button/Role``.
    /// - Parameter role: The button's role.
    package init(_ role: ErrorPresentation.Button.Role) {
        switch role {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}
