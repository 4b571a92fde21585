import ErrorHandling
import Foundation
import Testing

@Suite("Platform presenters reach the main actor from any thread")
struct MainActorHopTests {
    @Test("Work sent from a background thread runs on the main actor")
    func backgroundWorkRunsOnMainActor() async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                MainActorHop.run {
                    MainActor.assertIsolated()
                    continuation.resume()
                }
            }
        }
    }

    @Test("Work sent from the main thread runs before the caller goes on")
    @MainActor
    func mainThreadWorkRunsInline() {
        // The main actor runs on the main thread on Apple platforms, not always on Linux.
        let ran = Locked(false)

        MainActorHop.run(isMainThread: true) { ran.withLock { $0 = true } }

        #expect(ran.withLock { $0 })
    }
}
