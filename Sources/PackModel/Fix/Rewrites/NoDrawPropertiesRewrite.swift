extension SVGRewrites {
    /// Properties and attributes that draw nothing, in either drawing, removed:
    /// enable-background, display:inline, visibility:visible, clip-rule outside clip
    /// paths, font properties where no text is, -inkscape-* properties, rendering hints,
    /// attributes SVG does not define where they stand, empty styles, and elements SVG
    /// does not define (`<referenceFile>`), with what they hold. Lint's rule
    /// (`InertProperty`, `SVGInertAttribute`) says what draws nothing on an element;
    /// `RewritePlanner.drawsNothing`, below, adds what the whole file must hold for deleting it.
    static let noDrawProperties = SVGRewriteInfo(
        kind: .noDrawProperties,
        summary: "properties that draw nothing removed",
        hintPhrase: "removes properties that draw nothing",
        resolves: [ResolvedFinding(SVGDrawsNothingCheck(), .inertAttribute), ResolvedFinding(SVGDrawsNothingCheck(), .inertStyle),
                   ResolvedFinding(SVGDrawsNothingCheck(), .inertElement)],
        examples: [
            RewriteExample(glyph(##"<g style="display:inline" enable-background="new"><path d="M10 5H50V75H10Z" font-family="Arial" clip-rule="evenodd"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "an Inkscape layer and Illustrator's leftovers"),
            RewriteExample(glyph(##"<g clip-rule="evenodd"><path d="M10 5H50V75H10Z"/><image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/><image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></g>"##),
                           note: "a clip rule over a picture, which no clip rule reaches (Sphinx's logo: it was kept, and lint then reported it)"),
            RewriteExample(glyph(##"<circle cx="30" cy="40" r="20" d="M0 0" gorn="0.1"/>"##), glyph(##"<circle cx="30" cy="40" r="20"/>"##),
                           note: "Inkscape's d on a circle, Fritzing's gorn"),
            RewriteExample(glyph(##"<path d="M10 40A20 20 0 1 1 50 40A20 20 0 1 1 10 40Z" cx="30" cy="40" rx="20" ry="20"/><rect x="10" y="5" width="40" height="70" rx="5" r="3"/>"##),
                           glyph(##"<path d="M10 40A20 20 0 1 1 50 40A20 20 0 1 1 10 40Z"/><rect x="10" y="5" width="40" height="70" rx="5"/>"##),
                           note: "an Inkscape arc turned into a path keeps the circle's centre and radii; a rectangle's r: only the shapes they belong to read them (Zotero's licence badges)"),
            RewriteExample(glyph(##"<referenceFile>a.fzp</referenceFile><path d="M10 5H50V75H10Z" connectorname="pin"/><comment>x</comment>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "Fritzing's elements SVG does not define, and its connector names"),
            RewriteExample(glyph(##"<g style="isolation:isolate;line-height:1.25;text-align:start"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "isolation where nothing blends, text properties where no text is"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" style="stroke-width:0.75pt"/><circle cx="30" cy="40" r="5" stroke-width="1pt"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/><circle cx="30" cy="40" r="5"/>"##),
                           note: "stroke widths in pt on shapes that paint no stroke, as Illustrator and CorelDRAW write them"),
            RewriteExample(glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/><path d="M20 5H40V75H20Z" style="color-interpolation:sRGB;color-interpolation-filters:linearRGB"/>"##),
                           glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/><path d="M20 5H40V75H20Z"/>"##),
                           note: "Inkscape's colour interpolation on a shape, beside a gradient: a gradient takes it from where it stands, not from what paints with it"),
            RewriteExample(glyph(##"<g isolation="isolate"><path d="M10 5H50V75H10Z"/><gorn mix-blend-mode="multiply"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##),
                           note: "isolation around a blend only an element SVG does not define had: both go in one run (found by the fix fuzz harness)"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0" stroke="#000" stroke-width="4" paint-order="stroke fill markers"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0" stroke="#000" stroke-width="4"/>"##),
                           note: "a paint order over a fill at opacity 0, as Inkscape writes it (lawnicons' outline icons): only the stroke paints, so there is no order"),
            RewriteExample(glyph(##"<line x1="10" y1="10" x2="50" y2="70" fill="#D8D8D8" stroke="#000" stroke-width="4" paint-order="stroke"/>"##),
                           glyph(##"<line x1="10" y1="10" x2="50" y2="70" fill="#D8D8D8" stroke="#000" stroke-width="4"/>"##),
                           note: "Boxy's paint order on a line, whose fill paints nothing (a line encloses no area)"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" fill="#000000" fill-opacity="0.5" stroke="black" stroke-width="4" paint-order="stroke fill markers"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#000000" fill-opacity="0.5" stroke="black" stroke-width="4"/>"##),
                           note: "a fill and a stroke in one colour, as Inkscape writes them (lawnicons' manipal_hospitals): one colour over itself is the same either way round, whatever the opacities"),
            .unchanged(glyph(##"<path d="M10 5H50V75H10Z" fill="#888" fill-opacity="0.5" stroke="#000" stroke-width="4" paint-order="stroke"/>"##),
                       note: "a fill that shows, in another colour than the stroke: the order decides what covers what, so it stays"),
            .unchanged(glyph(##"<path d="M10 5H50V75H10Z" fill="#000" stroke="#000" stroke-width="4" marker-end="url(#m)" paint-order="stroke"/>"##),
                       note: "one colour, but markers too: the order decides whether they cover the fill or the stroke, so it stays"),
            .unchanged(glyph(##"<path d="M10 5H50V75H10Z" stroke="#000" stroke-width="1pt"/>"##),
                       note: "a stroke width in pt where a stroke is painted: the artist's to change"),
            .unchanged(glyph(##"<g font-size="12"><text x="1" y="9">0</text></g>"##), note: "a font on a group of text concerns the text"),
        ])
}

extension RewritePlanner {
    /// Whether no-draw-properties deletes this attribute as one SVG does not define where
    /// it is (neither drawing reads it). Asked where the attribute is edited and where
    /// references are counted: a `url(#id)` in such an attribute keeps nothing alive, or
    /// a second run would delete what it pointed at (found by the fix fuzz harness).
    func removesAsInert(_ index: Int, _ attribute: SVGAttribute, kinds: Set<SVGRewrite>) -> Bool {
        let name = attribute.qualifiedName
        return (attribute.namespaceURI == nil || name == "xlink:href") && kinds.contains(.noDrawProperties) && isSVG(index)
            && !ancestors(index).contains(where: { SVGProfile.definitionElements.contains(elements[$0].localName) })
            && SVGInertAttribute.reason(name, on: elements[index]) != nil
    }

    /// Whether a property, set on this element, draws nothing here. Lint's rule
    /// (`InertProperty`, what `svg.draws-nothing` reports) says what draws nothing on the
    /// element itself; deleting it must also leave what inherits it unchanged, which
    /// needs the whole file: the guards below. The proof checks the result again.
    func drawsNothing(_ index: Int, _ name: String, _ value: String, _ kept: Kept) -> Bool {
        let element = elements[index]
        // Lint judges what its profile walk reaches: never a gradient's stop, a filter's
        // primitive, or what a clip path, mask, marker, pattern or symbol holds.
        if element.localName == "stop" || ancestors(index).contains(where: { SVGProfile.definitionElements.contains(elements[$0].localName) }) { return false }
        // Paint order changes nothing on a shape with only one of fill, stroke and markers,
        // whatever the order: the file decides that, not the attribute.
        if name == "paint-order", SVGProfile.shapeElements.contains(element.localName) {
            // The usual order (lint's rule) where the order inherited is the usual too
            // changes nothing either, whatever the shape paints (Inkscape's
            // `paint-order:normal` in style was moved out and then kept, and lint
            // reported it only after fix).
            let inherited = parents[index] >= 0 ? computed(parents[index]).value("paint-order") : "normal"
            if InertProperty.drawsNothing(name, value, on: element, cascade: cascade), InertProperty.drawsNothing(name, inherited, on: element, cascade: cascade) { return true }
            return !DrawingResolver.paintOrderMatters(computed(index), shape: element.localName)
        }
        // Text properties: lint looks for text below the element; what matters here is
        // text that stays (hidden text goes in the same run).
        if SVGProperties.textOnly.contains(name) {
            let textBelow = (index..<subtreeEnds[index]).contains { Self.textElements.contains(elements[$0].localName) && !isRemoved($0, kept.removed) }
            return !textBelow && (!kept.text || !kept.use)
        }
        // A stroke width on a shape that paints no stroke and no markers sizes nothing;
        // one lint cannot read (`1pt`) goes, so neither drawing nor lint depends on it.
        if name == "stroke-width", SVGProfile.shapeElements.contains(element.localName), (try? Length.parse(value).get()) == nil {
            return DrawingResolver.paintsNoStroke(computed(index))
        }
        // Isolation where something below blends: judged on what stays, as the next run
        // will judge it (an element this run deletes blends no more; found by the fix
        // fuzz harness).
        if name == "isolation", !SVGProperties.keyword(value, is: "auto") {
            return !blendsAmongWhatStays(index, removed: kept.removed)
        }
        // A clip rule: judged on the clip paths this run leaves (lint, on the file as it
        // is, keeps one above any clip path; one this run deletes reads it no more).
        if name == "clip-rule" {
            let insideClip = ancestors(index).contains { elements[$0].localName == "clipPath" }
            let clipBelow = ((index + 1)..<subtreeEnds[index]).contains { elements[$0].localName == "clipPath" && !kept.removed.contains($0) && !ancestors($0).contains(where: kept.removed.contains) }
            return !insideClip && !clipBelow && !kept.use && element.localName != "clipPath"
        }
        guard InertProperty.drawsNothing(name, value, on: element, cascade: cascade) else { return false }
        switch name {
        case "image-rendering": return !kept.image
        // Gradients, patterns, filters and masks take these from where they stand, not
        // from what paints with them: only one at or below the element (or a clone's
        // copy of one) can read them.
        case "color-interpolation-filters", "color-interpolation":
            return !(index..<subtreeEnds[index]).contains { Self.interpolatingElements.contains(elements[$0].localName) && !isRemoved($0, kept.removed) }
        case "text-rendering": return !kept.text
        // CSS renderers do draw crisp edges without anti-aliasing.
        case "shape-rendering": return SVGProperties.keyword(value, is: "auto") || SVGProperties.keyword(value, is: "geometricprecision")
        case "marker", "marker-start", "marker-mid", "marker-end": return !kept.marker
        case "paint-order":
            return SVGProfile.shapeElements.contains(element.localName) ? !DrawingResolver.paintOrderMatters(computed(index), shape: element.localName) : !hasShapeBelow(index)
        case "visibility": return parentIsVisible(index)
        default:
            // A text property where lint saw no text below may still reach text through a clone.
            if SVGProperties.textOnly.contains(name) { return !kept.text || !kept.use }
            return true
        }
    }

    /// Computed visibility of an element's parent chain: whether it is visible there.
    func parentIsVisible(_ index: Int) -> Bool {
        for ancestor in ancestors(index) {
            if let value = cascade.specified(elements[ancestor])["visibility"]?.lowercased(), value != "inherit" {
                return value == "visible"
            }
        }
        return true
    }

    /// `SVGInertAttribute.blends(below:)` over what this run leaves: an element at or
    /// below `index`, not removed, not hidden up to `index`, that declares a blend mode.
    func blendsAmongWhatStays(_ index: Int, removed: Set<Int>) -> Bool {
        (index..<subtreeEnds[index]).contains { inner in
            guard !isRemoved(inner, removed), !SVGInertAttribute.isUndefinedElement(elements[inner]), let mode = SVGInertAttribute.declared("mix-blend-mode", on: elements[inner], cascade: cascade),
                  mode != "normal" else { return false }
            let chain = [inner] + ancestors(inner).prefix { $0 != index } + (inner == index ? [] : [index])
            return !chain.contains { isHidden($0) }
        }
    }

    /// Elements whose colours are interpolated, or a clone that could copy one.
    static let interpolatingElements: Set<String> = ["linearGradient", "radialGradient", "pattern", "filter", "mask", "use"]

    /// Whether a shape is at or below an element.
    func hasShapeBelow(_ index: Int) -> Bool {
        (index..<subtreeEnds[index]).contains { SVGProfile.shapeElements.contains(elements[$0].localName) }
    }
}

extension RewritePlanner {
    /// An element SVG does not define (`<referenceFile>`) goes with what it holds.
    func noDrawPropertiesRemovesElement(_ index: Int, kinds: Set<SVGRewrite>) -> SVGRewrite? {
        kinds.contains(.noDrawProperties) && SVGInertAttribute.isUndefinedElement(elements[index]) ? .noDrawProperties : nil
    }

    /// A CSS declaration that draws nothing goes (none of a style holding `!important`),
    /// and with it the attribute it overrode, which would otherwise take over.
    func noDrawPropertiesDropsDeclaration(_ question: AttributeQuestion, _ name: String, _ value: String, edits: inout AttributeEdits) -> Bool {
        guard question.kinds.contains(.noDrawProperties) && !question.hasImportant && drawsNothing(question.index, name, value, question.kept) else { return false }
        edits.count(.noDrawProperties)
        if question.existing.contains(name) { edits.overridden.insert(name) }
        return true
    }

    /// An empty style attribute goes.
    func noDrawPropertiesDropsEmptyStyle(_ question: AttributeQuestion, edits: inout AttributeEdits) -> Bool {
        guard question.kinds.contains(.noDrawProperties) && question.css.isEmpty else { return false }
        edits.count(.noDrawProperties)
        return true
    }

    /// An attribute SVG does not define where it is (neither drawing reads it) goes, and
    /// so does a property written as an attribute (presentation attribute or not: lint
    /// judges `isolation="isolate"` on a path by the same rule) that draws nothing, where
    /// no CSS sets it.
    func noDrawPropertiesDropsAttribute(_ question: AttributeQuestion, _ attribute: SVGAttribute, at position: Int, edits: inout AttributeEdits) -> Bool {
        let index = question.index
        let name = attribute.qualifiedName
        guard removesAsInert(index, attribute, kinds: question.kinds)
            || attribute.namespaceURI == nil && (SVGProperties.presentationAttributes.contains(name) || SVGProperties.initial(name) != nil)
                && question.kinds.contains(.noDrawProperties)
                && drawsNothing(index, name, attribute.value, question.kept) && (question.css.first { $0.name == name } == nil) else { return false }
        edits.removals.append(position)
        edits.count(.noDrawProperties)
        return true
    }
}
