extension DrawingResolver {
    /// The one colour a gradient paint draws, when it draws one: `value` (a fill or
    /// stroke) is `url(#id)` pointing at a linear or radial gradient whose stops (its own,
    /// or those of the gradient its `href` chain leads to) all have one colour and an
    /// opacity of 1, on a shape. Such a gradient paints every point of the shape in that
    /// colour, whatever its vector, transform or spread. One exception is kept exact: in
    /// `objectBoundingBox` units (the default, inherited along the `href` chain) SVG does
    /// not paint a shape whose geometry has no width or no height, so then the shape's
    /// bounding box must have both. Nil for anything else (several colours, another
    /// opacity, `currentColor`, no stops: a gradient without stops paints nothing).
    ///
    /// The proof reads such a paint as its colour (`node`), and the `flat-gradients`
    /// rewrite writes it so: one rule for both.
    func flatPaint(_ value: String, on element: SVGElement, context: Context) -> String? {
        guard SVGProfile.shapeElements.contains(element.localName), element.namespaceURI == SVGDocument.svgNamespace,
              let id = SVGReference.leadingURLID(value), var gradient = ids[id] else { return nil }
        var seen = Set<ObjectIdentifier>()
        var units: String?
        var stops: [SVGElement] = []
        while true {
            guard gradient.namespaceURI == SVGDocument.svgNamespace, ["linearGradient", "radialGradient"].contains(gradient.localName),
                  seen.insert(ObjectIdentifier(gradient)).inserted, seen.count <= PackPolicy.standard.maximumSVGReferenceChain else { return nil }
            if units == nil { units = gradient["gradientUnits"]?.trimmingCSSWhitespace }
            if stops.isEmpty {
                stops = gradient.children.compactMap { child in
                    if case .element(let stop) = child, stop.localName == "stop", stop.namespaceURI == SVGDocument.svgNamespace { return stop }
                    return nil
                }
            }
            if !stops.isEmpty && units != nil { break }
            guard let next = reference(gradient) else { break }
            gradient = next
        }
        guard !stops.isEmpty else { return nil }
        var colour: String?
        for stop in stops {
            let computed = Self.compute(stop, parent: inherited(at: stop), cascade: cascade)
            let written = computed.value("stop-color").trimmingCSSWhitespace
            guard Self.isPlainColour(written), Double(computed.value("stop-opacity").trimmingCSSWhitespace) == 1 else { return nil }
            if let known = colour {
                guard known.lowercased() == written.lowercased() else { return nil }
            } else {
                colour = written
            }
        }
        if (units ?? "objectBoundingBox") != "userSpaceOnUse" {
            guard let box = ClipGeometry.inkBounds(of: element, context: context, cascade: cascade, includeOwnTransform: false, strokes: false),
                  box.maxX > box.minX, box.maxY > box.minY else { return nil }
        }
        return colour
    }

    /// A colour written the way a fill takes it and means the same there: `#rgb`,
    /// `#rrggbb`, `rgb(r, g, b)` or a colour name, each as `SVGColour` reads it. Not
    /// `currentColor` (the stop's colour is not the shape's), `inherit`, `none`, a name
    /// packtool does not know (an invalid stop colour is black, an invalid fill is
    /// inherited: writing it would change the drawing) or anything with more in it.
    static func isPlainColour(_ value: String) -> Bool {
        SVGColour.rgb(value) != nil
    }
}
