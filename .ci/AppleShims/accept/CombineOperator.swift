// The core's Combine operator is compiled in (`#if canImport(Combine)` was taken) and
// composes with the Combine shim's operators.
import Combine
import ErrorHandling

struct LoadFailed: Error {}

func pipeline(handler: ErrorHandler) -> AnyCancellable {
    Fail<Int, LoadFailed>(error: LoadFailed())
        .mapError { $0 as any Error }
        .handleError(handler: handler)
        .sink { _ in }
}

func recover() -> AnyPublisher<Int, Never> {
    Fail<Int, LoadFailed>(error: LoadFailed())
        .catch { _ in Just(0) }
        .eraseToAnyPublisher()
}
