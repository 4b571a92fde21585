import Foundation
import Testing

@testable import ErrorHandling

/// A strings table file is read in each format a bundle holds, as Foundation reads it, and
/// only when it is a flat table of texts of a bounded size: nothing in the file decides how
/// much time or memory reading it takes.
@Suite("Reading a strings table file")
struct StringsTableFileTests {
    static let swedish = Locale(identifier: "sv")

    /// The texts Foundation's property-list reader finds in `bytes`.
    private static func foundationTexts(_ bytes: [UInt8]) -> [String: String]? {
        (try? PropertyListSerialization.propertyList(from: Data(bytes), format: nil)) as? [String: String]
    }

    private static func texts(_ bytes: [UInt8]) throws -> [String: String]? {
        let strings = try TemporaryStringsBundle(table: "T", texts: [:], bytes: ["sv": bytes])
        return StringsTableFile.texts(atPath: strings.file(language: "sv").path)
    }

    @Test(arguments: ErrorLocalization.builtInLanguages)
    func everyBuiltInTableReadsAsFoundationReadsIt(language: String) throws {
        let path = try #require(
            Bundle.module.path(
                forResource: "Localizable", ofType: "strings", inDirectory: nil,
                forLocalization: language.lowercased())
                ?? Bundle.module.path(
                    forResource: "Localizable", ofType: "strings", inDirectory: nil, forLocalization: language
                ))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let read = StringsTableFile.texts(atPath: path)
        #expect(read != nil)
        #expect(read == Self.foundationTexts(bytes))
    }

    @Test func theTextFormatReadsCommentsEscapesUnquotedWordsAndBracesAsFoundationDoes() throws {
        let table = #"""
            /* A comment with "quotes" and = signs; */
            // A line comment "x" = "y";
            "button.ok" = "Okej";
            "error.offline"="Du \u00e4r\t\"offline\"\n\\ \U00e4\UD83D\UDE00 \101 \q";
            'button.retry' = 'Igen';
            title.generic = Fel/1.0_$-:;
            "button.back";
            """#
        let bytes = Array(table.utf8)
        let expected = [
            "button.ok": "Okej", "error.offline": "Du u00e4r\t\"offline\"\n\\ ä😀 A q", "button.retry": "Igen",
            "title.generic": "Fel/1.0_$-:", "button.back": "button.back",
        ]
        #expect(try Self.texts(bytes) == expected)
        #expect(Self.foundationTexts(bytes) == expected)
        let braced = Array("{ \"button.ok\" = \"Okej\"; }".utf8)
        #expect(try Self.texts(braced) == ["button.ok": "Okej"])
        #expect(try Self.texts([]) == [:])
    }

    @Test func aTextTableInUTF16OrWithAByteOrderMarkIsRead() throws {
        let text = "\"button.ok\" = \"了解\";"
        let littleEndian = try #require(text.data(using: .utf16LittleEndian))
        let bigEndian = try #require(text.data(using: .utf16BigEndian))
        #expect(try Self.texts([0xFF, 0xFE] + littleEndian) == ["button.ok": "了解"])
        #expect(try Self.texts([0xFE, 0xFF] + bigEndian) == ["button.ok": "了解"])
        #expect(try Self.texts([0xEF, 0xBB, 0xBF] + Array(text.utf8)) == ["button.ok": "了解"])
    }

    @Test(arguments: [
        #""button.ok" = ("a", "b");"#, #""button.ok" = { "a" = "b"; };"#, #""button.ok" = <0fbd77>;"#,
        #""button.ok" = "Okej""#, #""button.ok" = "Okej;"#, #""button.ok" "Okej";"#, #"/* open "a" = "b";"#,
        #"{ "button.ok" = "Okej";"#, #"{ "a" = "b"; } "c" = "d";"#, #"= "Okej";"#, "\"a\" = \"\\",
    ])
    func aTextTableThatIsNotAFlatTableOfTextsIsRefused(table: String) throws {
        #expect(try Self.texts(Array(table.utf8)) == nil)
    }

    @Test func aBinaryTableOfTextsIsReadAsFoundationWroteIt() throws {
        let texts = [
            "button.ok": "OK", "error.offline": "オフラインです。\n😀", "title.generic": "",
            "suggestion.tryLater": String(repeating: "ä", count: 300),
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: texts, format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        #expect(try Self.texts([UInt8](data)) == texts)
    }

    @Test(arguments: [8, 10])
    func aBinaryTableOfSharedNestedArraysIsRefusedWithoutExpandingThem(levels: Int) throws {
        let bytes = BinaryPropertyListBytes.nestedSharedArrays(levels: levels)
        #expect(bytes.count < 200)
        let strings = try TemporaryStringsBundle(table: "ErrorTexts", texts: [:], bytes: ["sv": bytes])
        withOwnTexts {
            #expect(strings.use().isEmpty)
            #expect(AppError.offline.userMessage(locale: Self.swedish) == "You appear to be offline.")
        }
    }

    @Test func aBinaryTableOfAStringOrAnArrayOfStringsIsRefused() throws {
        var plist = BinaryPropertyListBytes()
        let text = plist.string("button.ok")
        let list = plist.array([text, text])
        #expect(try Self.texts(plist.bytes(top: text)) == nil)
        #expect(try Self.texts(plist.bytes(top: list)) == nil)
        let flat = plist.dictionary([(text, text)])
        #expect(try Self.texts(plist.bytes(top: flat)) == ["button.ok": "button.ok"])
    }

    /// Every truncation and every change of one byte of a table gives a table or a refusal,
    /// never a crash or a read outside the file.
    @Test func aBinaryTableCutOrChangedAnywhereIsReadOrRefusedSafely() throws {
        var plist = BinaryPropertyListBytes()
        let top = plist.dictionary([(plist.string("button.ok"), plist.string("Okej"))])
        let bytes = plist.bytes(top: top)
        #expect(BinaryStringsTable.texts(in: bytes) == ["button.ok": "Okej"])
        for length in 0..<bytes.count {
            #expect(BinaryStringsTable.texts(in: Array(bytes.prefix(length))) == nil)
        }
        for position in bytes.indices {
            for value: UInt8 in [0x00, 0x01, 0x0F, 0x1F, 0x5F, 0x6F, 0x7F, 0xD1, 0xDF, 0xFF] {
                var changed = bytes
                changed[position] = value
                _ = BinaryStringsTable.texts(in: changed)
            }
        }
    }

    @Test func anXMLTableOfTextsIsReadAsFoundationWroteIt() throws {
        let texts = ["button.ok": "Okej & <klart>", "error.offline": "Du är offline.\nFörsök igen.", "x": ""]
        let data = try PropertyListSerialization.data(fromPropertyList: texts, format: .xml, options: 0)
        #expect(try Self.texts([UInt8](data)) == texts)
    }

    @Test(arguments: [
        "<plist><dict><key>a</key><array><string>b</string></array></dict></plist>",
        "<plist><dict><key>a</key><dict><key>b</key><string>c</string></dict></dict></plist>",
        "<plist><dict><key>a</key><integer>1</integer></dict></plist>",
        "<plist><dict><key>a</key><string><![CDATA[<array>]]></string></dict></plist>",
        #"<!DOCTYPE plist [<!ENTITY a "aaaa">]><plist><dict><key>a</key><string>&a;</string></dict></plist>"#,
        #"<?xml version="1.0" encoding="UTF-7"?><plist><dict><key>a</key><string>b</string></dict></plist>"#,
        "<plist><dict><key>a</key><string>b</string></dict></plist><plist></plist>",
        "<plist><dict><key>a</key><string>b</string",
    ])
    func anXMLTableThatIsNotAFlatTableOfTextsIsRefused(table: String) throws {
        #expect(try Self.texts(Array(table.utf8)) == nil)
    }

    @Test func anXMLTableWithADeclarationDoctypeAndCommentsIsRead() throws {
        let table = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <!-- <array> in a comment is no array -->
            <plist version="1.0"><dict><key>button.ok</key><string>Okej</string><key>x</key><string/></dict></plist>
            """
        #expect(try Self.texts(Array(table.utf8)) == ["button.ok": "Okej", "x": ""])
    }

    @Test func aTableOfTheSizeLimitIsReadAndOneByteMoreIsRefused() throws {
        let entry = Array("\"button.ok\" = \"Okej\";\n/*".utf8)
        let end = Array("*/".utf8)
        let atLimit =
            entry + Array(repeating: UInt8(ascii: " "), count: StringsTableFile.byteLimit - 26) + end
        #expect(atLimit.count == StringsTableFile.byteLimit)
        #expect(try Self.texts(atLimit) == ["button.ok": "Okej"])
        #expect(
            try Self.texts(entry + Array(repeating: UInt8(ascii: " "), count: atLimit.count - 25) + end)
                == nil)
    }

    /// A 200 MB table, written sparse so that the test does not write 200 MB, is refused by
    /// its size: today's limit is 4 MiB.
    @Test func aHugeTableIsRefusedByItsSize() throws {
        let strings = try TemporaryStringsBundle(
            table: "ErrorTexts", texts: [:], bytes: ["sv": Array("\"button.ok\" = \"Okej\";\n/*".utf8)])
        let file = try FileHandle(forWritingTo: strings.file(language: "sv"))
        try file.truncate(atOffset: 200_000_000)
        try file.seekToEnd()
        try file.write(contentsOf: Data("*/".utf8))
        try file.close()
        withOwnTexts {
            #expect(strings.use().isEmpty)
            #expect(StandardButtonTitle.ok.localized(locale: Self.swedish) == "OK")
        }
    }

    @Test func aFolderNamedAsATableIsNoTable() throws {
        let strings = try TemporaryStringsBundle(table: "ErrorTexts", texts: [:])
        try FileManager.default.createDirectory(
            at: strings.file(language: "sv"), withIntermediateDirectories: true)
        #expect(StringsTableFile.texts(atPath: strings.file(language: "sv").path) == nil)
    }
}
