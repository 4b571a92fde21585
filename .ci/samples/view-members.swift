// The sample is a member of a view.
struct SampleView: View {
    @State private var items: [Item] = []
    var body: some View { Text("\(items.count)") }

    // SAMPLE
}
