// The AppKit adapter's public API, used as an app would.
import AppKit
import ErrorHandling
import ErrorHandlingAppKit

@MainActor func ask(_ presentation: ErrorPresentation, in window: NSWindow) {
    let alert = NSAlert(presentation: presentation)
    alert.beginSheetModal(for: window) { response in
        if let button = alert.button(for: response) {
            Task { await button.action() }
        }
    }
}

@MainActor func askModally(_ presentation: ErrorPresentation) async {
    let alert = NSAlert(presentation: presentation)
    await alert.button(for: alert.runModal())?.action()
}

@MainActor func handlers(window: NSWindow, controller: NSViewController) -> [ErrorHandler] {
    [ErrorHandler(for: window), ErrorHandler(for: controller).onNoMatch(.presentError)]
}

nonisolated func reportFromBackground(_ alert: AlertController, in window: NSWindow) {
    window.present(alert: alert)
}

/// An AppKit app keeps the presenter of its center's alerts for its main window.
@MainActor final class MainWindowAlerts {
    let alerts: ErrorCenterAlertPresenter

    init(center: ErrorCenter, window: NSWindow) {
        alerts = center.presentAlerts(in: window)
    }
}
