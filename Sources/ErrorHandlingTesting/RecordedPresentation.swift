import ErrorHandling

/// One thing a ``RecordingPresenter`` was asked to present: an alert built for the
/// SwiftErrorHandler 5 API, or a presentation, kept as it arrived.
/// The presenter reaches its entries only while it holds its lock.
final class RecordedPresentation {
    private enum Content {
        case alert(AlertController)
        case presentation(ErrorPresentation)
    }

    /// What a tap runs.
    enum Choice {
        case alertAction(AlertAction)
        case button(ErrorPresentation.Button)

        /// Runs the choice as a tap would.
        func run() {
            switch self {
            case .alertAction(let action): action.perform()
            case .button(let button): Task { await button.action() }
            }
        }
    }

    private let content: Content
    private var builtAlert: AlertController?

    init(alert: AlertController) {
        content = .alert(alert)
    }

    init(presentation: ErrorPresentation) {
        content = .presentation(presentation)
    }

    /// The entry as an alert: the alert itself, or one built once for the presentation.
    var alert: AlertController {
        switch content {
        case .alert(let alert):
            return alert
        case .presentation(let presentation):
            if let builtAlert { return builtAlert }
            let alert = AlertController(presentation: presentation)
            builtAlert = alert
            return alert
        }
    }

    /// The entry as a presentation: the presentation itself, or one made from the alert.
    var presentation: ErrorPresentation {
        switch content {
        case .alert(let alert): ErrorPresentation(alert: alert)
        case .presentation(let presentation): presentation
        }
    }

    var title: String {
        switch content {
        case .alert(let alert): alert.title ?? ""
        case .presentation(let presentation): presentation.title
        }
    }

    var buttonTitles: [String] {
        switch content {
        case .alert(let alert): alert.actions.map { $0.title ?? "" }
        case .presentation(let presentation): presentation.buttons.map(\.title)
        }
    }

    /// The button titled `title`, if the entry has one.
    func choice(titled title: String) -> Choice? {
        switch content {
        case .alert(let alert):
            alert.actions.first { $0.title == title }.map(Choice.alertAction)
        case .presentation(let presentation):
            presentation.buttons.first { $0.title == title }.map(Choice.button)
        }
    }
}
