// swift-tools-version: 6.2
import PackageDescription

// The sample is a target of an app's manifest that depends on this package.
let package = Package(
    name: "MyApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [.package(path: "../swift-error-handling")],
    targets: [
        .target(name: "MyApp", dependencies: [.product(name: "ErrorHandling", package: "swift-error-handling")]),
        // SAMPLE
    ]
)
