/// A rectangle in the preview's coordinates (SVG user units, CSS pixels).
public struct PreviewRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
}

/// Sizes of the preview that are not the glyph box. The glyph box is `GlyphBox`.
public enum PreviewMetrics {
    /// What one space of the phrase becomes in the glyph row: half a box. Consecutive
    /// spaces add up; nothing is collapsed.
    public static func gapWidth(for box: GlyphBox) -> Double { box.width / 2 }

    static let margin = 32.0
    static let titleSize = 22.0
    static let metaSize = 12.0
    static let headerHeight = 64.0
    static let headingSize = 12.0
    static let headingHeight = 26.0
    static let digitSize = 28.0
    static let digitHeight = 40.0
    static let sectionSpacing = 26.0
    static let captionSize = 11.0
    static let minimumWidth = 520.0
    /// A generous average advance of a character, as a fraction of the font size, used
    /// only to make the card wide enough for a line of text.
    static let monospaceAdvance = 0.62
    static let proportionalAdvance = 0.54

    /// The widest of some lines of proportional text, estimated.
    static func textWidth(_ texts: [(text: String, size: Double)]) -> Double {
        texts.map { Double($0.text.count) * $0.size * proportionalAdvance }.max() ?? 0
    }

    static let paper = Paper.colour
    static let paperEdge = "#d8ccb4"
    static let ink = "#1d1a16"
    static let muted = "#857a66"
    /// A glyph half `packtool trick` finds weak, on the specimen.
    static let weak = "#b3261e"
    static let frame = "#e3d9c5"

    static func tierColor(_ tier: Tier) -> String {
        switch tier {
        case .documents: "#2f6f9f"
        case .bundle: "#3f7f4f"
        case .path: "#6f5f9f"
        case .placeholder: "#c2413b"
        }
    }
}

/// Where everything of a phrase preview goes. Pure geometry: the SVG composer draws
/// from it, and tests use it to find the rows in a rendered image.
public struct PhraseLayout: Sendable, Hashable {
    public let box: GlyphBox
    public let gapWidth: Double
    /// The x of each item (glyph or gap) relative to the start of the row.
    public let itemOffsets: [Double]
    public let rowWidth: Double
    public let width: Double
    public let height: Double
    public let titleBaseline: Double
    public let metaBaseline: Double
    public let numbersHeadingBaseline: Double
    public let digitsBaseline: Double
    public let writeHeadingBaseline: Double
    /// The "Write This" row.
    public let writtenRow: PreviewRect
    public let flippedHeadingBaseline: Double
    /// The "Flipped Preview" row: the same rectangle size, drawn turned about its centre.
    public let flippedRow: PreviewRect
    public let captionBaseline: Double

    /// `texts`: the lines of proportional text the card must be wide enough for, with
    /// their font sizes (title, meta line, caption).
    public init(phrase: EncodedPhrase, box: GlyphBox, texts: [(text: String, size: Double)]) {
        typealias M = PreviewMetrics
        self.box = box
        gapWidth = M.gapWidth(for: box)
        var offsets: [Double] = []
        var x = 0.0
        for item in phrase.items {
            offsets.append(x)
            switch item {
            case .glyph: x += box.width
            case .gap: x += gapWidth
            }
        }
        itemOffsets = offsets
        rowWidth = x

        var y = M.margin
        titleBaseline = y + M.titleSize
        metaBaseline = y + M.titleSize + 20
        y += M.headerHeight
        numbersHeadingBaseline = y + M.headingSize
        y += M.headingHeight
        digitsBaseline = y + M.digitSize * 0.8
        y += M.digitHeight + M.sectionSpacing
        writeHeadingBaseline = y + M.headingSize
        y += M.headingHeight
        writtenRow = PreviewRect(x: M.margin, y: y, width: rowWidth, height: box.height)
        y += box.height + M.sectionSpacing
        flippedHeadingBaseline = y + M.headingSize
        y += M.headingHeight
        flippedRow = PreviewRect(x: M.margin, y: y, width: rowWidth, height: box.height)
        y += box.height + M.sectionSpacing
        captionBaseline = y + M.captionSize
        y += M.captionSize + M.margin
        height = y

        let digitsWidth = Double(phrase.digitLine.count) * M.digitSize * M.monospaceAdvance
        width = max(rowWidth, digitsWidth, M.textWidth(texts), M.minimumWidth - 2 * M.margin) + 2 * M.margin
    }
}

/// Where everything of a specimen sheet goes: one card per letter in a grid.
public struct SpecimenLayout: Sendable, Hashable {
    public let box: GlyphBox
    public let columns: Int
    public let cardWidth: Double
    public let cardHeight: Double
    public let width: Double
    public let height: Double
    public let titleBaseline: Double
    public let metaBaseline: Double
    let gridTop: Double

    static let cardPadding = 12.0
    static let cardSpacing = 16.0
    static let boxSpacing = 14.0
    static let letterLine = 30.0
    static let labelLine = 18.0
    static let footerLine = 34.0
    static let maximumColumns = 6

    public init(letterCount: Int, box: GlyphBox, texts: [(text: String, size: Double)]) {
        typealias M = PreviewMetrics
        self.box = box
        columns = max(1, min(Self.maximumColumns, letterCount))
        cardWidth = 2 * box.width + Self.boxSpacing + 2 * Self.cardPadding
        cardHeight = Self.cardPadding + Self.letterLine + box.height + Self.labelLine + Self.footerLine
        let rows = max(1, (letterCount + columns - 1) / columns)
        titleBaseline = M.margin + M.titleSize
        metaBaseline = M.margin + M.titleSize + 20
        gridTop = M.margin + M.headerHeight
        height = gridTop + Double(rows) * cardHeight + Double(rows - 1) * Self.cardSpacing + M.margin
        let gridWidth = Double(columns) * cardWidth + Double(columns - 1) * Self.cardSpacing
        width = max(gridWidth, M.textWidth(texts), M.minimumWidth - 2 * M.margin) + 2 * M.margin
    }

    /// The card of the letter at `index` (row-major).
    public func card(_ index: Int) -> PreviewRect {
        let column = index % columns
        let row = index / columns
        return PreviewRect(x: PreviewMetrics.margin + Double(column) * (cardWidth + Self.cardSpacing),
                           y: gridTop + Double(row) * (cardHeight + Self.cardSpacing),
                           width: cardWidth, height: cardHeight)
    }

    /// The "as written" box of a card.
    public func writtenBox(in card: PreviewRect) -> PreviewRect {
        PreviewRect(x: card.x + Self.cardPadding, y: card.y + Self.cardPadding + Self.letterLine, width: box.width, height: box.height)
    }

    /// The "turned 180°" box of a card.
    public func turnedBox(in card: PreviewRect) -> PreviewRect {
        PreviewRect(x: card.x + Self.cardPadding + box.width + Self.boxSpacing, y: card.y + Self.cardPadding + Self.letterLine,
                    width: box.width, height: box.height)
    }
}
