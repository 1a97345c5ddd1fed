import Foundation

/// One distinct glyph a preview used, for the table printed next to it.
public struct PreviewGlyph: Sendable, Hashable {
    public let letter: Character
    public let entry: LetterEntry
    public let tier: Tier
    /// The glyph file's path, for messages; nil for a placeholder of a missing file.
    public let path: String?
    /// Why a glyph file that exists was replaced by its placeholder.
    public let problem: String?
    /// What the profile kept out of the output (`<script>`, `onload=`, ...).
    public let omitted: [String]
}

/// A composed preview: the whole file as text, and the glyphs it shows.
public struct ComposedPreview: Sendable {
    public let text: String
    /// Distinct glyphs in order of first appearance (written order for a phrase,
    /// sorted letters for a specimen).
    public let glyphs: [PreviewGlyph]

    public var data: Data { Data(text.utf8) }
}

/// What the specimen marks on one letter's two halves: a weak half, with what it reads
/// as (empty when it reads as nothing); nil where the half is not marked. Preview's own
/// mark: the caller fills it (from `packtool trick`'s verdicts, `SpecimenMark(_:)` in Trick/).
public struct SpecimenMark: Sendable, Hashable {
    /// What the written half reads as, when it is weak.
    public var written: String?
    /// What the turned half reads as, when it is weak.
    public var turned: String?

    public init(written: String? = nil, turned: String? = nil) {
        self.written = written
        self.turned = turned
    }
}

/// Composes previews of a pack: the three lines of the trick for a phrase, and the
/// specimen sheet of every letter. Pure: returns text, writes and prints nothing.
///
/// Glyphs come from the `resolver` (documents, then bundle, then placeholder; each file
/// parsed once per run), are reduced to the supported profile (`SafeGlyph`) once per
/// file, and are embedded, never linked. Each embedded copy gets its own id prefix.
public struct PreviewComposer: Sendable {
    public let resolver: GlyphResolver
    public let box: GlyphBox
    /// The specimen's marks, by letter, when it should mark weak glyphs: a weak half gets
    /// its label in red with what it reads as. The caller fills them (`packtool trick`'s
    /// verdicts: `init(resolver:box:verdicts:)`, in Trick/).
    public let marks: [Character: SpecimenMark]

    public init(resolver: GlyphResolver, box: GlyphBox = .standard, marks: [Character: SpecimenMark] = [:]) {
        self.resolver = resolver
        self.box = box
        self.marks = marks
    }

    var pack: LoadedPack { resolver.pack }

    // MARK: Phrase

    /// The three titled sections as one SVG file.
    public func phraseSVG(_ phrase: EncodedPhrase) -> ComposedPreview {
        var glyphs = GlyphTable(resolver: resolver, box: box)
        let title = Self.quoted(phrase.phrase)
        let layout = phraseLayout(phrase)
        typealias M = PreviewMetrics

        var body = Markup.text("title", [], "DigitFlip preview of \(title), pack \(pack.name)")
        body += paper(width: layout.width, height: layout.height)
        body += header(title: title, meta: phraseMeta(phrase), titleBaseline: layout.titleBaseline, metaBaseline: layout.metaBaseline)

        let numbers = heading(SpecText.writeTheseNumbers, baseline: layout.numbersHeadingBaseline)
            + Markup.text("text", [("class", "digits"), ("x", Markup.number(M.margin)), ("y", Markup.number(layout.digitsBaseline)),
                                   ("xml:space", "preserve"), ("font-family", Self.monospaceFonts), ("font-size", Markup.number(M.digitSize)),
                                   ("fill", M.ink)], phrase.digitLine)
        body += Markup.element("g", [("id", "section-numbers"), ("class", "section")], content: numbers)

        let written = row(phrase, in: layout.writtenRow, offsets: layout.itemOffsets, prefix: "w", glyphs: &glyphs)
        body += Markup.element("g", [("id", "section-write"), ("class", "section")], content:
            heading(SpecText.writeThis, baseline: layout.writeHeadingBaseline)
            + Markup.element("g", [("id", "row-written"), ("class", "row")], content: written))

        let flipped = row(phrase, in: layout.flippedRow, offsets: layout.itemOffsets, prefix: "f", glyphs: &glyphs)
        let centre = layout.flippedRow
        body += Markup.element("g", [("id", "section-flipped"), ("class", "section")], content:
            heading(SpecText.flippedPreview, baseline: layout.flippedHeadingBaseline)
            + Markup.element("g", [("id", "row-flipped"), ("class", "row"),
                                   ("transform", "rotate(180 \(Markup.number(centre.midX)) \(Markup.number(centre.midY)))")], content: flipped))

        body += caption(Self.phraseCaption, baseline: layout.captionBaseline)
        return ComposedPreview(text: Self.svgDocument(width: layout.width, height: layout.height, body: body), glyphs: glyphs.used)
    }

    /// One self-contained HTML page: dark, quiet; rows 2 and 3 share one horizontal
    /// scroll container and only row 3's inner row is rotated (CSS `rotate(180deg)`).
    public func phraseHTML(_ phrase: EncodedPhrase) -> ComposedPreview {
        var glyphs = GlyphTable(resolver: resolver, box: box)
        func cells(prefix: String) -> String {
            var content = ""
            for (index, item) in phrase.items.enumerated() {
                switch item {
                case .glyph(let letter, let entry):
                    let glyph = glyphs.glyph(letter, entry)
                    content += Markup.element("svg", [("class", "glyph"), ("width", Markup.number(box.width)), ("height", Markup.number(box.height)),
                                                      ("viewBox", "0 0 \(Markup.number(box.width)) \(Markup.number(box.height))")],
                                              content: cell(glyph, at: PreviewRect(x: 0, y: 0, width: box.width, height: box.height), idPrefix: "\(prefix)\(index)-"))
                case .gap:
                    content += Markup.empty("svg", [("class", "gap"), ("width", Markup.number(PreviewMetrics.gapWidth(for: box))),
                                                    ("height", Markup.number(box.height))]) 
                }
            }
            return content
        }
        let title = Self.quoted(phrase.phrase)
        var main = Markup.element("header", [], content: Markup.text("h1", [], "DigitFlip") + Markup.text("p", [("class", "phrase")], title)
                                  + Markup.text("p", [("class", "meta")], phraseMeta(phrase)))
        main += Markup.element("section", [("class", "numbers")], content:
            Markup.text("h2", [], SpecText.writeTheseNumbers) + Markup.text("p", [("class", "digits")], phrase.digitLine))
        let stack = Markup.element("section", [("class", "write")], content:
            Markup.text("h2", [], SpecText.writeThis) + Markup.element("div", [("class", "row"), ("id", "row-written")], content: cells(prefix: "w")))
            + Markup.element("section", [("class", "flip")], content:
                Markup.text("h2", [], SpecText.flippedPreview) + Markup.element("div", [("class", "row flipped"), ("id", "row-flipped")], content: cells(prefix: "f")))
        main += Markup.element("div", [("class", "scroll")], content: Markup.element("div", [("class", "stack")], content: stack))
        main += glyphTableHTML(glyphs.used)
        return ComposedPreview(text: Self.htmlDocument(title: "DigitFlip preview: \(title)", main: main), glyphs: glyphs.used)
    }

    /// The geometry `phraseSVG` draws with (tests use it to find the rows).
    public func phraseLayout(_ phrase: EncodedPhrase) -> PhraseLayout {
        typealias M = PreviewMetrics
        return PhraseLayout(phrase: phrase, box: box, texts: [(Self.quoted(phrase.phrase), M.titleSize), (phraseMeta(phrase), M.metaSize),
                                                               (Self.phraseCaption, M.captionSize)])
    }

    static let phraseCaption = "Flipped Preview is the written row turned 180° about its centre: the paper as the audience sees it."

    // MARK: Specimen

    /// Every letter of the map: letter, code, the glyph as written, the glyph turned
    /// 180°, its tier and file.
    public func specimenSVG() -> ComposedPreview {
        var glyphs = GlyphTable(resolver: resolver, box: box)
        let resolved = resolver.allGlyphs()
        let title = "Specimen: \(pack.map.displayName)"
        let layout = SpecimenLayout(letterCount: resolved.count, box: box,
                                    texts: [(title, PreviewMetrics.titleSize), (specimenMeta(count: resolved.count), PreviewMetrics.metaSize)])
        typealias M = PreviewMetrics
        typealias S = SpecimenLayout

        var body = Markup.text("title", [], "DigitFlip specimen of pack \(pack.name)")
        body += paper(width: layout.width, height: layout.height)
        body += header(title: title, meta: specimenMeta(count: resolved.count), titleBaseline: layout.titleBaseline, metaBaseline: layout.metaBaseline)
        var cards = ""
        for (index, item) in resolved.enumerated() {
            let glyph = glyphs.glyph(item.letter, item.entry, resolved: item)
            let card = layout.card(index)
            let written = layout.writtenBox(in: card)
            let turned = layout.turnedBox(in: card)
            var content = Markup.empty("rect", [("x", Markup.number(card.x)), ("y", Markup.number(card.y)), ("width", Markup.number(card.width)),
                                                ("height", Markup.number(card.height)), ("rx", "8"), ("fill", "#fbf8f1"), ("stroke", M.paperEdge)])
            let top = card.y + S.cardPadding + 20
            content += Markup.text("text", [("class", "letter"), ("x", Markup.number(card.x + S.cardPadding)), ("y", Markup.number(top)),
                                            ("font-size", "22"), ("font-weight", "600"), ("fill", M.ink)], String(item.letter))
            content += Markup.text("text", [("class", "code"), ("x", Markup.number(card.x + card.width - S.cardPadding)), ("y", Markup.number(top)),
                                            ("text-anchor", "end"), ("font-family", Self.monospaceFonts), ("font-size", "18"), ("fill", M.ink)], item.entry.code)
            content += cell(glyph, at: written, idPrefix: "sw\(index)-")
            content += Markup.element("g", [("class", "turned"), ("transform", "rotate(180 \(Markup.number(turned.midX)) \(Markup.number(turned.midY)))")],
                                      content: cell(glyph, at: turned, idPrefix: "st\(index)-"))
            let labelY = written.y + box.height + 13
            let mark = marks[item.letter]
            for (label, rect, weakReads) in [("written", written, mark?.written), ("turned 180°", turned, mark?.turned)] {
                // A weak half: its label in red, with what it reads as.
                let weak = weakReads != nil
                let text = weakReads.map { "\(label) ✗ \($0.isEmpty ? "nothing" : $0)" } ?? label
                content += Markup.text("text", [("class", weak ? "weak" : "label"), ("x", Markup.number(rect.midX)), ("y", Markup.number(labelY)),
                                                ("text-anchor", "middle"), ("font-size", "10"), ("fill", weak ? M.weak : M.muted)], text)
            }
            let footer = labelY + S.labelLine
            content += Markup.text("text", [("class", "tier"), ("x", Markup.number(card.x + S.cardPadding)), ("y", Markup.number(footer)),
                                            ("font-size", "11"), ("font-weight", "600"), ("fill", M.tierColor(glyph.info.tier))],
                                   glyph.info.tier.rawValue + (glyph.info.omitted.isEmpty && glyph.info.problem == nil ? "" : " ⚠"))
            let fileChars = Self.fileCharacters(cardWidth: card.width)
            content += Markup.text("text", [("class", "file"), ("x", Markup.number(card.x + S.cardPadding)), ("y", Markup.number(footer + 14)),
                                            ("font-family", Self.monospaceFonts), ("font-size", "10"), ("fill", M.muted)],
                                   Self.truncated(item.entry.glyphFile, to: fileChars))
            cards += Markup.element("g", [("class", "card"), ("data-letter", String(item.letter))], content: content)
        }
        body += Markup.element("g", [("id", "specimen")], content: cards)
        return ComposedPreview(text: Self.svgDocument(width: layout.width, height: layout.height, body: body), glyphs: glyphs.used)
    }

    /// The specimen sheet inside the dark page, scaled to the page's width.
    public func specimenHTML() -> ComposedPreview {
        let sheet = specimenSVG()
        // The sheet carries its own title and meta line.
        var main = Markup.element("header", [], content: Markup.text("h1", [], "DigitFlip"))
        main += Markup.element("div", [("class", "scroll sheet")], content: Self.withoutXMLDeclaration(sheet.text))
        main += glyphTableHTML(sheet.glyphs)
        return ComposedPreview(text: Self.htmlDocument(title: "DigitFlip specimen: \(pack.name)", main: main), glyphs: sheet.glyphs)
    }

    // MARK: Pieces

    /// A row of glyph cells and gaps, left to right in the order the encoder gives.
    func row(_ phrase: EncodedPhrase, in rect: PreviewRect, offsets: [Double], prefix: String, glyphs: inout GlyphTable) -> String {
        var content = ""
        for (index, item) in phrase.items.enumerated() {
            let x = rect.x + offsets[index]
            switch item {
            case .glyph(let letter, let entry):
                content += cell(glyphs.glyph(letter, entry), at: PreviewRect(x: x, y: rect.y, width: box.width, height: box.height), idPrefix: "\(prefix)\(index)-")
            case .gap:
                content += Markup.empty("rect", [("class", "gap"), ("x", Markup.number(x)), ("y", Markup.number(rect.y)),
                                                 ("width", Markup.number(PreviewMetrics.gapWidth(for: box))), ("height", Markup.number(box.height)),
                                                 ("fill", "none")])
            }
        }
        return content
    }

    /// One glyph in its box: a faint frame, then the glyph's own coordinates fitted
    /// into the box by a nested `<svg>` (viewBox kept, `xMidYMid meet`: uniform scale,
    /// centred, whole drawing visible, never stretched).
    func cell(_ glyph: GlyphTable.Entry, at rect: PreviewRect, idPrefix: String) -> String {
        let info = glyph.info
        var content = Markup.empty("rect", [("class", "frame"), ("x", Markup.number(rect.x)), ("y", Markup.number(rect.y)),
                                            ("width", Markup.number(rect.width)), ("height", Markup.number(rect.height)),
                                            ("fill", "none"), ("stroke", PreviewMetrics.frame), ("stroke-width", "1")])
        content += Markup.element("svg", [("x", Markup.number(rect.x)), ("y", Markup.number(rect.y)), ("width", Markup.number(rect.width)),
                                          ("height", Markup.number(rect.height)), ("viewBox", glyph.safe.viewBox.description),
                                          ("preserveAspectRatio", "xMidYMid meet")],
                                  content: glyph.safe.markup(idPrefix: idPrefix))
        return Markup.element("g", [("class", "glyph"), ("data-letter", String(info.letter)), ("data-code", info.entry.code),
                                    ("data-tier", info.tier.rawValue), ("data-file", info.entry.glyphFile)], content: content)
    }

    func paper(width: Double, height: Double) -> String {
        Markup.empty("rect", [("class", "paper"), ("x", "0.5"), ("y", "0.5"), ("width", Markup.number(width - 1)), ("height", Markup.number(height - 1)),
                              ("rx", "14"), ("fill", PreviewMetrics.paper), ("stroke", PreviewMetrics.paperEdge)])
    }

    func header(title: String, meta: String, titleBaseline: Double, metaBaseline: Double) -> String {
        typealias M = PreviewMetrics
        return Markup.text("text", [("class", "title"), ("x", Markup.number(M.margin)), ("y", Markup.number(titleBaseline)),
                                    ("font-size", Markup.number(M.titleSize)), ("font-weight", "600"), ("fill", M.ink)], title)
            + Markup.text("text", [("class", "meta"), ("x", Markup.number(M.margin)), ("y", Markup.number(metaBaseline)),
                                   ("font-size", Markup.number(M.metaSize)), ("fill", M.muted)], meta)
    }

    func heading(_ text: String, baseline: Double) -> String {
        typealias M = PreviewMetrics
        return Markup.text("text", [("class", "heading"), ("x", Markup.number(M.margin)), ("y", Markup.number(baseline)),
                                    ("font-size", Markup.number(M.headingSize)), ("font-weight", "700"), ("letter-spacing", "1.5"),
                                    ("fill", M.muted)], text)
    }

    func caption(_ text: String, baseline: Double) -> String {
        typealias M = PreviewMetrics
        return Markup.text("text", [("class", "caption"), ("x", Markup.number(M.margin)), ("y", Markup.number(baseline)),
                                    ("font-size", Markup.number(M.captionSize)), ("fill", M.muted)], text)
    }

    func phraseMeta(_ phrase: EncodedPhrase) -> String {
        "DigitFlip preview · pack \(pack.name) (\(pack.map.displayName)) · box \(Self.boxText(box)) · \(phrase.glyphs.count) glyphs: \(tierSummary(phrase))"
    }

    func specimenMeta(count: Int) -> String {
        "pack \(pack.name) · \(count) letters · box \(Self.boxText(box)) · each glyph as written, then turned 180° as the audience sees it"
    }

    /// Glyph occurrences per tier, tiers in lookup order: `1 documents, 8 bundle, 1 placeholder`.
    func tierSummary(_ phrase: EncodedPhrase) -> String {
        let used = phrase.glyphs.map { resolver.glyph(for: $0.letter, entry: $0.entry).tier }
        return Tier.allCases.compactMap { tier in
            let count = used.filter { $0 == tier }.count
            return count == 0 ? nil : "\(count) \(tier.rawValue)"
        }.joined(separator: ", ")
    }

    /// The same table as standard output: letter, code, glyph file, tier, and a note
    /// column only when some glyph has a note.
    func glyphTableHTML(_ used: [PreviewGlyph]) -> String {
        let notes = used.map(Self.note(for:))
        let withNotes = notes.contains { !$0.isEmpty }
        let headings = ["Letter", "Code", "Glyph file", "Tier"] + (withNotes ? ["Note"] : [])
        var rows = Markup.element("tr", [], content: headings.map { Markup.text("th", [], $0) }.joined())
        for (glyph, note) in zip(used, notes) {
            let cells = [String(glyph.letter), glyph.entry.code, glyph.entry.glyphFile].map { Markup.text("td", [], $0) }.joined()
                + Markup.text("td", [("class", "tier \(glyph.tier.rawValue)")], glyph.tier.rawValue)
                + (withNotes ? Markup.text("td", [], note) : "")
            rows += Markup.element("tr", [], content: cells)
        }
        return Markup.element("footer", [], content: Markup.element("table", [], content: rows))
    }

    /// What a reader should know about a glyph: why it is a placeholder, what was left out.
    public static func note(for glyph: PreviewGlyph) -> String {
        var parts: [String] = []
        if let problem = glyph.problem { parts.append("unusable: \(problem)") }
        if !glyph.omitted.isEmpty { parts.append("not copied (outside the SVG profile): " + glyph.omitted.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    static let monospaceFonts = "DejaVu Sans Mono, Menlo, Consolas, monospace"
    static let textFonts = "Helvetica Neue, Helvetica, Arial, DejaVu Sans, sans-serif"

    static func quoted(_ phrase: String) -> String { "“\(phrase)”" }

    static func boxText(_ box: GlyphBox) -> String { "\(Markup.number(box.width))×\(Markup.number(box.height))" }

    /// How many characters of a file name fit on a specimen card this wide (at least 4).
    static func fileCharacters(cardWidth: Double) -> Int {
        max(4, Int(saturating: (cardWidth - 2 * SpecimenLayout.cardPadding) / (10 * PreviewMetrics.monospaceAdvance)))
    }

    static func truncated(_ text: String, to count: Int) -> String {
        text.count <= count ? text : String(text.prefix(count - 1)) + "…"
    }

    static let xmlDeclaration = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"

    static func svgDocument(width: Double, height: Double, body: String) -> String {
        xmlDeclaration + Markup.element("svg", [("xmlns", SVGDocument.svgNamespace), ("width", Markup.number(width)), ("height", Markup.number(height)),
                                                ("viewBox", "0 0 \(Markup.number(width)) \(Markup.number(height))"), ("font-family", textFonts)],
                                        content: "\n" + body + "\n") + "\n"
    }

    static func withoutXMLDeclaration(_ svg: String) -> String {
        svg.hasPrefix(xmlDeclaration) ? String(svg.dropFirst(xmlDeclaration.count)) : svg
    }

    static func htmlDocument(title: String, main: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <title>\(Markup.escape(title))</title>
        <style>\(PreviewStyleSheet.css)</style>
        </head>
        <body>
        <main>\(main)</main>
        </body>
        </html>

        """
    }
}

/// Glyphs of one composition: resolved through the resolver (which parses each file
/// once per run) and reduced to the profile once per file.
struct GlyphTable {
    struct Entry {
        let info: PreviewGlyph
        let safe: SafeGlyph
    }

    let resolver: GlyphResolver
    let box: GlyphBox
    private var byFile: [String: Entry] = [:]
    private(set) var used: [PreviewGlyph] = []

    init(resolver: GlyphResolver, box: GlyphBox) {
        self.resolver = resolver
        self.box = box
    }

    mutating func glyph(_ letter: Character, _ entry: LetterEntry, resolved: ResolvedGlyph? = nil) -> Entry {
        let key = "\(letter)\u{0}\(entry.glyphFile)"
        if let known = byFile[key] { return known }
        let glyph = resolved ?? resolver.glyph(for: letter, entry: entry)
        let safe = SafeGlyph(glyph, box: box)
        let info = PreviewGlyph(letter: letter, entry: entry, tier: glyph.tier, path: glyph.path, problem: glyph.problem, omitted: safe.omitted)
        let value = Entry(info: info, safe: safe)
        byFile[key] = value
        used.append(info)
        return value
    }
}
