extension CheckID {
    public static let svgRoot = CheckID(declaring: "svg.root")
}

struct SVGRootCheck: LintCheck {
    enum Code: String, MessageCode {
        case notSVG = "not-svg"
        case wrongNamespace = "wrong-namespace"
        case noNamespace = "no-namespace"
    }
    let info = CheckInfo(
        id: .svgRoot,
        severity: .error,
        codes: Code.self,
        summary: "each SVG's root element is <svg> in the SVG namespace",
        rationale: """
        Renderers recognise an SVG by its root: an <svg> element carrying \
        xmlns="http://www.w3.org/2000/svg". Without the namespace the file is just XML \
        with unknown elements, and strict renderers (including browsers opening the file) \
        draw nothing. Hand-written files often forget it.
        """,
        triggering: [
            .svg(#"↓<svg viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"#, fires: Code.noNamespace, note: "no xmlns"),
            .svg(#"↓<g xmlns="http://www.w3.org/2000/svg"><path d="M10 5H50V75H10Z"/></g>"#, fires: Code.notSVG, note: "the root is a group"),
            .svg(#"↓<svg xmlns="http://www.w3.org/1999/xhtml" viewBox="0 0 60 80"/>"#, fires: Code.wrongNamespace, note: "the wrong namespace"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
            .svg(#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><svg:path d="M10 5H50V75H10Z"/></svg:svg>"#, note: "a prefix is fine"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.parsedSVGs.compactMap { svg in
            let root = svg.root
            guard !root.isSVGRoot else { return nil }
            let code: Code
            let message: String
            let hint: String
            if root.localName != "svg" {
                code = .notSVG
                message = "the root element is <\(root.qualifiedName)>, not <svg>"
                hint = "wrap the drawing in <svg xmlns=\"\(SVGDocument.svgNamespace)\" viewBox=\"0 0 60 80\">…</svg>"
            } else if let namespace = root.namespaceURI {
                code = .wrongNamespace
                message = "the root <svg> is in the namespace \"\(namespace)\", not the SVG namespace"
                hint = "set xmlns=\"\(SVGDocument.svgNamespace)\" on the root element"
            } else {
                code = .noNamespace
                // What each drawing makes of it differs: the app (AppDrawing) and a browser
                // opening the file draw nothing, librsvg and a page inlining it draw the
                // shapes. So fix, whose proof must hold in both, leaves it to the artist.
                message = "the root <svg> has no namespace, so the app draws nothing of this file (as a browser opening it shows no picture, while some other programs draw it anyway)"
                hint = "add xmlns=\"\(SVGDocument.svgNamespace)\" to the root element, as the drawing surely means, or export it again from the editor; this is left to you, as it changes what the app draws (from nothing to the glyph)"
            }
            return Finding(code, file: svg.file.name, position: root.position, message: message, hint: hint)
        }
    }
}
