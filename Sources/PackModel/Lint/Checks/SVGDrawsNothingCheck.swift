extension CheckID {
    public static let svgDrawsNothing = CheckID(declaring: "svg.draws-nothing")
}

struct SVGDrawsNothingCheck: LintCheck {
    enum Code: String, MessageCode {
        /// An attribute outside the profile that draws nothing where it is.
        case inertAttribute = "inert-attribute"
        /// A `style` attribute that is empty or sets only properties that draw nothing.
        case inertStyle = "inert-style"
        /// A `<defs>` whose content nothing in the file references.
        case unusedDefs = "unused-defs"
        /// An element SVG does not define (Fritzing's `<referenceFile>`): nothing draws it.
        case inertElement = "inert-element"
    }
    let info = CheckInfo(
        id: .svgDrawsNothing,
        severity: .warning,
        codes: Code.self,
        summary: "no SVG carries attributes, styles or definitions that draw nothing",
        rationale: """
        Editors write settings that change nothing in the drawing: Illustrator's \
        enable-background on every file, Inkscape's style="display:inline" on every \
        layer, visibility="visible", clip-rule outside a clip path, font properties on \
        shapes, -inkscape-* properties, rendering hints (shape-rendering, \
        color-interpolation-filters), empty style attributes, and <defs> holding only \
        editor data or gradients nothing uses. The app ignores them and so does every \
        renderer, so they are no error: they only make the file larger and hide what \
        matters. Each can be deleted without changing a pixel. (Hidden content, \
        display="none", is not one of them: the app draws it, so svg.profile-attribute \
        reports it.) Elements SVG does not define (Fritzing's <referenceFile>) are drawn \
        by no renderer either, nor what they hold.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit, attributes: #"↓enable-background="new 0 0 60 80""#), fires: Code.inertAttribute,
                 note: "as Illustrator writes it"),
            .svg(SVGExample.glyph(#"<g ↓style="display:inline">"# + SVGExample.digit + #"</g><g style="visibility:visible"/>"#),
                 fires: Code.inertStyle, note: "an Inkscape layer's style (twice: reported once)"),
            .svg(SVGExample.glyph(#"<path d="M1 1H2V2Z" ↓style=""/>"#), fires: Code.inertStyle, note: "an empty style"),
            .svg(SVGExample.glyph(#"<rect x="10" y="5" width="40" height="70" ↓style="font-variant-east_asian:normal"/>"#), fires: Code.inertStyle,
                 note: "a property no CSS renderer knows: no CSS property has _ in its name (Inkscape 0.92's misspelling)"),
            .svg(SVGExample.glyph(##"<circle cx="30" cy="40" r="20" ↓d="M0 0" ↓gorn="0.1" ↓xlink:href="#c" xmlns:xlink="http://www.w3.org/1999/xlink"/>"##),
                 fires: Code.inertAttribute, Code.inertAttribute, Code.inertAttribute,
                 note: "Inkscape's d left on a circle, Fritzing's gorn, a link on a shape: nothing reads them"),
            .svg(SVGExample.glyph(#"<path d="M10 40A20 20 0 1 1 50 40A20 20 0 1 1 10 40Z" ↓cx="30" ↓cy="40" ↓rx="20" ↓ry="20"/>"#),
                 fires: Code.inertAttribute, Code.inertAttribute, Code.inertAttribute, Code.inertAttribute,
                 note: "an Inkscape arc turned into a path keeps the circle's centre and radii: only circles, ellipses and rectangles read them"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓clip-rule="evenodd" ↓font-family="Arial" ↓shape-rendering="geometricPrecision"/>"#),
                 fires: Code.inertAttribute, Code.inertAttribute, Code.inertAttribute, note: "clip-rule outside a clip path, a font on a shape, a rendering hint"),
            .svg(SVGExample.glyph(##"↓<defs><linearGradient id="g"><stop offset="0"/></linearGradient><sodipodi:namedview xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/></defs>"## + SVGExample.digit),
                 fires: Code.unusedDefs, note: "a gradient nothing uses and editor data"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓stroke-width="0.75pt"/>"#), fires: Code.inertAttribute,
                 note: "a stroke width in pt where no stroke is painted, as Illustrator writes it"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0" stroke="#000" stroke-width="4" ↓paint-order="stroke fill markers"/>"##),
                 fires: Code.inertAttribute, note: "a paint order over a fill at opacity 0, as Inkscape writes it: only the stroke paints"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#000" stroke="#000000" stroke-width="4" ↓paint-order="stroke fill markers"/>"##),
                 fires: Code.inertAttribute, note: "a fill and a stroke in one colour, as Inkscape writes them: either order gives the same pixels"),
            .svg(SVGExample.glyph(#"↓<referenceFile>a.fzp</referenceFile>↓<comment>x</comment>"# + SVGExample.digit),
                 fires: Code.inertElement, Code.inertElement, note: "Fritzing's and Inkscape's elements in the SVG namespace: SVG defines neither"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/>"##),
                 note: "a gradient in use is the profile checks' business: it is drawn wrong, not for nothing"),
            .svg(SVGExample.glyph(#"<g display="none">"# + SVGExample.digit + "</g>"), note: "hidden content is drawn by the app: svg.profile-attribute reports it"),
            .svg(SVGExample.glyph(#"<g font-size="12"><text x="1" y="9">0</text></g>"#), note: "a font on a group of text concerns the text"),
            .svg(SVGExample.glyph(##"<g clip-rule="evenodd"><clipPath id="c"><path d="M10 5H50V75H10Z"/></clipPath><path d="M10 5H50V75H10Z" clip-path="url(#c)"/></g>"##),
                 note: "a clip rule above a clip path reaches the clip's shapes (Affinity writes it on the root): the clip is the profile checks' business"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#888" stroke="#000" stroke-width="4" paint-order="stroke"/>"##),
                 note: "a paint order over a fill and a stroke of two colours that both paint decides what covers what: svg.profile-attribute reports it"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.flatMapNonEmpty { svg in
            let file = svg.file, document = svg.document
            var groups = FindingGroups<Code>()
            var unstroked = UnstrokedShapes(document: document)
            // The two attribute loops below zip the element's attributes with their roles
            // (both arrays retained, each attribute copied out): asked only when some
            // attribute of the file has the role they look for (`roles` holds every role
            // of `classified`).
            let mayHaveUnsupported = file.roles.has(attribute: .unsupported)
            let mayDrawNothing = file.roles.has(attribute: .drawsNothing)
            // By index: an item copied out retained its element and both role arrays, where
            // nearly every item needs only its role and element.
            for index in file.classified.indices {
                let elementRole = file.classified[index].role, element = file.classified[index].element
                if elementRole == .supported, let width = element.attribute("stroke-width"), unstroked.strokeWidthDrawsNothing(width.value, on: element) {
                    groups.add(.inertAttribute, subject: "@stroke-width", position: width.position,
                               message: "stroke-width=\"\(SVGSecurity.shorten(width.value))\" on <\(element.qualifiedName)> draws nothing: the shape paints no stroke (and the app does not read the unit)",
                               hint: "delete the attribute; the drawing does not change")
                }
                // A paint order on a shape that paints one layer (the rest at opacity 0,
                // or a line's fill) orders nothing: the attribute's role is unsupported
                // (the order matters elsewhere), so svg.profile-attribute leaves it here.
                if mayHaveUnsupported {
                    for (attribute, role) in file.classified[index].attributes where role == .unsupported && attribute.localName == "paint-order" && attribute.namespaceURI == nil
                        && unstroked.paintOrderDrawsNothing(on: element) {
                        groups.add(.inertAttribute, subject: "@paint-order", position: attribute.position,
                                   message: "paint-order=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> draws nothing: the shape paints only one of fill, stroke and markers (a fill or stroke at opacity 0 paints nothing, nor does a line's fill), or a fill and a stroke in one colour, which look the same either way round",
                                   hint: "delete the attribute; the drawing does not change")
                    }
                }
                if elementRole == .drawsNothing && SVGInertAttribute.isUndefinedElement(element) {
                    groups.add(.inertElement, subject: element.subject, position: element.position,
                               message: "<\(element.qualifiedName)> is no SVG element: no renderer draws it or anything inside it",
                               hint: "delete the <\(element.qualifiedName)> element with everything in it; the drawing does not change")
                    continue
                }
                if elementRole == .drawsNothing {
                    // A <defs> holding a style sheet fix cannot move keeps it (style-to-
                    // attributes' own rule): fix leaves it, and so should the artist.
                    var byHand = "delete the <\(element.qualifiedName)> element with everything in it"
                    if element.elementChildren.contains(where: { $0.localName == "style" && $0.namespaceURI == SVGDocument.svgNamespace }),
                       let blocker = SVGStyleMove.sheetBlocker(document.root!, cascade: document.cascade) {
                        groups.notFixable(element.subject)
                        byHand = "keep the <style> inside: " + blocker.advice(file.program)
                    }
                    groups.add(.unusedDefs, subject: element.subject, position: element.position,
                               message: "<\(element.qualifiedName)> holds \(Self.contents(of: element)); nothing in the file references them, so they draw nothing",
                               hint: byHand)
                    continue
                }
                if mayDrawNothing {
                    for (attribute, role) in file.classified[index].attributes where role == .drawsNothing {
                        if attribute.localName == "style" {
                            let declarations = SVGStyle.declarations(attribute.value) ?? []
                            let message = declarations.isEmpty
                                ? "style=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> is empty"
                                : "style=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> sets only properties that draw nothing ("
                                    + declarations.map { "\($0.name): \(InertProperty.reason($0.name, $0.value, on: element, cascade: document.cascade) ?? "")" }.joined(separator: "; ") + ")"
                            // fix leaves every declaration of a style holding `!important`
                            // (SVGStyleMove.moves): then the hint promises nothing.
                            if declarations.contains(where: \.important) { groups.notFixable("@style") }
                            groups.add(.inertStyle, subject: "@style", position: attribute.position, message: message,
                                       hint: "delete the style attribute; the drawing does not change")
                        } else {
                            let reason = SVGInertAttribute.reason(attribute.qualifiedName, on: element)
                                ?? InertProperty.reason(attribute.localName, attribute.value, on: element, cascade: document.cascade) ?? "the app ignores it"
                            groups.add(.inertAttribute, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                       message: "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> draws nothing: \(reason)",
                                       hint: "delete the attribute; the drawing does not change")
                        }
                    }
                }
            }
            return groups.findings(file: file.name)
        }
    }

    /// `3 editor elements (sodipodi:namedview, …), 2 linearGradient`: the element's
    /// children by kind, editor data first.
    static func contents(of element: SVGElement) -> String {
        var editor: [String] = []
        var counts: [(name: String, count: Int)] = []
        for child in element.elementChildren {
            if child.namespaceURI != SVGDocument.svgNamespace {
                editor.append(child.qualifiedName)
            } else if let index = counts.firstIndex(where: { $0.name == child.localName }) {
                counts[index].count += 1
            } else {
                counts.append((child.localName, 1))
            }
        }
        var parts: [String] = []
        if !editor.isEmpty {
            var names: [String] = []
            for name in editor where !names.contains(name) { names.append(name) }
            parts.append("\(editor.count) editor element\(editor.count == 1 ? "" : "s") (\(names.prefix(2).joined(separator: ", "))\(names.count > 2 ? ", …" : ""))")
        }
        parts += counts.map { "\($0.count) \($0.name)" }
        return parts.joined(separator: ", ")
    }
}
