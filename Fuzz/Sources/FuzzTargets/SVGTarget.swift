import PackModel

/// Harness 1: the SVG reader and everything measured from the parsed tree (path data,
/// transforms, lengths, viewBox, ink bounds), and the preview's filter, whose output is
/// then read back and must hold nothing the profile forbids.
public enum SVGTarget {
    public static func run(_ bytes: [UInt8]) {
        let document = SVGDocument(bytes: bytes)
        for problem in document.problems { _ = problem.description }
        guard let root = document.root else { return }
        // The app's drawing's ink (lint's, read as fix writes the file, is the lint harness's).
        _ = InkMeasurement(root: root).bounds
        root.forEachElement { element, _ in
            _ = element.text
            for attribute in element.attributes {
                switch attribute.localName {
                case "d":
                    if let error = document.pathDataError(attribute) {
                        _ = document.position(inValueOf: attribute, offset: error.offset)
                    }
                    _ = PathData(attribute.value).segments.count
                case "transform", "gradientTransform", "patternTransform":
                    _ = AffineTransform.parse(attribute.value)
                case "viewBox":
                    if case .success(let box) = ViewBox.parse(attribute.value) {
                        _ = box.description
                        _ = box.fitted(in: .standard)
                    }
                default:
                    _ = document.position(inValueOf: attribute, offset: attribute.value.utf8.count)
                }
            }
        }
        PreviewOracle.check(document)
    }
}

/// What the preview embeds from a glyph must itself be a well-formed drawing inside the
/// supported profile: no script, no handler, no link, nothing outside the SVG namespace.
enum PreviewOracle {
    static func check(_ document: SVGDocument) {
        let safe = SafeGlyph(drawing: document, box: .standard)
        let markup = safe.markup(idPrefix: "fz-")
        let wrapped = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + markup + "</svg>"
        let reread = SVGDocument(string: wrapped, limits: .init(maximumBytes: .max, maximumDepth: .max, maximumElements: .max))
        guard let root = reread.root else {
            fatalError("the preview's copy of a glyph does not parse: \(reread.problems) in \(wrapped.prefix(2000))")
        }
        root.forEachElement { element, _ in
            precondition(element.namespaceURI == SVGDocument.svgNamespace, "preview copied a foreign element <\(element.qualifiedName)>")
            precondition(element === root || SVGProfile.allows(element: element.localName), "preview copied <\(element.localName)>")
            for attribute in element.attributes where attribute.namespaceURI != SVGDocument.xmlnsNamespace {
                let name = attribute.qualifiedName.lowercased()
                precondition(!name.hasPrefix("on"), "preview copied a handler \(name)")
                precondition(!name.hasSuffix("href"), "preview copied a link \(name)")
                precondition(SVGProfile.isSafePaint(attribute.value), "preview copied \(name)=\"\(attribute.value)\"")
            }
        }
    }
}
