extension SVGRewrites {
    /// Editor data: foreign-namespace elements and attributes (Inkscape, Sodipodi,
    /// Illustrator, Sketch, Affinity, RDF), `<metadata>`, comments, and namespace
    /// declarations nothing left uses. Its rules for elements, attributes, and
    /// declarations and comments are below, asked by the planner's phases.
    static let editorData = SVGRewriteInfo(
        kind: .editorData,
        summary: "editor data removed",
        hintPhrase: "removes the editor data",
        resolves: [ResolvedFinding(SVGEditorMetadataCheck(), .editorMetadata)],
        examples: [
            RewriteExample(##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 60 80" inkscape:version="1.3"><sodipodi:namedview id="n"/><metadata><title>t</title></metadata><!-- Generator: x --><path d="M10 5H50V75H10Z" inkscape:label="zero"/></svg>"##,
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "an Inkscape file's editor data, a comment and metadata"),
            .unchanged(glyph(##"<text x="5" y="40">a<!-- b -->c</text>"##), note: "a comment inside text stays: the blanks around it are characters"),
        ])
}

extension RewritePlanner {
    /// An element in a foreign namespace (an editor's), or `<metadata>`, goes whole.
    func editorDataRemovesElement(_ index: Int, kinds: Set<SVGRewrite>) -> SVGRewrite? {
        kinds.contains(.editorData) && (!isSVG(index) || elements[index].localName == "metadata") ? .editorData : nil
    }

    /// An attribute in a foreign namespace (not xml's, not xlink's) goes.
    func editorDataDropsAttribute(_ question: AttributeQuestion, _ attribute: SVGAttribute, at position: Int, edits: inout AttributeEdits) -> Bool {
        guard let namespace = attribute.namespaceURI, namespace != SVGDocument.xmlNamespace, namespace != SVGDocument.xlinkNamespace,
              question.kinds.contains(.editorData) else { return false }
        edits.removals.append(position)
        edits.count(.editorData)
        return true
    }

    /// Namespace declarations nothing left uses (`usedPrefixes`: the prefixes of what
    /// stays, gathered as the attributes were decided), and comments, except inside text.
    func planEditorData(removed: Set<Int>, clones: [Int: Int], usedPrefixes: Set<String>, plan: inout Plan) {
        for index in elements.indices where !isRemoved(index, removed) {
            for (position, attribute) in elements[index].attributes.enumerated() where attribute.namespaceURI == SVGDocument.xmlnsNamespace && attribute.qualifiedName != "xmlns" {
                guard !usedPrefixes.contains(attribute.localName), let written = writtenAttribute(index, attribute, position) else { continue }
                plan.edits.delete(written.span)
                plan.count(.editorData)
            }
        }
        for comment in markup.comments where !removed.contains(where: { isInsideMarkup(comment, of: $0) })
            || Set(clones.values).contains(where: { isInsideMarkup(comment, of: $0) }) {
            if commentIsInsideText(comment) { continue }
            plan.edits.delete(withBlanksBefore(comment.lowerBound)..<comment.upperBound)
            plan.count(.editorData)
        }
    }
}
