import Foundation

/// Which clips and masks cut nothing by the rule fix's no-op-clips rewrite and its proof
/// ask (`DrawingResolver.clipIsNoOp`, `maskIsNoOp`), with the planner's own conditions
/// on where the clip is written: lint asks it (through the document's `DerivedResults`,
/// one answer per attribute for every check) so a finding on a clip names `packtool fix`
/// exactly where fix resolves it. The resolver, which works out every element's computed
/// values, is made only for a clip or mask of one shape: any other cuts by that rule and
/// is answered without it.
struct NoOpClips {
    private let root: SVGElement
    private var targets: [String: SVGElement]?
    private var resolver: DrawingResolver?

    init(root: SVGElement) {
        self.root = root
    }

    /// Whether this `clip-path` or `mask` attribute cuts nothing and fix removes it from
    /// its element. Only one written as an attribute that no CSS sets or overrides (a
    /// clip in a style moves with the style, on a run of its own) and that points at
    /// a definition.
    /// `document`: the one `root` was read from (its cascade and parents are used).
    mutating func removes(_ attribute: SVGAttribute, on element: SVGElement, in document: SVGDocument) -> Bool {
        let name = attribute.localName
        guard attribute.namespaceURI == nil, name == "clip-path" || name == "mask",
              !(element["style"].map { ByteSearch.containsIgnoringASCIICase(name, in: $0) } ?? false),
              let id = SVGReference.leadingURLID(attribute.value) else { return false }
        // A clip path or mask of more (or fewer) than one shape cuts, by the rule below.
        let targets = self.targets ?? SVGReferences.targets(root)
        self.targets = targets
        if let target = targets[id], target.localName == (name == "clip-path" ? "clipPath" : "mask"),
           target.namespaceURI == SVGDocument.svgNamespace, target.elementChildren.count != 1 {
            return false
        }
        let resolver = self.resolver ?? DrawingResolver(root: root, document: document, ids: targets)
        self.resolver = resolver
        guard resolver.cascade.specified(element)[name] == attribute.value else { return false }
        return name == "clip-path" ? resolver.clipIsNoOp(element, value: attribute.value) : resolver.maskIsNoOp(element, value: attribute.value)
    }
}

extension DerivedResults {
    /// Whether fix removes this `clip-path` or `mask` attribute as cutting nothing
    /// (`NoOpClips`), worked out once per attribute of the document whose root is `root`.
    func clipRemovedAsNoOp(_ attribute: SVGAttribute, on element: SVGElement, root: SVGElement, in document: SVGDocument) -> Bool {
        let (known, kept) = withNoOpClips { answers, clips in (answers[attribute.position], clips) }
        if let known { return known }
        var clips = kept ?? NoOpClips(root: root)
        let answer = clips.removes(attribute, on: element, in: document)
        withNoOpClips { answers, kept in
            answers[attribute.position] = answer
            kept = clips
        }
        return answer
    }

    /// Whether every use of what `container` holds (a `<defs>`, a `<clipPath>`, a
    /// `<mask>`) is a clip or mask fix removes: then fix removes the uses, and with them
    /// what they pointed at (unused definitions).
    func removesEveryUseAsNoOp(of container: SVGElement, references: SVGReferences, root: SVGElement, in document: SVGDocument) -> Bool {
        let uses = references.uses(of: container)
        return !uses.isEmpty && uses.allSatisfy { use in use.attribute.map { clipRemovedAsNoOp($0, on: use.element, root: root, in: document) } ?? false }
    }
}
