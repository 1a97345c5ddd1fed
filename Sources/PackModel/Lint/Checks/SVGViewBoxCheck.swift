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
        subject.svgRoots.compactMap { file, _, root in
            // Already parsed with the file: a valid viewBox (nearly every glyph) needs nothing more.
            if file.viewBox != nil { return nil }
            guard let attribute = root.attribute("viewBox") else {
                let size = (root["width"].flatMap { try? Length.parse($0).get() }, root["height"].flatMap { try? Length.parse($0).get() })
                let suggestion = size.0.flatMap { w in size.1.map { h in "0 0 \(GeometryFormat.number(w)) \(GeometryFormat.number(h))" } } ?? "0 0 60 80"
                return Finding(.missing, file: file.name, position: root.position, subject: "svg/@viewBox", message: "the root <svg> has no viewBox, so the app cannot scale the glyph into its box",
                               hint: "add viewBox=\"\(suggestion)\" (the drawing's width and height) to the root element")
            }
            guard case .failure(let error) = ViewBox.parse(attribute.value) else { return nil }
            return Finding(.invalid, file: file.name, position: attribute.position, subject: "svg/@viewBox", message: error.message,
                           hint: "write viewBox as four plain numbers: min-x min-y width height, e.g. viewBox=\"0 0 60 80\"")
        }
    }
}
