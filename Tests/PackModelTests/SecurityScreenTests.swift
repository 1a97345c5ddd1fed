@testable import PackModel
import Testing

/// The reader's security screen (`SVGDocument.securityClean`) lets `LintSubject` skip
/// the security walk: it must never call a file clean that the walk would find
/// something in.
@Suite("The reader's security screen")
struct SecurityScreenTests {
    static func document(_ body: String, root: String = "") -> SVGDocument {
        SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 10 10\"\(root)>\(body)</svg>")
    }

    @Test("a plain glyph is clean, and then the walk would have found nothing")
    func plainGlyphIsClean() {
        let document = Self.document("<g fill=\"#000\" transform=\"translate(1 2)\"><path d=\"M0 0L10 10z\"/><rect x=\"1\" width=\"2\" height=\"3\"/></g>")
        #expect(document.securityClean)
        let file = LintSubject.SVGFile(name: "a.svg", size: 0, readError: nil, document: document)
        #expect(file.securityElements.isEmpty && file.suspectAttributes.isEmpty)
    }

    @Test("whatever a security check could report makes the file a suspect", arguments: [
        "<script>alert(1)</script>", "<foreignObject/>", "<x:image xmlns:x=\"urn:x\"/>", "<style>path{}</style>",
        "<path onclick=\"x()\" d=\"M0 0\"/>", "<path ONLOAD=\"x()\" d=\"M0 0\"/>", "<use xlink:href=\"other.svg#a\"/>",
        "<use href=\"#a\"/>", "<a src=\"x\"/>", "<set to=\" javascript:alert(1)\"/>", "<set to=\"VBScript:x\"/>",
        "<path style=\"fill:URL(http://x/a.svg)\" d=\"M0 0\"/>", "<path fill=\"u\\72l(x)\" d=\"M0 0\"/>",
        "<path style=\"@import 'x'\" d=\"M0 0\"/>", "<path fill=\"image-set(a)\" d=\"M0 0\"/>", "<path fill=\"a&amp;b\" d=\"M0 0\"/>",
        "<path x:d=\"url(x)\" xmlns:x=\"urn:x(url(\"/>",
    ])
    func suspects(_ body: String) {
        #expect(!Self.document(body).securityClean, "\(body)")
    }

    @Test("path data and points are not read as CSS, so they are screened by name")
    func neverCSS() {
        #expect(Self.document("<path d=\"M0 0\"/><polygon points=\"0,0 1,1 1,0\"/>").securityClean)
        #expect(!Self.document("<path dd=\"url(x)\"/>").securityClean)
    }

    @Test("no name the reader hands out as a constant is a security element but style")
    func knownNamesAreNotDangerous() {
        for name in SVGSecurity.dangerousElements.keys {
            let known = Array(name.utf8).withUnsafeBufferPointer(KnownName.read)
            #expect(known.number == 0 && known.name == name, "\(name)")
        }
    }
}

/// The profile walk answers known names by number (`KnownNameRoles`); the answer must
/// be the one the string tables give, for every pair of known names.
@Suite("Known names' roles by number")
struct KnownNameRolesTests {
    @Test("every known attribute on every known element: the same role as by name")
    func sameRoleAsByName() {
        let names = KnownName.names.dropFirst()
        for element in names {
            let elementNumber = Array(element.utf8).withUnsafeBufferPointer(KnownName.number)
            let svgElement = SVGElement(localName: element, prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: [], children: [],
                                        position: .start, knownName: elementNumber)
            for name in names {
                for value in ["#000", "url(#g)", "none"] {
                    let attribute = SVGAttribute(qualifiedName: name, localName: name, namespaceURI: nil, value: value, position: .start,
                                                 valueOffset: nil, knownName: Array(name.utf8).withUnsafeBufferPointer(KnownName.number))
                    #expect(KnownNameRoles.shared.role(of: attribute, on: elementNumber) == SVGAttributeRole.of(attribute, on: element, screened: true),
                            "\(element)/@\(name)=\(value)")
                }
            }
            let plain = SVGElement(localName: element, prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: [], children: [], position: .start)
            #expect(SVGElementRole.of(svgElement) == SVGElementRole.of(plain), "\(element)")
        }
    }

    @Test("read in place: the same role as the attribute's copy, screened or not, known or not")
    func inPlaceSameRole() {
        let names = KnownName.names.dropFirst()
        for element in names {
            let elementNumber = Array(element.utf8).withUnsafeBufferPointer(KnownName.number)
            var attributes: [SVGAttribute] = []
            for name in names {
                for value in ["#000", "url(#g)", "none", "url(http://x/y.svg#a)", "display:none", "inherit"] {
                    attributes.append(SVGAttribute(qualifiedName: name, localName: name, namespaceURI: nil, value: value, position: .start,
                                                   valueOffset: nil, knownName: Array(name.utf8).withUnsafeBufferPointer(KnownName.number)))
                }
            }
            attributes.append(SVGAttribute(qualifiedName: "made-up", localName: "made-up", namespaceURI: nil, value: "1", position: .start, valueOffset: nil))
            attributes.append(SVGAttribute(qualifiedName: "xlink:href", localName: "href", namespaceURI: SVGDocument.xlinkNamespace, value: "#a",
                                           position: .start, valueOffset: nil, knownName: 0))
            for known in [elementNumber, 0] {
                let svgElement = SVGElement(localName: element, prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: attributes, children: [],
                                            position: .start, knownName: known)
                for screened in [true, false] {
                    let inPlace = svgElement.attributes.withUnsafeBufferPointer { buffer in
                        buffer.indices.map { SVGAttributeRole.of(buffer, at: $0, on: svgElement, cascade: nil, screened: screened) }
                    }
                    let copied = svgElement.attributes.map { SVGAttributeRole.of($0, on: svgElement, cascade: nil, screened: screened) }
                    #expect(inPlace == copied, "\(element) known \(known) screened \(screened)")
                }
            }
        }
    }

    @Test("the number a name was read with is no part of equality")
    func numberIsNotEquality() {
        let read = SVGAttribute(qualifiedName: "fill", localName: "fill", namespaceURI: nil, value: "#000", position: .start, valueOffset: nil, knownName: 18)
        let made = SVGAttribute(qualifiedName: "fill", localName: "fill", namespaceURI: nil, value: "#000", position: .start, valueOffset: nil)
        #expect(read == made && read.hashValue == made.hashValue)
    }
}
