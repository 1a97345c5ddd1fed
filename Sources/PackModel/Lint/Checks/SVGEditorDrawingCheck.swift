extension CheckID {
    public static let svgEditorDrawing = CheckID(declaring: "svg.editor-drawing")
}

/// Where the artist's editor and the app draw a file differently, said in the artist's
/// terms: what the editor shows and what the app will draw. Found before `packtool fix`
/// as after it (what a style sets is judged as the attribute fix writes), so nothing is
/// discovered only once the file is fixed.
struct SVGEditorDrawingCheck: LintCheck {
    enum Code: String, MessageCode {
        /// A rendering hint the editor follows and the app ignores.
        case renderingHint = "rendering-hint"
    }
    let info = CheckInfo(
        id: .svgEditorDrawing,
        severity: .warning,
        codes: Code.self,
        summary: "the editor and the app draw the SVG the same way",
        rationale: """
        A drawing program shows a glyph with a full CSS renderer; the app draws it with \
        its own, which follows the supported profile only. Where a file asks for \
        something only the editor does, the artist sees one glyph and the audience \
        another. shape-rendering="crispEdges" is the common case: the editor draws those \
        edges hard, without smoothing, while the app smooths every edge. packtool fix \
        keeps such a setting (removing it would change what the editor shows); decide in \
        the editor whether the glyph should look smooth, and remove the setting there.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓shape-rendering="crispEdges"/>"#), fires: Code.renderingHint),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;shape-rendering:optimizeSpeed"/>"#), fires: Code.renderingHint,
                 note: "set in a style: said before fix moves it out"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" shape-rendering="geometricPrecision"/>"#), note: "smooth edges, as the app draws them"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.flatMap { file, _, _ in
            var groups = FindingGroups<Code>()
            for item in file.classified {
                let element = item.element
                let judged = item.attributes.filter { $0.1 == .editorOnly }.map { ($0.0, false) }
                    + item.cssAttributes.filter { $0.role == .editorOnly }.map { ($0.attribute, true) }
                for (attribute, fromCSS) in judged {
                    guard let (editor, app) = InertProperty.editorOnly(attribute.localName, attribute.value) else { continue }
                    let written = fromCSS ? "\(attribute.qualifiedName): \(SVGSecurity.shorten(attribute.value)) (set in CSS)"
                        : "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\""
                    groups.add(.renderingHint, subject: "@" + attribute.qualifiedName, position: attribute.position,
                               message: "\(written) on <\(element.qualifiedName)>: the editor \(editor); the app \(app)",
                               hint: "if the glyph should look smooth, remove \(attribute.qualifiedName) in the editor; if it should look hard-edged, draw it so at the size the app shows it")
                }
            }
            return groups.findings(file: file.name)
        }
    }
}
