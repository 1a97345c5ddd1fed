import Foundation
import Testing
@testable import PackModel

/// The one start-tag tokenizer (`StartTag`): where a tag's name, attributes, values and
/// `>` lie, with quotes followed, and what the SAX reader and the fixer's markup make of it.
@Suite("SVG: the start-tag tokenizer")
struct StartTagTests {
    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    @Test func valuesMayHoldWhatEndsATagOrAName() throws {
        // `c="1"d2='…'`: attributes not separated by a blank make no start tag.
        #expect(StartTag.read(Array("<svg:path c=\"1\"d2='2'/>".utf8), at: 0) == nil)
        let good = "<svg:path a=\"x>y\" b='say \"/>\"'\r\n\txlink:href = \"#a=b\" c=\"1\r\n2\"/>rest"
        let bytes = Array(good.utf8)
        let tag = try #require(StartTag.read(bytes, at: 0))
        #expect(Self.text(bytes, tag.name) == "svg:path")
        #expect(tag.attributes.map { Self.text(bytes, $0.name) } == ["a", "b", "xlink:href", "c"])
        #expect(tag.attributes.map { Self.text(bytes, $0.value) } == ["x>y", "say \"/>\"", "#a=b", "1\r\n2"])
        #expect(tag.attributes.map(\.quote) == [UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "\"")])
        // Each span runs from the blanks before the name to the closing quote.
        #expect(tag.attributes.map { Self.text(bytes, $0.span) } == [" a=\"x>y\"", " b='say \"/>\"'", "\r\n\txlink:href = \"#a=b\"", " c=\"1\r\n2\""])
        #expect(tag.selfClosing)
        #expect(Self.text(bytes, tag.start..<tag.end) == good.replacingOccurrences(of: "rest", with: ""))
        #expect(bytes[tag.close] == UInt8(ascii: ">"))
        #expect(tag.insertionPoint == tag.close - 1)
    }

    /// The reader's reading into one kept array (#22) is `read`'s, appended after what
    /// the array held; a failed reading is nil either way.
    @Test func readingIntoAKeptArrayIsReading() {
        let tags = ["<svg:path a=\"x>y\" b='say \"/>\"'\r\n\txlink:href = \"#a=b\" c=\"1\r\n2\"/>rest", "<g\n>x</g>", "<g/>",
                    "<path d=\"M0 0\" fill='none' >", "<svg:path c=\"1\"d2='2'/>", "<g a=\"1", "<", "<path d=\"M0 0\"/"]
        var kept: [StartTag.Attribute] = []
        for tag in tags {
            let bytes = Array(tag.utf8)
            let before = kept
            let head = bytes.withUnsafeBufferPointer { StartTag.read($0, at: 0, into: &kept) }
            let read = StartTag.read(bytes, at: 0)
            #expect((head == nil) == (read == nil), "\(tag)")
            guard let head, let read else { kept.removeAll(keepingCapacity: true); continue }
            #expect(Array(kept.prefix(before.count)) == before)
            #expect(StartTag(head, attributes: Array(kept.dropFirst(before.count))) == read, "\(tag)")
        }
    }

    @Test func aTagWithoutAttributesOrWithContent() throws {
        let bytes = Array("<g\n>x</g>".utf8)
        let tag = try #require(StartTag.read(bytes, at: 0))
        #expect(Self.text(bytes, tag.name) == "g")
        #expect(tag.attributes.isEmpty)
        #expect(tag.insertionPoint == 2)
        #expect(tag.close == 3 && !tag.selfClosing)
        let later = Array("ab<rect width='1'>".utf8)
        let rect = try #require(StartTag.read(later, at: 2))
        #expect(rect.start == 2 && Self.text(later, rect.name) == "rect" && rect.insertionPoint == 17 && rect.end == later.count)
    }

    @Test(arguments: [
        "", "<", "<>", "< a>", "<a", "<a ", "<a b>", "<a b=>", "<a b=c>", "<a b=\"c>", "<a b='c\">", "<a b=\"c\"d=\"e\">",
        "<a b=\"c\"/ >", "<a/", "<a =\"c\">", "x<a>",
    ])
    func whatIsNotAStartTagGivesNil(_ source: String) {
        #expect(StartTag.read(Array(source.utf8), at: 0) == nil)
    }

    /// Every cut of a good tag, and every start inside it, reads without a trap and
    /// never gives a range outside the bytes.
    @Test func everyCutAndEveryStartStaysInsideTheBytes() {
        let bytes = Array("<svg:path a=\"x>y\" b='say \"/>\"'\r\n\txlink:href = \"#a=b\"/>".utf8)
        for end in 0...bytes.count {
            let cut = Array(bytes[..<end])
            for start in -1...end {
                guard let tag = StartTag.read(cut, at: start) else { continue }
                #expect(tag.end <= cut.count && tag.insertionPoint <= tag.close)
                for attribute in tag.attributes {
                    #expect(attribute.span.upperBound <= tag.close && attribute.value.upperBound == attribute.span.upperBound - 1)
                }
            }
        }
        #expect(StartTag.read(bytes, at: bytes.count) == nil)
    }

    /// The SAX reader places each attribute, and positions inside values, by the
    /// tokenizer: a `>` or a quote in an earlier value does not shift a later one.
    @Test func theReaderPlacesAttributesAfterAValueHoldingMarkup() throws {
        let source = "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\">\n"
            + "<path data-x='a>b \"c\" d=e' xlink:title=\"/>\"\r\n  d=\"M0 0\n L x\"/></svg>"
        let document = SVGDocument(string: source)
        #expect(document.problems.isEmpty)
        let path = try #require(document.root?.elementChildren.first)
        #expect(path.attribute("data-x")?.value == "a>b \"c\" d=e")
        #expect(path.attribute("data-x")?.position == SourcePosition(line: 2, column: 7))
        let title = try #require(path.attributes.first { $0.qualifiedName == "xlink:title" })
        #expect(title.position == SourcePosition(line: 2, column: 28))
        let d = try #require(path.attribute("d"))
        #expect(d.position == SourcePosition(line: 3, column: 3))
        #expect(document.position(inValueOf: d, offset: 0) == SourcePosition(line: 3, column: 6))
        #expect(document.position(inValueOf: d, offset: 6) == SourcePosition(line: 4, column: 2))
        #expect(title.valueOffset.map { Array(source.utf8)[$0] } == UInt8(ascii: "/"))
        // Namespace declarations are placed too.
        #expect(document.root?.attributes.first { $0.qualifiedName == "xmlns:xlink" }?.position == SourcePosition(line: 1, column: 41))
    }

    /// The fixer's markup is the same tokenizer's: a value holding `>` and `/>` does
    /// not end the tag, and its edits land where the attributes are.
    @Test func theFixerEditsAroundValuesHoldingMarkup() {
        let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\">"
        let markup = SVGMarkup(Array((open + "<g data-a=\"1>2\"><path d='M0 0H9V9Z' data-b=\"/>\"/></g></svg>").utf8))
        #expect(markup.complete)
        #expect(markup.elements.map(\.name) == ["svg", "g", "path"])
        #expect(markup.elements.map(\.selfClosing) == [false, false, true])
        let (text, _) = SVGFixerTests.fixed(open + "<path d='M0 0H9V9Z' title=\"a>b\" style=\"fill:red\"\r\n/></svg>")
        #expect(text == open + "<path d='M0 0H9V9Z' title=\"a>b\" fill=\"red\"\r\n/></svg>")
    }
}

extension StartTagTests {
    /// A value the CSS overrides is rewritten between the quotes it was written in: a
    /// `'` in the new value would end a value written '…'.
    @Test func aValueRewrittenInsideSingleQuotesKeepsThem() {
        let open = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\">"
        let (text, result) = SVGFixerTests.fixed(open + "<text x='1' y='9' font-family='A' style=\"font-family:'B C'\">0</text></svg>")
        #expect(text == open + "<text x='1' y='9' font-family='&apos;B C&apos;'>0</text></svg>")
        #expect(result.rewrites[.styleToAttributes] != nil)
    }
}

extension StartTagTests {
    /// What the reader's markup and the byte scanner's make of a file, side by side.
    static func spans(_ markup: SVGMarkup) -> [String] {
        markup.elements.map { element in
            "\(element.name) \(element.start) \(element.insertionPoint) \(element.startTagClose) \(element.selfClosing) \(element.end) "
                + element.attributes.map { "\($0.name)@\($0.span)\($0.value)\($0.quote)" }.joined(separator: ",")
        } + markup.comments.map { "comment \($0)" }
    }

    /// The SAX reader records every element's tags and every comment as it reads, so the
    /// fixer does not read the file a second time: what it records is what the scanner
    /// finds, element for element, in the tree's order.
    @Test(arguments: [
        "<!-- before --><svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><!--a-->\r\n<g data-a='1>2' >\n<path d=\"M0 0H9V9Z\"\r\n data-b=\"/>\"/>"
            + "<text x=\"1\">a<!-- <b> -->b<tspan>c</tspan ></text></g><g/><!----></svg>\n<!-- after -->\n",
        "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><style><![CDATA[ a>b{} <!-- ]]></style></svg>",
        "\u{FEFF}<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:x=\"urn:x\"><x:a x:b=\"&amp;&lt;\"></x:a><x:c\n/></svg>",
    ])
    func theReaderRecordsTheMarkupTheScannerFinds(_ source: String) throws {
        let bytes = Array(source.utf8)
        let document = SVGDocument(bytes: bytes, recordingMarkup: true)
        #expect(document.problems.isEmpty)
        // Lint's reading records nothing it never asks for.
        #expect(SVGDocument(bytes: bytes).markup.elements.isEmpty)
        let read = try #require(SVGMarkup(document.markup, bytes: bytes))
        let scanned = SVGMarkup(bytes)
        #expect(scanned.complete)
        #expect(Self.spans(read) == Self.spans(scanned))
        var names: [String] = []
        document.root?.forEachElement { element, _ in names.append(element.qualifiedName) }
        #expect(read.elements.map(\.name) == names)
    }

    /// A file the reader could not read whole has no markup to edit through.
    @Test func anUnreadFileHasNoMarkup() {
        let document = SVGDocument(bytes: Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><g a=\"1\"></svg>".utf8), recordingMarkup: true)
        #expect(document.root == nil)
        #expect(document.markup.elements.isEmpty)
    }
}
