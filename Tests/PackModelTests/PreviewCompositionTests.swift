import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The flip fixture pack: asymmetric rect glyphs (two both defining id="a"), a narrow
/// and a wide glyph, a hostile glyph and a letter whose file is missing; the other
/// letters (a map names all 26) are plain filler rectangles.
enum PreviewFixtures {
    static let bundle = TestPaths.fixture("preview/unit/bundle")

    static func pack(_ name: String = "flip", bundle: URL = bundle) throws -> LoadedPack {
        let roots = PackRoots(documents: bundle.appendingPathComponent("no-documents-here"), bundle: bundle)
        return try PackCatalog(roots: roots).load(name)
    }

    static func composer(_ pack: LoadedPack, box: GlyphBox = .standard) -> PreviewComposer {
        PreviewComposer(resolver: GlyphResolver(pack: pack), box: box)
    }

    /// Composes a phrase preview and parses it back; fails the test if it does not parse cleanly.
    static func phrase(_ text: String, box: GlyphBox = .standard) throws -> (preview: ComposedPreview, root: SVGElement, layout: PhraseLayout) {
        let pack = try pack()
        let composer = composer(pack, box: box)
        let encoded = try pack.encoder.encode(text)
        let preview = composer.phraseSVG(encoded)
        let document = SVGDocument(string: preview.text)
        #expect(document.problems.isEmpty, "\(document.problems)")
        return (preview, try #require(document.root), composer.phraseLayout(encoded))
    }
}

extension SVGElement {
    /// Every element below (and including) this one, depth first.
    var allElements: [SVGElement] {
        var found: [SVGElement] = []
        forEachElement { element, _ in found.append(element) }
        return found
    }

    func first(id: String) -> SVGElement? { allElements.first { $0["id"] == id } }

    func elements(class name: String) -> [SVGElement] {
        allElements.filter { ($0["class"] ?? "").split(separator: " ").contains(Substring(name)) }
    }

    func number(_ name: String) -> Double? { self[name].flatMap(Double.init) }
}

@Suite struct PreviewCompositionTests {
    @Test func threeTitledSectionsInTheSpecOrder() throws {
        let (_, root, _) = try PreviewFixtures.phrase("ab wa")
        let sections = root.elements(class: "section")
        #expect(sections.map { $0["id"] } == ["section-numbers", "section-write", "section-flipped"])
        let headings = sections.map { $0.elements(class: "heading").first?.text }
        #expect(headings == [SpecText.writeTheseNumbers, SpecText.writeThis, SpecText.flippedPreview])
        let digits = try #require(sections[0].elements(class: "digits").first)
        #expect(digits.text == "0 14   9 0")
        #expect(digits.attributes.contains { $0.localName == "space" && $0.value == "preserve" })
        #expect(digits["font-family"]?.contains("monospace") == true)
    }

    @Test func glyphBoxesFollowTheEncoderReversedOrder() throws {
        let (_, root, layout) = try PreviewFixtures.phrase("abn")
        let written = try #require(root.first(id: "row-written")).elements(class: "glyph")
        #expect(written.map { $0["data-letter"] } == ["n", "b", "a"])
        let xs = written.compactMap { $0.elementChildren.last?.number("x") }
        #expect(xs == [layout.writtenRow.x, layout.writtenRow.x + 60, layout.writtenRow.x + 120])
    }

    @Test func flippedRowIsTheSameRowRotatedAsOneUnitAboutItsCentre() throws {
        let (preview, root, layout) = try PreviewFixtures.phrase("ab n")
        let row = try #require(root.first(id: "row-flipped"))
        let glyphs = row.elements(class: "glyph")
        #expect(glyphs.map { $0["data-letter"] } == ["n", "b", "a"])
        // The centre of the drawn boxes, computed from the boxes themselves.
        let boxes = row.allElements.filter { $0.localName == "svg" }
        let left = try #require(boxes.compactMap { $0.number("x") }.min())
        let right = try #require(boxes.compactMap { box in box.number("x").map { $0 + (box.number("width") ?? 0) } }.max())
        let gap = try #require(row.elements(class: "gap").first)
        #expect(gap.number("x") == left + 60)
        let top = try #require(boxes.compactMap { $0.number("y") }.min())
        #expect(row["transform"] == "rotate(180 \(Markup.number((left + right) / 2)) \(Markup.number(top + 40)))")
        #expect(layout.flippedRow.midX == (left + right) / 2)
        // One rotation on the row group; nothing inside is rotated, nothing is mirrored.
        #expect(glyphs.allSatisfy { glyph in glyph.allElements.allSatisfy { $0["transform"] == nil } })
        #expect(!preview.text.contains("scale("))
        #expect(preview.text.components(separatedBy: "rotate(").count == 2)
    }

    @Test func everyGlyphSitsInTheUniformBoxWithItsOwnViewBox() throws {
        let (_, root, _) = try PreviewFixtures.phrase("anw")
        let boxes = try #require(root.first(id: "row-written")).elements(class: "glyph").compactMap { $0.elementChildren.last }
        #expect(boxes.map { $0["viewBox"] } == ["0 0 120 80", "0 0 30 80", "0 0 60 80"])
        for box in boxes {
            #expect(box.localName == "svg")
            #expect(box["width"] == "60" && box["height"] == "80")
            #expect(box["preserveAspectRatio"] == "xMidYMid meet")
        }
        let custom = try PreviewFixtures.phrase("an", box: GlyphBox(width: 48, height: 100)).root
        let customBoxes = try #require(custom.first(id: "row-written")).elements(class: "glyph").compactMap { $0.elementChildren.last }
        #expect(customBoxes.map { $0["width"] } == ["48", "48"])
        #expect(customBoxes.map { $0["height"] } == ["100", "100"])
    }

    @Test func aspectFitCentresOnBothAxes() {
        let wide = ViewBox(width: 120, height: 80).fitted(in: .standard)
        #expect(wide.scale == 0.5 && wide.x == 0 && wide.y == 20 && wide.width == 60 && wide.height == 40)
        let narrow = ViewBox(width: 30, height: 80).fitted(in: .standard)
        #expect(narrow.scale == 1 && narrow.x == 15 && narrow.y == 0)
    }

    @Test func aSpaceIsAFixedGapAndConsecutiveSpacesAddUp() throws {
        func distance(_ phrase: String) throws -> (Double, [Double]) {
            let (_, root, _) = try PreviewFixtures.phrase(phrase)
            let row = try #require(root.first(id: "row-written"))
            let xs = row.elements(class: "glyph").compactMap { $0.elementChildren.last?.number("x") }
            return (xs[1] - xs[0], row.elements(class: "gap").compactMap { $0.number("width") })
        }
        let gap = PreviewMetrics.gapWidth(for: .standard)
        #expect(gap == 30)
        let single = try distance("a b")
        let double = try distance("a  b")
        let triple = try distance("a   b")
        #expect(single.0 == 60 + gap && single.1 == [gap])
        #expect(double.0 == 60 + 2 * gap && double.1 == [gap, gap])
        #expect(triple.0 == 60 + 3 * gap)
        #expect(try distance("ab").0 == 60)
    }

    @Test func aMissingGlyphShowsItsPlaceholder() throws {
        let (preview, root, _) = try PreviewFixtures.phrase("am")
        let glyph = try #require(root.first(id: "row-written")?.elements(class: "glyph").first)
        #expect(glyph["data-letter"] == "m" && glyph["data-tier"] == "placeholder")
        let texts = glyph.allElements.filter { $0.localName == "text" }.map(\.text)
        #expect(texts == ["m", "41"])
        #expect(preview.glyphs.map(\.tier) == [.placeholder, .bundle])
        #expect(preview.glyphs.first?.path == nil)
    }

    @Test func idsInsideEachGlyphAreRenamedSoTheyCannotCollide() throws {
        // ell.svg and eff.svg both define id="a"; "abba" embeds each twice per row.
        let (_, root, _) = try PreviewFixtures.phrase("abba")
        let ids = root.allElements.compactMap { $0["id"] }
        #expect(Set(ids).count == ids.count, "duplicate ids: \(ids)")
        #expect(!ids.contains("a"))
        let glyphIDs = ids.filter { $0.hasSuffix("-a") }
        #expect(glyphIDs.count == 8)
    }

    @Test func nothingOutsideTheProfileSurvivesFromAHostileGlyph() throws {
        let (preview, root, _) = try PreviewFixtures.phrase("h")
        let glyph = try #require(root.first(id: "row-written")?.elements(class: "glyph").first)
        let drawing = try #require(glyph.elementChildren.last)
        for element in drawing.allElements.dropFirst() {
            #expect(element.namespaceURI == SVGDocument.svgNamespace)
            #expect(SVGProfile.allows(element: element.localName), "element \(element.localName)")
            for attribute in element.attributes where attribute.namespaceURI != "http://www.w3.org/2000/xmlns/" {
                let name = attribute.namespaceURI == nil ? attribute.localName : "xml:" + attribute.localName
                #expect(SVGProfile.allows(attribute: name, on: element.localName), "\(name) on \(element.localName)")
                #expect(SVGProfile.isSafePaint(attribute.value))
            }
        }
        // The allowed drawing is still there: the path (without its url() fill) and the circle.
        #expect(drawing.allElements.contains { $0.localName == "path" && $0["d"] == "M15 10H45V70H15Z" && $0["fill"] == nil && $0["stroke"] == "#111111" })
        #expect(drawing.allElements.contains { $0.localName == "circle" })
        let text = preview.text.lowercased()
        for banned in ["script", "javascript", "alert", "onload", "onclick", "foreignobject", "foreign html", "href", "style", "url(",
                       "example.invalid", "<image", "<use", "<a ", "lineargradient", "animate", "evil"] {
            #expect(!text.contains(banned), "output contains \(banned)")
        }
        let omitted = try #require(preview.glyphs.first?.omitted)
        for expected in ["<script>", "<style>", "<foreignObject>", "<image>", "<use>", "<a>", "style=", "fill=url(...)", "xlink:href="] {
            #expect(omitted.contains(expected), "\(expected) not reported in \(omitted)")
        }
        #expect(omitted.contains { $0.contains("onload") } && omitted.contains { $0.contains("onclick") })
    }

    @Test func textFromThePackIsEscaped() throws {
        let folder = try TemporaryDirectory()
        // Loading refuses a code like "<9>" (map.code-digits is one of the decoder's
        // errors), so the map is made in memory: the preview must escape it all the same.
        let map = LetterMap(glyphSet: "odd", displayName: #"<b>"Tom & Jerry"</b>"#,
                            letters: ["a": LetterEntry(code: "0", glyphFile: "a&b'c.svg"), "b": LetterEntry(code: "<9>", glyphFile: "missing.svg")])
        let mapURL = try folder.write("odd/letter_map.json", "{}")
        try folder.write("odd/a&b'c.svg", """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>&lt;/title&gt;&lt;script&gt;x</title><path id="q&quot;r" d="M0 0H5&#10;V5Z"/></svg>
        """)
        let roots = PackRoots(documents: folder.url.appendingPathComponent("no-documents-here"), bundle: folder.url)
        let pack = LoadedPack(name: "odd", map: map, mapTier: .bundle, mapPath: mapURL.path, layers: PackCatalog(roots: roots).layers(of: "odd"))
        let composer = PreviewFixtures.composer(pack)
        for text in [composer.phraseSVG(try pack.encoder.encode("ab")).text, composer.specimenSVG().text] {
            let document = SVGDocument(string: text)
            #expect(document.problems.isEmpty, "\(document.problems)")
            let root = try #require(document.root)
            #expect(!text.contains("<script>") && !text.contains("<b>"))
            #expect(root.allElements.contains { $0.localName == "title" && $0.text == "</title><script>x" })
            #expect(text.contains("data-file=\"a&amp;b&#39;c.svg\""))
            #expect(root.allElements.contains { $0["data-file"] == "a&b'c.svg" })
            #expect(root.allElements.contains { $0["d"] == "M0 0H5\nV5Z" })
            #expect(root.allElements.contains { $0["id"]?.hasSuffix("-q\"r") == true })
        }
        let html = composer.phraseHTML(try pack.encoder.encode("ab")).text
        #expect(html.contains("&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;") && !html.contains("<b>"))
    }

    @Test func eachGlyphFileIsParsedOncePerRun() throws {
        let pack = try PreviewFixtures.pack()
        let resolver = GlyphResolver(pack: pack)
        let composer = PreviewComposer(resolver: resolver)
        let encoded = try pack.encoder.encode("abab  baba")
        _ = composer.phraseSVG(encoded)
        #expect(resolver.parseCount == 2)
        _ = composer.phraseHTML(encoded)
        _ = composer.phraseLayout(encoded)
        #expect(resolver.parseCount == 2)
        _ = composer.specimenSVG()
        _ = composer.specimenHTML()
        #expect(resolver.parseCount == pack.map.letters.count)
    }

    @Test func specimenShowsEveryLetterWrittenAndTurned() throws {
        let pack = try PreviewFixtures.pack()
        let preview = PreviewFixtures.composer(pack).specimenSVG()
        let document = SVGDocument(string: preview.text)
        #expect(document.problems.isEmpty)
        let cards = try #require(document.root).elements(class: "card")
        #expect(cards.map { $0["data-letter"] } == pack.map.sortedLetters.map(\.letter))
        for (card, item) in zip(cards, pack.map.sortedLetters) {
            #expect(card.elements(class: "letter").first?.text == item.letter)
            #expect(card.elements(class: "code").first?.text == item.entry.code)
            #expect(card.elements(class: "file").first?.text == item.entry.glyphFile)
            let glyphs = card.elements(class: "glyph")
            #expect(glyphs.count == 2)
            let turned = try #require(card.elements(class: "turned").first)
            let box = try #require(turned.elements(class: "glyph").first?.elementChildren.last)
            let centre = "rotate(180 \(Markup.number(box.number("x")! + 30)) \(Markup.number(box.number("y")! + 40)))"
            #expect(turned["transform"] == centre)
        }
        let tiers = cards.compactMap { $0.elements(class: "tier").first?.text }
        #expect(tiers.filter { $0.hasPrefix("placeholder") }.count == 1)
        #expect(tiers.contains("bundle ⚠"))
    }

    @Test func htmlKeepsRowsTwoAndThreeInOneScrollContainerAndRotatesOnlyRowThree() throws {
        let pack = try PreviewFixtures.pack()
        let html = PreviewFixtures.composer(pack).phraseHTML(try pack.encoder.encode("ab h")).text
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "class=\"scroll\"").count == 2)
        let scroll = try #require(html.range(of: "<div class=\"scroll\">"))
        let written = try #require(html.range(of: "<div class=\"row\" id=\"row-written\">"))
        let flipped = try #require(html.range(of: "<div class=\"row flipped\" id=\"row-flipped\">"))
        let footer = try #require(html.range(of: "<footer>"))
        #expect(scroll.lowerBound < written.lowerBound && written.lowerBound < flipped.lowerBound && flipped.lowerBound < footer.lowerBound)
        for title in [SpecText.writeTheseNumbers, SpecText.writeThis, SpecText.flippedPreview] { #expect(html.contains(">\(title)</h2>")) }
        // The only transform is the CSS rule on the flipped row.
        #expect(html.components(separatedBy: "rotate(").count == 2)
        #expect(html.contains(".row.flipped { transform: rotate(180deg); }"))
        #expect(!html.lowercased().contains("<script") && !html.contains("javascript") && !html.contains("href=\""))
        #expect(html.contains("default-src 'none'"))
    }

    @Test func defaultFileNamesUseSafeCharactersOnly() {
        #expect(PreviewFileName.forPhrase("hello world", extension: "svg") == "preview-hello-world.svg")
        #expect(PreviewFileName.forPhrase("  hi  you ", extension: "png") == "preview-hi-you.png")
        #expect(PreviewFileName.forPhrase("../etc/passwd", extension: "svg") == "preview-etc-passwd.svg")
        #expect(PreviewFileName.forPhrase(String(repeating: "ab ", count: 40), extension: "svg").count <= "preview-.svg".count + 60)
        #expect(PreviewFileName.forSpecimen(pack: "no_zero", extension: "html") == "specimen-no_zero.html")
    }

    @Test func markupEscapesEverythingItWrites() {
        #expect(Markup.escape("a<b>&\"c'\u{1}\n") == "a&lt;b&gt;&amp;&quot;c&#39;&#10;")
        #expect(Markup.number(0.1 + 0.2) == "0.3")
        #expect(Markup.number(60) == "60")
        #expect(Markup.number(-1.25) == "-1.25")
    }

    @Test func viewBoxParsing() throws {
        #expect(try ViewBox.parse("0,0,60,80").get() == ViewBox(width: 60, height: 80))
        #expect(try ViewBox.parse(" -5  2.5 10\t20 ").get() == ViewBox(minX: -5, minY: 2.5, width: 10, height: 20))
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 0 80").get() }
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 60").get() }
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 nan 80").get() }
    }
}
