import Foundation

/// The body of one request to the collector: an `ExportLogsServiceRequest` with one
/// `ResourceLogs` (this app) and one `ScopeLogs` (this product) around the encoded log records.
package struct OTLPExportRequest {
    /// The `Resource` message's bytes, written once per exporter.
    let resource: [UInt8]
    /// The `InstrumentationScope` message's bytes, written once per exporter.
    let scope: [UInt8]

    /// The resource of the app `serviceName` on this device.
    package init(serviceName: String, serviceVersion: String?) {
        var resource = ProtobufWriter(capacity: 256)
        let attributes = OTLPFields.Resource.attributes
        resource.writeAttribute(attributes, key: OTLPAttributeName.serviceName, value: serviceName)
        if let serviceVersion {
            resource.writeAttribute(attributes, key: OTLPAttributeName.serviceVersion, value: serviceVersion)
        }
        resource.writeAttribute(attributes, key: OTLPAttributeName.osType, value: Self.osType)
        resource.writeAttribute(attributes, key: OTLPAttributeName.osVersion, value: Self.osVersion)
        resource.writeAttribute(
            attributes, key: OTLPAttributeName.telemetrySDKName, value: ExporterIdentity.name)
        resource.writeAttribute(attributes, key: OTLPAttributeName.telemetrySDKLanguage, value: "swift")
        resource.writeAttribute(
            attributes, key: OTLPAttributeName.telemetrySDKVersion, value: ExporterIdentity.version)
        self.resource = resource.bytes

        var scope = ProtobufWriter(capacity: 64)
        scope.writeStringField(OTLPFields.InstrumentationScope.name, ExporterIdentity.scopeName)
        scope.writeStringField(OTLPFields.InstrumentationScope.version, ExporterIdentity.version)
        self.scope = scope.bytes
    }

    /// Hands `use` the request that carries `batch`'s records. Every length is known before
    /// it is written, so the request is written once, into a buffer of its exact size.
    package func withBody<Result>(
        of batch: borrowing OTLPBatch, _ use: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        typealias Size = ProtobufWriter
        let scopeLogs =
            Size.lengthDelimitedFieldSize(OTLPFields.ScopeLogs.scope, length: scope.count) + batch.byteCount
        let resourceLogs =
            Size.lengthDelimitedFieldSize(OTLPFields.ResourceLogs.resource, length: resource.count)
            + Size.lengthDelimitedFieldSize(OTLPFields.ResourceLogs.scopeLogs, length: scopeLogs)
        var writer = ProtobufWriter(
            capacity: Size.lengthDelimitedFieldSize(
                OTLPFields.ExportLogsServiceRequest.resourceLogs, length: resourceLogs))
        writer.writeLengthDelimitedHeader(
            OTLPFields.ExportLogsServiceRequest.resourceLogs, length: resourceLogs)
        writer.writeBytesField(OTLPFields.ResourceLogs.resource, resource)
        writer.writeLengthDelimitedHeader(OTLPFields.ResourceLogs.scopeLogs, length: scopeLogs)
        writer.writeBytesField(OTLPFields.ScopeLogs.scope, scope)
        batch.fields.withUnsafeBytes { writer.writeRaw($0) }
        return try writer.withUnsafeBytes(use)
    }

    /// `os.type` as the semantic conventions spell it.
    static var osType: String {
        #if canImport(Darwin)
            "darwin"
        #elseif os(Linux)
            "linux"
        #elseif os(Windows)
            "windows"
        #else
            "unknown"
        #endif
    }

    /// `os.version`: the version's numbers, such as `17.4.1`.
    static var osVersion: String {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return "\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)"
    }
}

/// Who sends the records: `telemetry.sdk.*` and the instrumentation scope.
enum ExporterIdentity {
    static let name = "swift-error-handling"
    static let scopeName = "ErrorHandlingOpenTelemetry"
    /// The package's version, sent as `telemetry.sdk.version` and the scope's version.
    static let version = "1.0.0"
}
