extension CheckID {
    public static let svgViewBox = CheckID(declaring: "svg.viewbox")
}

struct SVGViewBoxCheck: LintCheck {
    enum Code: String, MessageCode {
        case missing
        case invalid
    }
    let info = CheckInfo(
        id: .svgViewBox,
        severity: .error,
        codes: Code.self,
        summary: "each SVG has a viewBox of four numbers with positive width and height",
        rationale: """
        The app scales every glyph into the same \(GlyphBox.standard) box by its viewBox. \
        Without one there is nothing to scale from: the glyph is drawn at its raw size, \
        cropped or tiny. The viewBox is "min-x min-y width height", four numbers \
        separated by spaces or commas; width and height must be positive.
        """,
        triggering: [
            .svg(#"↓<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80"><path d="M10 5H50V75H10Z"/></svg>"#, fires: Code.missing, note: "missing"),
            .svg(SVGExample.glyph(SVGExample.digit, viewBox: "↓0 0 60"), fires: Code.invalid, note: "three numbers"),
            .svg(SVGExample.glyph(SVGExample.digit, viewBox: "↓0 0 60 0"), fires: Code.invalid, note: "zero height"),
            .svg(SVGExample.glyph(SVGExample.digit, viewBox: "↓0 0 60px 80px"), fires: Code.invalid, note: "units are not allowed"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
            .svg(SVGExample.glyph(SVGExample.digit, viewBox: " -5,-5 , 70 90 "), note: "commas and spaces"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.compactMap { svg in
            let file = svg.file, root = svg.root
            // Already parsed with the file: a valid viewBox (nearly every glyph) needs nothing more.
            if file.viewBox != nil { return nil }
            guard let attribute = root.attribute("viewBox") else {
                // The box the width and height give in user units (`drawingBox`, the one
                // fix writes); without it fix writes nothing, and the hint promises nothing.
                var finding = Finding(Code.missing, file: file.name, position: root.position, subject: "svg/@viewBox", message: "the root <svg> has no viewBox, so the app cannot scale the glyph into its box",
                                      hint: file.drawingBox.map { "add viewBox=\"\($0)\" (the drawing's width and height in user units) to the root element" }
                                          ?? "add a viewBox holding the drawing (\"min-x min-y width height\" in the units its coordinates use, e.g. viewBox=\"0 0 60 80\") to the root element: its width and height give no exact box in user units")
                finding.fixable = file.drawingBox != nil
                return finding
            }
            guard case .failure(let error) = ViewBox.parse(attribute.value) else { return nil }
            return Finding(.invalid, file: file.name, position: attribute.position, subject: "svg/@viewBox", message: error.message,
                           hint: "write viewBox as four plain numbers: min-x min-y width height, e.g. viewBox=\"0 0 60 80\"")
        }
    }
}
