import Foundation
import Testing
@testable import PackModel
import TestSupport

@Suite struct PathDataTests {
    static let valid: [String] = [
        "",
        "   ",
        "M0 0",
        "M 10,20 L 30,40",
        "m10 20l5-5",
        "M10-20",
        "M1.5.5",              // 1.5 then .5
        "M1e-3 2E+2",
        "M1. 2.",
        "M+1 -.5",
        "M0 0 1 1 2 2",        // implicit lineto
        "M0 0H10V10H0Z",
        "M0 0h10v10h-10z",
        "M0 0C1 2 3 4 5 6 7 8 9 10 11 12",
        "M0 0c1,2,3,4,5,6s1 1 2 2",
        "M0 0Q1 1 2 2T4 4 6 6",
        "M0 0A5 5 0 1 0 10 10",
        "M0 0a5 5 0 1120 20",  // flags without separators
        "M0 0a5,5,0,1,1,20,20",
        "M0 0A5 5 30 0 1 10 0z m 5 5 l 1 1",
        "M0 0 z M 5 5 Z",
        "\nM0\t0\r\nL1 1\n",
    ]

    @Test(arguments: valid) func validDataParses(_ text: String) {
        let data = PathData(text)
        #expect(data.error == nil, "\(text): \(String(describing: data.error))")
    }

    /// Data, the error offset (0-based, into d), and a fragment of the message.
    static let invalid: [(String, Int, String)] = [
        ("L10 10", 0, "must start with a moveto"),
        ("  10 10", 2, "must start with a moveto"),
        ("M", 1, "expected a number after 'M'"),
        ("M10", 3, "argument 2 of 2"),
        ("M10 10 L", 8, "expected a number after 'L'"),
        ("M10 10 L 20", 11, "argument 2 of 2"),
        ("M0 0 X 1 1", 5, "expected a path command"),
        ("M0 0 L1 1,", 10, "expected a number after ','"),
        ("M0 0 L1 1, L2 2", 11, "expected a number after ','"),
        ("M,0 0", 1, "expected a number after 'M'"),
        ("M0 0 Z 1", 7, "takes no numbers"),
        ("M0 0 A5 5 0 2 0 10 10", 12, "arc flag"),
        // Flags are one digit: "0.5" is the flag 0 and then .5, so the second arc lacks numbers.
        ("M0 0 A5 5 0 1 0.5 10 10", 23, "argument 2 of 7"),
        ("M0 0 C1 2 3 4 5", 15, "argument 6 of 6"),
        ("M1e 2", 2, "expected"),
        ("M0 0 L1 1 é", 10, "'é'"),
        ("M0 0 L1e999 1", 6, "out of range"),
    ]

    @Test(arguments: 0..<invalid.count) func invalidDataNamesOffset(_ index: Int) throws {
        let (text, offset, fragment) = Self.invalid[index]
        let error = try #require(PathData(text).error, "\(text) parsed")
        #expect(error.offset == offset, "\(text): \(error)")
        #expect(error.message.contains(fragment), "\(text): \(error.message)")
    }

    @Test func segmentsAreAbsoluteWithReflections() {
        let data = PathData("m10 10 l5 0 h5 v5 c0 5 5 5 5 0 s5 -5 5 0 q5 5 10 0 t10 0 a5 5 0 0 1 10 0 z")
        #expect(data.error == nil)
        #expect(data.segments == [
            .move(Point(10, 10)), .line(Point(15, 10)), .line(Point(20, 10)), .line(Point(20, 15)),
            .cubic(Point(20, 20), Point(25, 20), Point(25, 15)),
            .cubic(Point(25, 10), Point(30, 10), Point(30, 15)),
            .quadratic(Point(35, 20), Point(40, 15)),
            .quadratic(Point(45, 10), Point(50, 15)),
            .arc(rx: 5, ry: 5, rotation: 0, largeArc: false, sweep: true, to: Point(60, 15)),
            .close,
        ])
    }

    /// SVG 2: "If rx or ry have negative signs, these are dropped; the absolute value is
    /// used instead." Renderers (rsvg, browsers) draw it so; it is not an error.
    @Test func aNegativeArcRadiusIsItsAbsoluteValue() {
        let data = PathData("M0 0 A-5 -7 0 0 1 10 0")
        #expect(data.error == nil)
        #expect(data.segments == [.move(Point(0, 0)), .arc(rx: 5, ry: 7, rotation: 0, largeArc: false, sweep: true, to: Point(10, 0))])
    }

    @Test func keepsSegmentsBeforeTheError() {
        let data = PathData("M0 0 L10 10 L20 x")
        #expect(data.segments == [.move(Point(0, 0)), .line(Point(10, 10))])
        #expect(data.error?.offset == 16)
    }

    @Test func implicitLinetoAfterRelativeMoveIsRelative() {
        #expect(PathData("m1 1 2 2").segments == [.move(Point(1, 1)), .line(Point(3, 3))])
        #expect(PathData("M1 1 2 2").segments == [.move(Point(1, 1)), .line(Point(2, 2))])
    }

    /// The path parser's reader (`finiteNumber`, with its short path for up to 18 digits
    /// and no exponent) against the general one: the same value to the bit, the same end,
    /// and nil exactly where the general reader finds no number or one out of range.
    @Test func thePathReaderReadsEveryNumberAsTheGeneralReaderDoes() {
        var texts = ["0", "-0", "+0", ".5", "-.5", "5.", ".", "-", "+.", "1e", "1e+", "1.5e3", "1E-3x", "00000000000000000001",
                     "123456789012345678", "1234567890123456789", "12345678901234567890", "0.000000000000000001",
                     "0.0000000000000000001", "999999999999999999", "9999999999999999999", "1.7976931348623157e308",
                     "1e309", "-1e309", "4.9e-324", "1e-400", "0.1", "0.2", "0.3", "2.675", "1.5.5", "12.34.56",
                     "3.14159265358979", "-24", "23.9999", "1.3496", "-.3", "+.3e-2", "1e-7", "1.", "-1-2", "-.5",
                     "12345678901234567", "1.2345678901234567", "0.12345678901234567", "123456789.123456789",
                     "9007199254740993", "900719925474099.3", "-0.000000000000000005", "1.e5", ".e5", "-.e5", "00.00"]
        // Numbers as editors write them, with a fixed seed so a failure can be replayed.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: UInt64) -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return (state >> 33) % bound
        }
        for _ in 0..<20_000 {
            var text = ["", "-", "+"][Int(next(3))]
            for _ in 0..<next(12) { text += String(next(10)) }
            if next(4) > 0 { text += "." }
            for _ in 0..<next(14) { text += String(next(10)) }
            if next(10) == 0 { text += ["e", "E", "e-", "e+"][Int(next(4))] + String(next(400)) }
            texts.append(text)
        }
        // Gathered, then one expectation: twenty thousand of them would slow the suite.
        var differences: [String] = []
        for text in texts {
            let bytes = Array(text.utf8) + [0]
            bytes.withUnsafeBufferPointer { buffer in
                let p = buffer.baseAddress!
                let general = NumberScanner.number(at: p, from: 0).flatMap { $0.value.isFinite ? $0 : nil }
                let fast = NumberScanner.finiteNumber(at: p, from: 0)
                if fast?.end != general?.end || fast?.value.bitPattern != general?.value.bitPattern {
                    differences.append("\(text): \(String(describing: fast)) against \(String(describing: general))")
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.count) differ, first: \(differences.prefix(5))")
    }

    /// The path parser's reader against the general one at every byte offset of every
    /// shipped pack's and fixture's SVG where a number could start: every number there,
    /// and every tail of one (`.5` of `1.5.5`, `-2` of `-1-2`, `5` of `1.5`, an
    /// exponent's digits), read to the same bit and the same end, and nil at the same
    /// offsets.
    @Test func thePathReaderReadsEveryOffsetOfTheShippedFilesAsTheGeneralReaderDoes() throws {
        var files: [URL] = []
        for root in [TestPaths.glyphSets, TestPaths.fixtures] {
            let walker = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "svg" { files.append(url) }
        }
        #expect(files.count > 300)
        var differences: [String] = []
        var numbers = 0
        for url in files {
            let bytes = try [UInt8](Data(contentsOf: url)) + [0]
            bytes.withUnsafeBufferPointer { buffer in
                let p = buffer.baseAddress!
                for offset in 0..<(buffer.count - 1) where Self.mayStartNumber(buffer[offset]) {
                    let general = NumberScanner.number(at: p, from: offset).flatMap { $0.value.isFinite ? $0 : nil }
                    let fast = NumberScanner.finiteNumber(at: p, from: offset)
                    if fast != nil { numbers += 1 }
                    if fast?.end != general?.end || fast?.value.bitPattern != general?.value.bitPattern {
                        differences.append("\(url.lastPathComponent)@\(offset): \(String(describing: fast)) against \(String(describing: general))")
                    }
                }
            }
        }
        #expect(numbers > 30_000)
        #expect(differences.isEmpty, "\(differences.count) differ, first: \(differences.prefix(5))")
    }

    /// Where either reader could find a number (a digit, a sign or a point); at any
    /// other byte both say nil at once, and asking there made the test a debug build's
    /// slowest.
    static func mayStartNumber(_ byte: UInt8) -> Bool {
        NumberScanner.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    @Test func numbersParseLikeTheGrammar() throws {
        func numbers(_ text: String) -> [Double]? { try? NumberList.parse(text).get() }
        #expect(numbers("1.5.5") == [1.5, 0.5])
        #expect(numbers("-1-2") == [-1, -2])
        #expect(numbers("1e2,2E-1 .5") == [100, 0.2, 0.5])
        #expect(numbers("0.1") == [0.1])
        let long = try #require(numbers("123456789012345678901234")?.first)
        #expect(abs(long / 123456789012345678901234 - 1) < 1e-15, "19 significant digits are kept")
        #expect(numbers("1,") == nil)
        #expect(numbers("1,,2") == nil)
        #expect(try Length.parse("2px").get() == 2)
        #expect((try? Length.parse("2mm").get()) == nil)
        #expect((try? Length.parse("50%").get()) == nil)
    }
}
