import Foundation

/// The paint of each shape as the app draws it, judged on the paper (`Paper.colour`):
/// an ink fact, asked by the ink cache (`mayBePale`: may any layer be pale, so is the
/// paint worth reading) and by `svg.pale-ink` (`layers`).
enum PaleInk {
    /// One painted layer (a fill or a stroke of one shape).
    struct Layer {
        let position: SourcePosition
        /// The colour as written, and its opacity when below 1: "#ffffff", "black at opacity 0.1".
        let shown: String
        let isPale: Bool
    }

    /// The paper's colour (`Paper.colour`), read once (it was parsed again for every
    /// colour judged).
    static let paperRGB = SVGColour.rgb(Paper.colour)!

    /// Whether any element writes a colour pale on the paper or an opacity below 1 in its
    /// attributes: when none does, every layer is black, dark or unreadable, and none is
    /// pale. Asked only of files without CSS (with CSS the walk is asked straight).
    static func mayBePale(_ element: SVGElement) -> Bool {
        // One pass over the attributes (no namespace, as `element[name]` reads them; a
        // well-formed file names each at most once), no list of names built per element.
        for attribute in element.attributes where attribute.namespaceURI == nil {
            if isPale(attribute.localName, attribute.value) { return true }
        }
        for case .element(let child) in element.children where mayBePale(child) { return true }
        return false
    }

    /// Whether one property writes a colour pale on the paper or an opacity below 1.
    static func isPale(_ name: String, _ value: String) -> Bool {
        switch name {
        case "fill", "stroke", "color":
            if let rgb = SVGColour.rgb(value.trimmingCSSWhitespace) { return contrast(rgb, paperRGB) < minimumContrast }
            return false
        case "opacity", "fill-opacity", "stroke-opacity":
            return (InkMeasurement.Style.fraction(value) ?? 0) < 1
        default:
            return false
        }
    }

    /// The painted layers of the shapes that paint (`InkMeasurement.pieces`, each with
    /// the paint the ink's walk read for it), fill then stroke, in document order.
    /// Stops after the first layer that is not pale: the glyph shows, whatever follows.
    static func layers(of pieces: [InkMeasurement.Piece]) -> [Layer] {
        var layers: [Layer] = []
        for piece in pieces {
            let paint = piece.paint
            if !InkMeasurement.Style.isNone(paint.fill) && piece.element != "line" {
                layers.append(layer(paint.fill, opacity: paint.opacity * paint.fillOpacity, paint: paint, at: piece.position))
                if !layers[layers.count - 1].isPale { return layers }
            }
            if !InkMeasurement.Style.isNone(paint.stroke) && piece.strokeWidth > 0 {
                layers.append(layer(paint.stroke, opacity: paint.opacity * paint.strokeOpacity, paint: paint, at: piece.position))
                if !layers[layers.count - 1].isPale { return layers }
            }
        }
        return layers
    }

    static func layer(_ value: String, opacity: Double, paint: InkMeasurement.Paint, at position: SourcePosition) -> Layer {
        let written = value.trimmingCSSWhitespace
        let resolved = written.lowercased() == "currentcolor" ? paint.color : written
        let shown = opacity < 1 ? "\(resolved) at opacity \(Markup.number(opacity))" : resolved
        // A colour packtool cannot read (a url(), a name it does not know) is never called pale.
        guard let rgb = SVGColour.rgb(resolved) else { return Layer(position: position, shown: shown, isPale: false) }
        let paper = paperRGB
        let seen = (0..<3).map { rgb[$0] * opacity + paper[$0] * (1 - opacity) }
        return Layer(position: position, shown: shown, isPale: contrast(seen, paper) < minimumContrast)
    }

    /// Below this contrast with the paper, ink is taken for white (WCAG's ratio; #c8c8c8
    /// on the paper is about 1.5:1, black about 19:1).
    static let minimumContrast = 1.5

    /// WCAG 2 contrast ratio of two sRGB colours (components 0...1).
    static func contrast(_ a: [Double], _ b: [Double]) -> Double {
        func luminance(_ c: [Double]) -> Double {
            let linear = c.map { $0 <= 0.04045 ? $0 / 12.92 : pow(($0 + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        }
        let (x, y) = (luminance(a), luminance(b))
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
