import Foundation
import TestSupport
import Testing

/// How packtool answers the command line itself: argument errors in the same voice as
/// every other error, options refused before any work, and the exit-status table.
@Suite struct CommandLineTests {
    /// A usage error: exit 2, nothing on standard output, and on standard error
    /// `packtool: error: …`, the usage, and a hint, never ArgumentParser's own
    /// "Error:"/"Usage:" form.
    static func expectUsageError(_ result: PacktoolBinary.Result, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("packtool: error: \(message)"), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("\nhint: "), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stderr.contains("Error:") && !result.stderr.contains("Usage:"), "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        (["encode"], "missing expected argument '<phrase>'"),
        (["lint", "--format", "xml"], "the value 'xml' is invalid for '--format <FORMAT>'"),
        (["lint", "--frob"], "unknown option '--frob'"),
        (["install", "x.zip", "--sha256", "12"], "--sha256 must be 64 hexadecimal digits"),
        (["install", "Tests/Fixtures/archive/classic", "--sha256", String(repeating: "0", count: 64)], "--sha256 applies to an archive, not a folder"),
        (["preview", "ab", "--specimen"], "give either a PHRASE or --specimen, not both"),
        (["preview", "ab", "-o", "a.png", "--format", "svg"], "--format svg does not match the output file 'a.png'"),
        (["uninstall", "../classic"], "'../classic' is not a pack name"),
        (["list", "--documents", ""], "--documents needs a folder path"),
        (["encode", "--pack", "", "ab"], "--pack needs a pack name"),
        (["zip", "classic", "-o", ""], "-o needs a folder"),
        (["zip", "classic", "-o", "classic.zip"], "-o classic.zip names a file, but -o is the folder the archive is written into"),
    ])
    func argumentErrorsSpeakInPacktoolsVoice(arguments: [String], message: String) throws {
        let scratch = try TemporaryDirectory()
        Self.expectUsageError(try PacktoolBinary.run(arguments, environment: ["DIGITFLIP_DOCUMENTS": scratch.url.path]), message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test func aValidationHintReplacesTheGenericOne() throws {
        let result = try PacktoolBinary.run(["preview", "ab", "-o", "a.png", "--format", "svg"])
        #expect(result.stderr.hasSuffix("\nhint: name the file .svg, or drop --format to write png\n"), "\(result.stderr)")
    }

    /// Conflicting lint options: refused before a pack is read or a file written.
    @Test(arguments: [
        (["--baseline", "known.json", "--write-baseline", "new.json"], "--baseline and --write-baseline cannot be used together"),
        (["--list-checks", "classic", "--strict"], "--list-checks lints nothing, so PACK and --strict would do nothing"),
        (["--list-checks", "--format", "json"], "--list-checks lints nothing, so --format would do nothing"),
        (["--verbose", "--format", "sarif"], "--verbose applies to the human format only"),
        (["--output", "report.json", "--write-baseline", "./report.json"], "--output and --write-baseline name the same file"),
        (["--output", "known.json", "--baseline", "known.json"], "--output and --baseline name the same file"),
        (["--output", ""], "--output needs a file name"),
    ])
    func conflictingLintOptionsAreRefusedBeforeAnyWork(options: [String], message: String) throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.copyShippedPack("classic", to: "GlyphSets/classic")
        try scratch.write("known.json", #"{"version": 1, "tool": "packtool", "findings": []}"#)
        let result = try PacktoolBinary.run(["lint"] + options, in: scratch.url)
        Self.expectUsageError(result, message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).sorted() == ["GlyphSets", "known.json"])
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("known.json"), encoding: .utf8).contains(#""findings": []"#))
    }

    @Test(arguments: [["help", "nope"], ["nope"], ["help", "lint", "nope"]])
    func anUnknownSubcommandIsAUsageError(arguments: [String]) throws {
        let result = try PacktoolBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("packtool: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("'nope'"))
        #expect(result.stderr.contains("\nhint: "))
    }

    @Test func aCloseSubcommandNameIsSuggested() throws {
        let result = try PacktoolBinary.run(["previwe", "ab"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no subcommand named 'previwe'\n  did you mean 'preview'?"), "\(result.stderr)")
    }

    /// `packtool` alone did nothing it was asked to: the help goes to standard error
    /// and the status is 2, as for any bad arguments. Asked for, help is output, 0.
    @Test func barePacktoolPrintsTheHelpOnStandardErrorAndExitsTwo() throws {
        let bare = try PacktoolBinary.run([])
        #expect(bare.status == 2)
        #expect(bare.stdout.isEmpty)
        #expect(bare.stderr.hasPrefix("OVERVIEW: Lint, preview, package and install DigitFlip glyph packs."))
        #expect(bare.stderr.contains("SUBCOMMANDS:"))
        #expect(bare.stderr.contains("\npacktool: error: no subcommand given\nhint: "))
        for asked in [["--help"], ["help"], ["-h"]] {
            let help = try PacktoolBinary.run(asked)
            #expect(help.status == 0, "\(asked)")
            #expect(help.stderr.isEmpty, "\(asked)")
            #expect(help.stdout.hasPrefix("OVERVIEW: Lint, preview, package and install DigitFlip glyph packs."), "\(asked)")
        }
        let lintHelp = try PacktoolBinary.run(["help", "lint"])
        #expect(lintHelp.status == 0 && lintHelp.stdout.contains("USAGE: packtool lint"))
        let version = try PacktoolBinary.run(["--version"])
        #expect(version.status == 0 && !version.stdout.isEmpty)
    }

    /// Commands return, or throw a CLIError or an ExitCode; only `Packtool.main` ends
    /// the process, through ArgumentParser's `exit(withError:)`.
    @Test func noCommandEndsTheProcessItself() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/packtool")
        var calls: [String] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("exit(") && !line.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                calls.append("\(name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(calls.count == 1 && calls[0].hasPrefix("PacktoolCommand.swift:") && calls[0].hasSuffix("Self.exit(withError: report(error))"),
                "\(calls.joined(separator: "\n"))")
    }
}
