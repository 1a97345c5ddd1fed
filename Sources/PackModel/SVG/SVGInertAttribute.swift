/// Attributes (in no namespace, not CSS properties) that cannot change either drawing,
/// what the app draws or what the artist's editor draws: renderers read an attribute
/// only on the elements it belongs to, and none reads an attribute SVG does not define
/// (Fritzing's `gorn` and `connectorname`, an Inkscape `d` left on a circle, an
/// `xlink:href` on a path). Lint calls them draws-nothing, fix removes them, and the
/// proof leaves them out of the drawing: one rule for the three.
public enum SVGInertAttribute {
    /// Why the attribute cannot change either drawing on `element`; nil when it may.
    public static func reason(_ name: String, on element: SVGElement) -> String? {
        guard element.namespaceURI == SVGDocument.svgNamespace else { return nil }
        let local = element.localName
        if SVGProperties.presentationAttributes.contains(name) || name == "style" || name == "class" || name == "id" { return nil }
        if name == "d", local != "path", local != "glyph", local != "missing-glyph", SVGProfile.shapeElements.contains(local) || local == "g" || local == "svg" {
            return "d belongs to <path>; on <\(local)> nothing reads it"
        }
        if name == "href" || name == "xlink:href" {
            return referencing.contains(local) ? nil : "a link on <\(local)> is followed by nothing"
        }
        // Only the drawn elements where editors leave unknown attributes: anything SVG
        // defines anywhere is kept (it may matter to an element it is not expected on).
        guard SVGProfile.shapeElements.contains(local) || local == "g" || local == "svg" else { return nil }
        if let owner = definedOnlyOn[name], !owner.elements.contains(local) { return "\(name) belongs to \(owner.text); on <\(local)> nothing reads it" }
        // Asked before the name is searched: nearly every attribute is one SVG defines.
        if known.contains(name) { return nil }
        // Accessibility and data attributes are kept: they describe, and cost nothing. So
        // is any prefixed name (a byte search: `contains(":")` on a String went through
        // Foundation's `range(of:)`, some 3,400 instructions a call, 18.7 M of fix's 753 M
        // over the editor exports).
        if name.hasPrefix("data-") || name.hasPrefix("aria-") || name.hasPrefix("xml:") || name.hasPrefix("xmlns") || ByteSearch.contains(byte: UInt8(ascii: ":"), in: name) { return nil }
        return known.contains(name.lowercased()) ? nil : "\(name) is no SVG attribute, and no renderer reads it"
    }

    /// Attributes SVG defines (so `known` keeps them), but only on elements other than
    /// the one they stand on, among shapes, groups and `svg`: Inkscape's offset paths carry
    /// `type="inkscape:offset"` and `radius` without their namespace in some exports
    /// (KDE's NoteMarker.svg), and its arcs converted to paths keep the circle's `cx`,
    /// `cy`, `rx` and `ry` (Zotero's licence badges), its rectangles turned into paths their
    /// `x`, `y`, `width` and `height`. A shape's geometry is read only on
    /// the shapes it belongs to (SVG 2 makes it a property that applies to those alone),
    /// so on another shape, a group or an svg no renderer reads it. `elements`: the shapes,
    /// groups or svg that do read it (empty: none of them).
    static let definedOnlyOn: [String: (elements: Set<String>, text: String)] = [
        "type": ([], "<script>, <style>, <a>, animations and filter primitives"),
        "radius": ([], "<feMorphology>"),
        "cx": (["circle", "ellipse"], "<circle>, <ellipse> and radial gradients"),
        "cy": (["circle", "ellipse"], "<circle>, <ellipse> and radial gradients"),
        "r": (["circle", "ellipse"], "<circle> and radial gradients"),
        "rx": (["ellipse", "rect"], "<ellipse> and <rect>"),
        "ry": (["ellipse", "rect"], "<ellipse> and <rect>"),
        "x1": (["line"], "<line> and linear gradients"),
        "y1": (["line"], "<line> and linear gradients"),
        "x2": (["line"], "<line> and linear gradients"),
        "y2": (["line"], "<line> and linear gradients"),
        "points": (["polyline", "polygon"], "<polyline> and <polygon>"),
        // Inkscape leaves a rectangle's box on the path it becomes (Object to Path).
        "x": (["rect", "svg"], "<rect>, <svg>, <use>, <image>, text and regions"),
        "y": (["rect", "svg"], "<rect>, <svg>, <use>, <image>, text and regions"),
        "width": (["rect", "svg"], "<rect>, <svg>, <use>, <image> and regions"),
        "height": (["rect", "svg"], "<rect>, <svg>, <use>, <image> and regions"),
    ]

    /// Elements whose `href` points at something that is drawn or used.
    static let referencing: Set<String> = [
        "use", "image", "linearGradient", "radialGradient", "pattern", "filter", "feImage", "textPath", "tref", "a", "mpath",
        "animate", "animateMotion", "animateTransform", "animateColor", "set", "script", "cursor", "font-face-uri", "glyphRef",
        "altGlyph", "color-profile", "discard",
    ]

    /// Every attribute SVG 1.1, SVG 2 and SMIL define, on any element, that is not a
    /// presentation attribute: what a renderer might read. Generous on purpose: an
    /// attribute here is never removed.
    static let known: Set<String> = [
        "accent-height", "accumulate", "additive", "alphabetic", "amplitude", "arabic-form", "ascent", "attributeName", "attributeType",
        "azimuth", "baseFrequency", "baseProfile", "bbox", "begin", "bias", "by", "calcMode", "cap-height", "class", "clipPathUnits",
        "contentScriptType", "contentStyleType", "crossorigin", "cx", "cy", "d", "decoding", "descent", "diffuseConstant", "divisor", "download", "dur", "dx", "dy",
        "edgeMode", "elevation", "end", "exponent", "externalResourcesRequired", "fetchpriority", "filterRes", "filterUnits", "focusable", "format", "fr", "from", "fx", "fy",
        "g1", "g2", "glyph-name", "glyphRef", "gradientTransform", "gradientUnits", "hanging", "height", "horiz-adv-x", "horiz-origin-x",
        "horiz-origin-y", "href", "hreflang", "id", "ideographic", "in", "in2", "intercept", "k", "k1", "k2", "k3", "k4", "kernelMatrix",
        "kernelUnitLength", "keyPoints", "keySplines", "keyTimes", "lang", "lengthAdjust", "limitingConeAngle", "local", "markerHeight",
        "markerUnits", "markerWidth", "maskContentUnits", "maskUnits", "mathematical", "max", "media", "method", "min", "mode", "name",
        "numOctaves", "offset", "operator", "order", "orient", "orientation", "origin", "overline-position", "overline-thickness",
        "panose-1", "path", "pathLength", "patternContentUnits", "patternTransform", "patternUnits", "ping", "points", "pointsAtX",
        "pointsAtY", "pointsAtZ", "preserveAlpha", "preserveAspectRatio", "primitiveUnits", "r", "radius", "refX", "refY",
        "referrerpolicy", "rel", "rendering-intent", "repeatCount", "repeatDur", "requiredExtensions", "requiredFeatures", "restart",
        "result", "role", "rotate", "rx", "ry", "scale", "seed", "side", "slope", "spacing", "specularConstant", "specularExponent",
        "spreadMethod", "startOffset", "stdDeviation", "stemh", "stemv", "stitchTiles", "strikethrough-position",
        "strikethrough-thickness", "string", "style", "surfaceScale", "systemLanguage", "tabindex", "tableValues", "target", "targetX",
        "targetY", "textLength", "title", "to", "transform", "type", "u1", "u2", "underline-position", "underline-thickness", "unicode",
        "unicode-range", "units-per-em", "v-alphabetic", "v-hanging", "v-ideographic", "v-mathematical", "values", "version",
        "vert-adv-y", "vert-origin-x", "vert-origin-y", "viewBox", "viewTarget", "visibility", "width", "widths", "x", "x-height",
        "x1", "x2", "xChannelSelector", "xlink:href", "y", "y1", "y2", "yChannelSelector", "z", "zoomAndPan", "transform-origin",
        "mix-blend-mode", "isolation", "line-height", "white-space", "font", "tabIndex", "autofocus", "nonce", "event", "onload",
        "playbackorder", "timelinebegin", "snapshotTime", "marker", "transform-box", "mask-type",
    ]

    /// Whether anything drawn at or below the element blends with what is behind it (a
    /// `mix-blend-mode` other than normal), which `isolation: isolate` would contain.
    /// What is not drawn blends with nothing (`isNotDrawn`), the content fix deletes as
    /// hidden. Lint, fix's planner and the proof ask this one rule with the file's
    /// cascade, so fix deletes the hidden content and the isolation around it in one run
    /// (the fix fuzz harness found a second run deleting the isolation when hidden
    /// content counted), and a blend set by a sheet counts as one set by an attribute.
    public static func blends(below element: SVGElement, cascade: SVGCascade?) -> Bool {
        // An element SVG does not define is drawn by no renderer, nor its blend.
        if isNotDrawn(element, cascade: cascade) || isUndefinedElement(element) { return false }
        if let mode = declared("mix-blend-mode", on: element, cascade: cascade), mode != "normal" { return true }
        return element.elementChildren.contains { blends(below: $0, cascade: cascade) }
    }

    /// An element no renderer draws, nor anything inside it: `display: none`, or
    /// `visibility: hidden` (or `collapse`) with nothing inside setting a visibility of
    /// its own (which may show it again). Lint's hidden-content finding, fix's
    /// hidden-content rewrite and the blending rule ask this one question.
    /// `display` and `visibility` as the file sets them on the element: the cascade's
    /// specified values (both are presentation attributes, so the cascade holds them when
    /// they are set: one lookup, no copies), or its attributes when the file has no CSS.
    /// What hides an element here and in the ink (`InkMeasurement.Style`).
    static func displayAndVisibility(_ element: SVGElement, cascade: SVGCascade?) -> (display: String?, visibility: String?) {
        if let cascade {
            let specified = cascade.specified(element)
            return (specified["display"], specified["visibility"])
        }
        return (element["display"], element["visibility"])
    }

    public static func isNotDrawn(_ element: SVGElement, cascade: SVGCascade?) -> Bool {
        let (display, visibility) = displayAndVisibility(element, cascade: cascade)
        if let display, SVGProperties.keyword(display, is: "none") { return true }
        guard let visibility, SVGProperties.keyword(visibility, is: "hidden") || SVGProperties.keyword(visibility, is: "collapse") else { return false }
        var showsAgain = false
        element.forEachElement { child, _ in
            if !showsAgain, child !== element, declared("visibility", on: child, cascade: cascade) != nil { showsAgain = true }
        }
        return !showsAgain
    }

    /// A property as the file sets it on the element, read as a CSS keyword
    /// (`SVGProperties.keyword`: trimmed, ASCII lower case): the cascade's value (style
    /// attribute, sheet, presentation attribute), or else an attribute of that name
    /// where SVG makes none (`mix-blend-mode="multiply"`: a renderer may read it, so it
    /// counts). A style the cascade could not take apart that names the property sets it
    /// to something unknown (never `none` or `normal`). `cascade` nil: the file has no
    /// CSS (`SVGDocument.cascade`), and its attributes are all there is.
    public static func declared(_ name: String, on element: SVGElement, cascade: SVGCascade?) -> String? {
        if let cascade {
            let specified = cascade.specified(element)
            if let value = specified[name] { return SVGProperties.keyword(value) }
            if let unread = specified[SVGCascade.unreadStyle], ByteSearch.containsIgnoringASCIICase(name, in: unread) { return "unknown" }
        }
        return element[name].map(SVGProperties.keyword)
    }

    /// Whether an element in the SVG namespace is one SVG does not define (Fritzing's
    /// `<referenceFile>`, Inkscape's `<comment>`): no renderer draws it or anything inside
    /// it, in the app or in the artist's editor. Inkscape's flowed text (`flowRoot` …) is
    /// not one of them: Inkscape draws it, so it stays the artist's to convert.
    public static func isUndefinedElement(_ element: SVGElement) -> Bool {
        element.namespaceURI == SVGDocument.svgNamespace && !definedElements.contains(element.localName)
    }

    /// Every element SVG 1.1, SVG Tiny 1.2 and SVG 2 define, and Inkscape's flowed text.
    static let definedElements: Set<String> = [
        "a", "altGlyph", "altGlyphDef", "altGlyphItem", "animate", "animateColor", "animateMotion", "animateTransform", "animation",
        "audio", "canvas", "circle", "clipPath", "color-profile", "cursor", "defs", "desc", "discard", "ellipse", "feBlend",
        "feColorMatrix", "feComponentTransfer", "feComposite", "feConvolveMatrix", "feDiffuseLighting", "feDisplacementMap",
        "feDistantLight", "feDropShadow", "feFlood", "feFuncA", "feFuncB", "feFuncG", "feFuncR", "feGaussianBlur", "feImage",
        "feMerge", "feMergeNode", "feMorphology", "feOffset", "fePointLight", "feSpecularLighting", "feSpotLight", "feTile",
        "feTurbulence", "filter", "font", "font-face", "font-face-format", "font-face-name", "font-face-src", "font-face-uri",
        "foreignObject", "g", "glyph", "glyphRef", "handler", "hatch", "hatchpath", "hkern", "iframe", "image", "line",
        "linearGradient", "listener", "marker", "mask", "mesh", "meshgradient", "meshGradient", "meshpatch", "meshPatch", "meshrow",
        "meshRow", "metadata", "missing-glyph", "mpath", "path", "pattern", "polygon", "polyline", "prefetch", "radialGradient",
        "rect", "script", "set", "solidColor", "solidcolor", "stop", "style", "svg", "switch", "symbol", "tbreak", "text", "textArea",
        "textPath", "title", "tref", "tspan", "unknown", "use", "video", "view", "vkern",
        "flowRoot", "flowRegion", "flowPara", "flowSpan", "flowDiv", "flowLine", "flowRegionBreak", "flowRegionExclude", "flowRef",
    ]
}
