extension SVGRewrites {
    /// A fill or stroke pointing at a gradient whose stops all have one colour and an
    /// opacity of 1 written as that colour; the gradient goes with `unused-definitions`
    /// when nothing else uses it. Decided by the proof's own rule
    /// (`DrawingResolver.flatPaint`), so the rewrite and the proof agree.
    static let flatGradients = SVGRewriteInfo(
        kind: .flatGradients,
        summary: "gradients of one colour written as that colour",
        hintPhrase: "writes gradients of one colour as that colour",
        resolves: [],
        examples: [
            RewriteExample(glyph(##"<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/><stop offset="1" stop-color="#123456"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#123456"/>"##), note: "two stops of one colour: the gradient paints that colour, and goes"),
            RewriteExample(glyph(##"<defs><linearGradient id="s"><stop style="stop-color:#0000ff"/></linearGradient><linearGradient id="g" xlink:href="#s" x1="0" x2="60" gradientUnits="userSpaceOnUse" xmlns:xlink="http://www.w3.org/1999/xlink"/></defs><path d="M10 5H50V75H10Z" style="fill:url(#g);stroke:none"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#0000ff" stroke="none"/>"##),
                           note: "Inkscape's swatch: one stop, reached through another gradient's href, the paint in a style"),
            .unchanged(glyph(##"<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#000" stop-opacity="0.5"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/>"##),
                       note: "one colour, two opacities: a real gradient"),
            .unchanged(glyph(##"<g fill="#0000ff"><defs><linearGradient id="g"><stop stop-color="blak"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/></g>"##),
                       note: "a colour packtool does not know: the stop would be black, the same word as a fill is ignored and the blue inherited"),
            .unchanged(glyph(##"<defs><linearGradient id="g"><stop offset="0" stop-color="#000"/></linearGradient></defs><path d="M10 40H50" stroke="url(#g)"/>"##),
                       note: "a horizontal line has no height: in objectBoundingBox units SVG paints nothing there, which no colour says"),
        ])
}

extension RewritePlanner {
    /// The fill and stroke of element `index` that `flat-gradients` writes as the one
    /// colour their gradient paints, with that colour and the gradient's id: only where
    /// the paint ends as a presentation attribute (one no CSS overrides, or CSS that
    /// style-to-attributes moves in the same run), as `editAttributes` writes it, so a
    /// second run finds nothing more.
    /// Worked out once per element and plan (`Plan.flatPaints`).
    func flatPaints(_ index: Int, kinds: Set<SVGRewrite>, plan: inout Plan) -> [String: (colour: String, id: String)] {
        guard kinds.contains(.flatGradients), isSVG(index), SVGProfile.shapeElements.contains(elements[index].localName),
              !pointers[index].isEmpty || sheetPoints else { return [:] }
        if let known = plan.flatPaints[index] { return known }
        let found = flatPaints(index, kinds: kinds)
        plan.flatPaints[index] = found
        return found
    }

    private func flatPaints(_ index: Int, kinds: Set<SVGRewrite>) -> [String: (colour: String, id: String)] {
        let element = elements[index]
        let style = element.attribute("style").flatMap { SVGStyle.declarations($0.value) } ?? []
        let css = element.attribute("style") != nil || cascade.rules != nil ? cascade.specified(element, presentation: false) : [:]
        var result: [String: (colour: String, id: String)] = [:]
        for name in ["fill", "stroke"] {
            let value: String
            if let written = css[name] {
                guard kinds.contains(.styleToAttributes), !style.contains(where: \.important) else { continue }
                value = written
            } else if let attribute = element.attributes.first(where: { $0.namespaceURI == nil && $0.localName == name }) {
                value = attribute.value
            } else {
                continue
            }
            guard ByteSearch.containsIgnoringASCIICase("url(", in: value), let id = SVGReference.leadingURLID(value),
                  let colour = resolver.flatPaint(value, on: element, context: computed(index)) else { continue }
            result[name] = (colour, id)
        }
        return result
    }
}

extension RewritePlanner {
    /// A gradient of one colour written as an attribute no CSS overrides.
    func flatGradientsRewritesAttributes(_ question: AttributeQuestion, edits: inout AttributeEdits) {
        for (name, paint) in question.flat where !question.css.contains(where: { $0.name == name }) && question.existing.contains(name) {
            edits.replacements[name] = paint.colour
            edits.count(.flatGradients)
        }
    }
}
