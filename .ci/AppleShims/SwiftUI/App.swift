// App, Scene, SceneBuilder, WindowGroup — not in REFERENCE.md (NOT-IN-REFERENCE.md).

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

extension Scene where Body == Never {
    public nonisolated var body: Never { fatalError() }
}

@resultBuilder public struct SceneBuilder {
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: Scene { content }
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: Scene { content }
}

@available(*, unavailable)
extension SceneBuilder: Sendable {}

public struct WindowGroup<Content>: Scene where Content: View {
    nonisolated public init(@ViewBuilder content: () -> Content) { fatalError() }
    public typealias Body = Never
}

@available(*, unavailable)
extension WindowGroup: Sendable {}
