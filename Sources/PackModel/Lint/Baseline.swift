import Crypto
import Foundation

/// Findings a repository already knows about, so CI can gate only on new ones.
///
/// A finding is identified by its check id, its path relative to the baseline file's
/// folder, its message code and its subject (what in the file it is about), never by its
/// words, line or column: a file that grows, or an edit elsewhere in it, does not make a
/// known finding new. Each fingerprint carries a count, so a second finding with the
/// same fingerprint is still reported.
///
/// Files of format version 1 keyed findings on their message instead; they are still
/// read, and their entries match a finding with the same check, path and message, as
/// they always did. Recording (`--write-baseline`) writes version 2.
public struct Baseline: Sendable, Equatable {
    public static let formatVersion = 2

    public struct Fingerprint: Sendable, Hashable, Comparable {
        public let checkID: CheckID
        /// Relative to the baseline file's folder, forward slashes; absolute when outside it.
        public let path: String
        public let code: String
        public let subject: String?

        public init(checkID: CheckID, path: String, code: String, subject: String?) {
            self.checkID = checkID
            self.path = path
            self.code = code
            self.subject = subject
        }

        public static func < (lhs: Fingerprint, rhs: Fingerprint) -> Bool {
            (lhs.path, lhs.checkID.rawValue, lhs.code, lhs.subject ?? "") < (rhs.path, rhs.checkID.rawValue, rhs.code, rhs.subject ?? "")
        }

        /// A short, stable hash of the fingerprint (SARIF's `partialFingerprints`).
        public var hash: String {
            let fields = [checkID.rawValue, path, code, subject ?? ""]
            return SHA256.hash(data: Data(fields.joined(separator: "\u{0}").utf8)).prefix(16).map { String(format: "%02x", $0) }.joined()
        }
    }

    /// An entry of a version 1 file: keyed on the message's words.
    public struct LegacyFingerprint: Sendable, Hashable {
        public let checkID: CheckID
        public let path: String
        public let message: String
    }

    public private(set) var counts: [Fingerprint: Int]
    /// Entries read from a version 1 file.
    public private(set) var legacyCounts: [LegacyFingerprint: Int] = [:]
    /// Paths in fingerprints are relative to this folder.
    public let baseDirectory: URL

    public init(baseDirectory: URL, counts: [Fingerprint: Int] = [:]) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        self.counts = counts
    }

    public static func fingerprint(of diagnostic: Diagnostic, base: URL, cwd: URL) -> Fingerprint {
        Fingerprint(checkID: diagnostic.checkID, path: LintPaths.display(diagnostic.path, base: base, cwd: cwd),
                    code: diagnostic.code, subject: diagnostic.subject)
    }

    /// A baseline holding every given finding; paths relative to `file`'s folder.
    public init(recording diagnostics: [Diagnostic], file: URL, cwd: URL) {
        self.init(baseDirectory: file.deletingLastPathComponent())
        for diagnostic in diagnostics {
            counts[Self.fingerprint(of: diagnostic, base: baseDirectory, cwd: cwd), default: 0] += 1
        }
    }

    public var findingCount: Int { counts.values.reduce(0, +) + legacyCounts.values.reduce(0, +) }

    /// Splits findings into new ones and how many the baseline already knew.
    public func filter(_ diagnostics: [Diagnostic], cwd: URL) -> (new: [Diagnostic], suppressed: Int) {
        var remaining = counts
        var remainingLegacy = legacyCounts
        var new: [Diagnostic] = []
        var suppressed = 0
        for diagnostic in diagnostics {
            let key = Self.fingerprint(of: diagnostic, base: baseDirectory, cwd: cwd)
            if let left = remaining[key], left > 0 {
                remaining[key] = left - 1
                suppressed += 1
                continue
            }
            if !remainingLegacy.isEmpty {
                let legacy = LegacyFingerprint(checkID: key.checkID, path: key.path, message: diagnostic.message)
                if let left = remainingLegacy[legacy], left > 0 {
                    remainingLegacy[legacy] = left - 1
                    suppressed += 1
                    continue
                }
            }
            new.append(diagnostic)
        }
        return (new, suppressed)
    }

    /// What a baseline file holds, as it is written (`encoded`) and read (`load`).
    struct FileFormat: Encodable {
        struct Entry: Encodable {
            let checkID: String
            let path: String
            let code: String?
            let subject: String?
            /// Version 1 only.
            let message: String?
            let count: Int
            /// Where a read entry, its check id and its code stand (not written).
            var position: SourcePosition? = nil
            var checkIDPosition: SourcePosition? = nil
            var codePosition: SourcePosition? = nil

            enum CodingKeys: String, CodingKey { case checkID, path, code, subject, message, count }
        }
        let version: Int
        let tool: String
        let findings: [Entry]
        /// Where a read file's version stands (not written).
        var versionPosition: SourcePosition? = nil

        enum CodingKeys: String, CodingKey { case version, tool, findings }
    }

    /// The file's bytes: sorted, pretty-printed, one finding per entry, ending in a newline.
    public func encoded() -> Data {
        let entries = counts.keys.sorted().map {
            FileFormat.Entry(checkID: $0.checkID.rawValue, path: $0.path, code: $0.code, subject: $0.subject, message: nil, count: counts[$0]!)
        }
        return (try? JSONText.encoded(FileFormat(version: Self.formatVersion, tool: "packtool", findings: entries))) ?? Data("\n".utf8)
    }

    public static func load(_ url: URL) throws(ConfigurationError) -> Baseline {
        func fail(_ message: String, at position: SourcePosition?) -> ConfigurationError {
            ConfigurationError(file: url.path, position: position, message: message,
                               hint: "write a fresh one with `packtool lint --write-baseline \(url.lastPathComponent)`")
        }
        let bytes: [UInt8]
        do throws(PackReadError) {
            bytes = try SmallFile.read(url.path, kind: .baseline)
        } catch {
            throw ConfigurationError(file: url.path, position: nil, message: "cannot read the baseline: \(error.reason)",
                                     hint: SmallFile.hint(for: error, kind: .baseline))
        }
        let file = try read(bytes, file: url)
        guard file.version == formatVersion || file.version == 1 else {
            throw fail("baseline version \(file.version) is not supported (expected \(formatVersion), or 1)", at: file.versionPosition)
        }
        var baseline = Baseline(baseDirectory: url.deletingLastPathComponent())
        for (index, entry) in file.findings.enumerated() {
            let checkID: CheckID
            do {
                checkID = try CheckID(parsing: entry.checkID)
            } catch {
                throw ConfigurationError(file: url.path, position: entry.checkIDPosition, message: "finding \(index + 1): \(error.description)",
                                         hint: error.closeMatches.isEmpty
                                            ? "the check may have been removed: write a fresh baseline with `packtool lint --write-baseline \(url.lastPathComponent)`"
                                            : error.hint)
            }
            if file.version == 1 {
                guard let message = entry.message else { throw fail("finding \(index + 1) has no \"message\" (a version 1 entry needs one)", at: entry.position) }
                baseline.legacyCounts[LegacyFingerprint(checkID: checkID, path: entry.path, message: message), default: 0] += max(1, entry.count)
            } else {
                guard let code = entry.code else { throw fail("finding \(index + 1) has no \"code\"", at: entry.position) }
                let codes = CheckCatalogue.check(id: checkID)?.info.codes ?? []
                guard codes.contains(code) else {
                    throw ConfigurationError(file: url.path, position: entry.codePosition,
                                             message: "finding \(index + 1): \(checkID) has no message code \"\(MapText.printable(code))\"",
                                             hint: Suggestion.closest(to: code, in: codes).map { "did you mean \"\($0)\"?" }
                                                ?? "its codes are " + codes.joined(separator: ", ") + "; or write a fresh baseline with `packtool lint --write-baseline \(url.lastPathComponent)`")
                }
                baseline.counts[Fingerprint(checkID: checkID, path: entry.path, code: code, subject: entry.subject), default: 0] += max(1, entry.count)
            }
        }
        return baseline
    }

    /// The file's fields, read through the one JSON reader (`JSONDocument`): what a JSON
    /// decoder of `FileFormat` read before it (keys it does not know are passed over, an
    /// optional field may be null), but every refusal names the line and column.
    static func read(_ bytes: [UInt8], file url: URL) throws(ConfigurationError) -> FileFormat {
        let fresh = "write a fresh one with `packtool lint --write-baseline \(url.lastPathComponent)`"
        func fail(_ node: JSONNode, _ message: String, _ hint: String? = nil) -> ConfigurationError {
            ConfigurationError(file: url.path, position: node.position, message: message, hint: hint ?? fresh)
        }
        let root: JSONNode
        do {
            root = try JSONDocument.parse(bytes, maximumBytes: SmallFile.Kind.baseline.limit(.standard))
        } catch {
            throw ConfigurationError(file: url.path, position: error.position, message: "the baseline is not valid JSON: \(error.message)",
                                     hint: "fix the JSON at this line and column, or " + fresh)
        }
        let shape = "{\"version\": \(formatVersion), \"tool\": \"packtool\", \"findings\": [...]}"
        guard root.members != nil else {
            throw fail(root, "not a packtool baseline file: the top level is \(root.typeName) (expected \(shape))")
        }
        /// The member `key` of `object`, required unless `optional`; nil when absent or null.
        func field(_ object: JSONNode, _ key: String, _ place: String, optional: Bool = false) throws(ConfigurationError) -> JSONNode? {
            guard let member = object.member(key), member.value.value != .null else {
                if optional { return nil }
                throw fail(object, "\(place) has no \"\(key)\"" + (object.position == root.position ? " (expected \(shape))" : ""))
            }
            return member.value
        }
        func string(_ object: JSONNode, _ key: String, _ place: String, optional: Bool = false) throws(ConfigurationError) -> String? {
            guard let node = try field(object, key, place, optional: optional) else { return nil }
            guard let text = node.stringValue else { throw fail(node, "\(place): \"\(key)\" is \(node.typeName), not a string") }
            return text
        }
        func integer(_ object: JSONNode, _ key: String, _ place: String) throws(ConfigurationError) -> Int {
            let node = try field(object, key, place)!
            guard let value = node.integerValue else { throw fail(node, "\(place): \"\(key)\" is \(node.typeName), not a whole number") }
            return value
        }
        let place = "the baseline"
        let version = try integer(root, "version", place)
        let tool = try string(root, "tool", place)!
        let list = try field(root, "findings", place)!
        guard case .array(let items) = list.value else {
            throw fail(list, "\"findings\" is \(list.typeName), not a list (expected \(shape))")
        }
        var findings: [FileFormat.Entry] = []
        findings.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let place = "finding \(index + 1)"
            guard item.members != nil else { throw fail(item, "\(place) is \(item.typeName), not an object") }
            findings.append(FileFormat.Entry(
                checkID: try string(item, "checkID", place)!, path: try string(item, "path", place)!,
                code: try string(item, "code", place, optional: true), subject: try string(item, "subject", place, optional: true),
                message: try string(item, "message", place, optional: true), count: try integer(item, "count", place),
                position: item.position, checkIDPosition: item.member("checkID")?.value.position, codePosition: item.member("code")?.value.position))
        }
        return FileFormat(version: version, tool: tool, findings: findings, versionPosition: root.member("version")?.value.position)
    }
}
