// The unified logging API of Apple's `os` module, as much as OSLogErrorLogger uses.
// Signatures from Apple's documentation of Logger, OSLogType, OSLogMessage,
// OSLogInterpolation and OSLogPrivacy (see NOT-IN-REFERENCE.md). `OSLogPrivacy` and
// `OSLogStringAlignment` are not `Sendable`, as in the SDK: they are arguments of one log call,
// not values to keep or to send to another isolation domain.

public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0)
    public static let info = OSLogType(1)
    public static let debug = OSLogType(2)
    public static let error = OSLogType(16)
    public static let fault = OSLogType(17)
}

public struct OSLogPrivacy: Equatable {
    public static var auto: OSLogPrivacy { fatalError() }
    public static var `public`: OSLogPrivacy { fatalError() }
    public static var `private`: OSLogPrivacy { fatalError() }
    public static var sensitive: OSLogPrivacy { fatalError() }
}

public struct OSLogStringAlignment {
    public static var none: OSLogStringAlignment { fatalError() }
}

public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) { fatalError() }
    public mutating func appendLiteral(_ literal: String) { fatalError() }
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) { fatalError() }
}

public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    public init(stringInterpolation: OSLogInterpolation) { fatalError() }
    public init(stringLiteral value: String) { fatalError() }
}

public struct Logger: Sendable {
    public init(subsystem: String, category: String) { fatalError() }
    public func log(level: OSLogType, _ message: OSLogMessage) { fatalError() }
}
