// ShareLink and Transferable, as the iOS 27 and macOS 27 SDKs declare them (available since
// iOS 16 and macOS 13): developer.apple.com/documentation/swiftui/sharelink and
// developer.apple.com/documentation/coretransferable/transferable. Only the initializer that
// shares one URL with the standard label is declared.

public protocol Transferable {}

extension URL: Transferable {}
extension Never: Transferable {}

public struct DefaultShareLinkLabel: View {
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

public struct ShareLink<Data, PreviewImage, PreviewIcon, Label>: View
where
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View,
    Data.Element: Transferable
{
    @MainActor @preconcurrency public var body: some View { fatalError() }
}

extension ShareLink
where
    Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel
{
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) { fatalError() }
}
