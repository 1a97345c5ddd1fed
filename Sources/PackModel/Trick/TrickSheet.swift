import Foundation

/// Every glyph of a pack, written, on one sheet: one SVG, drawn by one rasterizer run and
/// sliced into one ink map per glyph (a turned glyph is its written map turned 180°).
///
/// Each glyph is reduced to the supported profile the way `preview` reduces it
/// (`SafeGlyph`: what the app draws), and fitted into a 60×80 box as the preview fits it
/// (its own viewBox, `xMidYMid meet`). Drawn at 2×, each box is 120×160 pixels, the size
/// the recogniser's contract names. Nothing else is drawn on the sheet: no frame, no paper.
public struct TrickSheet: Sendable {
    public static let box = GlyphBox.standard
    public static let zoom = 2
    /// Glyphs per row of the sheet.
    static let columns = 13

    public struct Glyph: Sendable {
        public let letter: Character
        public let entry: LetterEntry
        public let tier: Tier
        public let path: String?
        public let problem: String?
    }

    public let glyphs: [Glyph]
    public let svg: String

    public init(resolver: GlyphResolver) {
        let box = Self.box
        var glyphs: [Glyph] = []
        var cells = ""
        for (index, resolved) in resolver.allGlyphs().filter({ TrickLabel.alphabet.contains($0.letter) }).enumerated() {
            let safe = SafeGlyph(resolved, box: box)
            let x = Double(index % Self.columns) * box.width, y = Double(index / Self.columns) * box.height
            cells += Markup.element("svg", [("x", Markup.number(x)), ("y", Markup.number(y)), ("width", Markup.number(box.width)),
                                            ("height", Markup.number(box.height)), ("viewBox", safe.viewBox.description),
                                            ("preserveAspectRatio", "xMidYMid meet")],
                                    content: safe.markup(idPrefix: "g\(index)-"))
            glyphs.append(Glyph(letter: resolved.letter, entry: resolved.entry, tier: resolved.tier, path: resolved.path, problem: resolved.problem))
        }
        let rows = max(1, (glyphs.count + Self.columns - 1) / Self.columns)
        let width = Double(min(max(glyphs.count, 1), Self.columns)) * box.width, height = Double(rows) * box.height
        self.glyphs = glyphs
        self.svg = PreviewComposer.xmlDeclaration + Markup.element("svg", [("xmlns", SVGDocument.svgNamespace), ("width", Markup.number(width)),
                                                                             ("height", Markup.number(height)),
                                                                             ("viewBox", "0 0 \(Markup.number(width)) \(Markup.number(height))")],
                                                                     content: cells) + "\n"
    }

    /// Pixels of one glyph box on the drawn sheet.
    public static var cellWidth: Int { Int(box.width) * zoom }
    public static var cellHeight: Int { Int(box.height) * zoom }

    /// Each glyph's written ink map, sliced from the drawn sheet.
    public func inkMaps(from image: PNGPixels) throws(TrickError) -> [Character: InkMap] {
        let rows = max(1, (glyphs.count + Self.columns - 1) / Self.columns)
        let expectedWidth = min(max(glyphs.count, 1), Self.columns) * Self.cellWidth
        guard image.width == expectedWidth, image.height == rows * Self.cellHeight else {
            throw .render("the rasterizer drew \(image.width)x\(image.height) pixels; the sheet is \(expectedWidth)x\(rows * Self.cellHeight)")
        }
        var maps: [Character: InkMap] = [:]
        for (index, glyph) in glyphs.enumerated() {
            maps[glyph.letter] = InkMap(image, x: (index % Self.columns) * Self.cellWidth, y: (index / Self.columns) * Self.cellHeight,
                                        width: Self.cellWidth, height: Self.cellHeight)
        }
        return maps
    }

    /// Draws the sheet with `rasterizer` and slices it.
    public func render(with rasterizer: any SVGRasterizer) throws(TrickError) -> [Character: InkMap] {
        let png: Data
        do {
            png = try rasterizer.png(fromSVG: Data(svg.utf8), zoom: Self.zoom)
        } catch let error as TrickError {
            throw error
        } catch {
            throw .render("\(error)")
        }
        let image: PNGPixels
        do { image = try PNGPixels(png) } catch { throw .render("the rasterizer's output: \(error)") }
        return try inkMaps(from: image)
    }
}

/// Why a pack could not be judged.
public enum TrickError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rasterizer failed, or drew something else than the sheet.
    case render(String)
    /// A phrase the pack cannot encode.
    case phrase(String, PhraseEncodingError)

    public var description: String {
        switch self {
        case .render(let why): "cannot draw the glyphs: \(why)"
        case .phrase(let phrase, let error): "cannot encode the phrase \"\(phrase)\": \(error)"
        }
    }
}
