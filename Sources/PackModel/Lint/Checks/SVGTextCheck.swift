extension CheckID {
    public static let svgText = CheckID(declaring: "svg.text")
}

struct SVGTextCheck: LintCheck {
    enum Code: String, MessageCode {
        case text
    }
    let info = CheckInfo(
        id: .svgText,
        severity: .warning,
        codes: Code.self,
        summary: "glyphs draw letters as outlines, not <text>",
        rationale: """
        Text in an SVG is drawn with a font chosen on the device, and the device's fonts \
        differ from the artist's: the digit may come out in another shape, size or place, \
        or not at all with a path-only renderer. A glyph must look the same everywhere, \
        so convert text to outlines before saving.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"↓<text x="10" y="70" font-size="80">7<tspan>1</tspan></text>"#), fires: Code.text),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit + "<title>seven</title>")),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        var findings: [Finding<Code>] = []
        for svg in subject.svgRoots where svg.file.roles.has(.text) {
            let file = svg.file
            var groups = FindingGroups<Code>()
            for item in file.classified where item.role == .text {
                let element = item.element
                let words = element.text.trimmingCSSWhitespace
                groups.add(.text, subject: "text", position: element.position,
                           message: "<\(element.qualifiedName)>\(words.isEmpty ? "" : " \"\(SVGSecurity.shorten(words))\"") is drawn with the device's fonts, which differ from yours",
                           hint: EditorProgram.hint("convert text to outlines", .textToOutlines, for: file.program))
            }
            findings += groups.findings(file: file.name)
        }
        return findings
    }
}
