import Foundation
@testable import PackModel
import TestSupport
import Testing

@Suite struct PackStarterTests {
    static func classic() throws -> LetterMap {
        try LetterMap(contentsOf: TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json"))
    }

    @Test func startsAPackWithAll26LettersFromTheCodesOfAnother() throws {
        let scratch = try TemporaryDirectory()
        let classic = try Self.classic()
        let folder = try PackStarter(name: "my_pack", codes: classic).create(in: scratch.url, codesFrom: "classic")
        #expect(folder.lastPathComponent == "my_pack")
        let map = try LetterMap(contentsOf: folder.appendingPathComponent("letter_map.json"))
        #expect(map.glyphSet == "my_pack")
        #expect(map.displayName == "My Pack")
        #expect(map.status == .comingSoon)
        #expect(map.letters.count == 26)
        for letter in LetterMapKeys.letterNames {
            #expect(map.letters[letter]?.code == classic.letters[letter]?.code, "\(letter)")
            #expect(map.letters[letter]?.glyphFile == "lowercase_\(letter).svg")
        }
        #expect(map.letters["p"]?.code == "01", "codes stay strings")
        let text = try String(contentsOf: folder.appendingPathComponent("letter_map.json"), encoding: .utf8)
        #expect(text.contains(#""$schema": "../../Schemas/letter_map.schema.json""#))
        #expect(text.contains(#""status": "coming_soon""#))
        let readme = try String(contentsOf: folder.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("packtool studio"))
        #expect(readme.contains("packtool lint ./my_pack"))
        // Only the two files, and nothing left beside the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["README.md", "letter_map.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["my_pack"])
    }

    @Test func theNewPackLintsWithOneFindingForTheGlyphsToDraw() throws {
        let scratch = try TemporaryDirectory()
        let folder = try PackStarter(name: "my_pack", codes: try Self.classic()).create(in: scratch.url, codesFrom: "classic")
        let diagnostics = Linter().lint(FolderPackFiles(folder: folder))
        // README.md is a file the pack does not install (pack.extra-file, an info), and
        // the 26 glyphs still to draw are one finding.
        let pending = diagnostics.filter { $0.checkID == .mapGlyphFilePending }
        #expect(pending.count == 1)
        #expect(pending.first?.message.hasPrefix("26 glyphs are not drawn yet: a b c d e f g h i j k l m n o p q r s t u v w x y z;") == true,
                "\(pending.first?.message ?? "")")
        #expect(diagnostics.allSatisfy { $0.severity != .error }, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.checkID == .mapGlyphFileExists })
        #expect(diagnostics.count <= 2, "\(diagnostics.map(\.description))")
    }

    @Test(arguments: ["empty folder", "file", "link"])
    func refusesToOverwrite(_ what: String) throws {
        let scratch = try TemporaryDirectory()
        let target = scratch.url.appendingPathComponent("my_pack")
        switch what {
        case "empty folder": try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        case "file": try scratch.write("my_pack", "keep me")
        default: try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: "/nonexistent")
        }
        #expect(throws: PackStarter.Failure.exists(path: target.path)) {
            try PackStarter(name: "my_pack", codes: try Self.classic()).create(in: scratch.url, codesFrom: "classic")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path) == ["my_pack"], "nothing else was written")
        if what == "file" { #expect(try String(contentsOf: target, encoding: .utf8) == "keep me") }
        if what == "empty folder" { #expect(try FileManager.default.contentsOfDirectory(atPath: target.path).isEmpty) }
    }

    @Test(arguments: ["", "../x", "a/b", ".hidden", "with space", String(repeating: "x", count: 65)])
    func refusesANameThatIsNotAPackName(_ name: String) throws {
        let scratch = try TemporaryDirectory()
        #expect(throws: PackStarter.Failure.badName(name)) {
            try PackStarter(name: name, codes: try Self.classic()).create(in: scratch.url, codesFrom: "classic")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func refusesCodesFromAMapMissingALetter() throws {
        var letters = try Self.classic().letters
        letters["q"] = nil
        let starter = PackStarter(name: "my_pack", codes: LetterMap(glyphSet: "x", letters: letters))
        #expect(throws: PackStarter.Failure.incompleteCodes(missing: ["q"])) { try starter.letterMapText() }
    }

    @Test func anUnwritableFolderLeavesNothing() throws {
        let scratch = try TemporaryDirectory()
        let locked = scratch.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
        // root can write anyway; then the pack is simply created.
        do {
            _ = try PackStarter(name: "my_pack", codes: try Self.classic()).create(in: locked, codesFrom: "classic")
            #expect(getuid() == 0, "a folder without write permission was written to")
        } catch {
            guard case .cannotWrite? = error as? PackStarter.Failure else { Issue.record("\(error)"); return }
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
    }
}
