/// The baseline: rules matched the way SwiftErrorHandler 5 matched `.type(value)`, by
/// comparing `String(reflecting:)` of both errors on every call, and every matching action
/// chained through a closure.
final class NaiveHandler {
    private var rules: [(matches: (any Error) -> Bool, action: () -> Void)] = []

    func on(value expected: any Error, then action: @escaping () -> Void) {
        rules.append(({ String(reflecting: $0) == String(reflecting: expected) }, action))
    }

    func handle(error: any Error) -> Bool {
        let actions = rules.filter { $0.matches(error) }.map(\.action)
        var chain: () -> Void = {}
        for action in actions.reversed() {
            let next = chain
            chain = {
                action()
                next()
            }
        }
        chain()
        return !actions.isEmpty
    }
}
