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
        // The subset is never read: the rest is read without it, where the entity the
        // title uses was never declared (and so never expanded).
        #expect(document.root == nil)
        #expect(document.problems.map(\.kind) == [.internalSubset, .malformed])
        #expect(document.problems.first?.position == SourcePosition(line: 2, column: 1))
        #expect(document.problems.last?.message.contains("e12") == true, "\(document.problems)")
    }

    @Test func theRestOfAFileWithADoctypeIsStillRead() throws {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"
          "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><?pi x?><path d="M0 0H9"/></svg>
        """
        let document = SVGDocument(string: text)
        let root = try #require(document.root, "\(document.problems)")
        #expect(root.elementChildren.map(\.localName) == ["path"])
        #expect(root.elementChildren.first?.position == SourcePosition(line: 4, column: 69))
        #expect(document.problems.map(\.kind) == [.doctype, .processingInstruction])
        #expect(document.problems.map(\.position) == [SourcePosition(line: 2, column: 1), SourcePosition(line: 4, column: 61)])
        #expect(document.problems.first?.message.contains("svg11.dtd") == true)
    }

    @Test func anInternalSubsetIsRefusedAndTheRestReadWithoutIt() throws {
        let text = "<!DOCTYPE svg [<!ENTITY a \"]>\"><!-- ]> --><!ENTITY b 'x'>]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><g/></svg>"
        let document = SVGDocument(string: text)
        let root = try #require(document.root, "\(document.problems)")
        #expect(root.elementChildren.map(\.localName) == ["g"])
        #expect(document.problems.map(\.kind) == [.internalSubset])
    }

    @Test func aDoctypeThatNeverEndsStopsTheReading() {
        let document = SVGDocument(string: "<!DOCTYPE svg [<!ENTITY a 'x'>\n<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(document.root == nil)
        #expect(document.problems.map(\.kind) == [.doctype])
    }

    @Test func externalEntityIsNeverRead() {
        let text = "<!DOCTYPE svg [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><svg xmlns=\"http://www.w3.org/2000/svg\"><title>&x;</title></svg>"
        let document = SVGDocument(string: text)
        #expect(document.root == nil)
        #expect(document.problems.first?.kind == .internalSubset)
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
        #expect(document.problems.first?.kind == .tooDeep)
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
            #expect(SVGDocument(string: doctype).problems.map(\.kind) == [.internalSubset, .malformed])
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

    /// The reader is kept with its context and reset after each parse (#22): a parse
    /// stopped half-way (elements open, text pending), one that used CSS, looked
    /// suspicious or recorded its markup, leaves nothing the next parse sees. The same
    /// file reads the same after each, on one thread and on many at once.
    @Test func aKeptReaderForgetsTheLastFile() async throws {
        let good = "<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" viewBox=\"0 0 24 24\"><title>A title</title><path d=\"M0 0H9V9z\"/></svg>"
        let open = "<svg xmlns=\"http://www.w3.org/2000/svg\">"
        let deep: String = open + String(repeating: "<g>text", count: 300) + String(repeating: "</g>", count: 300) + "</svg>"
        let many: String = open + String(repeating: "<g/>", count: 3_000) + "</svg>"
        let others: [String] = [
            deep,
            open + "<g>half <path d=\"M0 0\"/",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" style=\"fill:red\"><style>path{}</style><script>x</script><path onclick=\"x\" d=\"M0 0\"/></svg>",
            "<!DOCTYPE svg><svg xmlns=\"http://www.w3.org/2000/svg\"><a href=\"javascript:x\"><path d=\"M1 1\"/></a></svg>",
            many,
        ]
        let reference = SVGDocument(string: good)
        let recorded = SVGDocument(bytes: Array(good.utf8), recordingMarkup: true)
        func same(_ document: SVGDocument) -> Bool {
            document == reference && document.problems.isEmpty && document.securityClean == reference.securityClean
                && document.markup.elements.isEmpty
        }
        #expect(reference.securityClean)
        #expect(recorded.markup.elements.count == 3)
        for other in others {
            _ = SVGDocument(string: other, limits: .init(maximumDepth: 100, maximumElements: 2_000))
            _ = SVGDocument(bytes: Array(other.utf8), recordingMarkup: true)
            #expect(same(SVGDocument(string: good)), "after \(other.prefix(60))")
            let again = SVGDocument(bytes: Array(good.utf8), recordingMarkup: true)
            #expect(again == recorded && again.markup.elements.map(\.tag) == recorded.markup.elements.map(\.tag)
                    && again.markup.elements.map(\.end) == recorded.markup.elements.map(\.end))
        }
        let results = await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    _ = SVGDocument(string: others[index % others.count], limits: .init(maximumDepth: 100, maximumElements: 2_000))
                    return same(SVGDocument(string: good))
                }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 })
    }

    @Test func oversizedAndNonUTF8AreRefusedUnparsed() {
        let big = SVGDocument(bytes: Array(repeating: 0x20, count: 2048), limits: .init(maximumBytes: 1024))
        #expect(big.problems.map(\.kind) == [.tooLarge])
        let latin1 = SVGDocument(bytes: Array("<svg><title>caf".utf8) + [0xE9] + Array("</title></svg>".utf8))
        #expect(latin1.problems.map(\.kind) == [.notUTF8])
        #expect(latin1.problems.first?.position == SourcePosition(line: 1, column: 16))
    }

    @Test func theRestOfANonUTF8FileIsReadWithEachBadByteAsAQuestionMark() throws {
        let bytes = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\">\n<title>caf".utf8) + [0xE9]
            + Array("</title>\n<desc>".utf8) + [0xFC] + Array("</desc></svg>".utf8)
        let document = SVGDocument(bytes: bytes)
        let root = try #require(document.root, "\(document.problems)")
        #expect(root.elementChildren.map(\.text) == ["caf?", "?"])
        #expect(document.problems.map(\.kind) == [.notUTF8])
        #expect(document.problems.first?.position == SourcePosition(line: 3, column: 11))
        #expect(document.problems.first?.message == "2 bytes are not UTF-8, the first 0xE9 at line 3, column 11 (the file declares ISO-8859-1, where 0xE9 is \"é\"); lines 3, 4; each was read as '?' to check the rest")
    }

    @Test func utf16IsNotReadAtAll() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array("<svg/>".utf8).flatMap { [$0, 0] }
        let document = SVGDocument(bytes: bytes)
        #expect(document.root == nil)
        #expect(document.problems.map(\.kind) == [.notUTF8])
    }

    @Test(arguments: ["ISO-8859-1", "iso-8859-15", "US-ASCII", "latin1", "windows-1252"])
    func pureASCIIUnderAnASCIICompatibleDeclarationIsFine(encoding: String) throws {
        let document = SVGDocument(string: "<?xml version=\"1.0\" encoding=\"\(encoding)\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(document.problems.isEmpty, "\(document.problems)")
        #expect(document.root != nil)
    }

    @Test func nonASCIIUnderAnotherDeclarationIsReportedAndRead() throws {
        let document = SVGDocument(string: "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><title>café</title></svg>")
        #expect(document.root != nil)
        #expect(document.problems.map(\.kind) == [.declaredEncoding])
        #expect(document.problems.first?.message.contains("\"é\" at line 2, column 51") == true, "\(document.problems)")
        let utf16 = SVGDocument(string: "<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        #expect(utf16.problems.map(\.kind) == [.declaredEncoding])
    }

    /// A file with no line break shares one line table; a file with breaks gets its own,
    /// and the shared one is unchanged by it.
    @Test func oneLineFilesShareTheirLineTable() {
        let oneLine = Array("<svg><path d=\"M0 0\"/></svg>".utf8)
        let threeLines = Array("<svg>\n<path d=\"M0 0\"/>\n</svg>".utf8)
        for _ in 0..<2 {
            let first = LineIndex(oneLine), second = LineIndex(threeLines), third = LineIndex(oneLine)
            #expect(first.position(ofByte: 10) == SourcePosition(line: 1, column: 11))
            #expect(second.position(ofByte: 10) == SourcePosition(line: 2, column: 5))
            #expect(second.position(ofByte: 22) == SourcePosition(line: 2, column: 17))
            #expect(second.position(ofByte: 23) == SourcePosition(line: 3, column: 1))
            #expect(third.position(ofByte: 22) == SourcePosition(line: 1, column: 23))
        }
    }

    /// The document is its own derived results: one object, shared by its copies, and
    /// every document its own.
    @Test func aDocumentIsItsOwnDerivedResults() throws {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0L1 1\"/></svg>"
        let document = SVGDocument(string: text), other = SVGDocument(string: text)
        let copy = document
        #expect(copy.derived === document.derived)
        #expect(other.derived !== document.derived)
        #expect(document == other)
        let root = try #require(document.root)
        #expect(document.derived.cascade(of: root) == nil)
        #expect(document.derived.ink(of: root, asFixWrites: nil).bounds == Rect(minX: 0, minY: 0, maxX: 1, maxY: 1))
        #expect(copy.derived.knownInk != nil)
        #expect(other.derived.knownInk == nil)
        let styled = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\"><path style=\"fill:red\" d=\"M0 0\"/></svg>")
        #expect(styled.derived.cascade(of: try #require(styled.root)) != nil)
    }
}

@Suite struct SVGDocumentValueTests {
    @Test func attributeReferencesAreDecoded() throws {
        let document = SVGDocument(string: #"<svg xmlns="http://www.w3.org/2000/svg" a="x&amp;y" b="&lt;&#38;&#x41;&amp;#38;"/>"#)
        let root = try #require(document.root)
        #expect(root["a"] == "x&y")
        #expect(root["b"] == "<&A&#38;")
    }

    /// The reader notes whether the file has CSS (a `style` attribute without a
    /// namespace, a `<style>` in any namespace) as it reads; the cascade is made exactly
    /// when the tree walk would find it, and a namespaced `style` attribute is no CSS.
    @Test(arguments: [
        (#"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0H1V1Z"/></svg>"#, false),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><path style="fill:red" d="M0 0H1V1Z"/></svg>"#, true),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><style>path{fill:red}</style><path d="M0 0H1V1Z"/></svg>"#, true),
        (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:x"><x:style/><path d="M0 0H1V1Z"/></svg>"#, true),
        (#"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:x"><path x:style="fill:red" d="M0 0H1V1Z"/></svg>"#, false),
        (#"<svg xmlns="http://www.w3.org/2000/svg"><g><g><rect style="" width="1" height="1"/></g></g></svg>"#, true),
    ])
    func readerKnowsWhetherTheFileHasCSS(_ text: String, _ hasCSS: Bool) throws {
        let document = SVGDocument(string: text)
        let root = try #require(document.root)
        #expect(InkMeasurement.usesCSS(root) == hasCSS)
        #expect((document.cascade != nil) == hasCSS)
    }

    /// The names the reader hands out as constants are the names read, and a name
    /// that is not one of them (a near miss, another case) is read as written.
    @Test func knownNamesAreTheNamesRead() {
        let names = ["d", "g", "x", "y", "r", "id", "cx", "cy", "rx", "ry", "x1", "x2", "y1", "y2", "svg", "use", "path", "fill", "role",
                     "rect", "defs", "desc", "line", "stop", "href", "title", "style", "class", "width", "height", "stroke", "circle",
                     "points", "viewBox", "version", "opacity", "polygon", "ellipse", "clipPath", "polyline", "metadata", "transform",
                     "fill-rule", "clip-rule", "clip-path", "stroke-width", "linearGradient"]
        for name in names {
            let bytes = Array(name.utf8)
            let read = bytes.withUnsafeBufferPointer(KnownName.read)
            #expect(read.name == name && read.number != 0, "\(name)")
            let number = bytes.withUnsafeBufferPointer(KnownName.number)
            #expect(number == read.number && KnownName.names[Int(number)] == name, "\(name)")
        }
        #expect(Set(KnownName.names).count == KnownName.names.count)
        for other in ["", "a", "D", "ie", "sv", "svh", "Path", "pati", "paths", "titlf", "viewbox", "fill-rulf", "clip-paths", "é", "stroke-widtj"] {
            let bytes = Array(other.utf8)
            let read = bytes.withUnsafeBufferPointer(KnownName.read)
            #expect(read.number == 0 && read.name == other, "\(other)")
            #expect(bytes.withUnsafeBufferPointer(KnownName.number) == 0)
        }
    }
}

/// Look-ups by `KnownName` number (`SVGElement.attributeIndex(_:known:)`) answer as
/// look-ups by name, on read trees and on trees made without a reader (every attribute
/// numbered 0).
@Suite struct KnownNameLookupTests {
    @Test func theConstantsAreTheirNamesNumbers() {
        let constants: [(UInt8, String)] = [
            (KnownName.d, "d"), (KnownName.width, "width"), (KnownName.height, "height"), (KnownName.fill, "fill"),
            (KnownName.stroke, "stroke"), (KnownName.points, "points"), (KnownName.viewBox, "viewBox"),
            (KnownName.opacity, "opacity"), (KnownName.transform, "transform"), (KnownName.strokeWidth, "stroke-width"),
        ]
        for (number, name) in constants {
            #expect(KnownName.names[Int(number)] == name)
            #expect(Array(name.utf8).withUnsafeBufferPointer(KnownName.number) == number)
        }
    }

    /// The tables the ink walk and the app's profile reader ask by number answer as the
    /// look-ups by name, for every name the reader numbers.
    @Test func theWalksTablesAreTheirLookUps() {
        for (number, name) in KnownName.names.enumerated() where number != 0 {
            #expect(SVGProfile.Lookup.shapeElementsByNumber[number] == SVGProfile.Lookup.shapeElements.contains(name), "\(name)")
            #expect(SVGProfile.Lookup.allowedElementsByNumber[number] == SVGProfile.allows(element: name), "\(name)")
            #expect(KnownNameRoles.shared.allowsElement[number] == SVGProfile.allows(element: name), "\(name)")
        }
    }

    /// A tree made without a reader (every name numbered 0) measures the same ink as
    /// the read one, whose names the walk asks by number.
    @Test(arguments: [
        #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><title>t</title><g transform="scale(2)"><path d="M1 1H5V5Z"/><rect x="7" width="2" height="2"/><circle r="1"/></g><foo/><metadata/><line x2="30" stroke="red"/></svg>"#,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><path id="a" d="M0 0h3v3z"/></defs><use xlink:href="#a" x="10"/><polygon points="0 0 1 1 0 2"/><ellipse rx="2" ry="1" cx="40"/></svg>"##,
    ])
    func inkByNumberIsByName(_ text: String) throws {
        let root = try #require(SVGDocument(string: text).root)
        func made(_ element: SVGElement) -> SVGElement {
            SVGElement(localName: element.localName, prefix: element.prefix, namespaceURI: element.namespaceURI,
                       attributes: element.attributes.map {
                           SVGAttribute(qualifiedName: $0.qualifiedName, localName: $0.localName, namespaceURI: $0.namespaceURI, value: $0.value,
                                        position: $0.position, valueOffset: $0.valueOffset)
                       },
                       children: element.children.map { if case .element(let child) = $0 { return .element(made(child)) } else { return $0 } },
                       position: element.position)
        }
        let copy = made(root)
        var numbered = false
        copy.forEachElement { element, _ in if element.knownName != 0 { numbered = true } }
        #expect(!numbered)
        let read = InkMeasurement(root: root).pieces, byName = InkMeasurement(root: copy).pieces
        #expect(!read.isEmpty)
        #expect(!SVGProfile.Lookup.shapeElementsByNumber[0] && !SVGProfile.Lookup.allowedElementsByNumber[0])
        #expect(read.map(\.bounds) == byName.map(\.bounds))
        #expect(read.map(\.element) == byName.map(\.element))
    }

    static let asked = ["d", "fill", "stroke", "stroke-width", "transform", "viewBox", "width", "height", "points",
                        "opacity", "color", "fill-opacity", "xmlns", "x", "href", "role", "nothing"]

    @Test(arguments: [
        #"<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 24 24"><path d="M0 0H1V1Z" fill="red" color="blue" stroke-width="2"/></svg>"#,
        #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:x="urn:x" x:fill="red" x:transform="none" width="3"><g x:d="M0 0" transform="scale(2)" fill-opacity=".5"/></svg>"#,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><use xlink:href="#a" x="1" opacity="1"/><polygon points="0 0 1 1" stroke="none"/></svg>"##,
    ])
    func byNumberIsByName(_ text: String) throws {
        let root = try #require(SVGDocument(string: text).root)
        var made: [SVGElement] = []
        root.forEachElement { element, _ in
            // The same element as code makes it: every attribute numbered 0.
            let copies = element.attributes.map {
                SVGAttribute(qualifiedName: $0.qualifiedName, localName: $0.localName, namespaceURI: $0.namespaceURI, value: $0.value,
                             position: $0.position, valueOffset: $0.valueOffset)
            }
            made.append(SVGElement(localName: element.localName, prefix: element.prefix, namespaceURI: element.namespaceURI,
                                   attributes: copies, children: [], position: element.position))
            made.append(element)
        }
        #expect(made.contains { $0.attributes.contains { $0.knownName != 0 } })
        for element in made {
            for name in Self.asked {
                let number = Array(name.utf8).withUnsafeBufferPointer(KnownName.number)
                #expect(element.attributeIndex(name, known: number) == element.attributes.firstIndex { $0.localName == name && $0.namespaceURI == nil },
                        "\(name) on \(element.localName)")
                #expect(element.value(of: name, known: number) == element[name])
                #expect(element.attribute(name, known: number) == element.attribute(name))
            }
        }
    }
}
