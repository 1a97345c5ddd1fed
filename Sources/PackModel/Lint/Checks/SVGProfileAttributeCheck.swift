extension CheckID {
    public static let svgProfileAttribute = CheckID(declaring: "svg.profile-attribute")
}

struct SVGProfileAttributeCheck: LintCheck {
    enum Code: String, MessageCode {
        case unsupportedAttribute = "unsupported-attribute"
        case paintServer = "paint-server"
    }
    let info = CheckInfo(
        id: .svgProfileAttribute,
        severity: .error,
        codes: Code.self,
        summary: "each SVG element carries only the attributes of the supported profile",
        rationale: """
        The app's renderer reads geometry and a few presentation attributes (fill, \
        stroke, stroke-width, opacity, transform, …) and nothing else. A style="…" \
        attribute, a class, a clip-path or a filter is ignored on the device, so colours \
        and strokes set there vanish: a glyph drawn with style="stroke:#000;fill:none" \
        becomes a black blob. Paint may not point at gradients or patterns (url(#…)). \
        Data and accessibility attributes (data-*, aria-*, role) are accepted; editor \
        attributes have their own warning. Repeats in one file are reported once.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:none;stroke:#000"/>"#), fires: Code.unsupportedAttribute,
                 note: "CSS in a style attribute"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓class="ink"/><path d="M20 5H30V75H20Z" class="ink"/>"#), fires: Code.unsupportedAttribute,
                 note: "a class, twice: reported once"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓fill="url(#g)"/>"#), fires: Code.paintServer, note: "paint from a gradient"),
            .svg(SVGExample.glyph(#"<circle cx="30" cy="40" r="20" ↓d="M0 0"/>"#), fires: Code.unsupportedAttribute, note: "d belongs to path only"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<g transform="translate(1 2)" fill="none" stroke="#000" stroke-width="4" data-name="zero" aria-hidden="true"><path d="M10 5H50V75H10Z" stroke-linecap="round"/></g>"##,
                                  attributes: #"width="60" height="80" version="1.1" xml:space="preserve""#)),
        ])

    /// What to do about the unsupported attributes artists meet most.
    static let advice: [String: String] = [
        "style": "move each property into its own attribute (fill=\"…\", stroke=\"…\"); Inkscape: Preferences ▸ Input/Output ▸ SVG output ▸ Style properties ▸ Presentation attributes, or run svgo with convertStyleToAttrs",
        "class": "classes only work with style sheets, which the app does not apply: set fill and stroke as attributes",
        "clip-path": "clipping is not applied: cut the shapes instead (Inkscape: Path ▸ Intersection)",
        "mask": "masks are not applied: cut the shapes instead (Inkscape: Path ▸ Difference)",
        "filter": "filters are not drawn: remove the attribute",
        "href": "references are not followed: replace the reference with the shape itself",
        "xlink:href": "references are not followed: replace the reference with the shape itself",
    ]

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.svgRoots.flatMap { file, _, _ in
            var groups = FindingGroups<Code>()
            for item in file.classified {
                let element = item.element
                for (attribute, role) in item.attributes {
                    switch role {
                    case .unsupported:
                        groups.add(.unsupportedAttribute, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: "attribute \(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> is not in the supported SVG profile; the app ignores it",
                                   hint: Self.advice[attribute.qualifiedName] ?? "remove it; see `packtool explain \(CheckID.svgProfileAttribute)` for what each element may carry")
                    case .paintReference:
                        groups.add(.paintServer, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)> paints with a gradient or pattern, which the app does not draw",
                                   hint: "use one solid colour, e.g. \(attribute.qualifiedName)=\"#000\"")
                    case .allowed, .security, .editorMetadata:
                        continue
                    }
                }
            }
            return groups.findings(file: file.name)
        }
    }
}
