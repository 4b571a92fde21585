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

    /// The request that carries `records`, each the bytes of one `LogRecord`.
    package func body(records: [[UInt8]]) -> [UInt8] {
        let recordBytes = records.reduce(0) { $0 + $1.count + 6 }
        var writer = ProtobufWriter(capacity: recordBytes + resource.count + scope.count + 32)
        writer.writeMessage(OTLPFields.ExportLogsServiceRequest.resourceLogs) { resourceLogs in
            resourceLogs.writeBytesField(OTLPFields.ResourceLogs.resource, resource)
            resourceLogs.writeMessage(OTLPFields.ResourceLogs.scopeLogs) { scopeLogs in
                scopeLogs.writeBytesField(OTLPFields.ScopeLogs.scope, scope)
                for record in records {
                    scopeLogs.writeBytesField(OTLPFields.ScopeLogs.logRecords, record)
                }
            }
        }
        return writer.bytes
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
