/// The arrivals made off the main actor that the main actor has not taken yet, in order,
/// kept behind a lock.
///
/// However many reports arrive while the main actor is busy, the inbox holds one entry per
/// ``PresentationQueue/Slot``: a presentation folds into the waiting arrival of its slot, as
/// the queue would fold it, and reports without a presentation are only counted. Beyond
/// `capacity` waiting alerts and toasts, not counting the first alert (which may go on
/// screen), the queue's own ``PresentationQueue/Overflow`` says which arrival leaves. The
/// decisions are the queue's; the inbox only keeps its memory bounded until the main actor
/// applies them.
struct CenterInbox {
    /// A presentation waiting for the main actor, with the reports folded into it.
    struct Entry {
        /// The presentation of the first report: the newest one for an inline message.
        var presentation: ErrorPresentation
        /// That report, when known.
        var report: Report?
        /// How many reports the entry stands for: 1, plus those folded into it.
        var reports: Int
    }

    /// What adding an arrival took out of the inbox. The caller lets go of it after unlocking:
    /// releasing a presentation may complete a handling chain, which may report again.
    enum Displaced {
        /// An entry dropped to keep within the capacity, to be logged.
        case dropped(Entry)
        /// An inline message replaced by a newer one for its field.
        case replaced(ErrorPresentation)
    }

    /// What the main actor takes from the inbox in one go.
    struct Batch {
        /// The waiting presentations, oldest first.
        var entries: [Entry] { waiting.elements }
        /// The waiting presentations by slot, oldest first.
        fileprivate var waiting = KeyedQueue<PresentationQueue.Slot, Entry>()
        /// Reports whose rules presented nothing on the center.
        var withoutPresentation = 0
        /// Reports of cancellations.
        var cancelled = 0
        /// Presentations dropped in the inbox.
        var dropped = 0
        /// Reports folded into the presentations dropped in the inbox.
        var coalescedIntoDropped = 0
        /// How many arrivals the batch accounts for.
        var arrivals = 0

        /// How many reports the inbox has settled without the main actor: those without a
        /// presentation and those of dropped presentations.
        var settled: Int { withoutPresentation + cancelled + dropped + coalescedIntoDropped }
    }

    /// How many presentations the center lets wait.
    let capacity: Int
    private var batch = Batch()
    /// The slots of the waiting toasts, oldest first from ``toastsHead``: the oldest is dropped
    /// first.
    private var toastSlots: [PresentationQueue.Slot] = []
    private var toastsHead = 0
    /// The slots of the waiting alerts, oldest first from ``modalsHead``, which starts after
    /// the first alert: that one may go on screen and is never dropped.
    private var modalSlots: [PresentationQueue.Slot] = []
    private var modalsHead = 1
    /// Whether a main-actor task that takes the batch has been started and not yet run.
    var isDrainScheduled = false
    /// Reports (and presentations made outside a report) whose arrival the main actor has not
    /// processed yet.
    var unprocessed = 0

    /// How many presentations are waiting: at most one per kind.
    var entryCount: Int { batch.waiting.count }

    /// Whether anything arrived since the last ``takeAll()``.
    var hasArrivals: Bool { batch.arrivals > 0 }

    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Adds an arrival, folding it into a waiting entry of its kind.
    /// - Returns: What the arrival displaced, if anything.
    mutating func add(_ arrival: CenterArrival) -> Displaced? {
        batch.arrivals += 1
        let presentation: ErrorPresentation
        let report: Report?
        switch arrival {
        case .presentation(let arrived, let arrivedReport):
            (presentation, report) = (arrived, arrivedReport)
        case .withoutPresentation:
            batch.withoutPresentation += 1
            return nil
        case .cancelled:
            batch.cancelled += 1
            return nil
        }
        let slot = PresentationQueue.Slot(presentation)
        var replaced: ErrorPresentation?
        if batch.waiting.modify(
            slot,
            { entry in
                entry.reports += 1
                guard case .inline = slot else { return }
                replaced = entry.presentation
                (entry.presentation, entry.report) = (presentation, report)
            })
        {
            return replaced.map(Displaced.replaced)
        }
        batch.waiting.append(Entry(presentation: presentation, report: report, reports: 1), for: slot)
        switch slot {
        case .modal: modalSlots.append(slot)
        case .toast: toastSlots.append(slot)
        case .inline: return nil
        }
        guard
            let overflow = PresentationQueue.Overflow(
                toasts: toastSlots.count - toastsHead, waitingAlerts: max(0, modalSlots.count - modalsHead),
                capacity: capacity)
        else { return nil }
        return drop(overflow).map(Displaced.dropped)
    }

    /// Whether a presentation waits in `slot`, so that a repeat of it would fold into it;
    /// never for an inline message, which is replaced.
    func holdsArrival(in slot: PresentationQueue.Slot) -> Bool {
        if case .inline = slot { return false }
        return batch.waiting.contains(slot)
    }

    /// Counts the arrival of a repeat of the presentation waiting in `slot`, whose own
    /// presentation was never built, when one waits there (see ``holdsArrival(in:)``).
    /// - Returns: Whether one did.
    mutating func foldRepeat(into slot: PresentationQueue.Slot) -> Bool {
        guard holdsArrival(in: slot) else { return false }
        batch.waiting.modify(slot) { $0.reports += 1 }
        batch.arrivals += 1
        return true
    }

    /// Hands everything over to the main actor and starts an empty batch.
    mutating func takeAll() -> Batch {
        defer {
            batch = Batch()
            toastSlots.removeAll(keepingCapacity: true)
            modalSlots.removeAll(keepingCapacity: true)
            (toastsHead, modalsHead) = (0, 1)
        }
        return batch
    }

    /// Drops the arrival `overflow` names: the oldest waiting toast, or the oldest waiting
    /// alert after the first.
    private mutating func drop(_ overflow: PresentationQueue.Overflow) -> Entry? {
        let slot: PresentationQueue.Slot
        switch overflow {
        case .oldestToast:
            guard toastsHead < toastSlots.count else { return nil }
            slot = toastSlots[toastsHead]
            toastsHead += 1
        case .oldestWaitingAlert:
            guard modalsHead < modalSlots.count else { return nil }
            slot = modalSlots[modalsHead]
            modalsHead += 1
        }
        guard let dropped = batch.waiting.removeValue(for: slot) else { return nil }
        batch.dropped += 1
        batch.coalescedIntoDropped += dropped.reports - 1
        return dropped
    }
}
