import Testing
@testable import PackModel

/// One answer to "which element is this element's parent" (`SVGParents`), built once per
/// document and shared by lint's checks and the drawing resolver.
@Suite("one parent index per document")
struct SVGParentsTests {
    @Test func eachElementsParentAndNoneForTheRoot() throws {
        let document = SVGDocument(string: #"<svg xmlns="http://www.w3.org/2000/svg"><g><path d="M0 0H1V1Z"/><rect width="1" height="1"/></g></svg>"#)
        let root = try #require(document.root)
        let parents = try #require(document.parents)
        let group = root.elementChildren[0]
        #expect(parents.parent(of: root) == nil)
        #expect(parents.parent(of: group) === root)
        for shape in group.elementChildren { #expect(parents.parent(of: shape) === group) }
        #expect(!parents.hasUse)
        // Asked again, the document's one index: the same table, not a second walk's.
        #expect(document.parents?.root === root)
    }

    @Test func aUseBelowTheRootIsSeen() throws {
        let document = SVGDocument(string: ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><g><path id="p" d="M0 0H1V1Z"/></g><use xlink:href="#p"/></svg>"##)
        #expect(try #require(document.parents).hasUse)
    }

    /// The walk stops `maximumSVGTreeWalkDepth` levels down, as each asker's own walk did:
    /// below that an element has no parent (and a chain from it does not reach the root).
    @Test func theWalkStopsAtTheTreeWalkDepth() {
        let limit = PackPolicy.standard.maximumSVGTreeWalkDepth
        var chain: [SVGElement] = [SVGElement(localName: "path", prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: [], children: [], position: .start)]
        for _ in 0..<(limit + 2) {
            chain.append(SVGElement(localName: "g", prefix: nil, namespaceURI: SVGDocument.svgNamespace, attributes: [],
                                    children: [.element(chain[chain.count - 1])], position: .start))
        }
        // chain.last is the root (depth 0); chain[chain.count - 1 - d] is at depth d.
        let parents = SVGParents(root: chain[chain.count - 1])
        func atDepth(_ depth: Int) -> SVGElement { chain[chain.count - 1 - depth] }
        #expect(parents.parent(of: atDepth(limit)) === atDepth(limit - 1))
        #expect(parents.parent(of: atDepth(limit + 1)) == nil)
        #expect(parents.parent(of: atDepth(limit + 2)) == nil)
    }
}
