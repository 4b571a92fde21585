// Prints each value of a NetworkConnectivityMonitor as a line ("online", "offline"), and
// "ended" when its stream ends; exits when its standard input ends. The tests run it in a
// network namespace of its own.
//
// With `--standard-input`, prints what its standard input is once the monitor's first value
// has come (a path such as /dev/null, or socket:[…]), and exits: the tests start it with
// standard input closed.
import ErrorHandling
import Foundation

#if os(Linux)
    if CommandLine.arguments.contains("--standard-input") {
        for await _ in NetworkConnectivityMonitor().updates() { break }
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/0")
        FileHandle.standardError.write(Data("\(target ?? "closed")\n".utf8))
        exit(0)
    }
    Task.detached {
        for await state in NetworkConnectivityMonitor().updates() {
            FileHandle.standardOutput.write(Data("\(state)\n".utf8))
        }
        FileHandle.standardOutput.write(Data("ended\n".utf8))
    }
#endif
while readLine() != nil {}
