extension CheckID {
    public static let svgPathData = CheckID(declaring: "svg.path-data")
}

struct SVGPathDataCheck: LintCheck {
    enum Code: String, MessageCode {
        case invalidPathData = "invalid-path-data"
    }
    let info = CheckInfo(
        id: .svgPathData,
        severity: .error,
        codes: Code.self,
        summary: "each path's d attribute follows the SVG path grammar",
        rationale: """
        A renderer draws a path up to the first error in its d attribute and silently \
        drops the rest, so one stray character can cut a glyph in half on the device \
        while a lenient editor still shows it whole. The d attribute must start with a \
        moveto (M or m) and use the commands MmLlHhVvCcSsQqTtAaZz with the right number \
        of numbers each; arc flags are single 0 or 1 digits (a negative arc radius is \
        fine: SVG 2 and every renderer take its absolute value). The message gives the \
        offset inside d (0 is its first character) and the line and column in the file.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 10 L↓"/>"#), fires: Code.invalidPathData, note: "a lineto without its numbers"),
            .svg(SVGExample.glyph(#"<path d="↓L10 10 20 20"/>"#), fires: Code.invalidPathData, note: "no moveto first"),
            .svg(SVGExample.glyph(#"<path d="M10 10 ↓X20 20"/>"#), fires: Code.invalidPathData, note: "an unknown command"),
            .svg(SVGExample.glyph(#"<path d="M10 10 A5 5 0 ↓2 0 20 20"/>"#), fires: Code.invalidPathData, note: "an arc flag that is not 0 or 1"),
            .svg(SVGExample.glyph(#"<path d="M10 10 Z ↓5"/>"#), fires: Code.invalidPathData, note: "numbers after closepath"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10,10l5-5h1.5.5v-1e1c1 2 3 4 5 6s1 1 2 2q1 1 2 2t3 3a5 5 0 1120 20zm1 1L2 2 3 3"/>"#),
                 note: "compact numbers, implicit repeats, unseparated arc flags"),
            .svg(SVGExample.glyph(#"<path d=""/>"#), note: "empty data draws nothing but is valid"),
            .svg(SVGExample.glyph(#"<path d="M10 40a-20 -20 0 1 0 40 0"/>"#),
                 note: "a negative arc radius: SVG 2 and renderers draw it with its absolute value"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.flatMapNonEmpty { svg -> [Finding<Code>] in
            let file = svg.file, document = svg.document
            var findings: [Finding<Code>] = []
            // The ink parses every path it measures and keeps each one's error: measured
            // here as every ink check measures it (the file as fix will write it).
            _ = file.ink(in: subject)
            file.forEachClassified(.supported) { element in
                guard element.localName == "path", let attribute = element.attribute("d"),
                      let error = document.pathDataError(attribute) else { return }
                let position = document.position(inValueOf: attribute, offset: Self.byteOffset(ofScalar: error.offset, in: attribute.value))
                findings.append(Finding(
                    .invalidPathData, file: file.name, position: position, subject: element.subject(attribute),
                    message: "path data error at offset \(error.offset) of d (line \(position.line), column \(position.column)): \(error.message); a renderer drops everything from here on",
                    hint: "fix d at this point; redrawing or re-exporting the path usually repairs it"))
            }
            return findings
        }
    }

    /// Counted from each scalar's own UTF-8 length: a string per scalar cost seconds for
    /// an error at the end of megabytes of path data.
    static func byteOffset(ofScalar offset: Int, in text: String) -> Int {
        text.unicodeScalars.prefix(offset).reduce(0) { $0 + $1.utf8.count }
    }
}
