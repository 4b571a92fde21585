/// The rules one ``ErrorHandler`` was configured with.
struct RuleSet {
    struct Rule {
        let matchers: [ErrorMatcher]
        let action: ActionHandler
        /// Where the rule was added: a file ID and line.
        let origin: String

        func matches(_ error: any Error, typeKey: ErrorTypeKey?) -> Bool {
            matchers.contains { $0.catches(error, typeKey: typeKey) }
        }
    }

    var rules: [Rule] = []
    var noMatchActions: [ActionHandler] = []
    var alwaysActions: [ActionHandler] = []
}
