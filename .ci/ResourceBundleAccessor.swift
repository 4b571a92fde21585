// The `resource_bundle_accessor.swift` SwiftPM generates for a target with resources, for builds
// of the ErrorHandling core with swiftc alone: `.ci/typecheck-apple.sh` and `Fuzz/run.sh`.
// Same declaration as SwiftPM's: an internal `Bundle.module` in an extension of Foundation.Bundle.
import Foundation

extension Foundation.Bundle {
    static let module: Bundle = {
        let mainPath = Bundle.main.bundleURL.appendingPathComponent("swift-error-handling_ErrorHandling.resources")
            .path
        guard let bundle = Bundle(path: mainPath) else {
            Swift.fatalError("could not load resource bundle from \(mainPath)")
        }
        return bundle
    }()
}
