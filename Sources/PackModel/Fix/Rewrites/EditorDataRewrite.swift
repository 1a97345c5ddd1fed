extension SVGRewrites {
    /// Editor data: foreign-namespace elements and attributes (Inkscape, Sodipodi,
    /// Illustrator, Sketch, Affinity, RDF), `<metadata>`, comments, and namespace
    /// declarations nothing left uses. Planned in `RewritePlanner.plan` (elements,
    /// declarations, comments) and `editAttributes` (attributes), beside the others.
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
