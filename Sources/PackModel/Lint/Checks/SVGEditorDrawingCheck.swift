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
        /// Any other difference between the two drawings of the file, as fix will write
        /// it, that no other check speaks for: said as each drawing draws it.
        case drawnDifferently = "drawn-differently"
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
        Where fix moves the CSS out, the file is judged as after fix, and nothing is said. \
        The two drawings are compared element by element (the editor's, and the app's as \
        fix will write the file); each difference is said here unless another check \
        already reports the setting behind it (a gradient, a clip, hidden content).
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓shape-rendering="crispEdges"/>"#), fires: Code.renderingHint),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;shape-rendering:optimizeSpeed"/>"#), fires: Code.renderingHint,
                 note: "set in a style: said before fix moves it out"),
            .svg(SVGExample.glyph(#"<style>.a{fill:#1a1a1a;mix-blend-mode:multiply}</style>↓↓<path class="a" d="M10 5H50V75H10Z"/>"#), fires: Code.cssOnly, Code.ignoredCSS,
                 note: "Illustrator's blending mode, set by a sheet fix cannot move; placed at the element, which the app also fills black, not #1a1a1a"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;mix-blend-mode:screen"/>"#), fires: Code.cssOnly),
            .svg(SVGExample.glyph(#"<path d="M5 5H30V30H5Z" fill="red"/><path d="M10 5H50V75H10Z" ↓mix-blend-mode="multiply"/>"#), fires: Code.cssOnly,
                 note: "the same blend written as an attribute: the same warning"),
            .svg(SVGExample.glyph(#"<g ↓shape-rendering="crispEdges"><path d="M10 5H50V75H10Z"/><path d="M5 5H9V9H5Z"/></g>"#), fires: Code.renderingHint,
                 note: "set on a group: said once, at the group"),
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
        subject.svgRoots.flatMapNonEmpty { svg in
            let file = svg.file
            var groups = FindingGroups<Code>()
            if Self.mayDiffer(file) { reportDifferences(file, document: svg.document, root: svg.root, subject: subject, into: &groups) }
            reportIgnoredCSS(file, subject: subject, into: &groups)
            return groups.findings(file: file.name)
        }
    }

    /// The gate on lint's hot path: whether anything in the file is a candidate for
    /// drawing differently in the editor and in the app, by the table's cheap test (an
    /// attribute or a property set in CSS whose role is `.editorOnly`, or CSS naming a
    /// blend only CSS can set). A clean glyph has none, and no drawing is built for it;
    /// what the two drawings say decides everything else.
    static func mayDiffer(_ file: LintSubject.SVGFile) -> Bool {
        // Every role an attribute or a property CSS sets has (`roles`), not a walk of each.
        if file.roles.has(attribute: .editorOnly) { return true }
        guard let cascade = file.document?.cascade else { return false }
        let names = InertProperty.editorOnlyInCSSNames
        if cascade.rules?.contains(where: { $0.declarations.contains { names.contains($0.name) } }) ?? false { return true }
        return file.classified.contains { item in
            item.role == .supported && (cascade.styleDeclarations(item.element) ?? []).contains { names.contains($0.name) }
        }
    }

    /// Where the two drawings of the file differ once fix has written it: the editor's
    /// (`ResolvedDrawing`) against the app's (`AppDrawing`, read as fix will write it:
    /// the CSS style-to-attributes moves out as attributes, the clones it expands as
    /// groups), element by element (`AppDrawing.differences`). Each difference is traced
    /// to where the file sets it (the element or the nearest group above it, in CSS or
    /// as an attribute) and reported here unless another check speaks for that setting
    /// (an unsupported attribute, a gradient, hidden content: errors of
    /// svg.profile-attribute), or it is CSS fix leaves (the ignored-css finding's). So
    /// the finding says what the drawings say, in the artist's terms, and a kind of
    /// difference no table names is found as well.
    private func reportDifferences(_ file: LintSubject.SVGFile, document: SVGDocument, root: SVGElement, subject: LintSubject,
                                   into groups: inout FindingGroups<Code>) {
        let cascade = document.cascade
        // The file as fix will write it: fix's one rule, built once per file (nil: as written).
        let asFixWrites = file.asFixWrites(in: subject)
        let app = AppDrawing(document: document, placeholderText: false, asFixWrites: asFixWrites)
        app.differences(from: root, document: document, asFixWrites: asFixWrites, same: Self.same) { difference in
            guard let (setting, role) = Self.setting(of: difference, cascade: cascade, moves: { name, element in asFixWrites?.movedCSS(element).contains { $0.name == name } ?? false }) else { return true }
            let element = difference.element
            let name = difference.name
            let value = setting.value
            // `isolation` contains the blend below it: one fact, said at the blend.
            if name == "isolation" { return true }
            switch role {
            case .allowed:
                // The app reads this setting as written: the difference comes from
                // something else (a gradient stroke the app drops leaves its width unread).
                break
            case .editorOnly, .drawsNothing, nil:
                // nil: set in CSS fix leaves; only a blend is this finding's (the rest is ignored-css's).
                if role == nil && !InertProperty.isBlendOnlyCSSSets(name, value) { return true }
                // Set in CSS: by the element's own style attribute, or else by the sheet.
                let inOwnStyle = setting.inCSS && (cascade?.styleDeclarations(setting.element) ?? []).contains { $0.name == name }
                let position = inOwnStyle ? (setting.element.attribute("style")?.position ?? setting.element.position)
                    : setting.inCSS ? setting.element.position : (setting.element.attribute(name)?.position ?? setting.element.position)
                let source = !setting.inCSS ? "" : inOwnStyle ? " (set in style)" : " (set by the <style> sheet)"
                let written = setting.inCSS ? "\(name): \(SVGSecurity.shorten(value))\(source)" : "\(name)=\"\(SVGSecurity.shorten(value))\""
                let on = setting.element === element ? "<\(element.qualifiedName)>" : "<\(setting.element.qualifiedName)>, around <\(element.qualifiedName)> at \(element.position),"
                if let (editor, drawn) = InertProperty.editorOnly(name, value) {
                    groups.add(.renderingHint, subject: "@" + name, position: position,
                               message: "\(written) on \(on): the editor \(editor); the app \(drawn)",
                               hint: "if the glyph should look smooth, remove \(name) in the editor; if it should look hard-edged, draw it so at the size the app shows it")
                } else if let (editor, drawn) = InertProperty.editorOnlyInCSS(name, value) {
                    groups.add(.cssOnly, subject: "@" + name, position: position,
                               message: "\(written) on \(on): the editor \(editor); the app \(drawn)",
                               hint: EditorProgram.hint("if the glyph should not blend, set the blending mode back to normal in the editor", .normalBlend, for: file.program)
                                   + "; if it should, draw the overlap as a shape of its own in the colour the editor shows (SVG has no attribute for \(name), so it stays \(setting.inCSS ? "in CSS" : "as it is written"))")
                } else {
                    // A difference no table names: what each drawing does, in the same words.
                    let shape = "<\(element.qualifiedName)> at \(element.position)"
                    groups.add(.drawnDifferently, subject: "@" + name, position: position,
                               message: "the editor draws \(shape) \(Self.painting(name, difference.editor).drawn); the app will \(Self.painting(name, difference.app).will): \(written) on \(on) is read by the editor and not by the app",
                               hint: "decide in the editor how the glyph should look, and draw it so with what the app reads (fill, stroke, opacity, transform); then remove \(name)")
                }
            case .unsupported, .paintReference, .hidden, .security, .editorMetadata:
                // Another check's finding speaks for this setting.
                break
            }
            return true
        }
    }

    /// Where the file sets what a difference is about, and the role of that setting
    /// (nil: CSS fix leaves in place): the element itself, or for an inherited property
    /// the nearest element above it that sets it; in CSS (which wins) or as an attribute.
    static func setting(of difference: AppDrawing.Difference, cascade: SVGCascade?, moves: (String, SVGElement) -> Bool)
        -> (setting: (element: SVGElement, value: String, inCSS: Bool), role: SVGAttributeRole?)? {
        let name = difference.name
        let drawnAs: (SVGElement) -> String? = { $0.localName == "use" ? CloneExpansion.groupName : nil }
        if difference.kind == .attribute {
            let element = difference.element
            guard let attribute = element.attributes.first(where: { $0.qualifiedName == name }) else { return nil }
            return ((element, attribute.value, false), SVGAttributeRole.of(attribute, on: element, cascade: cascade, drawnAs: drawnAs(element)))
        }
        let inherits = SVGProperties.inherited[name] != nil
        for element in [difference.element] + difference.ancestors.reversed() {
            if let value = cascade?.specified(element, presentation: false)[name] {
                guard moves(name, element) else { return ((element, value, true), nil) }
                let attribute = SVGAttribute(qualifiedName: name, localName: name, namespaceURI: nil, value: value, position: element.position, valueOffset: nil)
                return ((element, value, true), SVGAttributeRole.of(attribute, on: element, cascade: cascade, drawnAs: drawnAs(element)))
            }
            if let attribute = element.attributes.first(where: { $0.localName == name && $0.namespaceURI == nil }) {
                return ((element, attribute.value, false), SVGAttributeRole.of(attribute, on: element, cascade: cascade, drawnAs: drawnAs(element)))
            }
            if !inherits { return nil }
        }
        return nil
    }

    /// Where a file's CSS stays after fix (a sheet style-to-attributes cannot move,
    /// `SVGStyleMove.sheetBlocker`, or a file fix leaves alone), the first shape the app
    /// draws otherwise than the editor because of it (`AppDrawing.firstShapeDifference`),
    /// said in the artist's terms with what to do by hand. Where fix moves the CSS out,
    /// the file is judged as after fix, and the app reads the attributes fix writes: no
    /// finding. Only a file with CSS is walked.
    private func reportIgnoredCSS(_ file: LintSubject.SVGFile, subject: LintSubject, into groups: inout FindingGroups<Code>) {
        guard let document = file.document, let cascade = document.cascade, let root = document.root else { return }
        // A sheet packtool cannot read, or a style it cannot take apart: what the editor
        // draws is not known here (and fix leaves the file alone, saying why).
        if SVGStyleMove.cssRefusal(root, cascade: cascade) != nil { return }
        var names = Self.namesSetInCSS(root, cascade: cascade)
        guard !names.isEmpty else { return }
        let why: String
        let advice: String
        if let blocker = SVGStyleMove.sheetBlocker(root, cascade: cascade) {
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
        guard let found = AppDrawing(document: document).firstShapeDifference(from: root, document: document, properties: names, same: Self.same) else { return }
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
    /// (`SVGStyleMove.moves` says no: `fill:none !important`), where no declaration fix
    /// moves sets the same property (whose element the app reads after fix); nil when
    /// there are none.
    static func importantThatStays(_ root: SVGElement, cascade: SVGCascade, among names: Set<String>) -> Set<String>? {
        // `SVGStyleMove.moves` keeps a declaration in a style only when it is `!important`
        // or SVG has no attribute for it. Where every name has one and no style holds a
        // `!`, nothing stays, and no style is taken apart again (most exports: their CSS
        // all moves, and this walk was most of the check's cost on them).
        if names.isSubset(of: SVGProperties.presentationAttributes) && !Self.anyStyleHoldsExclamationMark(root) { return nil }
        var staying = Set<String>(), moving = Set<String>()
        root.forEachElement { element, _ in
            guard let declarations = cascade.styleDeclarations(element) else { return }
            for declaration in declarations where names.contains(declaration.name) {
                if SVGStyleMove.moves(declaration.name, declaration.value, important: declaration.important, on: element, cascade: cascade) {
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
