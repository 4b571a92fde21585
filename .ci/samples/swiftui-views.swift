// Views the samples use and other samples define.
struct NoteList: View {
    var body: some View { Text("Notes") }
}

struct RootView: View {
    var body: some View { Text("Root") }
}

struct RetryStatus: View {
    var body: some View { Text("Retrying") }
}

struct CheckoutView: View {
    var body: some View { Text("Checkout") }
}

