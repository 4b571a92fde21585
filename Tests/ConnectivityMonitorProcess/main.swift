// Prints each value of a NetworkConnectivityMonitor as a line ("online", "offline"), and
// "ended" when its stream ends; exits when its standard input ends. The tests run it in a
// network namespace of its own.
import ErrorHandling
import Foundation

#if os(Linux)
    Task.detached {
        for await state in NetworkConnectivityMonitor().updates() {
            FileHandle.standardOutput.write(Data("\(state)\n".utf8))
        }
        FileHandle.standardOutput.write(Data("ended\n".utf8))
    }
#endif
while readLine() != nil {}
