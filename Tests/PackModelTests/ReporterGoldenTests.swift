import Foundation
import TestSupport
import Testing
@testable import PackModel

/// Every report format's output, compared byte for byte with a committed file under
/// Tests/Golden/: `<format>.<ext>`, plus `<format>-summary.md` for a format with a job
/// summary. The run lints three fixture packs of Tests/Fixtures/lint (one with errors
/// and warnings, one clean, one coming soon with infos) from that folder, so paths are
/// relative; colours are off; SARIF's one absolute URI, the working directory, is
/// written `file:///SRCROOT/`.
///
/// After an intended change to a reporter, or to a message the fixtures trigger,
/// regenerate the files and review the diff before committing:
///
///     PACKTOOL_UPDATE_GOLDEN=1 swift test --filter ReporterGoldenTests
///
/// Adding a case to LintFormat adds a format here; its test fails until its golden
/// file exists.
@Suite struct ReporterGoldenTests {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Golden", isDirectory: true)
    static let updateKey = "PACKTOOL_UPDATE_GOLDEN"
    static let targets = ["broken", "clean", "soon"]

    /// The report, with only the checks that fire on the fixtures turned on: SARIF lists
    /// every check that ran as a rule, with its documentation, and the golden files
    /// should change when a reporter or these findings change, not when an unrelated
    /// check's rationale does.
    static func report() throws -> LintReport {
        let nowhere = URL(fileURLWithPath: "/nonexistent-packtool-golden")
        func run(_ configuration: LintConfiguration) throws -> LintReport {
            try LintRun(targets: targets, workingDirectory: LintFixtures.lint, configuration: .given(configuration),
                        roots: { PackRoots(documents: nowhere, bundle: nowhere) }).run().report
        }
        let fired = Set(try run(LintConfiguration()).diagnostics.map(\.checkID))
        let quiet = CheckCatalogue.all.map(\.info.id).filter { !fired.contains($0) }
        return try run(LintConfiguration(settings: Dictionary(uniqueKeysWithValues: quiet.map { ($0, .off) })))
    }

    static func fileExtension(_ format: LintFormat) -> String {
        switch format {
        case .human, .github: "txt"
        case .json: "json"
        case .sarif: "sarif"
        }
    }

    /// The golden files of one format, by name, with the text the reporter makes now.
    static func outputs(_ format: LintFormat, report: LintReport) -> [(name: String, text: String)] {
        let reporter = format.reporter(ReportOptions(workingDirectory: LintFixtures.lint, useColor: false, verbose: false))
        var outputs = [("\(format.rawValue).\(fileExtension(format))", reporter.render(report))]
        if let summary = reporter.jobSummary(report) { outputs.append(("\(format.rawValue)-summary.md", summary)) }
        let root = SARIFReporter.fileURI(LintPaths.absolute(LintFixtures.lint.path, cwd: LintFixtures.lint) + "/")
        return outputs.map { ($0.0, $0.1.replacingOccurrences(of: "\"\(root)\"", with: "\"file:///SRCROOT/\"")) }
    }

    /// Where two texts first differ, for a readable failure.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(left.count, right.count) {
            let want = index < left.count ? String(left[index]) : "<end of file>"
            let got = index < right.count ? String(right[index]) : "<end of output>"
            if want != got { return "line \(index + 1):\n  golden: \(want)\n  output: \(got)" }
        }
        return "no line differs"
    }

    @Test(arguments: LintFormat.allCases)
    func outputMatchesItsGoldenFile(_ format: LintFormat) throws {
        let report = try Self.report()
        #expect(report.summary.errors > 0 && report.summary.warnings > 0 && report.summary.infos > 0,
                "the fixtures should show every severity: \(report.summary.text)")
        let update = ProcessInfo.processInfo.environment[Self.updateKey] == "1"
        for (name, text) in Self.outputs(format, report: report) {
            let file = Self.folder.appendingPathComponent(name)
            #expect(!text.contains("\u{1B}["), "\(name) has colour codes")
            #expect(!text.contains(TestPaths.packageRoot.path), "\(name) has an absolute path")
            if update {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file, options: .atomic)
                continue
            }
            guard let golden = try? Data(contentsOf: file) else {
                Issue.record("Tests/Golden/\(name) is missing; run \(Self.updateKey)=1 swift test --filter ReporterGoldenTests")
                continue
            }
            let expected = String(decoding: golden, as: UTF8.self)
            #expect(golden == Data(text.utf8),
                    "\(name) differs from the reporter's output at \(Self.firstDifference(expected, text)); if the change is intended, run \(Self.updateKey)=1 swift test --filter ReporterGoldenTests")
        }
    }

    @Test(.disabled(if: ProcessInfo.processInfo.environment[updateKey] == "1", "the golden files are being regenerated"))
    func everyGoldenFileBelongsToAFormat() throws {
        let report = try Self.report()
        let expected = Set(LintFormat.allCases.flatMap { Self.outputs($0, report: report).map(\.name) })
        let present = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path))
        #expect(present == expected, "stale or missing golden files: \(present.symmetricDifference(expected).sorted())")
    }
}
