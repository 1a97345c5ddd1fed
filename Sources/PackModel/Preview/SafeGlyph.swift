import Foundation

/// A glyph reduced to what the supported profile allows, ready to be embedded in a
/// preview any number of times.
///
/// What is copied: elements in the SVG namespace that `SVGProfile` lists, with the
/// attributes it lists for them, and the text of `title`/`desc`. What is not: every other
/// element with everything inside it (`script`, `style`, `foreignObject`, `image`, `use`,
/// `a`, gradients, ...), every other attribute (`on*` handlers, `style`, `class`, `href`
/// in any namespace, ...), and any value that paints with `url(...)`. Namespace
/// declarations are not copied; the preview declares its own.
///
/// Placeholders: `GlyphResolver` gives a glyph the `.placeholder` tier only with a
/// document it generated itself (`Placeholder.document`), which draws its label with
/// `<text>`. `text` is outside the profile (fonts differ on the device), so for that tier,
/// and only that tier, `text` is also copied, with the few attributes the placeholder
/// uses (`placeholderExtras`). The text itself is escaped like everything else.
public struct SafeGlyph: Sendable, Hashable {
    /// The area of the glyph's own coordinates that is fitted into the box: its
    /// `viewBox`, else `0 0 width height`, else the box itself.
    public let viewBox: ViewBox
    /// What was left out, one entry per kind, in document order (`<script>`, `onload=`,
    /// `fill=url(...)`). Empty for a glyph inside the profile.
    public let omitted: [String]
    /// The root's own presentation attributes (fill, stroke, transform, ...).
    let rootAttributes: [SafeAttribute]
    let content: [SafeNode]
    /// True when the glyph's root was not an SVG `<svg>` element, so nothing was copied.
    public let isEmpty: Bool

    /// Extra elements and attributes allowed in the generated placeholder only.
    static let placeholderExtras: [String: Set<String>] = [
        "text": ["x", "y", "text-anchor", "font-size", "font-family", "font-weight"],
    ]

    static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"
    static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"
    /// Root attributes that place the glyph; the preview sets these itself.
    static let geometryAttributes: Set<String> = ["xmlns", "version", "baseProfile", "width", "height", "viewBox", "preserveAspectRatio", "x", "y"]

    public init(_ glyph: ResolvedGlyph, box: GlyphBox) {
        self.init(document: glyph.document, allowPlaceholderText: glyph.tier == .placeholder, box: box)
    }

    /// A drawn glyph (never a placeholder) reduced to the profile: what a preview embeds
    /// from a glyph file, for a caller holding the parsed file rather than a pack.
    public init(drawing document: SVGDocument, box: GlyphBox) {
        self.init(document: document, allowPlaceholderText: false, box: box)
    }

    init(document: SVGDocument, allowPlaceholderText: Bool, box: GlyphBox) {
        var copier = Copier(allowPlaceholderText: allowPlaceholderText)
        guard let root = document.root, root.localName == "svg", root.namespaceURI == SVGDocument.svgNamespace else {
            let found = document.root.map { "<\($0.qualifiedName)> root" } ?? "no document"
            self.viewBox = ViewBox(minX: 0, minY: 0, width: box.width, height: box.height)
            self.omitted = [found]
            self.rootAttributes = []
            self.content = []
            self.isEmpty = true
            return
        }
        viewBox = ViewBox.of(root) ?? ViewBox(minX: 0, minY: 0, width: box.width, height: box.height)
        rootAttributes = copier.attributes(of: root, skipping: Self.geometryAttributes)
        content = copier.children(of: root)
        omitted = copier.omitted
        isEmpty = false
    }

    /// The copied drawing as markup, every `id` prefixed with `idPrefix` so that copies
    /// of this glyph and other glyphs cannot collide.
    public func markup(idPrefix: String) -> String {
        let inner = content.map { $0.markup(idPrefix: idPrefix) }.joined()
        if rootAttributes.isEmpty { return inner }
        return Markup.element("g", SafeAttribute.written(rootAttributes, idPrefix: idPrefix), content: inner)
    }
}

struct SafeAttribute: Sendable, Hashable {
    let name: String
    let value: String

    static func written(_ attributes: [SafeAttribute], idPrefix: String) -> Markup.Attributes {
        attributes.map { ($0.name, $0.name == "id" ? idPrefix + $0.value : $0.value) }
    }
}

indirect enum SafeNode: Sendable, Hashable {
    case element(name: String, attributes: [SafeAttribute], children: [SafeNode])
    case text(String)

    func markup(idPrefix: String) -> String {
        switch self {
        case .text(let text):
            return Markup.escape(text)
        case .element(let name, let attributes, let children):
            let written = SafeAttribute.written(attributes, idPrefix: idPrefix)
            if children.isEmpty { return Markup.empty(name, written) }
            return Markup.element(name, written, content: children.map { $0.markup(idPrefix: idPrefix) }.joined())
        }
    }
}

/// Walks a parsed glyph and keeps what the profile allows, noting what it leaves out.
private struct Copier {
    let allowPlaceholderText: Bool
    var omitted: [String] = []

    init(allowPlaceholderText: Bool) {
        self.allowPlaceholderText = allowPlaceholderText
    }

    mutating func note(_ what: String) {
        if !omitted.contains(what) { omitted.append(what) }
    }

    func allows(element name: String) -> Bool {
        SVGProfile.allows(element: name) || (allowPlaceholderText && SafeGlyph.placeholderExtras[name] != nil)
    }

    func carriesText(_ name: String) -> Bool {
        SVGProfile.descriptiveElements.contains(name) || (allowPlaceholderText && SafeGlyph.placeholderExtras[name] != nil)
    }

    func allows(attribute name: String, on element: String) -> Bool {
        if SVGProfile.allows(attribute: name, on: element) { return true }
        guard allowPlaceholderText, let extra = SafeGlyph.placeholderExtras[element] else { return false }
        return extra.contains(name) || SVGProfile.presentationAttributes.contains(name) || SVGProfile.coreAttributes.contains(name)
    }

    mutating func attributes(of element: SVGElement, skipping skipped: Set<String> = []) -> [SafeAttribute] {
        var kept: [SafeAttribute] = []
        for attribute in element.attributes {
            let name: String
            switch attribute.namespaceURI {
            case nil: name = attribute.localName
            case SafeGlyph.xmlnsNamespace?: continue
            case SafeGlyph.xmlNamespace?: name = "xml:" + attribute.localName
            default: name = attribute.qualifiedName
            }
            if skipped.contains(name) { continue }
            guard allows(attribute: name, on: element.localName) else {
                note(name.lowercased().hasPrefix("on") ? "on*= (\(name))" : "\(name)=")
                continue
            }
            guard SVGProfile.isSafePaint(attribute.value) else {
                note("\(name)=url(...)")
                continue
            }
            kept.append(SafeAttribute(name: name, value: attribute.value))
        }
        return kept
    }

    mutating func children(of element: SVGElement) -> [SafeNode] {
        var nodes: [SafeNode] = []
        for child in element.children {
            switch child {
            case .text(let text, _):
                if carriesText(element.localName) { nodes.append(.text(text)) }
            case .element(let child):
                guard child.namespaceURI == SVGDocument.svgNamespace else {
                    note("<\(child.qualifiedName)> (not SVG)")
                    continue
                }
                guard allows(element: child.localName) else {
                    note("<\(child.localName)>")
                    continue
                }
                nodes.append(.element(name: child.localName, attributes: attributes(of: child), children: children(of: child)))
            }
        }
        return nodes
    }
}

extension ViewBox {
    /// A root's `viewBox`, else `0 0 width height` from plain or `px` lengths.
    public static func of(_ root: SVGElement) -> ViewBox? {
        if let box = root.viewBox { return box }
        func length(_ name: String) -> Double? {
            guard let text = root[name], let value = try? Length.parse(text).get(), value > 0 else { return nil }
            return value
        }
        guard let width = length("width"), let height = length("height") else { return nil }
        return ViewBox(minX: 0, minY: 0, width: width, height: height)
    }

    /// Where this viewBox lands when fitted into `box` the way `xMidYMid meet` does:
    /// uniform scale, whole drawing visible, centred on both axes.
    public func fitted(in box: GlyphBox) -> (x: Double, y: Double, width: Double, height: Double, scale: Double) {
        let scale = min(box.width / width, box.height / height)
        let drawnWidth = width * scale
        let drawnHeight = height * scale
        return ((box.width - drawnWidth) / 2, (box.height - drawnHeight) / 2, drawnWidth, drawnHeight, scale)
    }
}
