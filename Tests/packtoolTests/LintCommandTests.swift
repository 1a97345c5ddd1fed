import Foundation
import TestSupport
import Testing

@Suite(.serialized) struct LintCommandTests {
    @Test func shippedPacksPassWithWarningsOnly() throws {
        let result = try PacktoolBinary.run(["lint"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("GlyphSets/classic"))
        #expect(result.stdout.contains(" 0 errors"))
        let strict = try PacktoolBinary.run(["lint", "--strict", "classic"])
        let warns = strict.stdout.contains("warning:")
        #expect(strict.status == (warns ? 1 : 0))
    }

    @Test func errorsExitOneAndNameFileLineColumn() throws {
        let result = try PacktoolBinary.run(["lint", "Tests/Fixtures/lint/broken"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Tests/Fixtures/lint/broken/letter_map.json:7:20: error: the code of letter 'b' is the number 9"))
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func couldNotRunExitsTwo() throws {
        let empty = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: empty) }
        let missing = try PacktoolBinary.run(["lint", "no/such/pack"])
        #expect(missing.status == 2 && missing.stderr.contains("no such file or folder"))
        let unknownName = try PacktoolBinary.run(["lint", "nosuchpack", "--bundle", empty.path, "--documents", empty.path])
        #expect(unknownName.status == 2 && unknownName.stderr.contains("no pack named 'nosuchpack'"))
        let nothing = try PacktoolBinary.run(["lint", "--bundle", empty.path], in: empty)
        #expect(nothing.status == 2 && nothing.stderr.contains("no pack to lint"), "\(nothing.stderr)")
        let badFormat = try PacktoolBinary.run(["lint", "--format", "xml"])
        #expect(badFormat.status == 2)
    }

    @Test func jsonAndSarifGoToOutputFiles() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for format in ["json", "sarif"] {
            let output = folder.appendingPathComponent("report.\(format)")
            let result = try PacktoolBinary.run(["lint", "--format", format, "--output", output.path, "Tests/Fixtures/lint/broken"])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
            if format == "json" {
                #expect(object["version"] as? Int == 1)
            } else {
                let run = try #require((object["runs"] as? [[String: Any]])?.first)
                let results = try #require(run["results"] as? [[String: Any]])
                let uri = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
                    .flatMap { $0["artifactLocation"] as? [String: Any] }?["uri"] as? String
                #expect(uri?.hasPrefix("Tests/Fixtures/lint/broken/") == true)
            }
        }
    }

    /// `--output /dev/stdout` (or /dev/fd/1) is the report on standard output, written where it
    /// stands: renamed over, /dev/stdout would be replaced by a file. /dev/fd/1 is asked here,
    /// because a regression there fails to create its temporary file instead of replacing
    /// anything on the machine; SmallFileTests hold FIFOs and links to them.
    @Test func outputToOwnStandardOutputWritesTheReportThere() throws {
        let result = try PacktoolBinary.run(["lint", "--format", "json", "--output", "/dev/fd/1", "Tests/Fixtures/lint/broken"])
        #expect(result.status == 1, "\(result.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1, "\(result.stdout.prefix(200))")
    }

    @Test func githubFormatWritesCommandsAndAppendsTheStepSummary() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let summary = folder.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let result = try PacktoolBinary.run(["lint", "--format", "github", "Tests/Fixtures/lint/broken"],
                                            environment: ["GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1)
        #expect(result.stdout.contains("::error file=Tests/Fixtures/lint/broken/letter_map.json,line=7,col=20,title=map.code-is-string/number (error)::"))
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.hasPrefix("earlier step\n### packtool lint"))
        #expect(text.contains("| error | <code>Tests/Fixtures/lint/broken/letter&#95;map.json&#58;7&#58;20</code> | `map.code-is-string/number` |"), "\(text)")
    }

    @Test func configurationChangesSeverityAndBadConfigurationExitsTwo() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try PacktoolBinary.copyFixture("lint/clean", to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("clean/q.svg"))
        let before = try PacktoolBinary.run(["lint", "clean"], in: folder)
        #expect(before.status == 0, "\(before.stdout)")
        try Data(#"{ "checks": { "map.glyph-file-exists": "error" } }"#.utf8).write(to: folder.appendingPathComponent(".packtool.json"))
        let after = try PacktoolBinary.run(["lint", "clean"], in: folder)
        #expect(after.status == 1 && after.stdout.contains("error: q.svg (letter 'q') is not in the pack"), "\(after.stdout)")
        try Data("{\n  \"checks\": { \"map.nope\": \"off\" }\n}".utf8).write(to: folder.appendingPathComponent(".packtool.json"))
        let bad = try PacktoolBinary.run(["lint", "clean"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".packtool.json:2:15: unknown check id \"map.nope\""), "\(bad.stderr)")
    }

    @Test func baselineGatesOnlyNewFindings() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pack = try PacktoolBinary.copyFixture("lint/broken", to: folder)
        let written = try PacktoolBinary.run(["lint", "broken", "--write-baseline", "baseline.json"], in: folder)
        #expect(written.status == 0, "\(written.stdout)")
        #expect(written.stderr.contains("recorded"))
        let known = try PacktoolBinary.run(["lint", "broken", "--baseline", "baseline.json"], in: folder)
        #expect(known.status == 0)
        #expect(known.stdout.contains("known findings suppressed by the baseline"))
        // Lines move and a new problem appears: only the new one is reported.
        let map = pack.appendingPathComponent("letter_map.json")
        var text = try String(contentsOf: map, encoding: .utf8)
        text = text.replacingOccurrences(of: "{\n", with: "{\n\n\n", options: [], range: text.range(of: "{\n"))
        text = text.replacingOccurrences(of: #""a": { "code": "0""#, with: #""a": { "code": "0x""#)
        try text.write(to: map, atomically: true, encoding: .utf8)
        let new = try PacktoolBinary.run(["lint", "broken", "--baseline", "baseline.json", "--format", "json"], in: folder)
        #expect(new.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as? [String: Any])
        let diagnostics = ((json["packs"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        #expect(diagnostics.map { $0["checkID"] as? String } == ["map.code-digits"])
    }

    /// `script` (util-linux) gives packtool a pseudo-terminal.
    @Test(.requires("script", debian: "bsdutils"))
    func colourOnlyOnATerminalAndNeverWithNoColor() throws {
        let binary = try PacktoolBinary.require()
        let script = try #require(ExternalTool.path("script"))
        func underTerminal(_ environment: [String: String]) throws -> String {
            let process = Process()
            process.executableURL = script
            process.arguments = ["-qec", "\(binary.path) lint Tests/Fixtures/lint/broken", "/dev/null"]
            process.currentDirectoryURL = TestPaths.packageRoot
            var env = ProcessInfo.processInfo.environment
            env["TERM"] = "xterm"
            env.removeValue(forKey: "NO_COLOR")
            for (key, value) in environment { env[key] = value }
            process.environment = env
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(try underTerminal([:]).contains("\u{1B}["))
        #expect(!(try underTerminal(["NO_COLOR": "1"]).contains("\u{1B}[")))
        #expect(!(try PacktoolBinary.run(["lint", "Tests/Fixtures/lint/broken"]).stdout.contains("\u{1B}[")))
    }

    @Test func listChecksAndExplain() throws {
        let list = try PacktoolBinary.run(["lint", "--list-checks"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("map.code-is-string") && list.stdout.contains("error"))
        let explain = try PacktoolBinary.run(["explain", "map.code-is-string"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("map.code-is-string (error)"))
        #expect(explain.stdout.contains("Triggering example 1") && explain.stdout.contains("Not triggering example 1"))
        #expect(explain.stdout.contains("  message codes: number, not-a-string\n"))
        #expect(explain.stdout.contains("  reported at letter_map.json:5:20 [map.code-is-string/number]\n"))
        let unknown = try PacktoolBinary.run(["explain", "map.code-lenght"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("close matches: map.code-length"))
        // A finding's label from a report explains its check; a code the check lacks is refused.
        let label = try PacktoolBinary.run(["explain", "svg.file-size/too-large"])
        #expect(label.status == 0 && label.stdout.hasPrefix("svg.file-size (warning)"))
        let badCode = try PacktoolBinary.run(["explain", "svg.file-size/too-big"])
        #expect(badCode.status == 2)
        #expect(badCode.stderr.contains("svg.file-size has no message code 'too-big'") && badCode.stderr.contains("too-large"))
    }

    @Test func aFileInsideAPackLintsThePackOnce() throws {
        let result = try PacktoolBinary.run(["lint", "--format", "json", "Tests/Fixtures/lint/clean/a.svg", "Tests/Fixtures/lint/clean/letter_map.json"])
        #expect(result.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((json["packs"] as? [[String: Any]])?.map { $0["pack"] as? String } == ["Tests/Fixtures/lint/clean"])
    }
}
