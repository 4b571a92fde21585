// The AppKit overlay re-exports Foundation and Accessibility (REFERENCE.md "Accessibility"); the
// current SDK's Foundation re-exports Observation, which Linux Foundation does not (NOT-IN-REFERENCE.md).
@_exported import Accessibility
@_exported import Foundation
@_exported import Observation
