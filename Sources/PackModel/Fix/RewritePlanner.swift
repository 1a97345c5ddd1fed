import Foundation

/// Works out the byte edits of a chosen set of rewrites over one parsed file. Every
/// edit removes markup, rewrites a `style` value, copies a value from CSS into an
/// attribute as written, or inserts a viewBox made of the width and height as written.
struct RewritePlanner {
    let root: SVGElement
    /// Every element in document order, with its markup at the same index.
    let elements: [SVGElement]
    let markup: SVGMarkup
    let bytes: [UInt8]
    let cascade: SVGCascade
    let resolver: DrawingResolver
    /// The parent's index of each element (-1 for the root).
    let parents: [Int]
    /// The end (exclusive) of each element's subtree in `elements`.
    let subtreeEnds: [Int]
    let indexByID: [String: Int]
    /// The text elements (`text`, `tspan`, …), where blanks are characters.
    let textElementIndices: [Int]
    /// Why nothing may be rewritten, when something in the file rules it out.
    let refusal: String?
    /// Per element, its attributes that point at ids (by position) and the ids, read
    /// once: a file is planned up to nine times (all rewrites, then each alone), and
    /// reading every attribute's value for `url(` was the largest part of a plan.
    let pointers: [[(attribute: Int, ids: [String])]]
    /// Whether a sheet sets something with no presentation attribute, which may hold
    /// style-to-attributes back (`SVGStyleMove`): asked once, not per plan.
    let sheetMayHoldBack: Bool
    /// Whether a sheet rule's value holds `url(`: only then can a shape with no
    /// reference of its own paint with a gradient (`flatPaints`). Asked once.
    let sheetPoints: Bool

    static let svg = SVGDocument.svgNamespace
    static let textElements: Set<String> = ["text", "tspan", "textPath", "tref"]

    init(root: SVGElement, elements: [SVGElement], markup: SVGMarkup, bytes: [UInt8]) {
        self.root = root
        self.elements = elements
        self.markup = markup
        self.bytes = bytes
        resolver = DrawingResolver(root: root)
        cascade = resolver.cascade
        var parents: [Int] = []
        var ends = Array(repeating: 0, count: elements.count)
        var stack: [Int] = []
        var index = 0
        func walk(_ element: SVGElement, parent: Int) {
            let mine = index
            parents.append(parent)
            index += 1
            stack.append(mine)
            for case .element(let child) in element.children { walk(child, parent: mine) }
            stack.removeLast()
            ends[mine] = index
        }
        walk(root, parent: -1)
        self.parents = parents
        subtreeEnds = ends
        var ids: [String: Int] = [:]
        for (index, element) in elements.enumerated() {
            if let id = element["id"], ids[id] == nil { ids[id] = index }
        }
        indexByID = ids
        textElementIndices = elements.indices.filter { Self.textElements.contains(elements[$0].localName) }
        refusal = SVGStyleMove.cssRefusal(root, cascade: cascade)
        sheetMayHoldBack = SVGStyleMove.mayHoldBack(cascade)
        sheetPoints = cascade.rules?.contains { $0.declarations.contains { ByteSearch.containsIgnoringASCIICase("url(", in: $0.value) } } ?? false
        pointers = elements.map { element in
            var found: [(attribute: Int, ids: [String])] = []
            for (position, attribute) in element.attributes.enumerated() where attribute.namespaceURI != SVGDocument.xmlnsNamespace {
                let ids = SVGReference.ids(in: attribute)
                if !ids.isEmpty { found.append((position, ids)) }
            }
            return found
        }
    }

    /// What is left in the file once the planned elements are removed: a property that
    /// only matters to text, say, can go when the only text was hidden and goes too.
    /// Deciding on what stays, not on what was there, makes one run do what a second
    /// would, so fixing a fixed file changes nothing.
    struct Kept {
        let removed: Set<Int>
        let text, image, filter, use, marker, gradient: Bool

        /// Whether the two keep the same kinds of element (what is kept below a given
        /// element aside).
        func sameFlags(as other: Kept) -> Bool {
            text == other.text && image == other.image && filter == other.filter && use == other.use && marker == other.marker && gradient == other.gradient
        }
    }

    /// `clones`: the uses that become groups, which are no clones any more.
    func kept(after removed: Set<Int>, clones: [Int: Int] = [:]) -> Kept {
        var names = Set<String>()
        var index = 0
        while index < elements.count {
            if removed.contains(index) { index = subtreeEnds[index]; continue }
            if isSVG(index) { names.insert(clones[index] != nil ? "g" : elements[index].localName) }
            index += 1
        }
        return Kept(removed: removed, text: !names.isDisjoint(with: Self.textElements), image: names.contains("image") || names.contains("feImage"),
                    filter: names.contains("filter"), use: names.contains("use"), marker: names.contains("marker"),
                    gradient: !names.isDisjoint(with: ["linearGradient", "radialGradient", "pattern"]))
    }

    struct Plan {
        var edits = ByteEdits()
        var counts: [SVGRewrite: Int] = [:]
        /// What `flatPaints` answered for each element in this plan: unused definitions
        /// and the attribute edits both ask, and the answer is the same.
        var flatPaints: [Int: [String: (colour: String, id: String)]] = [:]
        /// The attribute edits unused-definitions worked out against what the plan
        /// finally keeps: written as they are.
        var attributeEdits: [Int: AttributeEdits] = [:]
        mutating func count(_ kind: SVGRewrite, _ amount: Int = 1) { counts[kind, default: 0] += amount }
    }

    func isInside(_ index: Int, _ ancestor: Int) -> Bool { index >= ancestor && index < subtreeEnds[ancestor] }

    func ancestors(_ index: Int) -> [Int] {
        var result: [Int] = []
        var current = parents[index]
        while current >= 0 { result.append(current); current = parents[current] }
        return result
    }

    func isSVG(_ index: Int) -> Bool { elements[index].namespaceURI == Self.svg }

    // MARK: - References

    /// The ids an element's attributes point at (`url(#id)`, `href="#id"`), leaving out
    /// the attributes `skip` names.
    func references(of index: Int, skip: (SVGAttribute) -> Bool = { _ in false }) -> [String] {
        var result: [String] = []
        for pointer in pointers[index] where !skip(elements[index].attributes[pointer.attribute]) { result += pointer.ids }
        return result
    }

    /// Whether no-draw-properties deletes this attribute as one SVG does not define where
    /// it is (neither drawing reads it). Asked where the attribute is edited and where
    /// references are counted: a `url(#id)` in such an attribute keeps nothing alive, or
    /// a second run would delete what it pointed at (found by the fix fuzz harness).
    func removesAsInert(_ index: Int, _ attribute: SVGAttribute, kinds: Set<SVGRewrite>) -> Bool {
        let name = attribute.qualifiedName
        return (attribute.namespaceURI == nil || name == "xlink:href") && kinds.contains(.noDrawProperties) && isSVG(index)
            && !ancestors(index).contains(where: { SVGProfile.definitionElements.contains(elements[$0].localName) })
            && SVGInertAttribute.reason(name, on: elements[index]) != nil
    }

    /// Whether the clip-path on an element cuts nothing (it points at nothing, or at one
    /// rectangle holding all the element's ink), as the proof sees it.
    func clipCutsNothing(_ index: Int, value: String) -> Bool {
        guard SVGReference.leadingURLID(value) != nil else { return false }
        // Decided by the drawing's own rule, so the rewrite and the proof agree.
        return resolver.clipIsNoOp(elements[index], value: value)
    }

    // MARK: - The plan

    func plan(_ kinds: Set<SVGRewrite>) -> Plan {
        var plan = Plan()
        var removed = Set<Int>()
        func isRemoved(_ index: Int) -> Bool { ancestors(index).contains(where: removed.contains) || removed.contains(index) }

        // Editor elements, metadata, resolved sheets.
        for index in 1..<max(1, elements.count) where !isRemoved(index) {
            let element = elements[index]
            if kinds.contains(.editorData) && (!isSVG(index) || element.localName == "metadata") {
                removed.insert(index)
                plan.count(.editorData)
            } else if kinds.contains(.styleToAttributes) && isSVG(index) && element.localName == "style" {
                removed.insert(index)
                plan.count(.styleToAttributes)
            } else if kinds.contains(.noDrawProperties) && SVGInertAttribute.isUndefinedElement(element) {
                removed.insert(index)
                plan.count(.noDrawProperties)
            }
        }
        // Clip paths that cut nothing.
        let droppedClips = kinds.contains(.noOpClips) ? planNoOpClips(removed: removed, plan: &plan) : []
        let droppedMasks = kinds.contains(.noOpClips) ? planNoOpMasks(removed: removed, plan: &plan) : []
        // Hidden content.
        if kinds.contains(.hiddenContent) { planHiddenContent(removed: &removed, plan: &plan) }
        // Clones that become groups holding a copy of what they show.
        let clones = kinds.contains(.expandClones) ? planExpandClones(removed: removed, droppedClips: droppedClips, kinds: kinds) : [:]
        // Unused definitions: what nothing drawn points at, directly or through another definition.
        if kinds.contains(.unusedDefinitions) { planUnusedDefinitions(removed: &removed, droppedClips: droppedClips, droppedMasks: droppedMasks, clones: clones, kinds: kinds, plan: &plan) }
        // A clone's target is edited even where it goes itself: its copy is written as edited.
        var copied = Set<Int>()
        for target in Set(clones.values) { copied.formUnion((target + 1)..<subtreeEnds[target]) }
        // A sheet that sets what style-to-attributes cannot move (no presentation
        // attribute, `mix-blend-mode`) on an element that stays stays, and with it every
        // style: the rewrite's own rule, which lint's hints ask too. Judged on what stays,
        // so a second run finds the same.
        if kinds.contains(.styleToAttributes), sheetMayHoldBack {
            let stays = elements.indices.filter { !isRemoved($0) || copied.contains($0) || clones.values.contains($0) }
            let candidates = stays.map { (element: elements[$0], inDefinition: ancestors($0).contains { SVGProfile.definitionElements.contains(elements[$0].localName) }) }
            if SVGStyleMove.sheetBlocker(candidates, cascade: cascade, dropsWhatDrawsNothing: kinds.contains(.noDrawProperties)) != nil {
                return self.plan(kinds.subtracting([.styleToAttributes]))
            }
        }
        // Element removals, with the blanks before them; inside a clone's target, also
        // those under a removed target (the copy is made from what they leave).
        for index in removed.sorted() where !ancestors(index).contains(where: removed.contains)
            || (copied.contains(index) && !ancestors(index).contains { removed.contains($0) && copied.contains($0) }) {
            let element = markup.elements[index]
            plan.edits.delete(withBlanksBefore(element.start)..<element.end)
        }
        // Attributes, judged on what stays.
        let kept = kept(after: removed, clones: clones)
        var usedPrefixes = Set<String>()
        for index in elements.indices where !isRemoved(index) || copied.contains(index) || clones.values.contains(index) {
            editAttributes(index, kinds: kinds, droppedClip: droppedClips.contains(index), droppedMask: droppedMasks.contains(index), isClone: clones[index] != nil, kept: kept, plan: &plan, usedPrefixes: &usedPrefixes)
        }
        // Namespace declarations nothing left uses.
        if kinds.contains(.editorData) {
            for index in elements.indices where !isRemoved(index) {
                for (position, attribute) in elements[index].attributes.enumerated() where attribute.namespaceURI == SVGDocument.xmlnsNamespace && attribute.qualifiedName != "xmlns" {
                    guard !usedPrefixes.contains(attribute.localName), let written = writtenAttribute(index, attribute, position) else { continue }
                    plan.edits.delete(written.span)
                    plan.count(.editorData)
                }
            }
            for comment in markup.comments where !removed.contains(where: { isInsideMarkup(comment, of: $0) })
                || Set(clones.values).contains(where: { isInsideMarkup(comment, of: $0) }) {
                if commentIsInsideText(comment) { continue }
                plan.edits.delete(withBlanksBefore(comment.lowerBound)..<comment.upperBound)
                plan.count(.editorData)
            }
        }
        if kinds.contains(.viewBox) { planViewBox(plan: &plan) }
        // Last: a clone's copy is its target as every other edit leaves it.
        expandClones(clones, plan: &plan)
        return plan
    }

    static func userUnits(_ text: String) -> String? { ViewBox.userUnits(text) }

    func isInsideMarkup(_ range: Range<Int>, of index: Int) -> Bool {
        range.lowerBound >= markup.elements[index].start && range.upperBound <= markup.elements[index].end
    }

    func commentIsInsideText(_ range: Range<Int>) -> Bool {
        textElementIndices.contains { isInsideMarkup(range, of: $0) }
    }

    /// `start` moved back over the blanks before it (blanks between tags draw nothing).
    func withBlanksBefore(_ start: Int) -> Int {
        var position = start
        while position > 0, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position - 1]) { position -= 1 }
        // Inside text the blanks are characters: keep them.
        if position < start, textElementIndices.contains(where: { markup.elements[$0].start < start && markup.elements[$0].end > start }) {
            return start
        }
        return position
    }

    /// The markup of an element's attribute.
    func writtenAttribute(_ index: Int, _ attribute: SVGAttribute, _ position: Int) -> SVGMarkup.Attribute? {
        let written = markup.elements[index].attributes.filter { $0.name == attribute.qualifiedName }
        return written.count == 1 ? written[0] : nil
    }

    /// A property's value from CSS (style attribute or sheet) or else the attribute.
    func cssAwareValue(_ index: Int, _ name: String) -> String? {
        cascade.specified(elements[index])[name]
    }

    /// The computed values at an element, as the proof works them out.
    func computed(_ index: Int) -> DrawingResolver.Context {
        let element = elements[index]
        return DrawingResolver.compute(element, parent: resolver.contexts[ObjectIdentifier(element)] ?? resolver.initialContext, cascade: cascade)
    }

    /// Computed visibility of an element's parent chain: whether it is visible there.
    func parentIsVisible(_ index: Int) -> Bool {
        for ancestor in ancestors(index) {
            if let value = cascade.specified(elements[ancestor])["visibility"]?.lowercased(), value != "inherit" {
                return value == "visible"
            }
        }
        return true
    }

    /// Whether nothing at or below the element is drawn: lint's rule (`SVGInertAttribute
    /// .isNotDrawn`), asked with the file's cascade.
    func isHidden(_ index: Int) -> Bool {
        SVGInertAttribute.isNotDrawn(elements[index], cascade: cascade)
    }

    /// Whether a property, set on this element, draws nothing here. Lint's rule
    /// (`InertProperty`, what `svg.draws-nothing` reports) says what draws nothing on the
    /// element itself; deleting it must also leave what inherits it unchanged, which
    /// needs the whole file: the guards below. The proof checks the result again.
    func drawsNothing(_ index: Int, _ name: String, _ value: String, _ kept: Kept) -> Bool {
        let element = elements[index]
        // Lint judges what its profile walk reaches: never a gradient's stop, a filter's
        // primitive, or what a clip path, mask, marker, pattern or symbol holds.
        if element.localName == "stop" || ancestors(index).contains(where: { SVGProfile.definitionElements.contains(elements[$0].localName) }) { return false }
        // Paint order changes nothing on a shape with only one of fill, stroke and markers,
        // whatever the order: the file decides that, not the attribute.
        if name == "paint-order", SVGProfile.shapeElements.contains(element.localName) {
            // The usual order (lint's rule) where the order inherited is the usual too
            // changes nothing either, whatever the shape paints (Inkscape's
            // `paint-order:normal` in style was moved out and then kept, and lint
            // reported it only after fix).
            let inherited = parents[index] >= 0 ? computed(parents[index]).value("paint-order") : "normal"
            if InertProperty.drawsNothing(name, value, on: element, cascade: cascade), InertProperty.drawsNothing(name, inherited, on: element, cascade: cascade) { return true }
            return !DrawingResolver.paintOrderMatters(computed(index), shape: element.localName)
        }
        // Text properties: lint looks for text below the element; what matters here is
        // text that stays (hidden text goes in the same run).
        if SVGProperties.textOnly.contains(name) {
            let textBelow = (index..<subtreeEnds[index]).contains { Self.textElements.contains(elements[$0].localName) && !isRemoved($0, kept.removed) }
            return !textBelow && (!kept.text || !kept.use)
        }
        // A stroke width on a shape that paints no stroke and no markers sizes nothing;
        // one lint cannot read (`1pt`) goes, so neither drawing nor lint depends on it.
        if name == "stroke-width", SVGProfile.shapeElements.contains(element.localName), (try? Length.parse(value).get()) == nil {
            return DrawingResolver.paintsNoStroke(computed(index))
        }
        // Isolation where something below blends: judged on what stays, as the next run
        // will judge it (an element this run deletes blends no more; found by the fix
        // fuzz harness).
        if name == "isolation", !SVGProperties.keyword(value, is: "auto") {
            return !blendsAmongWhatStays(index, removed: kept.removed)
        }
        // A clip rule: judged on the clip paths this run leaves (lint, on the file as it
        // is, keeps one above any clip path; one this run deletes reads it no more).
        if name == "clip-rule" {
            let insideClip = ancestors(index).contains { elements[$0].localName == "clipPath" }
            let clipBelow = ((index + 1)..<subtreeEnds[index]).contains { elements[$0].localName == "clipPath" && !kept.removed.contains($0) && !ancestors($0).contains(where: kept.removed.contains) }
            return !insideClip && !clipBelow && !kept.use && element.localName != "clipPath"
        }
        guard InertProperty.drawsNothing(name, value, on: element, cascade: cascade) else { return false }
        switch name {
        case "image-rendering": return !kept.image
        // Gradients, patterns, filters and masks take these from where they stand, not
        // from what paints with them: only one at or below the element (or a clone's
        // copy of one) can read them.
        case "color-interpolation-filters", "color-interpolation":
            return !(index..<subtreeEnds[index]).contains { Self.interpolatingElements.contains(elements[$0].localName) && !isRemoved($0, kept.removed) }
        case "text-rendering": return !kept.text
        // CSS renderers do draw crisp edges without anti-aliasing.
        case "shape-rendering": return SVGProperties.keyword(value, is: "auto") || SVGProperties.keyword(value, is: "geometricprecision")
        case "marker", "marker-start", "marker-mid", "marker-end": return !kept.marker
        case "paint-order":
            return SVGProfile.shapeElements.contains(element.localName) ? !DrawingResolver.paintOrderMatters(computed(index), shape: element.localName) : !hasShapeBelow(index)
        case "visibility": return parentIsVisible(index)
        default:
            // A text property where lint saw no text below may still reach text through a clone.
            if SVGProperties.textOnly.contains(name) { return !kept.text || !kept.use }
            return true
        }
    }

    /// `SVGInertAttribute.blends(below:)` over what this run leaves: an element at or
    /// below `index`, not removed, not hidden up to `index`, that declares a blend mode.
    func blendsAmongWhatStays(_ index: Int, removed: Set<Int>) -> Bool {
        (index..<subtreeEnds[index]).contains { inner in
            guard !isRemoved(inner, removed), !SVGInertAttribute.isUndefinedElement(elements[inner]), let mode = SVGInertAttribute.declared("mix-blend-mode", on: elements[inner], cascade: cascade),
                  mode != "normal" else { return false }
            let chain = [inner] + ancestors(inner).prefix { $0 != index } + (inner == index ? [] : [index])
            return !chain.contains { isHidden($0) }
        }
    }

    /// Elements whose colours are interpolated, or a clone that could copy one.
    static let interpolatingElements: Set<String> = ["linearGradient", "radialGradient", "pattern", "filter", "mask", "use"]

    /// Whether an element is removed, or inside one that is.
    func isRemoved(_ index: Int, _ removed: Set<Int>) -> Bool {
        removed.contains(index) || ancestors(index).contains(where: removed.contains)
    }

    /// Whether a shape is at or below an element.
    func hasShapeBelow(_ index: Int) -> Bool {
        (index..<subtreeEnds[index]).contains { SVGProfile.shapeElements.contains(elements[$0].localName) }
    }

    /// A value as written between double quotes, or between `quote` when it is `'`:
    /// `&`, `<` and `"` (and `'` between single quotes) as references. One pass over the
    /// bytes, and the value itself when nothing needs escaping (nearly always): this runs
    /// for every attribute fix writes, and Foundation's `replacingOccurrences`, four
    /// times a value, was 6 % of fix's instructions.
    static func escape(_ value: String, quote: UInt8 = UInt8(ascii: "\"")) -> String {
        let apostrophes = quote == UInt8(ascii: "'")
        func needsEscape(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") || (apostrophes && byte == UInt8(ascii: "'"))
        }
        guard value.utf8.contains(where: needsEscape) else { return value }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(value.utf8.count + 16)
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): escaped.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): escaped.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: "\""): escaped.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'") where apostrophes: escaped.append(contentsOf: "&apos;".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// What fix does to one element's attributes: decided once (`attributeEdits`), then
    /// written (`write`) and asked what the element still points at (`references(of:after:)`),
    /// so unused-definitions counts a reference only where the file keeps it.
    struct AttributeEdits {
        /// Positions in the element's attributes of those deleted.
        var removals: [Int] = []
        /// An existing attribute (no namespace) and the value it takes.
        var replacements: [String: String] = [:]
        var additions: [(String, String)] = []
        /// `.some(nil)`: the style attribute goes; `.some(text)`: it is written as text.
        var newStyle: String?? = .none
        /// The attributes a clone's group leaves out (expand-clones deletes them).
        var isClone = false
        var counts: [SVGRewrite: Int] = [:]
        var usedPrefixes: [String] = []
        mutating func count(_ kind: SVGRewrite, _ amount: Int = 1) { counts[kind, default: 0] += amount }
    }

    /// The attribute edits of one element that stays.
    func editAttributes(_ index: Int, kinds: Set<SVGRewrite>, droppedClip: Bool, droppedMask: Bool = false, isClone: Bool = false, kept: Kept, plan: inout Plan, usedPrefixes: inout Set<String>) {
        let edits = plan.attributeEdits[index] ?? attributeEdits(index, kinds: kinds, droppedClip: droppedClip, droppedMask: droppedMask, isClone: isClone, kept: kept, plan: &plan)
        write(edits, of: index, plan: &plan, usedPrefixes: &usedPrefixes)
    }

    /// The ids element `index` points at once `edits` are made: its attributes that stay
    /// as written, the values replaced and added, and what its style keeps.
    func references(of index: Int, after edits: AttributeEdits) -> [String] {
        let element = elements[index]
        var result: [String] = []
        for pointer in pointers[index] where !edits.removals.contains(pointer.attribute) {
            let attribute = element.attributes[pointer.attribute]
            if edits.isClone && Self.cloneDrops(attribute.qualifiedName, xlinkPrefix: prefixOfXLink(element)) { continue }
            if attribute.namespaceURI == nil {
                if let value = edits.replacements[attribute.localName] { result += SVGReference.urlIDs(in: value); continue }
                if attribute.localName == "style", case .some(let style) = edits.newStyle { result += style.map(SVGReference.urlIDs(in:)) ?? []; continue }
            }
            result += pointer.ids
        }
        if case .some(.some(let style)) = edits.newStyle, element.attribute("style").map({ SVGReference.ids(in: $0).isEmpty }) ?? true {
            result += SVGReference.urlIDs(in: style)
        }
        for (_, value) in edits.additions { result += SVGReference.urlIDs(in: value) }
        return result
    }

    /// What fix does to the attributes of one element that stays.
    func attributeEdits(_ index: Int, kinds: Set<SVGRewrite>, droppedClip: Bool, droppedMask: Bool = false, isClone: Bool = false, kept: Kept, plan: inout Plan) -> AttributeEdits {
        let element = elements[index]
        var edits = AttributeEdits()
        edits.isClone = isClone
        if let prefix = element.prefix { edits.usedPrefixes.append(prefix) }
        var overridden = Set<String>()
        let existing = Set(element.attributes.filter { $0.namespaceURI == nil }.map(\.localName))
        let resolvesStyles = kinds.contains(.styleToAttributes)
        let flat = flatPaints(index, kinds: kinds, plan: &plan)

        // CSS: the sheet's rules (when resolved) and the style attribute.
        let styleAttribute = element.attribute("style")
        let styleDeclarations = styleAttribute.flatMap { SVGStyle.declarations($0.value) } ?? []
        let hasImportant = styleDeclarations.contains(where: \.important)
        var css: [(name: String, value: String)] = []
        if resolvesStyles && !hasImportant && isSVG(index) {
            let winners = cascade.specified(element, presentation: false)
            var order: [String] = []
            let own = Set(styleDeclarations.map(\.name))
            for rule in cascade.rules ?? [] where rule.selectors.contains(where: { $0.matches(element) }) {
                for declaration in rule.declarations where !order.contains(declaration.name) && !own.contains(declaration.name) { order.append(declaration.name) }
            }
            for declaration in styleDeclarations where !order.contains(declaration.name) { order.append(declaration.name) }
            css = order.compactMap { name in winners[name].map { (name, $0) } }
        } else {
            css = styleDeclarations.map { ($0.name, $0.value) }
        }
        if styleAttribute != nil || !css.isEmpty {
            var keep: [String] = []
            var changed = false
            for (name, value) in css {
                if kinds.contains(.noDrawProperties) && !hasImportant && drawsNothing(index, name, value, kept) {
                    edits.count(.noDrawProperties)
                    changed = true
                    // The attribute it overrode would otherwise take over.
                    if existing.contains(name) { overridden.insert(name) }
                } else if name == "clip-path" && droppedClip {
                    changed = true
                } else if resolvesStyles && !hasImportant && SVGProperties.presentationAttributes.contains(name) {
                    let value = flat[name]?.colour ?? value
                    if flat[name] != nil { edits.count(.flatGradients) }
                    if existing.contains(name) { edits.replacements[name] = value } else { edits.additions.append((name, value)) }
                    edits.count(.styleToAttributes)
                    changed = true
                } else {
                    keep.append("\(name):\(value)")
                }
            }
            if styleAttribute != nil && (changed || (kinds.contains(.noDrawProperties) && css.isEmpty)) {
                if keep.isEmpty {
                    edits.newStyle = .some(nil)
                    if css.isEmpty { edits.count(.noDrawProperties) }
                } else {
                    edits.newStyle = .some(keep.joined(separator: ";"))
                }
            }
        }
        // A gradient of one colour written as an attribute no CSS overrides.
        for (name, paint) in flat where !css.contains(where: { $0.name == name }) && existing.contains(name) {
            edits.replacements[name] = paint.colour
            edits.count(.flatGradients)
        }
        // Attributes one by one.
        for (position, attribute) in element.attributes.enumerated() {
            if attribute.namespaceURI == SVGDocument.xmlnsNamespace { continue }
            if let namespace = attribute.namespaceURI, namespace != SVGDocument.xmlNamespace, namespace != SVGDocument.xlinkNamespace {
                if kinds.contains(.editorData) {
                    edits.removals.append(position)
                    edits.count(.editorData)
                    continue
                }
            }
            let name = attribute.qualifiedName
            // What a clone's group leaves out is removed by expand-clones.
            if isClone && Self.cloneDrops(name, xlinkPrefix: prefixOfXLink(element)) { continue }
            if attribute.namespaceURI == nil && edits.replacements[name] != nil { continue }
            if attribute.namespaceURI == nil && overridden.contains(name) {
                edits.removals.append(position)
                continue
            }
            if name == "class" && resolvesStyles && isSVG(index) {
                edits.removals.append(position)
                edits.count(.styleToAttributes)
                continue
            }
            if (name == "clip-path" && droppedClip || name == "mask" && droppedMask) && attribute.namespaceURI == nil {
                edits.removals.append(position)
                continue
            }
            // Attributes SVG does not define where they are: neither drawing reads them.
            if removesAsInert(index, attribute, kinds: kinds) {
                edits.removals.append(position)
                edits.count(.noDrawProperties)
                continue
            }
            // A property written as an attribute (presentation attribute or not: lint judges
            // `isolation="isolate"` on a path by the same rule) that draws nothing.
            if attribute.namespaceURI == nil && (SVGProperties.presentationAttributes.contains(name) || SVGProperties.initial(name) != nil)
                && kinds.contains(.noDrawProperties)
                && drawsNothing(index, name, attribute.value, kept) && (css.first { $0.name == name } == nil) {
                edits.removals.append(position)
                edits.count(.noDrawProperties)
                continue
            }
            if attribute.qualifiedName.utf8.contains(UInt8(ascii: ":")), let prefix = attribute.qualifiedName.split(separator: ":").first { edits.usedPrefixes.append(String(prefix)) }
        }
        return edits
    }

    /// `edits` written into the plan.
    func write(_ edits: AttributeEdits, of index: Int, plan: inout Plan, usedPrefixes: inout Set<String>) {
        let element = elements[index]
        let written = markup.elements[index]
        usedPrefixes.formUnion(edits.usedPrefixes)
        for (kind, amount) in edits.counts { plan.count(kind, amount) }
        // Replacements of attributes the CSS overrides may themselves draw nothing.
        for (name, value) in edits.replacements {
            guard let attribute = element.attribute(name), let span = writtenAttribute(index, attribute, 0) else { continue }
            // Between the quotes as written: a `'` in a new value would end a '…' value.
            plan.edits.replace(span.value, with: Self.escape(value, quote: span.quote))
        }
        for position in edits.removals {
            guard let span = writtenAttribute(index, element.attributes[position], 0) else { continue }
            plan.edits.delete(span.span)
        }
        let added = edits.additions.map { " \($0.0)=\"\(Self.escape($0.1))\"" }.joined()
        if case .some(let style) = edits.newStyle, let styleAttribute = element.attribute("style"), let span = writtenAttribute(index, styleAttribute, 0) {
            plan.edits.replace(span.span, with: added + (style.map { " style=\"\(Self.escape($0))\"" } ?? ""))
        } else if !added.isEmpty {
            plan.edits.insert(added, at: written.insertionPoint)
        }
    }
}

