/// When a `<use>` draws exactly what a group in its place would: SVG draws a clone of a
/// shape or a group as a `<g>` carrying the use's attributes and `transform="T
/// translate(x y)"`, holding a copy of what it points at (which inherits from the use,
/// as the copy inherits from the group). The drawing (`DrawingResolver`) describes such
/// a clone as that group, and `packtool fix` writes it so, by this one rule; a clone of
/// a symbol or an svg (a new viewport), of text or of anything holding a definition or
/// another clone is left as it is.
enum CloneExpansion {
    /// What may be inside a target: shapes and groups of them, nothing that needs an id.
    static let expandableElements: Set<String> = SVGProfile.shapeElements.union(["g"])
    /// What a clone fix expands is drawn as, and written as: a group. Lint judges the
    /// use's attributes as this element's (roles, subjects), the drawings read it so.
    static let groupName = "g"
    /// The use's attributes that the group does not keep (the reference and the offset).
    static let droppedAttributes: Set<String> = ["x", "y", "width", "height", "href"]

    /// The element a clone draws, when the clone can be a group: it is an SVG `<use>`
    /// with no content of its own, a plain number (or none) for x and y, a transform
    /// that reads, pointing at a shape or a group of shapes in the SVG namespace.
    static func target(of use: SVGElement, ids: [String: SVGElement], plain: Set<ObjectIdentifier>) -> SVGElement? {
        guard use.localName == "use", use.namespaceURI == SVGDocument.svgNamespace, use.elementChildren.isEmpty,
              let href = use.attributes.first(where: SVGReference.isLink), let id = SVGReference.linkID(href.value),
              let target = ids[id], target !== use, plain.contains(ObjectIdentifier(target)), offset(use) != nil else { return nil }
        if let transform = use.attribute("transform"), (try? AffineTransform.parse(transform.value).get()) == nil { return nil }
        return target
    }

    /// The elements that are shapes, or groups holding only such (in the SVG namespace):
    /// what a clone may be expanded to. One pass over the file, so asking per clone costs
    /// nothing however many clones point at a large group.
    static func plainSubtrees(_ root: SVGElement) -> Set<ObjectIdentifier> {
        var result = Set<ObjectIdentifier>()
        func visit(_ element: SVGElement, depth: Int) -> Bool {
            let deepest = PackPolicy.standard.maximumSVGTreeWalkDepth
            var plain = element.namespaceURI == SVGDocument.svgNamespace && expandableElements.contains(element.localName) && depth < deepest
            if depth < deepest {
                for child in element.elementChildren where !visit(child, depth: depth + 1) { plain = false }
            }
            if plain { result.insert(ObjectIdentifier(element)) }
            return plain
        }
        _ = visit(root, depth: 0)
        return result
    }

    /// x and y as written, each nil when absent or zero; nil altogether when one is not
    /// a plain number (a unit or a percentage would need the viewport).
    static func offset(_ use: SVGElement) -> (x: String?, y: String?)? {
        func plain(_ name: String) -> String?? {
            guard let attribute = use.attributes.first(where: { $0.localName == name && $0.namespaceURI == nil }) else { return .some(nil) }
            let text = attribute.value.trimmingCSSWhitespace
            guard let value = Double(text), value.isFinite else { return nil }
            return .some(value == 0 ? nil : text)
        }
        guard let x = plain("x"), let y = plain("y") else { return nil }
        return (x, y)
    }

    /// The group's transform: the use's, then the translation by x and y; nil when
    /// there is neither.
    static func transform(of use: SVGElement) -> String? {
        let own = use.attribute("transform").map { $0.value.trimmingCSSWhitespace }.flatMap { $0.isEmpty ? nil : $0 }
        guard let offset = offset(use) else { return own }
        let translate = offset.x == nil && offset.y == nil ? nil : "translate(\(offset.x ?? "0") \(offset.y ?? "0"))"
        switch (own, translate) {
        case (nil, nil): return nil
        case (let own?, nil): return own
        case (nil, let translate?): return translate
        case (let own?, let translate?): return own + " " + translate
        }
    }
}

extension CloneExpansion {
    /// The clones of one file as lint's drawings see through them: for each `<use>` fix
    /// expands into a group, the element the group holds (by `target(of:ids:plain:)`,
    /// the rule fix and the proof use). The ids and plain subtrees are read on the first
    /// clone asked about, so a file without one costs nothing. One per document
    /// (`SVGDocument.clones`), shared by the ink measurement, `svg.pale-ink` and lint's
    /// classification, so the ids are read once per file however many ask.
    final class Lookup: @unchecked Sendable {
        private let root: SVGElement
        /// The document's results when the lookup is shared (`DerivedResults`, which
        /// keeps the lookup and outlives every use of it; its lock guards `known`); none
        /// for a lookup of one caller's. Unowned: the results hold the lookup, so a strong
        /// reference back would keep both forever.
        private unowned let results: DerivedResults?
        private var known: (ids: [String: SVGElement], plain: Set<ObjectIdentifier>)?

        init(_ root: SVGElement, sharedBy results: DerivedResults? = nil) {
            self.root = root
            self.results = results
        }

        func target(of use: SVGElement) -> SVGElement? {
            guard use.localName == "use", use.namespaceURI == SVGDocument.svgNamespace else { return nil }
            let found = results.map { $0.withLock(targets) } ?? targets()
            return CloneExpansion.target(of: use, ids: found.ids, plain: found.plain)
        }

        private func targets() -> (ids: [String: SVGElement], plain: Set<ObjectIdentifier>) {
            if let known { return known }
            let made = (SVGReferences.targets(root), CloneExpansion.plainSubtrees(root))
            known = made
            return made
        }
    }

    /// Whether the group a clone becomes keeps this attribute of the use (not the
    /// reference, x, y, width or height; the transform it keeps, with the offset added).
    static func keepsAttribute(_ attribute: SVGAttribute) -> Bool {
        if SVGReference.isLink(attribute) { return false }
        return attribute.namespaceURI != nil || !droppedAttributes.contains(attribute.localName)
    }
}
