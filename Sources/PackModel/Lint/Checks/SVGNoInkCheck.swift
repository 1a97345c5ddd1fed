extension CheckID {
    public static let svgNoInk = CheckID(declaring: "svg.no-ink")
}

struct SVGNoInkCheck: LintCheck {
    enum Code: String, MessageCode {
        case noInk = "no-ink"
    }
    let info = CheckInfo(
        id: .svgNoInk,
        severity: .warning,
        codes: Code.self,
        summary: "each glyph draws something the app can draw",
        rationale: """
        A glyph whose paths and shapes all have fill="none" and no stroke, have zero \
        size, or sit inside elements the app does not draw (clones, text, defs) shows \
        as an empty space in the trick. Usually the drawing was left in a layer that was \
        not exported, or its colour lives in CSS the app ignores.
        """,
        triggering: [
            .svg("↓" + SVGExample.glyph(#"<path d="M10 5H50V75H10Z" fill="none"/>"#), fires: Code.noInk, note: "no fill, no stroke"),
            .svg("↓" + SVGExample.glyph("<title>empty</title>"), fires: Code.noInk, note: "nothing at all"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="none" stroke="#000"/>"##)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.compactMap { svg in
            guard svg.file.ink(in: subject)?.pieces.isEmpty ?? false else { return nil }
            return Finding(.noInk, file: svg.file.name, position: svg.root.position,
                           message: "the glyph draws nothing the app can draw: no path or shape with a fill or a stroke",
                           hint: "give the shapes a fill or stroke attribute (not CSS), and convert clones and text to paths")
        }
    }
}
