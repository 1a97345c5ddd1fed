import Foundation

/// Turns a lint report into the text of one format. Every format `packtool lint
/// --format` offers is a case of `LintFormat`, and each case makes its reporter: adding
/// a reporter means adding a case, which adds the format (and, in the tests, the golden
/// file it is compared with).
public protocol LintReporter: Sendable {
    /// The whole report, ending in a newline.
    func render(_ report: LintReport) -> String
    /// Markdown for a CI job's summary page (GitHub's `$GITHUB_STEP_SUMMARY`), for the
    /// formats that have one; nil for the others.
    func jobSummary(_ report: LintReport) -> String?
}

extension LintReporter {
    public func jobSummary(_ report: LintReport) -> String? { nil }
}

/// What a reporter may need beyond the report itself.
public struct ReportOptions: Sendable {
    /// Paths are shown relative to this folder (the repository checkout in CI).
    public var workingDirectory: URL
    /// ANSI colours, for a terminal (human format only).
    public var useColor: Bool
    /// Every finding, none folded (human format only).
    public var verbose: Bool

    public init(workingDirectory: URL, useColor: Bool = false, verbose: Bool = false) {
        self.workingDirectory = workingDirectory
        self.useColor = useColor
        self.verbose = verbose
    }
}

/// The report formats, in the order `--format` lists them.
public enum LintFormat: String, Sendable, CaseIterable {
    case human
    case json
    case sarif
    case github

    /// The reporter for this format.
    public func reporter(_ options: ReportOptions) -> any LintReporter {
        switch self {
        case .human: HumanReporter(useColor: options.useColor, verbose: options.verbose)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(workingDirectory: options.workingDirectory)
        case .github: GitHubReporter(workingDirectory: options.workingDirectory)
        }
    }

    /// Whether `ReportOptions.useColor` and `verbose` change this format's output.
    public var isForPeople: Bool { self == .human }
}

extension HumanReporter: LintReporter {}
extension JSONReporter: LintReporter {}
extension SARIFReporter: LintReporter {}

extension GitHubReporter: LintReporter {
    public func jobSummary(_ report: LintReport) -> String? { stepSummary(report) }
}
