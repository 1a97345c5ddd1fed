/// The paper a glyph is seen on: the magician copies each glyph onto paper, and the
/// preview draws its rows on paper of this colour. Ink too close to it is invisible
/// (`PaleInk`, `svg.pale-ink`); the preview paints its cards with it (`PreviewMetrics.paper`).
enum Paper {
    static let colour = "#f6f1e6"
}
