struct SVGForeignObjectCheck: LintCheck {
    let info = CheckInfo(
        id: "svg.foreign-object",
        severity: .error,
        summary: "no SVG embeds foreign content (foreignObject, iframe, object, embed, XInclude)",
        rationale: """
        <foreignObject> puts HTML inside the drawing: only a browser renders it, and the \
        HTML can carry scripts, forms and remote content. iframe, object and embed load \
        whole other documents. The app draws none of it, so the glyph would be missing \
        whatever is inside.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<foreignObject width="60" height="80"><div xmlns="http://www.w3.org/1999/xhtml">7</div></foreignObject>"#)),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        SVGSecurity.elementFindings(subject, checkID: info.id, what: "embeds foreign content (HTML or another document) that only a browser draws",
                                    hint: "delete it and draw the content as paths")
    }
}
