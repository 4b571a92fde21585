// The sample is a member of a main-actor model.
@MainActor final class Model {
    var feed = Feed()
    let handler = ErrorHandler()

    // SAMPLE
}
