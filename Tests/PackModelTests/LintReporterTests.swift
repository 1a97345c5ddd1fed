import Foundation
import Testing
import TestSupport
@testable import PackModel

@Suite struct LintReporterTests {
    static let cwd = URL(fileURLWithPath: "/work/repo")

    /// The broken fixture pack, linted as if from the repository root.
    static func brokenReport() -> LintReport {
        let folder = LintFixtures.lint.appendingPathComponent("broken")
        let session = LintSession(workingDirectory: cwd)
        let results = session.lint([{ FolderPackFiles(folder: folder, displayPath: "GlyphSets/broken") }])
        return LintReport(packs: results, checks: session.checks)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func humanLinesNameLocationSeverityAndCheck() {
        let report = Self.brokenReport()
        let text = HumanReporter().render(report)
        #expect(text.contains("GlyphSets/broken/letter_map.json:7:20: error: the code of letter 'b' is the number 9; codes are strings of digits [map.code-is-string/number]\n    hint: "))
        #expect(text.hasPrefix("GlyphSets/broken: "))
        #expect(text.hasSuffix("1 pack, 3 files: \(report.summary.errors) errors, \(report.summary.warnings) warnings, 0 infos\n"))
        #expect(!text.contains("\u{1B}["))
        #expect(HumanReporter(useColor: true).render(report).contains("\u{1B}[1;31merror\u{1B}[0m"))
    }

    @Test func humanFoldsManyFindingsOfOneCheckUnlessVerbose() {
        let report = Self.brokenReport()
        let missing = report.diagnostics.count { $0.checkID == .mapLettersComplete }
        #expect(missing == 23)
        let folded = HumanReporter(collapseAfter: 5).render(report)
        #expect(folded.contains("… and 18 more [map.letters-complete]"))
        #expect(folded.components(separatedBy: "[map.letters-complete/missing-letter]\n").count - 1 == 5)
        let verbose = HumanReporter(verbose: true).render(report)
        #expect(!verbose.contains("more [map.letters-complete]"))
        #expect(verbose.components(separatedBy: "[map.letters-complete/missing-letter]\n").count - 1 == 23)
    }

    @Test func jsonParsesBackWithTheDocumentedFields() throws {
        let report = Self.brokenReport()
        let json = try Self.object(JSONReporter().render(report))
        #expect(json["version"] as? Int == 1)
        let packs = try #require(json["packs"] as? [[String: Any]])
        #expect(packs.count == 1)
        #expect(packs[0]["pack"] as? String == "GlyphSets/broken")
        #expect(packs[0]["files"] as? Int == 3)
        let diagnostics = try #require(packs[0]["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == report.diagnostics.count)
        let code = try #require(diagnostics.first { $0["checkID"] as? String == "map.code-is-string" })
        #expect(code["severity"] as? String == "error")
        #expect(code["code"] as? String == "number" && code["subject"] as? String == "letters.b.code")
        #expect(code["path"] as? String == "GlyphSets/broken/letter_map.json")
        #expect(code["line"] as? Int == 7 && code["column"] as? Int == 20)
        #expect((code["hint"] as? String)?.isEmpty == false)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == report.summary.errors)
        #expect(summary["warnings"] as? Int == report.summary.warnings)
    }

    /// `JSONReporter.render` writes its JSON by hand; these are the bytes JSONEncoder
    /// writes for the same document, for a real report, an empty one and one whose
    /// strings hold every character JSON escapes (and some it does not).
    @Test func jsonIsByteForByteWhatJSONEncoderWrites() {
        let reporter = JSONReporter()
        func expectSame(_ report: LintReport) {
            #expect(reporter.render(report) == JSONText.string(reporter.document(report)))
        }
        expectSame(Self.brokenReport())
        expectSame(LintReport(packs: [], checks: []))
        var odd = (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }.joined()
        odd += "\"\\/ é 𝄞 \u{7F} \u{2028} <&> 'x'"
        let full = Diagnostic(checkID: .mapCodeIsString, code: "number", subject: odd, severity: .warning, pack: "p/\(odd)",
                              path: "p/\(odd)/a.svg", file: odd, position: SourcePosition(line: 12, column: 3), message: odd,
                              hint: odd, fixedBy: SVGRewrite.allCases.first?.fixRewrite)
        let bare = Diagnostic(checkID: .mapCodeIsString, code: "c", subject: nil, severity: .info, pack: "q", path: "q",
                              file: nil, position: nil, message: "m", hint: nil)
        expectSame(LintReport(packs: [PackLintResult(pack: "p/\(odd)", fileCount: 3, listingError: nil, diagnostics: [full, bare]),
                                      PackLintResult(pack: "q", fileCount: 0, listingError: nil, diagnostics: [])],
                              checks: [], suppressedByBaseline: 4, excludedPacks: ["x", odd]))
    }

    @Test func sarifHasWhatCodeScanningRequires() throws {
        let report = Self.brokenReport()
        let sarif = try Self.object(SARIFReporter(workingDirectory: Self.cwd).render(report))
        #expect(sarif["version"] as? String == "2.1.0")
        #expect((sarif["$schema"] as? String)?.hasSuffix("sarif-schema-2.1.0.json") == true)
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let run = try #require(runs.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "packtool")
        #expect(driver["version"] as? String == PackModelVersion.string)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == report.checks.count)
        for rule in rules {
            #expect(rule["id"] is String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] is String)
            #expect((rule["fullDescription"] as? [String: Any])?["text"] is String)
            let help = try #require(rule["help"] as? [String: Any])
            #expect(help["text"] is String && help["markdown"] is String)
            #expect(["error", "warning", "note"].contains((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String ?? ""))
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.diagnostics.count)
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(uri.hasPrefix("GlyphSets/broken") && !uri.contains("\\"))
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            // Every result has a region: code scanning places an alert by file and line.
            let region = try #require(physical["region"] as? [String: Any], "\(ruleID) at \(uri) has no region")
            if uri == "GlyphSets/broken/unused.svg" {
                // A finding about the whole file: its first line, no column.
                #expect(region["startLine"] as? Int == 1 && region["startColumn"] == nil)
            } else {
                #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            }
        }
        let code = try #require(results.first { $0["ruleId"] as? String == "map.code-is-string" })
        #expect(code["level"] as? String == "error")
        #expect((code["properties"] as? [String: Any])?["code"] as? String == "number")
        #expect((code["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey]?.count == 32)
        let warning = try #require(results.first { $0["ruleId"] as? String == "pack.unused-svg" })
        #expect(warning["level"] as? String == "warning")
    }

    @Test func sarifMapsInfoToNote() throws {
        let report = LintReport(packs: [PackLintResult(pack: "p", fileCount: 1, listingError: nil,
                                                       diagnostics: [LintFixtures.diagnostic(.mapCodeLength, .info)])],
                                checks: CheckCatalogue.all.map(\.info))
        let sarif = try Self.object(SARIFReporter(workingDirectory: Self.cwd).render(report))
        let result = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        #expect(result["level"] as? String == "note")
    }

    @Test func githubCommandsAreEscaped() {
        #expect(GitHubReporter.escapeData("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReporter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        let tricky = LintFixtures.diagnostic(.mapStatus, .info, path: "/work/repo/Glyph,Sets/p:q/letter_map.json", line: 2, column: 7,
                                             message: "50% of\nthe map", hint: "a, b: c")
        let report = LintReport(packs: [PackLintResult(pack: "p", fileCount: 1, listingError: nil, diagnostics: [tricky])], checks: [])
        let output = GitHubReporter(workingDirectory: Self.cwd).render(report)
        let first = output.split(separator: "\n").first.map(String.init)
        #expect(first == "::notice file=Glyph%2CSets/p%3Aq/letter_map.json,line=2,col=7,title=map.status/unknown-status (info)::50%25 of%0Athe map%0Ahint: a, b: c")
    }

    @Test func githubStepSummaryListsEveryFinding() {
        let report = Self.brokenReport()
        let summary = GitHubReporter(workingDirectory: Self.cwd).stepSummary(report)
        #expect(summary.contains("| Severity | Location | Check | Message |"))
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
        #expect(rows.count == report.diagnostics.count)
        #expect(GitHubReporter.cell("a|b\nc") == "a&#124;b<br>c")
    }

    /// Messages that name SVG elements (`<path>`, `<defs>`), hold Markdown (backticks,
    /// emphasis, links, `|`) or HTML, rendered through a CommonMark parser with GFM tables
    /// (markdown-it-py), come out of the summary's table exactly as they went in.
    @Test(.requiresPython(module: "markdown_it", pypi: "markdown-it-py"))
    func githubStepSummarySurvivesACommonMarkParser() throws {
        let hostile: [(message: String, hint: String?)] = [
            ("an element <path> inside <defs> is not drawn", "remove <defs>…</defs> | or run `packtool fix`"),
            ("*bold* _em_ [link](http://x.test) ![img](y) ~~gone~~ back\\slash & &amp; &lt;b&gt; <script>alert(1)</script>", nil),
            ("a | pipe | in | the | table", "first line\nsecond line"),
            ("<!-- hidden --> <img src=x onerror=alert(1)> :smile: @someone #1 $x$ <br> </td>", "a`b``c ```"),
            ("<linearGradient id=\"g\"> and <use href=\"#g\"/> are outside the profile", "draw with <path d=\"M0 0\"/>"),
        ]
        let diagnostics = hostile.enumerated().map { index, item in
            LintFixtures.diagnostic(.svgProfileElement, .warning, path: "/work/repo/Glyph|Sets/`odd`/<x>_\(index).svg", line: index + 1, column: 2,
                                    message: item.message, hint: item.hint)
        }
        let report = LintReport(packs: [PackLintResult(pack: "p", fileCount: 1, listingError: nil, diagnostics: diagnostics)], checks: [])
        let summary = GitHubReporter(workingDirectory: Self.cwd).stepSummary(report)
        let script = """
        import sys, json, html.parser
        from markdown_it import MarkdownIt
        rendered = MarkdownIt("commonmark").enable("table").render(sys.stdin.read())
        class Cells(html.parser.HTMLParser):
            def __init__(self):
                super().__init__(convert_charrefs=True)
                self.rows, self.cell = [], None
            def handle_starttag(self, tag, attrs):
                if tag == "tr": self.rows.append([])
                elif tag == "td": self.cell = ""
                elif tag == "br" and self.cell is not None: self.cell += "\\n"
                elif tag != "code" and self.cell is not None: self.cell += "<" + tag + ">"
            def handle_endtag(self, tag):
                if tag == "td": self.rows[-1].append(self.cell); self.cell = None
                elif tag not in ("code",) and self.cell is not None: self.cell += "</" + tag + ">"
            def handle_data(self, data):
                if self.cell is not None: self.cell += data
        parser = Cells()
        parser.feed(rendered)
        print(json.dumps([row for row in parser.rows if row]))
        """
        let python = Process()
        python.executableURL = try #require(ExternalTool.path("python3"))
        python.arguments = ["-c", script]
        let input = Pipe(), output = Pipe()
        python.standardInput = input
        python.standardOutput = output
        try python.run()
        input.fileHandleForWriting.write(Data(summary.utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        let rows = try #require(try JSONSerialization.jsonObject(with: data) as? [[String]])
        #expect(rows.count == diagnostics.count, "\(summary)")
        for (row, diagnostic) in zip(rows, diagnostics) {
            let location = "Glyph|Sets/`odd`/<x>_\(diagnostic.position!.line - 1).svg:\(diagnostic.position!.line):2"
            #expect(row.count == 4)
            #expect(row.dropFirst().first == location, "location: \(row)")
            let message = diagnostic.message + (diagnostic.hint.map { "\nhint: " + $0 } ?? "")
            #expect(row.last == message, "message: \(row.last ?? "") != \(message)")
        }
    }
}

@Suite struct LintSessionTests {
    @Test func resultsKeepTheOrderPacksWereGivenIn() {
        let names = (0..<40).map { "pack\($0)" }
        let openers: [LintSession.PackOpener] = names.map { name in
            { MemoryPackFiles(folderName: name, files: [LetterMap.fileName: Array(MapExamples.complete.utf8)]) }
        }
        let session = LintSession(workingDirectory: URL(fileURLWithPath: "/"))
        let parallel = session.lint(openers, processorCount: 4)
        #expect(parallel.map(\.pack) == names)
        #expect(parallel.allSatisfy { $0.diagnostics.contains { $0.checkID == .mapGlyphSetMatchesFolder } })
        let serial = session.lint(openers, processorCount: 1)
        #expect(serial.map(\.diagnostics) == parallel.map(\.diagnostics))
    }

    @Test func configurationTurnsChecksOffAndExcludesPaths() throws {
        var configuration = try LintConfiguration.parse(Array(#"{ "checks": { "map.glyph-file-exists": "off" }, "exclude": ["**/unused.svg"] }"#.utf8),
                                                        file: URL(fileURLWithPath: "/r/.packtool.json"), knownChecks: CheckCatalogue.all.map(\.info.id))
        let folder = LintFixtures.lint.appendingPathComponent("broken")
        let session = LintSession(configuration: configuration, workingDirectory: URL(fileURLWithPath: "/r"))
        let ids = Set(session.lint([{ FolderPackFiles(folder: folder, displayPath: "/r/broken") }])[0].diagnostics.map(\.checkID))
        #expect(!ids.contains(.mapGlyphFileExists) && !ids.contains(.packUnusedSVG) && ids.contains(.mapStatus))
        configuration.exclude = []
        let all = LintSession(configuration: configuration, workingDirectory: URL(fileURLWithPath: "/r"))
        #expect(all.lint([{ FolderPackFiles(folder: folder, displayPath: "/r/broken") }])[0].diagnostics.contains { $0.checkID == .packUnusedSVG })
    }
}
