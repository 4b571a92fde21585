// `catch` must return a publisher of the same Output as the upstream.
// expect: cannot convert value of type 'String' to expected argument type 'Int'
import Combine

struct LoadFailed: Error {}

func fallback() -> AnyPublisher<Int, Never> {
    Fail<Int, LoadFailed>(error: LoadFailed())
        .catch { _ in Just("zero") }
        .eraseToAnyPublisher()
}
