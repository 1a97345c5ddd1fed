/// Which element is each element's parent, in one tree: the one answer lint's checks
/// (`UnstrokedShapes`) and the drawing resolver (`DrawingResolver.shownArea(around:)`)
/// ask, built by one walk of the tree. A document keeps one (`SVGDocument.parents`),
/// made the first time a check asks: most files never do.
///
/// The walk stops `PackPolicy.standard.maximumSVGTreeWalkDepth` levels down: an
/// element deeper than that has no parent here (nor is its chain to the root known).
struct SVGParents: Sendable {
    let root: SVGElement
    private let table: [ObjectIdentifier: SVGElement]
    /// Whether an element the walk reached below the root is a `<use>` (any namespace):
    /// a clone, which takes its paint from the use, not from where its target stands.
    let hasUse: Bool

    init(root: SVGElement) {
        var table: [ObjectIdentifier: SVGElement] = [:]
        var hasUse = false
        func visit(_ parent: SVGElement, _ depth: Int) {
            guard depth < PackPolicy.standard.maximumSVGTreeWalkDepth else { return }
            for case .element(let child) in parent.children {
                if child.localName == "use" { hasUse = true }
                table[ObjectIdentifier(child)] = parent
                visit(child, depth + 1)
            }
        }
        visit(root, 0)
        self.root = root
        self.table = table
        self.hasUse = hasUse
    }

    /// The element's parent; nil for the root, an element of another tree, and one
    /// below the walk's depth limit.
    func parent(of element: SVGElement) -> SVGElement? { table[ObjectIdentifier(element)] }
}
