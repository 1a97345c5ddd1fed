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

    // MARK: - The plan

    /// The plan of `kinds`. The planner holds what every rewrite shares (the element
    /// index, parents, references, what is kept, writing the edits) and the order of the
    /// phases, here and only here; each rewrite's decisions sit in its file under
    /// `Fix/Rewrites/`, asked by the phase that needs them. The order is the dependencies:
    /// whole elements go first, each rule judging what the one before left; clips and
    /// masks that cut nothing before hidden content, clones and unused definitions,
    /// which must not count a reference the clip removal drops; clones before unused
    /// definitions, which must keep what a copy shows; attributes only once every removal
    /// is known (judged on what stays); the clones' copies last, made of their targets as
    /// every other edit leaves them.
    func plan(_ kinds: Set<SVGRewrite>) -> Plan {
        var plan = Plan()
        var removed = Set<Int>()
        func isRemoved(_ index: Int) -> Bool { ancestors(index).contains(where: removed.contains) || removed.contains(index) }

        // Whole elements by their own rule, the first rewrite that takes one counting it.
        for index in 1..<max(1, elements.count) where !isRemoved(index) {
            guard let kind = editorDataRemovesElement(index, kinds: kinds)
                    ?? styleToAttributesRemovesElement(index, kinds: kinds)
                    ?? noDrawPropertiesRemovesElement(index, kinds: kinds) else { continue }
            removed.insert(index)
            plan.count(kind)
        }
        // Clip paths and masks that cut nothing.
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
        // Whether style-to-attributes holds back, judged on what stays: then the plan is
        // made again without it.
        if styleToAttributesHeldBack(kinds: kinds, stays: { !isRemoved($0) || copied.contains($0) || clones.values.contains($0) }) {
            return self.plan(kinds.subtracting([.styleToAttributes]))
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
        // Namespace declarations nothing left uses, and comments.
        if kinds.contains(.editorData) { planEditorData(removed: removed, clones: clones, usedPrefixes: usedPrefixes, plan: &plan) }
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
        return DrawingResolver.compute(element, parent: resolver.inherited(at: element), cascade: cascade)
    }

    /// Whether nothing at or below the element is drawn: lint's rule (`SVGInertAttribute
    /// .isNotDrawn`), asked with the file's cascade.
    func isHidden(_ index: Int) -> Bool {
        SVGInertAttribute.isNotDrawn(elements[index], cascade: cascade)
    }

    /// Whether an element is removed, or inside one that is.
    func isRemoved(_ index: Int, _ removed: Set<Int>) -> Bool {
        removed.contains(index) || ancestors(index).contains(where: removed.contains)
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
        /// Attributes (no namespace) whose CSS declaration went: they go too.
        var overridden = Set<String>()
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

    /// What every rewrite's attribute rule is asked about one element that stays.
    struct AttributeQuestion {
        let index: Int
        let kinds: Set<SVGRewrite>
        /// Whether no-op-clips drops the element's clip-path, its mask.
        let droppedClip, droppedMask: Bool
        let kept: Kept
        /// The names of its attributes in no namespace.
        let existing: Set<String>
        /// Whether its style holds `!important`: then no declaration of it moves or goes.
        let hasImportant: Bool
        /// What flat-gradients writes for its fill and stroke.
        let flat: [String: (colour: String, id: String)]
        /// The CSS the element's declarations are decided on: the style attribute's, or
        /// every declaration that applies where style-to-attributes moves them.
        var css: [(name: String, value: String)] = []
    }

    /// What fix does to the attributes of one element that stays. The walk is shared; what
    /// becomes of each declaration and attribute is each rewrite's rule, asked in order,
    /// the first that takes it deciding.
    func attributeEdits(_ index: Int, kinds: Set<SVGRewrite>, droppedClip: Bool, droppedMask: Bool = false, isClone: Bool = false, kept: Kept, plan: inout Plan) -> AttributeEdits {
        let element = elements[index]
        var edits = AttributeEdits()
        edits.isClone = isClone
        if let prefix = element.prefix { edits.usedPrefixes.append(prefix) }
        let styleAttribute = element.attribute("style")
        let styleDeclarations = styleAttribute.flatMap { SVGStyle.declarations($0.value) } ?? []
        var question = AttributeQuestion(index: index, kinds: kinds, droppedClip: droppedClip, droppedMask: droppedMask, kept: kept,
                                         existing: Set(element.attributes.filter { $0.namespaceURI == nil }.map(\.localName)),
                                         hasImportant: styleDeclarations.contains(where: \.important), flat: flatPaints(index, kinds: kinds, plan: &plan))
        // CSS: the sheet's rules (when resolved) and the style attribute.
        question.css = styleToAttributesCSS(question, styleDeclarations) ?? styleDeclarations.map { ($0.name, $0.value) }
        let css = question.css
        if styleAttribute != nil || !css.isEmpty {
            var keep: [String] = []
            var changed = false
            for (name, value) in css {
                if noDrawPropertiesDropsDeclaration(question, name, value, edits: &edits)
                    || noOpClipsDropsDeclaration(question, name)
                    || styleToAttributesMovesDeclaration(question, name, value, edits: &edits) {
                    changed = true
                } else {
                    keep.append("\(name):\(value)")
                }
            }
            if styleAttribute != nil && (changed || noDrawPropertiesDropsEmptyStyle(question, edits: &edits)) {
                edits.newStyle = keep.isEmpty ? .some(nil) : .some(keep.joined(separator: ";"))
            }
        }
        flatGradientsRewritesAttributes(question, edits: &edits)
        // Attributes one by one.
        for (position, attribute) in element.attributes.enumerated() {
            if attribute.namespaceURI == SVGDocument.xmlnsNamespace { continue }
            if editorDataDropsAttribute(question, attribute, at: position, edits: &edits) { continue }
            let name = attribute.qualifiedName
            // What a clone's group leaves out is removed by expand-clones.
            if isClone && Self.cloneDrops(name, xlinkPrefix: prefixOfXLink(element)) { continue }
            // Replaced by a value decided above.
            if attribute.namespaceURI == nil && edits.replacements[name] != nil { continue }
            // A declaration that overrode it went: it would otherwise take over.
            if attribute.namespaceURI == nil && edits.overridden.contains(name) {
                edits.removals.append(position)
                continue
            }
            if styleToAttributesDropsAttribute(question, name, at: position, edits: &edits)
                || noOpClipsDropsAttribute(question, attribute, at: position, edits: &edits)
                || noDrawPropertiesDropsAttribute(question, attribute, at: position, edits: &edits) { continue }
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
            plan.edits.replace(span.value, with: Markup.escape(value, .minimal(quote: span.quote)))
        }
        for position in edits.removals {
            guard let span = writtenAttribute(index, element.attributes[position], 0) else { continue }
            plan.edits.delete(span.span)
        }
        let added = edits.additions.map { " \($0.0)=\"\(Markup.escape($0.1, .minimal()))\"" }.joined()
        if case .some(let style) = edits.newStyle, let styleAttribute = element.attribute("style"), let span = writtenAttribute(index, styleAttribute, 0) {
            plan.edits.replace(span.span, with: added + (style.map { " style=\"\(Markup.escape($0, .minimal()))\"" } ?? ""))
        } else if !added.isEmpty {
            plan.edits.insert(added, at: written.insertionPoint)
        }
    }
}

