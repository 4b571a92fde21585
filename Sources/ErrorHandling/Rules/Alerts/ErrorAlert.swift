/// Something that can build an ``AlertController`` for an error.
///
/// Conform your own types to offer alerts the built-in ``ConfirmableAlert`` and
/// ``RejectableAlert`` do not cover. Every button you add must call `onCompleted` once it has
/// done its work, so the next step of the handling chain can start.
public protocol ErrorAlert {
    /// Builds the alert for one error.
    /// - Parameters:
    ///   - error: The error being handled.
    ///   - onCompleted: Call it from every button's handler when the button has done its work.
    /// - Returns: The alert to present.
    func build(for error: any Error, onCompleted: OnErrorHandled) -> AlertController
}
