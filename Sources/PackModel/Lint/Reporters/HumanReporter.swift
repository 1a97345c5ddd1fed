/// The terminal report: one block per pack, `path:line:col: severity: message [id/code]`
/// with the hint indented below, and a summary line at the end.
///
/// To stay readable with many packs and findings, a pack without findings takes one
/// line, and after `collapseAfter` findings of one check in one pack the rest are
/// folded into "… and N more" unless `verbose` is set.
public struct HumanReporter: Sendable {
    public var useColor: Bool
    public var verbose: Bool
    public var collapseAfter: Int

    public init(useColor: Bool = false, verbose: Bool = false, collapseAfter: Int = 5) {
        self.useColor = useColor
        self.verbose = verbose
        self.collapseAfter = collapseAfter
    }

    enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "33", cyan = "36", green = "32"
    }

    func paint(_ text: String, _ style: Style) -> String {
        useColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    func paint(_ severity: Severity) -> String {
        switch severity {
        case .error: paint("error", .red)
        case .warning: paint("warning", .yellow)
        case .info: paint("info", .cyan)
        }
    }

    public func render(_ report: LintReport) -> String {
        var lines: [String] = []
        for pack in report.packs {
            let counts = [Severity.error, .warning, .info].compactMap { severity -> String? in
                let count = pack.count(severity)
                return count == 0 ? nil : LintSummary.plural(count, severity.rawValue)
            }
            let files = LintSummary.plural(pack.fileCount, "file")
            if counts.isEmpty {
                lines.append(paint(pack.pack, .bold) + ": " + paint("ok", .green) + " (\(files))")
                continue
            }
            if !lines.isEmpty { lines.append("") }
            lines.append(paint(pack.pack, .bold) + ": " + counts.joined(separator: ", ") + " (\(files))")
            var shown: [CheckID: Int] = [:]
            var folded: [(id: CheckID, count: Int)] = []
            for diagnostic in pack.diagnostics {
                let seen = shown[diagnostic.checkID, default: 0]
                shown[diagnostic.checkID] = seen + 1
                if !verbose && seen >= collapseAfter {
                    if seen == collapseAfter { folded.append((diagnostic.checkID, 0)) }
                    if let index = folded.firstIndex(where: { $0.id == diagnostic.checkID }) { folded[index].count += 1 }
                    continue
                }
                lines.append(line(for: diagnostic))
                if let hint = diagnostic.hint { lines.append("    " + paint("hint: " + hint, .dim)) }
            }
            for fold in folded {
                lines.append("  … and \(fold.count) more [\(fold.id)] (--verbose shows all)")
            }
        }
        if !report.excludedPacks.isEmpty {
            lines.append("excluded by configuration: " + report.excludedPacks.joined(separator: ", "))
        }
        if !lines.isEmpty { lines.append("") }
        var summary = report.summary.text
        if report.suppressedByBaseline > 0 {
            summary += "; \(report.suppressedByBaseline) known finding\(report.suppressedByBaseline == 1 ? "" : "s") suppressed by the baseline"
        }
        lines.append(paint(summary, .bold))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `path:line:col: severity: message [id/code]`, or `path: …` when the position is unknown.
    public func line(for diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(paint(diagnostic.severity)): \(diagnostic.message) [\(diagnostic.label)]"
    }
}
