import Foundation

extension CheckID {
    public static let svgPaleInk = CheckID(declaring: "svg.pale-ink")
}

/// A glyph drawn in white, or so pale (a light colour, a low opacity) that it barely
/// shows on paper: the magician copies it onto paper and the audience reads it there.
struct SVGPaleInkCheck: LintCheck {
    enum Code: String, MessageCode {
        case paleInk = "pale-ink"
    }

    let info = CheckInfo(
        id: .svgPaleInk,
        severity: .warning,
        codes: Code.self,
        summary: "a glyph's ink shows on paper (it is not white or nearly so)",
        rationale: """
        The magician copies each glyph onto paper, and the preview shows the rows on \
        paper too. A glyph whose every painted shape is white, or so light (or so \
        transparent) that it hardly differs from the paper, is invisible there, yet it \
        passes every other check: it has ink, in the box. It usually comes from an \
        editor's dark-mode export or a layer left white. The paint is the fill, stroke, \
        color and opacity as they inherit, read as the app will read them once \
        `packtool fix` has written the file (a white `style="fill:#fff"` is reported \
        before fix, not first after it; a gradient the app drops leaves the shape the \
        paint it inherits), through the clones fix expands, black when none is given, \
        over the preview's paper (#f6f1e6); a colour is pale when its contrast with the \
        paper is below 1.5:1. A glyph that also draws in a dark colour (a white shape \
        cut out of a black one) is not reported.
        """,
        triggering: [
            .svg(SVGExample.glyph(##"↓<path d="M10 5H50V75H10Z" fill="#fff"/>"##), fires: Code.paleInk, note: "filled white"),
            .svg(SVGExample.glyph(##"<g fill="whitesmoke">↓<path d="M10 5H50V75H10Z"/></g>"##), fires: Code.paleInk,
                 note: "a near-white fill inherited from a group"),
            .svg(SVGExample.glyph(##"↓<path d="M10 5H50V75H10Z" fill="none" stroke="rgb(250, 250, 250)" stroke-width="4"/>"##), fires: Code.paleInk,
                 note: "a near-white stroke"),
            .svg(SVGExample.glyph(##"↓<path d="M10 5H50V75H10Z" opacity="0.1"/>"##), fires: Code.paleInk, note: "black, but almost transparent"),
            .svg(SVGExample.glyph(##"↓<path d="M10 5H50V75H10Z" style="fill:#ffffff"/>"##), fires: Code.paleInk,
                 note: "white in a style: fix will write it as an attribute"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "no fill given: the app draws black"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#1a1a2e"/><circle cx="30" cy="40" r="10" fill="#fff"/>"##),
                 note: "a white shape over dark ink"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#fff" stroke="#000" stroke-width="3"/>"##), note: "a white fill with a black outline"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="url(#paint)"/>"##), note: "a paint the app does not draw: svg.profile-attribute reports it"),
            .svg(SVGExample.glyph(##"<path d="M10 5H50V75H10Z" fill="#fff" style="fill:none;stroke:#000;stroke-width:4"/>"##),
                 note: "paint in CSS, read as fix writes it: a black outline"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.glyphSVGRoots.compactMap { svg in
            let file = svg.file
            // The shapes that paint and the paint each inherits are the ink measurement's
            // (one walk per document for every ink check, its paint read as the app will
            // read the file once fix has written it: a white glyph painted in `style` is
            // reported before fix, not only after it moves the paint out). Most glyphs write no
            // pale colour and no opacity at all: then the walk reads no paint for this
            // (`readsPaint`), and no layer can be pale.
            guard let ink = file.ink(in: subject), ink.readsPaint else { return nil }
            let layers = PaleInk.layers(of: ink.pieces)
            guard let first = layers.first, layers.allSatisfy(\.isPale) else { return nil }
            let colours = Array(Set(layers.map(\.shown))).sorted()
            let described = colours.count == 1 ? colours[0] : colours.joined(separator: ", ")
            return Finding(.paleInk, file: file.name, position: first.position,
                           message: "the glyph's ink is \(described) on the preview's paper (\(PreviewMetrics.paper)); it is invisible when copied onto paper and in the preview",
                           hint: "draw it in a dark colour: remove the fill and stroke colours (the app then draws black) or set fill=\"#000\"; keep opacity at 1")
        }
    }
}

/// The paint of each shape as the app draws it, for `svg.pale-ink`.
enum PaleInk {
    /// One painted layer (a fill or a stroke of one shape).
    struct Layer {
        let position: SourcePosition
        /// The colour as written, and its opacity when below 1: "#ffffff", "black at opacity 0.1".
        let shown: String
        let isPale: Bool
    }

    /// The preview's paper colour, read once (it was parsed again for every colour judged).
    static let paperRGB = SVGColour.rgb(PreviewMetrics.paper)!

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
