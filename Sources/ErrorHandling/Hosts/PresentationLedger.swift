/// What a center remembers about the presentations it showed lately, one value each, so that
/// something happens once per presentation however often it is shown again (in another window,
/// by another host) or a coalesced repeat raises its count (it keeps its id): its first
/// appearance, the count last announced, the buttons of a dismissed one.
///
/// Bounded: past ``limit`` presentations the oldest is forgotten, which is far more than can be
/// on screen at once.
struct PresentationLedger<Value> {
    /// How many presentations are remembered.
    let limit: Int
    private var entries: [(id: ErrorPresentation.ID, value: Value)] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// What is remembered about the presentation `id`; setting `nil` forgets it, setting a value
    /// remembers it as the newest when it was not remembered yet.
    subscript(id: ErrorPresentation.ID) -> Value? {
        get { entries.last { $0.id == id }?.value }
        set {
            let index = entries.lastIndex { $0.id == id }
            switch (index, newValue) {
            case (let index?, let value?):
                entries[index].value = value
            case (let index?, nil):
                entries.remove(at: index)
            case (nil, let value?):
                entries.append((id, value))
                if entries.count > limit {
                    entries.removeFirst()
                }
            case (nil, nil):
                break
            }
        }
    }

    /// Remembers `value` for `id` unless something is remembered for it already.
    /// - Returns: Whether `id` was new.
    mutating func rememberIfNew(_ id: ErrorPresentation.ID, _ value: Value) -> Bool {
        guard self[id] == nil else { return false }
        self[id] = value
        return true
    }
}
