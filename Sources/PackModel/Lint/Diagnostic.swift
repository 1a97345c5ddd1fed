/// How much a finding matters. `error` means the pack would fail or look wrong in the
/// app; `warning` means it works but something is likely off; `info` is advice.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case error
    case warning
    case info

    private var rank: Int {
        switch self {
        case .error: 2
        case .warning: 1
        case .info: 0
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a check found, before the linter stamps it with the check's id and severity.
///
/// `Code` is a check's `MessageCode` (every initialiser asks for one), but the type
/// itself states no requirement: the Swift runtime makes the metadata of a constrained
/// generic type such as `[Finding<SomeCheck.Code>]` by looking the conformance up, and on
/// Linux that look-up scans every conformance record of the static binary (about 300,000
/// instructions, once per check, about 6 M of a 24-pack lint; docs/performance.md).
public struct Finding<Code> {
    /// Which of its check's messages this is: stable when measurements change.
    public var code: Code
    /// The file inside the pack (`letter_map.json`, `lowercase_a.svg`); nil for the pack itself.
    public var file: String?
    public var position: SourcePosition?
    /// What the finding is about inside the file, in words that do not change when a
    /// measurement or a line does: a key path in the map (`letters.p.code`), an element
    /// or an attribute of an SVG (`path/@d`). nil when it is about the file (or the pack)
    /// as a whole. With the check, the file and the code it identifies a finding for
    /// baselines and SARIF fingerprints.
    public var subject: String?
    public var message: String
    /// How to fix it, in one sentence.
    public var hint: String?
    /// false when the check knows `packtool fix` cannot resolve this one, though fix
    /// resolves others of its code (a style holding CSS fix does not move): then the
    /// hint does not name fix. A hint naming fix is a promise.
    public var fixable = true

}

extension Finding: Sendable where Code: Sendable {}
extension Finding: Equatable where Code: Equatable {}
extension Finding: Hashable where Code: Hashable {}

extension Finding where Code: MessageCode {
    public init(_ code: Code, file: String?, position: SourcePosition? = nil, subject: String? = nil, message: String, hint: String? = nil) {
        self.code = code
        self.file = file
        self.position = position
        self.subject = subject
        self.message = message
        self.hint = hint
    }
}

/// One reported problem: where, which check, how bad, what, and how to fix it.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public var checkID: CheckID
    /// The message code, one of the check's `codes`.
    public var code: String
    /// What the finding is about inside the file (see `Finding.subject`).
    public var subject: String?
    public var severity: Severity
    /// The pack as the user named it (a folder path, a zip path or a pack name).
    public var pack: String
    /// The file as the user can open it: the pack path joined with the file inside it,
    /// or the pack path itself for pack-wide findings.
    public var path: String
    /// The file inside the pack, nil for pack-wide findings.
    public var file: String?
    public var position: SourcePosition?
    public var message: String
    public var hint: String?
    /// The rewrite of `packtool fix` that resolves this finding, as the linter decided
    /// when it wrote the hint (`LintCheck.diagnostic`): nil where the hint does not name
    /// fix (a finding no rewrite resolves, one its check knows fix leaves, a file fix
    /// refuses, a run without fix hints or without a fixer). Reports ask this, never the
    /// rewrite table (`FixRewrite`: the rewrite's name; `.rewrite`, in `Fix/`, gives fix's
    /// own `SVGRewrite`).
    public var fixedBy: FixRewrite?

    public init(checkID: CheckID, code: String, subject: String?, severity: Severity, pack: String, path: String, file: String?,
                position: SourcePosition?, message: String, hint: String?, fixedBy: FixRewrite? = nil) {
        self.checkID = checkID
        self.code = code
        self.subject = subject
        self.severity = severity
        self.pack = pack
        self.path = path
        self.file = file
        self.position = position
        self.message = message
        self.hint = hint
        self.fixedBy = fixedBy
    }

    /// Whether `packtool fix` resolves this finding: what its hint promises.
    public var isFixable: Bool { fixedBy != nil }

    /// The same finding in a pack named `pack` (a diagnostic made for a file alone,
    /// such as the letter map decoder's, names no pack).
    public func inPack(_ pack: String) -> Diagnostic {
        var moved = self
        moved.pack = pack
        moved.path = file.map { Linter.join(pack, $0) } ?? pack
        return moved
    }

    /// `path:line:col`, or the path alone when the position is unknown.
    public var location: String {
        position.map { "\(path):\($0.line):\($0.column)" } ?? path
    }

    /// The file a finding is placed on where a file is required (SARIF's artifact): its
    /// own file; for a finding about a pack folder as a whole (`map.missing`,
    /// `pack.too-large`), that pack's letter_map.json; for one about an archive, the
    /// archive. Never a folder, since code scanning places an alert by file and line.
    public var placementPath: String {
        guard file == nil, !path.lowercased().hasSuffix(".zip") else { return path }
        return Linter.join(path, LetterMap.fileName)
    }

    /// `map.code-is-string/number`: the check and the code, as reports show them.
    public var label: String { "\(checkID)/\(code)" }

    /// `path:line:col: severity: message [check-id/code]`, the form compilers use.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(label)]"
    }
}
