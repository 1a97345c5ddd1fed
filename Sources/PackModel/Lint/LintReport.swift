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

/// Paths as reports and configuration files need them: absolute, relative to a folder,
/// with forward slashes.
public enum LintPaths {
    /// The path as an absolute, standardized path (a relative one is taken from `cwd`).
    public static func absolute(_ path: String, cwd: URL) -> String {
        standardized(path.hasPrefix("/") ? path : cwd.path + "/" + path)
    }

    /// An absolute path with `.` and `..` components and repeated or trailing slashes
    /// removed, as `URL.standardizedFileURL` gives it (no link is followed), worked out on
    /// the text: this runs for every pack named on the command line and every finding,
    /// and the URL round trip cost more than linting a small pack.
    static func standardized(_ absolutePath: String) -> String {
        standardizedASCII(absolutePath) ?? standardizedByCharacter(absolutePath)
    }

    /// `standardized` for any text, by `Character`.
    static func standardizedByCharacter(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `standardized` over the bytes of an ASCII path (nil for any other): splitting and
    /// joining by `Character` cost some 24,000 instructions a path, and in ASCII a
    /// character is a byte (the one pair that is not, CR LF, is neither `/` nor `.`).
    static func standardizedASCII(_ absolutePath: String) -> String? {
        var path = absolutePath
        return path.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 1)
            var starts: [Int] = []  // where each kept component's `/` is in `out`
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x80 { return nil }
                if bytes[index] == UInt8(ascii: "/") { index += 1; continue }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") {
                    if bytes[end] >= 0x80 { return nil }
                    end += 1
                }
                let length = end - index
                if length == 1, bytes[index] == UInt8(ascii: ".") {
                    // `.`: nothing
                } else if length == 2, bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: ".") {
                    if let start = starts.popLast() { out.removeSubrange(start...) }
                } else {
                    starts.append(out.count)
                    out.append(UInt8(ascii: "/"))
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                }
                index = end
            }
            return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
        }
    }

    /// `path` relative to `base` when it lies inside it, else nil. "" means `base` itself.
    public static func relative(_ path: String, to base: URL, cwd: URL) -> String? {
        let target = absolute(path, cwd: cwd)
        var root = standardized(base.path)
        if target == root { return "" }
        if !root.hasSuffix("/") { root += "/" }
        guard target.hasPrefix(root) else { return nil }
        return String(target.dropFirst(root.count))
    }

    /// Relative to `base` when inside it, else absolute: what reports print.
    public static func display(_ path: String, base: URL, cwd: URL) -> String {
        relative(path, to: base, cwd: cwd).map { $0.isEmpty ? "." : $0 } ?? absolute(path, cwd: cwd)
    }
}
