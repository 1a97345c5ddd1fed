extension CheckID {
    public static let svgForeignObject = CheckID(declaring: "svg.foreign-object")
}

struct SVGForeignObjectCheck: LintCheck {
    enum Code: String, MessageCode {
        case foreignContent = "foreign-content"
    }
    let info = CheckInfo(
        id: .svgForeignObject,
        severity: .error,
        codes: Code.self,
        summary: "no SVG embeds foreign content (foreignObject, iframe, object, embed, XInclude)",
        rationale: """
        <foreignObject> puts HTML inside the drawing: only a browser renders it, and the \
        HTML can carry scripts, forms and remote content. iframe, object and embed load \
        whole other documents. The app draws none of it, so the glyph would be missing \
        whatever is inside.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"↓<foreignObject width="60" height="80"><div xmlns="http://www.w3.org/1999/xhtml">7</div></foreignObject>"#), fires: Code.foreignContent),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        SVGSecurity.elementFindings(subject, checkID: info.id, code: Code.foreignContent, what: "embeds foreign content (HTML or another document) that only a browser draws",
                                    hint: "delete it and draw the content as paths")
    }
}
