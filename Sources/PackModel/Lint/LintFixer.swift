/// What lint asks of `packtool fix`, declared here and answered by `Fix/` (`SVGFixer`
/// conforms): a hint naming fix is a promise, and only fix can say what it will do. The
/// caller that makes a linter hands one in (`Linter`, `LintSession`, `LintRun` and
/// `LintSubject` take it; the spellings without it, which hand in `SVGFixer()`, are
/// declared in `Fix/LintWithFix.swift`, a layer that sees fix), so lint asks nothing of
/// `Fix/` itself (docs/lint.md, "What lint asks of fix").
///
/// Without one (`nil`: the letter-map gate, fix's own security verdict), lint promises
/// nothing of fix: no hint names `packtool fix`, no diagnostic carries `fixedBy`, and a
/// file is read as written rather than as fix would write it.
public protocol LintFixer: Sendable {
    /// The SVG files of a pack fix leaves as they are (it refuses them as unsafe or
    /// cannot read them): no hint names fix on them.
    func refusedFiles(in subject: LintSubject) -> Set<String>
    /// The file as fix will write it (the CSS it moves out, the clones it expands, the
    /// hidden content it deletes), for what lint measures before fix; nil where fix
    /// writes nothing of the kind. `refused`: fix leaves the file alone. `hides`: an
    /// element of the file is hidden at all.
    func asFixWrites(_ document: SVGDocument, refused: Bool, hides: Bool) -> AppDrawing.AsFixWrites?
    /// The bytes fix writes for a file, nil when it writes none (it refuses the file or
    /// changes nothing): asked where a promise depends on everything a run does.
    func rewrittenBytes(of source: [UInt8]) -> [UInt8]?
    /// The rewrite that resolves a finding (a check, one of its codes, its subject) and
    /// the hint that promises it for the file at `path` (`hint`: the check's own, what
    /// to do by hand); nil when no rewrite resolves it.
    func resolution(check: CheckID, code: String, subject: String?, path: String, hint: String?) -> (rewrite: FixRewrite, hint: String)?
}

/// The rewrite of `packtool fix` that resolves a finding, by the name fix gives it
/// (`style-to-attributes`): what `Diagnostic.fixedBy` and the reports carry. Made by a
/// `LintFixer` (in `Fix/`: `SVGRewrite.fixRewrite`, and back with `FixRewrite.rewrite`);
/// lint only carries it and writes its name. Encoded as the name alone, as the JSON
/// report's `fixedBy` spells it.
public struct FixRewrite: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The rewrite's name, as `packtool fix --help` lists it.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public init(from decoder: any Decoder) throws {
        name = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    public var description: String { name }
}
