import PackModel

/// `packtool fix` on one SVG file. The oracle: it never crashes; a file it rewrites
/// reads as a usable SVG with no problem, draws what the input drew (the proof, checked
/// again here from the input's own reading), and fixing it again changes nothing.
public enum FixTarget {
    public static func run(_ bytes: [UInt8]) {
        let fixer = SVGFixer()
        let result = fixer.fix(bytes)
        _ = result.leftForArtist.count
        guard let rewritten = result.rewrittenBytes else { return }
        precondition(!result.rewrites.isEmpty, "a rewritten file names no rewrite")
        let document = SVGDocument(bytes: rewritten)
        precondition(document.root != nil && document.problems.isEmpty, "fix wrote a file that does not read: \(document.problems)")
        // The input as the fixer proved it: after its prolog (the reader does not take a
        // DOCTYPE or another encoding as written). Without a prolog rewrite, the input itself.
        if result.rewrites[.prolog] == nil {
            let before = ResolvedDrawing(document: SVGDocument(bytes: bytes))
            precondition(SVGFixer.proofFailure(before: before, after: rewritten) == nil, "fix changed the drawing")
        }
        let again = fixer.fix(rewritten)
        if case .unchanged = again.outcome {} else {
            preconditionFailure("a second fix changed the file again: \(again.rewrites)")
        }
    }
}
