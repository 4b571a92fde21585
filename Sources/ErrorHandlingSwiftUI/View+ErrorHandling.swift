#if canImport(SwiftUI)
    public import ErrorHandling
    public import SwiftUI

    extension View {
        /// Makes `center` the app-wide error state of this view tree: the one line at the root.
        ///
        /// It puts the center in the environment (``SwiftUI/EnvironmentValues/errorCenter``,
        /// its ``ErrorCenter/handler`` as ``SwiftUI/EnvironmentValues/errorHandler``, and the
        /// object itself for `@Environment(ErrorCenter.self)`), shows ``ErrorCenter/current`` as
        /// an alert, or a confirmation dialog for an action sheet, and shows the toasts at the
        /// top. Hosts nested on the same center leave the presenting to the innermost one on
        /// screen; a host of another center takes over the environment below it.
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
                .environment(\.errorCenter, center)
                .environment(\.errorHandler, center.handler)
                .environment(center)
        }

        /// Shows `center`'s alerts and action sheets, without the toasts or the environment
        /// of ``errorHandling(_:)``.
        ///
        /// Each presentation button becomes a `Button` with the matching role. Closing the
        /// alert by any route goes through ``ErrorCenter/dismiss(presentation:choosing:)``, so
        /// the chosen button's action runs exactly once.
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
        /// environment of ``errorHandling(_:)``. Each toast is announced to VoiceOver once,
        /// when it appears.
        /// - Parameter center: The center whose toasts are shown.
        /// - Returns: The view, showing the toasts.
        nonisolated public func errorToasts(_ center: ErrorCenter) -> some View {
            modifier(ErrorToastHost(center: center))
        }
    }
#endif
