extension CheckID {
    public static let svgInkCoverage = CheckID(declaring: "svg.ink-coverage")
}

struct SVGInkCoverageCheck: LintCheck {
    enum Code: String, MessageCode {
        case drawnSmall = "drawn-small"
        case speck
    }
    /// A pack whose drawings together span under half the viewBox height is drawn small
    /// for its box, and so is each of its glyphs under that height.
    static let minimumHeightShare = 0.5
    /// Below a fiftieth of the box's area a glyph is a speck, whatever the pack does.
    static let minimumAreaShare = 0.02

    let info = CheckInfo(
        id: .svgInkCoverage,
        severity: .info,
        codes: Code.self,
        summary: "each glyph's ink fills a fair part of its viewBox",
        rationale: """
        The app scales the viewBox, not the drawing, into the glyph box, so a drawing \
        that is small in its viewBox comes out small on the device. Glyphs are judged \
        against their pack: lowercase shapes rightly differ in height (an "o" is an \
        x-height, an "l" reaches the ascender), so a short glyph is flagged only when the \
        pack's drawings taken together also span under half the viewBox height, which \
        means the viewBox is too big for the art. A glyph whose ink covers under a \
        fiftieth of the box is a speck in any pack. This is advice: a deliberately small \
        mark may be right.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M20 30H40V60H20Z"/>"#, viewBox: "↓0 0 60 80"), fires: Code.drawnSmall,
                 note: "30 of 80 units tall, and the pack has nothing taller"),
            .svg(SVGExample.glyph(#"<path d="M28 38H32V42H28Z"/>"#, viewBox: "↓0 0 60 80"), fires: Code.speck, note: "a speck"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
            .svg(SVGExample.glyph(#"<path d="M25 5H35V75H25Z"/>"#), note: "a narrow but full-height 1"),
            CheckExample([("o.svg", SVGExample.glyph(#"<path d="M20 30H40V60H20Z"/>"#)),
                          ("l.svg", SVGExample.glyph(#"<path d="M25 5H35V75H25Z"/>"#))],
                         note: "an x-height glyph in a pack whose tall glyphs fill the box"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // Each glyph's visible ink, as shares of its own viewBox.
        let measured = subject.svgRoots.compactMap { svg -> (file: String, position: SourcePosition, top: Double, bottom: Double, area: Double, visible: Rect, view: Rect)? in
            let file = svg.file
            guard let box = file.drawingBox, let ink = file.ink(in: subject)?.bounds else { return nil }
            let view = box.rect
            let visible = Rect(minX: max(ink.minX, view.minX), minY: max(ink.minY, view.minY), maxX: min(ink.maxX, view.maxX), maxY: min(ink.maxY, view.maxY))
            guard visible.width >= 0, visible.height >= 0 else { return nil }
            let shares = Self.shares(visible: visible, view: view, box: box)
            return (file.name, svg.root.attribute("viewBox", known: KnownName.viewBox)?.position ?? svg.root.position, shares.top, shares.bottom, shares.area, visible, view)
        }
        guard let packTop = measured.map(\.top).min(), let packBottom = measured.map(\.bottom).max() else { return [] }
        let packDrawnSmall = packBottom - packTop < Self.minimumHeightShare
        let percent = { (share: Double) in "\(Int(saturating: (share * 100).rounded()))%" }
        return measured.compactMap { glyph in
            let heightShare = glyph.bottom - glyph.top
            guard (packDrawnSmall && heightShare < Self.minimumHeightShare) || glyph.area < Self.minimumAreaShare else { return nil }
            return Finding(glyph.area < Self.minimumAreaShare ? .speck : .drawnSmall, file: glyph.file, position: glyph.position,
                           message: "the ink uses \(percent(heightShare)) of the viewBox height and \(percent(glyph.area)) of its area (ink \(glyph.visible), viewBox \(glyph.view)); the glyph will look small in the app's box",
                           hint: "draw the glyph larger, or fit the viewBox to the pack's drawings with a small margin (Inkscape: Document Properties ▸ Resize to content), keeping the pack's aspect ratio")
        }
    }

    /// Where the visible ink's top and bottom lie, as shares of the viewBox height from
    /// its top, and the share of the viewBox's area it covers. A viewBox near Double's
    /// limits makes the plain quotients overflow (inf ÷ inf is NaN, which no share can
    /// be); they are then worked out side by side from halves, which cannot overflow,
    /// and kept between 0 and 1, NaN counting as 0. Ordinary boxes get the plain
    /// quotients, bit for bit.
    static func shares(visible: Rect, view: Rect, box: ViewBox) -> (top: Double, bottom: Double, area: Double) {
        let plain = ((visible.minY - view.minY) / box.height, (visible.maxY - view.minY) / box.height,
                     visible.width * visible.height / (box.width * box.height))
        if plain.0.isFinite && plain.1.isFinite && plain.2.isFinite { return plain }
        func share(_ low: Double, _ high: Double, of whole: Double) -> Double {
            let value = (high / 2 - low / 2) / (whole / 2)
            return value.isNaN ? 0 : min(max(value, 0), 1)
        }
        return (share(view.minY, visible.minY, of: box.height), share(view.minY, visible.maxY, of: box.height),
                share(visible.minX, visible.maxX, of: box.width) * share(visible.minY, visible.maxY, of: box.height))
    }
}
