// The UIKit overlay re-exports Foundation and Accessibility (REFERENCE.md "Accessibility").
@_exported import Accessibility
@_exported import Foundation
