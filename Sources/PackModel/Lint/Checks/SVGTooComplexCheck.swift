extension CheckID {
    public static let svgTooComplex = CheckID(declaring: "svg.too-complex")
}

struct SVGTooComplexCheck: LintCheck {
    enum Code: String, MessageCode {
        case tooDeep = "too-deep"
        case tooManyElements = "too-many-elements"
    }
    static let limits = SVGDocument.Limits(policy: .standard)

    let info = CheckInfo(
        id: .svgTooComplex,
        severity: .error,
        codes: Code.self,
        summary: "no SVG nests elements more than \(Self.limits.maximumDepth) deep or has more than \(Self.limits.maximumElements) elements",
        rationale: """
        A glyph is a handful of paths. Thousands of nested groups are either a broken \
        export or a file built to exhaust the memory or stack of whatever opens it, so \
        packtool stops reading at \(Self.limits.maximumDepth) levels or \
        \(Self.limits.maximumElements) elements and the glyph is refused.
        """,
        triggering: [
            .svg(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">"# + String(repeating: "<g>", count: 63) + "↓"
                    + String(repeating: "<g>", count: 37) + String(repeating: "</g>", count: 100) + "</svg>",
                 fires: Code.tooDeep, note: "100 nested groups"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph("<g><g><g>" + SVGExample.digit + "</g></g></g>")),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .tooDeep, code: Code.tooDeep, message: { "\($0.message); the file was not read further" },
                         hint: "flatten the groups (select all, then ungroup until no group is left) or simplify the drawing")
            + subject.findings(for: .tooManyElements, code: Code.tooManyElements, message: { "\($0.message); the file was not read further" },
                               hint: "simplify the drawing: combine its paths into a few (in most editors: Path ▸ Combine or Object ▸ Compound Path)")
    }
}
