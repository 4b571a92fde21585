import ErrorHandlingTesting
import Foundation
import Testing

@testable import ErrorHandling

// Foundation on Linux describes an NSPOSIXErrorDomain error with `strerror(Int32(code))`, which
// stops the process for a code beyond Int32: each test below describes a value that holds such
// an error, which stopped the whole test process (SIGILL) before every description went
// through `ErrorDescriber`.

/// A POSIX error whose code does not fit an `Int32`.
private let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(Int32.max) + 1)
private let posixText = "Foundation.NSError(domain: NSPOSIXErrorDomain, code: 2147483648)"

struct FileSyncError: Error {
    let cause: NSError
}

struct BatchError: Error {
    let failures: [any Error]
}

struct UploadError: Error {
    let retryFailure: NSError?
    let failuresByFile: [String: any Error]
}

/// Describes itself with its cause's description, which is where Foundation traps.
struct DescribedSyncError: Error, CustomStringConvertible {
    let path: String
    let cause: NSError
    var description: String { "sync of \(path) failed: \(cause)" }
}

indirect enum NestedError: Error {
    case cause(NSError)
    case wrapping(NestedError)
}

/// Bridges to an `NSError` whose own domain and code are the ones Foundation traps on.
struct POSIXCodedError: CustomNSError {
    static let errorDomain = NSPOSIXErrorDomain
    let errorCode = Int(Int32.max) + 1
}

@Suite struct TrappingErrorDescriptionTests {
    private func message(of error: any Error) -> String {
        ErrorRecord(error: error, fileID: "App/Sync.swift", line: 1, function: "sync()").message
    }

    @Test func anErrorInAnEnumPayloadIsDescribedByDomainAndCode() {
        #expect(
            message(of: AppError.network(underlying: posix))
                == "ErrorHandling.AppError.network(underlying: \(posixText))")
    }

    @Test func anErrorInAStructFieldIsDescribedByDomainAndCode() {
        #expect(
            message(of: FileSyncError(cause: posix))
                == "ErrorHandlingTests.FileSyncError(cause: \(posixText))")
    }

    @Test func anErrorInAnArrayIsDescribedNextToTheOthers() {
        #expect(
            message(of: BatchError(failures: [SampleError.offline, posix]))
                == "ErrorHandlingTests.BatchError(failures: [ErrorHandlingTests.SampleError.offline, \(posixText)])"
        )
    }

    @Test func anErrorInAnOptionalAndInADictionaryIsDescribedByDomainAndCode() {
        #expect(
            message(of: UploadError(retryFailure: posix, failuresByFile: ["a.txt": posix]))
                == "ErrorHandlingTests.UploadError(retryFailure: Optional(\(posixText)), "
                + "failuresByFile: [\"a.txt\": \(posixText)])")
    }

    @Test func anErrorInAnNSErrorsUserInfoMakesThatNSErrorDescribedByDomainAndCode() {
        let wrapper = NSError(domain: "App", code: 1, userInfo: [NSUnderlyingErrorKey: posix])
        #expect(
            message(of: AppError.unknown(wrapper))
                == "ErrorHandling.AppError.unknown(Foundation.NSError(domain: App, code: 1))")
        #expect(
            message(of: FileSyncError(cause: wrapper)) == "ErrorHandlingTests.FileSyncError(cause: "
                + "Foundation.NSError(domain: App, code: 1))")
    }

    @Test func anOwnDescriptionThatWouldDescribeTheErrorIsLeftOutForTheFields() {
        #expect(
            message(of: DescribedSyncError(path: "/tmp/a", cause: posix))
                == "ErrorHandlingTests.DescribedSyncError(path: \"/tmp/a\", cause: \(posixText))")
    }

    @Test func anErrorNestedDeeperThanTheSearchGoesIsCutRatherThanDescribed() {
        var error = NestedError.cause(posix)
        for _ in 0..<30 {
            error = .wrapping(error)
        }
        let text = message(of: error)
        #expect(
            text.hasPrefix("ErrorHandlingTests.NestedError.wrapping(ErrorHandlingTests.NestedError.wrapping(")
        )
        #expect(text.contains("…"))
        #expect(!text.contains("NSPOSIXErrorDomain"))
    }

    @Test func anErrorWithoutATrappingNSErrorIsDescribedAsSwiftDescribesIt() {
        let ordinary = AppError.network(underlying: NSError(domain: NSPOSIXErrorDomain, code: 2))
        #expect(message(of: ordinary) == String(reflecting: ordinary))
        #expect(
            message(of: DescribedSyncError(path: "/a", cause: NSError(domain: "App", code: 1)))
                == "sync of /a failed: \(NSError(domain: "App", code: 1))")
    }

    @Test func theChainDescribesEveryLink() {
        #expect(
            errorChainDescription(for: AppError.network(underlying: posix))
                == "ErrorHandling.AppError.network(underlying: \(posixText))\n\(posixText)")
        let record = ErrorRecord(
            error: AppError.unknown(FileSyncError(cause: posix)), fileID: "App/Sync.swift", line: 1,
            function: "sync()")
        #expect(
            record.chain == [
                "ErrorHandling.AppError.unknown(ErrorHandlingTests.FileSyncError(cause: \(posixText)))",
                "ErrorHandlingTests.FileSyncError(cause: \(posixText))",
            ])
    }

    @Test func localizedTextsOfAnErrorBridgingToATrappingCodeAreTheGenericTitle() {
        let generic = ErrorTextKey.genericTitle.localized(for: ErrorLocalization.locale)
        let record = ErrorRecord(
            error: POSIXCodedError(), fileID: "App/Sync.swift", line: 1, function: "sync()")
        #expect(record.userFacingMessage == generic)
        #expect(ErrorPresentation(error: POSIXCodedError()).title == generic)
        #expect(
            ErrorIdentity.groupingKey(for: POSIXCodedError())
                == "ErrorHandlingTests.POSIXCodedError[NSPOSIXErrorDomain 2147483648]")
    }

    @Test func localizedTextsOfErrorsHoldingATrappingErrorAreTheirOwn() {
        let network = AppError.network(underlying: posix)
        #expect(ErrorPresentation(error: network).title == network.userMessage)
        #expect(
            ErrorRecord(error: network, fileID: "App/Sync.swift", line: 1, function: "sync()")
                .userFacingMessage
                == network.userMessage)
        let sync = FileSyncError(cause: posix)
        #expect(ErrorIdentity.groupingKey(for: sync) == "ErrorHandlingTests.FileSyncError")
        #expect(ErrorIdentity.groupingKey(for: network) == "ErrorHandling.AppError.network")
    }

    @Test func aValueMatcherComparesErrorsThatHoldATrappingError() {
        let matcher = ErrorMatcher.type(FileSyncError(cause: posix))
        #expect(matcher.catches(FileSyncError(cause: posix)))
        #expect(!matcher.catches(FileSyncError(cause: NSError(domain: NSPOSIXErrorDomain, code: 2))))
    }

    @Test func aRunActionThatThrowsSuchAnErrorIsLoggedWithBothDescribed() async {
        let logger = InMemoryErrorLogger()
        let handler = ErrorHandler(logger: logger).onNoMatch(.run { _ in throw FileSyncError(cause: posix) })
        await handler.handle(AppError.network(underlying: posix))
        let diagnostic = logger.records.last?.metadata["diagnostic"]
        #expect(
            diagnostic
                == "a .run action threw ErrorHandlingTests.FileSyncError(cause: \(posixText)) while handling "
                + "ErrorHandling.AppError.network(underlying: \(posixText)); the chain goes on.")
    }

    @Test func anActionThatTimesOutHandlingSuchAnErrorIsLoggedWithItDescribed() async {
        let logger = InMemoryErrorLogger()
        let handler = ErrorHandler(logger: logger).onNoMatch(.perform { _, _ in })
        handler.actionTimeout = .milliseconds(20)
        await handler.handle(FileSyncError(cause: posix))
        let diagnostic = logger.records.last?.metadata["diagnostic"]
        #expect(
            diagnostic?.hasSuffix(
                "while handling ErrorHandlingTests.FileSyncError(cause: \(posixText)); the chain goes on.")
                == true)
    }

    @Test func theProductionLoggerWritesSuchAnErrorAsOneLine() throws {
        let directory = try TemporaryDirectory()
        let logger = ProductionErrorLogger(fileURL: directory.file("errors.jsonl"))
        logger.log(FileSyncError(cause: posix), file: "App/Sync.swift", line: 3, function: "sync()")
        logger.flush()
        let objects = try jsonObjects(in: logger.fileURL)
        #expect(objects.count == 1)
        #expect(
            objects.first?["message"] as? String == "ErrorHandlingTests.FileSyncError(cause: \(posixText))")
        #expect(
            objects.first?["chain"] as? [String] == ["ErrorHandlingTests.FileSyncError(cause: \(posixText))"])
    }
}
