/// Reports an error from a view to the nearest ``ErrorCenter``, through the nearest handler.
///
/// SwiftUI views get one from the environment (`@Environment(\.reportError)` in
/// ErrorHandlingSwiftUI) and call it like a function:
///
/// ```swift
/// @Environment(\.reportError) private var reportError
///
/// Button("Save") {
///     do { try store.save() } catch { reportError(error) }
/// }
/// ```
///
/// With a center, the error goes through ``ErrorCenter/report(_:style:using:retryPolicy:retry:isolation:file:line:function:)``
/// with the handler of the view's part of the tree, so the center's statistics and queue see
/// it. Without one, the handler alone handles it (outside any host it writes the error to
/// standard error and shows nothing).
public struct ReportErrorAction: Sendable {
    /// The center errors are reported to; `nil` outside any host.
    let center: ErrorCenter?
    /// The nearest handler: the one whose rules are tried first.
    let handler: ErrorHandler

    /// Creates the action for a place in the view tree.
    package init(center: ErrorCenter?, handler: ErrorHandler) {
        self.center = center
        self.handler = handler
    }

    /// Reports `error`.
    /// - Parameters:
    ///   - error: The error.
    ///   - style: Replaces the style of the presentation the rules make, such as
    ///     `.inline(field: "password")`; ignored without a center.
    ///   - retryPolicy: The policy `retry` runs under; `nil`, the default, for the center's.
    ///     ``RetryPolicy/once`` for work that must not run twice unless the person asks.
    ///   - retry: Runs the failed operation again when the person chooses Retry; see
    ///     ``ErrorCenter/report(_:style:using:retryPolicy:retry:isolation:file:line:function:)``.
    ///     Ignored without a center, which is what runs it.
    ///   - file: The caller's file, for logs.
    ///   - line: The caller's line, for logs.
    ///   - function: The caller's function, for logs.
    @MainActor
    public func callAsFunction(
        _ error: any Error,
        style: PresentationStyle? = nil,
        retryPolicy: RetryPolicy? = nil,
        retry: (@Sendable () async throws -> Void)? = nil,
        file: String = #fileID,
        line: Int = #line,
        function: String = #function
    ) {
        if let center {
            center.report(
                error, style: style, using: handler, retryPolicy: retryPolicy, retry: retry, file: file,
                line: line,
                function: function)
        } else {
            handler.handle(error: error, onCompleted: nil, file: file, line: line, function: function)
        }
    }
}
