extension SVGRewrites {
    /// Paint in `style="…"` and simple `<style>` rules (`.class`, a tag, `#id`) written
    /// on the elements as presentation attributes, values as written; `class` and the
    /// sheet dropped. Its rules (the sheet, the CSS moved, `class`, when the sheet holds
    /// the rewrite back) are below, asked by the planner's phases.
    static let styleToAttributes = SVGRewriteInfo(
        kind: .styleToAttributes,
        summary: "styles moved into presentation attributes",
        hintPhrase: "moves styles into presentation attributes",
        resolves: [ResolvedFinding(SVGProfileAttributeCheck(), .unsupportedAttribute, subjects: ["@style", "@class"]),
                   ResolvedFinding(SVGProfileElementCheck(), .unsupportedElement, subjects: ["style"])],
        examples: [
            RewriteExample(glyph(##"<style>.a{fill:#1a1a1a}</style><path class="a" d="M10 5H50V75H10Z" style="stroke:#000;stroke-width:2"/>"##),
                           glyph(##"<path d="M10 5H50V75H10Z" fill="#1a1a1a" stroke="#000" stroke-width="2"/>"##)),
            RewriteExample(glyph(##"<path d="M10 5H50V75H10Z" fill="red" style="fill:#000"/>"##), glyph(##"<path d="M10 5H50V75H10Z" fill="#000"/>"##),
                           note: "the style wins over the attribute it replaces"),
            .unchanged(glyph(##"<style>g > path{fill:red}</style><g><path d="M10 5H50V75H10Z"/></g>"##),
                       note: "a sheet that needs a CSS engine leaves the whole file alone"),
            .unchanged(glyph(##"<style>.a{fill:#1a1a1a;mix-blend-mode:multiply}</style><path class="a" d="M10 5H50V75H10Z" style="stroke:#000"/>"##),
                       note: "a sheet setting what SVG has no attribute for stays, and every style with it (`SVGStyleMove`)"),
        ])
}

extension RewritePlanner {
    /// A `<style>` sheet goes: its rules are written on the elements.
    func styleToAttributesRemovesElement(_ index: Int, kinds: Set<SVGRewrite>) -> SVGRewrite? {
        kinds.contains(.styleToAttributes) && isSVG(index) && elements[index].localName == "style" ? .styleToAttributes : nil
    }

    /// A sheet that sets what style-to-attributes cannot move (no presentation
    /// attribute, `mix-blend-mode`) on an element that stays stays, and with it every
    /// style: the rewrite's own rule (`SVGStyleMove.sheetBlocker`), which lint's hints ask
    /// too. Judged on what stays, so a second run finds the same.
    func styleToAttributesHeldBack(kinds: Set<SVGRewrite>, stays: (Int) -> Bool) -> Bool {
        guard kinds.contains(.styleToAttributes), sheetMayHoldBack else { return false }
        let candidates = elements.indices.filter(stays).map { (element: elements[$0], inDefinition: ancestors($0).contains { SVGProfile.definitionElements.contains(elements[$0].localName) }) }
        return SVGStyleMove.sheetBlocker(candidates, cascade: cascade, dropsWhatDrawsNothing: kinds.contains(.noDrawProperties)) != nil
    }

    /// The CSS that applies to an element, when this rewrite moves it (nil otherwise):
    /// the winning value of each property the sheet's rules and the style set, the
    /// sheet's first, in the order written. None of a style holding `!important`.
    func styleToAttributesCSS(_ question: AttributeQuestion, _ styleDeclarations: [SVGStyle.Declaration]) -> [(name: String, value: String)]? {
        let index = question.index
        guard question.kinds.contains(.styleToAttributes) && !question.hasImportant && isSVG(index) else { return nil }
        let element = elements[index]
        let winners = cascade.specified(element, presentation: false)
        var order: [String] = []
        let own = Set(styleDeclarations.map(\.name))
        for rule in cascade.rules ?? [] where rule.selectors.contains(where: { $0.matches(element) }) {
            for declaration in rule.declarations where !order.contains(declaration.name) && !own.contains(declaration.name) { order.append(declaration.name) }
        }
        for declaration in styleDeclarations where !order.contains(declaration.name) { order.append(declaration.name) }
        return order.compactMap { name in winners[name].map { (name, $0) } }
    }

    /// A declaration with a presentation attribute is written as that attribute (the
    /// colour flat-gradients writes for a gradient of one colour), replacing one there.
    func styleToAttributesMovesDeclaration(_ question: AttributeQuestion, _ name: String, _ value: String, edits: inout AttributeEdits) -> Bool {
        guard question.kinds.contains(.styleToAttributes) && !question.hasImportant && SVGProperties.presentationAttributes.contains(name) else { return false }
        let value = question.flat[name]?.colour ?? value
        if question.flat[name] != nil { edits.count(.flatGradients) }
        if question.existing.contains(name) { edits.replacements[name] = value } else { edits.additions.append((name, value)) }
        edits.count(.styleToAttributes)
        return true
    }

    /// `class` goes: its rules are written on the element.
    func styleToAttributesDropsAttribute(_ question: AttributeQuestion, _ name: String, at position: Int, edits: inout AttributeEdits) -> Bool {
        guard name == "class" && question.kinds.contains(.styleToAttributes) && isSVG(question.index) else { return false }
        edits.removals.append(position)
        edits.count(.styleToAttributes)
        return true
    }
}
