extension SVGRewrites {
    /// Properties and attributes that draw nothing, in either drawing, removed:
    /// enable-background, display:inline, visibility:visible, clip-rule outside clip
    /// paths, font properties where no text is, -inkscape-* properties, rendering hints,
    /// attributes SVG does not define where they stand, empty styles, and elements SVG
    /// does not define (`<referenceFile>`), with what they hold. Lint's rule
    /// (`InertProperty`, `SVGInertAttribute`) says what draws nothing on an element;
    /// `RewritePlanner.drawsNothing` adds what the whole file must hold for deleting it.
    static let noDrawProperties = SVGRewriteInfo(
        kind: .noDrawProperties,
        summary: "properties that draw nothing removed",
        hintPhrase: "removes properties that draw nothing",
        resolves: [ResolvedFinding(SVGDrawsNothingCheck(), .inertAttribute), ResolvedFinding(SVGDrawsNothingCheck(), .inertStyle),
                   ResolvedFinding(SVGDrawsNothingCheck(), .inertElement)],
        examples: [
            RewriteExample(glyph(##"<g style="display:inline" enable-background="new"><path d="M10 5H50V75H10Z" font-family="Arial" clip-rule="evenodd"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "an Inkscape layer and Illustrator's leftovers"),
            RewriteExample(glyph(##"<g clip-rule="evenodd"><path d="M10 5H50V75H10Z"/><image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/><image width="10" height="10" href="data:image/png;base64,iVBORw0KGgo="/></g>"##),
                           note: "a clip rule over a picture, which no clip rule reaches (Sphinx's logo: it was kept, and lint then reported it)"),
            RewriteExample(glyph(##"<circle cx="30" cy="40" r="20" d="M0 0" gorn="0.1"/>"##), glyph(##"<circle cx="30" cy="40" r="20"/>"##),
                           note: "Inkscape's d on a circle, Fritzing's gorn"),
            RewriteExample(glyph(##"<path d="M10 40A20 20 0 1 1 50 40A20 20 0 1 1 10 40Z" cx="30" cy="40" rx="20" ry="20"/><rect x="10" y="5" width="40" height="70" rx="5" r="3"/>"##),
                           glyph(##"<path d="M10 40A20 20 0 1 1 50 40A20 20 0 1 1 10 40Z"/><rect x="10" y="5" width="40" height="70" rx="5"/>"##),
                           note: "an Inkscape arc turned into a path keeps the circle's centre and radii; a rectangle's r: only the shapes they belong to read them (Zotero's licence badges)"),
            RewriteExample(glyph(##"<referenceFile>a.fzp</referenceFile><path d="M10 5H50V75H10Z" connectorname="pin"/><comment>x</comment>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "Fritzing's elements SVG does not define, and its connector names"),
            RewriteExample(glyph(##"<g style="isolation:isolate;line-height:1.25;text-align:start"><path d="M10 5H50V75H10Z"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##), note: "isolation where nothing blends, text properties where no text is"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" style="stroke-width:0.75pt"/><circle cx="30" cy="40" r="5" stroke-width="1pt"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/><circle cx="30" cy="40" r="5"/>"##),
                           note: "stroke widths in pt on shapes that paint no stroke, as Illustrator and CorelDRAW write them"),
            RewriteExample(glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/><path d="M20 5H40V75H20Z" style="color-interpolation:sRGB;color-interpolation-filters:linearRGB"/>"##),
                           glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/><path d="M20 5H40V75H20Z"/>"##),
                           note: "Inkscape's colour interpolation on a shape, beside a gradient: a gradient takes it from where it stands, not from what paints with it"),
            RewriteExample(glyph(##"<g isolation="isolate"><path d="M10 5H50V75H10Z"/><gorn mix-blend-mode="multiply"/></g>"##),
                           glyph(##"<g><path d="M10 5H50V75H10Z"/></g>"##),
                           note: "isolation around a blend only an element SVG does not define had: both go in one run (found by the fix fuzz harness)"),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0" stroke="#000" stroke-width="4" paint-order="stroke fill markers"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0" stroke="#000" stroke-width="4"/>"##),
                           note: "a paint order over a fill at opacity 0, as Inkscape writes it (lawnicons' outline icons): only the stroke paints, so there is no order"),
            RewriteExample(glyph(##"<line x1="10" y1="10" x2="50" y2="70" fill="#D8D8D8" stroke="#000" stroke-width="4" paint-order="stroke"/>"##),
                           glyph(##"<line x1="10" y1="10" x2="50" y2="70" fill="#D8D8D8" stroke="#000" stroke-width="4"/>"##),
                           note: "Boxy's paint order on a line, whose fill paints nothing (a line encloses no area)"),
            .unchanged(glyph(##"<path d="M10 5H50V75H10Z" fill="#000" fill-opacity="0.5" stroke="#000" stroke-width="4" paint-order="stroke"/>"##),
                       note: "a fill that shows: the order decides what covers what, so it stays"),
            .unchanged(glyph(##"<path d="M10 5H50V75H10Z" stroke="#000" stroke-width="1pt"/>"##),
                       note: "a stroke width in pt where a stroke is painted: the artist's to change"),
            .unchanged(glyph(##"<g font-size="12"><text x="1" y="9">0</text></g>"##), note: "a font on a group of text concerns the text"),
        ])
}
