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
        Linter().lint(MemoryPackSource(folderName: "pack", files: files))
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
        "<!DOCTYPE svg<!x><svg/>",
        "<!DOCTYPE svg SYSTEM \"<!DOCTYPE\">\n<svg/>",
        "<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" \"<!DOCTYPE <!DOCTYPE\"     \n\n  [<!ENTITY x \"y\">]><svg/>",
        "<!DOCTYPE    svg   SYSTEM   \"a<!DOCTYPE\"   <",
    ])
    func aDoctypeIsPlacedAtItsOwnStart(text: String) {
        let document = SVGDocument(string: text)
        #expect(document.problems.map(\.kind) == [.doctype])
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
        let finding = try #require(diagnostics.first { $0.checkID == "svg.aspect-ratio" })
        #expect(finding.file == "c.svg")
        #expect(finding.message.contains("has aspect ratio 9.223372036854776e+18:1; the pack's glyphs are 3:4 (2 of 3 glyphs)"), "\(finding.message)")
    }
}
