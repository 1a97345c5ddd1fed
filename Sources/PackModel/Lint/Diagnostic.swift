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
public struct Finding: Sendable, Hashable {
    /// The file inside the pack (`letter_map.json`, `lowercase_a.svg`); nil for the pack itself.
    public var file: String?
    public var position: SourcePosition?
    public var message: String
    /// How to fix it, in one sentence.
    public var hint: String?

    public init(file: String?, position: SourcePosition? = nil, message: String, hint: String? = nil) {
        self.file = file
        self.position = position
        self.message = message
        self.hint = hint
    }
}

/// One reported problem: where, which check, how bad, what, and how to fix it.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    public var checkID: String
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

    public init(checkID: String, severity: Severity, pack: String, path: String, file: String?,
                position: SourcePosition?, message: String, hint: String?) {
        self.checkID = checkID
        self.severity = severity
        self.pack = pack
        self.path = path
        self.file = file
        self.position = position
        self.message = message
        self.hint = hint
    }

    /// `path:line:col`, or the path alone when the position is unknown.
    public var location: String {
        position.map { "\(path):\($0.line):\($0.column)" } ?? path
    }

    /// `path:line:col: severity: message [check-id]`, the form compilers use.
    public var description: String {
        "\(location): \(severity.rawValue): \(message) [\(checkID)]"
    }
}
