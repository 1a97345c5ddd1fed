import Foundation

/// Properties and attributes that draw nothing on the shapes and groups where editors
/// write them, and the two that hide: what `svg.draws-nothing` reports and
/// `svg.profile-attribute` does not. The CSS facts (`SVGProperties`) are the style
/// reader's; this says what they mean where lint meets them (only on elements the
/// profile walk reaches, never inside a clip path, a marker or a filter).
enum InertProperty {
    /// `display: none`, `visibility: hidden` or `collapse`.
    static func hides(_ name: String, _ value: String) -> Bool {
        let lowered = SVGProperties.keyword(value)
        return (name == "display" && lowered == "none") || (name == "visibility" && (lowered == "hidden" || lowered == "collapse"))
    }

    /// Why `name: value` draws nothing on `element`; nil when it may draw something.
    /// `cascade`: the file's (`SVGDocument.cascade`, nil when it has no CSS), for what is
    /// judged by what is set below (whether anything there blends).
    static func reason(_ name: String, _ value: String, on element: SVGElement, cascade: SVGCascade?) -> String? {
        // The value read as a keyword only where a case asks (no string made per call).
        func lowered(is keyword: String) -> Bool { SVGProperties.keyword(value, is: keyword) }
        if name.hasPrefix("-inkscape-") { return "it is Inkscape's own setting" }
        // No CSS property has `_` in its name, so every renderer drops the declaration
        // (Inkscape 0.92 wrote `font-variant-east_asian` for font-variant-east-asian).
        if ByteSearch.contains(byte: UInt8(ascii: "_"), in: name) { return "no CSS property is named so, and no renderer reads it" }
        // Inkscape's notes of the blur and blend its Fill and Stroke dialog may add
        // (written without the -inkscape- prefix): no renderer knows the names.
        if name == "filter-blend-mode" || SVGProperties.keyword(name, is: "filter-gaussianblur-deviation") { return "it is Inkscape's own setting" }
        if SVGProperties.textOnly.contains(name) {
            return containsText(element) ? nil : "it only concerns text, and there is none here"
        }
        switch name {
        case "enable-background": return "it was a hint for SVG 1.1 filters that no renderer uses"
        case "shape-rendering": return editorOnly(name, value) == nil ? "it is a rendering hint, and the app ignores it" : nil
        case "text-rendering", "image-rendering", "color-rendering", "color-interpolation", "color-interpolation-filters",
             "buffered-rendering":
            return "it is a rendering hint, and the app ignores it"
        case "cursor", "pointer-events": return "it concerns the mouse, not the drawing"
        case "scroll-behavior": return "it concerns scrolling, not the drawing"
        case "display": return lowered(is: "none") ? nil : "the element is shown anyway"
        case "visibility": return lowered(is: "visible") || lowered(is: "inherit") ? "the element is shown anyway" : nil
        // Inherited into a clipPath below (Affinity writes it on the root, above its
        // artboard clip): there it may choose which parts the clip keeps. Fix's planner
        // keeps it there too.
        case "clip-rule": return hasClipPathBelow(element) ? nil : "it only matters inside a clipPath"
        case "marker", "marker-start", "marker-mid", "marker-end", "filter", "mask", "clip-path":
            return lowered(is: "none") ? "none is the default" : nil
        case "vector-effect": return lowered(is: "none") ? "none is the default" : nil
        case "paint-order": return lowered(is: "normal") || lowered(is: "fill stroke") || lowered(is: "fill") ? "it is the usual order" : nil
        case "mix-blend-mode": return lowered(is: "normal") ? "normal is the default" : nil
        case "isolation":
            if lowered(is: "auto") { return "auto is the default" }
            return SVGInertAttribute.blends(below: element, cascade: cascade) ? nil : "nothing inside blends, so there is nothing to isolate"
        case "overflow", "clip": return element.localName == "svg" ? nil : "it only concerns viewports"
        case "transform-origin", "transform-box":
            return hasTransform(element) ? nil : "it only places a transform, and there is none here"
        case "stop-color", "stop-opacity", "flood-color", "flood-opacity", "lighting-color", "solid-color", "solid-opacity":
            return "it only concerns gradient stops, filters and solid colours, not \(element.localName)"
        default: return nil
        }
    }

    /// What the artist's editor draws for `name: value` that the app does not, in the
    /// artist's words; nil when the two draw the same. A CSS renderer draws
    /// `shape-rendering: crispEdges` (or `optimizeSpeed`) edges without smoothing; the
    /// app ignores the hint and smooths them.
    static func editorOnly(_ name: String, _ value: String) -> (editor: String, app: String)? {
        guard name == "shape-rendering" else { return nil }
        let lowered = SVGProperties.keyword(value)
        guard lowered == "crispedges" || lowered == "optimizespeed" else { return nil }
        return ("draws these edges crisp, without smoothing", "smooths them (anti-aliased), as it does every edge")
    }

    /// The properties SVG makes no presentation attribute for that an editor draws and
    /// the app ignores: only CSS can set them, and fix cannot move them out of it.
    static let editorOnlyInCSSNames: Set<String> = ["mix-blend-mode"]

    /// Whether `name: value`, where it draws something (`drawsNothing` is false), is a
    /// blend only CSS can set: a `mix-blend-mode` the editor draws
    /// (`editorOnlyInCSS`), or the `isolation` that contains one below it. The app
    /// draws neither; svg.editor-drawing says so once, at the blending element, and no
    /// other check calls it an attribute to write (SVG has none).
    static func isBlendOnlyCSSSets(_ name: String, _ value: String) -> Bool {
        name == "isolation" || editorOnlyInCSS(name, value) != nil
    }

    /// What the artist's editor draws for `name: value` set in CSS, where SVG has no
    /// attribute for it, that the app does not, in the artist's words; nil when the two
    /// draw the same (the default, or a value the editor ignores too). A CSS renderer
    /// blends a shape with `mix-blend-mode` into what lies below it; the app draws every
    /// shape over what is below, unblended.
    static func editorOnlyInCSS(_ name: String, _ value: String) -> (editor: String, app: String)? {
        guard name == "mix-blend-mode" else { return nil }
        let mode = SVGProperties.keyword(value)
        let how: String
        switch mode {
        case "multiply": how = "multiplies its colours with what lies below it (where they overlap, both darken)"
        case "screen": how = "screens its colours with what lies below it (where they overlap, both lighten)"
        case "darken", "lighten", "overlay", "color-dodge", "color-burn", "hard-light", "soft-light", "difference", "exclusion",
             "hue", "saturation", "color", "luminosity", "plus-darker", "plus-lighter":
            how = "blends it into what lies below it (\(mode))"
        default: return nil  // normal, or a value no renderer knows (drawn as normal)
        }
        return ("\(how)", "draws it as it is, covering what lies below, without blending")
    }

    /// Whether the element has a transform, as an attribute or in its style.
    static func hasTransform(_ element: SVGElement) -> Bool {
        if element.hasAttribute("transform") { return true }
        guard let style = element["style"] else { return false }
        return SVGStyle.declarations(style)?.contains { $0.name == "transform" } ?? true
    }

    static func drawsNothing(_ name: String, _ value: String, on element: SVGElement, cascade: SVGCascade?) -> Bool {
        reason(name, value, on: element, cascade: cascade) != nil
    }

    /// Whether a clipPath is below `element`.
    static func hasClipPathBelow(_ element: SVGElement) -> Bool {
        anyElement(in: element, itself: false) { $0.localName == "clipPath" }
    }

    /// Whether a text element is at or below `element`.
    static func containsText(_ element: SVGElement) -> Bool {
        anyElement(in: element, itself: true) { SVGProfile.Lookup.textElements.contains($0.localName) }
    }

    /// Whether an element below `element` (or `element` itself, with `itself`) matches.
    private static func anyElement(in element: SVGElement, itself: Bool, _ matches: (SVGElement) -> Bool) -> Bool {
        var found = false
        element.forEachElement { candidate, depth in
            if !found && (itself || depth > 0) && matches(candidate) { found = true }
        }
        return found
    }
}
