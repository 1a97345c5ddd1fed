extension CheckID {
    public static let svgCSSReference = CheckID(declaring: "svg.css-reference")
}

struct SVGCSSReferenceCheck: LintCheck {
    enum Code: String, MessageCode {
        case loadsFromOutside = "loads-from-outside"
    }
    let info = CheckInfo(
        id: .svgCSSReference,
        severity: .error,
        codes: Code.self,
        summary: "no SVG style loads anything (CSS url() other than #id, @import)",
        rationale: """
        CSS in an SVG — a <style> element, a style attribute, or a url() in any \
        attribute — can load other style sheets (@import), fonts and images from files \
        or the network whenever the file is opened in a browser. A glyph needs none of \
        it, and the app applies no CSS at all. CSS escapes (\\75 rl) are decoded first.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"↓<style>@import url("https://example.com/x.css");</style>"# + SVGExample.digit), fires: Code.loadsFromOutside,
                 note: "@import"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill: url(https://example.com/p.svg#g)"/>"#), fires: Code.loadsFromOutside,
                 note: "url() in a style attribute"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓filter="url(file:///tmp/f.svg#blur)"/>"#), fires: Code.loadsFromOutside,
                 note: "url() in a presentation attribute"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" fill="url(#g)"/>"#), note: "same-document paint: svg.profile-attribute's business"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let hint = "delete it; the app applies no CSS, so set fill and stroke as plain attributes and remove <style> and style=\"…\""
        var findings: [Finding<Code>] = SVGSecurity.attributeFindings(subject, hint: hint) { attribute, element in
            let references = SVGSecurity.cssReferences(in: attribute)
            guard !references.isEmpty else { return nil }
            return (.loadsFromOutside, "\(attribute.qualifiedName) on <\(element.qualifiedName)> loads from outside the file: \(references.map(\.description).joined(separator: "; "))")
        }
        for file in subject.svgs {
            for entry in file.securityElements where entry.element.localName == "style" {
                let element = entry.element
                let references = SVGSecurity.cssReferences(in: element.text)
                guard !references.isEmpty else { continue }
                findings.append(Finding(.loadsFromOutside, file: file.name, position: element.position, subject: element.subject,
                                        message: "<style> loads from outside the file: \(references.map(\.description).joined(separator: "; "))", hint: hint))
            }
        }
        return findings
    }
}
