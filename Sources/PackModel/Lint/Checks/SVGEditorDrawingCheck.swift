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
        /// Paint set in CSS that stays after fix (a sheet fix cannot move, or a file fix
        /// leaves alone), which the editor draws and the app, reading no CSS, does not.
        case ignoredCSS = "ignored-css"
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
        stays, and the finding says what to change in the editor. Where the CSS stays \
        (such a sheet, or a file fix leaves alone as unsafe), the app reads none of it: \
        the first shape it paints otherwise than the editor is named (an outline set in \
        Illustrator's sheet becomes a black shape), with the attribute to set by hand. \
        Where fix moves the CSS out, the file is judged as after fix, and nothing is said.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓shape-rendering="crispEdges"/>"#), fires: Code.renderingHint),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;shape-rendering:optimizeSpeed"/>"#), fires: Code.renderingHint,
                 note: "set in a style: said before fix moves it out"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#1a1a1a;mix-blend-mode:multiply}</style>↓↓<path class="a" d="M10 5H50V75H10Z"/>"#), fires: Code.cssOnly, Code.ignoredCSS,
                 note: "Illustrator's blending mode, set by a sheet fix cannot move; placed at the element, which the app also fills black, not #1a1a1a"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;mix-blend-mode:screen"/>"#), fires: Code.cssOnly),
            .svg(SVGExample.glyph(#"<style>.a{fill:none;stroke:#000;stroke-width:4}</style><image href="sketch.png" width="60" height="80" display="none"/>↓<path class="a" d="M10 5H50V75H10Z"/>"#),
                 fires: Code.ignoredCSS, note: "Illustrator's sheet in a file fix leaves alone (it points at a bitmap): the editor draws an outline, the app a black shape"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#000;mix-blend-mode:multiply}.b{fill:none;stroke:#000}</style>↓<path class="a" d="M10 5H50V75H10Z"/>↓<path class="b" d="M5 5H55V75H5Z"/>"#),
                 fires: Code.cssOnly, Code.ignoredCSS, note: "a sheet fix cannot move: the first path is black in both, the second loses its outline in the app"),
            .svg(SVGExample.glyph(#"↓<path d="M10 5H50V75H10Z" style="fill:none !important;stroke:#000"/>"#), fires: Code.ignoredCSS,
                 note: "fix moves the stroke out and leaves the !important fill, which the app does not read"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" shape-rendering="geometricPrecision"/>"#), note: "smooth edges, as the app draws them"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#1a1a1a;mix-blend-mode:normal}</style><path class="a" d="M10 5H50V75H10Z"/>"#),
                 note: "normal blends nothing; fix moves the sheet out"),
            .svg(SVGExample.glyph(#"<style>.b{mix-blend-mode:multiply}</style><g display="none"><path class="b" d="M0 0H5V5Z"/></g><path d="M10 5H50V75H10Z"/>"#),
                 note: "on hidden content the editor draws nothing either"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#000000}</style><image href="sketch.png" width="60" height="80" display="none"/><path class="a" d="M10 5H50V75H10Z"/>"#),
                 note: "the sheet stays (fix leaves the file alone), but it paints what the app paints anyway: black"),
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
            reportIgnoredCSS(file, subject: subject, into: &groups)
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
            // The style as the cascade took it apart, once per document.
            let own = cascade.styleDeclarations(element) ?? []
            guard sheetSets || own.contains(where: { names.contains($0.name) }) else { continue }
            let css = cascade.specified(element, presentation: false)
            for name in names.sorted() {
                guard let value = css[name], let (editor, app) = InertProperty.editorOnlyInCSS(name, value) else { continue }
                let declared = own.last { $0.name == name }
                guard !SVGRewrites.StyleMove.moves(name, value, important: declared?.important ?? false, on: element, cascade: cascade) else { continue }
                let source = declared != nil ? "set in style" : "set by the <style> sheet"
                groups.add(.cssOnly, subject: "@" + name, position: declared != nil ? element.attribute("style")!.position : element.position,
                           message: "\(name): \(SVGSecurity.shorten(value)) (\(source)) on <\(element.qualifiedName)>: the editor \(editor); the app \(app)",
                           hint: EditorProgram.hint("if the glyph should not blend, set the blending mode back to normal in the editor", .normalBlend, for: file.program)
                               + "; if it should, draw the overlap as a shape of its own in the colour the editor shows (SVG has no attribute for \(name), so it stays in CSS)")
            }
        }
    }

    /// Where a file's CSS stays after fix (a sheet style-to-attributes cannot move,
    /// `StyleMove.sheetBlocker`, or a file fix leaves alone), the first shape the app
    /// draws otherwise than the editor because of it (`AppDrawing.firstShapeDifference`),
    /// said in the artist's terms with what to do by hand. Where fix moves the CSS out,
    /// the file is judged as after fix, and the app reads the attributes fix writes: no
    /// finding. Only a file with CSS is walked.
    private func reportIgnoredCSS(_ file: LintSubject.SVGFile, subject: LintSubject, into groups: inout FindingGroups<Code>) {
        guard let document = file.document, let cascade = document.cascade, let root = document.root else { return }
        // A sheet packtool cannot read, or a style it cannot take apart: what the editor
        // draws is not known here (and fix leaves the file alone, saying why).
        if (cascade.hasStyleSheet && cascade.rules == nil) || RewritePlanner.cssRefusal(root, cascade: cascade) != nil { return }
        var names = Self.namesSetInCSS(root, cascade: cascade)
        guard !names.isEmpty else { return }
        let why: String
        let advice: String
        if let blocker = SVGRewrites.StyleMove.sheetBlocker(root, cascade: cascade) {
            why = "fix cannot move the sheet out, as SVG has no attribute for \(blocker.what)"
            advice = blocker.advice(file.program)
        } else if subject.fixRefuses(file.name) {
            why = "fix leaves this file as it is, as lint refuses it as unsafe"
            advice = EditorProgram.hint("export with presentation attributes", .presentationAttributes, for: file.program)
        } else if let staying = Self.importantThatStays(root, cascade: cascade, among: names) {
            // Only the declarations fix cannot move out of a style attribute stay, and
            // only they are compared: the app reads what fix writes for the rest.
            names = staying
            why = "fix cannot move it out of the style, as it is marked !important"
            advice = "take !important out of the style, or " + EditorProgram.hint("export with presentation attributes", .presentationAttributes, for: file.program)
        } else {
            return
        }
        guard let found = AppDrawing(document: document).firstShapeDifference(from: root, properties: names, same: Self.same) else { return }
        let element = found.element
        let own = (cascade.styleDeclarations(element) ?? []).contains { $0.name == found.property }
        let source = own ? "its style attribute's" : (cascade.rules ?? []).contains { $0.declarations.contains { $0.name == found.property } } ? "the <style> sheet's" : "a style's"
        let shape = "<\(element.qualifiedName)> at \(element.position)"
        let byHand = found.editor.flatMap { $0.hasPrefix("<") || $0.hasPrefix("clip(") ? nil : "\(found.property)=\"\(SVGSecurity.shorten($0))\"" }
        groups.add(.ignoredCSS, subject: "@" + found.property, position: element.position,
                   message: "the editor draws \(shape) \(Self.painting(found.property, found.editor).drawn); the app will \(Self.painting(found.property, found.app).will): \(source) \(found.property) is ignored, and \(why)",
                   hint: (byHand.map { "set \($0) on the \(shape) by hand, or " } ?? "") + advice)
    }

    /// The properties among `names` that a style attribute fix cannot empty keeps
    /// (`StyleMove.moves` says no: `fill:none !important`), where no declaration fix
    /// moves sets the same property (whose element the app reads after fix); nil when
    /// there are none.
    static func importantThatStays(_ root: SVGElement, cascade: SVGCascade, among names: Set<String>) -> Set<String>? {
        // `StyleMove.moves` keeps a declaration in a style only when it is `!important`
        // or SVG has no attribute for it. Where every name has one and no style holds a
        // `!`, nothing stays, and no style is taken apart again (most exports: their CSS
        // all moves, and this walk was most of the check's cost on them).
        if names.isSubset(of: SVGProperties.presentationAttributes) && !Self.anyStyleHoldsExclamationMark(root) { return nil }
        var staying = Set<String>(), moving = Set<String>()
        root.forEachElement { element, _ in
            guard let declarations = cascade.styleDeclarations(element) else { return }
            for declaration in declarations where names.contains(declaration.name) {
                if SVGRewrites.StyleMove.moves(declaration.name, declaration.value, important: declaration.important, on: element, cascade: cascade) {
                    moving.insert(declaration.name)
                } else {
                    staying.insert(declaration.name)
                }
            }
        }
        // A sheet fix moves sets its properties as attributes too.
        moving.formUnion((cascade.rules ?? []).flatMap { $0.declarations.map(\.name) })
        let kept = staying.subtracting(moving)
        return kept.isEmpty ? nil : kept
    }

    /// Whether some element's style attribute has a `!` in it, without parsing it.
    static func anyStyleHoldsExclamationMark(_ root: SVGElement) -> Bool {
        var found = false
        root.forEachElement { element, _ in
            if !found, let style = element.attribute("style"), style.value.utf8.contains(UInt8(ascii: "!")) { found = true }
        }
        return found
    }

    /// The painting properties a file's CSS names (its sheet's rules and its style
    /// attributes), but those other findings of this check speak for.
    static func namesSetInCSS(_ root: SVGElement, cascade: SVGCascade) -> Set<String> {
        var names = Set((cascade.rules ?? []).flatMap { $0.declarations.map(\.name) })
        root.forEachElement { element, _ in
            guard let declarations = cascade.styleDeclarations(element) else { return }
            for declaration in declarations { names.insert(declaration.name) }
        }
        if names.remove("marker") != nil { names.formUnion(["marker-start", "marker-mid", "marker-end"]) }
        names.subtract(InertProperty.editorOnlyInCSSNames)
        names.subtract(["shape-rendering", "isolation"])
        return names.intersection(DrawingResolver.shapeProperties.union(DrawingResolver.groupEffects))
    }

    /// Whether two computed values (nil: the initial value) draw the same: as written,
    /// as the same keyword, or as the same colour (`#000000` is `black`).
    static func same(_ name: String, _ lhs: String?, _ rhs: String?) -> Bool {
        let initial = SVGProperties.initial(name) ?? ""
        let left = (lhs ?? initial).trimmingCSSWhitespace, right = (rhs ?? initial).trimmingCSSWhitespace
        if left == right || left.lowercased() == right.lowercased() { return true }
        if let a = SVGColour.rgb(left), let b = SVGColour.rgb(right) { return zip(a, b).allSatisfy { abs($0 - $1) < 1e-9 } }
        if let a = Double(left), let b = Double(right) { return a == b }
        return false
    }

    /// How a shape is painted with `value` of `name` (nil: the initial value), in an
    /// artist's words, said two ways: as drawn ("with no fill", "filled black",
    /// "stroked #1a1a1a") and as what the app will do ("leave it unfilled", "fill it
    /// black", "not stroke it").
    static func painting(_ name: String, _ value: String?) -> (drawn: String, will: String) {
        let text = value.map { $0.trimmingCSSWhitespace }
        let isNone = text.map { SVGProperties.keyword($0, is: "none") } ?? false
        let server = text?.hasPrefix("<") == true
        let shown = text.map { server ? "a gradient or pattern" : SVGSecurity.shorten($0) }
        switch name {
        case "fill":
            guard let shown else { return ("filled black", "fill it black") }
            return isNone ? ("with no fill", "leave it unfilled") : ("filled \(shown)", "fill it \(server ? "with " : "")\(shown)")
        case "stroke":
            guard let shown, !isNone else { return ("with no stroke", "not stroke it") }
            return ("stroked \(shown)", "stroke it \(server ? "with " : "")\(shown)")
        default:
            let drawn = "with \(name) \(shown ?? (SVGProperties.initial(name).map { "\($0) (its initial value)" } ?? "not set"))"
            return (drawn, "draw it " + drawn)
        }
    }
}
