import Foundation
import TestSupport
import Testing

@Suite struct PreviewCommandTests {
    static let fixtures = TestPaths.packageRoot.appendingPathComponent("Tests/Fixtures/preview/unit/bundle")
    static let rsvgAvailable = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .contains { FileManager.default.isExecutableFile(atPath: "\($0)/rsvg-convert") }

    /// Runs packtool in a scratch folder against the flip fixture pack.
    func run(_ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:]) throws -> PacktoolBinary.Result {
        try PacktoolBinary.run(arguments + ["--pack", "flip", "--bundle", Self.fixtures.path, "--documents", folder.url.appendingPathComponent("docs").path],
                               in: folder.url, environment: environment)
    }

    func files(in folder: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    }

    @Test func writesTheDefaultFileAndPrintsTheDigitLineAndTable() throws {
        let folder = try TemporaryDirectory()
        let result = try run(["preview", "ab  m"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try files(in: folder) == ["preview-ab-m.svg"])
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "41      9 0")
        #expect(lines[1].hasPrefix("LETTER  CODE  GLYPH FILE   TIER"))
        #expect(lines[2].hasPrefix("m       41    missing.svg  placeholder"))
        #expect(lines[3].hasPrefix("b       9     eff.svg      bundle"))
        #expect(lines[4].hasPrefix("a       0     ell.svg      bundle"))
        #expect(result.stderr.contains("wrote \(folder.url.appendingPathComponent("preview-ab-m.svg").path)"))
        let svg = try String(contentsOf: folder.url.appendingPathComponent("preview-ab-m.svg"), encoding: .utf8)
        #expect(svg.hasPrefix("<?xml") && svg.contains("Flipped Preview"))
    }

    @Test func aHostileGlyphIsReportedInTheTable() throws {
        let folder = try TemporaryDirectory()
        let result = try run(["preview", "h"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.contains("NOTE"))
        #expect(result.stdout.contains("not copied (outside the SVG profile): on*= (onload), style=, <script>"))
    }

    @Test(arguments: ["ab!", String(repeating: "ab", count: 26), "   "])
    func aRefusedPhraseFailsLikeEncodeAndWritesNothing(phrase: String) throws {
        let folder = try TemporaryDirectory()
        let preview = try run(["preview", phrase], in: folder)
        let encode = try run(["encode", phrase], in: folder)
        #expect(preview.status == encode.status)
        #expect(preview.status != 0)
        #expect(preview.stderr == encode.stderr)
        #expect(preview.stdout.isEmpty)
        #expect(try files(in: folder).isEmpty)
    }

    @Test func formatComesFromTheOutputExtension() throws {
        let folder = try TemporaryDirectory()
        #expect(try run(["preview", "ab", "-o", "page.html"], in: folder).status == 0)
        let html = try String(contentsOf: folder.url.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(try run(["preview", "--specimen", "--format", "html"], in: folder).status == 0)
        #expect(try files(in: folder) == ["page.html", "specimen-flip.html"])
    }

    @Test func conflictingOrUnknownFormatsAreUsageErrors() throws {
        let folder = try TemporaryDirectory()
        let conflict = try run(["preview", "ab", "-o", "a.png", "--format", "svg"], in: folder)
        #expect(conflict.status == 2)
        #expect(conflict.stderr.contains("--format svg does not match the output file 'a.png'"))
        let unknown = try run(["preview", "ab", "-o", "a.txt"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("cannot tell the format"))
        #expect(try run(["preview", "ab", "--specimen"], in: folder).status == 2)
        #expect(try run(["preview"], in: folder).status == 2)
        #expect(try run(["preview", "ab", "--box", "60by80"], in: folder).status == 2)
        #expect(try run(["preview", "ab", "--box", "0x80"], in: folder).status == 2)
        #expect(try files(in: folder).isEmpty)
    }

    @Test func pngWithoutRsvgConvertSaysWhatToInstall() throws {
        let folder = try TemporaryDirectory()
        let result = try run(["preview", "ab", "--format", "png"], in: folder, environment: ["PATH": folder.url.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("rsvg-convert"))
        #expect(result.stderr.contains("librsvg2-bin"))
        #expect(result.stderr.contains("brew install librsvg"))
        #expect(try files(in: folder).isEmpty)
    }

    @Test(.enabled(if: rsvgAvailable, "rsvg-convert is not on PATH (Debian: apt install librsvg2-bin)"))
    func pngIsRendered() throws {
        let folder = try TemporaryDirectory()
        let result = try run(["preview", "ab", "-o", "ab.png"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let png = try Data(contentsOf: folder.url.appendingPathComponent("ab.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func theOutputIsReplacedAtomicallyAndNoTemporaryFileIsLeft() throws {
        let folder = try TemporaryDirectory()
        let target = try folder.write("out.svg", "old")
        #expect(try run(["preview", "ab", "-o", "out.svg"], in: folder).status == 0)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("<?xml"))
        #expect(try files(in: folder) == ["out.svg"])
        let missingFolder = try run(["preview", "ab", "-o", "nowhere/out.svg"], in: folder)
        #expect(missingFolder.status == 2)
        #expect(missingFolder.stderr.contains("does not exist"))
    }

    @Test func anUnknownPackCannotRun() throws {
        let folder = try TemporaryDirectory()
        let result = try PacktoolBinary.run(["preview", "ab", "--pack", "nope", "--bundle", Self.fixtures.path, "--documents", folder.url.path], in: folder.url)
        #expect(result.status == 2)
        // One "no such pack" answer everywhere a pack is named (#22), with the tiers searched.
        #expect(result.stderr.contains("no pack named 'nope'"))
        #expect(result.stderr.contains("looked in the tiers"))
        #expect(try files(in: folder).isEmpty)
    }
}
