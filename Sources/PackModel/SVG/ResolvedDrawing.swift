import Foundation

/// What an SVG file draws, as a renderer that honours CSS (a browser, rsvg) sees it:
/// every drawn shape with its geometry as written, its computed fill, stroke, stroke
/// width, opacities and other painting properties after the cascade (`style`
/// attributes, simple `<style>` sheets, presentation attributes, inheritance), under
/// the chain of groups that carry its transforms, opacities, clips, masks and filters.
/// References (`url(#…)`, `href="#…"`) are replaced by what they point at, so two files
/// draw the same when their drawings are equal, whatever their ids, comments, editor
/// data, unused definitions or the way their styles are written.
///
/// This is the proof `packtool fix` gives: the drawing before and after a rewrite
/// must be equal. It is deliberately literal: numbers are compared as written, so a
/// rewrite that reformats a coordinate does not pass.
public struct ResolvedDrawing: Sendable, Hashable {
    /// One drawn element (or, inside a reference, one defined element).
    public struct Node: Sendable, Hashable {
        public let name: String
        /// The attributes that shape what it draws (geometry, transform, references
        /// resolved), as written.
        public let attributes: [String: String]
        /// Computed painting properties that differ from their initial values.
        public let properties: [String: String]
        /// Character data, for text.
        public let text: String
        public let children: [Node]
    }

    /// The root's width, height, preserveAspectRatio and effective viewBox.
    public let viewport: [String: String]
    /// The root's own group node.
    public let content: Node

    public init(document: SVGDocument) {
        self.init(root: document.root ?? SVGElement(localName: "svg", prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: [], children: [], position: .start))
    }

    public init(root: SVGElement) {
        self.init(resolver: DrawingResolver(root: root))
    }

    /// The drawing of the root a resolver was made for (the fixer's planner has one).
    init(resolver: DrawingResolver) {
        let root = resolver.root
        viewport = Self.viewport(of: root)
        content = resolver.node(root, parent: resolver.initialContext, mode: .render, depth: 0)
            ?? Node(name: "svg", attributes: [:], properties: [:], text: "", children: [])
        isComplete = !resolver.budget.exhausted
    }

    /// False when references multiply the drawing past `DrawingResolver.Budget.limit`
    /// nodes (clones of clones: a few kilobytes can describe billions of shapes). Such a
    /// drawing proves nothing, and the fixer leaves its file alone.
    public let isComplete: Bool

    /// The first way `other` draws differently from this drawing, in words; nil when
    /// the two are equal.
    public func difference(from other: ResolvedDrawing) -> String? {
        for key in Set(viewport.keys).union(other.viewport.keys).sorted() where viewport[key] != other.viewport[key] {
            return "the root's \(key) changed from \(viewport[key].map { "\"\($0)\"" } ?? "nothing") to \(other.viewport[key].map { "\"\($0)\"" } ?? "nothing")"
        }
        return Self.difference(content, other.content, path: "<svg>")
    }

    private static func difference(_ lhs: Node, _ rhs: Node, path: String) -> String? {
        if lhs == rhs { return nil }
        if lhs.name != rhs.name { return "\(path): <\(lhs.name)> became <\(rhs.name)>" }
        for key in Set(lhs.attributes.keys).union(rhs.attributes.keys).sorted() where lhs.attributes[key] != rhs.attributes[key] {
            return "\(path): \(key) changed from \(lhs.attributes[key].map { "\"\(SVGSecurity.shorten($0))\"" } ?? "nothing") to \(rhs.attributes[key].map { "\"\(SVGSecurity.shorten($0))\"" } ?? "nothing")"
        }
        for key in Set(lhs.properties.keys).union(rhs.properties.keys).sorted() where lhs.properties[key] != rhs.properties[key] {
            return "\(path): \(key) changed from \(lhs.properties[key].map { "\"\(SVGSecurity.shorten($0))\"" } ?? "its initial value") to \(rhs.properties[key].map { "\"\(SVGSecurity.shorten($0))\"" } ?? "its initial value")"
        }
        if lhs.text != rhs.text { return "\(path): its text changed" }
        for (index, (left, right)) in zip(lhs.children, rhs.children).enumerated() {
            if let found = difference(left, right, path: "\(path) > <\(left.name)> #\(index + 1)") { return found }
        }
        return "\(path): \(lhs.children.count) drawn children became \(rhs.children.count)"
    }

    static func viewport(of root: SVGElement) -> [String: String] {
        var result: [String: String] = [:]
        let width = root["width"]?.trimmingCSSWhitespace
        let height = root["height"]?.trimmingCSSWhitespace
        result["width"] = width
        result["height"] = height
        result["preserveAspectRatio"] = root["preserveAspectRatio"]?.trimmingCSSWhitespace
        if let text = root["viewBox"] {
            result["viewBox"] = (try? ViewBox.parse(text).get()).map { "\($0.minX) \($0.minY) \($0.width) \($0.height)" } ?? "unreadable \(text)"
        } else if let width = width.flatMap(pixels), let height = height.flatMap(pixels) {
            result["viewBox"] = "0.0 0.0 \(width) \(height)"
        }
        return result
    }

    /// A width or height in user units (`ViewBox.userUnits`, the rule the viewBox
    /// rewrite writes by): a plain number, or one in `px` or another absolute unit.
    static func pixels(_ text: String) -> Double? {
        ViewBox.userUnits(text).flatMap(Double.init)
    }
}

/// Builds a `ResolvedDrawing`'s nodes; the fixer asks it whether a clip cuts anything,
/// so the rewrite and the proof judge clips by one rule.
struct DrawingResolver {
    enum Mode { case render, clip, definition }

    let cascade: SVGCascade
    /// The first element with each id.
    let ids: [String: SVGElement]
    /// Each element's computed values, worked out down its ancestors when first asked.
    let contexts: ComputedContexts
    let root: SVGElement
    /// What a clone may be expanded to (`CloneExpansion.plainSubtrees`), worked out when
    /// the first clone is met (most files have none).
    var plainSubtrees: Set<ObjectIdentifier> {
        if let known = memo.plainSubtrees { return known }
        let found = CloneExpansion.plainSubtrees(root)
        memo.plainSubtrees = found
        return found
    }

    /// What the resolver works out only when first asked.
    final class Memo: @unchecked Sendable {
        var plainSubtrees: Set<ObjectIdentifier>?
    }

    let memo = Memo()
    /// Each element's parent (`SVGParents`): the document's when the resolver was made
    /// with the document `root` was read from (shared with lint's checks), else found
    /// when first asked.
    var parents: SVGParents { contexts.parents }
    let initialContext = Context(values: [:])

    /// Computed values of every property at one element.
    struct Context {
        var values: [String: String]
        func value(_ name: String) -> String { values[name] ?? SVGProperties.initial(name) ?? "" }
        /// A colour as written, `currentColor` read as the computed `color`.
        func resolvingCurrentColor(_ written: String) -> String {
            SVGProperties.keyword(written, is: "currentcolor") ? value("color") : written
        }
    }

    static let notRendered: Set<String> = [
        "defs", "clipPath", "mask", "marker", "pattern", "symbol", "linearGradient", "radialGradient", "filter", "style", "script",
        "title", "desc", "metadata", "solidColor", "solidcolor",
    ]
    static let containers: Set<String> = ["svg", "g", "a", "switch"]
    static let drawnDefinitions: Set<String> = ["mask", "pattern", "marker", "symbol"]
    static let textElements: Set<String> = ["text", "tspan", "textPath", "tref"]
    static let shapeProperties: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin",
        "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "marker-start", "marker-mid", "marker-end", "paint-order",
        "shape-rendering", "vector-effect",
    ]
    static let groupEffects: Set<String> = ["opacity", "clip-path", "mask", "filter", "mix-blend-mode", "isolation", "transform-origin"]
    static let clipProperties: Set<String> = ["clip-rule", "clip-path"]
    static let colorProperties: Set<String> = ["fill", "stroke", "stop-color", "flood-color", "lighting-color"]
    /// Attributes that say nothing about what is drawn.
    static let ignoredAttributes: Set<String> = ["id", "class", "style", "version", "baseProfile", "role", "focusable", "tabindex", "lang", "xml:lang"]

    /// The part of the root's user space a renderer shows: the viewBox, when the width
    /// and height have its proportions (otherwise a renderer may show more of the
    /// plane beside it, and nothing is known).
    var shownArea: Rect? {
        guard let width = root["width"].flatMap(ResolvedDrawing.pixels), let height = root["height"].flatMap(ResolvedDrawing.pixels),
              width > 0, height > 0 else { return nil }
        // Without a viewBox a user unit is a pixel from the origin: the same area the
        // viewBox fix writes from the size shows (else a clip would become a no-op only
        // on fix's second run; found by the fix fuzz harness).
        guard let text = root["viewBox"] else { return Rect(minX: 0, minY: 0, maxX: width, maxY: height) }
        guard let box = try? ViewBox.parse(text).get(),
              box.width > 0, box.height > 0, abs(width / height - box.width / box.height) < 1e-9 else { return nil }
        return Rect(minX: box.minX, minY: box.minY, maxX: box.minX + box.width, maxY: box.minY + box.height)
    }

    /// The part of an element's user space (its own transform included, which its clip
    /// path is drawn in) a renderer may show: `shownArea` carried back through every
    /// transform up to the root, as a box (around it, where a transform turns it).
    /// Nil under a nested svg, a transform on the root, one set in CSS, or one that
    /// does not read or cannot be undone.
    func shownArea(around element: SVGElement) -> Rect? {
        guard let shown = shownArea else { return nil }
        var toRoot = AffineTransform.identity
        let parents = parents
        var current: SVGElement? = element
        while let node = current {
            let parent = parents.parent(of: node)
            if parent != nil && node.localName == "svg" { return nil }
            if let text = node["transform"] {
                guard parent != nil, let parsed = try? AffineTransform.parse(text).get() else { return nil }
                toRoot = parsed.concatenating(toRoot)
            }
            if cascade.specified(node, presentation: false)["transform"] != nil { return nil }
            current = parent
        }
        if toRoot == .identity { return shown }
        guard let back = toRoot.inverted else { return nil }
        var result = Rect(back.apply(Point(shown.minX, shown.minY)))
        for corner in [Point(shown.maxX, shown.minY), Point(shown.maxX, shown.maxY), Point(shown.minX, shown.maxY)] { result.include(back.apply(corner)) }
        return result
    }

    /// Whether a shape with these computed values paints no stroke and no markers: then
    /// its stroke width changes nothing in either drawing (it sizes only the stroke and,
    /// through `markerUnits`, markers), whatever is written there, `1pt` included.
    static func paintsNoStroke(_ context: Context) -> Bool {
        ["stroke", "marker-start", "marker-mid", "marker-end"].allSatisfy { context.value($0).trimmingCSSWhitespace.lowercased() == "none" }
    }

    /// Paint order changes a shape only when it paints two of fill, stroke and markers.
    /// A fill or stroke at opacity 0 (Inkscape's `fill-opacity:0` under `paint-order:
    /// stroke fill markers`, Boxy's on a line) paints nothing, nor does a line's fill
    /// (a line encloses no area), so the order of what is left is no order. `shape`: the
    /// element's local name.
    ///
    /// Nor does the order of a fill and a stroke in one solid colour, with no markers
    /// (Inkscape's `paint-order:stroke fill markers` on a shape filled and stroked black):
    /// painting colour C at opacity a over C at opacity b gives C at a + b − ab over what
    /// was below, the same either way round, whatever the two opacities and the
    /// anti-aliased edges' coverage.
    static func paintOrderMatters(_ context: Context, shape: String) -> Bool {
        let fills = shape != "line" && !SVGProperties.keyword(context.value("fill"), is: "none") && !isTransparent(context.value("fill-opacity"))
        let strokes = !SVGProperties.keyword(context.value("stroke"), is: "none") && !isTransparent(context.value("stroke-opacity"))
        var layers = (fills ? 1 : 0) + (strokes ? 1 : 0)
        for marker in ["marker-start", "marker-mid", "marker-end"] where !SVGProperties.keyword(context.value(marker), is: "none") { layers += 1 }
        guard layers > 1 else { return false }
        return !(layers == 2 && fills && strokes && paintsOneSolidColour(context))
    }

    /// Whether the fill and the stroke are the same solid colour (`currentColor` read
    /// as the computed `color`); a gradient, a pattern or a colour the reader does not
    /// know is not.
    static func paintsOneSolidColour(_ context: Context) -> Bool {
        func colour(_ name: String) -> [Double]? { SVGColour.rgb(context.resolvingCurrentColor(context.value(name))) }
        guard let fill = colour("fill") else { return false }
        return colour("stroke") == fill
    }

    /// Whether an opacity as written (`0`, `0.0`, `-1`, `0%`) is 0 once clamped: what it
    /// applies to paints nothing. A value that does not read is not. Read by the ink's
    /// one opacity reader (`InkMeasurement.Style.fraction`).
    static func isTransparent(_ opacity: String) -> Bool {
        InkMeasurement.Style.fraction(opacity) == 0
    }

    /// `document`: the one `root` was read from, when the caller has it: its cascade and
    /// parents are then the document's, read once for lint's checks and every resolver.
    /// `ids`: the root's `SVGReferences.targets`, when the caller has found them already.
    init(root: SVGElement, document: SVGDocument? = nil, ids: [String: SVGElement]? = nil) {
        let read = document.flatMap { $0.root === root ? $0 : nil }
        contexts = ComputedContexts(root: root, cascade: read?.cascade, parents: read?.parents)
        cascade = contexts.cascade
        self.ids = ids ?? SVGReferences.targets(root)
        self.root = root
    }

    /// The inherited context at `element`: its parent's computed values (the initial ones
    /// at the root, and for an element not in the tree).
    func inherited(at element: SVGElement) -> Context {
        contexts.inherited(at: element)
    }

    /// The computed values at `element`, given its parent's.
    static func compute(_ element: SVGElement, parent: Context, cascade: SVGCascade) -> Context {
        var values: [String: String] = [:]
        for (name, value) in parent.values where SVGProperties.inherited[name] != nil { values[name] = value }
        var specified = cascade.specified(element)
        if let marker = specified["marker"] {
            // The shorthand sets the three, each unless given on its own.
            for name in ["marker-start", "marker-mid", "marker-end"] where specified[name] == nil { specified[name] = marker }
            specified["marker"] = nil
        }
        for (name, value) in specified where !name.hasPrefix("-inkscape-") {
            if value.lowercased() == "inherit" {
                values[name] = parent.values[name]
            } else {
                values[name] = value
            }
        }
        return Context(values: values)
    }

    /// How many nodes one drawing may resolve to, references followed: as many as a file
    /// may have elements (`PackPolicy`); more means clones multiply the file.
    final class Budget: @unchecked Sendable {
        static let limit = PackPolicy.standard.maximumSVGElements
        private(set) var used = 0
        var exhausted: Bool { used > Self.limit }
        func spend() -> Bool {
            used += 1
            return !exhausted
        }
    }

    let budget = Budget()

    /// `shallow`: the element's own node without its children (a group's effects, for
    /// comparing two drawings element by element without resolving each subtree again).
    func node(_ element: SVGElement, parent: Context, mode: Mode, depth: Int, visiting: Set<ObjectIdentifier> = [], shallow: Bool = false) -> ResolvedDrawing.Node? {
        guard element.namespaceURI == SVGDocument.svgNamespace, depth < PackPolicy.standard.maximumSVGDrawingDepth, budget.spend() else { return nil }
        // A clone of shapes is the group `packtool fix` writes in its place (`CloneExpansion`).
        let cloneAsGroup = element.localName == "use" && mode == .render && CloneExpansion.target(of: element, ids: ids, plain: plainSubtrees) != nil
        let name = cloneAsGroup ? CloneExpansion.groupName : element.localName
        let context = Self.compute(element, parent: parent, cascade: cascade)
        // What SVG does not define is drawn by no renderer, nor anything inside it.
        if SVGInertAttribute.isUndefinedElement(element) { return nil }
        if mode != .definition {
            if Self.notRendered.contains(name) { return nil }
            if context.value("display").lowercased() == "none" { return nil }
        }
        var attributes = self.attributes(of: element, depth: depth, visiting: visiting, isRoot: depth == 0 && mode == .render)
        var children: [ResolvedDrawing.Node] = []
        var text = ""
        var wanted: Set<String>
        let isText = Self.textElements.contains(name)
        if isText {
            wanted = Set(context.values.keys)
            text = element.text
        } else if mode == .definition {
            // Gradients, their stops, filters: their own properties and paint.
            wanted = Set(SVGProperties.notInherited.keys).union(Self.shapeProperties).union(["color", "color-interpolation", "color-interpolation-filters", "visibility"])
            text = element.text
        } else if Self.containers.contains(name) {
            wanted = Self.groupEffects
            if name == "svg" && depth > 0 { wanted.formUnion(["overflow", "clip"]) }
        } else if SVGProfile.shapeElements.contains(name) {
            wanted = mode == .clip ? Self.clipProperties.union(["clip-path"]) : Self.shapeProperties.union(Self.groupEffects)
            if mode != .clip && ["hidden", "collapse"].contains(context.value("visibility").lowercased()) { return nil }
            if mode == .clip && ["hidden", "collapse"].contains(context.value("visibility").lowercased()) { wanted.insert("visibility") }
        } else {
            // Images, uses and anything else: everything that could matter.
            wanted = Set(context.values.keys)
            if name == "image" && mode == .render && ["hidden", "collapse"].contains(context.value("visibility").lowercased()) { return nil }
            // A picture is drawn as it is: a clip rule set around it reaches no clip path
            // (it applies only to shapes in one), so it is none of the image's (the
            // no-draw rewrite removed it, and the proof withheld that: Sphinx's logo).
            if name == "image" && mode == .render { wanted.remove("clip-rule") }
        }
        if mode == .clip { wanted.subtract(["opacity", "mask", "filter"]) }
        // Children: drawn ones for containers, text and use; definitions take all.
        if element.localName == "use" {
            wanted = cloneAsGroup ? Self.groupEffects : wanted.union(Self.groupEffects)
            if cloneAsGroup {
                for dropped in CloneExpansion.droppedAttributes { attributes[dropped] = nil }
                attributes["transform"] = CloneExpansion.transform(of: element)
            }
            if !shallow, let target = reference(element), !visiting.contains(ObjectIdentifier(target)) {
                var inner = visiting
                inner.insert(ObjectIdentifier(element))
                let targetMode: Mode = target.localName == "symbol" ? .definition : mode == .definition ? .render : mode
                if let resolved = node(target, parent: context, mode: targetMode, depth: depth + 1, visiting: inner) { children.append(resolved) }
            }
            attributes["href"] = nil
            attributes["xlink:href"] = nil
        } else if !shallow && (mode == .definition || Self.containers.contains(name) || isText || !SVGProfile.shapeElements.contains(name)) {
            // The content of masks, patterns, markers and symbols is drawn like any other.
            let childMode: Mode = mode == .definition && Self.drawnDefinitions.contains(name) ? .render : mode
            for case .element(let child) in element.children {
                if let resolved = node(child, parent: context, mode: childMode, depth: depth + 1, visiting: visiting) { children.append(resolved) }
            }
        }
        var properties: [String: String] = [:]
        for key in wanted {
            guard var value = context.values[key], !key.hasPrefix("-inkscape-") else { continue }
            if Self.colorProperties.contains(key) { value = context.resolvingCurrentColor(value) }
            // Keywords are read by lint's and the planner's rule (`SVGProperties.keyword`).
            if key == "shape-rendering", SVGProperties.keyword(value, is: "auto") || SVGProperties.keyword(value, is: "geometricprecision") { continue }
            if key == "paint-order", !Self.paintOrderMatters(context, shape: name) { continue }
            if key == "stroke-width", SVGProfile.shapeElements.contains(name), Self.paintsNoStroke(context) { continue }
            if !isText && (SVGProperties.textOnly.contains(key) || SVGProperties.drawsNothing.contains(key)) { continue }
            if key == "display" && !SVGProperties.keyword(value, is: "none") { continue }
            // A transform's origin moves nothing where there is no transform.
            if key == "transform-origin" && element.attribute("transform") == nil && context.values["transform"] == nil { continue }
            if key == "visibility" && SVGProperties.keyword(value, is: "visible") { continue }
            // Isolation contains blending: where nothing blends it changes nothing.
            if key == "isolation" && !SVGInertAttribute.blends(below: element, cascade: cascade) { continue }
            if let initial = SVGProperties.initial(key), SVGProperties.keyword(value, is: initial) { continue }
            if key == "clip-path" {
                guard let clip = resolveClip(value, on: element, context: context, depth: depth, visiting: visiting) else { continue }
                value = clip
            } else if key == "mask", maskCutsNothing(value, on: element, context: context) {
                continue
            } else if ByteSearch.containsIgnoringASCIICase("url(", in: value) {
                // A gradient of one colour paints that colour (`flatPaint`, the flat-gradients rule).
                if key == "fill" || key == "stroke", let flat = flatPaint(value, on: element, context: context) {
                    value = flat
                } else {
                    value = resolveURL(value, depth: depth, visiting: visiting)
                }
            }
            properties[key] = value
        }
        if Self.containers.contains(name), mode == .render, depth > 0, children.isEmpty, !shallow { return nil }
        return ResolvedDrawing.Node(name: name, attributes: attributes, properties: properties, text: text, children: children)
    }

    func attributes(of element: SVGElement, depth: Int, visiting: Set<ObjectIdentifier>, isRoot: Bool) -> [String: String] {
        var result: [String: String] = [:]
        for attribute in element.attributes {
            let name = attribute.qualifiedName
            if let namespace = attribute.namespaceURI, namespace != SVGDocument.xlinkNamespace, namespace != SVGDocument.xmlNamespace { continue }
            if Self.ignoredAttributes.contains(name) || SVGProperties.presentationAttributes.contains(name) || SVGProfile.isIgnorable(attribute: name) { continue }
            if isRoot && ["width", "height", "viewBox", "preserveAspectRatio", "x", "y"].contains(name) { continue }
            // What SVG does not define there draws nothing in any renderer.
            if SVGInertAttribute.reason(name, on: element) != nil { continue }
            // Isolation contains blending: where nothing blends it changes nothing.
            if name == "isolation" && !SVGInertAttribute.blends(below: element, cascade: cascade) { continue }
            // A property SVG makes no presentation attribute (`mix-blend-mode`, `isolation`),
            // written as one at its initial value: as if not set, by the keyword rule lint
            // and the planner read it by (`mix-blend-mode=" NORMAL"` is normal).
            if attribute.namespaceURI == nil, SVGProperties.unpresented.contains(name), let initial = SVGProperties.initial(name),
               SVGProperties.keyword(attribute.value, is: initial) { continue }
            if name == "xml:space" && !Self.textElements.contains(element.localName) && !element.children.contains(where: { if case .element = $0 { return true } else { return false } }) { continue }
            // A clone's target is resolved as its content (see `node`), not described here.
            if attribute.localName == "href" && element.localName == "use" { continue }
            if SVGReference.isLink(attribute), SVGReference.linkID(attribute.value) != nil {
                result[name] = reference(element).map { target in
                    visiting.contains(ObjectIdentifier(target)) || depth > PackPolicy.standard.maximumSVGReferenceChain ? "cycle" : describe(target, depth: depth + 1, visiting: visiting.union([ObjectIdentifier(element)]))
                } ?? "missing"
                continue
            }
            result[name] = attribute.value.trimmingCSSWhitespace
        }
        return result
    }

    func reference(_ element: SVGElement) -> SVGElement? {
        guard let href = element.attributes.first(where: SVGReference.isLink), let id = SVGReference.linkID(href.value) else { return nil }
        return ids[id]
    }

    /// A referenced element, described by content.
    func describe(_ target: SVGElement, depth: Int, visiting: Set<ObjectIdentifier>) -> String {
        let parent = inherited(at: target)
        guard let node = node(target, parent: parent, mode: .definition, depth: depth, visiting: visiting.union([ObjectIdentifier(target)])) else { return "nothing" }
        return Self.text(node)
    }

    static func text(_ node: ResolvedDrawing.Node) -> String {
        let attributes = node.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        let properties = node.properties.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: ";")
        return "<\(node.name) \(attributes) {\(properties)}\(node.text)[\(node.children.map(text).joined())]>"
    }

    /// `url(#id) fallback` with the target described; a missing target draws the
    /// fallback, or nothing.
    func resolveURL(_ value: String, depth: Int, visiting: Set<ObjectIdentifier>) -> String {
        guard let (url, rest) = SVGReference.leadingURL(value), let id = url.fragmentID else { return value }
        guard let target = ids[id] else {
            let fallback = rest.trimmingCSSWhitespace
            return fallback.isEmpty ? "none" : fallback
        }
        if visiting.contains(ObjectIdentifier(target)) || depth > PackPolicy.standard.maximumSVGReferenceChain { return "cycle" }
        return describe(target, depth: depth + 1, visiting: visiting)
    }

    static func urlID(_ value: String) -> String? {
        SVGReference.leadingURLID(value)
    }

    /// Whether `value` (a clip-path) on `element` cuts nothing: the drawing resolves it to none.
    func clipIsNoOp(_ element: SVGElement, value: String) -> Bool {
        let context = Self.compute(element, parent: inherited(at: element), cascade: cascade)
        return resolveClip(value, on: element, context: context, depth: 0, visiting: []) == nil
    }

    /// Whether the mask on an element changes nothing: the same rule as `node` uses.
    func maskIsNoOp(_ element: SVGElement, value: String) -> Bool {
        let context = Self.compute(element, parent: inherited(at: element), cascade: cascade)
        return maskCutsNothing(value, on: element, context: context)
    }

    /// Whether a mask lets every bit of the element's ink through: one opaque rectangle
    /// (`ClipGeometry.opaqueMaskRect`) whose rectangle and region both hold the ink, or
    /// both hold all a renderer shows of the root's user space.
    func maskCutsNothing(_ value: String, on element: SVGElement, context: Context) -> Bool {
        guard let id = Self.urlID(value), let target = ids[id], target.localName == "mask", target.namespaceURI == SVGDocument.svgNamespace,
              let mask = ClipGeometry.opaqueMaskRect(of: target, cascade: cascade, parent: inherited(at: target), ids: ids)
        else { return false }
        guard let ink = ClipGeometry.inkBounds(of: element, context: context, cascade: cascade, includeOwnTransform: false),
              holdsShownInk(mask.rect, ink: ink, of: element) else { return false }
        if let region = mask.region { return holdsShownInk(region, ink: ink, of: element) }
        // The default region: the bounding box (geometry, no strokes) and 10 % of it on each side.
        guard let box = ClipGeometry.inkBounds(of: element, context: context, cascade: cascade, includeOwnTransform: false, strokes: false) else { return false }
        let (dx, dy) = ((box.maxX - box.minX) / 10, (box.maxY - box.minY) / 10)
        return holdsShownInk(Rect(minX: box.minX - dx, minY: box.minY - dy, maxX: box.maxX + dx, maxY: box.maxY + dy), ink: ink, of: element)
    }

    /// Whether an area (a clip's or a mask's rectangle, in the element's user space)
    /// holds every bit of the element's ink that shows: all of `ink`, or all of the ink
    /// inside the area a renderer shows (what lies outside that is cut by the viewport
    /// anyway: Figma's frame clip, a hair shorter than the canvas, around a circle that
    /// pokes out past its top). Sound for any ink inside the bounds: a shown point of it
    /// lies in `ink ∩ shown`, so in the area.
    func holdsShownInk(_ area: Rect, ink: Rect, of element: SVGElement) -> Bool {
        if area.contains(ink) { return true }
        guard let shown = shownArea(around: element) else { return false }
        guard let visible = ink.intersection(shown) else { return true }
        return area.contains(visible)
    }

    /// A clip path's content, or nil when it clips nothing: it points at nothing, or it
    /// is one plain rectangle that holds every bit of the element's ink, strokes included.
    func resolveClip(_ value: String, on element: SVGElement, context: Context, depth: Int, visiting: Set<ObjectIdentifier>) -> String? {
        guard let id = Self.urlID(value) else { return value }
        guard let target = ids[id], target.localName == "clipPath", target.namespaceURI == SVGDocument.svgNamespace else { return nil }
        if visiting.contains(ObjectIdentifier(target)) || depth > PackPolicy.standard.maximumSVGReferenceChain { return "cycle" }
        if let rect = ClipGeometry.coveringRect(of: target, cascade: cascade, ids: ids) {
            if let ink = ClipGeometry.inkBounds(of: element, context: context, cascade: cascade, includeOwnTransform: false),
               holdsShownInk(rect, ink: ink, of: element) {
                return nil
            }
            if let shown = shownArea(around: element), rect.contains(shown) {
                return nil
            }
        } else if let area = ClipGeometry.convexArea(of: target, cascade: cascade, ids: ids),
                  let ink = ClipGeometry.inkBounds(of: element, context: context, cascade: cascade, includeOwnTransform: false, frame: area.inverse),
                  area.holds(ink) {
            // A rotated, rounded or round clip whose shape holds every bit of the ink.
            return nil
        }
        let parent = inherited(at: target)
        let clipContext = Self.compute(target, parent: parent, cascade: cascade)
        var parts: [String] = [target.attributes.filter { $0.localName == "clipPathUnits" || $0.localName == "transform" }.map { "\($0.localName)=\($0.value)" }.joined(separator: " ")]
        for case .element(let child) in target.children {
            if let node = node(child, parent: clipContext, mode: .clip, depth: depth + 1, visiting: visiting.union([ObjectIdentifier(target)])) {
                parts.append(Self.text(node))
            }
        }
        return "clip(" + parts.joined(separator: ",") + ")"
    }
}

/// The geometry behind "a clip that cuts nothing".
enum ClipGeometry {
    /// The rectangle a clip path cuts to, when it is exactly one plain rectangle in the
    /// user space of the element that uses it.
    /// Illustrator writes the rectangle as a `<use>` of one in `<defs>`: a clone with no
    /// offset, transform or style of its own clips as its rectangle does.
    static func coveringRect(of clip: SVGElement, cascade: SVGCascade, ids: [String: SVGElement] = [:]) -> Rect? {
        if clip["transform"] != nil { return nil }
        return onlyShape(of: clip, cascade: cascade, ids: ids).flatMap(shapeRect)
    }

    /// The one shape a clip path holds, in user space units, when it cuts to that shape
    /// alone: no clip of its own, shown, a clone (Illustrator's) resolved to its
    /// rectangle. Nil for anything else.
    static func onlyShape(of clip: SVGElement, cascade: SVGCascade, ids: [String: SVGElement]) -> SVGElement? {
        if let units = clip["clipPathUnits"], units.trimmingCSSWhitespace != "userSpaceOnUse" { return nil }
        let specified = cascade.specified(clip)
        if specified["clip-path"].map({ $0.lowercased() != "none" }) ?? false { return nil }
        let children = clip.elementChildren
        guard children.count == 1, var shape = children.first, shape.namespaceURI == SVGDocument.svgNamespace else { return nil }
        if shape.localName == "use" {
            let clone = shape
            let plain = clone.attributes.allSatisfy { attribute in
                SVGReference.isLink(attribute) || attribute.localName == "id" || attribute.localName == "overflow"
                    || attribute.namespaceURI == SVGDocument.xmlnsNamespace
                    || (["x", "y"].contains(attribute.localName) && attribute.namespaceURI == nil && (try? Length.parse(attribute.value).get()) == 0)
            }
            guard plain, cascade.specified(clone).keys.allSatisfy({ $0 == "overflow" }), let href = clone.attributes.first(where: SVGReference.isLink), let id = SVGReference.linkID(href.value),
                  let target = ids[id], target.elementChildren.isEmpty else { return nil }
            // The clone inherits from the use: the target's own cascade must not hide it.
            shape = target
        }
        let own = cascade.specified(shape)
        if let display = own["display"], display.lowercased() == "none" { return nil }
        if let visibility = own["visibility"] ?? specified["visibility"], visibility.lowercased() != "visible" { return nil }
        if own["clip-path"].map({ $0.lowercased() != "none" }) ?? false { return nil }
        return shape
    }

    /// A convex area a clip path cuts to: a rectangle (rounded or not), a circle or an
    /// ellipse, under any transform that can be undone (the clip path's and the shape's:
    /// Figma's rotated frames, a rounded frame, a round badge).
    struct ConvexArea {
        enum Shape {
            case rect(Rect, rx: Double, ry: Double)
            case ellipse(center: Point, rx: Double, ry: Double)
        }
        let shape: Shape
        /// From the user space of the element the clip is on to the shape's own coordinates.
        let inverse: AffineTransform

        /// Whether a box, in the shape's own coordinates, lies inside the area: its four
        /// corners do, since the area is convex.
        func holds(_ box: Rect) -> Bool {
            [Point(box.minX, box.minY), Point(box.maxX, box.minY), Point(box.maxX, box.maxY), Point(box.minX, box.maxY)].allSatisfy(holds)
        }

        func holds(_ point: Point) -> Bool {
            switch shape {
            case .rect(let rect, let rx, let ry):
                guard rect.contains(Rect(point)) else { return false }
                guard rx > 0 && ry > 0 else { return true }
                // Outside the corners' quarter ellipses is inside the rectangle's cross.
                let cx = min(max(point.x, rect.minX + rx), rect.maxX - rx), cy = min(max(point.y, rect.minY + ry), rect.maxY - ry)
                let (dx, dy) = ((point.x - cx) / rx, (point.y - cy) / ry)
                return dx * dx + dy * dy <= 1
            case .ellipse(let center, let rx, let ry):
                let (dx, dy) = ((point.x - center.x) / rx, (point.y - center.y) / ry)
                return dx * dx + dy * dy <= 1
            }
        }
    }

    /// The convex area of a clip path holding one rectangle, circle or ellipse (see
    /// `ConvexArea`); nil for any other clip, a length with a unit or a percentage, or a
    /// transform that flattens the shape.
    static func convexArea(of clip: SVGElement, cascade: SVGCascade, ids: [String: SVGElement]) -> ConvexArea? {
        guard let shape = onlyShape(of: clip, cascade: cascade, ids: ids), shape.namespaceURI == SVGDocument.svgNamespace else { return nil }
        // Geometry and transforms read from the attributes: none may come from CSS.
        let geometry: Set<String> = ["x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "transform"]
        guard cascade.specified(shape, presentation: false).keys.allSatisfy({ !geometry.contains($0) }),
              cascade.specified(clip, presentation: false)["transform"] == nil else { return nil }
        func length(_ name: String, default fallback: Double? = nil) -> Double? {
            guard let text = shape[name] else { return fallback }
            return try? Length.parse(text).get()
        }
        let area: ConvexArea.Shape
        switch shape.localName {
        case "rect":
            guard let x = length("x", default: 0), let y = length("y", default: 0), let width = length("width"), let height = length("height"),
                  width > 0, height > 0 else { return nil }
            // SVG's corner radii: one given stands for both, each at most half the side.
            // One that does not read (`auto`, a percentage) leaves the clip alone.
            var radii: [Double?] = []
            for name in ["rx", "ry"] {
                guard let text = shape[name] else { radii.append(nil); continue }
                guard let value = try? Length.parse(text).get(), value >= 0 else { return nil }
                radii.append(value)
            }
            let rx = radii[0] ?? radii[1] ?? 0, ry = radii[1] ?? radii[0] ?? 0
            area = .rect(Rect(minX: x, minY: y, maxX: x + width, maxY: y + height), rx: min(rx, width / 2), ry: min(ry, height / 2))
        case "circle", "ellipse":
            let isCircle = shape.localName == "circle"
            guard let cx = length("cx", default: 0), let cy = length("cy", default: 0), let rx = length(isCircle ? "r" : "rx"),
                  let ry = length(isCircle ? "r" : "ry"), rx > 0, ry > 0 else { return nil }
            area = .ellipse(center: Point(cx, cy), rx: rx, ry: ry)
        default:
            return nil
        }
        var transform = AffineTransform.identity
        for text in [clip["transform"], shape["transform"]] {
            guard let text else { continue }
            guard let parsed = try? AffineTransform.parse(text).get() else { return nil }
            transform = transform.concatenating(parsed)
        }
        guard let inverse = transform.inverted else { return nil }
        return ConvexArea(shape: area, inverse: inverse)
    }

    /// The area a `rect` with square corners, or a `path` that traces one rectangle
    /// (four corners joined by horizontal and vertical lines: Inkscape writes Figma's
    /// clip rectangle so), covers in its parent's user space; nil for any other shape.
    /// A transform that keeps axes (a translation, a scale, a half turn: Figma writes
    /// them) keeps a rectangle a rectangle; a rotation's sine that is rounding (1e-16
    /// for 180°) counts as none.
    static func shapeRect(_ shape: SVGElement) -> Rect? {
        guard shape.namespaceURI == SVGDocument.svgNamespace, ["rect", "path", "polygon"].contains(shape.localName) else { return nil }
        var transform = AffineTransform.identity
        if let text = shape["transform"] {
            guard var parsed = try? AffineTransform.parse(text).get(), abs(parsed.b) < 1e-12, abs(parsed.c) < 1e-12 else { return nil }
            (parsed.b, parsed.c) = (0, 0)
            transform = parsed
        }
        let area: Rect
        if shape.localName == "path" || shape.localName == "polygon" {
            // A polygon's points are path data after an M (the lines are implied).
            guard let d = shape.localName == "path" ? shape["d"] : shape["points"].map({ "M" + $0 }), let traced = rectangle(tracedBy: d) else { return nil }
            area = traced
        } else {
            func length(_ name: String, default fallback: Double?) -> Double? {
                guard let text = shape[name] else { return fallback }
                return try? Length.parse(text).get()
            }
            guard let x = length("x", default: 0), let y = length("y", default: 0), let width = length("width", default: nil),
                  let height = length("height", default: nil), width > 0, height > 0 else { return nil }
            if (length("rx", default: 0) ?? 1) != 0 || (length("ry", default: 0) ?? 1) != 0 { return nil }
            area = Rect(minX: x, minY: y, maxX: x + width, maxY: y + height)
        }
        var result = Rect(transform.apply(Point(area.minX, area.minY)))
        result.include(transform.apply(Point(area.maxX, area.maxY)))
        return result
    }

    /// The rectangle path data traces, when it is one subpath of straight lines through
    /// exactly four distinct corners, each line horizontal or vertical, with some area:
    /// then every fill rule fills exactly that rectangle. Nil for anything else.
    static func rectangle(tracedBy d: String) -> Rect? {
        var collector = SegmentCollector()
        guard PathData.trace(d, into: &collector) == nil else { return nil }
        var points: [Point] = []
        var closed = false
        for (offset, segment) in collector.segments.enumerated() {
            switch segment {
            case .move(let point) where offset == 0: points.append(point)
            case .line(let point) where !closed: points.append(point)
            case .close where !closed: closed = true
            default: return nil
            }
        }
        var corners: [Point] = []
        for point in points where corners.last != point { corners.append(point) }
        if corners.count > 1, corners.last == corners.first { corners.removeLast() }
        guard corners.count == 4, Set(corners.map { [$0.x, $0.y] }).count == 4 else { return nil }
        for index in 0..<4 {
            let from = corners[index], to = corners[(index + 1) % 4]
            guard (from.x == to.x) != (from.y == to.y) else { return nil }
        }
        var result = Rect(corners[0])
        for corner in corners.dropFirst() { result.include(corner) }
        guard result.maxX > result.minX, result.maxY > result.minY else { return nil }
        return result
    }

    /// A mask that is one opaque rectangle: its rectangle and its region, in the user
    /// space of the element that uses it (`maskUnits` and `maskContentUnits` both
    /// `userSpaceOnUse`, as Figma writes them). Opaque means the mask lets everything
    /// through inside the rectangle: no stroke, opacity 1, and a fill that is a solid
    /// colour under `mask-type: alpha`, or white under the default luminance.
    /// The region is nil where the mask has the default one (`objectBoundingBox`, no x,
    /// y, width or height: Sketch writes it): 10 % beyond the masked element's bounding box.
    /// Sketch's mask holds a `<use>` of a rectangle in `<defs>`, filled white by the mask.
    static func opaqueMaskRect(of mask: SVGElement, cascade: SVGCascade, parent: DrawingResolver.Context,
                               ids: [String: SVGElement]) -> (rect: Rect, region: Rect?)? {
        guard mask["transform"] == nil else { return nil }
        if let units = mask["maskContentUnits"], units.trimmingCSSWhitespace != "userSpaceOnUse" { return nil }
        func number(_ name: String) -> Double? { mask[name].flatMap { try? Length.parse($0).get() } }
        let region: Rect?
        if mask["maskUnits"]?.trimmingCSSWhitespace == "userSpaceOnUse" {
            guard let x = number("x"), let y = number("y"), let width = number("width"), let height = number("height"), width > 0, height > 0 else { return nil }
            region = Rect(minX: x, minY: y, maxX: x + width, maxY: y + height)
        } else {
            guard mask["maskUnits"].map({ $0.trimmingCSSWhitespace == "objectBoundingBox" }) ?? true,
                  ["x", "y", "width", "height"].allSatisfy({ mask[$0] == nil }) else { return nil }
            region = nil
        }
        let maskContext = DrawingResolver.compute(mask, parent: parent, cascade: cascade)
        let maskSpecified = cascade.specified(mask)
        for name in ["clip-path", "mask", "filter", "opacity"] where maskSpecified[name] != nil { return nil }
        let children = mask.elementChildren
        guard children.count == 1, var shape = children.first, shape.namespaceURI == SVGDocument.svgNamespace else { return nil }
        var shapeParent = maskContext
        if shape.localName == "use" {
            // A clone with nothing of its own but the link: its rectangle, inheriting from it.
            let clone = shape
            guard clone.attributes.allSatisfy({ SVGReference.isLink($0) || $0.localName == "id" || $0.namespaceURI == SVGDocument.xmlnsNamespace }),
                  cascade.specified(clone).isEmpty, let href = clone.attributes.first(where: SVGReference.isLink),
                  let id = SVGReference.linkID(href.value), let target = ids[id], target.elementChildren.isEmpty else { return nil }
            shapeParent = DrawingResolver.compute(clone, parent: maskContext, cascade: cascade)
            shape = target
        }
        guard let rect = shapeRect(shape) else { return nil }
        let context = DrawingResolver.compute(shape, parent: shapeParent, cascade: cascade)
        func keyword(_ name: String) -> String { context.value(name).trimmingCSSWhitespace.lowercased() }
        guard keyword("stroke") == "none", keyword("display") != "none", keyword("visibility") == "visible",
              keyword("clip-path") == "none", keyword("mask") == "none", keyword("filter") == "none",
              Double(keyword("opacity")) == 1, Double(keyword("fill-opacity")) == 1 else { return nil }
        let fill = keyword("fill")
        let alpha = (maskSpecified["mask-type"] ?? mask["mask-type"])?.trimmingCSSWhitespace.lowercased() == "alpha"
        // The one colour reader: an alpha mask passes everything under any solid
        // colour, a luminance mask only under white.
        guard let colour = SVGColour.rgb(fill), alpha || colour == [1, 1, 1] else { return nil }
        return (rect, region)
    }

    /// Everything `element` paints, in its own user space (its transform applies to its
    /// clip too), strokes included with room for miters and caps; nil when it holds
    /// anything that cannot be bounded here (text, images, uses, markers, filters).
    /// `strokes: false` gives the geometry alone: the bounding box `objectBoundingBox` units are measured on.
    /// `frame` maps the element's user space to the one the bounds are wanted in (a
    /// clip shape's own coordinates).
    static func inkBounds(of element: SVGElement, context: DrawingResolver.Context, cascade: SVGCascade, includeOwnTransform: Bool, strokes: Bool = true,
                          frame: AffineTransform = .identity) -> Rect? {
        var result: Rect?
        var failed = false
        func visit(_ element: SVGElement, _ context: DrawingResolver.Context, _ transform: AffineTransform, _ depth: Int) {
            guard !failed, element.namespaceURI == SVGDocument.svgNamespace, depth < PackPolicy.standard.maximumSVGDrawingDepth else { return }
            if context.value("display").lowercased() == "none" || DrawingResolver.notRendered.contains(element.localName) { return }
            var transform = transform
            if depth > 0 || includeOwnTransform, let text = element["transform"] {
                guard let parsed = try? AffineTransform.parse(text).get() else { failed = true; return }
                transform = transform.concatenating(parsed)
            }
            if context.value("filter").lowercased() != "none" && depth > 0 { failed = true; return }
            switch element.localName {
            case "g", "a":
                for case .element(let child) in element.children {
                    visit(child, DrawingResolver.compute(child, parent: context, cascade: cascade), transform, depth + 1)
                }
            case let name where SVGProfile.shapeElements.contains(name):
                for marker in ["marker-start", "marker-mid", "marker-end"] where context.value(marker).lowercased() != "none" { failed = true; return }
                var builder = BoundsBuilder(transform: transform)
                guard ShapeOutline.trace(element, tracePath: { d, builder in _ = PathData.trace(d.value, into: &builder) }, into: &builder),
                      var rect = builder.rect else { return }
                if strokes && context.value("stroke").lowercased() != "none" {
                    guard let width = try? Length.parse(context.value("stroke-width")).get() else { failed = true; return }
                    // A stroke of a fixed width on the screen is any width in user units.
                    if context.value("vector-effect").lowercased() != "none" { failed = true; return }
                    if width > 0 { rect = strokedBox(rect, of: element, width: width, context: context, transform: transform) }
                }
                result = result.map { $0.union(rect) } ?? rect
            default:
                failed = true
            }
        }
        visit(element, context, frame, 0)
        return failed ? nil : result
    }

    /// A shape's box with its stroke: the geometry's box grown by half the width, and
    /// the miter tips and square caps' corners that reach further (`StrokeCorners`);
    /// where those cannot be followed, grown by the miter limit (or the square cap's
    /// diagonal) all round.
    static func strokedBox(_ geometry: Rect, of element: SVGElement, width: Double, context: DrawingResolver.Context, transform: AffineTransform) -> Rect {
        func grown(_ r: Double) -> Rect {
            let reach = transform.strokeReach(width / 2 * r)
            return Rect(minX: geometry.minX - reach.x, minY: geometry.minY - reach.y, maxX: geometry.maxX + reach.x, maxY: geometry.maxY + reach.y)
        }
        // Dashes put a cap at every dash's end, anywhere along the path: square ones are
        // not followed here.
        let dashedSquare = context.value("stroke-dasharray").lowercased() != "none" && context.value("stroke-linecap").lowercased() != "butt"
            && context.value("stroke-linecap").lowercased() != "round"
        if !dashedSquare, var corners = StrokeCorners(transform: transform, halfWidth: width / 2, linejoin: context.value("stroke-linejoin"),
                                       miterlimit: context.value("stroke-miterlimit"), linecap: context.value("stroke-linecap")),
           corners.trace(element) {
            let body = grown(1)
            return corners.finish().map(body.union) ?? body
        }
        let miter = context.value("stroke-linejoin").lowercased().hasPrefix("miter") ? max(1, Double(context.value("stroke-miterlimit")) ?? 4) : 1
        return grown(max(miter, 2.0.squareRoot()))
    }
}

/// Every element's computed values by the drawing's rule (`DrawingResolver.compute` from
/// the root down), worked out only for the elements asked and their ancestors, each once,
/// and kept: a clip's question needs the element's and the clip path's chain, not the
/// whole tree's. The one place the resolver, the fixer's planner and lint's checks
/// (`UnstrokedShapes`) get computed values of an element in its file.
final class ComputedContexts: @unchecked Sendable {
    let root: SVGElement
    let cascade: SVGCascade
    private let lock = NSLock()
    private var knownParents: SVGParents?
    /// Each element's computed values, as far as asked.
    private var computedValues: [ObjectIdentifier: DrawingResolver.Context] = [:]

    /// `cascade` and `parents`: the document's, when the caller has them (read once for
    /// lint's checks and every resolver); else found here, the parents when first asked.
    init(root: SVGElement, cascade: SVGCascade? = nil, parents: SVGParents? = nil) {
        self.root = root
        self.cascade = cascade ?? SVGCascade(root: root)
        knownParents = parents
    }

    /// Each element's parent.
    var parents: SVGParents {
        if let known = lock.withLock({ knownParents }) { return known }
        let found = SVGParents(root: root)
        lock.withLock { knownParents = found }
        return found
    }

    /// The element's parent's computed values; the initial ones at the root and for an
    /// element the root does not reach (within the tree walk's depth).
    func inherited(at element: SVGElement) -> DrawingResolver.Context {
        guard element !== root, let parent = parents.parent(of: element) else { return DrawingResolver.Context(values: [:]) }
        return computed(parent) ?? DrawingResolver.Context(values: [:])
    }

    /// The element's computed values, or nil when the root does not reach it.
    func computed(_ element: SVGElement) -> DrawingResolver.Context? {
        let parents = parents
        // The chain up to the first ancestor already worked out (or the root).
        var chain: [SVGElement] = []
        var start = DrawingResolver.Context(values: [:])
        var current = element
        while true {
            if let known = lock.withLock({ computedValues[ObjectIdentifier(current)] }) {
                if chain.isEmpty { return known }
                start = known
                break
            }
            chain.append(current)
            if current === root { break }
            guard let parent = parents.parent(of: current) else { return nil }
            current = parent
        }
        var context = start
        for ancestor in chain.reversed() {
            context = DrawingResolver.compute(ancestor, parent: context, cascade: cascade)
            let made = context
            lock.withLock { computedValues[ObjectIdentifier(ancestor)] = made }
        }
        return context
    }
}
