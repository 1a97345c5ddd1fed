import Foundation

// A letter map is loaded only through lint's letter-map gate (`CheckCatalogue.letterMapGate`,
// the map checks that judge the JSON alone), so the loaders sit above Lint/: the map's
// values, its tree (`LetterMapTree`) and `LetterMap(checkedTree:)` are Pack/'s.

/// Why a letter map cannot be used. Each case names what to fix.
public enum LetterMapError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    /// The map checks that judge the map found errors: every one, in file order (the
    /// same diagnostics `packtool lint` shows for this map).
    case invalid([Diagnostic])

    /// The map checks' errors; empty for an unreadable file.
    public var errors: [Diagnostic] {
        switch self {
        case .unreadable: []
        case .invalid(let errors): errors
        }
    }

    /// The first error, where it is and how to fix it, on one line: `the code of letter
    /// 'p' is the number 1; codes are strings of digits (line 5, column 20); write "1" in
    /// double quotes …`, and how many more there are.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .invalid(let errors):
            guard let first = errors.first else { return "the map cannot be read as a letter map" }
            var text = first.message
            if let position = first.position { text += " (line \(position.line), column \(position.column))" }
            if let hint = first.hint { text += "; \(hint)" }
            if errors.count > 1 {
                let more = errors.count - 1
                text += " (and \(more) more error\(more == 1 ? "" : "s"): `packtool lint` lists every one)"
            }
            return text
        }
    }

    /// Where in the file the first problem is, when known.
    public var position: SourcePosition? { errors.first?.position }
}

extension LetterMap {
    /// Decodes a map strictly: the map checks that judge the JSON alone and report
    /// errors run over it as a gate (the same checks, in the same words, as `packtool
    /// lint`), and the map is built from the checked tree. A code is a string of digits
    /// and stays a string; every letter a–z is there; every glyph file is a plain `.svg`
    /// name of its own. The checks that need the pack around the map (its folder name,
    /// its other files) are `packtool lint`'s alone.
    public init(jsonBytes bytes: [UInt8]) throws(LetterMapError) {
        let json = Result { () throws(JSONSyntaxError) in try JSONDocument.parse(bytes) }
        try self.init(checking: LintSubject(letterMap: json, bytes: bytes))
    }

    /// Reads a map file through the pack seam: a regular file only (a link is never
    /// followed), at most the policy's size for a map.
    public init(contentsOf url: URL, policy: PackPolicy = .standard) throws(LetterMapError) {
        let folder = FolderPackFiles(folder: url.deletingLastPathComponent())
        let bytes: [UInt8]
        do {
            bytes = try folder.read(url.lastPathComponent, limit: policy.maximumJSONBytes)
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
        try self.init(jsonBytes: bytes)
    }

    /// Reads the map of a pack through the seam.
    public init(in files: any PackFiles, policy: PackPolicy = .standard) throws(LetterMapError) {
        let bytes: [UInt8]
        do {
            bytes = try files.read(LetterMap.fileName, limit: policy.maximumJSONBytes)
        } catch {
            throw .unreadable(path: files.path(of: LetterMap.fileName), reason: error.reason)
        }
        try self.init(jsonBytes: bytes)
    }

    /// Decodes a map already parsed, as `init(jsonBytes:)` does.
    public init(json root: JSONNode) throws(LetterMapError) {
        try self.init(checking: LintSubject(letterMap: .success(root)))
    }

    /// The gate: every finding of `CheckCatalogue.letterMapGate` that stops loading
    /// refuses the map. It asks nothing of `packtool fix` (no fixer): its findings are
    /// the map's, and a loader shows no hint promising a rewrite.
    init(checking subject: LintSubject) throws(LetterMapError) {
        let errors = Linter(checks: CheckCatalogue.letterMapGate, fixer: nil).diagnostics(of: subject).filter(CheckCatalogue.stopsLoading)
        guard errors.isEmpty, let tree = subject.mapTree else { throw .invalid(errors) }
        self.init(checkedTree: tree)
    }
}
