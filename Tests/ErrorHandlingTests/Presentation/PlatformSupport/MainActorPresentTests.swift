import ErrorHandling
import Foundation
import Testing

@Suite("Platform views present alerts on the main actor while they are alive")
struct MainActorPresentTests {
    struct Failure: Error {}

    /// A view that presents through the hop, as the UIKit and AppKit views do.
    final class HopView: ErrorHandlerView, Sendable {
        let shown = Locked<[String]>([])
        let isMainThread: Bool

        init(isMainThread: Bool) {
            self.isMainThread = isMainThread
        }

        func present(alert: AlertController) {
            present(ErrorPresentation(alert: alert))
        }

        func present(_ presentation: ErrorPresentation) {
            MainActorHop.present(presentation, on: self, isMainThread: isMainThread) { view, presentation in
                MainActor.assertIsolated()
                view.shown.withLock { $0.append(presentation.title) }
            }
        }
    }

    @Test func aLiveViewGetsTheAlertsPresentationOnTheMainActor() async {
        let view = HopView(isMainThread: false)
        let alert = AlertController(title: "Offline", message: nil, preferredStyle: .alert)

        let title = await withCheckedContinuation { continuation in
            MainActorHop.present(ErrorPresentation(alert: alert), on: view, isMainThread: false) {
                _, presentation in
                MainActor.assertIsolated()
                continuation.resume(returning: presentation.title)
            }
        }

        #expect(title == "Offline")
    }

    @Test @MainActor func aViewReleasedBeforeTheMainActorGetsToItShowsNothingAndTheChainGoesOn() async {
        var view: HopView? = HopView(isMainThread: false)
        let shown = view?.shown
        await confirmation { completed in
            await withCheckedContinuation { continuation in
                ErrorHandler(for: view)
                    .onNoMatch(.presentError)
                    .handle(
                        error: Failure(),
                        onCompleted: {
                            completed()
                            continuation.resume()
                        })
                view = nil
            }
        }
        #expect(shown?.withLock { $0 }.isEmpty == true)
    }
}
