#if canImport(UIKit) && !os(watchOS)
    package import ErrorHandling
    package import Foundation
    import Observation
    package import UIKit

    /// Shows one center's alerts and toasts at the level of the window its root views are in,
    /// over whatever is presented there, for `errorHandling(_:)` on iOS, iPadOS, tvOS and
    /// visionOS.
    ///
    /// Every decision is a core type's: which root's window (``WindowRoots``), which
    /// controller, and whether to wait for one being dismissed (``PresentationSpot``), when
    /// to play the error feedback and announce a new count (``ErrorCenterHosts``). This type only
    /// renders them.
    @MainActor
    package final class UIKitWindowPresentation {
        private static var byCenter: [ObjectIdentifier: UIKitWindowPresentation] = [:]
        /// The placement that decides which window shows the toasts.
        private static let toastLane = UUID()

        /// Makes the root view that holds `probe` a root of `center`: while it is on screen,
        /// `center`'s alerts are presented from the top-most controller of its window and its
        /// toasts shown above that window in a window that makes no touch its own, and the
        /// SwiftUI hosts of the center leave both to it.
        /// - Parameters:
        ///   - root: Identifies the root view.
        ///   - probe: A view inside the root view; its window is read when something is shown.
        ///   - center: The center whose presentations are shown.
        ///   - toasts: Makes the controller that shows the center's toasts.
        package static func addRoot(
            _ root: UUID, probe: UIView, center: ErrorCenter,
            toasts: @escaping @MainActor () -> UIViewController
        ) {
            let key = ObjectIdentifier(center)
            let presentation = byCenter[key] ?? UIKitWindowPresentation(center: center, toasts: toasts)
            byCenter[key] = presentation
            presentation.add(root, probe: probe)
        }

        /// Notes that the root view `root` of `center` left the screen: its window stops being
        /// a target; an alert shown there moves to another root's window or waits for one.
        package static func removeRoot(_ root: UUID, of center: ErrorCenter) {
            let key = ObjectIdentifier(center)
            guard let presentation = byCenter[key] else { return }
            presentation.remove(root)
            if presentation.roots.isEmpty {
                byCenter[key] = nil
            }
        }

        private let center: ErrorCenter
        private let makeToasts: @MainActor () -> UIViewController
        private var roots = WindowRoots<UIKitRootWindow>()
        private var toastHosts: [UUID: UUID] = [:]
        private let toastWindow = PassThroughToastWindow()
        private var alerts: ErrorCenterAlertPresenter?
        /// The alert to show, with the center's presentation on screen.
        private var wanted: ErrorCenterAlertPresenter.Alert?
        private weak var controller: UIAlertController?
        private var isWaiting = false

        private init(center: ErrorCenter, toasts: @escaping @MainActor () -> UIViewController) {
            self.center = center
            makeToasts = toasts
            alerts = ErrorCenterAlertPresenter(center: center) { [weak self] in
                self?.show($0)
            } update: { [weak self] in
                self?.update($0)
            } hide: { [weak self] in
                self?.hide()
            }
            watchToasts()
        }

        private func add(_ root: UUID, probe: UIView) {
            roots.add(root, window: UIKitRootWindow(probe: probe))
            let toastHost = toastHosts[root] ?? UUID()
            toastHosts[root] = toastHost
            center.hosts.register(root, lane: .alerts, depth: HostRegistry.windowLevel)
            center.hosts.register(toastHost, lane: .toasts, depth: HostRegistry.windowLevel)
            placeToasts()
            attempt()
        }

        private func remove(_ root: UUID) {
            let moved = roots.remove(root)
            center.hosts.unregister(root)
            if let toastHost = toastHosts.removeValue(forKey: root) {
                center.hosts.unregister(toastHost)
            }
            placeToasts()
            if let wanted, moved.contains(wanted.presentation.id) {
                controller?.dismiss(animated: false)
                controller = nil
                attempt()
            }
        }

        private func show(_ alert: ErrorCenterAlertPresenter.Alert) {
            wanted = alert
            attempt()
        }

        /// The center took the alert down by other means than a tap.
        private func hide() {
            if let controller, controller.presentingViewController != nil {
                controller.dismiss(animated: true)
            }
            forget()
        }

        /// Forgets the alert and where it was shown: a tap closed it (the alert dismisses
        /// itself, and the center shows the next one), or the center took it down.
        private func forget() {
            if let wanted {
                roots.release(wanted.presentation.id)
            }
            wanted = nil
            controller = nil
        }

        /// A repeat raised the count of the alert on screen: its title shows the new count,
        /// and VoiceOver hears it when the center says so.
        private func update(_ alert: ErrorCenterAlertPresenter.Alert) {
            wanted = alert
            controller?.title = alert.title
            if let announcement = center.hosts.announcementOnRepeat(of: alert.presentation) {
                UIAccessibility.post(notification: .announcement, argument: announcement)
            }
        }

        /// Presents the wanted alert where ``PresentationSpot`` says, or waits.
        private func attempt() {
            guard let wanted, controller == nil, !isWaiting else { return }
            switch PresentationSpot(in: roots.window(for: wanted.presentation.id)) {
            case .present(let top):
                let alert = UIAlertController(wanted, sourceView: top.viewIfLoaded) { [weak self] in
                    self?.forget()
                }
                controller = alert
                top.present(alert, animated: true)
                if center.hosts.playsErrorFeedbackOnShow(of: wanted.presentation) {
                    ErrorFeedback.play()
                }
            case .waitForDismissal(let leaving):
                isWaiting = true
                if let coordinator = leaving.transitionCoordinator,
                    coordinator.animate(
                        alongsideTransition: nil, completion: { [weak self] _ in self?.resume() })
                {
                    return
                }
                resumeSoon()
            case .noController:
                // No root view is in a window yet: a root registering tries again, and so does
                // a root view that is about to enter its window.
                if !roots.isEmpty {
                    isWaiting = true
                    resumeSoon()
                }
            }
        }

        private func resume() {
            isWaiting = false
            attempt()
        }

        /// Tries again shortly, when there is no transition to wait for.
        private func resumeSoon() {
            Task { [weak self] in
                try? await Task.sleep(for: .milliseconds(150))
                self?.resume()
            }
        }

        /// Shows the toasts above the window the center's toasts are placed in.
        private func placeToasts() {
            let scene = roots.window(for: Self.toastLane)?.window?.windowScene
            toastWindow.show(in: scene, content: makeToasts)
        }

        /// Places the toasts again whenever they change: the first toast often comes after the
        /// root view has entered its window.
        private func watchToasts() {
            withObservationTracking {
                _ = center.toasts
            } onChange: { [weak self] in
                Task { @MainActor in
                    self?.placeToasts()
                    self?.attempt()
                    self?.watchToasts()
                }
            }
        }
    }
#endif
