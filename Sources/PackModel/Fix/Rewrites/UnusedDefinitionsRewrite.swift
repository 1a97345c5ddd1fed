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
    /// Definitions nothing drawn reaches, and empty `<defs>`, added to `removed`.
    /// A reference counts only where the file keeps it: the element's attributes as this
    /// plan edits them (`attributeEdits`: a clip-path on `droppedClips` or a clone's link
    /// goes, a property that draws nothing goes, an attribute takes its CSS's value, a
    /// flat gradient becomes its colour), or a second run would remove what it pointed at
    /// (found by the fix fuzz harness). What draws nothing depends on what the plan keeps,
    /// which this decides: worked out again against what stays until nothing changes.
    /// A clone in `clones` points at nothing once it is a group; what its copy points at counts.
    func planUnusedDefinitions(removed: inout Set<Int>, droppedClips: Set<Int>, droppedMasks: Set<Int> = [], clones: [Int: Int] = [:], kinds: Set<SVGRewrite>, plan: inout Plan) {
        let before = removed
        var kept = self.kept(after: removed, clones: clones)
        var pass = 0
        while true {
            pass += 1
            var trial = before
            let (gone, referenced, pointing) = unusedDefinitions(removed: &trial, droppedClips: droppedClips, droppedMasks: droppedMasks, clones: clones, kinds: kinds, kept: kept, plan: &plan)
            let stays = self.kept(after: trial, clones: clones)
            // The same references from what stays as it is finally kept: done, and the
            // edits worked out here are those written. What draws nothing on an element
            // reads what is kept at or below it (and the flags): where this pass removed
            // nothing below it, nor it (a clone's target copied from a definition that
            // goes), and the flags agree, its edits stand as worked out.
            let newlyRemoved = trial.subtracting(removed)
            let sameFlags = stays.sameFlags(as: kept)
            var finalEdits: [Int: AttributeEdits] = [:]
            var stillReferenced = Set(sheetReferences(kinds))
            for (index, edits) in pointing {
                let edits = sameFlags && !newlyRemoved.contains(where: { isInside($0, index) || isInside(index, $0) }) ? edits
                    : attributeEdits(index, kinds: kinds, droppedClip: droppedClips.contains(index), droppedMask: droppedMasks.contains(index), isClone: clones[index] != nil, kept: stays, plan: &plan)
                finalEdits[index] = edits
                stillReferenced.formUnion(references(of: index, after: edits))
            }
            if stillReferenced == referenced || pass > elements.count {
                removed = trial
                plan.attributeEdits = finalEdits
                if gone > 0 { plan.count(.unusedDefinitions, gone) }
                return
            }
            kept = stays
        }
    }

    /// A sheet that stays (its rules not moved onto the elements) points where its rules do.
    func sheetReferences(_ kinds: Set<SVGRewrite>) -> [String] {
        guard sheetPoints && !kinds.contains(.styleToAttributes) else { return [] }
        return (cascade.rules ?? []).flatMap { $0.declarations.flatMap { SVGReference.urlIDs(in: $0.value) } }
    }

    /// One pass of `planUnusedDefinitions` judged against `kept`: how many it removes,
    /// the ids referenced, and the elements whose attributes were asked, with their edits.
    private func unusedDefinitions(removed: inout Set<Int>, droppedClips: Set<Int>, droppedMasks: Set<Int>, clones: [Int: Int], kinds: Set<SVGRewrite>, kept: Kept, plan: inout Plan) -> (gone: Int, referenced: Set<String>, pointing: [(Int, AttributeEdits)]) {
        let definitionRoots = elements.indices.filter { index in
            guard index > 0, isSVG(index), !isRemoved(index, removed) else { return false }
            let parent = elements[parents[index]]
            let inDefs = parent.localName == "defs" && parent.namespaceURI == Self.svg
            let insideDefinition = ancestors(index).contains { SVGProfile.definitionElements.contains(elements[$0].localName) }
            return (inDefs || SVGProfile.definitionElements.contains(elements[index].localName)) && !insideDefinition
                && elements[index].localName != "style" && elements[index].localName != "defs"
        }
        let rootsSet = Set(definitionRoots)
        func definitionRoot(of index: Int) -> Int? { ([index] + ancestors(index)).first { rootsSet.contains($0) } }
        var live = Set<Int>()
        var referenced = Set<String>()
        var pointing: [(Int, AttributeEdits)] = []
        var queue: [Int] = []
        for index in elements.indices where !isRemoved(index, removed) && definitionRoot(of: index) == nil { queue.append(index) }
        var seenRoots = Set<Int>()
        var copied = Set<Int>()
        var found = sheetReferences(kinds)
        // Only an element that points somewhere, or may take a value that does from a
        // sheet, is asked: the edits are not free.
        let sheetAdds = sheetPoints && kinds.contains(.styleToAttributes)
        while true {
            for id in found where !referenced.contains(id) {
                referenced.insert(id)
                if let target = indexByID[id], let owner = definitionRoot(of: target), !seenRoots.contains(owner) {
                    seenRoots.insert(owner)
                    live.insert(owner)
                    queue += (owner..<subtreeEnds[owner]).filter { !isRemoved($0, removed) }
                }
            }
            guard let index = queue.popLast() else { break }
            if let target = clones[index], !copied.contains(target) {
                copied.insert(target)
                queue += (target..<subtreeEnds[target]).filter { !isRemoved($0, removed) }
            }
            guard !pointers[index].isEmpty || (sheetAdds && isSVG(index)) else { found = []; continue }
            let edits = attributeEdits(index, kinds: kinds, droppedClip: droppedClips.contains(index), droppedMask: droppedMasks.contains(index), isClone: clones[index] != nil, kept: kept, plan: &plan)
            pointing.append((index, edits))
            found = references(of: index, after: edits)
        }
        var gone = 0
        for index in definitionRoots where !live.contains(index) && !isRemoved(index, removed) {
            removed.insert(index)
            gone += 1
        }
        // Empty defs: nothing inside is left.
        for index in elements.indices.reversed() where isSVG(index) && elements[index].localName == "defs" && !isRemoved(index, removed) {
            let inside = (index + 1)..<subtreeEnds[index]
            let emptyOfText = elements[index].children.allSatisfy { if case .text(let text, _) = $0 { return text.allSatisfy(\.isWhitespace) } else { return true } }
            if emptyOfText && inside.allSatisfy({ isRemoved($0, removed) }) {
                removed.insert(index)
                gone += 1
            }
        }
        return (gone, referenced, pointing)
    }
}
