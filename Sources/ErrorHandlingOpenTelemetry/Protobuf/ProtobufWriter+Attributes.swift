/// The `KeyValue` and `AnyValue` messages of opentelemetry/proto/common/v1/common.proto.
extension ProtobufWriter {
    /// A `KeyValue` with a string value, as field `field`.
    mutating func writeAttribute(_ field: UInt64, key: String, value: String) {
        writeMessage(field) { keyValue in
            keyValue.writeStringField(OTLPFields.KeyValue.key, key)
            keyValue.writeMessage(OTLPFields.KeyValue.value) {
                $0.writeStringField(OTLPFields.AnyValue.stringValue, value)
            }
        }
    }

    /// A `KeyValue` whose key is `keyPrefix` followed by `key`, with a string value, as field
    /// `field`.
    mutating func writeAttribute(_ field: UInt64, keyPrefix: String, key: String, value: String) {
        writeMessage(field) { keyValue in
            keyValue.writeStringField(OTLPFields.KeyValue.key, keyPrefix, key)
            keyValue.writeMessage(OTLPFields.KeyValue.value) {
                $0.writeStringField(OTLPFields.AnyValue.stringValue, value)
            }
        }
    }

    /// A `KeyValue` whose string value is `parts` with `separator` between them, as field
    /// `field`.
    mutating func writeAttribute(_ field: UInt64, key: String, joining parts: [String], separator: UInt8) {
        writeMessage(field) { keyValue in
            keyValue.writeStringField(OTLPFields.KeyValue.key, key)
            keyValue.writeMessage(OTLPFields.KeyValue.value) {
                $0.writeStringField(OTLPFields.AnyValue.stringValue, joining: parts, separator: separator)
            }
        }
    }

    /// A `KeyValue` with an integer value, as field `field`.
    mutating func writeAttribute(_ field: UInt64, key: String, value: Int64) {
        writeMessage(field) { keyValue in
            keyValue.writeStringField(OTLPFields.KeyValue.key, key)
            keyValue.writeMessage(OTLPFields.KeyValue.value) {
                $0.writeVarintField(OTLPFields.AnyValue.intValue, UInt64(bitPattern: value))
            }
        }
    }

    /// A `KeyValue` whose value is an `ArrayValue` of whatever `element` writes, once for each
    /// of `elements`, each as an `AnyValue`.
    mutating func writeAttribute<Element>(
        _ field: UInt64, key: String, array elements: [Element],
        element: (inout ProtobufWriter, Element) -> Void
    ) {
        writeMessage(field) { keyValue in
            keyValue.writeStringField(OTLPFields.KeyValue.key, key)
            keyValue.writeMessage(OTLPFields.KeyValue.value) { value in
                value.writeMessage(OTLPFields.AnyValue.arrayValue) { array in
                    for item in elements {
                        array.writeMessage(OTLPFields.listValues) { element(&$0, item) }
                    }
                }
            }
        }
    }
}
