extension CheckID {
    public static let svgWellFormed = CheckID(declaring: "svg.well-formed")
}

struct SVGWellFormedCheck: LintCheck {
    enum Code: String, MessageCode {
        case malformed
        /// Another format saved as `.svg`: a PNG, JPEG, PDF, ZIP … (`ForeignFormat`).
        case notSVG = "not-svg"
    }
    let info = CheckInfo(
        id: .svgWellFormed,
        severity: .error,
        codes: Code.self,
        summary: "each SVG is well-formed XML",
        rationale: """
        A glyph that is not well-formed XML cannot be drawn: the app falls back to a \
        placeholder rectangle, and the trick shows a box instead of the letter. Fix the \
        first error libxml2 reports; later ones often follow from it. A file that is \
        not SVG at all (a PNG, JPEG, GIF, PDF or ZIP saved or renamed as .svg) is named \
        as what it is, with what to export instead.
        """,
        triggering: [
            .svg(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0L1 1"></svg>↓"#, fires: Code.malformed,
                 note: "the path element is never closed"),
            .svg("↓", fires: Code.malformed, note: "an empty file"),
            .svg("↓%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", fires: Code.notSVG, note: "a PDF saved as .svg"),
            .svg("↓GIF89a", fires: Code.notSVG, note: "a GIF renamed .svg"),
        ],
        nonTriggering: [
            .svg(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0L1 1"/></svg>"#),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .malformed, code: Code.malformed, message: { "not well-formed XML: \($0.message)" },
                         hint: "open the file in a text editor at this line and column and repair the markup")
            + subject.svgs.flatMapNonEmpty { file -> [Finding<Code>] in
                guard let document = file.document, let problem = document.problems.first(where: { $0.kind == .notSVG }) else { return [] }
                let advice = ForeignFormat.sniff(document.source)?.advice ?? "export the glyph as SVG"
                return [Finding(Code.notSVG, file: file.name, position: problem.position, message: problem.message, hint: advice)]
            }
    }
}
