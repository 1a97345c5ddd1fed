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
        /// A property only CSS can set (SVG has no attribute for it), which the editor
        /// draws and the app ignores, where fix cannot move it: `mix-blend-mode`.
        case cssOnly = "css-only"
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
        the editor whether the glyph should look smooth, and remove the setting there. \
        A blending mode (mix-blend-mode, which SVG can only set in CSS) is the other: \
        the editor blends the shape into what lies below it, the app draws it unblended \
        on top. fix cannot write it as an attribute, so the style or sheet setting it \
        stays, and the finding says what to change in the editor.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓shape-rendering="crispEdges"/>"#), fires: Code.renderingHint),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;shape-rendering:optimizeSpeed"/>"#), fires: Code.renderingHint,
                 note: "set in a style: said before fix moves it out"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#1a1a1a;mix-blend-mode:multiply}</style>↓<path class="a" d="M10 5H50V75H10Z"/>"#), fires: Code.cssOnly,
                 note: "Illustrator's blending mode, set by a sheet fix cannot move; placed at the element"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;mix-blend-mode:screen"/>"#), fires: Code.cssOnly),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" shape-rendering="geometricPrecision"/>"#), note: "smooth edges, as the app draws them"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#1a1a1a;mix-blend-mode:normal}</style><path class="a" d="M10 5H50V75H10Z"/>"#),
                 note: "normal blends nothing; fix moves the sheet out"),
            .svg(SVGExample.glyph(#"<style>.b{mix-blend-mode:multiply}</style><g display="none"><path class="b" d="M0 0H5V5Z"/></g><path d="M10 5H50V75H10Z"/>"#),
                 note: "on hidden content the editor draws nothing either"),
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
            reportCSSOnly(file, into: &groups)
            return groups.findings(file: file.name)
        }
    }

    /// What CSS sets on a drawn element that SVG has no attribute for, the editor draws
    /// and the app ignores (`mix-blend-mode: multiply`), where fix cannot move it out of
    /// CSS: style-to-attributes' own rule (`SVGRewrites.StyleMove.moves`) is asked, so
    /// this finding and fix's leaving the style or sheet are one decision. Placed at the
    /// style attribute, or at the element when a sheet sets it.
    private func reportCSSOnly(_ file: LintSubject.SVGFile, into groups: inout FindingGroups<Code>) {
        guard let cascade = file.document?.cascade else { return }
        // Only a file whose CSS names such a property is walked.
        let names = InertProperty.editorOnlyInCSSNames
        let sheetSets = cascade.rules?.contains { $0.declarations.contains { names.contains($0.name) } } ?? false
        var hidden = Set<ObjectIdentifier>()
        for item in file.classified where item.role == .supported {
            let element = item.element
            if hidden.contains(ObjectIdentifier(element)) { continue }
            if SVGInertAttribute.isNotDrawn(element, cascade: cascade) {
                // The editor draws nothing there either (and fix deletes it).
                element.forEachElement { inside, _ in hidden.insert(ObjectIdentifier(inside)) }
                continue
            }
            let style = element.attribute("style")
            let own = style.flatMap { SVGStyle.declarations($0.value) } ?? []
            guard sheetSets || own.contains(where: { names.contains($0.name) }) else { continue }
            let css = cascade.specified(element, presentation: false)
            for name in names.sorted() {
                guard let value = css[name], let (editor, app) = InertProperty.editorOnlyInCSS(name, value) else { continue }
                let declared = own.last { $0.name == name }
                guard !SVGRewrites.StyleMove.moves(name, value, important: declared?.important ?? false, on: element, cascade: cascade) else { continue }
                let source = declared != nil ? "set in style" : "set by the <style> sheet"
                groups.add(.cssOnly, subject: "@" + name, position: declared != nil ? style!.position : element.position,
                           message: "\(name): \(SVGSecurity.shorten(value)) (\(source)) on <\(element.qualifiedName)>: the editor \(editor); the app \(app)",
                           hint: EditorProgram.hint("if the glyph should not blend, set the blending mode back to normal in the editor", .normalBlend, for: file.program)
                               + "; if it should, draw the overlap as a shape of its own in the colour the editor shows (SVG has no attribute for \(name), so it stays in CSS)")
            }
        }
    }
}
