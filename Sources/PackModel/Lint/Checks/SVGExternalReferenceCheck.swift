extension CheckID {
    public static let svgExternalReference = CheckID(declaring: "svg.external-reference")
}

struct SVGExternalReferenceCheck: LintCheck {
    enum Code: String, MessageCode {
        case scriptURL = "script-url"
        case network
        case localFile = "local-file"
        case dataURL = "data-url"
        case otherFile = "other-file"
    }
    let info = CheckInfo(
        id: .svgExternalReference,
        severity: .error,
        codes: Code.self,
        summary: "no SVG refers outside itself (href to other files, the network, data: or javascript: URLs)",
        rationale: """
        A glyph must be self-contained: the app has nothing to resolve a reference \
        against, and anything else that opens the file would follow it — to the network \
        (tracking who reviews the pack), to a local file, or into javascript: code. Only \
        same-document references (#id) are harmless, and even those point at elements \
        the profile does not draw (use, textPath), which svg.profile-element reports.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<a ↓href="javascript:alert(1)">"# + SVGExample.digit + "</a>"), fires: Code.scriptURL, note: "a javascript: link"),
            .svg(SVGExample.glyph(#"<use xmlns:xlink="http://www.w3.org/1999/xlink" ↓xlink:href="https://example.com/sprites.svg#seven"/>"#),
                 fires: Code.network, note: "a remote clone"),
            .svg(SVGExample.glyph(#"<use ↓href="file:///etc/passwd#x"/>"#), fires: Code.localFile, note: "a local file"),
            .svg(SVGExample.glyph(#"<use ↓href="sprites.svg#seven"/>"#), fires: Code.otherFile, note: "another file of the pack"),
            .svg(SVGExample.glyph(#"<use ↓href="data:image/svg+xml;base64,PHN2Zy8+#x"/>"#), fires: Code.dataURL, note: "a file embedded as a data: URL"),
            .svg(SVGExample.glyph(SVGExample.digit + #"<set attributeName="fill" ↓to="javascript:alert(1)"/>"#), fires: Code.scriptURL,
                 note: "a script URL in any attribute"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<defs><path id="p" d="M10 5H50V75H10Z"/></defs><use href="#p"/>"##), note: "same-document: svg.profile-element's business"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // Dangerous elements are reported whole, with their reference, by their own checks.
        SVGSecurity.attributeFindings(subject, hint: "delete the reference and put the drawing itself in the file",
                                      skippingElementsReportedWhole: true) { attribute, element in
            guard let reference = SVGSecurity.externalReference(attribute) else { return nil }
            let code: Code = switch reference.kind {
            case .script: .scriptURL
            case .network: .network
            case .localFile: .localFile
            case .data: .dataURL
            case .otherFile: .otherFile
            }
            return (code, "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> \(reference.reason)")
        }
    }
}
