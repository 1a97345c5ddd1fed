extension CheckID {
    public static let svgProfileElement = CheckID(declaring: "svg.profile-element")
}

struct SVGProfileElementCheck: LintCheck {
    enum Code: String, MessageCode {
        case unsupportedElement = "unsupported-element"
    }
    let info = CheckInfo(
        id: .svgProfileElement,
        severity: .error,
        codes: Code.self,
        summary: "each SVG uses only the elements of the supported profile",
        rationale: """
        The app draws glyphs with a native path renderer, not a browser. It draws svg, \
        g, path, rect, circle, ellipse, line, polyline and polygon (title and desc are \
        kept as text for people); anything else — clones (use), gradients, clip paths, \
        masks, filters, markers, style sheets, animation — is silently skipped, so the \
        glyph on the device differs from what the editor showed. Each unsupported \
        element is named once, with what is inside it. (Text, editor metadata and \
        unsafe elements have checks of their own.)
        """,
        triggering: [
            .svg(SVGExample.glyph(##"↓<defs><path id="a" d="M10 5H50V75H10Z"/></defs>↓<use href="#a"/>"##),
                 fires: Code.unsupportedElement, Code.unsupportedElement, note: "a clone and the non-empty defs it points into"),
            .svg(SVGExample.glyph(#"↓<linearGradient id="g"><stop offset="0"/></linearGradient>"# + SVGExample.digit), fires: Code.unsupportedElement,
                 note: "a gradient"),
            .svg(SVGExample.glyph("↓<style>path { fill: red }</style>" + SVGExample.digit), fires: Code.unsupportedElement, note: "a style sheet"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph("<title>zero</title><desc>the digit 0</desc><defs/><g>" + SVGExample.digit + #"<circle cx="30" cy="40" r="5"/></g>"#),
                 note: "an empty defs, as editors write, is accepted"),
            .svg(SVGExample.glyph(#"<text x="10" y="40">0</text>"#), note: "text is svg.text's"),
        ])

    /// What to do about the unsupported elements artists meet most, in the program that
    /// wrote the file when known.
    static func advice(_ name: String, program: EditorProgram?) -> String? {
        switch name {
        case "use": EditorProgram.hint("clones are not drawn: unlink them so each is a real path", .unlinkClone, for: program)
        case "clipPath": EditorProgram.hint("clipping is not applied: release the clip and cut the shapes instead", .releaseClip, for: program)
        case "mask": EditorProgram.hint("masks are not applied: release the mask and cut the shapes instead", .releaseMask, for: program)
        case "style": EditorProgram.hint("style sheets are not applied: set fill and stroke as attributes", .presentationAttributes, for: program)
        default: advice[name]
        }
    }

    /// The rest, the same whatever program wrote the file.
    static let advice: [String: String] = [
        "symbol": "symbols are drawn only through use: unlink the clones into real paths",
        "defs": "the app draws nothing from defs: replace each reference with what it points at (a shape for use, a solid colour for a gradient, cut shapes for a clip), then delete defs",
        "linearGradient": "gradients are not drawn: use one solid fill colour",
        "radialGradient": "gradients are not drawn: use one solid fill colour",
        "pattern": "patterns are not drawn: use one solid fill colour",
        "filter": "filters (blur, shadow) are not drawn: remove the filter",
        "marker": "markers are not drawn: convert the strokes that carry them to paths",
        "a": "links do nothing in a glyph: ungroup the link (keep its content) and remove it",
        "switch": "switch is not evaluated: keep only the content meant to be drawn",
        "animate": "animation is not played: remove it",
        "animateTransform": "animation is not played: remove it",
        "animateMotion": "animation is not played: remove it",
        "set": "animation is not played: remove it",
    ]

    /// What a `<defs>` others refer into holds, and who uses it.
    static func defsMessage(_ element: SVGElement, uses: [SVGReferences.Use]) -> String {
        let first = uses[0]
        let how = first.attribute.map { "\($0.qualifiedName)=\"\(SVGSecurity.shorten($0.value))\" on <\(first.element.qualifiedName)> at \($0.position)" }
            ?? "the style sheet at \(first.element.position)"
        let more = uses.count > 1 ? " and \(uses.count - 1) more reference\(uses.count == 2 ? "" : "s")" : ""
        return "<defs> holds \(SVGDrawsNothingCheck.contents(of: element)), used by \(how)\(more); the app does not follow references, so what uses it is drawn without it"
    }

    /// Whether `packtool fix` leaves no clone in the file for this check to report: the
    /// fixer itself is asked (`LintFixer.rewrittenBytes`), on these very bytes, so the
    /// promise holds exactly where fix expands the clones (whether a clone can go depends
    /// on everything else that run does, and on the proof). Only a file with a clone pays
    /// for it; with no fixer, fix is promised nothing.
    static func fixExpandsEveryClone(_ document: SVGDocument, fixer: (any LintFixer)?) -> Bool {
        guard let fixed = fixer?.rewrittenBytes(of: document.source) else { return false }
        let after = SVGDocument(bytes: fixed)
        guard let root = after.root, root.isSVGRoot else { return false }
        return !SVGElementRole.classify(root, cascade: after.cascade).contains {
            $0.role == .unsupported && $0.element.localName == "use" && $0.element.namespaceURI == SVGDocument.svgNamespace
        }
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        var findings: [Finding<Code>] = []
        for svg in subject.svgRoots where svg.file.roles.has(.unsupported) {
            let file = svg.file, document = svg.document, root = svg.root
            var groups = FindingGroups<Code>()
            var references: SVGReferences?
            var clonesExpanded: Bool?
            for item in file.classified where item.role == .unsupported {
                let element = item.element
                // A clone's hint names `packtool fix` only where fix expands every clone
                // lint reports in the file (the group is one finding); elsewhere it says
                // what to do by hand.
                if element.localName == "use" && element.namespaceURI == SVGDocument.svgNamespace {
                    let expanded = clonesExpanded ?? Self.fixExpandsEveryClone(document, fixer: subject.fixer)
                    clonesExpanded = expanded
                    if !expanded { groups.notFixable(element.subject) }
                }
                // A definition of clips or masks names fix only where fix removes every
                // use of it as cutting nothing (and then the definition, unused).
                if ["defs", "clipPath", "mask"].contains(element.localName) && element.namespaceURI == SVGDocument.svgNamespace {
                    let found = references ?? SVGReferences(root)
                    references = found
                    if !document.derived.removesEveryUseAsNoOp(of: element, references: found, root: root, in: document) { groups.notFixable(element.subject) }
                }
                // A sheet holding what style-to-attributes cannot move stays after fix
                // (its own rule says so): the hint says what to do by hand.
                var byHand: String?
                if element.localName == "style" && element.namespaceURI == SVGDocument.svgNamespace,
                   let blocker = SVGStyleMove.sheetBlocker(root, cascade: document.cascade) {
                    groups.notFixable(element.subject)
                    byHand = blocker.advice(file.program)
                }
                let message: String
                if element.localName == "defs" {
                    // Classified as unsupported only when something outside uses it.
                    let found = references ?? SVGReferences(file.document!.root!)
                    references = found
                    message = Self.defsMessage(element, uses: found.uses(of: element))
                } else {
                    let inside = element.descendantCount
                    let contents = inside > 0 ? " (with \(inside) element\(inside == 1 ? "" : "s") inside)" : ""
                    message = "<\(element.qualifiedName)>\(contents) is not in the supported SVG profile; the app will not draw it"
                }
                groups.add(.unsupportedElement, subject: element.subject, position: element.position, message: message,
                           hint: byHand ?? Self.advice(element.localName, program: file.program) ?? "remove it, or convert it to plain paths; see `packtool explain \(CheckID.svgProfileElement)` for the profile")
            }
            findings += groups.findings(file: file.name)
        }
        return findings
    }
}
