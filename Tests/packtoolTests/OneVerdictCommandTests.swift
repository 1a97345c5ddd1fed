import Foundation
import TestSupport
import Testing

/// The commands agree about the same pack, tried as a user would: one way to find it,
/// one way to read it, one verdict.
@Suite struct OneVerdictCommandTests {
    /// A scratch folder holding a copy of the archive fixture pack as `classic/`.
    static func scratchWithPack() throws -> (TemporaryDirectory, URL) {
        let scratch = try TemporaryDirectory()
        let pack = scratch.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: PacktoolBinary.fixture, to: pack)
        return (scratch, pack)
    }

    /// The lines of a refusal that are findings (`path:line:col: error: … [id]`).
    static func findingLines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.contains(": error: ") && $0.hasSuffix("]") }
    }

    /// A glyph over the one file limit (5 MiB): lint and zip refuse it with the same
    /// finding, and zip never tells the user to rebuild it with zip.
    @Test func aGlyphOverTheLimitFailsLintAndZipAlike() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0h60v80H0z"/></svg>"#
        try Data((svg + String(repeating: " ", count: 5 << 20)).utf8).write(to: pack.appendingPathComponent("lowercase_a.svg"))
        let lint = try PacktoolBinary.run(["lint", "./classic"], in: scratch.url)
        let zip = try PacktoolBinary.run(["zip", "./classic", "-o", "dist"], in: scratch.url)
        #expect(lint.status == 1 && zip.status == 1)
        let lintErrors = Self.findingLines(lint.stdout)
        #expect(lintErrors.count == 1 && lintErrors[0].contains("[svg.file-too-large/"), "\(lint.stdout)")
        #expect(Self.findingLines(zip.stderr) == lintErrors, "\(zip.stderr)")
        #expect(!zip.stderr.contains("packtool zip`"), "\(zip.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("dist").path))
    }

    /// `lint X.zip` reports as errors exactly what `install X.zip` refuses, in the same words.
    @Test(.requires("zip", debian: "zip"))
    func lintOfAnArchiveReportsWhatInstallRefuses() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        try Data("<svg".utf8).write(to: pack.appendingPathComponent("lowercase_m.svg"))
        try FileManager.default.createDirectory(at: pack.appendingPathComponent("drafts"), withIntermediateDirectories: false)
        try Data("x".utf8).write(to: pack.appendingPathComponent("drafts/old.svg"))
        // Zipped as another tool would (packtool zip refuses this pack).
        let archive = scratch.url.appendingPathComponent("broken.zip")
        try RealZip.zip(folder: "classic", in: scratch.url, to: archive)
        let lint = try PacktoolBinary.run(["lint", "broken.zip"], in: scratch.url)
        let install = try PacktoolBinary.run(["install", "broken.zip", "--documents", "docs"], in: scratch.url)
        #expect(lint.status == 1 && install.status == 1)
        let errors = Self.findingLines(lint.stdout)
        #expect(errors.count == 2, "\(lint.stdout)")
        #expect(Self.findingLines(install.stderr) == errors, "\(install.stderr)")
        #expect(install.stderr.hasPrefix("packtool: error: broken.zip was refused: 2 errors\n"), "\(install.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("docs").path))
    }

    /// A pack lint passes is zipped, and the archive installs; its notes say what was left out.
    @Test func whatLintPassesZipsAndInstalls() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        try Data("notes".utf8).write(to: pack.appendingPathComponent("README.md"))
        try Data("Bud1".utf8).write(to: pack.appendingPathComponent(".DS_Store"))
        let lint = try PacktoolBinary.run(["lint", "./classic"], in: scratch.url)
        #expect(lint.status == 0, "\(lint.stdout)")
        let zip = try PacktoolBinary.run(["zip", "./classic", "-o", "dist"], in: scratch.url)
        #expect(zip.status == 0, "\(zip.stderr)")
        #expect(zip.stdout.hasPrefix("pack   ./classic\nwrote  "), "\(zip.stdout)")
        #expect(zip.stderr.contains("README.md is not part of the pack (the letter map does not name it); zip and install leave it out [pack.extra-file/left-out]"))
        #expect(zip.stderr.contains(".DS_Store is a macOS Finder leftover, not part of the pack; zip and install skip it [pack.finder-leftover/skipped]"))
        let install = try PacktoolBinary.run(["install", "dist/classic.zip", "--documents", "docs"], in: scratch.url)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stderr.isEmpty, "\(install.stderr)")
    }

    /// zip and install show warnings and what they left out; advice (infos such as a
    /// coming-soon pack's glyphs still to draw) is lint's.
    @Test func zipShowsWhatItLeftOutNotAdvice() throws {
        let scratch = try TemporaryDirectory()
        let pack = try scratch.copyShippedMapOnly("no_zero", to: "no_zero", status: "coming_soon")
        try Data("notes".utf8).write(to: pack.appendingPathComponent("NOTES.txt"))
        let zip = try PacktoolBinary.run(["zip", "./no_zero", "-o", "dist"], in: scratch.url)
        #expect(zip.status == 0, "\(zip.stderr)")
        #expect(zip.stderr.contains("[pack.extra-file/"), "\(zip.stderr)")
        #expect(!zip.stderr.contains("[map.glyph-file-pending/"), "\(zip.stderr)")
        let lint = try PacktoolBinary.run(["lint", "./no_zero"], in: scratch.url)
        #expect(lint.stdout.contains("[map.glyph-file-pending/"))
    }

    /// `zip -r` of a pack folder (Info-ZIP): installed from the CLI, with notes for what
    /// it left out; never "do not install this archive".
    @Test(.requires("zip", debian: "zip"))
    func anArchiveMadeByZipDashRInstalls() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        try Data("notes".utf8).write(to: pack.appendingPathComponent("NOTES.txt"))
        let archive = scratch.url.appendingPathComponent("classic.zip")
        try RealZip.zip(folder: "classic", in: scratch.url, to: archive)
        let lint = try PacktoolBinary.run(["lint", "classic.zip"], in: scratch.url)
        #expect(lint.status == 0, "\(lint.stdout)")
        let install = try PacktoolBinary.run(["install", "classic.zip", "--documents", "docs"], in: scratch.url)
        #expect(install.status == 0, "\(install.stderr)")
        #expect(install.stderr.contains("NOTES.txt is not part of the pack"))
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("docs/GlyphSets/classic/NOTES.txt").path))
    }

    /// In a folder holding ./classic, `lint classic` and `zip classic` read the same pack
    /// (the bundled one, by the one precedence) and both say so; `./classic` is the folder.
    @Test func lintAndZipFindTheSamePackAndSayWhichOne() throws {
        let (scratch, _) = try Self.scratchWithPack()
        let bundle = TestPaths.glyphSets.path
        let common = ["--bundle", bundle, "--documents", scratch.url.appendingPathComponent("docs").path]
        let lint = try PacktoolBinary.run(["lint", "classic", "--format", "json"] + common, in: scratch.url)
        let zip = try PacktoolBinary.run(["zip", "classic", "-o", "dist"] + common, in: scratch.url)
        #expect(zip.status == 0, "\(zip.stderr)")
        let note = "packtool: note: 'classic' is the pack named classic in the bundle tier (\(bundle)/classic), not the folder ./classic here; write ./classic to use that folder"
        #expect(lint.stderr.contains(note), "\(lint.stderr)")
        #expect(zip.stderr.contains(note), "\(zip.stderr)")
        #expect(zip.stdout.hasPrefix("pack   \(bundle)/classic\n"), "\(zip.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        #expect((json["packs"] as? [[String: Any]])?.first?["pack"] as? String == "\(bundle)/classic")
        let local = try PacktoolBinary.run(["zip", "./classic", "-o", "local"] + common, in: scratch.url)
        #expect(local.status == 0 && local.stdout.hasPrefix("pack   ./classic\n") && !local.stderr.contains("note:"), "\(local.stdout)\(local.stderr)")
    }

    /// A configuration never weakens the gates: zip keeps an error an error (and says
    /// so), install reads no configuration, not even the pack's own.
    @Test func configurationNeverWeakensZipOrInstall() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        try Data("<svg".utf8).write(to: pack.appendingPathComponent("lowercase_m.svg"))
        let lenient = #"{ "checks": { "svg.well-formed": "off" } }"#
        try scratch.write(".packtool.json", lenient)
        try scratch.write("classic/.packtool.json", lenient)
        let lint = try PacktoolBinary.run(["lint", "./classic"], in: scratch.url)
        #expect(lint.status == 0, "\(lint.stdout)") // lint applies the repository's configuration
        let zip = try PacktoolBinary.run(["zip", "./classic", "-o", "dist"], in: scratch.url)
        #expect(zip.status == 1)
        #expect(zip.stderr.contains("packtool: note: .packtool.json lowers svg.well-formed, whose default is error; zip keeps it an error"), "\(zip.stderr)")
        #expect(zip.stderr.contains("[svg.well-formed/"))
        let install = try PacktoolBinary.run(["install", "./classic", "--documents", "docs"], in: scratch.url)
        #expect(install.status == 1)
        #expect(install.stderr.contains("[svg.well-formed/"), "\(install.stderr)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("docs").path))
    }

    /// preview and encode take a folder too; a linked glyph is a placeholder, with why.
    @Test func previewAndEncodeTakeAFolderAndNeverFollowALink() throws {
        let (scratch, pack) = try Self.scratchWithPack()
        let secret = try scratch.write("secret.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0h60v80H0z"/><title>SECRET</title></svg>"#)
        try FileManager.default.removeItem(at: pack.appendingPathComponent("lowercase_a.svg"))
        try FileManager.default.createSymbolicLink(at: pack.appendingPathComponent("lowercase_a.svg"), withDestinationURL: secret)
        let encode = try PacktoolBinary.run(["encode", "--pack", "./classic", "ab"], in: scratch.url)
        #expect(encode.status == 0, "\(encode.stderr)")
        let preview = try PacktoolBinary.run(["preview", "--pack", "./classic", "ab", "-o", "ab.svg"], in: scratch.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        let row = try #require(preview.stdout.split(separator: "\n").first { $0.hasPrefix("a ") })
        #expect(row.contains("placeholder") && row.contains("is a symbolic link; packtool never follows links"), "\(preview.stdout)")
        #expect(preview.stdout.contains("path"))
        let picture = try String(contentsOf: scratch.url.appendingPathComponent("ab.svg"), encoding: .utf8)
        #expect(!picture.contains("SECRET"))
        let lint = try PacktoolBinary.run(["lint", "./classic"], in: scratch.url)
        #expect(lint.stdout.contains("lowercase_a.svg is a symbolic link; links are never followed [pack.unexpected-file/link]"))
    }
}

/// Info-ZIP's `zip -r`, as a user would run it.
enum RealZip {
    static func zip(folder: String, in directory: URL, to archive: URL) throws {
        let process = Process()
        process.executableURL = try #require(ExternalTool.path("zip"), "zip is not on PATH (Debian: apt install zip)")
        process.currentDirectoryURL = directory
        process.arguments = ["-q", "-r", archive.path, folder]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0)
    }
}
