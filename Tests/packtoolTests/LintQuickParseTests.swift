import ArgumentParser
import Foundation
import Testing
@testable import packtool

/// `LintOptions.quick` and `FixOptions.quick` read plain command lines without
/// ArgumentParser (`QuickCommandLine`; start-up, docs/performance.md). Whatever they
/// read, they must read as ArgumentParser does; what they do not read goes to
/// ArgumentParser.
@Suite struct LintQuickParseTests {
    /// Command lines after `lint`. Every one is checked against ArgumentParser; the first
    /// group must be taken by `quick`, or the fast path has silently stopped working.
    static let plain: [[String]] = [
        [],
        ["classic"],
        ["classic", "wip", "GlyphSets/classic", "pack.zip"],
        ["classic", "--strict"],
        ["--strict", "classic"],
        ["classic", "--format", "json", "--output", "report.json"],
        ["--format=sarif", "--output=report.sarif", "classic"],
        ["--format", "github", "--strict", "--baseline", "base.json"],
        ["--write-baseline", "base.json"],
        ["--config", "lint.json", "--verbose", "classic"],
        ["--list-checks"],
        ["--list-checks", "--config", "lint.json"],
        ["classic", "--documents", "docs", "--bundle", "GlyphSets"],
        ["--documents=docs", "--bundle=GlyphSets", "classic"],
        ["--format", "human", "--verbose"],
    ]

    /// Command lines `quick` must refuse.
    static let other: [[String]] = [
        ["--help"], ["-h"], ["help"], ["classic", "help"], [""], ["--"], ["--", "classic"],
        ["--format"], ["--format", "xml"], ["--format", "JSON"], ["--format="], ["--output"], ["--output", ""], ["--output", "-"],
        ["--strict", "--strict"], ["--strict=true"], ["-s"], ["--Strict"], ["--format", "json", "--format", "sarif"],
        ["--format=json", "--format", "json"], ["--version"], ["--generate-completion-script", "bash"],
        ["--documents", ""], ["--bundle="], ["--bundle", "--strict"], ["classic", "-"], ["--no-such-option", "x"],
    ]

    @Test(arguments: plain)
    func quickReadsPlainCommandLines(_ arguments: [String]) throws {
        let quick = try #require(LintOptions.quick(arguments[...]), "quick refused \(arguments)")
        try Self.expectSameReading(arguments, quick: quick)
    }

    /// Command lines `quick` reads whose options contradict each other: `validate`
    /// refuses them, as ArgumentParser's parse does, and main then hands them to
    /// ArgumentParser for its message.
    static let refused: [[String]] = [
        ["--baseline", "a", "--write-baseline", "b"], ["--output", "a", "--baseline", "a"], ["--output", "a", "--write-baseline", "a"],
        ["--list-checks", "classic"], ["--list-checks", "--strict"], ["--list-checks", "--format", "json"],
        ["--verbose", "--format", "json"], ["--verbose", "--format=sarif", "classic"],
    ]

    @Test(arguments: refused)
    func quickReadsContradictionsThatValidateRefuses(_ arguments: [String]) throws {
        let quick = try #require(LintOptions.quick(arguments[...]), "quick refused \(arguments)")
        #expect(throws: (any Error).self, "\(arguments)") { try quick.validate() }
        try Self.expectSameReading(arguments, quick: quick)
    }

    /// Help, mistakes, repeats and odd values are ArgumentParser's to answer.
    @Test(arguments: other)
    func quickLeavesTheRestToArgumentParser(_ arguments: [String]) {
        #expect(LintOptions.quick(arguments[...]) == nil, "\(arguments)")
    }

    /// quick's values equal ArgumentParser's, and `validate` refuses the same lines.
    static func expectSameReading(_ arguments: [String], quick: LintOptions) throws {
        let parsed = Result { try LintCommand.parse(arguments) }
        switch parsed {
        case .success(let command):
            #expect(command.options == quick, "\(arguments)")
            #expect((try? quick.validate()) != nil, "\(arguments): ArgumentParser accepts it, quick's options fail validate")
        case .failure(let error):
            #expect(throws: (any Error).self, "\(arguments): ArgumentParser refuses it (\(error)), quick's options pass validate") {
                try quick.validate()
            }
        }
    }

    /// The long flags and options a command declares to ArgumentParser (its own JSON
    /// description, `--experimental-dump-help`), but `--help` and `--version`, which
    /// `quick` leaves to ArgumentParser.
    static func declared(_ command: any ParsableCommand.Type) throws -> (flags: Set<String>, options: Set<String>) {
        struct Dump: Decodable {
            struct Command: Decodable { let arguments: [Argument]? }
            struct Argument: Decodable {
                struct Name: Decodable { let kind: String; let name: String }
                let kind: String
                let names: [Name]?
            }
            let command: Command
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8))
        var flags: Set<String> = [], options: Set<String> = []
        for argument in dump.command.arguments ?? [] {
            for name in argument.names ?? [] where name.kind == "long" && name.name != "help" && name.name != "version" {
                if argument.kind == "flag" { flags.insert("--" + name.name) }
                if argument.kind == "option" { options.insert("--" + name.name) }
            }
        }
        return (flags, options)
    }

    /// `quick` reads every flag and option the command declares (but help and version),
    /// and no other: the lists cannot drift from the declarations.
    @Test func quickListsMatchTheDeclarations() throws {
        let lint = try Self.declared(LintCommand.self)
        #expect(lint.flags == LintOptions.quickFlags)
        #expect(lint.options == LintOptions.quickOptions)
        #expect(!lint.flags.isEmpty && !lint.options.isEmpty)
        let fix = try Self.declared(FixCommand.self)
        #expect(fix.flags == FixOptions.quickFlags)
        #expect(fix.options == FixOptions.quickOptions)
        #expect(!fix.flags.isEmpty)
    }

    static let plainFix: [[String]] = [
        ["zero.svg"], ["--check", "zero.svg", "one.svg"], ["GlyphSets/new_pack", "--check"], ["--diff", "zero.svg"], ["help.svg"],
    ]

    /// `--diff` with `--check`, and no PATH: quick reads them, validate refuses them.
    static let refusedFix: [[String]] = [["--diff", "--check", "zero.svg"], [], ["--check"]]

    static let otherFix: [[String]] = [
        ["--help"], ["-h"], ["help"], ["--check", "--check", "a.svg"], ["--check=1", "a.svg"], ["--", "a.svg"], ["-a.svg"],
        ["--bogus", "a.svg"], ["--format", "json", "a.svg"], [""], ["a.svg", "help"],
    ]

    @Test(arguments: plainFix)
    func fixQuickReadsPlainCommandLines(_ arguments: [String]) throws {
        let quick = try #require(FixOptions.quick(arguments[...]), "quick refused \(arguments)")
        let command = try FixCommand.parse(arguments)
        #expect(command.options == quick)
        #expect((try? quick.validate()) != nil)
    }

    @Test(arguments: refusedFix)
    func fixQuickReadsContradictionsThatValidateRefuses(_ arguments: [String]) throws {
        let quick = try #require(FixOptions.quick(arguments[...]), "quick refused \(arguments)")
        #expect(throws: (any Error).self) { try quick.validate() }
        #expect(throws: (any Error).self) { try FixCommand.parse(arguments) }
    }

    @Test(arguments: otherFix)
    func fixQuickLeavesTheRestToArgumentParser(_ arguments: [String]) {
        #expect(FixOptions.quick(arguments[...]) == nil, "\(arguments)")
    }
}
