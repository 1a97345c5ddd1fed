extension SVGRewrites {
    /// Definitions nothing drawn points at (directly or through another definition), and
    /// `<defs>` left empty, removed.
    static let unusedDefinitions = SVGRewriteInfo(
        kind: .unusedDefinitions,
        summary: "unused definitions removed",
        hintPhrase: "removes unused definitions",
        resolves: [ResolvedFinding(SVGDrawsNothingCheck(), .unusedDefs)],
        examples: [
            RewriteExample(glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z"/>"##), note: "a gradient nothing uses, and the empty defs"),
            .unchanged(glyph(##"<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="URL(#g)"/>"##),
                       note: "a gradient in use, however url() is spelt"),
        ])
}

extension RewritePlanner {
    /// Definitions nothing drawn reaches, and empty `<defs>`, added to `removed`;
    /// a clip-path on `droppedClips` no longer counts as a reference, nor an attribute
    /// the same run deletes as one SVG does not define there.
    /// A clone in `clones` points at nothing once it is a group; what its copy points at counts.
    func planUnusedDefinitions(removed: inout Set<Int>, droppedClips: Set<Int>, droppedMasks: Set<Int> = [], clones: [Int: Int] = [:], kinds: Set<SVGRewrite>, plan: inout Plan) {
        let definitionRoots = elements.indices.filter { index in
            guard index > 0, isSVG(index), !isRemoved(index, removed) else { return false }
            let parent = elements[parents[index]]
            let inDefs = parent.localName == "defs" && parent.namespaceURI == Self.svg
            let insideDefinition = ancestors(index).contains { Self.definitionElements.contains(elements[$0].localName) }
            return (inDefs || Self.definitionElements.contains(elements[index].localName)) && !insideDefinition
                && elements[index].localName != "style" && elements[index].localName != "defs"
        }
        let rootsSet = Set(definitionRoots)
        func definitionRoot(of index: Int) -> Int? { ([index] + ancestors(index)).first { rootsSet.contains($0) } }
        var live = Set<Int>()
        var referenced = Set<String>()
        var queue: [Int] = []
        for index in elements.indices where !isRemoved(index, removed) && definitionRoot(of: index) == nil { queue.append(index) }
        var seenRoots = Set<Int>()
        var copied = Set<Int>()
        while let index = queue.popLast() {
            let skipClip = droppedClips.contains(index)
            let skipMask = droppedMasks.contains(index)
            let clone = clones[index]
            if let target = clone, !copied.contains(target) {
                copied.insert(target)
                queue += (target..<subtreeEnds[target]).filter { !isRemoved($0, removed) }
            }
            // An attribute the CSS overrides takes the CSS's value (style-to-attributes):
            // what it pointed at counts no more, what the CSS points at does, or a second
            // run would remove what the first left (found by the fix fuzz harness).
            // (Asked only where a presentation attribute points somewhere: the cascade is not free.)
            let overridden = kinds.contains(.styleToAttributes) && pointers[index].contains(where: { pointer in
                let attribute = elements[index].attributes[pointer.attribute]
                return attribute.namespaceURI == nil && SVGProperties.presentationAttributes.contains(attribute.localName)
            }) ? cssOverrides(index) : [:]
            let goes = { (attribute: SVGAttribute) in
                (skipClip && attribute.localName == "clip-path") || (skipMask && attribute.localName == "mask" && attribute.namespaceURI == nil) || (clone != nil && SVGReference.isLink(attribute))
                    || self.removesAsInert(index, attribute, kinds: kinds) || (attribute.namespaceURI == nil && overridden[attribute.localName] != nil)
            }
            // A gradient of one colour written as that colour is pointed at no more.
            let flattened = Set(flatPaints(index, kinds: kinds, plan: &plan).values.map(\.id))
            for id in references(of: index, skip: goes) + overridden.values.flatMap(SVGReference.urlIDs(in:)) where !referenced.contains(id) && !flattened.contains(id) {
                referenced.insert(id)
                if let target = indexByID[id], let owner = definitionRoot(of: target), !seenRoots.contains(owner) {
                    seenRoots.insert(owner)
                    live.insert(owner)
                    queue += (owner..<subtreeEnds[owner]).filter { !isRemoved($0, removed) }
                }
            }
        }
        for index in definitionRoots where !live.contains(index) && !isRemoved(index, removed) {
            removed.insert(index)
            plan.count(.unusedDefinitions)
        }
        // Empty defs: nothing inside is left.
        for index in elements.indices.reversed() where isSVG(index) && elements[index].localName == "defs" && !isRemoved(index, removed) {
            let inside = (index + 1)..<subtreeEnds[index]
            let emptyOfText = elements[index].children.allSatisfy { if case .text(let text, _) = $0 { return text.allSatisfy(\.isWhitespace) } else { return true } }
            if emptyOfText && inside.allSatisfy({ isRemoved($0, removed) }) {
                removed.insert(index)
                plan.count(.unusedDefinitions)
            }
        }
    }

    /// The presentation attributes of an element that style-to-attributes rewrites to the
    /// value its CSS (style attribute or sheet) gives them, with that value: the way
    /// `editAttributes` decides it.
    func cssOverrides(_ index: Int) -> [String: String] {
        let element = elements[index]
        guard isSVG(index), cascade.rules != nil || element.attribute("style") != nil else { return [:] }
        if let style = element.attribute("style"), (SVGStyle.declarations(style.value) ?? []).contains(where: \.important) { return [:] }
        var result: [String: String] = [:]
        let winners = cascade.specified(element, presentation: false)
        for attribute in element.attributes where attribute.namespaceURI == nil && SVGProperties.presentationAttributes.contains(attribute.localName) {
            if let value = winners[attribute.localName] { result[attribute.localName] = value }
        }
        return result
    }
}
