import Foundation
import TestSupport
import Testing
@testable import PackModel

@Suite struct LetterMapTests {
    static let classicURL = TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json")

    @Test func shippedClassicMapHasAll26LettersWithNonEmptyFields() throws {
        let map = try LetterMap(contentsOf: Self.classicURL)
        #expect(map.glyphSet == "classic")
        #expect(map.displayName == "Digitext")
        #expect(map.status == .available)
        let alphabet = "abcdefghijklmnopqrstuvwxyz".map(String.init)
        #expect(map.letters.keys.sorted() == alphabet)
        for letter in alphabet {
            let entry = try #require(map.letters[letter])
            #expect(!entry.code.isEmpty)
            #expect(!entry.glyphFile.isEmpty)
            #expect(entry.glyphFile == "lowercase_\(letter).svg")
        }
    }

    @Test func shippedNoZeroMapIsComingSoonAndUsesNoZero() throws {
        let map = try LetterMap(contentsOf: TestPaths.glyphSets.appendingPathComponent("no_zero/letter_map.json"))
        #expect(map.status == .comingSoon)
        #expect(map.displayName == "Digitext without 0")
        #expect(map.letters.count == 26)
        #expect(map.letters.values.allSatisfy { !$0.code.contains("0") && !$0.code.isEmpty })
    }

    @Test func codesStayStringsWithLeadingZeros() throws {
        let map = try LetterMap(contentsOf: Self.classicURL)
        #expect(map.letters["p"]?.code == "01")
        #expect(map.letters["a"]?.code == "0")
        #expect(map.letters["m"]?.code == "41")
    }

    @Test func numericCodeIsRefusedAndNamesTheLetter() throws {
        let bytes = try Array(Data(contentsOf: TestPaths.fixture("maps/numeric-code.json")))
        #expect(throws: LetterMapError.numericCode(letter: "p", written: "1", at: SourcePosition(line: 5, column: 20))) {
            try LetterMap(jsonBytes: bytes)
        }
        do {
            _ = try LetterMap(jsonBytes: bytes)
        } catch {
            #expect(error.description.contains("letter 'p'"))
            #expect(error.description.contains("\"1\""))
        }
    }

    @Test func malformedJSONSaysWhere() throws {
        let bytes = try Array(Data(contentsOf: TestPaths.fixture("maps/malformed.json")))
        do {
            _ = try LetterMap(jsonBytes: bytes)
            Issue.record("malformed JSON decoded")
        } catch {
            guard case .syntax(let syntax) = error else {
                Issue.record("expected a syntax error, got \(error)")
                return
            }
            #expect(syntax.position == SourcePosition(line: 5, column: 5))
            #expect(error.description.contains("line 5, column 5"))
        }
    }

    @Test(arguments: [
        (#"[]"#, "the top level must be a JSON object, found an array"),
        (#"{"letters": {}}"#, "required field \"glyphSet\" is missing"),
        (#"{"glyphSet": "x"}"#, "required field \"letters\" is missing"),
        (#"{"glyphSet": "x", "status": "soon", "letters": {}}"#, "status \"soon\" is not one of"),
        (#"{"glyphSet": "x", "letters": {"a": {"code": null, "glyphFile": "a.svg"}}}"#, "must be a string of digits, found null"),
        (#"{"glyphSet": "x", "letters": {"a": {"code": "0"}}}"#, "letters.a.glyphFile"),
    ])
    func structuralErrorsAreNamed(json: String, expected: String) {
        do {
            _ = try LetterMap(jsonBytes: Array(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    @Test func duplicateKeysAreKeptInTheTreeAndTheLastWinsInTheMap() throws {
        let json = #"{"glyphSet": "x", "letters": {"a": {"code": "0", "glyphFile": "a.svg"}, "a": {"code": "1", "glyphFile": "b.svg"}}}"#
        let root = try JSONDocument.parse(Array(json.utf8))
        #expect(root.member("letters")?.value.members?.count == 2)
        #expect(try LetterMap(json: root).letters["a"]?.code == "1")
    }
}

@Suite struct JSONDocumentTests {
    @Test(arguments: [
        ("{\"a\": 1,}", SourcePosition(line: 1, column: 9)),
        ("{\n  \"a\": tru\n}", SourcePosition(line: 2, column: 8)),
        ("{\"a\": \"x\n\"}", SourcePosition(line: 1, column: 9)),
        ("{\"a\": 01}", SourcePosition(line: 1, column: 8)),
        ("", SourcePosition(line: 1, column: 1)),
        ("{} {}", SourcePosition(line: 1, column: 4)),
    ])
    func syntaxErrorsHavePositions(text: String, position: SourcePosition) {
        #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse(Array(text.utf8)) }
        do {
            _ = try JSONDocument.parse(Array(text.utf8))
        } catch {
            #expect(error.position == position, "\(error)")
        }
    }

    @Test func valuesAndEscapes() throws {
        let root = try JSONDocument.parse(Array(#"{"s": "a\u00e9\ud83d\ude00\n", "n": -1.5e3, "t": true, "z": null, "l": [1, "2"]}"#.utf8))
        #expect(root.member("s")?.value.stringValue == "aé😀\n")
        #expect(root.member("n")?.value.value == .number("-1.5e3"))
        #expect(root.member("t")?.value.value == .bool(true))
        #expect(root.member("z")?.value.value == .null)
        #expect(root.member("l")?.value.typeName == "an array")
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try JSONDocument.parse(Array(text.utf8)) }
    }
}
