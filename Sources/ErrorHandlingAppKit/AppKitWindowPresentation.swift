#if canImport(AppKit)
    package import ErrorHandling
    package import Foundation
    package import AppKit

    extension NSWindow: PresentingController {
        /// The sheet attached to this window, as the window-level presenter walks the chain.
        package var presentedController: Self? {
            attachedSheet as? Self
        }

        /// AppKit queues a sheet behind one that is closing, so nothing waits for it.
        package var isBeingDismissed: Bool { false }
    }

    /// The key window, where macOS shows an app-wide alert as a sheet.
    @MainActor
    struct KeyWindow: PresentingWindow {
        var rootController: NSWindow? { NSApplication.shared.keyWindow }
        var isKeyWindow: Bool { true }
    }

    /// Shows one center's alerts as sheets on the key window, for `errorHandling(_:)` on
    /// macOS: on the sheet at the top of the window when one is up, so the alert is seen
    /// over SwiftUI sheets. While no window is key (the app is in the background) the alert
    /// waits for a window to become key.
    @MainActor
    package final class AppKitWindowPresentation {
        private static var byCenter: [ObjectIdentifier: AppKitWindowPresentation] = [:]

        /// Makes the root view `root` a root of `center`: while it is on screen, the center's
        /// alerts are sheets on the key window, and the SwiftUI alert hosts of the center
        /// leave them to it.
        package static func addRoot(_ root: UUID, center: ErrorCenter) {
            let key = ObjectIdentifier(center)
            let presentation = byCenter[key] ?? AppKitWindowPresentation(center: center)
            byCenter[key] = presentation
            presentation.roots.insert(root)
            center.hosts.register(root, lane: .alerts, depth: HostRegistry.windowLevel)
        }

        /// Notes that the root view `root` of `center` left the screen.
        package static func removeRoot(_ root: UUID, of center: ErrorCenter) {
            let key = ObjectIdentifier(center)
            guard let presentation = byCenter[key] else { return }
            presentation.roots.remove(root)
            center.hosts.unregister(root)
            if presentation.roots.isEmpty {
                presentation.stop()
                byCenter[key] = nil
            }
        }

        private let center: ErrorCenter
        private var roots: Set<UUID> = []
        private let sheets: AppKitCenterAlerts
        private var alerts: ErrorCenterAlertPresenter?
        private var keyWindowObserver: (any NSObjectProtocol)?

        private init(center: ErrorCenter) {
            self.center = center
            let sheets = AppKitCenterAlerts {
                guard case .present(let top) = PresentationSpot(in: KeyWindow()) else { return nil }
                return top
            }
            self.sheets = sheets
            alerts = ErrorCenterAlertPresenter(center: center) {
                sheets.show($0)
            } update: { [weak self] in
                self?.update($0)
            } hide: {
                sheets.hide()
            }
            keyWindowObserver = NotificationCenter.default.addObserver(
                forName: NSWindow.didBecomeKeyNotification, object: nil, queue: .main
            ) { _ in
                Task { @MainActor in sheets.retry() }
            }
        }

        /// Stops waiting for a key window, when the last root has left.
        private func stop() {
            if let keyWindowObserver {
                NotificationCenter.default.removeObserver(keyWindowObserver)
            }
            keyWindowObserver = nil
        }

        /// A repeat raised the count of the alert on screen: its title shows the new count,
        /// and VoiceOver hears it when the center says so.
        private func update(_ alert: ErrorCenterAlertPresenter.Alert) {
            sheets.update(alert)
            if let announcement = center.hosts.announcementOnRepeat(of: alert.presentation) {
                AccessibilityNotification.Announcement(announcement).post()
            }
        }
    }
#endif
