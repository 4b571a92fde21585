/// A completion that runs once an error has been handled (or when nothing handled it).
public typealias OnErrorHandled = (() -> Void)?

/// A custom action of the rules engine. Call `onCompleted` once the action is done, so the
/// next action (and at last the caller's completion) can run.
public typealias CustomActionHandler = (_ error: any Error, _ onCompleted: OnErrorHandled) -> Void
