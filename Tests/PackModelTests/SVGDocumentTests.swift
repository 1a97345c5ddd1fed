import Foundation
import Testing
@testable import PackModel

@Suite struct SVGDocumentTests {
    @Test func parsesElementsWithPositions() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">
          <g fill="none">
            <path
              d="M0 0L10 10" stroke="#111"/>
          </g>
          <title>a — 0</title>
        </svg>
        """
        let document = SVGDocument(string: text)
        #expect(document.problems.isEmpty)
        let root = try #require(document.root)
        #expect(root.localName == "svg")
        #expect(root.namespaceURI == SVGDocument.svgNamespace)
        #expect(root.position == SourcePosition(line: 2, column: 1))
        #expect(root.attribute("viewBox")?.position == SourcePosition(line: 2, column: 41))
        let group = try #require(root.elementChildren.first)
        #expect(group.position == SourcePosition(line: 3, column: 3))
        let path = try #require(group.elementChildren.first)
        #expect(path.position == SourcePosition(line: 4, column: 5))
        #expect(path.attribute("d")?.position == SourcePosition(line: 5, column: 7))
        #expect(path["d"] == "M0 0L10 10")
        #expect(root.elementChildren.last?.text == "a — 0")
    }

    @Test func malformedGivesLineAndColumn() {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\">\n  <g>\n</svg>\n")
        #expect(document.root == nil)
        let problem = document.problems.first
        #expect(problem?.kind == .malformed)
        #expect(problem?.position.line == 3)
    }

    @Test func doctypeIsRefusedBeforeEntitiesExpand() {
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a \"aaaaaaaaaa\">\n"
        var previous = "a"
        for index in 1...12 {
            let name = "e\(index)"
            laughs += "<!ENTITY \(name) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
            previous = name
        }
        laughs += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>&\(previous);</title></svg>"
        let document = SVGDocument(string: laughs)
        #expect(document.root == nil)
        #expect(document.problems.map(\.kind) == [.doctype])
        #expect(document.problems.first?.position == SourcePosition(line: 2, column: 1))
    }

    @Test func externalEntityIsNeverRead() {
        let text = "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><title>&x;</title></svg>"
        let document = SVGDocument(string: text)
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .doctype)
    }

    @Test func processingInstructionIsReported() throws {
        let text = "<?xml version=\"1.0\"?>\n<?xml-stylesheet href=\"http://example.com/a.css\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>"
        let document = SVGDocument(string: text)
        #expect(document.problems.map(\.kind) == [.processingInstruction])
        #expect(document.problems.first?.position == SourcePosition(line: 2, column: 1))
    }

    @Test func deepNestingStops() {
        let depth = 10_000
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: depth) + String(repeating: "</g>", count: depth) + "</svg>"
        let document = SVGDocument(string: text)
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .tooComplex)
    }

    /// Parser contexts are kept between documents: what a refused or broken file did to
    /// one (a DOCTYPE with entities, a parse stopped half-way, a name dictionary) must not
    /// reach the next file parsed with it.
    @Test func aKeptParserContextForgetsTheLastFile() throws {
        let doctype = "<!DOCTYPE svg [<!ENTITY x \"boom\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><title>&x;</title></svg>"
        let broken = "<svg xmlns=\"http://www.w3.org/2000/svg\"><g>"
        let good = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><title>&amp;x;</title><path d=\"M0 0H9\"/></svg>"
        let manyNames = "<svg xmlns=\"http://www.w3.org/2000/svg\">" + (0..<5_000).map { "<n\($0)/>" }.joined() + "</svg>"
        for round in 0..<50 {
            #expect(SVGDocument(string: doctype).problems.map(\.kind) == [.doctype])
            #expect(SVGDocument(string: broken).problems.map(\.kind) == [.malformed])
            if round % 10 == 0 { _ = SVGDocument(string: manyNames) }
            let document = SVGDocument(string: good)
            #expect(document.problems.isEmpty, "round \(round): \(document.problems)")
            let root = try #require(document.root)
            #expect(root.elementChildren.map(\.localName) == ["title", "path"])
            #expect(root.elementChildren.first?.text == "&x;")
            #expect(root.elementChildren.last?.position == SourcePosition(line: 1, column: 83))
        }
    }

    @Test func oversizedAndNonUTF8AreRefusedUnparsed() {
        let big = SVGDocument(bytes: Array(repeating: 0x20, count: 2048), limits: .init(maximumBytes: 1024))
        #expect(big.problems.map(\.kind) == [.tooLarge])
        let latin1 = SVGDocument(bytes: Array("<svg><title>caf".utf8) + [0xE9] + Array("</title></svg>".utf8))
        #expect(latin1.problems.map(\.kind) == [.notUTF8])
        #expect(latin1.problems.first?.position == SourcePosition(line: 1, column: 16))
    }
}

@Suite struct SVGDocumentValueTests {
    @Test func attributeReferencesAreDecoded() throws {
        let document = SVGDocument(string: #"<svg xmlns="http://www.w3.org/2000/svg" a="x&amp;y" b="&lt;&#38;&#x41;&amp;#38;"/>"#)
        let root = try #require(document.root)
        #expect(root["a"] == "x&y")
        #expect(root["b"] == "<&A&#38;")
    }
}
