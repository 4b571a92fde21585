import ErrorHandlingTesting
import Foundation
import Testing

