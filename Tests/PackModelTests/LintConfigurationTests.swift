import Foundation
import Testing
@testable import PackModel

@Suite struct LintConfigurationTests {
    let file = URL(fileURLWithPath: "/repo/.packtool.json")
    let ids = CheckCatalogue.all.map(\.info.id)

    func parse(_ text: String) throws(ConfigurationError) -> LintConfiguration {
        try LintConfiguration.parse(Array(text.utf8), file: file, knownChecks: ids)
    }

    @Test func readsSettingsAndExcludes() throws {
        let configuration = try parse(#"{ "checks": { "map.code-length": "off", "pack.unused-svg": "error" }, "exclude": ["GlyphSets/wip/**"] }"#)
        #expect(configuration.settings[.mapCodeLength] == .off)
        #expect(configuration.settings[.packUnusedSVG] == .severity(.error))
        let checks = configuration.apply(to: CheckCatalogue.all)
        #expect(!checks.contains { $0.info.id == .mapCodeLength })
        #expect(checks.first { $0.info.id == .packUnusedSVG }?.info.severity == .error)
        #expect(checks.count == CheckCatalogue.all.count - 1)
    }

    @Test func unknownCheckIdNamesFileLineAndCloseMatch() {
        #expect {
            _ = try parse("{\n  \"checks\": {\n    \"map.code-lenght\": \"off\"\n  }\n}")
        } throws: { error in
            guard let error = error as? ConfigurationError else { return false }
            return error.location == "/repo/.packtool.json:3:5" && error.message.contains("map.code-lenght") && error.hint.contains("map.code-length")
        }
    }

    @Test func badValuesAndKeysAreErrors() {
        for (text, line) in [
            ("{\n \"checks\": { \"map.status\": \"loud\" } }", 2),
            ("{\n \"exclude\": \"GlyphSets\" }", 2),
            ("{\n \"exclude\": [\"/abs/**\"] }", 2),
            ("{ \"check\": {} }", 1),
            ("[ ]", 1),
            ("{ \"checks\": { } ", 1),
        ] {
            do {
                _ = try parse(text)
                Issue.record("accepted \(text)")
            } catch {
                #expect(error.position?.line == line, "\(text): \(error)")
            }
        }
    }

    @Test func globsMatchLikeDocumented() {
        #expect(Glob("GlyphSets/wip/**").matchesPathOrParent("GlyphSets/wip/a.svg"))
        #expect(Glob("GlyphSets/wip/**").matchesPathOrParent("GlyphSets/wip"))
        #expect(Glob("GlyphSets/wip").matchesPathOrParent("GlyphSets/wip/letter_map.json"))
        #expect(!Glob("GlyphSets/wip/**").matchesPathOrParent("GlyphSets/wipe/a.svg"))
        #expect(Glob("**/draft_*.svg").matches("GlyphSets/classic/draft_a.svg"))
        #expect(Glob("**/draft_*.svg").matches("draft_a.svg"))
        #expect(!Glob("GlyphSets/*.svg").matches("GlyphSets/classic/a.svg"))
        #expect(Glob("GlyphSets/?lassic").matches("GlyphSets/classic"))
    }

    @Test func excludesAreRelativeToTheConfigFolder() throws {
        let configuration = try parse(#"{ "exclude": ["GlyphSets/wip/**"] }"#)
        let cwd = URL(fileURLWithPath: "/repo/GlyphSets")
        #expect(configuration.isExcluded("wip/a.svg", cwd: cwd))
        #expect(configuration.isExcluded("/repo/GlyphSets/wip", cwd: cwd))
        #expect(!configuration.isExcluded("classic/a.svg", cwd: cwd))
        #expect(!configuration.isExcluded("/elsewhere/GlyphSets/wip/a.svg", cwd: cwd))
    }

    @Test func isFoundByWalkingUp() throws {
        let root = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(LintConfiguration.find(from: nested)?.path != root.appendingPathComponent(LintConfiguration.fileName).path)
        try Data("{}".utf8).write(to: root.appendingPathComponent(LintConfiguration.fileName))
        #expect(LintConfiguration.find(from: nested)?.standardizedFileURL.path == root.appendingPathComponent(LintConfiguration.fileName).standardizedFileURL.path)
    }
}

@Suite struct LintPathTests {
    /// Paths are standardized on the text; the result must be what URL gives, which
    /// reports used to print.
    @Test(arguments: ["/a/b/c", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/..", "/../a", "//a//b/", "/", "/a/.../b",
                      "/a/..b/c", "/a/b/../../..", "/a/ b/c d", "/a/é/ü", "/a/%20/b", "/./", "/a/b/c/../d/./e/"])
    func standardizesLikeURL(_ path: String) {
        #expect(LintPaths.standardized(path) == URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    @Test func relativePathsAreTakenFromTheWorkingDirectory() {
        let cwd = URL(fileURLWithPath: "/work/packs")
        #expect(LintPaths.absolute("classic", cwd: cwd) == "/work/packs/classic")
        #expect(LintPaths.absolute("../other/./x/", cwd: cwd) == "/work/other/x")
        #expect(LintPaths.display("/work/packs/classic/a.svg", base: cwd, cwd: cwd) == "classic/a.svg")
    }
}

@Suite struct BaselineTests {
    let cwd = URL(fileURLWithPath: "/repo")
    let file = URL(fileURLWithPath: "/repo/.packtool-baseline.json")

    @Test func knownFindingsAreSuppressedWhateverTheirLine() {
        let old = [LintFixtures.diagnostic(.mapStatus, path: "GlyphSets/p/letter_map.json", line: 4, message: "status is bad")]
        let baseline = Baseline(recording: old, file: file, cwd: cwd)
        let moved = [LintFixtures.diagnostic(.mapStatus, path: "GlyphSets/p/letter_map.json", line: 40, message: "status is bad"),
                     LintFixtures.diagnostic(.mapCodeDigits, path: "GlyphSets/p/letter_map.json", line: 5, message: "new")]
        let result = baseline.filter(moved, cwd: cwd)
        #expect(result.suppressed == 1)
        #expect(result.new.map(\.checkID) == [.mapCodeDigits])
    }

    @Test func countsKeepASecondIdenticalFindingNew() {
        let one = LintFixtures.diagnostic(.mapStatus, message: "same")
        let baseline = Baseline(recording: [one], file: file, cwd: cwd)
        let result = baseline.filter([one, one], cwd: cwd)
        #expect(result.suppressed == 1 && result.new.count == 1)
    }

    @Test func roundTripsThroughItsFileWithRelativePaths() throws {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselineFile = folder.appendingPathComponent("baseline.json")
        let diagnostics = [LintFixtures.diagnostic(.mapStatus, path: folder.path + "/GlyphSets/p/letter_map.json", message: "x"),
                           LintFixtures.diagnostic(.mapStatus, path: folder.path + "/GlyphSets/p/letter_map.json", message: "x")]
        let baseline = Baseline(recording: diagnostics, file: baselineFile, cwd: folder)
        try baseline.encoded().write(to: baselineFile)
        let text = try String(contentsOf: baselineFile, encoding: .utf8)
        #expect(text.contains("\"path\" : \"GlyphSets/p/letter_map.json\""))
        #expect(text.contains("\"count\" : 2"))
        let loaded = try Baseline.load(baselineFile)
        #expect(loaded == baseline)
        // Run from another folder: the same findings are still known.
        let other = folder.appendingPathComponent("GlyphSets")
        let relative = LintFixtures.diagnostic(.mapStatus, path: "p/letter_map.json", message: "x")
        #expect(loaded.filter([relative, relative], cwd: other).suppressed == 2)
    }

    @Test func aFileThatIsNotABaselineIsRefused() throws {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("b.json")
        try Data("[1, 2]".utf8).write(to: bad)
        #expect(throws: ConfigurationError.self) { try Baseline.load(bad) }
    }
}
