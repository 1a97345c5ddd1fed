import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The lint run as a library call: what `packtool lint` does between parsing its
/// options and printing the report.
@Suite struct LintRunTests {
    static let nowhere = URL(fileURLWithPath: "/nonexistent-packtool-lint-run")

    static func run(_ targets: [String], in folder: URL = LintFixtures.lint, baseline: LintRun.BaselineUse = .none,
                    bundle: URL = nowhere) throws(LintRunError) -> LintRun.Outcome {
        try LintRun(targets: targets, workingDirectory: folder, configuration: .given(LintConfiguration()), baseline: baseline,
                    roots: { PackRoots(documents: nowhere, bundle: bundle) }).run()
    }

    /// The README's CI line lints every shipped pack with --strict: it passes, and both
    /// packs are drawn, so the only finding in either is the info that its README is not
    /// part of the pack.
    @Test func theShippedPacksPassTheStrictGate() throws {
        let report = try Self.run([], in: TestPaths.packageRoot, bundle: TestPaths.glyphSets).report
        #expect(report.packs.map(\.pack) == ["GlyphSets/classic", "GlyphSets/no_zero"])
        #expect(report.verdict(strict: true) == .passed, "\(HumanReporter().render(report))")
        for pack in report.packs {
            #expect(pack.diagnostics.allSatisfy { $0.checkID == .packExtraFile && $0.severity == .info }, "\(pack.pack): \(HumanReporter().render(report))")
        }
    }

    /// The same gate on a coming-soon pack whose glyphs are not drawn yet: one info naming
    /// all 26 letters, not warnings.
    @Test func aComingSoonPacksUndrawnGlyphsAreOneInfo() throws {
        let scratch = try TemporaryDirectory()
        try scratch.copyShippedMapOnly("no_zero", to: "no_zero", status: "coming_soon")
        let report = try Self.run(["no_zero"], in: scratch.url).report
        #expect(report.verdict(strict: true) == .passed, "\(HumanReporter().render(report))")
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.allSatisfy { $0.checkID == .mapGlyphFilePending && $0.severity == .info })
        #expect(report.diagnostics.first?.message.hasPrefix("26 glyphs are not drawn yet: \(LetterMapKeys.letterNames.joined(separator: " "));") == true)
    }

    @Test func anAvailablePacksMissingGlyphStaysAWarning() throws {
        let scratch = try TemporaryDirectory()
        try scratch.copyShippedMapOnly("no_zero", to: "no_zero", status: "available")
        let report = try Self.run(["no_zero"], in: scratch.url).report
        #expect(report.diagnostics.count == 26)
        #expect(report.diagnostics.allSatisfy { $0.checkID == .mapGlyphFileExists && $0.severity == .warning })
        #expect(report.verdict(strict: false) == .passed)
        #expect(report.verdict(strict: true) == .failed)
    }

    @Test func errorsFailTheRun() throws {
        let report = try Self.run(["broken", "clean"]).report
        #expect(report.packs.map(\.pack) == ["broken", "clean"])
        #expect(report.verdict(strict: false) == .failed)
    }

    @Test func aRecordedBaselineSuppressesWhatItRecorded() throws {
        let scratch = try TemporaryDirectory()
        _ = try PackLintFolders.copy("broken", to: scratch.url)
        let count = try Self.run(["broken"], in: scratch.url).report.diagnostics.count
        #expect(count == 28)
        let recorded = try Self.run(["broken"], in: scratch.url, baseline: .record("known.json"))
        #expect(recorded.recordedBaseline?.findingCount == count)
        #expect(recorded.recordedBaseline?.file.lastPathComponent == "known.json")
        #expect(recorded.report.diagnostics.isEmpty && recorded.report.suppressedByBaseline == count)
        let compared = try Self.run(["broken"], in: scratch.url, baseline: .compare("known.json"))
        #expect(compared.report.diagnostics.isEmpty)
        #expect(compared.report.suppressedByBaseline == count)
        #expect(compared.report.verdict(strict: true) == .passed)
    }

    @Test func whatCannotBeLintedIsAnError() {
        #expect(throws: LintRunError.locator(.noSuchPath("no/such/pack"))) { try Self.run(["no/such/pack"]) }
        #expect(throws: LintRunError.locator(.noPackNamed("nosuchpack", search: PackSearch(places: [
            .init(tier: .documents, folder: Self.nowhere.appendingPathComponent("GlyphSets", isDirectory: true), exists: false),
            .init(tier: .bundle, folder: Self.nowhere, exists: false),
        ], suggestion: nil)))) {
            try Self.run(["nosuchpack"])
        }
        #expect(throws: LintRunError.bundleRootUnreadable(Self.nowhere)) { try Self.run([]) }
    }
}

/// Copies fixture packs of Tests/Fixtures/lint into a scratch folder.
enum PackLintFolders {
    static func copy(_ name: String, to folder: URL) throws -> URL {
        let target = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: LintFixtures.lint.appendingPathComponent(name), to: target)
        return target
    }
}
