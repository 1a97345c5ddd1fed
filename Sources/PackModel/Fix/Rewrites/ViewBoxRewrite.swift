extension SVGRewrites {
    /// `viewBox="0 0 w h"` added from the width and height in user units
    /// (`ViewBox.userUnits`): as written when plain or px, multiplied out when in an
    /// absolute unit and exact (`48pt` is 64 user units).
    static let viewBox = SVGRewriteInfo(
        kind: .viewBox,
        summary: "viewBox added from width and height",
        hintPhrase: "adds the viewBox from the width and height",
        resolves: [ResolvedFinding(SVGViewBoxCheck(), .missing)],
        examples: [
            RewriteExample(##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80"><path d="M10 5H50V75H10Z"/></svg>"##,
                           ##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"##),
            RewriteExample(##"<svg xmlns="http://www.w3.org/2000/svg" width="48pt" height="48pt"><path d="M10 5H50V60H10Z"/></svg>"##,
                           ##"<svg xmlns="http://www.w3.org/2000/svg" width="48pt" height="48pt" viewBox="0 0 64 64"><path d="M10 5H50V60H10Z"/></svg>"##,
                           note: "points, as Inkscape 0.4x wrote them: 48pt is 64 user units (a user unit is a CSS pixel, 3/4 pt)"),
            .unchanged(##"<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="80mm"><path d="M10 5H50V75H10Z"/></svg>"##,
                       note: "millimetres: 60mm is 226.77… user units, which no viewBox of written decimals holds exactly"),
        ])
}

extension RewritePlanner {
    /// The viewBox insertion, when the root has none and a plain width and height.
    func planViewBox(plan: inout Plan) {
        guard root["viewBox"] == nil, let width = root["width"], let height = root["height"],
           let w = Self.userUnits(width), let h = Self.userUnits(height) else { return }
        plan.edits.insert(" viewBox=\"0 0 \(w) \(h)\"", at: markup.elements[0].insertionPoint)
        plan.count(.viewBox)
    }
}
