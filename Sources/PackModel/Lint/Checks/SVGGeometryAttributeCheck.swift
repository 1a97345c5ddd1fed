extension CheckID {
    public static let svgGeometryAttribute = CheckID(declaring: "svg.geometry-attribute")
}

struct SVGGeometryAttributeCheck: LintCheck {
    enum Code: String, MessageCode {
        case notANumber = "not-a-number"
        case negative
        case oddCoordinates = "odd-coordinates"
        case invalidTransform = "invalid-transform"
    }
    /// Attributes holding one length, by element.
    static let lengths: [String: [String]] = [
        "rect": ["x", "y", "width", "height", "rx", "ry"],
        "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"],
        "line": ["x1", "y1", "x2", "y2"],
    ]
    /// What is checked on each element: its `lengths` and `stroke-width`, which any
    /// drawing element may carry (built once, not per element; looked up per element).
    static let checkedLengths = NameTable(lengths.mapValues { $0 + strokeWidth })
    static let strokeWidth = ["stroke-width"]

    /// Lengths that must not be negative.
    static let nonNegative: Set<String> = ["width", "height", "r", "rx", "ry", "stroke-width"]

    let info = CheckInfo(
        id: .svgGeometryAttribute,
        severity: .error,
        codes: Code.self,
        summary: "shape sizes, points, stroke widths and transforms are valid numbers",
        rationale: """
        A rect, circle, ellipse or line with a size that is not a plain number, a \
        negative width or radius, a polygon whose points do not pair up, or a transform \
        that does not parse is not drawn as intended: renderers skip the shape or the \
        transform. Units like mm or % depend on things a native renderer does not know; \
        use plain numbers in viewBox units.
        """,
        triggering: [
            .svg(SVGExample.glyph(#"<rect x="10" y="10" width="40↓mm" height="60"/>"#), fires: Code.notANumber, note: "a unit"),
            .svg(SVGExample.glyph(#"<circle cx="30" cy="40" r="↓-5"/>"#), fires: Code.negative, note: "a negative radius"),
            .svg(SVGExample.glyph(#"<polygon points="10 10 50 10 30↓"/>"#), fires: Code.oddCoordinates, note: "an odd number of coordinates"),
            .svg(SVGExample.glyph(#"<g transform="rotate(45↓deg)">"# + SVGExample.digit + "</g>"), fires: Code.invalidTransform,
                 note: "a transform that does not parse"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" stroke="#000" stroke-width="1↓pt"/>"##), fires: Code.notANumber,
                 note: "a stroke width in pt where a stroke is painted"),
            .svg(SVGExample.glyph(##"<defs><path id="p" d="M10 5H50V75H10Z"/></defs><use href="#p" stroke="#000" stroke-width="2↓pt"/>"##), fires: Code.notANumber,
                 note: "on a clone fix expands: judged as the group it becomes (g/@stroke-width), before fix as after"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" stroke-width="0.75pt"/>"##),
                 note: "a stroke width in pt on a shape with no stroke draws nothing: svg.draws-nothing reports it"),
            .svg(SVGExample.glyph(##"<rect x="10" y="10" width="40px" height="60" rx="2"/><polyline points="1,2 3,4" stroke="#000" stroke-width="2"/><g transform="matrix(1 0 0 1 0 0) rotate(-5, 30 40) skewX(2)"><line x1="0" y1="0" x2="5" y2="5" stroke="#000"/></g>"##)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // One list for the pack, not one a file joined after (an allocation a file).
        var findings: [Finding<Code>] = []
        for svg in subject.svgRoots {
            let file = svg.file, document = svg.document
            func report(_ code: Code, _ attribute: SVGAttribute, on element: SVGElement, _ error: PathDataError, what: String, clone: Bool = false) {
                // A clone fix expands is judged as the group it becomes, under the group's
                // subject (the finding is the same before fix as after), named as written.
                findings.append(Finding(code, file: file.name, position: document.position(inValueOf: attribute, offset: error.offset),
                                        subject: element.subject(attribute, drawnAs: clone ? CloneExpansion.groupName : nil),
                                        message: "\(attribute.qualifiedName)=\"\(SVGSecurity.shorten(attribute.value))\" on <\(element.qualifiedName)>\(clone ? " (the group fix writes for this clone)" : "") is not \(what): \(error.message)",
                                        hint: "write \(what) in viewBox units, e.g. \(attribute.qualifiedName)=\"\(Self.example(attribute.qualifiedName))\""))
            }
            var unstroked = UnstrokedShapes(document: document)
            // A file with no clone skips the loop.
            if file.roles.has(.clone) {
                file.forEachClassified(.clone) { element in
                    // What the group carries: the use's stroke width (a group is no shape, so
                    // a unit there is reported whatever the content strokes) and transform.
                    if let attribute = element.attribute("stroke-width", known: KnownName.strokeWidth), case .failure(let error) = Length.parse(attribute.value) {
                        report(.notANumber, attribute, on: element, error, what: "a number", clone: true)
                    }
                    if let attribute = element.attribute("transform", known: KnownName.transform), case .failure(let error) = AffineTransform.parse(attribute.value) {
                        report(.invalidTransform, attribute, on: element, error, what: "a transform list", clone: true)
                    }
                }
            }
            file.forEachClassified(.supported) { element in
                for name in Self.checkedLengths[element.localName] ?? Self.strokeWidth {
                    guard let attribute = element.attribute(name) else { continue }
                    switch Length.parse(attribute.value) {
                    // A stroke width where no stroke is painted draws nothing, whatever its unit:
                    // svg.draws-nothing reports it, and fix removes it.
                    case .failure where name == "stroke-width" && unstroked.paintsNoStroke(element): continue
                    case .failure(let error): report(.notANumber, attribute, on: element, error, what: "a number")
                    case .success(let value) where value < 0 && Self.nonNegative.contains(name):
                        report(.negative, attribute, on: element, PathDataError(offset: 0, message: "it is negative, so the shape is not drawn"), what: "a positive number")
                    case .success: continue
                    }
                }
                if element.localName == "polyline" || element.localName == "polygon", let attribute = element.attribute("points", known: KnownName.points) {
                    switch NumberList.parse(attribute.value) {
                    case .failure(let error): report(.notANumber, attribute, on: element, error, what: "a list of x,y pairs")
                    case .success(let numbers) where numbers.count % 2 == 1:
                        report(.oddCoordinates, attribute, on: element, PathDataError(offset: attribute.value.count, message: "it has \(numbers.count) numbers; the last x has no y"), what: "a list of x,y pairs")
                    case .success: break
                    }
                }
                if let attribute = element.attribute("transform", known: KnownName.transform), case .failure(let error) = AffineTransform.parse(attribute.value) {
                    report(.invalidTransform, attribute, on: element, error, what: "a transform list")
                }
            }
        }
        return findings
    }

    static func example(_ name: String) -> String {
        switch name {
        case "points": "10,10 50,10 30,70"
        case "transform": "translate(5 0) rotate(45 30 40)"
        default: "10"
        }
    }
}
