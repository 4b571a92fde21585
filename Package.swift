// swift-tools-version: 6.2
import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "swift-error-handling",
    defaultLocalization: "en",
    platforms: [
        .iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1),
    ],
    products: [
        .library(name: "ErrorHandling", targets: ["ErrorHandling"]),
        .library(name: "ErrorHandlingSwiftUI", targets: ["ErrorHandlingSwiftUI"]),
        .library(name: "ErrorHandlingUIKit", targets: ["ErrorHandlingUIKit"]),
        .library(name: "ErrorHandlingAppKit", targets: ["ErrorHandlingAppKit"]),
        .library(name: "ErrorHandlingTerminal", targets: ["ErrorHandlingTerminal"]),
        .library(name: "ErrorHandlingTesting", targets: ["ErrorHandlingTesting"]),
        .library(name: "ErrorHandlingOpenTelemetry", targets: ["ErrorHandlingOpenTelemetry"]),
        .executable(name: "error-handling-demo", targets: ["ErrorHandlingDemo"]),
        .executable(name: "error-handling-benchmarks", targets: ["ErrorHandlingBenchmarks"]),
    ],
    targets: [
        .target(name: "ErrorHandling", resources: [.process("Resources")], swiftSettings: strictSettings),
        // errorHandling(_:) presents at the level of the window through the UIKit or AppKit adapter.
        .target(
            name: "ErrorHandlingSwiftUI",
            dependencies: [
                "ErrorHandling",
                .target(
                    name: "ErrorHandlingUIKit",
                    condition: .when(platforms: [.iOS, .macCatalyst, .tvOS, .visionOS])),
                .target(name: "ErrorHandlingAppKit", condition: .when(platforms: [.macOS])),
            ],
            swiftSettings: strictSettings
        ),
        .target(name: "ErrorHandlingUIKit", dependencies: ["ErrorHandling"], swiftSettings: strictSettings),
        .target(name: "ErrorHandlingAppKit", dependencies: ["ErrorHandling"], swiftSettings: strictSettings),
        .target(
            name: "ErrorHandlingTerminal", dependencies: ["ErrorHandling"], swiftSettings: strictSettings),
        .target(name: "ErrorHandlingTesting", dependencies: ["ErrorHandling"], swiftSettings: strictSettings),
        .target(
            name: "ErrorHandlingOpenTelemetry", dependencies: ["ErrorHandling"], swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ErrorHandlingDemo",
            dependencies: ["ErrorHandling", "ErrorHandlingTerminal", "ErrorHandlingOpenTelemetry"],
            path: "Sources/error-handling-demo",
            swiftSettings: strictSettings
        ),
        .target(name: "AllocationCounter", path: "Benchmarks/AllocationCounter"),
        // Blocks the main actor while other threads report, for the tests and the benchmarks of
        // the center's inbox. Not a product.
        .target(
            name: "MainActorBlocking",
            dependencies: ["ErrorHandling"],
            path: "Tests/MainActorBlocking",
            swiftSettings: strictSettings
        ),
        // Errors whose payloads are too large to describe in full (shared arrays, decoded JSON
        // bodies), for the tests and the benchmarks of describing. Not a product.
        .target(
            name: "DescriptionPayloads", path: "Tests/DescriptionPayloads", swiftSettings: strictSettings),
        // Processes that write to and export one shared production log, and the executable each
        // of them runs, for the tests and the benchmarks. Not products.
        .target(
            name: "LogSharingProcesses",
            dependencies: ["ErrorHandling"],
            path: "Tests/LogSharingProcesses",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "LogSharingProcess",
            dependencies: ["LogSharingProcesses"],
            path: "Tests/LogSharingProcess",
            swiftSettings: strictSettings
        ),
        // Prints what a NetworkConnectivityMonitor says, for the tests that run it in a network
        // namespace of its own. Not a product.
        .executableTarget(
            name: "ConnectivityMonitorProcess",
            dependencies: ["ErrorHandling"],
            path: "Tests/ConnectivityMonitorProcess",
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ErrorHandlingBenchmarks",
            dependencies: [
                "ErrorHandling", "ErrorHandlingOpenTelemetry", "AllocationCounter", "MainActorBlocking",
                "DescriptionPayloads", "LogSharingProcesses", "LogSharingProcess",
            ],
            path: "Benchmarks/error-handling-benchmarks",
            swiftSettings: strictSettings
        ),
        // The invariants the fuzzer (Fuzz/run.sh) checks, shared with the tests that replay its
        // corpus and its findings. Not a product.
        .target(
            name: "ErrorHandlingFuzzChecks",
            dependencies: ["ErrorHandling", "ErrorHandlingTerminal"],
            path: "Fuzz/Checks",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ErrorHandlingTests",
            dependencies: [
                "ErrorHandling", "ErrorHandlingTesting", "ErrorHandlingFuzzChecks", "MainActorBlocking",
                "DescriptionPayloads", "LogSharingProcesses", "LogSharingProcess",
                "ConnectivityMonitorProcess",
            ],
            swiftSettings: strictSettings
        ),
        // Code written for SwiftErrorHandler 5, built as an app would build it: Swift 6 mode and
        // no upcoming features.
        .testTarget(
            name: "SwiftErrorHandler5CompatibilityTests",
            dependencies: ["ErrorHandling", "ErrorHandlingTesting"]
        ),
        .testTarget(
            name: "ErrorHandlingTerminalTests",
            dependencies: ["ErrorHandlingTerminal", "ErrorHandlingTesting"],
            swiftSettings: strictSettings
        ),
        // Logs records to an OpenTelemetryErrorLogger until the tests kill it. Not a product.
        .executableTarget(
            name: "OpenTelemetryExportChild",
            dependencies: ["ErrorHandling", "ErrorHandlingOpenTelemetry"],
            path: "Tests/OpenTelemetryExportChild",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ErrorHandlingOpenTelemetryTests",
            dependencies: ["ErrorHandling", "ErrorHandlingOpenTelemetry", "OpenTelemetryExportChild"],
            exclude: ["Receiver"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "ErrorHandlingTestingTests",
            dependencies: ["ErrorHandling", "ErrorHandlingTesting"],
            swiftSettings: strictSettings
        ),
    ]
)
