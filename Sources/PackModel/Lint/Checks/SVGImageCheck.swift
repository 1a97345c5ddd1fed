extension CheckID {
    public static let svgImage = CheckID(declaring: "svg.image")
}

struct SVGImageCheck: LintCheck {
    enum Code: String, MessageCode {
        case bitmap
    }
    let info = CheckInfo(
        id: .svgImage,
        severity: .error,
        codes: Code.self,
        summary: "no SVG contains <image> (embedded or linked bitmaps)",
        rationale: """
        A glyph must be vector paths: it is scaled to every screen and printed. An \
        <image> is a bitmap, embedded as a data: URL or fetched from another file or the \
        network when the SVG is opened; the app does not draw it, and a traced-over \
        scan left in the file is a common accident.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"↓<image href="data:image/png;base64,iVBORw0KGgo=" width="60" height="80"/>"#), fires: Code.bitmap,
                 note: "an embedded PNG"),
            .svg(SVGExample.glyph(#"↓<image xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://example.com/7.png" width="60" height="80"/>"#),
                 fires: Code.bitmap, note: "a remote image"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        SVGSecurity.elementFindings(subject, checkID: info.id, code: Code.bitmap, what: "is a bitmap, which the app does not draw",
                                    hint: "delete the image; if it was a sketch to trace, trace it into paths first")
    }
}
