/// Which lint findings `packtool fix` resolves, and by which rewrite: the one table the
/// linter consults to point a finding's hint at `packtool fix` (see
/// `LintCheck.diagnostic`). An entry names a check, one of its message codes, and,
/// where one code covers findings fix can and cannot resolve, the subjects it can.
public enum FixableFindings {
    public struct Entry: Sendable, Hashable {
        public let check: CheckID
        public let code: String
        /// The finding subjects (`@style`, `style`) it covers; nil for every subject.
        public let subjects: Set<String>?
        public let rewrite: SVGRewrite
    }

    public static let table: [Entry] = [
        Entry(check: .svgDoctype, code: "doctype", subjects: nil, rewrite: .prolog),
        Entry(check: .svgEncoding, code: "declared-encoding", subjects: nil, rewrite: .prolog),
        Entry(check: .svgEditorMetadata, code: "editor-metadata", subjects: nil, rewrite: .editorData),
        Entry(check: .svgProfileAttribute, code: "unsupported-attribute", subjects: ["@style", "@class"], rewrite: .styleToAttributes),
        Entry(check: .svgProfileElement, code: "unsupported-element", subjects: ["style"], rewrite: .styleToAttributes),
        Entry(check: .svgProfileAttribute, code: "hidden-content", subjects: nil, rewrite: .hiddenContent),
        Entry(check: .svgDrawsNothing, code: "inert-attribute", subjects: nil, rewrite: .noDrawProperties),
        Entry(check: .svgDrawsNothing, code: "inert-style", subjects: nil, rewrite: .noDrawProperties),
        Entry(check: .svgDrawsNothing, code: "unused-defs", subjects: nil, rewrite: .unusedDefinitions),
        Entry(check: .svgViewBox, code: "missing", subjects: nil, rewrite: .viewBox),
    ]

    /// The rewrite that resolves a finding, if any.
    public static func rewrite(check: CheckID, code: String, subject: String?) -> SVGRewrite? {
        table.first { entry in
            entry.check == check && entry.code == code && (entry.subjects.map { subject.map($0.contains) ?? false } ?? true)
        }?.rewrite
    }

    /// The hint of a finding `packtool fix` resolves, naming the file to fix.
    static func hint(for rewrite: SVGRewrite, path: String, original: String?) -> String {
        let command = "run `packtool fix \(path)`: it \(rewrite.hintPhrase) without changing the drawing"
        return original.map { "\(command) (or by hand: \($0))" } ?? command
    }
}

extension SVGRewrite {
    /// What the rewrite does, as a hint says it.
    var hintPhrase: String {
        switch self {
        case .prolog: "removes the DOCTYPE and declares UTF-8"
        case .editorData: "removes the editor data"
        case .styleToAttributes: "moves styles into presentation attributes"
        case .noDrawProperties: "removes properties that draw nothing"
        case .hiddenContent: "deletes hidden content"
        case .noOpClips: "removes clips that cut nothing"
        case .unusedDefinitions: "removes unused definitions"
        case .viewBox: "adds the viewBox from a px width and height"
        }
    }
}

extension Diagnostic {
    /// Whether `packtool fix` resolves this finding.
    public var isFixable: Bool { FixableFindings.rewrite(check: checkID, code: code, subject: subject) != nil }
}
