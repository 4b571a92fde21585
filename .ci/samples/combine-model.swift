import Combine
import ErrorHandling

struct FeedAPI: Sendable {
    var feedPublisher: AnyPublisher<[Item], any Error> { Empty().eraseToAnyPublisher() }
}

// The sample is a method of a Combine view model that takes its own failures.
@MainActor final class FeedViewModel: ObservableObject, ErrorHandlingDelegate {
    @Published var items: [Item] = []
    let api = FeedAPI()
    nonisolated func present(for error: any Error) {}

    func bind(handler: ErrorHandler) {
        let model = self
        // SAMPLE
    }
}
