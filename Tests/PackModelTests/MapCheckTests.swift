import Foundation
import Testing
@testable import PackModel

@Suite struct MapCheckTests {
    static var allExamples: [(id: CheckID, example: CheckExample)] {
        CheckCatalogue.all.flatMap { check in (check.info.triggering + check.info.nonTriggering).map { (check.info.id, $0) } }
    }

    @Test func everyMapTheAppRefusesHasALintError() {
        for (id, example) in Self.allExamples {
            guard let json = example.files.first(where: { $0.name == LetterMap.fileName })?.content else { continue }
            guard (try? LetterMap(jsonBytes: Array(json.utf8))) == nil else { continue }
            let errors = Linter().lint(MemoryPackFiles(example: example)).filter { $0.severity == .error }
            #expect(!errors.isEmpty, "the app refuses an example of \(id) but lint reports no error: \(example.note ?? json)")
        }
    }

    @Test func mapFindingsPointAtLineAndColumn() {
        for (id, example) in Self.allExamples {
            for diagnostic in Linter().lint(MemoryPackFiles(example: example))
            where diagnostic.file == LetterMap.fileName && diagnostic.checkID.family == .map && diagnostic.checkID != .mapReadable {
                #expect(diagnostic.position != nil, "\(diagnostic.checkID) (example of \(id)) has no position: \(diagnostic.message)")
                #expect(diagnostic.hint != nil, "\(diagnostic.checkID) has no hint")
            }
        }
    }

    /// A message says what is wrong, not where: the position is beside it, and a message
    /// that moved with the file would read as a new finding to anyone comparing reports.
    @Test func messagesHoldNoLineNumbers() {
        for (_, example) in Self.allExamples {
            // libxml2's own messages (svg.well-formed) may quote lines; the map and pack checks never do.
            for diagnostic in Linter().lint(MemoryPackFiles(example: example)) where diagnostic.checkID.family != .svg {
                #expect(diagnostic.message.firstMatch(of: /line \d|column \d|\d+:\d+/) == nil, "\(diagnostic.checkID): \(diagnostic.message)")
            }
        }
    }

    @Test func shippedPacksHaveNoErrorsOnlyMissingGlyphWarnings() throws {
        for pack in ["classic", "no_zero"] {
            let folder = LintFixtures.glyphSets.appendingPathComponent(pack)
            let diagnostics = Linter().lint(FolderPackFiles(folder: folder))
            #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(pack): \(diagnostics.filter { $0.severity == .error }.map(\.message))")
            #expect(diagnostics.filter { $0.checkID == .mapGlyphFileExists }.allSatisfy { $0.severity == .warning })
        }
    }

    @Test func everyMissingLetterIsNamed() {
        let diagnostics = LintFixtures.lint([LetterMap.fileName: #"{ "glyphSet": "example", "displayName": "E", "letters": { "b": { "code": "9", "glyphFile": "b.svg" } } }"#])
            .filter { $0.checkID == .mapLettersComplete }
        #expect(diagnostics.count == 25)
        for letter in LetterMapKeys.letterNames where letter != "b" {
            #expect(diagnostics.contains { $0.message.contains("letter '\(letter)' is missing") }, "\(letter) not named")
        }
        #expect(diagnostics.allSatisfy { $0.position == SourcePosition(line: 1, column: 46) })
    }

    @Test func numericCodeIsNamedAtItsValue() throws {
        let map = """
        {
          "glyphSet": "example",
          "letters": {
            "p": { "code": 1, "glyphFile": "p.svg" }
          }
        }
        """
        let finding = try #require(LintFixtures.lint([LetterMap.fileName: map]).first { $0.checkID == .mapCodeIsString })
        #expect(finding.message.contains("letter 'p'"))
        #expect(finding.position == SourcePosition(line: 4, column: 20))
        #expect(finding.hint?.contains("\"01\" is not \"1\"") == true)
    }

    @Test func keyProblemsPointAtTheKey() throws {
        let map = "{\n  \"glyphSet\": \"example\",\n  \"letters\": {\n    \"A\": { \"code\": \"0\", \"glyphFile\": \"a.svg\", \"Code\": \"1\" }\n  }\n}"
        let diagnostics = LintFixtures.lint([LetterMap.fileName: map])
        let upper = try #require(diagnostics.first { $0.checkID == .mapLettersUnknownKeys })
        #expect(upper.position == SourcePosition(line: 4, column: 5))
        #expect(upper.hint == "rename it to \"a\"")
        let unknown = try #require(diagnostics.first { $0.checkID == .mapUnknownKeys })
        #expect(unknown.position == SourcePosition(line: 4, column: 47))
        #expect(unknown.hint?.contains("\"code\"") == true)
    }

    @Test func duplicateKeysAreFoundAtAnyDepth() {
        let map = #"{ "glyphSet": "example", "glyphSet": "example", "letters": { "a": { "code": "0", "code": "1", "glyphFile": "a.svg" } } }"#
        let messages = LintFixtures.lint([LetterMap.fileName: map]).filter { $0.checkID == .mapDuplicateKeys }.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.contains { $0.contains("\"glyphSet\" at the top level") })
        #expect(messages.contains { $0.contains("\"code\" in letters.a") })
    }

    /// Objects up to `scannedObjectSize` members are searched by comparing keys, larger
    /// ones through a dictionary: a duplicate is found, once and at the second key, either way.
    @Test(arguments: [2, 16, 17, 26, 32, 33, 64])
    func duplicateKeysAreFoundInObjectsOfAnySize(_ size: Int) throws {
        let keys = (0..<size).map { "k\($0)" }
        for (first, second) in [(0, size - 1), (size - 2, size - 1), (0, 1)] where first < second {
            var written = keys
            written[second] = keys[first]
            let members = written.map { "\"\($0)\": 1" }
            let head = #"{ "glyphSet": "example", "letters": {}, "extra": { "#
            let text = head + members.joined(separator: ", ") + " } }"
            let found = LintFixtures.lint([LetterMap.fileName: text]).filter { $0.checkID == .mapDuplicateKeys }
            #expect(found.count == 1, "\(size) members, keys \(first) and \(second)")
            let finding = try #require(found.first)
            #expect(finding.message.contains("\"\(keys[first])\" in extra"))
            let column = head.utf8.count + members[..<second].map { $0.utf8.count + 2 }.reduce(0, +) + 1
            #expect(finding.position == SourcePosition(line: 1, column: column), "\(size) members, keys \(first) and \(second)")
        }
    }

    @Test func linksFoldersAndFIFOsOnDiskAreReported() throws {
        let folder = try LintFixtures.temporaryFolder().appendingPathComponent("example")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let map = MapExamples.map(letters: MapExamples.entry("a"))
        try map.write(to: folder.appendingPathComponent(LetterMap.fileName), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("a.svg").path, withDestinationPath: "/etc/passwd")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("drafts"), withIntermediateDirectories: false)
        #expect(mkfifo(folder.appendingPathComponent("pipe.svg").path, 0o600) == 0)
        let diagnostics = Linter().lint(FolderPackFiles(folder: folder))
        let unexpected = diagnostics.filter { $0.checkID == .packUnexpectedFile }.compactMap(\.file)
        #expect(unexpected == ["a.svg", "drafts", "pipe.svg"])
        // The link is never read: the glyph counts as missing.
        #expect(diagnostics.contains { $0.checkID == .mapGlyphFileExists && $0.message.contains("symbolic link") })
        #expect(!diagnostics.contains { $0.checkID == .svgWellFormed })
    }

    @Test func suggestionsFindSlips() {
        #expect(Suggestion.closest(to: "coming-soon", in: ["available", "coming_soon"]) == "coming_soon")
        #expect(Suggestion.closest(to: "glyphfile", in: ["code", "glyphFile"]) == "glyphFile")
        #expect(Suggestion.closest(to: "banana", in: ["code", "glyphFile"]) == nil)
        #expect(Suggestion.closeMatches(to: "map.code-lenght", in: CheckCatalogue.all.map(\.info.id.rawValue)).first == CheckID.mapCodeLength.rawValue)
    }
}
