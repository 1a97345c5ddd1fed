import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The zip and install gates are profiles of the one linter, and every limit is read
/// from one table.
@Suite struct ProfileAndPolicyTests {
    static func severities(_ profile: LintProfile, _ configuration: LintConfiguration) -> [String: Severity] {
        Dictionary(uniqueKeysWithValues: profile.checks(configuration: configuration).map { ($0.info.id, $0.info.severity) })
    }

    static let configuration = LintConfiguration(settings: [
        "svg.well-formed": .off,                 // an error, turned off
        "map.code-is-string": .severity(.warning), // an error, lowered
        "map.code-length": .off,                 // a warning, turned off
        "pack.unused-svg": .severity(.error),    // a warning, raised
        "svg.ink-coverage": .severity(.warning), // an info, raised
    ])

    @Test func lintAppliesEverySetting() {
        let lint = Self.severities(.lint, Self.configuration)
        #expect(lint["svg.well-formed"] == nil)
        #expect(lint["map.code-is-string"] == .warning)
        #expect(lint["map.code-length"] == nil)
        #expect(lint["pack.unused-svg"] == .error)
        #expect(LintProfile.lint.ignoredSettings(configuration: Self.configuration).isEmpty)
    }

    @Test func zipNeverLowersAnError() {
        let zip = Self.severities(.zipGate, Self.configuration)
        #expect(zip["svg.well-formed"] == .error)
        #expect(zip["map.code-is-string"] == .error)
        #expect(zip["map.code-length"] == nil)
        #expect(zip["pack.unused-svg"] == .error)
        #expect(zip["svg.ink-coverage"] == .warning)
        #expect(LintProfile.zipGate.ignoredSettings(configuration: Self.configuration) == ["map.code-is-string", "svg.well-formed"])
    }

    @Test func installReadsNoConfiguration() {
        let install = Self.severities(.installGate, Self.configuration)
        let defaults = Dictionary(uniqueKeysWithValues: CheckCatalogue.all.map { ($0.info.id, $0.info.severity) })
        #expect(install == defaults)
    }

    /// A zip gate with a configuration that raises a warning refuses what lint with the
    /// same configuration refuses, in the same words.
    @Test func zipWithARaisedWarningRefusesWhatLintRefuses() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("lowercase_q.svg"))
        let configuration = LintConfiguration(settings: ["map.glyph-file-exists": .severity(.error)])
        let lintErrors = Linter(profile: .lint, configuration: configuration).lint(FolderPackFiles(folder: folder)).filter { $0.severity == .error }
        #expect(lintErrors.map(\.checkID) == ["map.glyph-file-exists"])
        #expect {
            _ = try PackZipper(gate: PackGate(.zipGate, configuration: configuration)).zip(folder: folder, into: temp.url)
        } throws: { error in
            (error as? PackOperationError)?.errors == lintErrors
        }
        // Without it, the missing glyph is a warning and the pack is zipped.
        #expect(try PackZipper().zip(folder: folder, into: temp.url).findings.contains { $0.checkID == "map.glyph-file-exists" && $0.severity == .warning })
    }

    /// The SVG reader, the linter and archive vetting read one table.
    @Test func everyLimitComesFromThePolicy() throws {
        let policy = PackPolicy.standard
        #expect(SVGDocument.Limits.standard.maximumBytes == policy.maximumFileBytes)
        #expect(SVGDocument.Limits.standard.maximumDepth == policy.maximumSVGDepth)
        #expect(SVGDocument.Limits.standard.maximumElements == policy.maximumSVGElements)
        #expect(JSONDocument.maximumBytes == policy.maximumJSONBytes)
        #expect(PackName.maximumFileNameBytes == policy.maximumGlyphFileNameBytes)
        // Room for the archive's own headers: a pack within the total fits the archive limit.
        #expect(policy.maximumTotalBytes + policy.maximumEntries * 1024 < policy.maximumArchiveBytes)
    }

    /// A smaller policy moves lint, zip and archive vetting together.
    @Test func aSmallerPolicyMovesEveryGate() throws {
        var policy = PackPolicy.standard
        policy.maximumFileBytes = 100
        let files = try ArchiveFixtures.classicFiles()
        let big = files.filter { $0.value.count > 100 }.keys.sorted()
        try #require(!big.isEmpty)
        let lintErrors = Linter(policy: policy).lint(MemoryPackFiles(folderName: "classic", files: files)).filter { $0.severity == .error }
        #expect(Set(lintErrors.filter { $0.checkID == "svg.file-too-large" }.compactMap(\.file)) == Set(big.filter { $0.hasSuffix(".svg") }))
        #expect(lintErrors.allSatisfy { $0.message.contains("over the 100 bytes limit") || $0.checkID != "svg.file-too-large" })
        let bytes = ZipForge.build(try ArchiveFixtures.packEntries())
        #expect(throws: ArchiveRefusal.self) { _ = try VettedArchive(bytes: bytes, origin: "x", policy: policy) }
        #expect(throws: PackOperationError.self) { _ = try PackGate(.zipGate, policy: policy).check(MemoryPackFiles(folderName: "classic", files: files)) }
    }
}
