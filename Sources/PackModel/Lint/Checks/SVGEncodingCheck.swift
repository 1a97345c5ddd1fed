extension CheckID {
    public static let svgEncoding = CheckID(declaring: "svg.encoding")
}

struct SVGEncodingCheck: LintCheck {
    enum Code: String, MessageCode {
        case wrongEncoding = "wrong-encoding"
    }
    let info = CheckInfo(
        id: .svgEncoding,
        severity: .error,
        codes: Code.self,
        summary: "each SVG is UTF-8",
        rationale: """
        The app reads glyph files as UTF-8. A file saved in Latin-1 or UTF-16 (some \
        Windows editors do that) has bytes that are not UTF-8 and is refused, so the \
        letter shows a placeholder. Only titles and descriptions usually contain such \
        characters; re-save the file as UTF-8.
        """,
        triggering: [
            .svg(#"↓<?xml version="1.0" encoding="ISO-8859-1"?>"# + SVGExample.glyph(SVGExample.digit), fires: Code.wrongEncoding, note: "declares Latin-1 (a file with Latin-1 bytes is refused the same way)"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph("<title>café</title>" + SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .notUTF8, code: Code.wrongEncoding, message: \.message,
                         hint: "save the file as UTF-8 (in most editors: Save As ▸ Encoding ▸ UTF-8)")
    }
}
