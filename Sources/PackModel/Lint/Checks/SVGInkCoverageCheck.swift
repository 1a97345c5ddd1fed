struct SVGInkCoverageCheck: LintCheck {
    /// Digits are full-height: a glyph under half the box's height looks shrunken.
    static let minimumHeightShare = 0.5
    /// Narrow digits (a "1") use a sixth of the area; below a tenth is a speck.
    static let minimumAreaShare = 0.1

    let info = CheckInfo(
        id: "svg.ink-coverage",
        severity: .info,
        summary: "each glyph's ink fills a fair part of its viewBox",
        rationale: """
        The app scales the viewBox, not the drawing, into the glyph box. A digit drawn \
        small in a large viewBox comes out small next to its neighbours. Digits are \
        full-height shapes, so ink under half the viewBox's height is flagged; width is \
        not judged alone because a "1" is rightly narrow, but ink covering under a tenth \
        of the area is (a "1" covers about a sixth). This is advice: a deliberately \
        small mark may be right.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M20 30H40V60H20Z"/>"#), note: "30 of 80 units tall"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
            .svg(SVGExample.glyph(#"<path d="M25 5H35V75H25Z"/>"#), note: "a narrow but full-height 1"),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        subject.svgRoots.compactMap { file, document, root in
            guard let box = root.viewBox, let ink = document.ink?.bounds else { return nil }
            let view = box.rect
            // Only the visible part counts.
            let visible = Rect(minX: max(ink.minX, view.minX), minY: max(ink.minY, view.minY), maxX: min(ink.maxX, view.maxX), maxY: min(ink.maxY, view.maxY))
            guard visible.width >= 0, visible.height >= 0 else { return nil }
            let heightShare = visible.height / box.height
            let areaShare = visible.width * visible.height / (box.width * box.height)
            guard heightShare < Self.minimumHeightShare || areaShare < Self.minimumAreaShare else { return nil }
            let percent = { (share: Double) in "\(Int((share * 100).rounded()))%" }
            return Finding(file: file.name, position: root.attribute("viewBox")?.position ?? root.position,
                           message: "the ink uses \(percent(heightShare)) of the viewBox height and \(percent(areaShare)) of its area (ink \(visible), viewBox \(view)); the glyph will look small next to the others",
                           hint: "draw the digit to fill the viewBox height, or fit the viewBox to the drawing with a small margin (Inkscape: Document Properties ▸ Resize to content), keeping the pack's aspect ratio")
        }
    }
}
