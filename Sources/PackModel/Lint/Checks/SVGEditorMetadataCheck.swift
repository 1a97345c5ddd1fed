extension CheckID {
    public static let svgEditorMetadata = CheckID(declaring: "svg.editor-metadata")
}

struct SVGEditorMetadataCheck: LintCheck {
    enum Code: String, MessageCode {
        case editorMetadata = "editor-metadata"
    }
    let info = CheckInfo(
        id: .svgEditorMetadata,
        severity: .warning,
        codes: Code.self,
        summary: "SVGs carry no editor metadata (Inkscape, Illustrator, Sketch, RDF)",
        rationale: """
        Editors save their own data into SVG files: Inkscape's sodipodi:namedview and \
        inkscape:* attributes, Illustrator's i:* and x:* namespaces, RDF licence \
        metadata. The app ignores all of it, so it does no harm to the drawing, but it \
        makes glyph files larger and their diffs noisy. Save as plain or optimised SVG. \
        One warning per file lists what was found.
        """,
        triggering: [
            .svg(##"<svg xmlns="http://www.w3.org/2000/svg" ↓xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 60 80" inkscape:version="1.3"><sodipodi:namedview id="nv" pagecolor="#fff"/><path d="M10 5H50V75H10Z" inkscape:label="zero"/></svg>"##,
                 fires: Code.editorMetadata, note: "as Inkscape saves it"),
            .svg(SVGExample.glyph("↓<metadata><title>zero</title></metadata>" + SVGExample.digit), fires: Code.editorMetadata, note: "a metadata block"),
        ],
        nonTriggering: [
            .svg(#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"#,
                 note: "the xlink namespace is standard SVG"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.compactMap { svg in
            let file = svg.file
            guard file.roles.has(.editorMetadata) || file.roles.has(attribute: .editorMetadata) else { return nil }
            var first: SourcePosition?
            var elements: [String] = []
            var attributeCount = 0
            var declarations: [String] = []
            func note(_ namespace: String?, at position: SourcePosition) {
                if first == nil || position < first! { first = position }
            }
            for item in file.classified {
                let element = item.element
                if item.role == .editorMetadata {
                    note(element.namespaceURI, at: element.position)
                    elements.append("<\(element.qualifiedName)> at \(element.position)")
                    continue
                }
                for (attribute, role) in item.attributes where role == .editorMetadata {
                    if attribute.namespaceURI == SVGAttributeRole.xmlnsNamespace {
                        note(attribute.value, at: attribute.position)
                        declarations.append(attribute.qualifiedName)
                    } else {
                        note(attribute.namespaceURI, at: attribute.position)
                        attributeCount += 1
                    }
                }
            }
            guard let first else { return nil }
            var parts = elements.prefix(3).map { $0 }
            if elements.count > 3 { parts.append("\(elements.count - 3) more elements") }
            if attributeCount > 0 { parts.append("\(attributeCount) editor attribute\(attributeCount == 1 ? "" : "s")") }
            if !declarations.isEmpty { parts.append("namespace declaration\(declarations.count == 1 ? "" : "s") \(declarations.joined(separator: ", "))") }
            let source = file.program.map { " (written by \($0.rawValue))" } ?? ""
            return Finding(.editorMetadata, file: file.name, position: first,
                           message: "editor metadata the app ignores\(source): \(parts.joined(separator: "; "))",
                           hint: EditorProgram.hint("save or export as plain SVG, without the editor's data", .plainExport, for: file.program))
        }
    }
}
