/// The attribute names the exporter sends: the OpenTelemetry semantic conventions where one
/// exists (open-telemetry/semantic-conventions: `model/exception/registry.yaml`,
/// `model/code/registry.yaml`, `model/os/registry.yaml`, `model/service/registry.yaml`,
/// `model/telemetry/registry.yaml`), and the package's own facts under one prefix,
/// ``packagePrefix``.
enum OTLPAttributeName {
    static let exceptionType = "exception.type"
    static let exceptionMessage = "exception.message"
    static let exceptionStacktrace = "exception.stacktrace"
    static let codeFilePath = "code.file.path"
    static let codeLineNumber = "code.line.number"
    static let codeFunctionName = "code.function.name"

    static let serviceName = "service.name"
    static let serviceVersion = "service.version"
    static let osType = "os.type"
    static let osVersion = "os.version"
    static let telemetrySDKName = "telemetry.sdk.name"
    static let telemetrySDKLanguage = "telemetry.sdk.language"
    static let telemetrySDKVersion = "telemetry.sdk.version"

    /// What every attribute of the package's own starts with.
    static let packagePrefix = "error_handling."
    /// The record's id: the same on every attempt to send it, so a collector can tell repeats.
    static let recordID = packagePrefix + "record.id"
    static let groupingKey = packagePrefix + "grouping_key"
    static let matchedRule = packagePrefix + "matched_rule"
    /// An array of `{time_unix_nano, category, message}` key-value lists, oldest first.
    static let breadcrumbs = packagePrefix + "breadcrumbs"
    /// Followed by the metadata's key: `error_handling.metadata.screen`.
    static let metadataPrefix = packagePrefix + "metadata."
}
