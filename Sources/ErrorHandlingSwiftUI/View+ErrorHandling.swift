#if canImport(SwiftUI)
    public import ErrorHandling
    public import SwiftUI

    extension View {
        /// Makes `center` the app-wide error state of this view tree: the one line at the root.
        ///
        /// It puts the center in the environment (``SwiftUI/EnvironmentValues/errorCenter``,
        /// its ``/ErrorHandling/ErrorCenter/handler`` as
        /// ``SwiftUI/EnvironmentValues/errorHandler``, and the object itself for
        /// `@Environment(ErrorCenter.self)`), shows ``/ErrorHandling/ErrorCenter/current`` as an
        /// alert, or a confirmation dialog for an action sheet, and shows the toasts at the
        /// top. A host of another center takes over the environment below it.
        ///
        /// On iOS, iPadOS, tvOS and visionOS the alerts and action sheets are presented through
        /// UIKit from the top-most controller of the window this view is in, so they show over
        /// sheets, full-screen covers and popovers with no modifier inside them, and the toasts
        /// show above the window in one that takes no touch; with two scenes, each root
        /// presents in its own window and a presentation is shown in one of them. On macOS
        /// the alerts are sheets on the key window. Where it presents, the `errorAlert(_:)` and
        /// `errorToasts(_:)` hosts of the same center inside leave the presenting to it;
        /// elsewhere the innermost host on screen presents. Showing an error plays the error
        /// haptic on iPhone and Apple Watch (see ``/ErrorHandling/ErrorCenter/playsErrorFeedback``).
        ///
        /// ```swift
        /// WindowGroup {
        ///     RootView().errorHandling(center)
        /// }
        /// ```
        /// - Parameter center: The center, owned by the app.
        /// - Returns: The view, hosting the center's errors.
        nonisolated public func errorHandling(_ center: ErrorCenter) -> some View {
            errorAlert(center)
                .errorToasts(center)
                .modifier(WindowLevelRoot(center: center))
                .environment(\.errorCenter, center)
                .environment(\.errorHandler, center.handler)
                .environment(center)
        }

        /// Shows `center`'s alerts and action sheets, without the toasts or the environment
        /// of ``errorHandling(_:)``.
        ///
        /// Each presentation button becomes a `Button` with the matching role. Closing the
        /// alert by any route goes through ``/ErrorHandling/ErrorCenter/dismiss(presentation:choosing:)``, so
        /// the chosen button's action runs exactly once. Showing a presentation for the first
        /// time plays the error feedback (see ``/ErrorHandling/ErrorCenter/playsErrorFeedback``).
        /// - Parameter center: The center whose alerts are shown.
        /// - Returns: The view, showing the alerts.
        nonisolated public func errorAlert(_ center: ErrorCenter) -> some View {
            modifier(ErrorAlertHost(center: center))
        }

        /// Shows `center`'s alerts; the spelling of SwiftErrorHandler layouts.
        /// - Parameter errorHandler: The center whose alerts are shown.
        /// - Returns: The view, showing the alerts.
        @available(*, deprecated, renamed: "errorAlert(_:)")
        nonisolated public func errorAlert(errorHandler: ErrorCenter) -> some View {
            errorAlert(errorHandler)
        }

        /// Shows `center`'s toasts in an overlay at the top, without the alerts or the
        /// environment of ``errorHandling(_:)``. Each toast is announced to VoiceOver and plays
        /// the error feedback once, when it appears (see ``/ErrorHandling/ErrorCenter/playsErrorFeedback``).
        /// - Parameter center: The center whose toasts are shown.
        /// - Returns: The view, showing the toasts.
        nonisolated public func errorToasts(_ center: ErrorCenter) -> some View {
            modifier(ErrorToastHost(center: center))
        }
    }
#endif
