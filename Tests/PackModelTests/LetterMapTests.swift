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

    @Test func shippedNoZeroMapIsAvailableDrawnAndUsesNoZero() throws {
        let folder = TestPaths.glyphSets.appendingPathComponent("no_zero")
        let map = try LetterMap(contentsOf: folder.appendingPathComponent("letter_map.json"))
        #expect(map.status == .available)
        #expect(map.displayName == "Digitext without 0")
        #expect(map.letters.count == 26)
        #expect(map.letters.values.allSatisfy { !$0.code.contains("0") && !$0.code.isEmpty })
        for (letter, entry) in map.letters {
            #expect(entry.glyphFile == "no_zero_lowercase_\(letter).svg")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry.glyphFile).path), "\(letter) is drawn")
        }
    }

    @Test func codesStayStringsWithLeadingZeros() throws {
        let map = try LetterMap(contentsOf: Self.classicURL)
        #expect(map.letters["p"]?.code == "01")
        #expect(map.letters["a"]?.code == "0")
        #expect(map.letters["m"]?.code == "41")
    }

    @Test func numericCodeIsRefusedAndNamesTheLetter() throws {
        let bytes = try Array(Data(contentsOf: TestPaths.fixture("maps/numeric-code.json")))
        do {
            _ = try LetterMap(jsonBytes: bytes)
            Issue.record("a numeric code decoded")
        } catch {
            #expect(error.errors.count == 1, "\(error.errors.map(\.description))")
            let numeric = try #require(error.errors.first)
            #expect(numeric.checkID == .mapCodeIsString && numeric.code == "number" && numeric.subject == "letters.p.code")
            #expect(numeric.position == SourcePosition(line: 5, column: 20))
            #expect(error.position == SourcePosition(line: 5, column: 20))
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
            guard case .invalid(let errors) = error, let syntax = errors.first, syntax.checkID == .mapJSONSyntax else {
                Issue.record("expected a JSON syntax error, got \(error)")
                return
            }
            #expect(errors.count == 1)
            #expect(syntax.position == SourcePosition(line: 5, column: 5))
            #expect(error.description.contains("line 5, column 5"))
        }
    }

    /// A map of all 26 letters, each `{ "code": "1", "glyphFile": "<letter>.svg" }`,
    /// except `a`, whose entry is given.
    static func complete(a entry: String) -> String {
        let others = LetterMapKeys.letterNames.dropFirst().map { #""\#($0)": {"code": "1", "glyphFile": "\#($0).svg"}"# }
        return #"{"glyphSet": "x", "letters": {"a": \#(entry), "# + others.joined(separator: ", ") + "}}"
    }

    @Test(arguments: [
        (#"[]"#, "the top level is an array; it must be an object"),
        (#"{"letters": {}}"#, "the map has no \"glyphSet\""),
        (#"{"glyphSet": "x"}"#, "the map has no \"letters\""),
        (#"{"glyphSet": "x", "status": "soon", "letters": {}}"#, "\"status\" is \"soon\"; it must be"),
        (complete(a: #"{"code": null, "glyphFile": "a.svg"}"#), "must be a string of digits, found null"),
        (complete(a: #"{"code": "0"}"#), "letter 'a' has no \"glyphFile\""),
    ])
    func structuralErrorsAreNamed(json: String, expected: String) {
        do {
            _ = try LetterMap(jsonBytes: Array(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(error.description.contains(expected), "\(error.description)")
        }
    }

    /// What lint calls an error in a map, the decoder refuses, and in the same words;
    /// what lint lets pass (warnings, infos), the decoder decodes. Checked on every
    /// example map of the catalogue.
    @Test func decodingRefusesExactlyTheGateErrorsInLintsWords() throws {
        var refused = 0
        for check in CheckCatalogue.all {
            for example in check.info.triggering + check.info.nonTriggering {
                guard let json = example.files.first(where: { $0.name == LetterMap.fileName })?.content else { continue }
                let lint = Linter(checks: CheckCatalogue.letterMapGate).lint(MemoryPackFiles(folderName: "", files: [LetterMap.fileName: Array(json.utf8)]))
                    .filter(CheckCatalogue.stopsLoading)
                do {
                    let map = try LetterMap(jsonBytes: Array(json.utf8))
                    #expect(lint.isEmpty, "\(check.info.id): decoded a map lint refuses: \(lint.map(\.description))")
                    #expect(map.letters.values.allSatisfy { !$0.glyphFile.isEmpty })
                } catch {
                    refused += 1
                    let words = { (list: [Diagnostic]) in list.map { "\($0.label) \($0.position.map(\.description) ?? "") \($0.message)" } }
                    #expect(words(error.errors) == words(lint), "\(check.info.id): the decoder and lint disagree")
                }
            }
        }
        #expect(refused > 20)
    }

    /// The spec: a letter removed from the map by mistake shows "No mapping found for 'z'"
    /// when it is typed; the map itself loads and every other letter works.
    @Test func aMapMissingALetterLoadsAndTheLetterHasNoMapping() throws {
        let letters = LetterMapKeys.letterNames.dropLast().map { #""\#($0)": {"code": "1", "glyphFile": "\#($0).svg"}"# }
        let json = #"{"glyphSet": "x", "letters": {"# + letters.joined(separator: ",") + "}}"
        let map = try LetterMap(jsonBytes: Array(json.utf8))
        #expect(map.letters.count == 25 && map.entry(for: "z") == nil)
        #expect(throws: PhraseEncodingError.configuration(MissingMapping(letter: "z"))) { try PhraseEncoder(map: map).encode("zoo") }
        #expect(try PhraseEncoder(map: map).encode("ooo").digitLine == "1 1 1")
    }

    @Test func theGateIsTheMapErrorChecks() {
        let gate = CheckCatalogue.letterMapGate.map(\.info.id)
        #expect(gate.contains(.mapCodeIsString) && gate.contains(.mapJSONSyntax) && gate.contains(.mapGlyphFileName))
        #expect(!gate.contains(.mapCodeLength) && !gate.contains(.mapGlyphFileExists) && !gate.contains(.svgWellFormed))
        // The app loads these maps and fails later, or draws them as they are.
        #expect(!gate.contains(.mapGlyphFileShared) && !gate.contains(.mapCodeDigits) && !gate.contains(.mapDuplicateKeys))
        // Of map.letters-complete, only a map with no "letters" at all fails to load.
        #expect(CheckCatalogue.loadingFindings[.mapLettersComplete] == ["no-letters"])
        #expect(CheckCatalogue.letterMapGate.allSatisfy { $0.info.severity == .error && $0.info.id.family == .map })
    }

    @Test func duplicateKeysAreKeptInTheTreeReportedByLintAndTheLastWinsInTheMap() throws {
        let json = #"{"glyphSet": "x", "letters": {"a": {"code": "0", "glyphFile": "a.svg"}, "a": {"code": "1", "glyphFile": "b.svg"}}}"#
        let root = try JSONDocument.parse(Array(json.utf8))
        #expect(root.member("letters")?.value.members?.count == 2)
        // The app's decoder reads the last value; lint reports the duplicate (and so do zip and install).
        #expect(try LetterMap(json: root).entry(for: "a") == LetterEntry(code: "1", glyphFile: "b.svg"))
        let lint = Linter().lint(MemoryPackFiles(folderName: "x", files: [LetterMap.fileName: Array(json.utf8)]))
        #expect(lint.contains { $0.checkID == .mapDuplicateKeys && $0.severity == .error && $0.subject == "letters.a" && $0.hint?.contains("line 1, column 31") == true })
        // Built from the tree (as the decoder does once the gate passes), the last one wins, as in the app.
        let tree = try #require(LetterMapTree(root))
        #expect(LetterMap(checkedTree: tree).letters["a"]?.code == "1")
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
