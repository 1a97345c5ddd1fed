extension CheckID {
    public static let svgEventAttribute = CheckID(declaring: "svg.event-attribute")
}

struct SVGEventAttributeCheck: LintCheck {
    enum Code: String, MessageCode {
        case eventAttribute = "event-attribute"
    }
    let info = CheckInfo(
        id: .svgEventAttribute,
        severity: .error,
        codes: Code.self,
        summary: "no SVG element has an event attribute (onload, onclick, …)",
        rationale: """
        Event attributes (onload, onclick, … : the SVG 2 and HTML event handler \
        names) hold script that a browser or web view runs when the event happens: \
        onload runs as soon as the file is opened. A glyph never needs one; in a pack \
        from the internet it is an attack. Other names that merely start with "on" \
        (Inkscape's only_selected) run nothing and are not reported here. Whatever a \
        file holds, packtool's preview keeps only the supported profile's elements and \
        attributes, so no attribute outside it reaches a browser from packtool.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit, attributes: #"↓onload="alert(1)""#), fires: Code.eventAttribute),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓OnClick="steal()"/>"#), fires: Code.eventAttribute, note: "any case"),
            .svg(SVGExample.glyph(#"<g ↓onfocusin="x()" ↓onpointerdown="y()">"# + SVGExample.digit + #"<animate ↓onbegin="z()"/></g>"#),
                 fires: Code.eventAttribute, Code.eventAttribute, Code.eventAttribute, note: "SVG's own and HTML's event names"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" opacity="0.9"/>"#)),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" only_selected="true" onion="1" one="2"/>"#),
                 note: "names that merely start with \"on\" (Inkscape's only_selected) run nothing"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        SVGSecurity.attributeFindings(subject, hint: "delete the attribute") { attribute, element in
            guard SVGSecurity.isEventHandler(attribute) else { return nil }
            return (.eventAttribute, "event attribute \(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> runs script when the file is opened in a browser")
        }
    }
}
