import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The zip and install gates are profiles of the one linter, and every limit is read
/// from one table.
@Suite struct ProfileAndPolicyTests {
    static func severities(_ profile: LintProfile, _ configuration: LintConfiguration) -> [CheckID: Severity] {
        Dictionary(uniqueKeysWithValues: profile.checks(configuration: configuration).map { ($0.info.id, $0.info.severity) })
    }

    static let configuration = LintConfiguration(settings: [
        .svgWellFormed: .off,                 // an error, turned off
        .mapCodeIsString: .severity(.warning), // an error, lowered
        .mapCodeLength: .off,                 // a warning, turned off
        .packUnusedSVG: .severity(.error),    // a warning, raised
        .svgInkCoverage: .severity(.warning), // an info, raised
    ])

    @Test func lintAppliesEverySetting() {
        let lint = Self.severities(.lint, Self.configuration)
        #expect(lint[.svgWellFormed] == nil)
        #expect(lint[.mapCodeIsString] == .warning)
        #expect(lint[.mapCodeLength] == nil)
        #expect(lint[.packUnusedSVG] == .error)
        #expect(LintProfile.lint.ignoredSettings(configuration: Self.configuration).isEmpty)
    }

    @Test func zipNeverLowersAnError() {
        let zip = Self.severities(.zipGate, Self.configuration)
        #expect(zip[.svgWellFormed] == .error)
        #expect(zip[.mapCodeIsString] == .error)
        #expect(zip[.mapCodeLength] == nil)
        #expect(zip[.packUnusedSVG] == .error)
        #expect(zip[.svgInkCoverage] == .warning)
        #expect(LintProfile.zipGate.ignoredSettings(configuration: Self.configuration) == [.mapCodeIsString, .svgWellFormed])
    }

    @Test func installReadsNoConfiguration() {
        let install = Self.severities(.installGate, Self.configuration)
        var defaults = Dictionary(uniqueKeysWithValues: CheckCatalogue.all.map { ($0.info.id, $0.info.severity) })
        defaults[.mapGlyphFileExists] = .error // the profile's own table: a shipped pack has every glyph
        #expect(install == defaults)
    }

    /// An available pack with a glyph missing: a warning while drawing (lint), an error
    /// for every gate that ships or installs it, and a configuration cannot lower it there.
    @Test func aMissingGlyphIsAnErrorUnderTheGatesOnly() {
        let lowering = LintConfiguration(settings: [.mapGlyphFileExists: .severity(.warning)])
        let off = LintConfiguration(settings: [.mapGlyphFileExists: .off])
        #expect(Self.severities(.lint, LintConfiguration())[.mapGlyphFileExists] == .warning)
        for configuration in [LintConfiguration(), lowering, off] {
            #expect(Self.severities(.zipGate, configuration)[.mapGlyphFileExists] == .error)
            #expect(Self.severities(.installGate, configuration)[.mapGlyphFileExists] == .error)
        }
        #expect(LintProfile.zipGate.ignoredSettings(configuration: lowering) == [.mapGlyphFileExists])
    }

    /// A zip gate with a configuration that raises a warning refuses what lint with the
    /// same configuration refuses, in the same words.
    @Test func zipWithARaisedWarningRefusesWhatLintRefuses() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("lowercase_q.svg"))
        let configuration = LintConfiguration(settings: [.mapGlyphFileExists: .severity(.error)])
        let lintErrors = Linter(profile: .lint, configuration: configuration).lint(FolderPackFiles(folder: folder)).filter { $0.severity == .error }
        #expect(lintErrors.map(\.checkID) == [.mapGlyphFileExists])
        #expect {
            _ = try PackZipper(gate: PackGate(.zipGate, configuration: configuration)).zip(folder: folder, into: temp.url)
        } throws: { error in
            (error as? PackOperationError)?.errors == lintErrors
        }
        // Without it, the zip gate still refuses: an available pack ships with every glyph.
        #expect {
            _ = try PackZipper().zip(folder: folder, into: temp.url)
        } throws: { error in
            (error as? PackOperationError)?.errors.map(\.checkID) == [.mapGlyphFileExists]
        }
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("classic.zip").path))
    }

    /// The drawing's recursion guards (DrawingResolver, CloneExpansion, AppDrawing) are
    /// the policy's: a file the reader accepts is resolved whole where no clone deepens
    /// it, and the plain tree walk's guard sits above both.
    @Test func theDrawingsGuardsComeFromThePolicy() {
        let policy = PackPolicy.standard
        #expect(policy.maximumSVGDrawingDepth >= policy.maximumSVGDepth)
        #expect(policy.maximumSVGTreeWalkDepth > policy.maximumSVGDrawingDepth)
        #expect(policy.maximumSVGReferenceChain > 0)
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
        #expect(Set(lintErrors.filter { $0.checkID == .svgFileTooLarge }.compactMap(\.file)) == Set(big.filter { $0.hasSuffix(".svg") }))
        #expect(lintErrors.allSatisfy { $0.message.contains("over the 100 bytes limit") || $0.checkID != .svgFileTooLarge })
        let bytes = ZipForge.build(try ArchiveFixtures.packEntries())
        #expect(throws: ArchiveRefusal.self) { _ = try VettedArchive(bytes: bytes, origin: "x", policy: policy) }
        #expect(throws: PackOperationError.self) { _ = try PackGate(.zipGate, policy: policy).check(MemoryPackFiles(folderName: "classic", files: files)) }
    }
}
