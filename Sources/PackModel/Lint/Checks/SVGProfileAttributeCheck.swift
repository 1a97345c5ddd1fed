extension CheckID {
    public static let svgProfileAttribute = CheckID(declaring: "svg.profile-attribute")
}

struct SVGProfileAttributeCheck: LintCheck {
    enum Code: String, MessageCode {
        case unsupportedAttribute = "unsupported-attribute"
        case paintServer = "paint-server"
        /// `display="none"`, `visibility="hidden"`: the app draws it all the same.
        case hiddenContent = "hidden-content"
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
        attributes and attributes that draw nothing (enable-background, \
        display="inline") have their own warnings. display="none" and \
        visibility="hidden" are errors: the app does not honour them, so it draws what \
        the editor hid; delete the hidden element itself. Repeats in one file are \
        reported once.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:none;stroke:#000"/>"#), fires: Code.unsupportedAttribute,
                 note: "CSS in a style attribute"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓class="ink"/><path d="M20 5H30V75H20Z" class="ink"/>"#), fires: Code.unsupportedAttribute,
                 note: "a class, twice: reported once"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓fill="url(#g)"/>"#), fires: Code.paintServer, note: "paint from a gradient"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓↓style="fill:URL(#g)"/>"#), fires: Code.unsupportedAttribute, Code.paintServer,
                 note: "a gradient in a style: judged before fix moves it out"),
            .svg(SVGExample.glyph(#"<rect width="20" height="30" ↓pathLength="30"/>"#), fires: Code.unsupportedAttribute, note: "a length the app does not read"),
            .svg(SVGExample.glyph(#"<g ↓display="none">"# + SVGExample.digit + #"</g><g ↓style="visibility:hidden;fill:red"><path d="M1 1H2V2Z"/></g>"#),
                 fires: Code.hiddenContent, Code.hiddenContent, note: "hidden in the editor, drawn by the app"),
            .svg(SVGExample.glyph(#"<path d="M10 5H50V75H10Z" ↓style="fill:#000;enable-background:new"/>"#), fires: Code.unsupportedAttribute,
                 note: "paint in a style attribute, beside a property that draws nothing"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(#"<rect width="20" height="30" cx="30"/>"#),
                 note: "cx belongs to circles and ellipses: on a rectangle it draws nothing, svg.draws-nothing's warning"),
            .svg(SVGExample.glyph(##"<g transform="translate(1 2)" fill="none" stroke="#000" stroke-width="4" data-name="zero" aria-hidden="true"><path d="M10 5H50V75H10Z" stroke-linecap="round"/></g>"##,
                                  attributes: #"width="60" height="80" version="1.1" xml:space="preserve""#)),
            .svg(SVGExample.glyph(#"<g style="mix-blend-mode:multiply"><path d="M10 5H50V75H10Z"/></g>"#),
                 note: "a blend only CSS can set, Figma's: svg.editor-drawing says what the editor blends (no attribute to write)"),
        ])

    /// What to do about the unsupported attributes artists meet most, in the program
    /// that wrote the file when known.
    static func advice(_ name: String, program: EditorProgram?) -> String? {
        switch name {
        case "class": EditorProgram.hint("classes only work with style sheets, which the app does not apply: set fill and stroke as attributes",
                                         .presentationAttributes, for: program)
        case "clip-path": EditorProgram.hint("clipping is not applied: release the clip and cut the shapes instead", .releaseClip, for: program)
        case "mask": EditorProgram.hint("masks are not applied: release the mask and cut the shapes instead", .releaseMask, for: program)
        case "filter": "filters are not drawn: remove the attribute"
        case "href", "xlink:href": "references are not followed: replace the reference with the shape itself"
        default: nil
        }
    }

    /// What to do with a `style` attribute: which properties to write as attributes, and
    /// which draw nothing and can go (never "move enable-background into an attribute").
    static func styleHint(_ attribute: SVGAttribute, on element: SVGElement, cascade: SVGCascade?, program: EditorProgram?) -> String {
        let how = EditorProgram.hint("set the editor to write presentation attributes", .presentationAttributes, for: program)
        guard let declarations = cascade.map({ $0.declarations(ofStyle: attribute.value, on: element) }) ?? SVGStyle.declarations(attribute.value) else { return "write each property as its own attribute (fill=\"…\", stroke=\"…\"); " + how }
        var inert: [String] = [], drawing: [String] = [], blends: [String] = [], noAttribute: [String] = []
        var seen = Set<String>()
        for declaration in declarations where seen.insert(declaration.name).inserted {
            let name = declaration.name
            if InertProperty.drawsNothing(name, declaration.value, on: element, cascade: cascade) { inert.append(name) }
            // Only a property SVG has an attribute for is ever "written as an attribute".
            else if SVGProperties.presentationAttributes.contains(name) { drawing.append(name) }
            else if InertProperty.isBlendOnlyCSSSets(name, declaration.value) { blends.append(name) }
            else { noAttribute.append(name) }
        }
        func list(_ names: [String], _ most: Int) -> String {
            names.prefix(most).joined(separator: ", ") + (names.count > most ? ", …" : "")
        }
        var parts: [String] = []
        if !drawing.isEmpty { parts.append("write " + list(drawing.map { "\($0)=\"…\"" }, 4) + " as attributes") }
        if !noAttribute.isEmpty { parts.append("SVG has no attribute for " + list(noAttribute, 3) + ", and the app ignores \(noAttribute.count == 1 ? "it" : "them"): remove \(noAttribute.count == 1 ? "it" : "them") in the editor") }
        if !blends.isEmpty { parts.append("SVG has no attribute for " + list(blends, 2) + ", so it stays in the style: svg.editor-drawing says what the editor blends") }
        if !inert.isEmpty { parts.append(list(inert, 3) + " draw\(inert.count == 1 ? "s" : "") nothing and can go") }
        return parts.joined(separator: "; ") + (drawing.isEmpty ? "" : "; " + how)
    }

    /// `name="value"`, the value shortened, as a message quotes an attribute.
    static func written(_ attribute: SVGAttribute) -> String {
        "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\""
    }

    /// A property outside the profile, written as an attribute or set in CSS (`described`).
    static func unsupportedMessage(_ described: String, on element: SVGElement) -> String {
        "\(described) on <\(element.qualifiedName)> is not in the supported SVG profile; the app ignores it"
    }

    /// What to do with a property outside the profile: the editor's advice, or remove it.
    static func removeHint(_ attribute: SVGAttribute, program: EditorProgram?) -> String {
        advice(attribute.qualifiedName, program: program) ?? "remove it; see `packtool explain \(CheckID.svgProfileAttribute)` for what each element may carry"
    }

    /// A paint that is a gradient or pattern, written as an attribute or set in CSS (`described`).
    static func paintServerMessage(_ described: String, on element: SVGElement) -> String {
        "\(described) on <\(element.qualifiedName)> paints with a gradient or pattern, which the app does not draw"
    }

    static func solidColourHint(_ attribute: SVGAttribute) -> String {
        "use one solid colour, e.g. \(attribute.qualifiedName)=\"#000\""
    }

    /// What the app does with content an editor hid: it draws it.
    static func hiddenMessage(_ attribute: SVGAttribute, on element: SVGElement) -> String {
        let inside = element.descendantCount
        let what = inside > 0 ? "this <\(element.qualifiedName)> and the \(inside) element\(inside == 1 ? "" : "s") inside" : "this <\(element.qualifiedName)>"
        return "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" hides <\(element.qualifiedName)> in editors and browsers, but the app does not honour display or visibility: it DRAWS \(what)"
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        var findings: [Finding<Code>] = []
        for svg in subject.svgRoots where svg.file.roles.has(attribute: .unsupported) || svg.file.roles.has(attribute: .paintReference) || svg.file.roles.has(attribute: .hidden) {
            let file = svg.file, document = svg.document, root = svg.root
            var groups = FindingGroups<Code>()
            let cascade = document.cascade
            // What of the sheet fix cannot move (style-to-attributes' own rule), asked
            // the first time a style or a class is met: then fix leaves every style.
            var knownBlocker: SVGStyleMove.Unmovable??
            func sheetBlocker() -> SVGStyleMove.Unmovable? {
                if let knownBlocker { return knownBlocker }
                let found = SVGStyleMove.sheetBlocker(root, cascade: cascade)
                knownBlocker = .some(found)
                return found
            }
            var layers = UnstrokedShapes(document: document)
            for item in file.classified {
                let element = item.element
                for (attribute, role) in item.attributes {
                    switch role {
                    case .unsupported where attribute.localName == "paint-order" && attribute.namespaceURI == nil && layers.paintOrderDrawsNothing(on: element):
                        // One layer painted orders nothing: svg.draws-nothing says so.
                        continue
                    case .unsupported:
                        // A style or class holding what fix does not move stays after fix:
                        // its hint promises nothing, and says what to do by hand.
                        let name = attribute.qualifiedName
                        let blocker = name == "style" || name == "class" ? sheetBlocker() : nil
                        if blocker != nil || (name == "style" && !SVGStyleMove.resolves(style: attribute, on: element, cascade: cascade)) {
                            groups.notFixable("@" + name)
                        }
                        if name == "clip-path" || name == "mask" {
                            // Fix removes a clip or mask that cuts nothing (no-op-clips).
                            if !document.derived.clipRemovedAsNoOp(attribute, on: element, root: root, in: document) { groups.notFixable("@" + name) }
                        }
                        groups.add(.unsupportedAttribute, subject: "@" + name, position: attribute.position,
                                   message: Self.unsupportedMessage("attribute " + Self.written(attribute), on: element),
                                   hint: name == "style" ? Self.styleHint(attribute, on: element, cascade: cascade, program: file.program)
                                       : blocker.map { $0.advice(file.program) } ?? Self.removeHint(attribute, program: file.program))
                    case .paintReference:
                        groups.add(.paintServer, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: Self.paintServerMessage(Self.written(attribute), on: element), hint: Self.solidColourHint(attribute))
                    case .hidden:
                        groups.add(.hiddenContent, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: Self.hiddenMessage(attribute, on: element),
                                   hint: EditorProgram.hint("delete the hidden <\(element.qualifiedName)> itself (with what is inside) if it should not be seen: removing only \(attribute.qualifiedName)=\"…\" would show it everywhere", .deleteHidden, for: file.program))
                    case .allowed, .security, .editorMetadata, .drawsNothing, .editorOnly:
                        continue
                    }
                }
                // What CSS sets, judged as the attribute fix will write: the same finding
                // before fix as after it.
                for (attribute, role) in item.cssAttributes {
                    let written = "\(attribute.qualifiedName): \(SVGSecurity.shorten(attribute.value)) (set in CSS)"
                    switch role {
                    case .paintReference:
                        groups.add(.paintServer, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: Self.paintServerMessage(written, on: element), hint: Self.solidColourHint(attribute))
                    case .unsupported where attribute.localName == "paint-order" && layers.paintOrderDrawsNothing(on: element):
                        // As written as an attribute: it orders nothing; the style that
                        // holds it is reported, and fix moves it out and drops it.
                        continue
                    case .unsupported:
                        // A clip or mask set in CSS: fix removes only those written as attributes.
                        groups.notFixable("@" + attribute.qualifiedName)
                        groups.add(.unsupportedAttribute, subject: "@" + attribute.qualifiedName, position: attribute.position,
                                   message: Self.unsupportedMessage(written, on: element), hint: Self.removeHint(attribute, program: file.program))
                    case .allowed, .security, .editorMetadata, .drawsNothing, .hidden, .editorOnly:
                        continue
                    }
                }
            }
            findings += groups.findings(file: file.name)
        }
        return findings
    }
}
