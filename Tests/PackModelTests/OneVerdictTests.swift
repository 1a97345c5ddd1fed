import Foundation
import TestSupport
import Testing
@testable import PackModel

/// One verdict: `lint PACK` reports no error ⇔ `zip PACK` succeeds ⇔ installing that
/// archive succeeds; when zip refuses, it refuses with exactly lint's errors; and the
/// errors lint reports for an archive are exactly what install refuses it for. Held on
/// every fixture pack and on packs made to break one rule each.
@Suite struct OneVerdictTests {
    /// Every pack folder the repository holds: the shipped packs and every fixture pack.
    static let fixturePacks: [String] = {
        var packs = ["GlyphSets/classic", "GlyphSets/no_zero", "Tests/Fixtures/archive/classic"]
        for root in ["Tests/Fixtures/lint", "Tests/Fixtures/preview/unit/bundle", "Tests/Fixtures/preview/demo/bundle",
                     "Tests/Fixtures/preview/demo/documents/GlyphSets"] {
            let folder = TestPaths.packageRoot.appendingPathComponent(root)
            for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() {
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isDirectory), isDirectory.boolValue {
                    packs.append(root + "/" + name)
                }
            }
        }
        return packs
    }()

    /// Lints the folder, zips it, installs the archive, and holds the three verdicts
    /// (and their words) to one another. Returns lint's errors.
    @discardableResult
    static func expectOneVerdict(_ folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
        let temp = try TemporaryDirectory()
        // The verdict is the zip gate's profile of the linter; lint's own errors are among them
        // (the gate holds a missing glyph of an available pack to an error, lint warns).
        let lintErrors = Linter(profile: .zipGate).lint(FolderPackFiles(folder: folder)).filter { $0.severity == .error }
        let drawingErrors = Linter().lint(FolderPackFiles(folder: folder)).filter { $0.severity == .error }
        #expect(drawingErrors.allSatisfy(lintErrors.contains), "lint finds an error the zip gate does not", sourceLocation: sourceLocation)
        let zipped: PackZipResult
        do {
            zipped = try PackZipper().zip(folder: folder, into: temp.url)
        } catch {
            #expect(!lintErrors.isEmpty, "zip refused a pack lint passes: \(error)", sourceLocation: sourceLocation)
            #expect(error.errors == lintErrors, "zip and lint disagree", sourceLocation: sourceLocation)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).isEmpty, sourceLocation: sourceLocation)
            return lintErrors
        }
        #expect(lintErrors.isEmpty, "zip zipped a pack lint refuses: \(lintErrors.map(\.description))", sourceLocation: sourceLocation)
        let archive = ArchivePackFiles(url: zipped.url)
        #expect(Linter().lint(archive).filter { $0.severity == .error }.isEmpty, sourceLocation: sourceLocation)
        let installed = try PackInstaller(glyphSets: temp.url.appendingPathComponent("GlyphSets")).install(archive, force: false)
        // Installed are exactly the files zip took, and the archive holds exactly those.
        let taken = try FileManager.default.contentsOfDirectory(atPath: installed.folder.path).filter { $0 != PackManifest.fileName }.sorted()
        let gated = try PackGate(.zipGate).check(FolderPackFiles(folder: folder))
        #expect(taken == gated.files.keys.sorted(), sourceLocation: sourceLocation)
        #expect(zipped.skipped == gated.skipped, sourceLocation: sourceLocation)
        #expect(installed.skipped.isEmpty, "an archive zip wrote holds only the pack", sourceLocation: sourceLocation)
        return []
    }

    @Test(arguments: fixturePacks)
    func everyFixturePackHasOneVerdict(_ pack: String) throws {
        try Self.expectOneVerdict(TestPaths.packageRoot.appendingPathComponent(pack))
    }

    /// A copy of the archive fixture pack, named after its glyphSet, changed by `edit`.
    static func brokenCopy(_ edit: (URL) throws -> Void) throws -> (TemporaryDirectory, URL) {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try edit(folder)
        return (temp, folder)
    }

    static func write(_ folder: URL, _ name: String, bytes: Int) throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 10h40v60H10z"/></svg>"#
        try Data((svg + String(repeating: " ", count: bytes - svg.utf8.count)).utf8).write(to: folder.appendingPathComponent(name))
    }

    /// One rule broken (or one thing an honest pack may hold) per case, and what lint,
    /// zip and install say about it: `nil` when they all let it through.
    static let cases: [(label: String, edit: @Sendable (URL) throws -> Void, error: CheckID?)] = [
        // The issue's example: one limit, so a warning everywhere (it was refused by zip alone).
        ("a 3 MiB glyph", { try write($0, "lowercase_a.svg", bytes: 3 << 20) }, nil),
        ("a glyph just over the file limit", { try write($0, "lowercase_a.svg", bytes: PackPolicy.standard.maximumFileBytes + 1) }, .svgFileTooLarge),
        ("a glyph at the file limit", { try write($0, "lowercase_a.svg", bytes: PackPolicy.standard.maximumFileBytes) }, nil),
        ("a 300 KiB glyph", { try write($0, "lowercase_a.svg", bytes: 300 << 10) }, nil),
        ("glyphs adding up past the pack limit", { folder in
            let count = PackPolicy.standard.maximumTotalBytes / (PackPolicy.standard.maximumFileBytes - 1000) + 1
            for letter in "abcdefghijklmnopqrstuvwxyz".prefix(count) { try write(folder, "lowercase_\(letter).svg", bytes: PackPolicy.standard.maximumFileBytes - 1000) }
        }, .packTooLarge),
        ("a glyph that is a link", { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("lowercase_a.svg"))
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("lowercase_a.svg").path, withDestinationPath: "lowercase_b.svg")
        }, .packUnexpectedFile),
        ("a subfolder", { try FileManager.default.createDirectory(at: $0.appendingPathComponent("drafts"), withIntermediateDirectories: false) }, .packUnexpectedFile),
        ("notes and Finder leftovers", { folder in
            try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
            try Data("Bud1".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
            try Data("\u{0}\u{5}\u{16}\u{7}".utf8).write(to: folder.appendingPathComponent("._lowercase_a.svg"))
        }, nil),
        ("an unused SVG", { try write($0, "lowercase_a_old.svg", bytes: 200) }, nil),
        // A warning while drawing; every gate that ships or installs the pack refuses it.
        ("a missing glyph", { try FileManager.default.removeItem(at: $0.appendingPathComponent("lowercase_q.svg")) }, .mapGlyphFileExists),
        ("a stale manifest", { folder in
            try Data(PackManifest(pack: "classic", contents: ["letter_map.json": [1]]).encoded()).write(to: folder.appendingPathComponent(PackManifest.fileName))
        }, .packManifest),
        ("a manifest that matches", { folder in
            var contents: [String: [UInt8]] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                contents[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            }
            try Data(PackManifest(pack: "classic", contents: contents).encoded()).write(to: folder.appendingPathComponent(PackManifest.fileName))
        }, nil),
        ("a numeric code", { folder in
            let map = folder.appendingPathComponent(LetterMap.fileName)
            let text = try String(contentsOf: map, encoding: .utf8).replacingOccurrences(of: #""code": "01""#, with: #""code": 1"#)
            try Data(text.utf8).write(to: map)
        }, .mapCodeIsString),
        ("a malformed glyph", { try Data("<svg".utf8).write(to: $0.appendingPathComponent("lowercase_m.svg")) }, .svgWellFormed),
    ]

    static var caseLabels: [String] { cases.map(\.label) }

    @Test(arguments: caseLabels)
    func aBrokenPackHasOneVerdict(_ label: String) throws {
        let testCase = try #require(Self.cases.first { $0.label == label })
        let (temp, folder) = try Self.brokenCopy(testCase.edit)
        let errors = try Self.expectOneVerdict(folder)
        if let id = testCase.error {
            #expect(errors.contains { $0.checkID == id }, "\(errors.map(\.description))")
        } else {
            #expect(errors.isEmpty, "\(errors.map(\.description))")
        }
        _ = temp
    }

    /// A pack folder not named after its glyphSet: lint and zip both refuse it (the app
    /// and the installer find a pack by its folder's name).
    @Test func aFolderNotNamedAfterItsGlyphSetHasOneVerdict() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("my_pack")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        let errors = try Self.expectOneVerdict(folder)
        #expect(errors.map(\.checkID) == [.mapGlyphSetMatchesFolder])
    }

    /// The zip of a pack and the same pack's folder are judged alike: the archive's
    /// findings are the folder's, whatever holds the files.
    @Test func anArchiveIsLintedLikeItsFolder() throws {
        let (temp, folder) = try Self.brokenCopy { folder in
            try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
            try Self.write(folder, "lowercase_a.svg", bytes: 300 << 10) // a warning zip keeps
        }
        let zipped = try PackZipper().zip(folder: folder, into: temp.url)
        let fromFolder = Linter().lint(FolderPackFiles(folder: folder, displayPath: "classic")).filter { $0.checkID != .packExtraFile }
        let fromArchive = Linter().lint(ArchivePackFiles(url: zipped.url, displayPath: "classic"))
        #expect(fromArchive == fromFolder)
    }
}

/// One way to read a pack's files: in PackModel, only the seam's implementations open a
/// file for reading (`FolderPackFiles`, and `VettedArchive` for the archive file itself).
/// The others open what is not a pack file: the installer's lock and the files it
/// writes, a folder to sync it, the documents folder's lock (`DocumentsLock`), and every
/// small file outside a pack (keys, catalogues, trust, baselines, `.packtool.json`,
/// manifests) through the one bounded, no-follow reader (`SmallFile`).
@Test func onlyTheSeamOpensAPackFile() throws {
    let sources = TestPaths.packageRoot.appendingPathComponent("Sources/PackModel")
    let allowed: Set<String> = ["Pack/PackFiles.swift", "Pack/Archive/VettedArchive.swift", "Install/PackInstaller.swift",
                                "Support/AtomicRename.swift", "Install/DocumentsLock.swift", "Pack/SmallFile.swift"]
    let opening = ["Data(contentsOf", "String(contentsOf", "contentsOfFile", "contents(atPath", "FileHandle(", " open(", "(open(", "openat(", "fopen("]
    var found: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String])
    for file in files.sorted() where file.hasSuffix(".swift") {
        let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") && !line.contains("func open(")
            && opening.contains(where: { line.contains($0) }) {
            if !allowed.contains(file) { found.append("\(file):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))") }
        }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
}
