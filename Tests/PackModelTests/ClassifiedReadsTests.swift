@testable import PackModel
import Testing

/// The checks read each file's classified elements in place (`SVGFile.forEachClassified`,
/// the roles' bits) rather than copying every item out: what they read must be what the
/// copies held.
@Suite("Classified elements read in place")
struct ClassifiedReadsTests {
    static let bodies = [
        "<path d=\"M0 0L10 10z\"/>",
        "<title>t</title><text>a</text><g><path d=\"M0 0\" shape-rendering=\"crispEdges\"/></g>",
        "<defs><path id=\"a\" d=\"M0 0\"/></defs><use href=\"#a\"/><use href=\"#a\" stroke-width=\"2px\"/>",
        "<foo/><defs><linearGradient id=\"g\"/></defs><switch><path d=\"M0 0\"/></switch>",
        "<path style=\"mix-blend-mode:multiply\" d=\"M0 0\"/><style>path{fill:red}</style>",
        "<x:meta xmlns:x=\"urn:x\"/><path x:a=\"1\" xmlns:x=\"urn:x\" d=\"M0 0\"/>",
    ]

    static func file(_ body: String) -> LintSubject.SVGFile {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">\(body)</svg>")
        return LintSubject.SVGFile(name: "a.svg", size: 0, readError: nil, document: document)
    }

    @Test("each role's elements, in document order, as a filter of the items finds them", arguments: bodies)
    func forEachClassified(_ body: String) {
        let file = Self.file(body)
        for role in [SVGElementRole.supported, .security, .text, .editorMetadata, .unsupported, .clone, .drawsNothing] {
            var read: [ObjectIdentifier] = []
            file.forEachClassified(role) { read.append(ObjectIdentifier($0)) }
            #expect(read == file.classified.filter { $0.role == role }.map { ObjectIdentifier($0.element) }, "\(body) \(role)")
        }
    }

    @Test("each supported element's attribute roles are each attribute's own role, in order", arguments: bodies + [
        "<path d=\"M0 0\" fill=\"red\" stroke=\"blue\" stroke-width=\"2\" opacity=\"1\" fill-rule=\"evenodd\" transform=\"scale(1)\" id=\"p\" class=\"c\"/>",
        "<path d=\"M0 0\" fill=\"red\" shape-rendering=\"crispEdges\" stroke=\"blue\" onclick=\"x()\"/>",
    ])
    func attributeRoles(_ body: String) throws {
        let file = Self.file(body)
        let document = try #require(file.document)
        for item in file.classified where item.role == .supported {
            let each = item.element.attributes.map { SVGAttributeRole.of($0, on: item.element, cascade: document.cascade) }
            #expect(item.attributeRoles == each, "\(body) \(item.element.localName)")
        }
        #expect(SVGAttributeRole.allAllowed(0).isEmpty)
        #expect(SVGAttributeRole.allAllowed(3) == [.allowed, .allowed, .allowed])
        #expect(SVGAttributeRole.allAllowed(12) == Array(repeating: .allowed, count: 12))
    }

    @Test("the roles' bits say an attribute is editor-only exactly when an item's roles do", arguments: bodies)
    func editorOnlyBit(_ body: String) {
        let file = Self.file(body)
        let walked = file.classified.contains { item in
            item.attributeRoles.contains(.editorOnly) || item.cssAttributes.contains { $0.role == .editorOnly }
        }
        #expect(file.roles.has(attribute: .editorOnly) == walked, "\(body)")
    }

    @Test("the per-file lists hold every parsed file, and those with an <svg> root, in order")
    func parsedLists() {
        let files = MemoryPackFiles(folderName: "p", files: [
            "a.svg": Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8),
            "b.svg": Array("<html/>".utf8),
            "c.svg": Array("<svg".utf8),
            "d.svg": Array("<svg xmlns=\"http://www.w3.org/2000/svg\"><path d=\"M0 0\"/></svg>".utf8),
        ])
        let subject = LintSubject(source: files)
        #expect(subject.parsedSVGs.map(\.file.name) == ["a.svg", "b.svg", "d.svg"])
        #expect(subject.svgRoots.map(\.file.name) == ["a.svg", "d.svg"])
        for svg in subject.parsedSVGs {
            #expect(svg.document == svg.file.document && svg.root === svg.file.document?.root)
        }
    }
}

/// `PackName.isSVGFile` reads an ASCII name's last four bytes in place: its answer must be
/// the one lowercasing and comparing Characters gives, for every name.
@Suite("An SVG's name by its bytes")
struct SVGFileNameTests {
    @Test("the bytes' answer is the lowercased suffix's", arguments: [
        "a.svg", "A.SVG", "a.Svg", "a.sVG", ".svg", "svg", "a.svgx", "a.sv", "", "a_svg", "a.SVG.png", "a.svg ", "x\r\n.svg",
        "a.s\u{0076}g", "é.svg", "É.SVG", "a.svǵ", "a.svg\u{0301}", "x\u{0600}.svg", "ａ.ｓｖｇ", "a.\u{017F}vg", "A.\u{212A}.svg", "a.@vg", "a.3vg",
    ])
    func sameAsLowercasedSuffix(_ name: String) {
        #expect(PackName.isSVGFile(name) == name.lowercased().hasSuffix(".svg"), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test("every printable ASCII byte in each of the last four places")
    func everyASCIIByte() {
        for place in 0..<4 {
            for byte in UInt8(0x20)...UInt8(0x7E) {
                var bytes = Array("a.svg".utf8)
                bytes[bytes.count - 4 + place] = byte
                let name = String(decoding: bytes, as: UTF8.self)
                #expect(PackName.isSVGFile(name) == name.lowercased().hasSuffix(".svg"), "\(name)")
            }
        }
    }
}
