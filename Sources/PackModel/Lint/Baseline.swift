import Crypto
import Foundation

/// Findings a repository already knows about, so CI can gate only on new ones.
///
/// A finding is identified by its check id, its path relative to the baseline file's
/// folder, and its message, never by line or column: editing another part of the file
/// does not make a known finding new. Each fingerprint carries a count, so a second,
/// identical finding is still reported.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 1

    public struct Fingerprint: Sendable, Hashable, Codable, Comparable {
        public let checkID: CheckID
        /// Relative to the baseline file's folder, forward slashes; absolute when outside it.
        public let path: String
        public let message: String

        public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.path, lhs.checkID.rawValue, lhs.message) < (rhs.path, rhs.checkID.rawValue, rhs.message)
        }

        /// A short, stable hash of the fingerprint (used in SARIF's partialFingerprints).
        public var hash: String {
            SHA256.hash(data: Data([checkID.rawValue, path, message].joined(separator: "\u{0}").utf8))
                .prefix(16).map { String(format: "%02x", $0) }.joined()
        }
    }

    public private(set) var counts: [Fingerprint: Int]
    /// Paths in fingerprints are relative to this folder.
    public let baseDirectory: URL

    public init(baseDirectory: URL, counts: [Fingerprint: Int] = [:]) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        self.counts = counts
    }

    public static func fingerprint(of diagnostic: Diagnostic, base: URL, cwd: URL) -> Fingerprint {
        Fingerprint(checkID: diagnostic.checkID, path: LintPaths.display(diagnostic.path, base: base, cwd: cwd), message: diagnostic.message)
    }

    /// A baseline holding every given finding; paths relative to `file`'s folder.
    public init(recording diagnostics: [Diagnostic], file: URL, cwd: URL) {
        self.init(baseDirectory: file.deletingLastPathComponent())
        for diagnostic in diagnostics {
            counts[Self.fingerprint(of: diagnostic, base: baseDirectory, cwd: cwd), default: 0] += 1
        }
    }

    public var findingCount: Int { counts.values.reduce(0, +) }

    /// Splits findings into new ones and how many the baseline already knew.
    public func filter(_ diagnostics: [Diagnostic], cwd: URL) -> (new: [Diagnostic], suppressed: Int) {
        var remaining = counts
        var new: [Diagnostic] = []
        var suppressed = 0
        for diagnostic in diagnostics {
            let key = Self.fingerprint(of: diagnostic, base: baseDirectory, cwd: cwd)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                suppressed += 1
            } else {
                new.append(diagnostic)
            }
        }
        return (new, suppressed)
    }

    struct FileFormat: Codable {
        struct Entry: Codable {
            let checkID: String
            let path: String
            let message: String
            let count: Int
        }
        let version: Int
        let tool: String
        let findings: [Entry]
    }

    /// The file's bytes: sorted, pretty-printed, one finding per entry, ending in a newline.
    public func encoded() -> Data {
        let entries = counts.keys.sorted().map { FileFormat.Entry(checkID: $0.checkID.rawValue, path: $0.path, message: $0.message, count: counts[$0]!) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(FileFormat(version: Self.formatVersion, tool: "packtool", findings: entries))) ?? Data()
        return data + Data("\n".utf8)
    }

    public static func load(_ url: URL) throws(ConfigurationError) -> Baseline {
        func fail(_ message: String) -> ConfigurationError {
            ConfigurationError(file: url.path, position: nil, message: message,
                               hint: "write a fresh one with `packtool lint --write-baseline \(url.lastPathComponent)`")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw fail("cannot read the baseline: \(FileErrorText.describe(error))")
        }
        let file: FileFormat
        do {
            file = try JSONDecoder().decode(FileFormat.self, from: data)
        } catch {
            throw fail("not a packtool baseline file (expected {\"version\": 1, \"findings\": [...]})")
        }
        guard file.version == formatVersion else { throw fail("baseline version \(file.version) is not supported (expected \(formatVersion))") }
        var baseline = Baseline(baseDirectory: url.deletingLastPathComponent())
        for (index, entry) in file.findings.enumerated() {
            let checkID: CheckID
            do {
                checkID = try CheckID(parsing: entry.checkID)
            } catch {
                throw ConfigurationError(file: url.path, position: nil, message: "finding \(index + 1): \(error.description)",
                                         hint: error.closeMatches.isEmpty
                                            ? "the check may have been removed: write a fresh baseline with `packtool lint --write-baseline \(url.lastPathComponent)`"
                                            : error.hint)
            }
            baseline.counts[Fingerprint(checkID: checkID, path: entry.path, message: entry.message), default: 0] += max(1, entry.count)
        }
        return baseline
    }
}
