/// The rules one ``ErrorHandler`` was configured with.
struct RuleSet {
    /// A class, so that walking the rules retains each one instead of copying its matchers
    /// and action.
    final class Rule {
        let matchers: [ErrorMatcher]
        let action: ActionHandler

        init(matchers: [ErrorMatcher], action: ActionHandler) {
            self.matchers = matchers
            self.action = action
        }

        func matches(_ error: any Error, typeKey: ErrorTypeKey?) -> Bool {
            matchers.contains { $0.catches(error, typeKey: typeKey) }
        }
    }

    var rules: [Rule] = []
    var noMatchActions: [ActionHandler] = []
    var alwaysActions: [ActionHandler] = []
}
