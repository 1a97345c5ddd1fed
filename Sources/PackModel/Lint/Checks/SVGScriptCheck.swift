struct SVGScriptCheck: LintCheck {
    let info = CheckInfo(
        id: "svg.script",
        severity: .error,
        summary: "no SVG contains <script>",
        rationale: """
        An SVG opened in a browser, a web view or a file previewer runs its scripts. A \
        glyph pack comes from the internet and is opened by people reviewing it, so a \
        script in a glyph is at best a mistake and at worst an attack. A glyph never \
        needs one, and the app would not run it.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit + "<script>alert(document.cookie)</script>")),
            .svg(SVGExample.glyph(SVGExample.digit + #"<script href="https://example.com/x.js"/>"#), note: "an external script"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit + "<desc>no script here</desc>")),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        SVGSecurity.elementFindings(subject, checkID: info.id, what: "runs code wherever the file is opened in a browser or web view",
                                    hint: "delete the element; a glyph is drawing only")
    }
}
