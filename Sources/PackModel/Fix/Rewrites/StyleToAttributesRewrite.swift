extension SVGRewrites {
    /// Paint in `style="…"` and simple `<style>` rules (`.class`, a tag, `#id`) written
    /// on the elements as presentation attributes, values as written; `class` and the
    /// sheet dropped. Planned in `RewritePlanner.editAttributes`, where every attribute
    /// of an element is decided together.
    static let styleToAttributes = SVGRewriteInfo(
        kind: .styleToAttributes,
        summary: "styles moved into presentation attributes",
        hintPhrase: "moves styles into presentation attributes",
        resolves: [ResolvedFinding(SVGProfileAttributeCheck(), .unsupportedAttribute, subjects: ["@style", "@class"]),
                   ResolvedFinding(SVGProfileElementCheck(), .unsupportedElement, subjects: ["style"])],
        examples: [
            RewriteExample(glyph(##"<style>.a{fill:#1a1a1a}</style><path class="a" d="M10 5H50V75H10Z" style="stroke:#000;stroke-width:2"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#1a1a1a" stroke="#000" stroke-width="2"/>"##)),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" fill="red" style="fill:#000"/>"##), glyph(##"<path d="M10 5H50V75H10Z" fill="#000"/>"##),
                           note: "the style wins over the attribute it replaces"),
            .unchanged(glyph(##"<style>g > path{fill:red}</style><g><path d="M10 5H50V75H10Z"/></g>"##),
                       note: "a sheet that needs a CSS engine leaves the whole file alone"),
            .unchanged(glyph(##"<style>.a{fill:#1a1a1a;mix-blend-mode:multiply}</style><path class="a" d="M10 5H50V75H10Z" style="stroke:#000"/>"##),
                       note: "a sheet setting what SVG has no attribute for stays, and every style with it (`SVGStyleMove`)"),
        ])
}
