import Foundation

/// This executable run again with other arguments, for figures that must come from a process
/// of their own.
enum ChildProcess {
    /// What this executable prints when run with `arguments`; `nil` when it could not start or
    /// had not ended within `seconds`, when it is stopped.
    static func output(of arguments: [String], within seconds: TimeInterval) -> String? {
        let child = Process()
        child.executableURL = Bundle.main.executableURL
        child.arguments = arguments
        let output = Pipe()
        child.standardOutput = output
        // Read once it has ended, so that a child that never ends is stopped rather than
        // waited on; the children print a line or two, far less than a pipe holds.
        guard (try? child.run()) != nil, endsOrIsStopped(child, within: seconds) else { return nil }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// Waits for `child` to end; stops it when it has not ended within `seconds`.
    /// - Returns: Whether it ended by itself.
    static func endsOrIsStopped(_ child: Process, within seconds: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while child.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard !child.isRunning else {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            return false
        }
        return true
    }
}
