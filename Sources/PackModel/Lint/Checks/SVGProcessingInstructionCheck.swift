extension CheckID {
    public static let svgProcessingInstruction = CheckID(declaring: "svg.processing-instruction")
}

struct SVGProcessingInstructionCheck: LintCheck {
    enum Code: String, MessageCode {
        case processingInstruction = "processing-instruction"
    }
    let info = CheckInfo(
        id: .svgProcessingInstruction,
        severity: .error,
        codes: Code.self,
        summary: "no SVG has processing instructions such as <?xml-stylesheet?>",
        rationale: """
        <?xml-stylesheet href="…"?> makes a browser or web view load a style sheet from \
        another file or the network, which can restyle or hide the glyph, and the app's \
        renderer ignores it anyway. The XML declaration <?xml version="1.0"?> at the top \
        is not a processing instruction and is fine.
        """,
        triggering: [
            .svg(#"<?xml version="1.0"?>↓<?xml-stylesheet href="https://example.com/glyph.css" type="text/css"?>"# + SVGExample.glyph(SVGExample.digit),
                 fires: Code.processingInstruction),
        ],
        nonTriggering: [
            .svg(#"<?xml version="1.0" encoding="UTF-8"?>"# + SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .processingInstruction, code: Code.processingInstruction, message: \.message,
                         hint: "delete the <?...?> line; put colours in fill and stroke attributes instead of a style sheet")
    }
}
