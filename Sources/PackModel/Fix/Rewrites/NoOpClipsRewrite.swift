extension SVGRewrites {
    /// A clip that cuts nothing (one rectangle holding all the ink it clips, or all the
    /// canvas shows of it; one rounded, turned or round shape holding all of it; or a
    /// clip-path pointing at nothing) removed, and a mask that is one opaque rectangle
    /// holding all the ink. Decided by the proof's own rule
    /// (`DrawingResolver.clipIsNoOp`), so the rewrite and the proof agree.
    static let noOpClips = SVGRewriteInfo(
        kind: .noOpClips,
        summary: "clips and masks that cut nothing removed",
        hintPhrase: "removes clips and masks that cut nothing",
        resolves: [ResolvedFinding(SVGProfileAttributeCheck(), .unsupportedAttribute, subjects: ["@clip-path", "@mask"]),
                   ResolvedFinding(SVGProfileElementCheck(), .unsupportedElement, subjects: ["defs", "clipPath", "mask"])],
        examples: [
            RewriteExample(glyph(##"<defs><clipPath id="c"><rect width="60" height="80"/></clipPath></defs><g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "the clip holds all the ink: it goes, and its definition with it"),
            RewriteExample(glyph(##"<defs><rect id="r" x="5" y="0" width="50" height="80"/></defs><clipPath id="c"><use xlink:href="#r" overflow="visible" xmlns:xlink="http://www.w3.org/1999/xlink"/></clipPath><g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##),
                           note: "Illustrator's clip: a use of a rectangle in defs that holds all the ink"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" clip-path="url(#nothing)"/>"##), glyph(##"<path d="M10 5H50V75H10Z"/>"##),
                           note: "a clip-path pointing at nothing"),
            RewriteExample(glyph(##"<mask id="m" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="60" height="80"><rect width="60" height="80" fill="#D9D9D9"/></mask><g mask="url(#m)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "Figma's frame mask: one opaque rectangle holding all the ink"),
            RewriteExample(glyph(##"<mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="60" height="80"><rect width="60" height="80" fill="RGB(100%, 100%, 100%)"/></mask><g mask="url(#m)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "white however it is written (`SVGColour`, the one colour reader): a luminance mask passes everything"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><path d="M0 0H60V80H0V0z"/></clipPath></defs>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "the clip's rectangle written as a path"),
            RewriteExample(glyph(##"<defs><polygon id="p" points="0 0 60 0 60 80 0 80"/></defs><mask id="m" fill="white"><use xlink:href="#p" xmlns:xlink="http://www.w3.org/1999/xlink"/></mask><path d="M10 5H50V75H10Z" mask="url(#m)"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "Sketch's mask: a white clone of a rectangle, its region the default one around the ink"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><rect x="60" y="80" width="60" height="80" transform="rotate(-180 60 80)"/></clipPath></defs>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "Figma's rectangle turned half round, the sine of 180° rounding to 1e-16"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M10 -5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="76"/></clipPath></defs>"##, attributes: #"width="60" height="80""#),
                           glyph(##"<g><path d="M10 -5H50V75H10Z"/></g>"##, attributes: #"width="60" height="80""#),
                           note: "the clip holds all the ink the canvas shows: what it cuts, above the top, the canvas cuts anyway (Figma's frame clip)"),
            RewriteExample(glyph(##"<mask id="m" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="60" height="76"><rect width="60" height="76" fill="#D9D9D9"/></mask><g mask="url(#m)"><path d="M10 -5H50V75H10Z"/></g>"##, attributes: #"width="60" height="80""#),
                           glyph(##"<g><path d="M10 -5H50V75H10Z"/></g>"##, attributes: #"width="60" height="80""#),
                           note: "a frame mask that cuts only what lies outside the canvas"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M25 23H35V33H25Z"/></g><defs><clipPath id="c"><rect width="40" height="40" transform="translate(30 0) rotate(45)"/></clipPath></defs>"##),
                           glyph(##"<g><path d="M25 23H35V33H25Z"/></g>"##),
                           note: "a turned rectangle (Figma's rotated frame) that holds the ink: measured in the rectangle's own coordinates"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="80" rx="8"/></clipPath></defs>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##),
                           note: "a rounded frame whose corners cut nothing: the ink's box has its four corners inside the (convex) shape"),
            RewriteExample(glyph(##"<g clip-path="url(#c)"><path d="M20 30H40V50H20Z" stroke="#000" stroke-linejoin="round"/></g><defs><clipPath id="c"><circle cx="30" cy="40" r="20"/></clipPath></defs>"##),
                           glyph(##"<g><path d="M20 30H40V50H20Z" stroke="#000" stroke-linejoin="round"/></g>"##),
                           note: "a round clip holding the ink, strokes included"),
            .unchanged(glyph(##"<g clip-path="url(#c)"><path d="M20 30H40V50H20Z"/></g><defs><clipPath id="c"><circle cx="30" cy="40" r="12"/></clipPath></defs>"##),
                       note: "a round clip that cuts the corners: it stays"),
            .unchanged(glyph(##"<g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="80" rx="30"/></clipPath></defs>"##),
                       note: "rounded corners that cut the ink's corners: it stays"),
            .unchanged(glyph(##"<g clip-path="url(#c)"><path d="M10 -5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="74"/></clipPath></defs>"##, attributes: #"width="60" height="80""#),
                       note: "the clip cuts the ink's foot, inside the canvas: it stays"),
            RewriteExample(glyph(##"<g transform="translate(0 -2)" clip-path="url(#c)"><path d="M10 -5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="76"/></clipPath></defs>"##, attributes: #"width="60" height="80""#),
                           glyph(##"<g transform="translate(0 -2)"><path d="M10 -5H50V75H10Z"/></g>"##, attributes: #"width="60" height="80""#),
                           note: "in a moved user space (an Inkscape layer's) the canvas is carried back through the transforms"),
            .unchanged(glyph(##"<g transform="translate(0 2)" clip-path="url(#c)"><path d="M10 -5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="76"/></clipPath></defs>"##, attributes: #"width="60" height="80""#),
                       note: "moved down, the same clip cuts the ink's top inside the canvas: it stays"),
            .unchanged(glyph(##"<g clip-path="url(#c)"><path d="M10 -5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="76"/></clipPath></defs>"##),
                       note: "a root without a size: how much a renderer shows beyond the viewBox is not known, so the clip stays"),
            .unchanged(glyph(##"<mask id="m" maskUnits="userSpaceOnUse" x="0" y="0" width="60" height="80"><rect width="60" height="80" fill="#D9D9D9"/></mask><g mask="url(#m)"><path d="M10 5H50V75H10Z"/></g>"##),
                       note: "a grey luminance mask lets the ink through only in part: it stays"),
            .unchanged(glyph(##"<defs><clipPath id="c"><rect width="30" height="80"/></clipPath></defs><g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##),
                       note: "a clip that cuts: the artist's to release"),
        ])
}

extension RewritePlanner {
    /// The elements whose clip-path cuts nothing, counted in `plan`.
    func planNoOpClips(removed: Set<Int>, plan: inout Plan) -> Set<Int> {
        var droppedClips = Set<Int>()
        for index in elements.indices where !isRemoved(index, removed) {
            guard let value = cssAwareValue(index, "clip-path"), value.lowercased() != "none", clipCutsNothing(index, value: value) else { continue }
            droppedClips.insert(index)
            plan.count(.noOpClips)
        }
        return droppedClips
    }

    /// The elements whose mask attribute lets all their ink through (one opaque
    /// rectangle holding it: Figma's frame masks), counted in `plan` with the clips. Only
    /// a mask written as an attribute that no CSS overrides: one set in a style would
    /// keep its definition alive this run and lose it the next.
    func planNoOpMasks(removed: Set<Int>, plan: inout Plan) -> Set<Int> {
        var dropped = Set<Int>()
        for index in elements.indices where !isRemoved(index, removed) {
            guard let attribute = elements[index].attributes.first(where: { $0.localName == "mask" && $0.namespaceURI == nil }),
                  let value = cssAwareValue(index, "mask"), value == attribute.value, SVGReference.leadingURLID(value) != nil,
                  !(elements[index]["style"].map { ByteSearch.containsIgnoringASCIICase("mask", in: $0) } ?? false),
                  resolver.maskIsNoOp(elements[index], value: value) else { continue }
            dropped.insert(index)
            plan.count(.noOpClips)
        }
        return dropped
    }

    /// Whether the clip-path on an element cuts nothing (it points at nothing, or at one
    /// rectangle holding all the element's ink), as the proof sees it.
    func clipCutsNothing(_ index: Int, value: String) -> Bool {
        guard SVGReference.leadingURLID(value) != nil else { return false }
        // Decided by the drawing's own rule, so the rewrite and the proof agree.
        return resolver.clipIsNoOp(elements[index], value: value)
    }
}

extension RewritePlanner {
    /// A clip-path declaration whose clip cuts nothing goes.
    func noOpClipsDropsDeclaration(_ question: AttributeQuestion, _ name: String) -> Bool {
        name == "clip-path" && question.droppedClip
    }

    /// A clip-path or mask attribute that cuts nothing goes (counted where it was found).
    func noOpClipsDropsAttribute(_ question: AttributeQuestion, _ attribute: SVGAttribute, at position: Int, edits: inout AttributeEdits) -> Bool {
        let name = attribute.qualifiedName
        guard (name == "clip-path" && question.droppedClip || name == "mask" && question.droppedMask) && attribute.namespaceURI == nil else { return false }
        edits.removals.append(position)
        return true
    }
}
