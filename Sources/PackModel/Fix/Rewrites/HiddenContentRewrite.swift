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

extension SVGRewrites {
    /// hidden-content's rule for one element, the one fix's plan (`planHiddenContent`)
    /// and lint's reading of the file as fix writes it (`deletedAsHidden`) ask: an SVG
    /// element nothing at or below is drawn (`SVGInertAttribute.isNotDrawn`, what
    /// `RewritePlanner.isHidden` asks), not inside a definition (drawn, if at all, where
    /// something refers to it) or text, and holding no id in `referenced`. `ancestors`
    /// (the root first or last, either) is asked only of a hidden element.
    static func deletesAsHidden(_ element: SVGElement, ancestors: () -> [SVGElement], referenced: Set<String>, cascade: SVGCascade?) -> Bool {
        guard element.namespaceURI == SVGDocument.svgNamespace, SVGInertAttribute.isNotDrawn(element, cascade: cascade) else { return false }
        var holdsReferenced = false
        element.forEachElement { inner, _ in
            if !holdsReferenced, let id = inner["id"], referenced.contains(id) { holdsReferenced = true }
        }
        if holdsReferenced { return false }
        return !ancestors().contains { SVGProfile.definitionElements.contains($0.localName) || RewritePlanner.textElements.contains($0.localName) }
    }

    /// What hidden-content deletes from a file, for lint's reading of it as fix writes it
    /// (`AppDrawing.AsFixWrites.deleted`): `deletesAsHidden` with every id the file's
    /// attributes point at counted as referenced, read once and only when some element
    /// is hidden. Asked only of elements whose ancestors are all the profile's groups
    /// (the app's reader descends nowhere else), so none sits in a definition or text.
    /// Fix counts only the references of what stays (a hidden layer that only deleted
    /// content refers to goes too): where they differ, lint reads the layer as kept.
    static func deletedAsHidden(_ root: SVGElement, cascade: SVGCascade?) -> (SVGElement) -> Bool {
        var referenced: Set<String>?
        return { element in
            guard SVGInertAttribute.isNotDrawn(element, cascade: cascade) else { return false }
            if referenced == nil {
                var ids = Set<String>()
                root.forEachElement { element, _ in
                    for attribute in element.attributes where attribute.namespaceURI != SVGDocument.xmlnsNamespace { ids.formUnion(SVGReference.ids(in: attribute)) }
                }
                referenced = ids
            }
            return deletesAsHidden(element, ancestors: { [] }, referenced: referenced!, cascade: cascade)
        }
    }
}

extension SVGRewrites {
    /// The file as `packtool fix` will write it, for lint's questions before fix (the
    /// ink, svg.pale-ink, svg.editor-drawing): the CSS style-to-attributes moves out
    /// (`SVGStyleMove.movedCSS`), the clones expand-clones writes as groups
    /// (`CloneExpansion`), the hidden content hidden-content deletes (`deletedAsHidden`);
    /// nothing of the three where fix leaves the file alone (`fixRefuses`). Fix's rules,
    /// handed to `AppDrawing` in `SVG/`, which asks nothing of `Fix/`. Built once per
    /// file by lint (`LintSubject.SVGFile.asFixWrites(in:)`), which says whether anything
    /// in the file is hidden at all (`hides`: else no element is asked).
    static func asFixWrites(_ document: SVGDocument, fixRefuses: Bool, hides: Bool = true) -> AppDrawing.AsFixWrites? {
        guard let root = document.root else { return nil }
        let cascade = document.cascade
        return AppDrawing.AsFixWrites(movedCSS: SVGStyleMove.movedCSS(root, cascade: cascade, fixRefuses: fixRefuses),
                                      clones: fixRefuses ? nil : document.clones,
                                      deleted: fixRefuses || !hides ? { _ in false } : deletedAsHidden(root, cascade: cascade))
    }
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
            // `isSVG` and `isHidden` first: `deletesAsHidden` asks them again, of hidden elements only.
            for index in 1..<max(1, elements.count) where !isRemoved(index, removed) && isSVG(index) && isHidden(index) {
                guard SVGRewrites.deletesAsHidden(elements[index], ancestors: { ancestors(index).map { elements[$0] } }, referenced: allReferenced, cascade: cascade) else { continue }
                removed.insert(index)
                plan.count(.hiddenContent)
                if !removedAReference { removedAReference = (index..<subtreeEnds[index]).contains { !references(of: $0).isEmpty } }
            }
            if !removedAReference { return }
        }
    }
}
