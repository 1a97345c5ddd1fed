extension SVGRewrites {
    /// A `<use>` of a shape or a group of shapes replaced by the group SVG draws in its
    /// place: the use's own attributes, `transform="T translate(x y)"`, and a copy of
    /// what it pointed at (ids left out, the other rewrites made in it). The drawing
    /// describes such a clone as that group (`CloneExpansion`), so the proof compares
    /// like with like; what it pointed at goes with unused definitions when nothing
    /// else uses it.
    static let expandClones = SVGRewriteInfo(
        kind: .expandClones,
        summary: "clones replaced by copies of what they show",
        hintPhrase: "replaces clones with copies of what they show",
        // Lint promises this only on a file where fix expands every clone it reports
        // (`SVGProfileElementCheck.fixExpandsEveryClone`).
        resolves: [ResolvedFinding(SVGProfileElementCheck(), .unsupportedElement, subjects: ["use", "svg:use"])],
        examples: [
            RewriteExample(glyph(##"<defs><path id="p" d="M10 5H30V75H10Z"/></defs><use href="#p"/><use href="#p" x="20" fill="#333"/>"##),
                           glyph(##"<g><path d="M10 5H30V75H10Z"/></g><g fill="#333" transform="translate(20 0)"><path d="M10 5H30V75H10Z"/></g>"##),
                           note: "Inkscape's clones: each becomes a group holding the shape, moved by x and y"),
            RewriteExample(glyph(##"<g id="a"><path d="M10 5H30V40H10Z"/></g><use xlink:href="#a" transform="scale(1 2)" y="-20" xmlns:xlink="http://www.w3.org/1999/xlink"></use>"##),
                           glyph(##"<g id="a"><path d="M10 5H30V40H10Z"/></g><g transform="scale(1 2) translate(0 -20)"><g><path d="M10 5H30V40H10Z"/></g></g>"##),
                           note: "a clone of a drawn group: the group stays, the copy comes after the use's own transform"),
            .unchanged(glyph(##"<defs><symbol id="s" viewBox="0 0 10 10"><path d="M1 1H9V9Z"/></symbol></defs><use href="#s" width="60" height="80"/>"##),
                       note: "a clone of a symbol makes a viewport: the artist's to unlink"),
        ])
}

extension RewritePlanner {
    /// The clones written as groups: each `<use>` (by index) with its target's index.
    /// Only in the drawing itself (not inside a definition, where a group may not
    /// stand), never of a clone something else refers to.
    /// Judged on what this run leaves (`removed`, `droppedClips`), so a second run
    /// decides the same.
    func planExpandClones(removed: Set<Int>, droppedClips: Set<Int>, kinds: Set<SVGRewrite>) -> [Int: Int] {
        // A sheet that stays would match the copy differently; one style-to-attributes
        // resolves in the same run is written onto the target first, so its copy has it.
        guard !cascade.hasStyleSheet || kinds.contains(.styleToAttributes),
              elements.contains(where: { $0.localName == "use" }) else { return [:] }
        var referenced = Set<String>()
        for index in elements.indices where !isRemoved(index, removed) { referenced.formUnion(references(of: index)) }
        var result: [Int: Int] = [:]
        // What a second run would judge again once the copy stands in the drawing: hidden
        // content (it stays while a clone refers into it) and clips (judged on the ink
        // around them) in or above the target, and clips above the clone (a clone's ink
        // is not measured, a group's is). Such clones are left for the artist.
        var settled: [Int: Bool] = [:]
        func judgedAgain(_ target: Int) -> Bool {
            if let known = settled[target] { return known }
            let found = (target..<subtreeEnds[target]).contains { !isRemoved($0, removed) && (isHidden($0) || hasClip($0) || judgedInContext($0)) }
                || ancestors(target).contains { !isRemoved($0, removed) && isHidden($0) }
            settled[target] = found
            return found
        }
        func hasClip(_ index: Int) -> Bool { !droppedClips.contains(index) && hasClipValue(index) }
        func hasClipValue(_ index: Int) -> Bool { cssAwareValue(index, "clip-path").map { $0.trimmingCSSWhitespace.lowercased() != "none" } ?? false }
        // Properties whose drawing nothing no-draw-properties judges by what is inherited
        // (the copy inherits from the clone, the target from where it stands).
        // One that this run removes holds nothing back: the copy is made without it.
        let keptNow = kept(after: removed)
        func judgedInContext(_ index: Int) -> Bool {
            let contextual: Set<String> = ["paint-order", "visibility", "clip-rule"]
            return cascade.specified(elements[index]).contains { name, value in
                guard contextual.contains(name) || (name == "stroke-width" && (try? Length.parse(value).get()) == nil) else { return false }
                return !(kinds.contains(.noDrawProperties) && drawsNothing(index, name, value, keptNow))
            }
        }
        // Geometry set in CSS would override what the group is written with.
        let geometryInCSS: Set<String> = ["transform", "x", "y", "width", "height"]
        // The copies may not make the file larger than a glyph may be, in bytes or elements.
        var bytesLeft = PackPolicy.standard.maximumFileBytes - bytes.count
        var elementsLeft = PackPolicy.standard.maximumSVGElements - elements.count
        for index in elements.indices where elements[index].localName == "use" && isSVG(index) && !isRemoved(index, removed) {
            let element = elements[index]
            guard let target = CloneExpansion.target(of: element, ids: resolver.ids, plain: resolver.plainSubtrees), let id = element.attributes.first(where: SVGReference.isLink).flatMap({ SVGReference.linkID($0.value) }),
                  let targetIndex = indexByID[id], elements[targetIndex] === target,
                  !ancestors(index).contains(where: { SVGProfile.definitionElements.contains(elements[$0].localName) || elements[$0].localName == "defs" }),
                  element["id"].map({ !referenced.contains($0) }) ?? true,
                  // Hidden content a clone refers to stays; its copy would go on the next run.
                  !judgedAgain(targetIndex), !([index] + ancestors(index)).contains(where: hasClip),
                  cascade.specified(element, presentation: false).keys.allSatisfy({ !geometryInCSS.contains($0) }) else { continue }
            let copyBytes = markup.elements[targetIndex].end - markup.elements[targetIndex].start + 16
            let copyElements = subtreeEnds[targetIndex] - targetIndex
            guard copyBytes <= bytesLeft, copyElements <= elementsLeft else { continue }
            bytesLeft -= copyBytes
            elementsLeft -= copyElements
            result[index] = targetIndex
        }
        return result
    }

    /// The edits that turn each clone into its group, made once every other edit is
    /// planned (the copy is the target as it will be written).
    func expandClones(_ clones: [Int: Int], plan: inout Plan) {
        for (index, targetIndex) in clones.sorted(by: { $0.key < $1.key }) {
            let element = elements[index]
            let written = markup.elements[index]
            let close = written.startTagClose
            let target = markup.elements[targetIndex]
            // The copy: the target as the other rewrites leave it, without ids.
            var copyEdits = plan.edits.restricted(to: target.start..<target.end)
            for inside in targetIndex..<subtreeEnds[targetIndex] {
                for attribute in markup.elements[inside].attributes where attribute.name == "id" || attribute.name == "xml:id" {
                    copyEdits.delete((attribute.span.lowerBound - target.start)..<(attribute.span.upperBound - target.start))
                }
            }
            guard let copy = copyEdits.applied(to: Array(bytes[target.start..<target.end])) else { continue }
            let prefix = element.prefix.map { $0 + ":" } ?? ""
            // <use → <g
            let nameStart = written.start + 1
            plan.edits.replace(nameStart..<(nameStart + written.name.utf8.count), with: prefix + CloneExpansion.groupName)
            for attribute in written.attributes where Self.cloneDrops(attribute.name, xlinkPrefix: prefixOfXLink(element)) {
                plan.edits.delete(attribute.span)
            }
            if let transform = CloneExpansion.transform(of: element) {
                plan.edits.insert(" transform=\"\(Markup.escape(transform, .minimal()))\"", at: written.insertionPoint)
            }
            let closing = String(decoding: [UInt8(ascii: ">")] + copy, as: UTF8.self) + "</\(prefix)g>"
            plan.edits.replace(written.selfClosing ? (close - 1)..<written.end : close..<written.end, with: closing)
            plan.count(.expandClones)
        }
    }

    /// Whether the group a clone becomes leaves out this attribute (by its written
    /// name): the reference, x, y, width, height, and the transform it writes anew.
    static func cloneDrops(_ name: String, xlinkPrefix: String) -> Bool {
        name == xlinkPrefix + "href" || name == "transform" || CloneExpansion.droppedAttributes.contains(name)
    }

    /// The prefix (with its colon) under which the clone writes its xlink:href.
    func prefixOfXLink(_ element: SVGElement) -> String {
        element.attributes.first { $0.localName == "href" && $0.namespaceURI == SVGDocument.xlinkNamespace }
            .map { $0.qualifiedName.dropLast(4).description } ?? "xlink:"
    }
}
