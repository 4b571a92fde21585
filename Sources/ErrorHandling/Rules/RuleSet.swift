/// The rules one ``ErrorHandler`` was configured with.
struct RuleSet {
    /// A class, so that walking the rules retains each one instead of copying its matchers
    /// and action.
    final class Rule {
        let matchers: [ErrorMatcher]
        let action: ActionHandler
        /// Where the rule was added: a file ID and line.
        let origin: String

        init(matchers: [ErrorMatcher], action: ActionHandler, origin: String) {
            self.matchers = matchers
            self.action = action
            self.origin = origin
        }

        func matches(_ error: any Error, typeKey: ErrorTypeKey?) -> Bool {
            matchers.contains { $0.catches(error, typeKey: typeKey) }
        }
    }

    var rules: [Rule] = []
    var noMatchActions: [ActionHandler] = []
    var alwaysActions: [ActionHandler] = []
}
