import Foundation
import TestSupport
import Testing
@testable import PackModel

/// One test (or a few) per defect found by fuzzing and by reading the reader: each input
/// here used to trap (a Swift runtime error kills the whole process) or took quadratic
/// time. The slow shapes are built at a size that is cheap once linear; their time is
/// the bench's business (Scripts/bench, adversarial section), never asserted here.
@Suite struct FuzzRegressionTests {
    static func fixture(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: TestPaths.fixture("fuzz-regressions/\(name)")))
    }

    static let classicMap = (try? String(contentsOf: TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json"), encoding: .utf8)) ?? ""

    static func lint(_ files: [String: [UInt8]]) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "pack", files: files))
    }

    // MARK: - The trust file's writer (a round trip that differed)

    /// A digest holding backslashes was written without escaping: read back, it was
    /// another digest. Every string the trust file and the catalogue write is quoted.
    @Test func aTrustFileWithBackslashesInADigestReadsBackTheSame() throws {
        let state = try TrustState(jsonBytes: try Self.fixture("trust-file-backslash-digest.json"))
        #expect(state.installed.first?.manifestSHA256.contains("\\") == true)
        #expect(try TrustState(jsonBytes: state.encoded()) == state)
    }

    // MARK: - The backward scans for `<!DOCTYPE` and `<?` (traps: index out of range)

    @Test func aDoctypeEndingInLessThanIsRefusedNotATrap() throws {
        let document = SVGDocument(bytes: try Self.fixture("doctype-ends-in-lt.svg"))
        #expect(document.root == nil)
        #expect(document.problems.map(\.kind) == [.doctype])
        #expect(document.problems.first?.position == SourcePosition(line: 1, column: 1))
    }

    @Test func aProcessingInstructionBeforeAFinalLessThanIsReportedNotATrap() throws {
        let document = SVGDocument(bytes: try Self.fixture("processing-instruction-ends-in-lt.svg"))
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .processingInstruction)
        #expect(document.problems.first?.position == SourcePosition(line: 2, column: 1))
        #expect(document.problems.dropFirst().map(\.kind) == [.malformed])
    }

    /// The scans started at the offset libxml2 had reached, which is already past the
    /// markup: the next `<?`/`<!` was taken for its start, and one written inside a
    /// processing instruction's data or a DOCTYPE's system literal too.
    @Test(arguments: [
        ("<?a?><?b?><svg xmlns=\"http://www.w3.org/2000/svg\"/>", [SourcePosition(line: 1, column: 1), SourcePosition(line: 1, column: 6)]),
        ("\n<?foo x <?foo y?><svg xmlns=\"http://www.w3.org/2000/svg\"/>", [SourcePosition(line: 2, column: 1)]),
        ("<?foo\n  <?foo <?foo ?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>", [SourcePosition(line: 1, column: 1)]),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"><?é x?><?b ?></svg>", [SourcePosition(line: 1, column: 41), SourcePosition(line: 1, column: 48)]),
    ])
    func aProcessingInstructionIsPlacedAtItsOwnStart(text: String, positions: [SourcePosition]) {
        let document = SVGDocument(string: text)
        #expect(document.problems.map(\.kind) == positions.map { _ in .processingInstruction })
        #expect(document.problems.map(\.position) == positions)
    }

    @Test(arguments: [
        ("<!DOCTYPE svg<!x><svg/>", SVGProblem.Kind.doctype),
        ("<!DOCTYPE svg SYSTEM \"<!DOCTYPE\">\n<svg/>", .doctype),
        ("<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"<!DOCTYPE <!DOCTYPE\"     \n\n  [<!ENTITY x \"y\">]><svg/>", .internalSubset),
        ("<!DOCTYPE    svg   SYSTEM   \"a<!DOCTYPE\"   <", .doctype),
    ])
    func aDoctypeIsPlacedAtItsOwnStart(text: String, kind: SVGProblem.Kind) {
        let document = SVGDocument(string: text)
        #expect(document.problems.map(\.kind) == [kind])
        #expect(document.problems.first?.position == SourcePosition(line: 1, column: 1))
    }

    /// Every truncation of a file full of the markup the scans look for, and each with a
    /// `<` added: the scans must stay inside the file wherever it ends.
    @Test func everyTruncationOfPrologMarkupParses() {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <?xml-stylesheet href="a.css"?><!-- <?x?> <!x -->
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [<!ENTITY e "é">]>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><?pi data?><path d="M10 5H50V75H10Z"/></svg>
        """
        let bytes = Array(text.utf8)
        var kinds: Set<SVGProblem.Kind> = []
        for end in 1...bytes.count {
            for tail in [[], [UInt8(ascii: "<")], Array("<?".utf8), Array("<!".utf8)] {
                let document = SVGDocument(bytes: Array(bytes[..<end]) + tail)
                kinds.formUnion(document.problems.map(\.kind))
                #expect(document.problems.allSatisfy { $0.position.line >= 1 && $0.position.column >= 1 })
            }
        }
        #expect(kinds.isSuperset(of: [.doctype, .processingInstruction, .malformed]))
    }

    // MARK: - Doubles converted to Int (traps: not finite, or past Int.max)

    @Test func ratiosFormatForEveryDouble() {
        #expect(GeometryFormat.ratio(0.75) == "3:4")
        #expect(GeometryFormat.ratio(1) == "1:1")
        #expect(GeometryFormat.ratio(2.5) == "5:2")
        #expect(GeometryFormat.ratio(0x1p63) == "9.223372036854776e+18:1")
        #expect(GeometryFormat.ratio(1e308) == "1e+308:1")
        #expect(GeometryFormat.ratio(.greatestFiniteMagnitude) == "1.7976931348623157e+308:1")
        #expect(GeometryFormat.ratio(.infinity) == "inf:1")
        #expect(GeometryFormat.ratio(.nan) == "nan:1")
        #expect(GeometryFormat.ratio(0.0001) == "1:10000")
        #expect(GeometryFormat.ratio(0x1p-70) == "1:1.1805916207174113e+21")
        #expect(GeometryFormat.ratio(.leastNonzeroMagnitude) == "1:inf")
        #expect(GeometryFormat.ratio(0) == "0:1")
    }

    @Test func numbersFormatForEveryDouble() {
        #expect(GeometryFormat.number(1.5) == "1.5")
        #expect(GeometryFormat.number(-0.0004) == "0")
        #expect(GeometryFormat.number(12.3456) == "12.346")
        #expect(GeometryFormat.number(0x1p63) == "9.223372036854776e+18")
        #expect(GeometryFormat.number(1e308) == "1e+308")
        #expect(GeometryFormat.number(-1e308) == "-1e+308")
        #expect(GeometryFormat.number(.infinity) == "inf")
        #expect(GeometryFormat.number(.nan) == "nan")
    }

    @Test func anAspectRatioOfTwoToTheSixtyThirdIsReported() throws {
        let tall = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"#.utf8)
        let diagnostics = Self.lint(["a.svg": tall, "b.svg": tall, "c.svg": try Self.fixture("viewbox-ratio-2p63.svg")])
        let finding = try #require(diagnostics.first { $0.checkID == .svgAspectRatio })
        #expect(finding.file == "c.svg")
        #expect(finding.message.contains("has aspect ratio 9.223372036854776e+18:1; the pack's glyphs are 3:4 (2 of 3 glyphs)"), "\(finding.message)")
    }

    @Test func saturatingConversionNeverTraps() {
        #expect(Int(saturating: 3.7) == 3)
        #expect(Int(saturating: -3.7) == -3)
        #expect(Int(saturating: .nan) == 0)
        #expect(Int(saturating: .infinity) == .max)
        #expect(Int(saturating: -.infinity) == .min)
        #expect(Int(saturating: 0x1p63) == .max)
        #expect(Int(saturating: -0x1p63) == .min)
        #expect(Int(saturating: 1e308) == .max)
        #expect(Int(saturating: 0x1p62) == 1 << 62)
    }

    @Test func glyphBoxDescriptionNeverTraps() {
        #expect(GlyphBox(width: 60, height: 80).description == "60x80")
        #expect(GlyphBox(width: 1e300, height: .infinity).description == "1e+300xinf")
        #expect(GlyphBox(width: .nan, height: 0x1p63).description == "nanx9.223372036854776e+18")
    }

    @Test func inkCoverageOfAViewBoxNearDoublesLimitIsReported() throws {
        let diagnostics = Self.lint(["letter_map.json": Array(Self.classicMap.utf8), "lowercase_a.svg": try Self.fixture("ink-coverage-overflow.svg")])
        let finding = try #require(diagnostics.first { $0.checkID == .svgInkCoverage })
        // (The number reader takes 1e308 as 1.0000000000000006e+308: exponents past 22 are not exact.)
        #expect(finding.message.hasPrefix("the ink uses 0% of the viewBox height and 0% of its area (ink 0,0 – 1"), "\(finding.message)")
        #expect(finding.message.contains("e+308,10, viewBox 0,0 – 1"), "\(finding.message)")
    }

    @Test func inkSharesStayBetweenZeroAndOne() {
        func shares(_ view: Rect, _ ink: Rect) -> (top: Double, bottom: Double, area: Double) {
            SVGInkCoverageCheck.shares(visible: ink, view: view,
                                       box: ViewBox(minX: view.minX, minY: view.minY, width: view.maxX - view.minX, height: view.maxY - view.minY))
        }
        let huge = Double.greatestFiniteMagnitude / 2
        // Both products overflow: inf ÷ inf.
        let full = shares(Rect(minX: 0, minY: 0, maxX: huge, maxY: huge), Rect(minX: 0, minY: 0, maxX: huge, maxY: huge))
        #expect(full.top == 0 && full.bottom == 1 && full.area == 1)
        // Only the box's product overflows; the ink is a thin band.
        let band = shares(Rect(minX: 0, minY: 0, maxX: 1e308, maxY: 1e300), Rect(minX: 0, minY: 0, maxX: 1e308, maxY: 10))
        #expect(band.top == 0 && band.bottom < 1e-290 && band.area < 1e-290)
        // An ordinary glyph: the plain quotients, bit for bit.
        let plain = shares(Rect(minX: 0, minY: 0, maxX: 60, maxY: 80), Rect(minX: 10, minY: 5, maxX: 50, maxY: 75))
        #expect(plain.top == 5.0 / 80 && plain.bottom == 75.0 / 80 && plain.area == 40.0 * 70 / (60 * 80))
        // Infinite ink (a transform that overflows) counts as what it can be: nothing measurable.
        let infinite = shares(Rect(minX: 0, minY: 0, maxX: 60, maxY: 80), Rect(minX: -.infinity, minY: -.infinity, maxX: .infinity, maxY: .infinity))
        for share in [infinite.top, infinite.bottom, infinite.area] { #expect(share >= 0 && share <= 1) }
    }

    @Test func previewOfAnEnormousBoxNeverTraps() {
        let box = GlyphBox(width: 1e300, height: .infinity)
        #expect(!box.description.isEmpty)
        #expect(PreviewComposer.fileCharacters(cardWidth: .infinity) > 0)
        #expect(PreviewComposer.fileCharacters(cardWidth: .nan) == 4)
    }

    // MARK: - Quadratic time (built at a size that is cheap once linear; never timed)

    /// libxml2 hands text over in many pieces, one per character reference: the text is
    /// gathered once, not copied again for every piece.
    @Test func textInManyPiecesIsOneNode() throws {
        let count = 200_000
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">"#
            + "\n  <text>" + String(repeating: "&#65;", count: count) + "</text><style>" + String(repeating: "&#x42;é", count: count) + "</style></svg>"
        let document = SVGDocument(string: text)
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        let (textElement, style) = (root.elementChildren[0], root.elementChildren[1])
        #expect(textElement.children.count == 1)
        guard case .text(let value, let position)? = textElement.children.first else { Issue.record("no text node"); return }
        #expect(value == String(repeating: "A", count: count))
        #expect(position.line == 2)
        #expect(style.children.count == 1)
        #expect(style.text == String(repeating: "Bé", count: count))
    }

    /// Text around child elements stays in document order, one node per run.
    @Test func textAroundChildrenKeepsItsOrder() throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>ab&#65;&amp;<tspan>in</tspan>c&#66;\nd<tspan/></text></svg>"
        let root = try #require(SVGDocument(string: text).root)
        let children = root.elementChildren[0].children
        #expect(children.count == 4)
        guard case .text("abA&", _) = children[0], case .element(let tspan) = children[1],
              case .text("cB\nd", _) = children[2], case .element = children[3] else {
            Issue.record("unexpected children: \(children)")
            return
        }
        #expect(tspan.text == "in")
    }

    /// A style sheet of a million `@`: the scan for `@import`, `image-set(` and `url(`
    /// compares in place at each character rather than copying the words and the text.
    @Test func aLongStyleSheetIsScannedOnce() {
        let references = SVGSecurity.cssReferences(in: String(repeating: "@", count: 200_000) + "@IMPORT 'a.css'; url(\\#x) u\\72l(http://e/)")
        #expect(references.map(\.offset) == [200_000, 200_025])  // in decoded characters
        #expect(references.map(\.description) == ["@import loads another style sheet", "url(http://e/) fetches from the network"])
    }

    /// The columns of every byte offset, against the plain count the index used to make
    /// from each line's start: characters (UTF-8 sequences), not bytes; by the binary
    /// search and by the reader that moves forward.
    @Test func columnsAreCharacterCountsOnEveryLine() {
        var generator = SplitMix64(seed: 7)
        var steps = SplitMix64(seed: 11)  // apart, so the texts are those of before
        let pieces: [[UInt8]] = [Array("a".utf8), Array("<g/>".utf8), Array("é".utf8), Array("☃".utf8), Array("𝄞".utf8), [0x0A], [0x0D, 0x0A], [0x80], [0xFF]]
        for round in 0..<40 {
            var bytes: [UInt8] = []
            let length = round < 20 ? Int(generator.next() % 300) : 3_000
            while bytes.count < length { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            let index = LineIndex(bytes)
            for offset in -2...(bytes.count + 2) {
                #expect(index.position(ofByte: offset) == Self.naivePosition(bytes, offset), "round \(round), offset \(offset)")
            }
            // The JSON parser's reader, which moves its line forward: offsets in increasing
            // order by random steps, and now and then one behind the last (an error's).
            var line = 0, offset = -2
            while offset <= bytes.count + 2 {
                #expect(index.position(ofByte: offset, movingForward: &line) == Self.naivePosition(bytes, offset), "round \(round), offset \(offset) forward")
                if steps.next() % 8 == 0 {
                    let back = offset - Int(steps.next() % 60)
                    #expect(index.position(ofByte: back, movingForward: &line) == Self.naivePosition(bytes, back), "round \(round), offset \(back) back")
                }
                offset += 1 + Int(steps.next() % 40)
            }
        }
    }

    /// What `LineIndex.position(ofByte:)` computed before it kept counts: the line is
    /// one plus the line feeds before the offset, the column one plus the bytes from the
    /// line's start that do not continue a UTF-8 sequence.
    static func naivePosition(_ bytes: [UInt8], _ offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        var line = 1, start = 0
        for index in 0..<clamped where bytes[index] == 0x0A {
            line += 1
            start = index + 1
        }
        let column = 1 + bytes[start..<clamped].filter { $0 & 0xC0 != 0x80 }.count
        return SourcePosition(line: line, column: column)
    }

    /// Thousands of elements on one line that holds a non-ASCII character: each
    /// position is the character count from the line's start.
    @Test func positionsOnALongNonASCIILine() throws {
        let element = #"<path d="M1 1h2" fill="é"/>"#
        let head = #"<svg xmlns="http://www.w3.org/2000/svg"><!-- ☃ -->"#
        let count = 20_000
        let document = SVGDocument(string: head + String(repeating: element, count: count) + "</svg>")
        let root = try #require(document.root)
        #expect(root.elementChildren.count == count)
        let headColumns = head.unicodeScalars.count, elementColumns = element.unicodeScalars.count
        for (index, path) in root.elementChildren.enumerated() where index % 997 == 0 || index == count - 1 {
            #expect(path.position == SourcePosition(line: 1, column: 1 + headColumns + index * elementColumns))
            #expect(path.attribute("fill")?.position == SourcePosition(line: 1, column: 1 + headColumns + index * elementColumns + 17))
        }
    }

    /// A letter map on one line holding a non-ASCII character, with a hundred thousand
    /// values: the JSON reader places every value through the same line index.
    @Test func positionsInALongNonASCIIJSONLine() throws {
        let count = 100_000
        let text = #"{"é": "ü", "values": ["#  + Array(repeating: "0", count: count).joined(separator: ",") + "]}"
        let root = try JSONDocument.parse(Array(text.utf8))
        guard case .array(let values)? = root.member("values")?.value.value else { Issue.record("no array"); return }
        #expect(values.count == count)
        let first = #"{"é": "ü", "values": ["#.unicodeScalars.count + 1
        for (index, value) in values.enumerated() where index % 4999 == 0 || index == count - 1 {
            #expect(value.position == SourcePosition(line: 1, column: first + 2 * index), "value \(index)")
        }
    }

    /// Thousands of path data errors: each one placed in its own value (the file's line
    /// index is built once per document, not once per error).
    @Test func manyPathDataErrorsArePlaced() {
        let count = 5_000
        let body = (0..<count).map { "  <path d=\"M10 5 L\(String(repeating: " ", count: $0 % 7))x\"/>\n" }.joined()
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\">\n" + body + "</svg>\n"
        let errors = Self.lint(["a.svg": Array(text.utf8)]).filter { $0.checkID == .svgPathData }
        #expect(errors.count == count)
        for (index, error) in errors.enumerated() {
            #expect(error.position == SourcePosition(line: index + 2, column: 19 + index % 7), "path \(index)")
        }
    }

    /// A path whose error is at the end of a long value: the error's byte offset is
    /// worked out without a string per character.
    @Test func anErrorAtTheEndOfALongPathIsPlaced() throws {
        let head = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><title>☃</title><path d=\""
        let value = "M0 0" + String(repeating: " l1 1", count: 100_000) + " x"
        let error = try #require(Self.lint(["a.svg": Array((head + value + "\"/></svg>").utf8)]).first { $0.checkID == .svgPathData })
        let offset = value.utf8.count - 1
        #expect(error.position == SourcePosition(line: 1, column: head.unicodeScalars.count + offset + 1))
        #expect(error.message.contains("offset \(offset) of d"))
    }

    @Test func aDocumentKeepsOneLineIndex() throws {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<path d=\"M0 0\nL x\"/></svg>")
        let d = try #require(document.root?.elementChildren.first?.attribute("d"))
        #expect(document.position(inValueOf: d, offset: 7) == SourcePosition(line: 3, column: 3))
        #expect(document.position(inValueOf: d, offset: 0) == SourcePosition(line: 2, column: 10))
    }
}

/// A small deterministic generator, so a failing round can be replayed.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
