// LocalizedStringKey, Text — REFERENCE.md "LocalizedStringKey (+ StringInterpolation)",
// "Text (3 main inits), Text : View". `static let`s of the SDK are get-only `static var`s here.

@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) { fatalError() }
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
        public mutating func appendLiteral(_ literal: String) { fatalError() }
        public mutating func appendInterpolation(_ string: String) { fatalError() }
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable { fatalError() }
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) where T: _FormatSpecifiable {
            fatalError()
        }
        public mutating func appendInterpolation(_ text: Text) { fatalError() }
        @available(
            *, unavailable,
            message: "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types."
        )
        public mutating func appendInterpolation<T>(_ view: T) where T: View { fatalError() }
        public typealias StringLiteralType = String
    }
    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool { fatalError() }
    public typealias ExtendedGraphemeClusterLiteralType = String
    public typealias StringLiteralType = String
    public typealias UnicodeScalarLiteralType = String
}

@available(*, unavailable)
extension LocalizedStringKey: Sendable {}

@available(*, unavailable)
extension LocalizedStringKey.StringInterpolation: Sendable {}

public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: Self._Arg { get }
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int { self }
    public var _specifier: String { "%lld" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

@frozen public struct Text: Equatable, Sendable {
    @inlinable public init(verbatim content: String) { fatalError() }
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { fatalError() }
    public static func == (a: Text, b: Text) -> Bool { fatalError() }
}

extension Text {
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        fatalError()
    }
}

extension Text: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
}
