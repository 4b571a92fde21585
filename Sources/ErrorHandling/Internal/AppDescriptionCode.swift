/// Whether values of a type are described by code an app wrote: their type describes itself
/// (`CustomStringConvertible`, `CustomDebugStringConvertible`, `TextOutputStreamable`,
/// `CustomReflectable`) and comes from a module other than Swift's, Foundation's and this
/// package's.
///
/// Such code may take any time, or never return; describing a value that holds one is left to
/// a caller that can stop waiting (``DescriptionWorkers``). A type that does not describe
/// itself is described by Swift's own reflection, which runs no code of the app.
enum AppDescriptionCode {
    /// Whether describing a value of `type` runs code an app wrote.
    static func describes(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = verdicts.withLock({ $0[key] }) {
            return known
        }
        let verdict = describesItself(type) && !trustedModules.contains(module(of: type))
        verdicts.withLock { verdicts in
            if verdicts.count < capacity { verdicts[key] = verdict }
        }
        return verdict
    }

    /// Whether values of `type` have a description of their own, which may describe what they
    /// hold, rather than Swift's, which names a class and nothing more.
    static func describesItself(_ type: Any.Type) -> Bool {
        type is any CustomStringConvertible.Type || type is any CustomDebugStringConvertible.Type
            || type is any TextOutputStreamable.Type || type is any CustomReflectable.Type
    }

    /// The module a type is declared in: what its qualified name has before the first dot.
    /// Objective-C classes have no module in their name; the empty module stands for the
    /// system's.
    private static func module(of type: Any.Type) -> Substring {
        let name = _typeName(type, qualified: true)
        guard let dot = name.firstIndex(of: ".") else { return "" }
        return name[..<dot]
    }

    /// The modules whose descriptions run no code of the app.
    private static let trustedModules: Set<Substring> = [
        "", "Swift", "_Concurrency", "_StringProcessing", "Dispatch", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "FoundationNetworking", module(of: DescriptionBudget.self),
    ]

    /// Enough for every type an app describes; beyond it, types are looked up every time.
    private static let capacity = 4_096
    private static let verdicts = Locked<[ObjectIdentifier: Bool]>([:])
}
