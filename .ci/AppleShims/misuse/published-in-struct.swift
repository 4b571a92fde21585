// @Published works only on properties of classes.
// expect: 'wrappedValue' is unavailable: @Published is only available on properties of classes
import Combine

struct Form {
    @Published var email = ""
}

func read(_ form: Form) -> String {
    form.email
}
