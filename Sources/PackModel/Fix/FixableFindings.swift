
/// Which lint findings `packtool fix` resolves, and by which rewrite: what the rewrites
/// declare (`SVGRewriteInfo.resolves`), asked through `SVGFixer`'s answer to lint
/// (`LintFixer.resolution`) to point a finding's hint at `packtool fix`.
public enum FixableFindings {
    public struct Entry: Sendable, Hashable {
        public let finding: ResolvedFinding
        public let rewrite: SVGRewrite
        public var check: CheckID { finding.check }
        public var code: String { finding.code }
    }

    /// Every finding a rewrite declares, with the rewrite.
    public static let table: [Entry] = SVGRewrites.all.flatMap { info in info.resolves.map { Entry(finding: $0, rewrite: info.kind) } }

    /// The rewrite that resolves a finding, if any.
    public static func rewrite(check: CheckID, code: String, subject: String?) -> SVGRewrite? {
        table.first { $0.finding.matches(check: check, code: code, subject: subject) }?.rewrite
    }

    /// The hint of a finding `packtool fix` resolves, naming the file to fix.
    static func hint(for rewrite: SVGRewrite, path: String, original: String?) -> String {
        let command = "run `packtool fix \(path)`: it \(rewrite.hintPhrase) without changing the drawing"
        return original.map { "\(command) (or by hand: \($0))" } ?? command
    }
}

extension SVGRewrite {
    /// The rewrite as a lint diagnostic carries it (`Diagnostic.fixedBy`): its name.
    public var fixRewrite: FixRewrite { FixRewrite(name: rawValue) }
}

extension FixRewrite {
    /// Fix's own rewrite of this name; nil for a name no rewrite has (one decoded from
    /// another version's report).
    public var rewrite: SVGRewrite? { SVGRewrite(rawValue: name) }
}
