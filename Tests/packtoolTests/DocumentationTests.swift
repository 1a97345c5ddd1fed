import Foundation
import TestSupport
import Testing

/// The command reference (docs/reference.md) and the checks list in docs/lint.md are what
/// the binary prints; `Scripts/readme-reference` regenerates them after a help text changes.
/// The README is the front door: its commands work, and it stays short.
@Suite struct DocumentationTests {
    static let readme = TestPaths.packageRoot.appendingPathComponent("README.md")
    static let reference = TestPaths.packageRoot.appendingPathComponent("docs/reference.md")
    static let lintDoc = TestPaths.packageRoot.appendingPathComponent("docs/lint.md")
    static let fix = "run Scripts/readme-reference to regenerate it"

    static func subcommands(of command: [String] = []) throws -> [String] {
        let help = try PacktoolBinary.run(command.isEmpty ? ["--help"] : ["help"] + command).stdout
        guard help.contains("SUBCOMMANDS:") || command.isEmpty else { return [] }
        let section = try #require(help.components(separatedBy: "SUBCOMMANDS:").last)
        return section.split(separator: "\n").compactMap { line in
            // "  name   abstract": two spaces, then a lowercase name (continuation lines are indented further).
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let first = line.split(separator: " ").first,
                  first.allSatisfy({ $0.isLowercase }) else { return nil }
            return String(first)
        }
    }

    @Test func referenceIsTheRealHelp() throws {
        let reference = try String(contentsOf: Self.reference, encoding: .utf8)
        let root = try PacktoolBinary.run(["--help"])
        #expect(reference.contains("```text\n" + root.stdout + "```"), "docs/reference.md's packtool --help is stale; \(Self.fix)")
        let commands = try Self.subcommands()
        #expect(commands.count >= 8, "\(commands)")
        for command in commands {
            let help = try PacktoolBinary.run(["help", command])
            #expect(help.status == 0)
            #expect(reference.contains("### packtool \(command)\n\n```text\n" + help.stdout + "```"),
                    "docs/reference.md's reference for `packtool \(command)` is stale; \(Self.fix)")
            // A command's own subcommands (`catalogue add`, …) have their section too.
            for sub in try Self.subcommands(of: [command]) {
                let help = try PacktoolBinary.run(["help", command, sub])
                #expect(help.status == 0)
                #expect(reference.contains("### packtool \(command) \(sub)\n\n```text\n" + help.stdout + "```"),
                        "docs/reference.md's reference for `packtool \(command) \(sub)` is stale; \(Self.fix)")
            }
        }
    }

    @Test func lintDocListsEveryCheck() throws {
        let doc = try String(contentsOf: Self.lintDoc, encoding: .utf8)
        let list = try PacktoolBinary.run(["lint", "--list-checks"])
        #expect(list.status == 0)
        #expect(doc.contains("```text\n" + list.stdout + "```"), "docs/lint.md's list of checks is stale; \(Self.fix)")
    }

    /// The README's CI line, on the repository as shipped: it passes (the coming-soon
    /// pack's glyphs not drawn yet are infos, SARIF "note"s).
    @Test func readmeCILinePassesOnTheShippedPacks() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let line = "packtool lint --strict --format sarif --output packtool.sarif"
        #expect(readme.contains(line))
        let scratch = try TemporaryDirectory()
        let sarif = scratch.url.appendingPathComponent("packtool.sarif")
        let arguments = Array(line.split(separator: " ").dropFirst().dropLast().map(String.init)) + [sarif.path]
        let result = try PacktoolBinary.run(arguments)
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try #require(((object["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        #expect(!results.isEmpty)
        #expect(results.allSatisfy { $0["level"] as? String == "note" })
    }

    @Test func readmeCommandsStillWork() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        #expect(readme.contains("swift run packtool preview \"hello world\""))
        #expect(readme.contains("\nScripts/test "), "the README's test command is Scripts/test")
        let scratch = try TemporaryDirectory()
        let preview = try PacktoolBinary.run(["preview", "hello world", "--bundle", TestPaths.packageRoot.appendingPathComponent("GlyphSets").path,
                                              "--documents", scratch.url.path], in: scratch.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.hasPrefix("10 1 7 0 14   0 1 1 2 4\n"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("preview-hello-world.svg").path))
    }

    /// The README is a front door: the install block (which .ci/run executes as written)
    /// is on its first screen, and the generated reference lives in docs/reference.md.
    @Test func readmeIsAFrontDoor() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let install = try #require(lines.firstIndex(of: "<!-- install:end -->"), "README.md lacks the install block's markers")
        #expect(install < 60, "the install block ends on line \(install + 1); keep it on the README's first screen")
        #expect(lines.count < 500, "README.md has \(lines.count) lines; long material belongs in docs/")
        #expect(!readme.contains("<!-- reference:start -->"), "the generated reference belongs in docs/reference.md")
        #expect(readme.contains("(docs/reference.md)"))
        let block = try #require(Self.installBlock(readme))
        #expect(block.contains("Scripts/install "), "\(block)")
        #expect(block.contains("\npacktool "), "the block ends by running packtool from PATH: \(block)")
    }

    /// The shell lines between the README's install markers, as .ci/run extracts them.
    static func installBlock(_ readme: String) -> String? {
        guard let start = readme.range(of: "<!-- install:start -->\n```sh\n"),
              let end = readme.range(of: "```\n<!-- install:end -->", range: start.upperBound..<readme.endIndex) else { return nil }
        return String(readme[start.upperBound..<end.lowerBound])
    }
}
