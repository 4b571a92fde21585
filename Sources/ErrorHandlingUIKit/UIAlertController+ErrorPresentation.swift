#if canImport(UIKit)
    public import ErrorHandling
    public import UIKit

    extension UIAlertController {
        /// Creates an alert that shows `presentation`, with the cancel button last.
        ///
        /// An action sheet needs a view to point at on iPad; this initializer has none, so an
        /// action sheet is shown as an alert. Use ``init(presentation:sourceView:)`` to show it
        /// as an action sheet. Each button starts its action when it is tapped.
        /// - Parameter presentation: What to show.
        public convenience init(presentation: ErrorPresentation) {
            self.init(presentation: presentation, sourceView: nil)
        }

        /// Creates an alert that shows `presentation`; an action sheet points at `sourceView`.
        /// - Parameters:
        ///   - presentation: What to show.
        ///   - sourceView: The view an action sheet points at; without one an action sheet is
        ///     shown as an alert.
        public convenience init(presentation: ErrorPresentation, sourceView: UIView?) {
            self.init(presentation: presentation, sourceView: sourceView, onChoice: {})
        }

        /// Creates the alert, calling `onChoice` when any button is tapped, before the
        /// button's action starts.
        convenience init(
            presentation: ErrorPresentation,
            sourceView: UIView?,
            onChoice: @escaping @MainActor () -> Void
        ) {
            self.init(
                title: presentation.title, presentation: presentation,
                layout: AlertButtonLayout(presentation), sourceView: sourceView
            ) { button in
                onChoice()
                Task { await button.action() }
            }
        }

        /// Creates the alert of an ``/ErrorHandling/ErrorCenterAlertPresenter``, calling `onChoice` when any
        /// button is tapped, before the tapped button's id goes to the center, which runs its
        /// action.
        convenience init(
            _ alert: ErrorCenterAlertPresenter.Alert,
            sourceView: UIView?,
            onChoice: @escaping @MainActor () -> Void
        ) {
            self.init(
                title: alert.title, presentation: alert.presentation, layout: alert.layout,
                sourceView: sourceView
            ) { button in
                onChoice()
                alert.choose(button.id)
            }
        }

        /// Creates an alert titled `title` with the message, style and `layout`'s buttons of
        /// `presentation`, calling `choose` with the button that is tapped.
        private convenience init(
            title: String,
            presentation: ErrorPresentation,
            layout: AlertButtonLayout,
            sourceView: UIView?,
            choose: @escaping @MainActor (ErrorPresentation.Button) -> Void
        ) {
            self.init(
                title: title,
                message: presentation.message,
                preferredStyle: UIAlertController.Style(presentation.style, hasAnchor: sourceView != nil))
            for button in layout.buttons {
                addAction(
                    UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                        choose(button)
                    })
            }
            if let sourceView, let popover = popoverPresentationController {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
        }
    }

    extension UIAlertController.Style {
        /// The UIKit style that shows a presentation in `style`: an action sheet when it is one
        /// and has a view to point at, an alert otherwise.
        init(_ style: PresentationStyle, hasAnchor: Bool) {
            self = style.showsActionSheet(hasAnchor: hasAnchor) ? .actionSheet : .alert
        }
    }

    extension UIAlertAction.Style {
        /// The UIKit style of a button with `role`.
        init(_ role: ErrorPresentation.Button.Role) {
            switch role {
            case .default: self = .default
            case .cancel: self = .cancel
            case .destructive: self = .destructive
            }
        }
    }
#endif
