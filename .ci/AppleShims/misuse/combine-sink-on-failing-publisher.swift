// `sink(receiveValue:)` is only for publishers that never fail.
// expect: requires the types 'LoadFailed' and 'Never' be equivalent
import Combine

struct LoadFailed: Error {}

func observe() -> AnyCancellable {
    Fail<Int, LoadFailed>(error: LoadFailed()).sink { _ in }
}
