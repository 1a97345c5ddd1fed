extension CheckID {
    public static let svgDoctype = CheckID(declaring: "svg.doctype")
}

struct SVGDoctypeCheck: LintCheck {
    enum Code: String, MessageCode {
        case doctype
    }
    let info = CheckInfo(
        id: .svgDoctype,
        severity: .error,
        codes: Code.self,
        summary: "no SVG has a DOCTYPE (no DTD, no entities)",
        rationale: """
        A DOCTYPE can declare entities that expand to gigabytes (the "billion laughs"), \
        pull in other files (an external entity pointing at file:///etc/passwd) or fetch \
        a DTD from the network. Packs come from the internet, so packtool refuses every \
        DOCTYPE before anything in it is read, and the app must never see one. SVG needs \
        no DTD: old editors wrote the SVG 1.1 DOCTYPE by habit, and deleting it changes \
        nothing in the drawing.
        """,
        triggering: [
            .svg(#"↓<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"# + SVGExample.glyph(SVGExample.digit),
                 fires: Code.doctype, note: "the SVG 1.1 DOCTYPE old editors wrote"),
            .svg(#"↓<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>"# + SVGExample.glyph("<title>&x;</title>"), fires: Code.doctype,
                 note: "an external entity"),
        ],
        nonTriggering: [
            .svg(#"<?xml version="1.0" encoding="UTF-8"?>"# + SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .doctype, code: Code.doctype, message: \.message,
                         hint: "delete the whole <!DOCTYPE ...> declaration (with its [...] part); the file was not read further")
    }
}
