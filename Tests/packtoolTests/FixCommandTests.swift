import Foundation
import TestSupport
import Testing

/// `packtool fix` as a user runs it: --check before and after, --diff writing nothing,
/// links refused, the exit statuses its help promises.
@Suite(.serialized) struct FixCommandTests {
    static let export = """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <!-- Generator: Adobe Illustrator 19.0.0 -->
    <svg version="1.1" xmlns="http://www.w3.org/2000/svg" x="0px" y="0px" viewBox="0 0 60 80" style="enable-background:new 0 0 60 80;" xml:space="preserve">
    <path style="fill:#000000;" d="M10,5h40v70H10z"/>
    </svg>
    """

    @Test func checkSaysOneBeforeAndZeroAfter() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("pack/zero.svg", Self.export)
        let before = try PacktoolBinary.run(["fix", "--check", folder.url.appendingPathComponent("pack").path])
        #expect(before.status == 1, "\(before.stdout)\(before.stderr)")
        #expect(before.stdout.contains("zero.svg: would rewrite: editor-data 1, style-to-attributes 1, no-draw-properties 1"), "\(before.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.export, "--check wrote")
        let fixed = try PacktoolBinary.run(["fix", file.path])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.contains("1 file: 1 rewritten, 0 with nothing to rewrite, 0 left as they were"))
        #expect(try String(contentsOf: file, encoding: .utf8).contains(##"<path fill="#000000" d="M10,5h40v70H10z"/>"##))
        let after = try PacktoolBinary.run(["fix", "--check", file.path])
        #expect(after.status == 0, "\(after.stdout)")
        let lint = try PacktoolBinary.run(["lint", "--format", "json", folder.url.appendingPathComponent("pack").path])
        #expect(!lint.stdout.contains("svg.profile-attribute") && !lint.stdout.contains("svg.editor-metadata"), "\(lint.stdout)")
    }

    /// The fix fuzz harness's Boxy SVG export: one fix, then `--check` says nothing is left
    /// to rewrite (a second run removed a clip path the first had kept for an attribute it
    /// deleted).
    @Test func aFixedBoxyExportHasNothingLeftToRewrite() throws {
        let folder = try TemporaryDirectory()
        let source = TestPaths.packageRoot.appendingPathComponent("Fuzz/Seeds/fix/boxy-clip-rule-url-keeps-defs.svg")
        let file = try folder.write("boxy.svg", try String(contentsOf: source, encoding: .utf8))
        let fixed = try PacktoolBinary.run(["fix", file.path])
        #expect(fixed.status == 0 && fixed.stdout.contains("unused-definitions 2"), "\(fixed.stdout)\(fixed.stderr)")
        let check = try PacktoolBinary.run(["fix", "--check", file.path])
        #expect(check.status == 0 && check.stdout.contains("1 file: 0 to rewrite, 1 with nothing to rewrite"), "\(check.stdout)\(check.stderr)")
    }

    /// A file fix has nothing for but that holds what only the artist can change (a
    /// gradient of two colours) is not called clean: fix says what is left, where, and
    /// what to do, and the summary counts it.
    @Test func aFileWithOnlyArtistsWorkLeftIsNotCalledClean() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("g.svg", ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#555"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/></svg>"##)
        let check = try PacktoolBinary.run(["fix", "--check", file.path])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("g.svg: nothing to rewrite\n") && !check.stdout.contains("clean"), "\(check.stdout)")
        #expect(check.stdout.contains(#"g.svg:1:"#) && check.stdout.contains(#"left for the artist: fill="url(#g)" on <path>: paint with one solid colour"#), "\(check.stdout)")
        #expect(check.stdout.contains("1 file: 0 to rewrite, 1 with nothing to rewrite, 0 left as they were; 1 thing left for the artist"), "\(check.stdout)")
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("zero.svg", Self.export)
        let result = try PacktoolBinary.run(["fix", "--diff", file.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("--- \(file.path)\n+++ \(file.path)\n@@ -1,5 +1,4 @@\n"), "\(result.stdout)")
        #expect(result.stdout.contains("\n-<path style=\"fill:#000000;\" d=\"M10,5h40v70H10z\"/>\n+<svg version="))
        #expect(result.stdout.contains("\n+<path fill=\"#000000\" d=\"M10,5h40v70H10z\"/>\n </svg>\n"))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.export)
        let both = try PacktoolBinary.run(["fix", "--diff", "--check", file.path])
        #expect(both.status == 2 && both.stderr.contains("--diff and --check"))
    }

    @Test func linksAndMissingPathsExitTwoAndHostileFilesOne() throws {
        let folder = try TemporaryDirectory()
        let real = try folder.write("real.svg", Self.export)
        let link = folder.url.appendingPathComponent("pack/link.svg")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let linked = try PacktoolBinary.run(["fix", link.deletingLastPathComponent().path])
        #expect(linked.status == 2 && linked.stderr.contains("link.svg is a symbolic link"), "\(linked.stderr)")
        #expect(try String(contentsOf: real, encoding: .utf8) == Self.export)
        let missing = try PacktoolBinary.run(["fix", folder.url.appendingPathComponent("nothing.svg").path])
        #expect(missing.status == 2 && missing.stderr.contains("packtool: error:"))
        let hostile = try folder.write("hostile.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><script>alert(1)</script></svg>"#)
        let refused = try PacktoolBinary.run(["fix", hostile.path])
        #expect(refused.status == 1 && refused.stdout.contains("left as it was: lint refuses it as unsafe"), "\(refused.stdout)")
    }
}
