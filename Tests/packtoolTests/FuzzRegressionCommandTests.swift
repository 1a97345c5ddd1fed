import Foundation
import PackModel
import TestSupport
import Testing

/// The glyphs that made packtool trap (Tests/Fixtures/fuzz-regressions), run through the
/// built binary as a user would: `lint` on a pack folder and on its zip, `preview`, and
/// `install` from the zip. Each must end with one of packtool's own exit statuses (never
/// a signal) and say what is wrong with the file, by name, where that command shows it.
@Suite struct FuzzRegressionCommandTests {
    struct Case: Sendable, CustomStringConvertible {
        let fixture: String
        /// The pack is the shipped classic with the glyph as lowercase_a.svg; or, when set,
        /// the map and that glyph alone (ink coverage reports a glyph drawn small only when
        /// the whole pack is).
        var alone = false
        /// What lint and install print about the glyph (after `<pack>/lowercase_a.svg`),
        /// and the status both exit with.
        let finding: String
        let status: Int32
        /// What preview's table says about the glyph.
        let preview: [String]

        var description: String { fixture }
    }

    static let cases = [
        Case(fixture: "doctype-ends-in-lt.svg", finding: ":1:1: error: DOCTYPE is not allowed", status: 1,
             preview: ["lowercase_a.svg  placeholder  unusable: ", "bundle/classic/lowercase_a.svg: 1:1: DOCTYPE is not allowed"]),
        Case(fixture: "processing-instruction-ends-in-lt.svg",
             finding: ":2:1: error: processing instruction <?xml-stylesheet ...?> is not allowed", status: 1,
             preview: ["lowercase_a.svg  placeholder  unusable: ",
                       "bundle/classic/lowercase_a.svg: 2:1: processing instruction <?xml-stylesheet ...?> is not allowed"]),
        Case(fixture: "viewbox-ratio-2p63.svg",
             finding: ":1:41: warning: viewBox \"0 0 9.223372036854776e+18 1\" has aspect ratio 9.223372036854776e+18:1; the pack's glyphs are 3:4",
             status: 0, preview: ["lowercase_a.svg  bundle"]),
        Case(fixture: "ink-coverage-overflow.svg", alone: true,
             finding: ":1:41: info: the ink uses 0% of the viewBox height and 0% of its area", status: 0, preview: ["lowercase_a.svg  bundle"]),
    ]

    /// A minimized input added to the folder without a case here would never be run.
    @Test func everyFixtureHasACase() throws {
        let folder = TestPaths.fixture("fuzz-regressions")
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }
        #expect(Set(fixtures) == Set(Self.cases.map(\.fixture)))
    }

    /// `<folder>/bundle/classic` holding the case's glyph as lowercase_a.svg.
    static func pack(_ test: Case, in folder: TemporaryDirectory) throws -> URL {
        let pack = try folder.copyShippedPack("classic", to: "bundle/classic")
        let files = FileManager.default
        try files.removeItem(at: pack.appendingPathComponent("lowercase_a.svg"))
        try files.copyItem(at: TestPaths.fixture("fuzz-regressions/\(test.fixture)"), to: pack.appendingPathComponent("lowercase_a.svg"))
        for name in try files.contentsOfDirectory(atPath: pack.path) where !name.hasSuffix(".svg") && name != "letter_map.json"
            || (test.alone && name.hasSuffix(".svg") && name != "lowercase_a.svg") {
            try files.removeItem(at: pack.appendingPathComponent(name))
        }
        if test.alone {
            // The glyph alone: a coming_soon pack, whose glyphs still to draw are pending
            // (an available pack missing 25 glyphs is refused by install, #23).
            let map = pack.appendingPathComponent("letter_map.json")
            let text = try String(contentsOf: map, encoding: .utf8).replacingOccurrences(of: #""status": "available""#, with: #""status": "coming_soon""#)
            try Data(text.utf8).write(to: map)
        }
        return pack
    }

    /// The pack as a downloadable archive: its files under `classic/` with the manifest
    /// `packtool zip` would write (zip itself refuses a pack with errors), zipped by Python.
    static func zip(_ pack: URL, in folder: TemporaryDirectory) throws -> URL {
        var contents: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: pack.path) {
            contents[name] = Array(try Data(contentsOf: pack.appendingPathComponent(name)))
        }
        let manifest = PackManifest(pack: "classic", contents: contents).encoded()
        try Data(manifest).write(to: pack.appendingPathComponent(PackManifest.fileName))
        let zip = folder.url.appendingPathComponent("classic.zip")
        let script = """
        import os, sys, zipfile
        with zipfile.ZipFile(sys.argv[2], "w") as z:
            for name in sorted(os.listdir(sys.argv[1])):
                z.write(os.path.join(sys.argv[1], name), "classic/" + name)
        """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script, pack.path, zip.path]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0, "python3 could not write the archive")
        return zip
    }

    @Test(arguments: cases)
    func lintNamesTheGlyph(_ test: Case) throws {
        let folder = try TemporaryDirectory()
        let pack = try Self.pack(test, in: folder)
        let result = try PacktoolBinary.run(["lint", pack.path])
        #expect(result.exitedWithOwnStatus, "ended by \(result.reason) \(result.status): \(result.stderr.suffix(500))")
        #expect(result.status == test.status)
        #expect((result.stdout + result.stderr).contains("bundle/classic/lowercase_a.svg" + test.finding), "\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: cases)
    func previewShowsTheGlyph(_ test: Case) throws {
        let folder = try TemporaryDirectory()
        _ = try Self.pack(test, in: folder)
        let result = try PacktoolBinary.run(["preview", "a", "--pack", "classic", "--bundle", folder.url.appendingPathComponent("bundle").path,
                                             "--documents", folder.url.appendingPathComponent("docs").path], in: folder.url)
        #expect(result.exitedWithOwnStatus, "ended by \(result.reason) \(result.status): \(result.stderr.suffix(500))")
        #expect(result.status == 0)
        for text in test.preview {
            #expect(result.stdout.contains(text), "\(result.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("preview-a.svg").path))
    }

    @Test(arguments: cases)
    func installFromAZipRefusesErrorsAndSaysWhy(_ test: Case) throws {
        let folder = try TemporaryDirectory()
        let zip = try Self.zip(try Self.pack(test, in: folder), in: folder)
        let lint = try PacktoolBinary.run(["lint", zip.path])
        #expect(lint.exitedWithOwnStatus, "lint ended by \(lint.reason) \(lint.status): \(lint.stderr.suffix(500))")
        #expect(lint.status == test.status)
        #expect((lint.stdout + lint.stderr).contains("classic.zip/lowercase_a.svg" + test.finding), "\(lint.stdout)\(lint.stderr)")

        let documents = folder.url.appendingPathComponent("docs")
        let install = try PacktoolBinary.run(["install", zip.path, "--documents", documents.path])
        #expect(install.exitedWithOwnStatus, "install ended by \(install.reason) \(install.status): \(install.stderr.suffix(500))")
        #expect(install.status == test.status)
        let installed = documents.appendingPathComponent("GlyphSets/classic/lowercase_a.svg")
        if test.status == 0 {
            #expect(install.stdout.contains("installed classic in"), "\(install.stdout)\(install.stderr)")
            #expect(FileManager.default.fileExists(atPath: installed.path))
            // Install shows warnings and errors, not advice (the ink coverage is info).
            if test.finding.contains(": warning: ") {
                #expect(install.stderr.contains("classic.zip/lowercase_a.svg" + test.finding), "\(install.stderr)")
            }
        } else {
            #expect(install.stderr.contains("classic.zip was refused: "), "\(install.stderr)")
            #expect(install.stderr.contains("classic.zip/lowercase_a.svg" + test.finding), "\(install.stderr)")
            #expect(!FileManager.default.fileExists(atPath: installed.path))
        }
    }
}
