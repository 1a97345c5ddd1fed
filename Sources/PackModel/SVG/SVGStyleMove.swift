import Foundation

/// What style-to-attributes can move out of CSS and what it cannot: one rule, asked
/// by the planner (which leaves every style of a file as it is when a sheet sets
/// something it cannot move on an element that stays) and by lint (whose hints on
/// `<style>`, `class`, `style` and a `<defs>` holding a sheet name `packtool fix`
/// only where this says fix moves them, and otherwise say what to do by hand). So a
/// hint naming fix is a promise: Illustrator's `.cls-1{mix-blend-mode:multiply}`
/// has no presentation attribute to become, and the sheet stays.
enum SVGStyleMove {
    /// Why the file's CSS rules out every rewrite (a sheet or a style attribute this
    /// reader does not take apart), or nil. `cascade` is the file's (nil: it has no CSS).
    static func cssRefusal(_ root: SVGElement, cascade: SVGCascade?) -> String? {
        guard let cascade else { return nil }
        if cascade.hasStyleSheet && cascade.rules == nil {
            return "its <style> sheet uses CSS packtool does not resolve (at-rules, combinators, pseudo-classes, comments or another type); set the styles as attributes in the program that wrote it"
        }
        // The cascade took every style of its own tree apart once, and knows; another
        // tree's styles are read here.
        var unreadable = false
        if cascade.isMade(from: root) {
            unreadable = cascade.hasUnreadStyle
        } else {
            root.forEachElement { element, _ in
                if !unreadable, element.attributes.contains(where: { $0.localName == "style" && $0.namespaceURI == nil && SVGStyle.declarations($0.value) == nil }) {
                    unreadable = true
                }
            }
        }
        return unreadable ? "a style=\"…\" attribute holds CSS packtool does not take apart (comments, escapes or unbalanced quotes)" : nil
    }

    /// A declaration set by a sheet that style-to-attributes cannot write as an
    /// attribute of the element it applies to.
    struct Unmovable: Sendable {
        let element: SVGElement
        let name: String
        let value: String

        /// `mix-blend-mode: multiply (set by the <style> sheet on <path> at 2:5)`.
        var what: String {
            "\(name): \(SVGSecurity.shorten(value)) (set by the <style> sheet on <\(element.qualifiedName)> at \(element.position))"
        }

        /// Why fix leaves the sheet, and what to do by hand, in the words of the
        /// program that wrote the file where lint knows them.
        func advice(_ program: EditorProgram?) -> String {
            let how = InertProperty.isBlendOnlyCSSSets(name, value)
                ? EditorProgram.hint("set the blending mode back to normal (the app does not blend)", .normalBlend, for: program)
                : "remove \(name) from the drawing (the app does not draw it)"
            return "SVG has no attribute for \(what), so the sheet cannot be rewritten as attributes: \(how), then "
                + EditorProgram.hint("export with presentation attributes", .presentationAttributes, for: program)
        }
    }

    /// Whether a declaration moves out of CSS: SVG has a presentation attribute for
    /// it, or (when `dropsWhatDrawsNothing`: no-draw-properties runs too) it draws
    /// nothing where it is set and goes. Never an `!important` one. Inside a clip
    /// path, mask, marker, pattern, symbol, gradient or filter (`inDefinition`) and on
    /// a gradient stop nothing is judged to draw nothing, as lint's walk never goes there.
    static func moves(_ name: String, _ value: String, important: Bool, on element: SVGElement, cascade: SVGCascade?,
                      inDefinition: Bool = false, dropsWhatDrawsNothing: Bool = true) -> Bool {
        guard !important else { return false }
        if SVGProperties.presentationAttributes.contains(name) { return true }
        return dropsWhatDrawsNothing && !inDefinition && element.localName != "stop"
            && InertProperty.drawsNothing(name, value, on: element, cascade: cascade)
    }

    /// Whether what fix leaves of a style attribute is no longer an unsupported
    /// style to lint: every declaration moves out, or is a blend only CSS can set
    /// (`InertProperty.isBlendOnlyCSSSets`), which stays and which svg.editor-drawing
    /// speaks for. lint's hint on the style names fix only then.
    static func resolves(style: SVGAttribute, on element: SVGElement, cascade: SVGCascade?) -> Bool {
        guard let declarations = cascade.map({ $0.declarations(ofStyle: style.value, on: element) }) ?? SVGStyle.declarations(style.value) else { return false }
        return declarations.allSatisfy {
            moves($0.name, $0.value, important: $0.important, on: element, cascade: cascade) || InertProperty.isBlendOnlyCSSSets($0.name, $0.value)
        }
    }

    /// The first declaration a sheet sets on one of `candidates` (SVG elements, each
    /// with whether it is inside a definition) that does not move; nil when every
    /// one does, or there is no sheet. What the element's own style attribute
    /// overrides is the attribute's to answer for.
    static func sheetBlocker(_ candidates: [(element: SVGElement, inDefinition: Bool)], cascade: SVGCascade?, dropsWhatDrawsNothing: Bool = true) -> Unmovable? {
        guard let cascade, let rules = cascade.rules else { return nil }
        // Only a rule setting something with no presentation attribute can hold the
        // sheet back: nearly every sheet sets fill and stroke alone, and is not walked.
        let suspects = rules.filter { $0.declarations.contains { !SVGProperties.presentationAttributes.contains($0.name) } }
        guard !suspects.isEmpty else { return nil }
        for (element, inDefinition) in candidates where element.namespaceURI == SVGDocument.svgNamespace {
            let matching = suspects.filter { $0.selectors.contains { $0.matches(element) } }
            guard !matching.isEmpty else { continue }
            let own = Set((cascade.styleDeclarations(element) ?? []).map(\.name))
            let winners = cascade.css(element)
            for rule in matching {
                for declaration in rule.declarations where !own.contains(declaration.name) && !SVGProperties.presentationAttributes.contains(declaration.name) {
                    guard let value = winners[declaration.name] else { continue }
                    if !moves(declaration.name, value, important: false, on: element, cascade: cascade,
                              inDefinition: inDefinition, dropsWhatDrawsNothing: dropsWhatDrawsNothing) {
                        return Unmovable(element: element, name: declaration.name, value: value)
                    }
                }
            }
        }
        return nil
    }

    /// Whether a sheet sets anything with no presentation attribute at all: only
    /// then can it hold the styles back, so nothing else is walked.
    static func mayHoldBack(_ cascade: SVGCascade?) -> Bool {
        cascade?.rules?.contains { $0.declarations.contains { !SVGProperties.presentationAttributes.contains($0.name) } } ?? false
    }

    /// The declarations style-to-attributes writes on each element of the file as
    /// attributes (name, value, in the cascade's order), by `moves`: the one rule
    /// lint reads the file as fix writes it by (`SVGRewrites.asFixWrites`: the ink,
    /// svg.pale-ink and svg.editor-drawing), built once per file. None where fix
    /// leaves the file alone (`fixRefuses`), cannot take its CSS apart
    /// (`cssRefusal`) or cannot move its sheet out (`sheetBlocker`);
    /// those are worked out the first time an element is asked about.
    static func movedCSS(_ root: SVGElement, cascade: SVGCascade?, fixRefuses: Bool) -> (SVGElement) -> [(name: String, value: String)] {
        guard let cascade, !fixRefuses else { return { _ in [] } }
        var cssMoves: Bool?
        return { element in
            if cssMoves == nil {
                cssMoves = cssRefusal(root, cascade: cascade) == nil && sheetBlocker(root, cascade: cascade) == nil
            }
            guard cssMoves! else { return [] }
            let css = cascade.css(element)
            guard !css.isEmpty else { return [] }
            let own = cascade.styleDeclarations(element)
            return css.keys.sorted().compactMap { name in
                let value = css[name]!
                let important = own?.last { $0.name == name }?.important ?? false
                return moves(name, value, important: important, on: element, cascade: cascade) ? (name, value) : nil
            }
        }
    }

    /// `sheetBlocker` over every element of the file: what lint asks.
    static func sheetBlocker(_ root: SVGElement, cascade: SVGCascade?) -> Unmovable? {
        guard mayHoldBack(cascade) else { return nil }
        var candidates: [(element: SVGElement, inDefinition: Bool)] = []
        func walk(_ element: SVGElement, inDefinition: Bool) {
            candidates.append((element, inDefinition))
            let inside = inDefinition || SVGProfile.definitionElements.contains(element.localName)
            for case .element(let child) in element.children { walk(child, inDefinition: inside) }
        }
        walk(root, inDefinition: false)
        return sheetBlocker(candidates, cascade: cascade)
    }
}
