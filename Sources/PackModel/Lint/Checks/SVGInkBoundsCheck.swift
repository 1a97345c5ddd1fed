extension CheckID {
    public static let svgInkBounds = CheckID(declaring: "svg.ink-bounds")
}

struct SVGInkBoundsCheck: LintCheck {
    enum Code: String, MessageCode {
        case outsideViewBox = "outside-viewbox"
    }
    /// Overflow under 0.5% of the viewBox is ignored: under half a point in the box.
    static let tolerance = 0.005

    let info = CheckInfo(
        id: .svgInkBounds,
        severity: .warning,
        codes: Code.self,
        summary: "each glyph's ink lies inside its viewBox",
        rationale: """
        The app shows exactly the viewBox of each glyph, scaled into its box; ink \
        outside it is cut off or runs into the neighbouring glyph. packtool measures \
        what the app draws: every path and shape, under its transforms, with curves and \
        arcs bounded exactly and strokes widened by half their width (sharp miter \
        corners can reach a little further). Overflow under 0.5% of the viewBox (under half \
        a point on the device) is ignored. The message says on which side and by how \
        much, in viewBox units, and names the element reaching furthest.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"↓<path d="M10 5H65V75H10Z"/>"#), fires: Code.outsideViewBox, note: "5 units past the right edge"),
            .svg(SVGExample.glyph(##"↓<path d="M10 2H50V78H10Z" fill="none" stroke="#000" stroke-width="8"/>"##), fires: Code.outsideViewBox,
                 note: "the stroke pokes out at top and bottom"),
            .svg(SVGExample.glyph(#"<g transform="rotate(45 30 40)">↓<rect x="5" y="10" width="50" height="60"/></g>"#), fires: Code.outsideViewBox,
                 note: "rotated past the sides"),
            .svg(SVGExample.glyph(#"↓<path d="M10 40C10 -30 50 -30 50 40Z"/>"#), fires: Code.outsideViewBox,
                 note: "the curve bulges above the top, though its end points do not"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<path d="M10 40C10 -5 50 -5 50 40Z"/><circle cx="30" cy="60" r="15" fill="none" stroke="#000" stroke-width="4"/>"##),
                 note: "control points outside, curve inside"),
            .svg(SVGExample.glyph(#"<path d="M0 0H100V100H0Z" fill="none"/>"#), note: "nothing painted"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.compactMap { svg in
            let file = svg.file
            guard let box = file.drawingBox else { return nil }
            guard let measurement = file.ink(in: subject) else { return nil }
            guard let ink = measurement.bounds else { return nil }
            let view = box.rect
            let tolerance = (x: box.width * Self.tolerance, y: box.height * Self.tolerance)
            // Nearly every glyph fits: settle that before building the description.
            guard view.minX - ink.minX > tolerance.x || view.minY - ink.minY > tolerance.y
                    || ink.maxX - view.maxX > tolerance.x || ink.maxY - view.maxY > tolerance.y else { return nil }
            let sides: [(name: String, overflow: Double, reach: (Rect) -> Double)] = [
                ("left", view.minX - ink.minX, { view.minX - $0.minX }),
                ("top", view.minY - ink.minY, { view.minY - $0.minY }),
                ("right", ink.maxX - view.maxX, { $0.maxX - view.maxX }),
                ("bottom", ink.maxY - view.maxY, { $0.maxY - view.maxY }),
            ]
            let clipped = sides.enumerated().filter { index, side in side.overflow > (index % 2 == 0 ? tolerance.x : tolerance.y) }.map(\.element)
            guard let worst = clipped.max(by: { $0.overflow < $1.overflow }),
                  let culprit = measurement.pieces.max(by: { worst.reach($0.bounds) < worst.reach($1.bounds) }) else { return nil }
            let amounts = clipped.map { "\(GeometryFormat.number($0.overflow)) on the \($0.name)" }.joined(separator: ", ")
            return Finding(.outsideViewBox, file: file.name, position: culprit.position,
                           message: "the ink reaches outside the viewBox by \(amounts) (ink \(ink), viewBox \(view)); that part will be cut off. The <\(culprit.element)> here reaches furthest",
                           hint: "move or shrink the drawing inside the viewBox, or enlarge the viewBox (keeping the pack's aspect ratio)")
        }
    }
}
