extension CheckID {
    public static let svgDoctype = CheckID(declaring: "svg.doctype")
}

struct SVGDoctypeCheck: LintCheck {
    enum Code: String, MessageCode {
        /// A DOCTYPE naming a DTD, with no internal subset: deleting it changes nothing.
        case doctype
        /// A DOCTYPE with an internal subset (`[<!ENTITY …>]`): refused as hostile.
        case internalSubset = "internal-subset"
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
        nothing in the drawing. The rest of the file is still checked, read as if the \
        declaration were not there (nothing in it is declared or expanded), so one run \
        shows every problem. A DOCTYPE with an internal subset ([...]) is reported with \
        a code of its own: it is where entities are declared, and a hostile file's tool.
        """,
        triggering: [
            .svg(#"↓<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"# + SVGExample.glyph(SVGExample.digit),
                 fires: Code.doctype, note: "the SVG 1.1 DOCTYPE old editors wrote"),
            .svg(#"↓<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>"# + SVGExample.glyph("<title>&x;</title>"), fires: Code.internalSubset,
                 note: "an external entity in an internal subset"),
        ],
        nonTriggering: [
            .svg(#"<?xml version="1.0" encoding="UTF-8"?>"# + SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .doctype, code: Code.doctype, message: \.message,
                         hint: "delete the <!DOCTYPE ...> declaration; the drawing does not change")
            + subject.findings(for: .internalSubset, code: Code.internalSubset, message: \.message,
                               hint: "delete the whole <!DOCTYPE ...> declaration with its [...] part, and write out any entity the file uses (&name;) as the text it stood for")
    }
}
