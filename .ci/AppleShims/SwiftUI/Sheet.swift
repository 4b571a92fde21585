// View.sheet(isPresented:onDismiss:content:), as Apple's documentation shows it for the current
// SDK (iOS 27, macOS 27): `nonisolated func sheet<Content>(isPresented: Binding<Bool>,
// onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View
// where Content : View`; not in REFERENCE.md (NOT-IN-REFERENCE.md).

extension View {
    nonisolated public func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        fatalError()
    }
}
