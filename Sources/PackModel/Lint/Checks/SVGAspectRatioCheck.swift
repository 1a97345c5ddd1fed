extension CheckID {
    public static let svgAspectRatio = CheckID(declaring: "svg.aspect-ratio")
}

struct SVGAspectRatioCheck: LintCheck {
    enum Code: String, MessageCode {
        case differentRatio = "different-ratio"
    }
    /// Ratios closer than 1% count as the same: in a 60×80 box that is under a point.
    static let tolerance = 0.01

    let info = CheckInfo(
        id: .svgAspectRatio,
        severity: .warning,
        codes: Code.self,
        summary: "all glyphs of a pack share one viewBox aspect ratio",
        rationale: """
        The app fits every glyph into one \(GlyphBox.standard) box, keeping its \
        proportions. A glyph whose viewBox has another shape than the others is scaled \
        differently: it comes out smaller or larger than its neighbours, and the row of \
        digits looks uneven on paper. Give every glyph the same viewBox size.
        """,
        triggering: [
            CheckExample([("a.svg", SVGExample.glyph(SVGExample.digit)), ("b.svg", SVGExample.glyph(SVGExample.digit)),
                          ("c.svg", SVGExample.glyph(SVGExample.digit, viewBox: "↓0 0 80 80"))], fires: [Code.differentRatio],
                         note: "c.svg is square, the others 3:4"),
        ],
        nonTriggering: [
            CheckExample([("a.svg", SVGExample.glyph(SVGExample.digit)), ("b.svg", SVGExample.glyph(SVGExample.digit, viewBox: "0 0 600 800"))],
                         note: "different sizes, same shape"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let boxes = subject.glyphSVGRoots.compactMap { entry in
            entry.file.drawingBox.map { (file: entry.file.name, box: $0, position: entry.root.attribute("viewBox")?.position) }
        }
        guard boxes.count >= 2 else { return [] }
        // Group by ratio; the largest group is the pack's ratio (ties: the first seen).
        var groups: [(ratio: Double, members: [Int])] = []
        for (index, entry) in boxes.enumerated() {
            if let group = groups.firstIndex(where: { abs($0.ratio / entry.box.aspectRatio - 1) <= Self.tolerance }) {
                groups[group].members.append(index)
            } else {
                groups.append((entry.box.aspectRatio, [index]))
            }
        }
        guard groups.count > 1, let majority = groups.max(by: { $0.members.count < $1.members.count }) else { return [] }
        let majorityText = "\(GeometryFormat.ratio(majority.ratio)) (\(majority.members.count) of \(boxes.count) glyphs)"
        return groups.filter { $0.ratio != majority.ratio }.flatMap(\.members).sorted().map { index in
            let entry = boxes[index]
            return Finding(.differentRatio, file: entry.file, position: entry.position, subject: "svg/@viewBox",
                           message: "viewBox \"\(entry.box)\" has aspect ratio \(GeometryFormat.ratio(entry.box.aspectRatio)); the pack's glyphs are \(majorityText), so this one will be scaled differently",
                           hint: "give it a viewBox of the same proportions as the others and re-center the drawing in it")
        }
    }
}
