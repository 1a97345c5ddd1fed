import Foundation
import TestSupport
import Testing

/// The messages a newcomer meets first (issue #22), from the built binary: one "no such
/// pack" answer whichever command is given the name, the shipped packs named as such
/// when packtool cannot find them, a close subcommand suggested, and a file that is not
/// SVG at all told what it is.
@Suite(.serialized) struct NewcomerMessageTests {
    /// Every command that takes a pack, given a misspelt name.
    static let commands: [(name: String, arguments: [String])] = [
        ("lint", ["lint", "clasic"]),
        ("preview", ["preview", "ab", "--pack", "clasic", "-o", "out.svg"]),
        ("encode", ["encode", "ab", "--pack", "clasic"]),
        ("new", ["new", "mine", "--from", "clasic"]),
        ("zip", ["zip", "clasic"]),
        ("install", ["install", "clasic"]),
        ("studio", ["studio", "clasic"]),
    ]

    @Test func aMisspeltPackNameGetsTheSameAnswerEverywhere() throws {
        let scratch = try TemporaryDirectory()
        let bundle = TestPaths.glyphSets.path
        let documents = scratch.url.appendingPathComponent("docs").path
        var answers: [String: String] = [:]
        for (name, arguments) in Self.commands {
            let result = try PacktoolBinary.run(arguments + ["--bundle", bundle, "--documents", documents], in: scratch.url)
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.hasPrefix("packtool: error: no pack named 'clasic'; did you mean 'classic'?\n"), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("documents: \(documents)/GlyphSets (no such folder)"), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("bundle: \(bundle)\n"), "\(name): \(result.stderr)")
            #expect(result.stderr.contains("\nhint: run `packtool list`"), "\(name): \(result.stderr)")
            #expect(!result.stderr.contains("Could not load glyph configuration"), "\(name): \(result.stderr)")
            answers[name] = result.stderr.components(separatedBy: "\n").prefix(5).joined(separator: "\n")
        }
        // The same words, line for line (install adds what the catalogues said below them).
        #expect(Set(answers.values).count == 1, "\(answers)")
        // Nothing was made.
        let made = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(made.isEmpty, "\(made)")
    }

    @Test func packsNotFoundBecauseTheShippedPacksAreNotThereAreNamedAsSuch() throws {
        // Run away from the repository, with no --bundle and no $DIGITFLIP_BUNDLE: the
        // bundle tier falls back to <packtool>/../share/digitflip/GlyphSets, which a
        // build folder does not have.
        let scratch = try TemporaryDirectory()
        let documents = scratch.url.appendingPathComponent("docs").path
        for arguments in [["lint", "classic"], ["preview", "ab", "-o", "out.svg"], ["encode", "ab"]] {
            let result = try PacktoolBinary.run(arguments + ["--documents", documents], in: scratch.url)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.hasPrefix("packtool: error: no pack named 'classic': the shipped packs were not found\n"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("share/digitflip/GlyphSets (no such folder)"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("--bundle DIR"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("$DIGITFLIP_BUNDLE"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("install packtool with its packs"), "\(arguments): \(result.stderr)")
        }
        // Given the packs, the same commands work.
        let found = try PacktoolBinary.run(["encode", "ab", "--documents", documents], in: scratch.url,
                                           environment: ["DIGITFLIP_BUNDLE": TestPaths.glyphSets.path])
        #expect(found.status == 0, "\(found.stderr)")
    }

    @Test func lintWithNoPackAndNoShippedPacksSaysWhatToDo() throws {
        let scratch = try TemporaryDirectory()
        let result = try PacktoolBinary.run(["lint", "--documents", scratch.url.path], in: scratch.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("the shipped packs were not found"), "\(result.stderr)")
        #expect(result.stderr.contains("$DIGITFLIP_BUNDLE"), "\(result.stderr)")
    }

    @Test(arguments: [("lnit", "lint"), ("previwe", "preview"), ("instal", "install"), ("studoi", "studio")])
    func aMistypedSubcommandSuggestsTheClosest(typed: String, meant: String) throws {
        let result = try PacktoolBinary.run([typed])
        #expect(result.status == 2)
        // The closest comes first; an equally close one may follow ("'install' or 'uninstall'").
        #expect(result.stderr.contains("no subcommand named '\(typed)'\n  did you mean '\(meant)'"), "\(result.stderr)")
    }

    /// Files saved as .svg that are something else: the first bytes of each format.
    static let foreign: [(format: String, bytes: [UInt8], says: String, advice: String)] = [
        ("PNG", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0xFF, 0xC3], "a PNG image", "trace the bitmap"),
        ("JPEG", [0xFF, 0xD8, 0xFF, 0xE0, 0, 16, 0x4A, 0x46, 0x49, 0x46, 0, 1, 0xFE, 0x80], "a JPEG image", "export it as SVG"),
        ("GIF", Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0xFF], "a GIF image", "export it as SVG"),
        ("PDF", Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + Array("\n1 0 obj\n".utf8), "a PDF document", "Export As ▸ SVG"),
        ("ZIP", [0x50, 0x4B, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 0xA1, 0x9C], "a ZIP archive", "unzip it"),
    ]

    @Test func aFileThatIsNotSVGIsToldWhatItIs() throws {
        let scratch = try TemporaryDirectory()
        for (format, bytes, says, advice) in Self.foreign {
            let pack = try scratch.copyShippedPack("classic", to: "\(format)/classic")
            try Data(bytes).write(to: pack.appendingPathComponent("lowercase_a.svg"))
            let result = try PacktoolBinary.run(["lint", pack.path])
            #expect(result.status == 1, "\(format): \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("lowercase_a.svg:1:1: error: this is \(says)"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains("not an SVG"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains("[svg.well-formed]") || result.stdout.contains("svg.well-formed"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains(advice), "\(format): \(result.stdout)")
            #expect(!result.stdout.contains("UTF-8"), "\(format): \(result.stdout)")
            #expect(!result.stdout.contains("not well-formed XML"), "\(format): \(result.stdout)")
            // fix leaves it alone and says the same.
            let fix = try PacktoolBinary.run(["fix", "--check", pack.appendingPathComponent("lowercase_a.svg").path])
            #expect(fix.stdout.contains(says) || fix.stderr.contains(says), "\(format): \(fix.stdout)\(fix.stderr)")
            #expect(!(fix.stdout + fix.stderr).contains("UTF-8"), "\(format): \(fix.stdout)\(fix.stderr)")
        }
    }
}
