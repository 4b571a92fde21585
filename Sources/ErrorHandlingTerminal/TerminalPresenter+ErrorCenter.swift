extension TerminalPresenter {
    /// Shows everything an ``/ErrorHandling/ErrorCenter`` holds, the way a command-line tool shows it: each
    /// inline message under its field's label (then clears it), each toast as one line, and
    /// each alert in turn as a box whose chosen button dismisses it — waiting for that button's
    /// action, such as a retry, before the next one. Returns when no alert is left.
    ///
    /// The answer is read on a thread of its own, so while a prompt waits the center goes on:
    /// reports arrive, new toasts print (the prompt is written again below them), and when the
    /// device is back online an offline alert the center retries by itself is taken down. The
    /// presenter then says so on a line of its own and waits for that retry. An answer typed
    /// after that answers nothing: standard input is left as it was when no line had begun, and
    /// a line already on its way is read and dropped, never taken for the next prompt.
    ///
    /// At the end of input such an alert waits for the network for as long as
    /// `waitsForNetwork` allows (see ``init(readLine:write:width:colors:waitsForNetwork:)``)
    /// before it is closed with its cancel button.
    ///
    /// While a retry waits before its next attempt, a countdown says how long: on a rich
    /// terminal one line rewritten each second, otherwise one line per wait.
    ///
    /// Reports still on their way to the main actor are waited for first, so call it after the
    /// work whose errors you want shown.
    /// - Parameter center: The center to show.
    @MainActor
    public func present(_ center: ErrorCenter) async {
        await center.waitUntilIdle()
        while true {
            showInlineMessages(of: center)
            showNewToasts(of: center)
            guard let current = center.current else { return }
            switch await answer(current, of: center) {
            case .chosen(let button):
                await countingDown(center) { await center.dismiss(choosing: button?.id) }
            case .takenDown:
                // The line saying so was written as the center took the alert down.
                guard let retry = center.retryStartedOnline(takingDown: current.id) else { break }
                await countingDown(center) { await retry.value }
            }
            await center.waitUntilIdle()
        }
    }

    /// How asking about the center's current presentation ended.
    private enum Answer {
        /// This button was chosen; `nil`: the presentation was closed without a choice.
        case chosen(ErrorPresentation.Button?)
        /// The center took the presentation down first.
        case takenDown
    }

    /// Whether the line saying the device is back online was written for a presentation.
    @MainActor
    private final class BackOnlineNotice {
        var isWritten = false
    }

    /// Asks which button of `presentation`, the center's current one, to choose.
    @MainActor
    private func answer(_ presentation: ErrorPresentation, of center: ErrorCenter) async -> Answer {
        guard presentation.style.isModal else {
            show(presentation)
            return .chosen(nil)
        }
        guard var session = beginPrompt(for: presentation) else { return .chosen(nil) }
        let notice = BackOnlineNotice()
        while true {
            write(session.prompt)
            let answer = await nextAnswer(
                whileShowing: presentation, of: center, prompt: session.prompt, notice: notice)
            if answer == .abandoned {
                if !notice.isWritten { write("\n") }
                return .takenDown
            }
            if answer == .endOfInput, let networkWait, presentation.recovery.retriesWhenOnline {
                write("\n")
                guard
                    await waitForNetwork(upTo: networkWait, showing: presentation, of: center, notice: notice)
                else {
                    return .takenDown
                }
                write(style.stillOffline(afterSeconds: Int(networkWait.components.seconds)))
                return .chosen(session.choiceWithoutAnswer.map { presentation.buttons[$0] })
            }
            if let choice = respond(to: answer.line, in: &session) {
                return .chosen(choice.map { presentation.buttons[$0] })
            }
        }
    }

    /// The next answer, read on a thread of its own while the main actor goes on: new toasts
    /// print above the prompt written again, and the read is given up (``TerminalLineReader/Read/abandoned``)
    /// when `presentation` stops being the center's current one.
    @MainActor
    private func nextAnswer(
        whileShowing presentation: ErrorPresentation, of center: ErrorCenter, prompt: String,
        notice: BackOnlineNotice
    ) async -> TerminalLineReader.Read {
        let reading = Task { await answers.nextOnItsOwnThread() }
        let watching = Task { @MainActor in
            while !Task.isCancelled {
                await center.change(
                    of: {
                        _ = center.current
                        _ = center.toasts
                    },
                    willChange: {
                        writeBackOnline(
                            ifTakingDown: presentation, of: center, endingLine: true, notice: notice)
                    })
                guard !Task.isCancelled else { return }
                guard center.current?.id == presentation.id else {
                    reading.cancel()
                    return
                }
                let toasts = newToasts(of: center)
                if !toasts.isEmpty {
                    write("\n")
                    for toast in toasts { show(toast) }
                    write(prompt)
                }
            }
        }
        let answer = await reading.value
        watching.cancel()
        return answer
    }

    /// Waits, after the end of input, until the center takes `presentation` down because the
    /// device is back online (`false`), or `limit` passes (`true`).
    @MainActor
    private func waitForNetwork(
        upTo limit: Duration, showing presentation: ErrorPresentation, of center: ErrorCenter,
        notice: BackOnlineNotice
    ) async -> Bool {
        let clock = center.clock
        let timer = Task { try? await clock.sleep(for: limit) }
        let watching = Task { @MainActor in
            while !Task.isCancelled, center.current?.id == presentation.id {
                await center.change(
                    of: { _ = center.current },
                    willChange: {
                        writeBackOnline(
                            ifTakingDown: presentation, of: center, endingLine: false, notice: notice)
                    })
            }
            timer.cancel()
        }
        await timer.value
        watching.cancel()
        return center.current?.id == presentation.id
    }

    /// Writes the line saying the device is back online when `center`, about to change, is
    /// taking `presentation` down for that reason: it is still on screen, it is one the center
    /// retries by itself, and the device is online. Written as the change begins, the line comes
    /// before anything the retry that then starts writes of its own.
    /// - Parameter endingLine: Whether the line begins by ending the prompt's line.
    @MainActor
    private func writeBackOnline(
        ifTakingDown presentation: ErrorPresentation, of center: ErrorCenter, endingLine: Bool,
        notice: BackOnlineNotice
    ) {
        guard !notice.isWritten, center.current?.id == presentation.id, center.knownConnectivity == .online,
            presentation.recovery.retriesWhenOnline
        else { return }
        notice.isWritten = true
        write((endingLine ? "\n" : "") + style.backOnline)
    }

    /// Runs `work`, such as the dismissal that runs a retry, while counting down each wait of a
    /// retry of `center`.
    @MainActor
    private func countingDown(_ center: ErrorCenter, during work: () async -> Void) async {
        let countdown = RetryCountdown(style: style, clock: center.clock, write: write)
        let watcher = Task { await countdown.follow(center) }
        await work()
        watcher.cancel()
        await watcher.value
    }

    @MainActor
    private func showInlineMessages(of center: ErrorCenter) {
        for (field, message) in center.inlineMessages.sorted(by: { $0.key < $1.key }) {
            showInline(message, field: field)
            center.clearInlineMessage(for: field)
        }
    }

    @MainActor
    private func showNewToasts(of center: ErrorCenter) {
        for toast in newToasts(of: center) { show(toast) }
    }

    /// The toasts of `center` not printed before, noted as printed now.
    @MainActor
    private func newToasts(of center: ErrorCenter) -> [ErrorPresentation] {
        center.toasts.filter { shownToasts.insert($0.id) }
    }
}
