import ErrorHandling
import Foundation
import Testing

@Suite("Platform presenters reach the main actor from any thread")
struct MainActorHopTests {
    @Test func workSentFromABackgroundThreadRunsOnTheMainActor() async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                MainActorHop.run {
                    MainActor.assertIsolated()
                    continuation.resume()
                }
            }
        }
    }

    @Test @MainActor func workSentFromTheMainThreadRunsBeforeTheCallerGoesOn() {
        // The main actor runs on the main thread on Apple platforms, not always on Linux.
        let ran = Locked(false)

        MainActorHop.run(isMainThread: true) { ran.withLock { $0 = true } }

        #expect(ran.withLock { $0 })
    }
}
