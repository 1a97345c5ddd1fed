extension SVGRewrites {
    /// `viewBox="0 0 w h"` added from a unitless or px width and height, as written.
    static let viewBox = SVGRewriteInfo(
        kind: .viewBox,
        summary: "viewBox added from width and height",
        hintPhrase: "adds the viewBox from a px width and height",
        resolves: [ResolvedFinding(SVGViewBoxCheck(), .missing)],
        examples: [
            RewriteExample(##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80"><path d="M10 5H50V75H10Z"/></svg>"##,
                           ##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"##),
            .unchanged(##"<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="80mm"><path d="M10 5H50V75H10Z"/></svg>"##,
                       note: "millimetres: the box in user units is not the width and height as written"),
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
