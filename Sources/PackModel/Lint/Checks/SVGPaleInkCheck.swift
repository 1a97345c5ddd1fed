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
                           message: "the glyph's ink is \(described) on the preview's paper (\(Paper.colour)); it is invisible when copied onto paper and in the preview",
                           hint: "draw it in a dark colour: remove the fill and stroke colours (the app then draws black) or set fill=\"#000\"; keep opacity at 1")
        }
    }
}
