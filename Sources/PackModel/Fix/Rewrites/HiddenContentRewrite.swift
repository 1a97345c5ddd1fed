extension SVGRewrites {
    /// Hidden content (display none; visibility hidden with nothing visible inside) deleted
    /// unless something refers to it. The app does not honour display or visibility, so
    /// lint reports it; the artist's editor does not show it, so deleting it is what they see.
    static let hiddenContent = SVGRewriteInfo(
        kind: .hiddenContent,
        summary: "hidden content deleted",
        hintPhrase: "deletes hidden content",
        resolves: [ResolvedFinding(SVGProfileAttributeCheck(), .hiddenContent)],
        examples: [
            RewriteExample(glyph(##"<g display="none"><path d="M0 0H60V80H0Z"/></g><path d="M10 5H50V75H10Z"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "a hidden layer"),
            .unchanged(glyph(##"<defs><path id="p" display="none" d="M10 5H50V75H10Z"/></defs><path d="M10 5H50V75H10Z"/><use href="#p"/>"##),
                       note: "something refers to it"),
        ])
}

extension RewritePlanner {
    /// Hidden elements nothing refers to, added to `removed`.
    /// Judged on what stays: hidden content that only hidden content refers to goes in
    /// the same run as what refers to it (else a second run would delete it; found by a
    /// generated clone file). What is referenced is worked out again only after a removed
    /// subtree held a reference, the only removal that can free more (nearly never: a
    /// hidden layer rarely points anywhere), so most files take one pass.
    func planHiddenContent(removed: inout Set<Int>, plan: inout Plan) {
        while true {
            let allReferenced = Set(elements.indices.filter { !isRemoved($0, removed) }.flatMap { references(of: $0) })
            var removedAReference = false
            for index in 1..<max(1, elements.count) where !isRemoved(index, removed) && isSVG(index) && isHidden(index) {
                let ids = (index..<subtreeEnds[index]).compactMap { elements[$0]["id"] }
                if ids.contains(where: allReferenced.contains) { continue }
                if ancestors(index).contains(where: { Self.definitionElements.contains(elements[$0].localName) || Self.textElements.contains(elements[$0].localName) }) { continue }
                removed.insert(index)
                plan.count(.hiddenContent)
                if !removedAReference { removedAReference = (index..<subtreeEnds[index]).contains { !references(of: $0).isEmpty } }
            }
            if !removedAReference { return }
        }
    }
}
