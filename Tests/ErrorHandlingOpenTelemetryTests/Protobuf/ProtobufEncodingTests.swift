import Foundation
import Testing

@testable import ErrorHandlingOpenTelemetry

@Suite struct ProtobufEncodingTests {
    @Test func varintsTakeSevenBitsAByteLowestFirst() {
        var writer = ProtobufWriter(capacity: 16)
        writer.writeVarint(300)
        writer.writeVarint(0)
        writer.writeVarint(UInt64.max)
        #expect(writer.bytes == [0xAC, 0x02, 0x00] + Array(repeating: 0xFF, count: 9) + [0x01])
        #expect(ProtobufWriter.varintSize(300) == 2)
        #expect(ProtobufWriter.varintSize(.max) == 10)
    }

    @Test func aNestedMessageOfMoreThan127BytesGetsALongerLengthPrefix() {
        var writer = ProtobufWriter(capacity: 512)
        writer.writeMessage(1) { $0.writeStringField(2, String(repeating: "a", count: 300)) }
        // tag 1/length-delimited, length 303 (varint 0xAF 0x02), then tag 2, length 300.
        #expect(Array(writer.bytes.prefix(6)) == [0x0A, 0xAF, 0x02, 0x12, 0xAC, 0x02])
        #expect(writer.bytes.count == 3 + 303)
    }

    @Test(arguments: [0, 127, 128, 16_383, 16_384, 2_097_152])
    func aNestedMessageOfAnyLengthReadsBackWhole(length: Int) {
        let text = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length % 2)
        var writer = ProtobufWriter(capacity: 16)
        writer.writeMessage(1) { $0.writeStringField(2, text) }
        writer.writeVarintField(3, 7)
        var reader = ProtobufReader(writer.bytes)
        guard case (1, .lengthDelimited(let message))? = reader.nextField() else {
            Issue.record("no message")
            return
        }
        var inner = ProtobufReader(message)
        guard case (2, .lengthDelimited(let string))? = inner.nextField() else {
            Issue.record("no string in the message")
            return
        }
        #expect(String(decoding: string, as: UTF8.self) == text)
        #expect(inner.nextField() == nil)
        guard case (3, .varint(7))? = reader.nextField() else {
            Issue.record("the field after the message is lost")
            return
        }
    }

    @Test func aStringWrittenInPartsIsTheSameAsTheJoinedString() {
        let parts = ["Shop.PaymentError.declined", "", "NSURLErrorDomain -1009 — ネットワーク"]
        var joined = ProtobufWriter(capacity: 16)
        joined.writeStringField(4, parts.joined(separator: "\n"))
        var inParts = ProtobufWriter(capacity: 16)
        inParts.writeStringField(4, joining: parts, separator: UInt8(ascii: "\n"))
        #expect(inParts.bytes == joined.bytes)

        var none = ProtobufWriter(capacity: 16)
        none.writeStringField(4, joining: [], separator: UInt8(ascii: "\n"))
        #expect(none.bytes == [0x22, 0x00])

        var prefixed = ProtobufWriter(capacity: 16)
        prefixed.writeStringField(5, "error_handling.metadata.", "écran")
        var whole = ProtobufWriter(capacity: 16)
        whole.writeStringField(5, "error_handling.metadata.écran")
        #expect(prefixed.bytes == whole.bytes)
    }

    @Test func aPartialSuccessIsReadAndMalformedAnswersReadAsNoRejection() {
        var writer = ProtobufWriter(capacity: 64)
        writer.writeMessage(1) {
            $0.writeVarintField(1, 7)
            $0.writeStringField(2, "bad records")
        }
        #expect(
            OTLPExportResponse(decoding: writer.bytes)
                == OTLPExportResponse(rejectedLogRecords: 7, errorMessage: "bad records"))
        let truncated = Array(writer.bytes.dropLast(3))
        #expect(OTLPExportResponse(decoding: truncated).rejectedLogRecords == 0)
        #expect(OTLPExportResponse(decoding: [0x0A, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]).rejectedLogRecords == 0)
        #expect(OTLPExportResponse(decoding: Array(repeating: 0xFF, count: 64)).rejectedLogRecords == 0)
        // A google.rpc.Status (code = 3, message) is another message: no rejection read from it.
        #expect(OTLPExportResponse(decoding: [0x08, 0x03, 0x12, 0x01, 0x41]).rejectedLogRecords == 0)
    }

    @Test func timesBeforeNineteenSeventyOrBeyondSixtyFourBitsAreClamped() {
        #expect(OTLPLogRecord.unixNanoseconds(.distantPast) == 0)
        #expect(OTLPLogRecord.unixNanoseconds(.distantFuture) == .max)
        #expect(OTLPLogRecord.unixNanoseconds(Date(timeIntervalSince1970: 1.5)) == 1_500_000_000)
    }
}
