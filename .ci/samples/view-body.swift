// The sample is the body of a view.
struct SampleView: View {
    let center: ErrorCenter
    var body: some View {
        // SAMPLE
    }
}
