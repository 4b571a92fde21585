// NWPathMonitor calls its handler on its own queue: the handler cannot change the caller's state.
// expect: mutation of captured var 'changes' in concurrently-executing code
import Network

func countChanges(of monitor: NWPathMonitor) {
    var changes = 0
    monitor.pathUpdateHandler = { _ in changes += 1 }
}
