extension SVGRewrites {
    /// A clip that cuts nothing (one rectangle holding all the ink it clips, or a
    /// clip-path pointing at nothing) removed. Decided by the proof's own rule
    /// (`DrawingResolver.clipIsNoOp`), so the rewrite and the proof agree.
    static let noOpClips = SVGRewriteInfo(
        kind: .noOpClips,
        summary: "clips that cut nothing removed",
        hintPhrase: "removes clips that cut nothing",
        resolves: [],
        examples: [
            RewriteExample(glyph(##"<defs><clipPath id="c"><rect width="60" height="80"/></clipPath></defs><g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "the clip holds all the ink: it goes, and its definition with it"),
            RewriteExample(glyph(##"<defs><rect id="r" x="5" y="0" width="50" height="80"/></defs><clipPath id="c"><use xlink:href="#r" overflow="visible" xmlns:xlink="http://www.w3.org/1999/xlink"/></clipPath><g clip-path="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##),
                           note: "Illustrator's clip: a use of a rectangle in defs that holds all the ink"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" clip-path="url(#nothing)"/>"##), glyph(##"<path d="M10 5H50V75H10Z"/>"##),
                           note: "a clip-path pointing at nothing"),
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
}
