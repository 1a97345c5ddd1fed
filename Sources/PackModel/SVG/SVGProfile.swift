import Foundation

/// The supported SVG profile: what a native path renderer on the device draws
/// (SwiftUI `Path`/`Shape`, CoreGraphics), and so what a glyph may contain. This table
/// is the one place that says it; lint checks against it and preview copies only what
/// it allows.
///
/// Deliberately absent: `style` (elements and attributes: CSS needs a CSS engine),
/// `class`, `use`/`defs`/`symbol` (references), gradients, patterns, masks, clip paths,
/// filters, markers, `text` (fonts differ on the device), `image`, `foreignObject`,
/// `script`, `a`, animation, and every event attribute.
public enum SVGProfile {
    /// Presentation attributes any drawing element (and `svg`, `g`) may carry.
    public static let presentationAttributes: Set<String> = [
        "fill", "fill-opacity", "fill-rule",
        "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin", "stroke-miterlimit",
        "stroke-dasharray", "stroke-dashoffset", "stroke-opacity",
        "opacity", "color", "transform",
    ]

    /// Attributes allowed on every element in the profile.
    public static let coreAttributes: Set<String> = ["id", "xml:space", "xml:lang", "lang"]

    /// Element → the attributes it may carry besides core and presentation attributes.
    /// `title` and `desc` carry text only.
    public static let elements: [String: Set<String>] = [
        "svg": ["xmlns", "version", "baseProfile", "width", "height", "viewBox", "preserveAspectRatio", "x", "y"],
        "g": [],
        "path": ["d", "pathLength"],
        "rect": ["x", "y", "width", "height", "rx", "ry"],
        "circle": ["cx", "cy", "r"],
        "ellipse": ["cx", "cy", "rx", "ry"],
        "line": ["x1", "y1", "x2", "y2"],
        "polyline": ["points"],
        "polygon": ["points"],
        "title": [],
        "desc": [],
    ]

    /// Elements that draw ink.
    public static let shapeElements: Set<String> = ["path", "rect", "circle", "ellipse", "line", "polyline", "polygon"]

    /// Elements whose content is text for people, not drawing.
    public static let descriptiveElements: Set<String> = ["title", "desc"]
    /// Elements that draw only when referenced.
    static let definitionElements: Set<String> = [
        "clipPath", "mask", "marker", "pattern", "symbol", "linearGradient", "radialGradient", "filter", "solidColor", "solidcolor",
    ]

    /// Elements accepted only when they have no element inside: editors write an empty
    /// `<defs/>` into every file, and an empty one draws and references nothing.
    public static let allowedWhenEmpty: Set<String> = ["defs"]

    /// Text elements: not in the profile (the device's fonts differ), reported as a
    /// warning of their own rather than as unsupported elements.
    public static let textElements: Set<String> = ["text", "tspan", "textPath"]

    /// Presentation attributes whose value is a paint (`url(#…)` there points at a
    /// gradient or pattern, which the profile does not have).
    public static let paintAttributes: Set<String> = ["fill", "stroke", "color"]

    /// Attributes that change nothing a renderer draws (accessibility and data
    /// attributes editors and icon sets add); accepted anywhere.
    public static let ignorableAttributes: Set<String> = ["role", "focusable", "tabindex"]
    public static let ignorableAttributePrefixes: [String] = ["data-", "aria-"]

    public static func isIgnorable(attribute qualifiedName: String) -> Bool {
        Lookup.ignorableAttributes.contains(qualifiedName) || ignorableAttributePrefixes.contains { qualifiedName.hasPrefix($0) }
    }

    /// Whether an element (in the SVG namespace) is in the profile.
    public static func allows(element localName: String) -> Bool {
        Lookup.elements.contains(localName)
    }

    /// Whether an attribute as written (`fill`, `xml:space`) may appear on an element.
    /// Namespace declarations (`xmlns`, `xmlns:*`) are judged separately.
    public static func allows(attribute qualifiedName: String, on element: String) -> Bool {
        Lookup.allowedAttributes[element]?.contains(qualifiedName) ?? false
    }

    /// The tables above as the checks query them, per element and attribute of every
    /// file (see `NameTable`).
    enum Lookup {
        static let elements = NameSet(SVGProfile.elements.keys)
        static let shapeElements = NameSet(SVGProfile.shapeElements)
        static let textElements = NameSet(SVGProfile.textElements)
        static let allowedWhenEmpty = NameSet(SVGProfile.allowedWhenEmpty)
        static let paintAttributes = NameSet(SVGProfile.paintAttributes)
        static let ignorableAttributes = NameSet(SVGProfile.ignorableAttributes)

        /// `shapeElements` and `allows(element:)` by `KnownName` number (0, no name, is
        /// neither): the ink's walk and the app's profile reader ask of an element the
        /// reader numbered by its number, not by hashing its name.
        static let shapeElementsByNumber: [Bool] = KnownName.names.map { !$0.isEmpty && shapeElements.contains($0) }
        static let allowedElementsByNumber: [Bool] = KnownName.names.map { !$0.isEmpty && SVGProfile.allows(element: $0) }

        /// Every attribute each element may carry, worked out once: one lookup in one
        /// set rather than up to five.
        static let allowedAttributes = NameTable(allowedAttributeNames.mapValues { NameSet($0) })

        /// `allowedAttributes` as sets of strings (`KnownNameRoles` reads its tables
        /// by number from these).
        static let allowedAttributeNames: [String: Set<String>] = {
            var table: [String: Set<String>] = [:]
            for (element, specific) in SVGProfile.elements {
                table[element] = SVGProfile.descriptiveElements.contains(element)
                    ? SVGProfile.coreAttributes : specific.union(SVGProfile.coreAttributes).union(SVGProfile.presentationAttributes)
            }
            for element in SVGProfile.allowedWhenEmpty { table[element] = SVGProfile.coreAttributes }
            return table
        }()
    }

    /// Presentation values the profile accepts for paint: no `url(...)` references
    /// (there are no gradients or patterns to point at).
    public static func isSafePaint(_ value: String) -> Bool {
        // A value with no '(' holds no reference: found by memchr, as path data and
        // numbers (most of a glyph's bytes, and asked of every value the app reads) never
        // hold one, rather than read byte by byte for a 'u'.
        // In place where the bytes are contiguous (never copied: that cost more than the scan).
        let hasParenthesis = value.utf8.withContiguousStorageIfAvailable { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(UInt8(ascii: "(")), bytes.count) != nil
        }
        if hasParenthesis == false { return true }
        return !ByteSearch.containsIgnoringASCIICase("url(", in: value)
    }
}
