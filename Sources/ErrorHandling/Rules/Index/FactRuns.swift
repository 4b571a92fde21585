/// The rules filed under each fact of one error, walked together.
struct FactRuns {
    var code = PositionRun()
    var domain = PositionRun()
    var codeInDomain = PositionRun()
    var type = PositionRun()
    var value = PositionRun()
    var equalValue = EqualValueRun()

    /// The earliest position of any run.
    func head(in index: RuleIndex) -> Int? {
        earliest(
            earliest(
                earliest(code.head(in: index), domain.head(in: index)),
                earliest(codeInDomain.head(in: index), type.head(in: index))),
            earliest(value.head(in: index), equalValue.head))
    }

    /// Skips every position up to and including `position` in every run.
    mutating func drop(through position: Int, in index: RuleIndex, error: any Error) {
        code.drop(through: position, in: index)
        domain.drop(through: position, in: index)
        codeInDomain.drop(through: position, in: index)
        type.drop(through: position, in: index)
        value.drop(through: position, in: index)
        equalValue.drop(through: position, in: index, equalTo: error)
    }
}
