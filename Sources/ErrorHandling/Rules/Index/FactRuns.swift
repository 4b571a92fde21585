/// The rules filed under each fact of one error, walked together.
struct FactRuns {
    var code = PositionRun()
    var domain = PositionRun()
    var codeInDomain = PositionRun()
    var type = PositionRun()
    var value = PositionRun()
    var equalValue = EqualValueRun()

    /// The earliest position of any run.
    var head: Int? {
        earliest(
            earliest(earliest(code.head, domain.head), earliest(codeInDomain.head, type.head)),
            earliest(value.head, equalValue.head))
    }

    /// Skips every position up to and including `position` in every run.
    mutating func drop(through position: Int) {
        code.drop(through: position)
        domain.drop(through: position)
        codeInDomain.drop(through: position)
        type.drop(through: position)
        value.drop(through: position)
        equalValue.drop(through: position)
    }
}
