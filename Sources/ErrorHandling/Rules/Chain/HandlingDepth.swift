/// How deeply error handling is nested where the current code runs: 0 outside any handling,
/// 1 inside an action handling an error, 2 inside an action handling an error raised by such
/// an action, and so on.
enum HandlingDepth {
    @TaskLocal static var current = 0
}
