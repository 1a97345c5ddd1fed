struct SVGExternalReferenceCheck: LintCheck {
    let info = CheckInfo(
        id: "svg.external-reference",
        severity: .error,
        summary: "no SVG refers outside itself (href to other files, the network, data: or javascript: URLs)",
        rationale: """
        A glyph must be self-contained: the app has nothing to resolve a reference \
        against, and anything else that opens the file would follow it — to the network \
        (tracking who reviews the pack), to a local file, or into javascript: code. Only \
        same-document references (#id) are harmless, and even those point at elements \
        the profile does not draw (use, textPath), which svg.profile-element reports.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<a href="javascript:alert(1)">"# + SVGExample.digit + "</a>"), note: "a javascript: link"),
            .svg(SVGExample.glyph(#"<use xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="https://example.com/sprites.svg#seven"/>"#), note: "a remote clone"),
            .svg(SVGExample.glyph(#"<use href="file:///etc/passwd#x"/>"#), note: "a local file"),
            .svg(SVGExample.glyph(SVGExample.digit + #"<set attributeName="fill" to="javascript:alert(1)"/>"#), note: "a script URL in any attribute"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<defs><path id="p" d="M10 5H50V75H10Z"/></defs><use href="#p"/>"##), note: "same-document: svg.profile-element's business"),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        // Dangerous elements are reported whole, with their reference, by their own checks.
        SVGSecurity.attributeFindings(subject, hint: "delete the reference and put the drawing itself in the file",
                                      skippingElementsReportedWhole: true) { attribute, element in
            guard let reason = SVGSecurity.externalReference(attribute) else { return nil }
            return "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> \(reason)"
        }
    }
}
