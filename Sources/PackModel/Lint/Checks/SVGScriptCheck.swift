extension CheckID {
    public static let svgScript = CheckID(declaring: "svg.script")
}

struct SVGScriptCheck: LintCheck {
    enum Code: String, MessageCode {
        case script
    }
    let info = CheckInfo(
        id: .svgScript,
        severity: .error,
        codes: Code.self,
        summary: "no SVG contains <script>",
        rationale: """
        An SVG opened in a browser, a web view or a file previewer runs its scripts. A \
        glyph pack comes from the internet and is opened by people reviewing it, so a \
        script in a glyph is at best a mistake and at worst an attack. A glyph never \
        needs one, and the app would not run it.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit + "↓<script>alert(document.cookie)</script>"), fires: Code.script),
            .svg(SVGExample.glyph(SVGExample.digit + #"↓<script href="https://example.com/x.js"/>"#), fires: Code.script, note: "an external script"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit + "<desc>no script here</desc>")),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        SVGSecurity.elementFindings(subject, checkID: info.id, code: Code.script, what: "runs code wherever the file is opened in a browser or web view",
                                    hint: "delete the element; a glyph is drawing only")
    }
}
