import Foundation

/// Everything one `lint` run found, ready for a reporter: the packs in the order they
/// were given, each with its diagnostics, plus what the baseline held back.
public struct LintReport: Sendable {
    public var packs: [PackLintResult]
    /// The checks that ran, with their effective severity (after configuration).
    public var checks: [CheckInfo]
    /// Findings left out because the baseline already knew them.
    public var suppressedByBaseline: Int
    /// Packs skipped because the configuration excludes them.
    public var excludedPacks: [String]

    public init(packs: [PackLintResult], checks: [CheckInfo], suppressedByBaseline: Int = 0, excludedPacks: [String] = []) {
        self.packs = packs
        self.checks = checks
        self.suppressedByBaseline = suppressedByBaseline
        self.excludedPacks = excludedPacks
    }

    public var diagnostics: [Diagnostic] { packs.flatMap(\.diagnostics) }

    /// Packs that could not be listed at all (a folder or archive that cannot be read):
    /// the run could not do its job for them.
    public var unreadablePacks: [UnreadablePack] {
        packs.compactMap { result in
            switch result.listingError {
            case .unreadable(let path, let reason)?: return UnreadablePack(path: path, reason: reason)
            case .noSuchFile(let path)?: return UnreadablePack(path: path, reason: "no such file")
            default: return nil
            }
        }
    }

    /// What the run means for a gate: `couldNotRun` when a pack could not be read,
    /// `failed` with an error (or, under `strict`, a warning), else `passed`. Infos never
    /// fail a run.
    public func verdict(strict: Bool) -> LintVerdict {
        if !unreadablePacks.isEmpty { return .couldNotRun }
        let summary = summary
        return summary.errors > 0 || (strict && summary.warnings > 0) ? .failed : .passed
    }

    public var summary: LintSummary {
        var summary = LintSummary(packs: packs.count, files: packs.reduce(0) { $0 + $1.fileCount })
        for diagnostic in diagnostics { summary.count(diagnostic.severity) }
        summary.suppressed = suppressedByBaseline
        return summary
    }
}

/// A pack that could not be read at all.
public struct UnreadablePack: Sendable, Hashable {
    public let path: String
    public let reason: String
}

/// The outcome of a lint run for a gate (packtool's exit status 0, 1 or 2).
public enum LintVerdict: Sendable, Hashable {
    case passed
    case failed
    case couldNotRun
}

public struct LintSummary: Sendable, Hashable, Codable {
    public var packs: Int
    public var files: Int
    public var errors = 0
    public var warnings = 0
    public var infos = 0
    public var suppressed = 0

    public init(packs: Int, files: Int) {
        self.packs = packs
        self.files = files
    }

    mutating func count(_ severity: Severity) {
        switch severity {
        case .error: errors += 1
        case .warning: warnings += 1
        case .info: infos += 1
        }
    }

    /// "2 packs, 56 files: 1 error, 26 warnings, 0 infos"
    public var text: String {
        "\(Self.plural(packs, "pack")), \(Self.plural(files, "file")): \(Self.plural(errors, "error")), \(Self.plural(warnings, "warning")), \(Self.plural(infos, "info"))"
    }

    static func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
}

extension PackLintResult {
    func count(_ severity: Severity) -> Int { diagnostics.count(where: { $0.severity == severity }) }
}
