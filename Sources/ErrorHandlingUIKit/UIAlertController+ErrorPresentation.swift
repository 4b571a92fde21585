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
            let style = AlertControllerStyle(presentation.style).anchored(hasAnchor: sourceView != nil)
            self.init(
                title: presentation.title,
                message: presentation.message,
                preferredStyle: style == .actionSheet ? .actionSheet : .alert)
            for button in AlertButtonLayout(presentation).buttons {
                addAction(
                    UIAlertAction(title: button.title, style: UIAlertAction.Style(button.role)) { _ in
                        onChoice()
                        Task { await button.action() }
                    })
            }
            if let sourceView, let popover = popoverPresentationController {
                popover.sourceView = sourceView
                popover.sourceRect = sourceView.bounds
            }
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
