/// A rewrite of `packtool fix` as a unit, the way a check is one (`CheckInfo`): what it
/// is called, what it does in a person's words, the lint findings it resolves (typed:
/// a check and one of its own codes, never a string), and before → after examples that
/// are its tests (`SVGRewriteCatalogueTests` runs every example through the fixer).
/// One file under `Fix/Rewrites/` per rewrite declares it, with every decision of its
/// planning: which elements it removes, which declarations and attributes it drops or
/// rewrites, what it inserts. `RewritePlanner` holds what they share and the order of
/// its phases, and asks each rewrite's rules where they apply (docs/fix.md, "How a
/// rewrite is made").
public struct SVGRewriteInfo: Sendable {
    public let kind: SVGRewrite
    /// What it did, for a person: "styles moved into presentation attributes".
    public let summary: String
    /// What it does, as a lint hint says it: "moves styles into presentation attributes".
    public let hintPhrase: String
    /// The lint findings it resolves: a hint naming `packtool fix` is given on these.
    public let resolves: [ResolvedFinding]
    /// Files as an editor writes them and as fix leaves them; an example whose `after`
    /// equals its `before` shows what the rewrite leaves alone.
    public var examples: [RewriteExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [RewriteExample]

    init(kind: SVGRewrite, summary: String, hintPhrase: String, resolves: [ResolvedFinding],
         examples: @autoclosure @escaping @Sendable () -> [RewriteExample]) {
        self.kind = kind
        self.summary = summary
        self.hintPhrase = hintPhrase
        self.resolves = resolves
        makeExamples = examples
    }
}

/// A lint finding a rewrite resolves: a check and one of the codes that check declares,
/// checked by the compiler; narrowed to some subjects (`@style`) where one code covers
/// findings fix can and cannot resolve.
public struct ResolvedFinding: Sendable, Hashable, CustomStringConvertible {
    public let check: CheckID
    public let code: String
    /// The finding subjects it covers; nil for every subject.
    public let subjects: Set<String>?

    init<Check: LintCheck>(_ check: Check, _ code: Check.Code, subjects: Set<String>? = nil) {
        self.check = check.info.id
        self.code = code.rawValue
        self.subjects = subjects
    }

    public func matches(check: CheckID, code: String, subject: String?) -> Bool {
        check == self.check && code == self.code && (subjects.map { subject.map($0.contains) ?? false } ?? true)
    }

    public var description: String { "\(check)/\(code)" + (subjects.map { " on " + $0.sorted().joined(separator: ", ") } ?? "") }
}

/// One before → after example of a rewrite: `before` fixed gives exactly `after`.
public struct RewriteExample: Sendable {
    public let before: String
    public let after: String
    public let note: String?

    init(_ before: String, _ after: String, note: String? = nil) {
        self.before = before
        self.after = after
        self.note = note
    }

    /// An example the rewrite leaves as it is.
    static func unchanged(_ text: String, note: String? = nil) -> RewriteExample {
        RewriteExample(text, text, note: note)
    }
}

/// The catalogue of rewrites, one declared in each file of `Fix/Rewrites/`.
public enum SVGRewrites {
    public static var all: [SVGRewriteInfo] { SVGRewrite.allCases.map(\.info) }
    /// `<svg xmlns=… viewBox="0 0 60 80" attributes>body</svg>`.
    static func glyph(_ body: String, attributes: String = "") -> String { SVGExample.glyph(body, attributes: attributes) }
}

extension SVGRewrite {
    /// The rewrite's declaration.
    public var info: SVGRewriteInfo {
        switch self {
        case .prolog: SVGRewrites.prolog
        case .editorData: SVGRewrites.editorData
        case .styleToAttributes: SVGRewrites.styleToAttributes
        case .noDrawProperties: SVGRewrites.noDrawProperties
        case .hiddenContent: SVGRewrites.hiddenContent
        case .noOpClips: SVGRewrites.noOpClips
        case .flatGradients: SVGRewrites.flatGradients
        case .expandClones: SVGRewrites.expandClones
        case .unusedDefinitions: SVGRewrites.unusedDefinitions
        case .viewBox: SVGRewrites.viewBox
        }
    }

    /// What it did, for a person: "styles moved into presentation attributes".
    public var summary: String { info.summary }

    /// What it does, as a hint says it.
    var hintPhrase: String { info.hintPhrase }
}
