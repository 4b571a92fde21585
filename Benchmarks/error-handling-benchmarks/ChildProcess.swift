import Foundation

/// This executable run again with other arguments, for figures that must come from a process
/// of their own.
enum ChildProcess {
    /// What this executable prints when run with `arguments`; `nil` when it could not start or
    /// had not ended within `seconds`, when it is stopped.
    static func output(of arguments: [String], within seconds: TimeInterval) -> String? {
        let output = Pipe()
        // Read once it has ended, so that a child that never ends is stopped rather than
        // waited on; the children print a line or two, far less than a pipe holds.
        guard run(arguments, within: seconds, standardOutput: output) != nil else { return nil }
        return String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }

    /// The exit status of this executable run with `arguments`; `nil` when it could not start
    /// or had not ended within `seconds`, when it is stopped.
    static func exitStatus(of arguments: [String], within seconds: TimeInterval) -> Int32? {
        run(arguments, within: seconds, standardOutput: nil)?.terminationStatus
    }

    /// Runs this executable with `arguments` until it ends, or stops it once `seconds` have
    /// passed.
    /// - Returns: The child when it ended by itself; `nil` when it could not start or was
    ///   stopped.
    private static func run(_ arguments: [String], within seconds: TimeInterval, standardOutput: Pipe?)
        -> Process?
    {
        let child = Process()
        child.executableURL = Bundle.main.executableURL
        child.arguments = arguments
        if let standardOutput {
            child.standardOutput = standardOutput
        }
        guard (try? child.run()) != nil else { return nil }
        let deadline = Date().addingTimeInterval(seconds)
        while child.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard !child.isRunning else {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
            return nil
        }
        return child
    }
}
