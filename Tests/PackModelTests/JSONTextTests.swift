import Foundation
@testable import PackModel
import Testing

@Suite("the one JSON writer")
struct JSONTextTests {
    @Test("a quoted string escapes quotes, backslashes and control characters, and reads back as the same text")
    func quotedRoundTrips() throws {
        let samples = ["plain", "say \"hi\"", #"C:\glyphs"#, "tab\tline\nreturn\r", "\u{0}\u{1F}", "é → ✓ 🎩", "a/b", ""]
        for text in samples {
            let literal = JSONText.quoted(text)
            #expect(!literal.unicodeScalars.dropFirst().dropLast().contains { $0.value < 0x20 }, "raw control character in \(literal)")
            let decoded = try JSONDecoder().decode(String.self, from: Data(literal.utf8))
            #expect(decoded == text)
        }
        #expect(JSONText.quoted("a\"b\\c\u{1}") == #""a\"b\\c\u0001""#)
        #expect(JSONText.quoted("a/b") == #""a/b""#, "a slash stays a slash")
    }

    @Test("encoded JSON has sorted keys, unescaped slashes, and a final newline when pretty")
    func encodedLayout() throws {
        struct Sample: Encodable { let zebra = 1; let apple = "a/b" }
        let pretty = JSONText.string(Sample())
        #expect(pretty == "{\n  \"apple\" : \"a/b\",\n  \"zebra\" : 1\n}\n")
        let compact = String(decoding: try JSONText.encoded(Sample(), layout: .compact), as: UTF8.self)
        #expect(compact == #"{"apple":"a/b","zebra":1}"#)
    }

    @Test("a hand-laid file quoted by it parses: the manifest of a pack with a hostile name")
    func handLaidFileParses() throws {
        let manifest = PackManifest(pack: "odd \"name\"\\\n", files: [])
        let read = try PackManifest(jsonBytes: manifest.encoded())
        #expect(read.pack == "odd \"name\"\\\n")
    }
}
