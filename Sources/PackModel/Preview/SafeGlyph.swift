import Foundation

/// A glyph as the app draws it (`AppDrawing`), written out to be embedded in a preview
/// any number of times (preview, studio, trick).
///
/// What is copied is `AppDrawing`'s: elements in the SVG namespace that `SVGProfile`
/// lists, with the attributes it lists for them, and the text of `title`/`desc`. What is
/// not: every other element with everything inside it (`script`, `style`,
/// `foreignObject`, `image`, `use`, `a`, gradients, ...), every other attribute (`on*`
/// handlers, `style`, `class`, `href` in any namespace, ...), and any value that paints
/// with `url(...)`. Namespace declarations and the root's own attributes (its size and
/// viewBox) are not copied; the preview declares and places the glyph itself.
///
/// Placeholders: `GlyphResolver` gives a glyph the `.placeholder` tier only with a
/// document it generated itself (`Placeholder.document`), which draws its label with
/// `<text>`. `text` is outside the profile (fonts differ on the device), so for that tier,
/// and only that tier, `text` is also copied, with the few attributes the placeholder
/// uses (`AppDrawing.placeholderExtras`). The text itself is escaped like everything else.
public struct SafeGlyph: Sendable, Hashable {
    /// The area of the glyph's own coordinates that is fitted into the box: its
    /// `viewBox`, else `0 0 width height`, else the box itself.
    public let viewBox: ViewBox
    /// The drawing written out.
    let drawing: AppDrawing
    /// What was left out, one entry per kind, in document order (`<script>`, `onload=`,
    /// `fill=url(...)`). Empty for a glyph inside the profile.
    public var omitted: [String] { drawing.omitted }
    /// True when the glyph's root was not an SVG `<svg>` element, so nothing was copied.
    public var isEmpty: Bool { !drawing.hasSVGRoot }

    public init(_ glyph: ResolvedGlyph, box: GlyphBox) {
        self.init(document: glyph.document, allowPlaceholderText: glyph.tier == .placeholder, box: box)
    }

    /// A drawn glyph (never a placeholder) reduced to the profile: what a preview embeds
    /// from a glyph file, for a caller holding the parsed file rather than a pack.
    public init(drawing document: SVGDocument, box: GlyphBox) {
        self.init(document: document, allowPlaceholderText: false, box: box)
    }

    init(document: SVGDocument, allowPlaceholderText: Bool, box: GlyphBox) {
        drawing = AppDrawing(document: document, placeholderText: allowPlaceholderText)
        viewBox = drawing.viewBox ?? ViewBox(minX: 0, minY: 0, width: box.width, height: box.height)
    }

    /// The copied drawing as markup, every `id` prefixed with `idPrefix` so that copies
    /// of this glyph and other glyphs cannot collide.
    public func markup(idPrefix: String) -> String {
        let inner = drawing.content.map { $0.markup(idPrefix: idPrefix) }.joined()
        if drawing.rootAttributes.isEmpty { return inner }
        return Markup.element("g", AppDrawing.Attribute.written(drawing.rootAttributes, idPrefix: idPrefix), content: inner)
    }
}

extension AppDrawing.Attribute {
    static func written(_ attributes: [AppDrawing.Attribute], idPrefix: String) -> Markup.Attributes {
        attributes.map { ($0.name, $0.name == "id" ? idPrefix + $0.value : $0.value) }
    }
}

extension AppDrawing.Node {
    func markup(idPrefix: String) -> String {
        switch self {
        case .text(let text):
            return Markup.escape(text)
        case .element(let name, let attributes, let children):
            let written = AppDrawing.Attribute.written(attributes, idPrefix: idPrefix)
            if children.isEmpty { return Markup.empty(name, written) }
            return Markup.element(name, written, content: children.map { $0.markup(idPrefix: idPrefix) }.joined())
        }
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
