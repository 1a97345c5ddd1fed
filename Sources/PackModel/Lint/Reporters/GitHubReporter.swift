import Foundation

/// GitHub Actions output: one workflow command per finding (`::error file=…,line=…,
/// col=…,title=…::message`), and a Markdown table of every finding for the step
/// summary, since GitHub shows only a handful of annotations per step.
public struct GitHubReporter: Sendable {
    /// Paths in annotations are relative to this folder (the repository checkout).
    public let workingDirectory: URL

    public init(workingDirectory: URL) {
        self.workingDirectory = workingDirectory.standardizedFileURL
    }

    public static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
    }

    /// Escapes a command's message (data).
    public static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a command's property value: as data, plus `:` and `,`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    func path(_ diagnostic: Diagnostic) -> String {
        LintPaths.display(diagnostic.path, base: workingDirectory, cwd: workingDirectory)
    }

    public func render(_ report: LintReport) -> String {
        var lines = report.diagnostics.map { diagnostic in
            var properties = ["file=" + Self.escapeProperty(path(diagnostic))]
            if let position = diagnostic.position {
                properties.append("line=\(position.line)")
                properties.append("col=\(position.column)")
            }
            properties.append("title=" + Self.escapeProperty("\(diagnostic.label) (\(diagnostic.severity.rawValue))"))
            let message = diagnostic.hint.map { "\(diagnostic.message)\nhint: \($0)" } ?? diagnostic.message
            return "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::\(Self.escapeData(message))"
        }
        lines.append("packtool lint: " + report.summary.text)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The Markdown appended to `$GITHUB_STEP_SUMMARY`: counts, then every finding.
    public func stepSummary(_ report: LintReport) -> String {
        var text = "### packtool lint\n\n\(report.summary.text)"
        if report.suppressedByBaseline > 0 { text += " (\(report.suppressedByBaseline) known findings suppressed by the baseline)" }
        text += "\n\n"
        let diagnostics = report.diagnostics
        guard !diagnostics.isEmpty else { return text + "No findings.\n" }
        text += "| Severity | Location | Check | Message |\n|---|---|---|---|\n"
        for diagnostic in diagnostics {
            let location = path(diagnostic) + (diagnostic.position.map { ":\($0.line):\($0.column)" } ?? "")
            let message = [diagnostic.message, diagnostic.hint.map { "hint: \($0)" }].compactMap { $0 }.map(Self.cell).joined(separator: "<br>")
            text += "| \(diagnostic.severity.rawValue) | <code>\(Self.cell(location))</code> | `\(diagnostic.label)` | \(message) |\n"
        }
        return text
    }

    /// Text shown as it is inside one Markdown table cell, whatever it holds: every
    /// character Markdown or GitHub's HTML sanitiser could take for syntax (a tag such as
    /// `<path>` or `<defs>`, an entity, a code span, emphasis, a link or autolink, the
    /// cell's `|`) is written as a numeric character reference, which CommonMark shows as
    /// that character and never as syntax; a line break becomes `<br>`.
    static func cell(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\r": continue
            case "\n": result += "<br>"
            case "&", "<", ">", "|", "\\", "`", "*", "_", "[", "]", "~", "!", "#", "$", "@", ":":
                result += "&#\(scalar.value);"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
