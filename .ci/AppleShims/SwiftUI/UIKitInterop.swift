// UIViewRepresentable, UIViewRepresentableContext, UIHostingController and
// View.background(alignment:content:), as Apple's documentation shows them for the current
// SDK (iOS 27): `@MainActor @preconcurrency protocol UIViewRepresentable : View where
// Self.Body == Never`, `@MainActor @preconcurrency struct UIViewRepresentableContext<
// Representable> where Representable : UIViewRepresentable`, `@MainActor @preconcurrency
// class UIHostingController<Content> where Content : View`; not in REFERENCE.md
// (NOT-IN-REFERENCE.md).
import UIKit

@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable {
    @MainActor @preconcurrency public static func dismantleUIView(
        _ uiView: Self.UIViewType, coordinator: Self.Coordinator
    ) {}
}

// A representable declares no `body` (its `Body` is `Never`); the framework supplies it for
// every representable, not for every `View` whose `Body` is `Never` (NOT-IN-REFERENCE.md).
extension UIViewRepresentable {
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

extension UIViewRepresentable where Self.Coordinator == Void {
    @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { fatalError() }
}

@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable>
where Representable: UIViewRepresentable {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { fatalError() }
}

@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    public init(rootView: Content) { fatalError() }
    public var rootView: Content {
        get { fatalError() }
        set { fatalError() }
    }
}

extension View {
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> some View where V: View
    { fatalError() }
}
