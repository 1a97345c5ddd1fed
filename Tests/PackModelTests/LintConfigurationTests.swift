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

    /// The byte reader of ASCII paths and the `Character` reader agree (the first answers
    /// nil for anything not ASCII, which the second then reads).
    @Test(arguments: ["/a/b/c", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/..", "/../a", "//a//b/", "/", "", "a/b", "/a/.../b",
                      "/a/..b/c", "/a/b/../../..", "/a/ b/c d", "/a/%20/b", "/./", "/a/b/c/../d/./e/", "/a/\r\n/b", "/.a/..a/a..",
                      "/a/b/./../c/.././../d", "/x/" + String(repeating: "long-name/", count: 40) + ".."])
    func asciiPathsStandardizeAsByCharacter(_ path: String) throws {
        let ascii = try #require(LintPaths.standardizedASCII(path))
        #expect(ascii == LintPaths.standardizedByCharacter(path))
    }

    /// A pack folder's name is worked out on its path's text; it must be what URL gives.
    @Test(arguments: ["/a/b/c", "/a/./b", "/a/../b", "/a/b/..", "/a/b/.", "/..", "/../a", "//a//b/", "/", "/a/.../b",
                      "/a/..b/c", "/a/b/../../..", "/a/ b/c d", "/a/é/ü", "/a/%20/b", "/./", "/a/b/c/../d/./e/"])
    func folderNamesAreURLs(_ path: String) {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        #expect(FolderPackFiles(folder: folder).folderName == folder.standardizedFileURL.lastPathComponent)
    }

    /// The configuration is found from a folder named with `.` and `..`, as URL found it.
    @Test func isFoundFromAPathWithDots() throws {
        let root = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/b", isDirectory: true), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a/c", isDirectory: true), withIntermediateDirectories: true)
        let file = root.appendingPathComponent("a/c/" + LintConfiguration.fileName)
        try Data("{}".utf8).write(to: file)
        let dotted = URL(fileURLWithPath: root.path + "/a/b/./../c/", isDirectory: true)
        #expect(LintConfiguration.find(from: dotted)?.path == file.standardizedFileURL.path)
        // From a/b itself the climb passes a and the folder above, never a/c.
        #expect(LintConfiguration.find(from: root.appendingPathComponent("a/b", isDirectory: true))?.path != file.path)
    }

    @Test func nonASCIIPathsAreReadByCharacter() {
        #expect(LintPaths.standardizedASCII("/a/é/ü") == nil)
        #expect(LintPaths.standardized("/a/é/../ü") == "/a/ü")
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

    /// The findings of one pack in memory, its files given as text (the first file
    /// padded with `padding` spaces, to make it grow).
    static func lint(_ files: [String: String], padding: Int = 0) -> [Diagnostic] {
        var bytes = files.mapValues { Array($0.utf8) }
        if padding > 0, let svg = files.keys.first(where: { $0.hasSuffix(".svg") }) {
            bytes[svg]! += [UInt8](repeating: 0x20, count: padding)
        }
        return Linter().lint(MemoryPackFiles(folderName: "example", files: bytes, displayPath: "GlyphSets/example"))
    }

    static let glyph = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"#

    /// A file that grows by 20 KiB changes the measurement in its message; the baseline
    /// still knows the finding, and the SARIF fingerprint does not change.
    @Test func aFindingWhoseMeasurementChangesStaysKnown() throws {
        let before = Self.lint(["a.svg": Self.glyph], padding: 300 * 1024).filter { $0.checkID == .svgFileSize }
        let after = Self.lint(["a.svg": Self.glyph], padding: 320 * 1024).filter { $0.checkID == .svgFileSize }
        #expect(before.count == 1 && after.count == 1)
        #expect(before.map(\.message) != after.map(\.message), "the measurement is in the message: \(before.map(\.message))")
        let baseline = Baseline(recording: before, file: file, cwd: cwd)
        let result = baseline.filter(after, cwd: cwd)
        #expect(result.suppressed == 1 && result.new.isEmpty)

        func fingerprints(_ diagnostics: [Diagnostic]) throws -> [String] {
            let report = LintReport(packs: [PackLintResult(pack: "GlyphSets/example", fileCount: 1, listingError: nil, diagnostics: diagnostics)],
                                    checks: CheckCatalogue.all.map(\.info))
            let sarif = try #require(try JSONSerialization.jsonObject(with: Data(SARIFReporter(workingDirectory: cwd).render(report).utf8)) as? [String: Any])
            let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        }
        let old = try fingerprints(before)
        #expect(old.count == 1)
        #expect(try fingerprints(after) == old)
    }

    /// The same in the letter map: a code that gets longer changes the message, not the
    /// finding; a finding about another letter is new, though its words are alike.
    @Test func aMapFindingIsKnownByItsSubjectNotItsWords() {
        func map(w: String, x: String = "1") -> [String: String] {
            let letters = LetterMapKeys.letterNames.map { letter in
                let code = letter == "w" ? w : letter == "x" ? x : "1"
                return #""\#(letter)": {"code": "\#(code)", "glyphFile": "\#(letter).svg"}"#
            }
            return [LetterMap.fileName: #"{"glyphSet": "example", "displayName": "E", "letters": {"# + letters.joined(separator: ", ") + "}}"]
        }
        let before = Self.lint(map(w: "141")).filter { $0.checkID == .mapCodeLength }
        let longer = Self.lint(map(w: "1411")).filter { $0.checkID == .mapCodeLength }
        let another = Self.lint(map(w: "1411", x: "111")).filter { $0.checkID == .mapCodeLength }
        #expect(before.count == 1 && longer.count == 1 && another.count == 2)
        #expect(before[0].message != longer[0].message)
        let baseline = Baseline(recording: before, file: file, cwd: cwd)
        #expect(baseline.filter(longer, cwd: cwd).suppressed == 1)
        let result = baseline.filter(another, cwd: cwd)
        #expect(result.suppressed == 1 && result.new.map(\.subject) == ["letters.x.code"])
    }

    @Test func recordedEntriesHoldCodeAndSubjectNotWords() throws {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselineFile = folder.appendingPathComponent("baseline.json")
        let diagnostics = [LintFixtures.diagnostic(.mapStatus, code: "unknown-status", subject: "status", path: folder.path + "/p/letter_map.json",
                                                   message: "\"status\" is \"soon\"")]
        try Baseline(recording: diagnostics, file: baselineFile, cwd: folder).encoded().write(to: baselineFile)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: baselineFile)) as? [String: Any])
        #expect(object["version"] as? Int == Baseline.formatVersion)
        let entry = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(Set(entry.keys) == ["checkID", "code", "count", "path", "subject"])
        #expect(entry["code"] as? String == "unknown-status" && entry["subject"] as? String == "status")
    }

    /// A version 1 file (keyed on the message) is still read and matches as it did.
    @Test func aVersionOneBaselineStillMatchesByMessage() throws {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselineFile = folder.appendingPathComponent("baseline.json")
        try Data(#"""
        {"version": 1, "tool": "packtool", "findings": [
          {"checkID": "map.status", "path": "p/letter_map.json", "message": "status is bad", "count": 1}]}
        """#.utf8).write(to: baselineFile)
        let baseline = try Baseline.load(baselineFile)
        #expect(baseline.findingCount == 1)
        let same = LintFixtures.diagnostic(.mapStatus, path: "p/letter_map.json", message: "status is bad")
        let other = LintFixtures.diagnostic(.mapStatus, path: "p/letter_map.json", message: "status is worse")
        #expect(baseline.filter([same], cwd: folder).suppressed == 1)
        #expect(baseline.filter([other], cwd: folder).suppressed == 0)
    }

    @Test(arguments: [
        (#"{"version": 2, "tool": "packtool", "findings": [{"checkID": "map.stauts", "path": "p", "code": "unknown-status", "count": 1}]}"#,
         "unknown check id \"map.stauts\"", "did you mean \"map.status\"?"),
        (#"{"version": 2, "tool": "packtool", "findings": [{"checkID": "map.status", "path": "p", "code": "unknown-stat", "count": 1}]}"#,
         "map.status has no message code \"unknown-stat\"", "did you mean \"unknown-status\"?"),
        (#"{"version": 2, "tool": "packtool", "findings": [{"checkID": "map.status", "path": "p", "count": 1}]}"#,
         "finding 1 has no \"code\"", "--write-baseline"),
        (#"{"version": 3, "tool": "packtool", "findings": []}"#, "baseline version 3 is not supported", "--write-baseline"),
    ])
    func aBaselineThatNamesNoKnownFindingIsRefusedWithAHint(text: String, message: String, hint: String) throws {
        let error = try #require(try Self.refusal(ofBaseline: text).error, "loaded \(text)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.hint.contains(hint), "\(error.hint)")
    }

    /// Why `Baseline.load` refuses a file `baseline.json` holding `text` (nil if it loads),
    /// and the file's path.
    static func refusal(ofBaseline text: String) throws -> (error: ConfigurationError?, path: String) {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselineFile = folder.appendingPathComponent("baseline.json")
        try Data(text.utf8).write(to: baselineFile)
        do {
            _ = try Baseline.load(baselineFile)
            return (nil, baselineFile.path)
        } catch {
            return (error, baselineFile.path)
        }
    }

    /// A baseline that does not parse, or holds a field of the wrong type, is refused with
    /// its file, line and column, and what to do.
    @Test(arguments: [
        ("{\"version\": 2,\n \"tool\": \"packtool\",\n \"findings\": [\n  {\"checkID\": \"map.status\",}\n]}", 4, 28, "the baseline is not valid JSON: trailing comma"),
        ("{\"version\": 2,\n \"tool\": \"packtool\",\n \"findings\": [\n  {\"checkID\": \"map.status\", \"path\": \"p\", \"code\": \"unknown-status\", \"count\": \"2\"}\n]}", 4, 77,
         "finding 1: \"count\" is a string, not a whole number"),
        ("{\"version\": 2,\n \"tool\": \"packtool\",\n \"findings\": {}\n}", 3, 14, "\"findings\" is an object, not a list"),
        ("{\"version\": 2,\n \"tool\": \"packtool\",\n \"findings\": [\n  {\"checkID\": \"map.stauts\", \"path\": \"p\", \"code\": \"x\", \"count\": 1}]}", 4, 15,
         "finding 1: unknown check id \"map.stauts\""),
        ("\n\n[1, 2]", 3, 1, "not a packtool baseline file: the top level is an array"),
        ("{\"version\": \"2\", \"tool\": \"packtool\", \"findings\": []}", 1, 13, "\"version\" is a string, not a whole number"),
    ])
    func aMalformedBaselineNamesItsFileAndLine(text: String, line: Int, column: Int, message: String) throws {
        let (refusal, path) = try Self.refusal(ofBaseline: text)
        let error = try #require(refusal, "loaded \(text)")
        #expect(error.description.hasPrefix("\(path):\(line):\(column): "), "\(error.description)")
        #expect(error.message.contains(message), "\(error.message)")
        #expect(error.hint.contains("--write-baseline baseline.json") || error.hint.contains("did you mean"), "\(error.hint)")
    }

    /// What a JSON decoder read is still read: unknown keys passed over, null optional
    /// fields, whole numbers written with a fraction, a repeated key's last value.
    @Test func aBaselineIsReadAsADecoderReadIt() throws {
        let folder = try LintFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let baselineFile = folder.appendingPathComponent("baseline.json")
        try Data(#"""
        {"version": 2.0, "tool": "packtool", "note": {"any": [1, true]}, "findings": [
          {"checkID": "map.status", "path": "p/letter_map.json", "code": "unknown-status", "subject": null, "count": 1, "count": 3, "extra": 1}]}
        """#.utf8).write(to: baselineFile)
        let baseline = try Baseline.load(baselineFile)
        let key = Baseline.Fingerprint(checkID: .mapStatus, path: "p/letter_map.json", code: "unknown-status", subject: nil)
        #expect(baseline.counts == [key: 3])
        #expect(baseline.baseDirectory == folder.standardizedFileURL)
    }
}
