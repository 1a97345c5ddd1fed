import Foundation

/// The rewrites `packtool fix` makes: each changes how a file is written, never what it
/// draws (docs/fix.md says why each keeps the drawing).
public enum SVGRewrite: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
    /// The prolog: a DOCTYPE without an internal subset removed; the encoding declared
    /// as UTF-8, the bytes transcoded when they need it.
    case prolog
    /// Editor data: foreign-namespace elements and attributes, `<metadata>`, comments,
    /// unused namespace declarations.
    case editorData = "editor-data"
    /// Paint in `style="…"` and simple `<style>` rules moved onto the elements as
    /// presentation attributes; `class` and the sheet dropped.
    case styleToAttributes = "style-to-attributes"
    /// Properties and attributes that draw nothing removed.
    case noDrawProperties = "no-draw-properties"
    /// Hidden content (display none; visibility hidden with nothing visible inside) deleted.
    case hiddenContent = "hidden-content"
    /// A clip that cuts nothing, and a clip-path pointing at nothing, removed.
    case noOpClips = "no-op-clips"
    /// A fill or stroke pointing at a gradient of one colour written as that colour.
    case flatGradients = "flat-gradients"
    /// A `<use>` of shapes replaced by a group holding a copy of them (`CloneExpansion`).
    case expandClones = "expand-clones"
    /// Unreferenced definitions and empty `<defs>` removed.
    case unusedDefinitions = "unused-definitions"
    /// `viewBox="0 0 w h"` added from a unitless or px width and height.
    case viewBox = "viewbox"

    public static func < (lhs: SVGRewrite, rhs: SVGRewrite) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Something in a file only the artist can change, because changing it changes the
/// drawing: with what to do in the program that wrote the file.
public struct SVGLeftForArtist: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case gradient, clip, mask, filter, nonScalingStroke = "non-scaling-stroke", bitmap, text, reference, marker
        /// A style sheet setting what SVG has no attribute for (`mix-blend-mode`).
        case styleSheet = "style-sheet"
    }
    public let kind: Kind
    public let position: SourcePosition
    /// What is there: `fill="url(#g)" on <path>`.
    public let what: String
    /// What to do, in the words of the program that wrote the file.
    public let advice: String
}

/// What fixing one file came to.
public struct SVGFixResult: Sendable {
    public enum Outcome: Sendable {
        /// Nothing to rewrite.
        case unchanged
        /// The file as rewritten, proven to draw the same.
        case rewritten([UInt8])
        /// Left as it was, and why.
        case refused(String)
    }

    public let outcome: Outcome
    /// Each rewrite made and how many changes it made.
    public let rewrites: [SVGRewrite: Int]
    /// Rewrites that were possible but left out because the proof failed with them, with
    /// the difference found.
    public let withheld: [SVGRewrite: String]
    public let leftForArtist: [SVGLeftForArtist]
    /// The program that wrote the file, when known.
    public let program: EditorProgram?

    public var rewrittenBytes: [UInt8]? {
        if case .rewritten(let bytes) = outcome { return bytes }
        return nil
    }
}

/// Makes a file's rewrites: takes its bytes, returns them rewritten with the drawing
/// proven unchanged, or says why not. It never prints, writes or reads a file.
public struct SVGFixer: Sendable {
    public var limits: SVGDocument.Limits

    public init(limits: SVGDocument.Limits = .standard) {
        self.limits = limits
    }

    /// The checks whose errors mean a file is hostile (code, foreign content, links to
    /// other files or the network, markup no safe reader takes): it is reported, never
    /// rewritten. nil codes mean every code of the check.
    public static let hostileFindings: [CheckID: Set<String>?] = [
        .svgScript: nil, .svgEventAttribute: nil, .svgForeignObject: nil, .svgCSSReference: nil, .svgProcessingInstruction: nil,
        .svgExternalReference: ["script-url", "network", "local-file", "other-file"],
        .svgWellFormed: nil, .svgTooComplex: nil, .svgFileTooLarge: nil, .svgDoctype: ["internal-subset"],
    ]

    /// Of `hostileFindings`, the checks that refuse a file because it cannot be read,
    /// not because of what it does.
    static let unreadableChecks: Set<CheckID> = [.svgWellFormed, .svgTooComplex, .svgFileTooLarge]

    public func fix(_ original: [UInt8]) -> SVGFixResult {
        // 1. The prolog, on bytes: the reader refuses a DOCTYPE and other encodings.
        var counts: [SVGRewrite: Int] = [:]
        let bytes: [UInt8]
        switch Prolog.rewrite(original) {
        case .refused(let reason): return Self.refusal(reason)
        case .unchanged: bytes = original
        case .rewritten(let rewritten, let changes):
            bytes = rewritten
            counts[.prolog] = changes
        }
        // 2. Hostile input is reported, not rewritten: lint's security checks decide,
        // asked of the document fix plans from (the bytes are read once). A file over
        // the size lint reads is refused unread, as lint reports it.
        if bytes.count > Self.lintPolicy.maximumFileBytes, let hostile = Self.hostileFinding(bytes) { return Self.refusal(hostile) }
        let document = SVGDocument(bytes: bytes, limits: limits, recordingMarkup: true)
        if let hostile = Self.hostileFinding(in: document) { return Self.refusal(hostile) }
        guard let root = document.root else {
            return Self.refusal(document.problems.first.map { "it does not read as SVG: \($0)" } ?? "it does not read as SVG")
        }
        guard root.isSVGRoot else { return Self.refusal("its root is not an SVG <svg> element in the SVG namespace") }
        // The reader goes on past bytes that are not UTF-8 (as '?'): a rewrite would keep them.
        if let problem = document.problems.first {
            return Self.refusal("it does not read cleanly (\(problem)); save it as UTF-8 in the program that wrote it")
        }
        var elements: [SVGElement] = []
        root.forEachElement { element, _ in elements.append(element) }
        // Where each element's tags and each comment lie, as the reader found them: one
        // per element, in the tree's order.
        guard let markup = SVGMarkup(document.markup, bytes: bytes), markup.elements.count == elements.count else {
            return Self.refusal("packtool could not place every element's markup in the file; nothing was changed")
        }
        let program = EditorProgram.detect(document)
        let planner = RewritePlanner(root: root, elements: elements, markup: markup, bytes: bytes)
        if let reason = planner.refusal { return SVGFixResult(outcome: .refused(reason), rewrites: [:], withheld: [:], leftForArtist: [], program: program) }
        let before = ResolvedDrawing(resolver: planner.resolver)
        guard before.isComplete else {
            return SVGFixResult(outcome: .refused("its references multiply into more than \(DrawingResolver.Budget.limit) drawn nodes, too many to prove a rewrite keeps the drawing"),
                                rewrites: [:], withheld: [:], leftForArtist: [], program: program)
        }

        // 3. All rewrites, proven; when the proof fails, each rewrite alone, kept when proven.
        func attempt(_ kinds: Set<SVGRewrite>) -> (bytes: [UInt8], counts: [SVGRewrite: Int], failure: String?)? {
            let plan = planner.plan(kinds)
            guard !plan.edits.isEmpty else { return nil }
            guard let rewritten = plan.edits.applied(to: bytes) else { return (bytes, [:], "the rewrites overlapped") }
            return (rewritten, plan.counts, Self.proofFailure(before: before, after: rewritten, limits: limits))
        }
        var withheld: [SVGRewrite: String] = [:]
        var result = bytes
        let candidates = Set(SVGRewrite.allCases).subtracting([.prolog])
        if let all = attempt(candidates) {
            if all.failure == nil {
                result = all.bytes
                counts.merge(all.counts) { $0 + $1 }
            } else {
                var kept: Set<SVGRewrite> = []
                var keptAttempt: (bytes: [UInt8], counts: [SVGRewrite: Int])?
                for kind in SVGRewrite.allCases where candidates.contains(kind) {
                    // A rewrite with nothing to do alone stays in the set: with the ones
                    // after it, it may have (the namespace a deleted clone alone used), and
                    // leaving it out would leave that to a second run.
                    guard let trial = attempt(kept.union([kind])) else { kept.insert(kind); continue }
                    if let failure = trial.failure {
                        if trial.counts[kind] != nil { withheld[kind] = failure }
                    } else {
                        kept.insert(kind)
                        keptAttempt = (trial.bytes, trial.counts)
                    }
                }
                if let keptAttempt {
                    result = keptAttempt.bytes
                    counts.merge(keptAttempt.counts) { $0 + $1 }
                }
            }
        }
        let finalRoot = result == bytes ? root : (SVGDocument(bytes: result, limits: limits).root ?? root)
        let left = LeftForArtist.find(in: finalRoot, program: program)
        let outcome: SVGFixResult.Outcome = result == original ? .unchanged : .rewritten(result)
        return SVGFixResult(outcome: outcome, rewrites: result == original ? [:] : counts, withheld: withheld, leftForArtist: left, program: program)
    }

    static func refusal(_ reason: String) -> SVGFixResult {
        SVGFixResult(outcome: .refused(reason), rewrites: [:], withheld: [:], leftForArtist: [], program: nil)
    }

    /// The proof: the rewritten bytes read as a usable SVG that draws what `before` drew.
    /// nil when it holds; otherwise the first difference.
    public static func proofFailure(before: ResolvedDrawing, after bytes: [UInt8], limits: SVGDocument.Limits = .standard) -> String? {
        let document = SVGDocument(bytes: bytes, limits: limits)
        guard let root = document.root else { return "the rewritten file did not read (\(document.problems.first?.description ?? "unknown"))" }
        if let problem = document.problems.first { return "the rewritten file has a problem: \(problem)" }
        if let difference = before.difference(from: ResolvedDrawing(root: root)) { return difference }
        // What was harmless inside a longer value (a style holding `vbscript:`) may read
        // as hostile once alone: a rewrite never makes a file lint refuses. Lint is asked
        // only when its security checks' own first test finds a suspect.
        let suspect = SVGSecurity.elements(root).contains { entry in
            entry.danger != nil || entry.element.attributes.contains(where: SVGSecurity.mayReport)
        }
        if suspect, let hostile = hostileFinding(in: document) { return "the rewritten file would be refused: \(hostile)" }
        return nil
    }

    static let hostileChecks = CheckCatalogue.all.filter { hostileFindings[$0.info.id] != nil }

    static func isHostile(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .error, let codes = hostileFindings[diagnostic.checkID] else { return false }
        return codes.map { $0.contains(diagnostic.code) } ?? true
    }

    /// The SVG files of a pack that fix leaves as they are, by the same rules as `fix`:
    /// a hostile finding, or a bitmap that leaves the file.
    static func refusedFiles(_ subject: LintSubject) -> Set<String> {
        var files = Set(hostileChecks.flatMap { check in check.diagnostics(on: subject, fixHints: false) }.filter(isHostile).compactMap(\.file))
        for file in subject.svgs where !files.contains(file.name) {
            guard let document = file.document, let root = document.root else { continue }
            if outsideImage(root) != nil || SVGStyleMove.cssRefusal(root, cascade: document.cascade) != nil { files.insert(file.name) }
        }
        return files
    }

    /// An `<image>` whose reference leaves the file, described.
    static func outsideImage(_ root: SVGElement) -> String? {
        var outside: String?
        root.forEachElement { element, _ in
            guard outside == nil, SVGSecurity.dangerousElementLookup[element.localName] == .bitmap else { return }
            for attribute in element.attributes {
                if let reference = SVGSecurity.externalReference(attribute), reference.kind != .data {
                    outside = "lint refuses it as unsafe: \(element.position): <\(element.qualifiedName)> \(reference.reason) [\(CheckID.svgImage)/bitmap]"
                }
            }
        }
        return outside
    }

    /// The policy lint reads a file fixed alone with.
    static let lintPolicy = PackPolicy.standard

    /// The first hostile finding lint makes in the file, in lint's words: the file read
    /// as lint reads a pack's (`hostileFinding(in:)` asks the same of a document).
    static func hostileFinding(_ bytes: [UInt8]) -> String? {
        let subject = LintSubject(source: MemoryPackFiles(folderName: "fix", files: ["glyph.svg": bytes]), policy: lintPolicy, fixer: nil)
        return hostileFinding(in: subject, source: bytes, root: subject.svgs.first?.document?.root)
    }

    /// The first hostile finding lint makes in a file already read as `document` (with
    /// the limits lint reads a file with), in lint's words: the checks asked of a pack
    /// holding that one document, so the verdict is lint's own without a second parse.
    static func hostileFinding(in document: SVGDocument) -> String? {
        hostileFinding(in: LintSubject(svg: document, name: "glyph.svg", policy: lintPolicy), source: document.source, root: document.root)
    }

    private static func hostileFinding(in subject: LintSubject, source bytes: [UInt8], root: SVGElement?) -> String? {
        // The checks' findings as a lint run orders them, without hints (none is read).
        let diagnostics = hostileChecks.flatMap { $0.diagnostics(on: subject, fixHints: false) }.sorted(by: Linter.order)
        let hostile = diagnostics.first(where: isHostile)
        if let hostile {
            // A file lint cannot read (malformed, too large, too complex) is refused for
            // that reason, not called unsafe: the artist repairs it, nothing is attacking.
            let verdict = unreadableChecks.contains(hostile.checkID) ? "lint cannot read it" : "lint refuses it as unsafe"
            return "\(verdict): \(hostile.position.map { "\($0): " } ?? "")\(hostile.message) [\(hostile.label)]"
        }
        // svg.image reports a bitmap whole, whatever its reference: one that leaves the
        // file (anything but an embedded data: URL) is as hostile as any other reference,
        // by the security checks' own reading of references. An element is named in the
        // bytes as written (an entity that makes one spells it in the DTD), so a file that
        // never says "image", nearly every export, is not walked for it.
        guard ByteSearch.contains("image".utf8, in: bytes) else { return nil }
        return root.flatMap(outsideImage)
    }
}

/// Fix's answers to what lint asks of it (`LintFixer`, declared in `Lint/`): the files it
/// refuses, the file as it writes it, its output, and the rewrite that resolves a finding
/// with the hint that promises it. Every front end that makes a linter hands one in
/// (`Fix/LintWithFix.swift`).
extension SVGFixer: LintFixer {
    public func refusedFiles(in subject: LintSubject) -> Set<String> {
        Self.refusedFiles(subject)
    }

    public func asFixWrites(_ document: SVGDocument, refused: Bool, hides: Bool) -> AppDrawing.AsFixWrites? {
        SVGRewrites.asFixWrites(document, fixRefuses: refused, hides: hides)
    }

    public func rewrittenBytes(of source: [UInt8]) -> [UInt8]? {
        fix(source).rewrittenBytes
    }

    public func resolution(check: CheckID, code: String, subject: String?, path: String, hint: String?) -> (rewrite: FixRewrite, hint: String)? {
        guard let rewrite = FixableFindings.rewrite(check: check, code: code, subject: subject) else { return nil }
        return (rewrite.fixRewrite, FixableFindings.hint(for: rewrite, path: path, original: hint))
    }
}
