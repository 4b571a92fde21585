import ErrorHandling

/// A view that shows each alert for no time at all: it records the title and lets the alert go,
/// as a presenter does when the alert is dismissed without a tap.
final class ForgetfulView: ErrorHandlerView, Sendable {
    let titles = Locked<[String]>([])

    func present(alert: AlertController) {
        titles.withLock { $0.append(alert.title ?? "") }
    }
}

/// A value-type view: held strongly by its handler.
struct ValueView: ErrorHandlerView {
    let log: EventLog

    func present(alert: AlertController) {
        log.append("presented \(alert.title ?? "")")
    }
}
