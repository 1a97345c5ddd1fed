import Foundation
import TestSupport
import Testing

/// The README's reference and the checks list in docs/lint.md are what the binary
/// prints; `Scripts/readme-reference` regenerates them after a help text changes.
@Suite struct DocumentationTests {
    static let readme = TestPaths.packageRoot.appendingPathComponent("README.md")
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

    @Test func readmeReferenceIsTheRealHelp() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let root = try PacktoolBinary.run(["--help"])
        #expect(readme.contains("```text\n" + root.stdout + "```"), "README.md's packtool --help is stale; \(Self.fix)")
        let commands = try Self.subcommands()
        #expect(commands.count >= 8, "\(commands)")
        for command in commands {
            let help = try PacktoolBinary.run(["help", command])
            #expect(help.status == 0)
            #expect(readme.contains("### packtool \(command)\n\n```text\n" + help.stdout + "```"),
                    "README.md's reference for `packtool \(command)` is stale; \(Self.fix)")
            // A command's own subcommands (`catalogue add`, …) have their section too.
            for sub in try Self.subcommands(of: [command]) {
                let help = try PacktoolBinary.run(["help", command, sub])
                #expect(help.status == 0)
                #expect(readme.contains("### packtool \(command) \(sub)\n\n```text\n" + help.stdout + "```"),
                        "README.md's reference for `packtool \(command) \(sub)` is stale; \(Self.fix)")
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
        #expect(readme.contains("\nswift test"))
        let scratch = try TemporaryDirectory()
        let preview = try PacktoolBinary.run(["preview", "hello world", "--bundle", TestPaths.packageRoot.appendingPathComponent("GlyphSets").path,
                                              "--documents", scratch.url.path], in: scratch.url)
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(preview.stdout.hasPrefix("10 1 7 0 14   0 1 1 2 4\n"))
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("preview-hello-world.svg").path))
    }
}
