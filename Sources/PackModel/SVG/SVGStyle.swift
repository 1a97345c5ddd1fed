import Foundation

/// The CSS that SVG files carry, as far as packtool reads it: declarations in a
/// `style="…"` attribute and simple `<style>` sheets (`.class`, `tag`, `#id`, `*` and
/// compounds of them, comma-separated). This is the one place that reads CSS: the
/// cascade that resolves a drawing (`SVGCascade`) and the fixer's rewrites ask it.
public enum SVGStyle {
    /// One `name: value` declaration, the value as written (trimmed), without
    /// `!important` (recorded apart).
    public struct Declaration: Sendable, Hashable {
        public let name: String
        public let value: String
        public let important: Bool
    }

    /// The declarations of a style attribute or rule body, in order; nil when the text
    /// holds something this reader does not take apart safely (a comment, an
    /// unbalanced quote or bracket, a declaration without a colon).
    public static func declarations(_ text: String) -> [Declaration]? {
        // Byte by byte: every style attribute of a file is read, and Characters cost.
        let bytes = Array(text.utf8)
        var result: [Declaration] = []
        var depth = 0
        var quote: UInt8?
        var start = 0
        var parts: [Range<Int>] = []
        for (index, byte) in bytes.enumerated() {
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth < 0 { return nil }
            case UInt8(ascii: "\\"): return nil
            case UInt8(ascii: "*") where index > 0 && bytes[index - 1] == UInt8(ascii: "/"): return nil
            case UInt8(ascii: ";") where depth == 0:
                parts.append(start..<index)
                start = index + 1
            default: break
            }
        }
        if quote != nil || depth != 0 { return nil }
        parts.append(start..<bytes.count)
        func trimmed(_ range: Range<Int>) -> Range<Int> {
            var lower = range.lowerBound, upper = range.upperBound
            while lower < upper && CSSWhitespace.contains(bytes[lower]) { lower += 1 }
            while upper > lower && CSSWhitespace.contains(bytes[upper - 1]) { upper -= 1 }
            return lower..<upper
        }
        for part in parts {
            let range = trimmed(part)
            if range.isEmpty { continue }
            guard let colon = bytes[range].firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let nameRange = trimmed(range.lowerBound..<colon)
            guard !nameRange.isEmpty, bytes[nameRange].allSatisfy({ byte in
                (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == 0x2D || byte == 0x5F
            }) else { return nil }
            let name = String(decoding: bytes[nameRange], as: UTF8.self).lowercased()
            var valueRange = trimmed((colon + 1)..<range.upperBound)
            var important = false
            let marker = Array("!important".utf8)
            if valueRange.count >= marker.count {
                let tail = bytes[(valueRange.upperBound - marker.count)..<valueRange.upperBound].map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
                if tail == marker {
                    important = true
                    valueRange = trimmed(valueRange.lowerBound..<(valueRange.upperBound - marker.count))
                }
            }
            result.append(Declaration(name: name, value: String(decoding: bytes[valueRange], as: UTF8.self), important: important))
        }
        return result
    }

    /// A compound selector: an optional type (nil for `*` or none) and classes and ids
    /// that must all match.
    public struct Selector: Sendable, Hashable {
        public let type: String?
        public let classes: [String]
        public let ids: [String]

        /// CSS specificity as (ids, classes, types).
        var specificity: (Int, Int, Int) { (ids.count, classes.count, type == nil ? 0 : 1) }

        func matches(_ element: SVGElement) -> Bool {
            if let type, type != element.localName { return false }
            if !ids.isEmpty && !ids.allSatisfy({ $0 == element["id"] }) { return false }
            if !classes.isEmpty {
                let own = Set((element["class"] ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init))
                if !classes.allSatisfy(own.contains) { return false }
            }
            return true
        }

        static func parse(_ text: String) -> Selector? {
            let text = text.trimmingCSSWhitespace
            guard !text.isEmpty else { return nil }
            var type: String?
            var classes: [String] = []
            var ids: [String] = []
            var index = text.startIndex
            func name() -> String? {
                let start = index
                while index < text.endIndex, text[index].isLetter || text[index].isNumber || text[index] == "-" || text[index] == "_" {
                    index = text.index(after: index)
                }
                return start == index ? nil : String(text[start..<index])
            }
            if text[index] == "*" {
                index = text.index(after: index)
            } else if text[index] != "." && text[index] != "#" {
                guard let tag = name() else { return nil }
                type = tag
            }
            while index < text.endIndex {
                let marker = text[index]
                index = text.index(after: index)
                guard marker == "." || marker == "#", let word = name() else { return nil }
                if marker == "." { classes.append(word) } else { ids.append(word) }
            }
            return Selector(type: type, classes: classes, ids: ids)
        }
    }

    /// A rule of a simple style sheet.
    public struct Rule: Sendable, Hashable {
        public let selectors: [Selector]
        public let declarations: [Declaration]
    }

    /// The rules of a `<style>` element's text, or nil when it holds anything but simple
    /// rules (at-rules, combinators, pseudo-classes, attribute selectors, comments):
    /// those need a CSS engine, and a sheet read halfway would resolve wrongly.
    public static func sheet(_ text: String) -> [Rule]? {
        // CDATA markers are part of the character data a parser hands over only when
        // they were written inside a comment-free sheet as text; strip the usual wrapping.
        let text = withoutCDATAMarkers(text)
        // Bytes, not Foundation's `contains` (no Foundation string search on a hot path):
        // any `@`, `/*` or `\\` byte refuses the sheet, even one a combining mark follows.
        if refusesSheet(text.utf8) { return nil }
        var rules: [Rule] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            if rest.isEmpty { break }
            guard let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") else { return nil }
            let selectorText = rest[..<open]
            let body = String(rest[rest.index(after: open)..<close])
            if body.utf8.contains(UInt8(ascii: "{")) { return nil }
            var selectors: [Selector] = []
            for part in selectorText.split(separator: ",", omittingEmptySubsequences: false) {
                guard let selector = Selector.parse(String(part)) else { return nil }
                selectors.append(selector)
            }
            guard let declarations = declarations(body) else { return nil }
            rules.append(Rule(selectors: selectors, declarations: declarations))
            rest = rest[rest.index(after: close)...]
        }
        return rules
    }
}

extension SVGStyle {
    /// Whether a sheet's text holds `@` (an at-rule), `/*` (a comment) or `\\` (an
    /// escape), which `sheet` leaves to a CSS engine: one pass over the bytes.
    static func refusesSheet(_ utf8: String.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\") { return true }
            if byte == UInt8(ascii: "*") && previous == UInt8(ascii: "/") { return true }
            previous = byte
        }
        return false
    }

    /// `text` without `<![CDATA[` and then without `]]>`: what
    /// `text.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")`
    /// gives, in one pass over the bytes (and no copy when there is no marker), where
    /// those two Foundation searches cost fix 7 M instructions over the editor exports.
    static func withoutCDATAMarkers(_ text: String) -> String {
        var text = text
        switch text.withUTF8(cdataStripped) {
        case .unchanged: return text
        case .stripped(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .askFoundation:
            return text.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")
        }
    }

    enum CDATAStripping: Equatable {
        case unchanged
        case stripped([UInt8])
        /// A byte next to a marker is not ASCII: Foundation compares characters, and a
        /// combining mark after `>` or `[` may make it another character (`>` and
        /// U+0338 are `≯`). Rare enough to leave to Foundation.
        case askFoundation
    }

    /// Each of Foundation's two passes as it makes them: left to right, a match never
    /// overlapping the one before, the second pass reading the first one's output (so
    /// `]]<![CDATA[>` loses both markers, and `]]]]>>` keeps `]]>`). `output` is the
    /// first pass's output so far, made only once a marker is found (before that it is
    /// `bytes[..<index]`); `settled` is where the second pass's last match ended in it.
    static func cdataStripped(_ bytes: UnsafeBufferPointer<UInt8>) -> CDATAStripping {
        let count = bytes.count
        var output: [UInt8] = []
        var found = false
        var settled = 0
        var index = 0
        func isOpen(at start: Int) -> Bool {
            guard start &+ 9 <= count else { return false }
            for (offset, byte) in "<![CDATA[".utf8.enumerated() where bytes[start &+ offset] != byte { return false }
            return true
        }
        func isNonASCII(_ position: Int) -> Bool { position >= 0 && position < count && bytes[position] >= 0x80 }
        func startOutput() {
            if found { return }
            found = true
            output.reserveCapacity(count)
            output.append(contentsOf: bytes[..<index])
        }
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") && isOpen(at: index) {
                if isNonASCII(index &- 1) || isNonASCII(index &+ 9) { return .askFoundation }
                startOutput()
                index &+= 9
                continue
            }
            if byte == UInt8(ascii: ">") {
                let length = found ? output.count : index
                func before(_ back: Int) -> UInt8 { found ? output[length &- back] : bytes[length &- back] }
                if length &- settled >= 2 && before(1) == UInt8(ascii: "]") && before(2) == UInt8(ascii: "]") {
                    if isNonASCII(index &+ 1) || (length >= 3 && before(3) >= 0x80) { return .askFoundation }
                    startOutput()
                    output.removeLast(2)
                    settled = output.count
                    index &+= 1
                    continue
                }
            }
            if found { output.append(byte) }
            index &+= 1
        }
        return found ? .stripped(output) : .unchanged
    }
}

/// Facts about the CSS properties SVG draws with: which inherit, their initial values,
/// and which are presentation attributes (so a `style` declaration can be written as an
/// attribute with the same meaning).
public enum SVGProperties {
    /// Properties that inherit, with their initial values.
    public static let inherited: [String: String] = [
        "fill": "black", "fill-opacity": "1", "fill-rule": "nonzero",
        "stroke": "none", "stroke-width": "1", "stroke-opacity": "1", "stroke-linecap": "butt", "stroke-linejoin": "miter",
        "stroke-miterlimit": "4", "stroke-dasharray": "none", "stroke-dashoffset": "0",
        "color": "", "visibility": "visible", "clip-rule": "nonzero",
        "marker-start": "none", "marker-mid": "none", "marker-end": "none", "paint-order": "normal",
        "shape-rendering": "auto", "text-rendering": "auto", "image-rendering": "auto", "color-rendering": "auto",
        "color-interpolation": "srgb", "color-interpolation-filters": "linearrgb",
        "font-family": "", "font-size": "medium", "font-style": "normal", "font-weight": "normal", "font-variant": "normal",
        "font-stretch": "normal", "font-size-adjust": "none", "font": "", "letter-spacing": "normal", "word-spacing": "normal",
        "text-anchor": "start", "direction": "ltr", "writing-mode": "horizontal-tb", "dominant-baseline": "auto",
        "text-decoration": "none", "unicode-bidi": "normal", "kerning": "auto", "line-height": "normal",
        "font-feature-settings": "normal", "font-kerning": "auto", "font-variant-ligatures": "normal",
        "white-space": "normal", "cursor": "auto", "pointer-events": "visiblepainted",
    ]

    /// Properties that do not inherit, with their initial values.
    public static let notInherited: [String: String] = [
        "opacity": "1", "display": "inline", "clip-path": "none", "mask": "none", "filter": "none",
        "stop-color": "black", "stop-opacity": "1", "flood-color": "black", "flood-opacity": "1", "lighting-color": "white",
        "overflow": "visible", "clip": "auto", "vector-effect": "none", "enable-background": "accumulate",
        "baseline-shift": "baseline", "alignment-baseline": "auto", "mix-blend-mode": "normal", "isolation": "auto",
        "transform-origin": "",
    ]

    /// The properties SVG 1.1 and 2 also accept as presentation attributes. A style
    /// declaration of one of these means the same as the attribute with that value.
    public static let presentationAttributes: Set<String> = Set(inherited.keys).union(notInherited.keys).subtracting(unpresented)

    /// The properties here SVG makes no presentation attribute: written as attributes
    /// (`mix-blend-mode="multiply"`) a renderer may still read them, so they count.
    public static let unpresented: Set<String> = [
        "line-height", "font-feature-settings", "font-kerning", "font-variant-ligatures", "white-space",
        "mix-blend-mode", "isolation", "transform-origin", "font",
    ]

    /// Properties that change nothing a shape, a group or a clip path draws: they
    /// concern text, bitmaps, filters, old viewers or interaction.
    public static let textOnly: Set<String> = [
        "font-family", "font-size", "font-style", "font-weight", "font-variant", "font-stretch", "font-size-adjust", "font",
        "letter-spacing", "word-spacing", "text-anchor", "direction", "writing-mode", "dominant-baseline", "text-decoration",
        "unicode-bidi", "kerning", "line-height", "font-feature-settings", "font-kerning", "font-variant-ligatures",
        "white-space", "baseline-shift", "alignment-baseline", "text-rendering",
        "text-transform", "text-indent", "text-align", "text-align-last", "block-progression", "font-variant-caps",
        "font-variant-numeric", "font-variant-east-asian", "font-variant-position", "font-variant-alternates",
        "font-variation-settings", "text-decoration-line", "text-decoration-style", "text-decoration-color",
        "text-orientation", "shape-inside", "shape-padding", "shape-margin", "inline-size", "glyph-orientation-vertical",
        "glyph-orientation-horizontal", "font-optical-sizing", "text-emphasis", "text-shadow",
    ]

    /// Hints and settings no renderer draws differently by, for shapes.
    public static let drawsNothing: Set<String> = [
        "enable-background", "color-rendering", "color-interpolation-filters", "image-rendering", "cursor", "pointer-events",
        "scroll-behavior",
    ]

    public static func initial(_ name: String) -> String? { inherited[name] ?? notInherited[name] }

    /// A value as a CSS keyword is compared: without the blanks around it, in ASCII
    /// lower case (`" NORMAL"` is `normal`; CSS keywords are ASCII case-insensitive).
    /// Lint, fix's planner and the proof read `none`, `normal`, `hidden`, … by this one
    /// rule, so what one calls the default the others do too.
    public static func keyword(_ value: String) -> String {
        let trimmed = value.trimmingCSSWhitespace
        guard trimmed.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return trimmed }
        return String(decoding: trimmed.utf8.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Whether `value` read as a keyword (`keyword(_:)`) is `expected`, which is in
    /// lower case: the same rule without making a string, for the proof's and the
    /// planner's hot paths.
    /// Over the contiguous bytes, with ByteSearch's one case-blind matcher: the generic
    /// walk over a Substring's UTF-8 view cost some 800 instructions a call (4.1 M of lint's
    /// 268 M over the editor exports, in the ink's `inherit`), and its first `zip` in a run
    /// cost the runtime's type look-ups 1.2 M, a tenth of a one-pack lint (docs/performance.md,
    /// speed pass 17).
    public static func keyword(_ value: String, is expected: String) -> Bool {
        ByteSearch.withBytes(of: value) { bytes in
            var start = 0, end = bytes.count
            while start < end, CSSWhitespace.contains(bytes[start]) { start += 1 }
            while end > start, CSSWhitespace.contains(bytes[end - 1]) { end -= 1 }
            return ByteSearch.withBytes(of: expected) { wanted in
                wanted.count == end - start && ByteSearch.matchesIgnoringASCIICase(wanted, in: bytes, at: start)
            }
        }
    }
}

/// The specified style of each element after the cascade: the `style` attribute, then
/// the rules of simple `<style>` sheets by specificity and order, then presentation
/// attributes. Values are as written; `inherit` is kept for the resolver to follow.
public struct SVGCascade: Sendable {
    /// The key under which `specified` keeps a style attribute it could not take apart.
    public static let unreadStyle = "style (unread)"
    /// The sheets' rules in document order; nil when a sheet is not simple.
    public let rules: [SVGStyle.Rule]?
    /// Whether the document has a `<style>` element at all.
    public let hasStyleSheet: Bool

    /// Each element's answer, worked out once: the fixer and the drawing ask about every
    /// element many times.
    private final class Memo: @unchecked Sendable {
        let lock = NSLock()
        var specified: [ObjectIdentifier: [String: String]] = [:]
        var css: [ObjectIdentifier: [String: String]] = [:]
    }
    private let memo = Memo()

    /// Each element's `style` attribute as written and taken apart (nil: this reader
    /// cannot), once per document in `init`'s walk, which visits every element anyway:
    /// `resolve`, the classifier, the profile checks and svg.editor-drawing ask it
    /// (`styleDeclarations`) instead of `SVGStyle.declarations` again (each style was
    /// parsed five to seven times per lint of an editor's export). Elements are
    /// immutable, so the answer stands; keyed by identity, and `root` is kept so no key
    /// can be another element's.
    private let styles: [ObjectIdentifier: (text: String, declarations: [SVGStyle.Declaration]?)]
    private let root: SVGElement
    /// Whether some element of the tree has a style attribute this reader cannot take apart.
    public let hasUnreadStyle: Bool

    public init(root: SVGElement) {
        var rules: [SVGStyle.Rule] = []
        var simple = true
        var found = false
        var styles: [ObjectIdentifier: (text: String, declarations: [SVGStyle.Declaration]?)] = [:]
        var unread = false
        root.forEachElement { element, _ in
            if let style = element["style"] {
                let declarations = SVGStyle.declarations(style)
                if declarations == nil { unread = true }
                styles[ObjectIdentifier(element)] = (style, declarations)
            }
            guard element.localName == "style", element.namespaceURI == SVGDocument.svgNamespace else { return }
            found = true
            if let type = element["type"], !type.isEmpty, type.lowercased() != "text/css" { simple = false; return }
            if let media = element["media"], !media.isEmpty, media.lowercased() != "all" { simple = false; return }
            if element.elementChildren.count > 0 { simple = false; return }
            if let sheet = SVGStyle.sheet(element.text) { rules += sheet } else { simple = false }
        }
        self.rules = simple ? rules : nil
        hasStyleSheet = found
        self.styles = styles
        self.root = root
        hasUnreadStyle = unread
    }

    /// The declarations of the element's `style` attribute, as `SVGStyle.declarations`
    /// reads them, parsed once per document: nil when it has no style attribute or one
    /// that reader cannot take apart (`element["style"]` says which).
    public func styleDeclarations(_ element: SVGElement) -> [SVGStyle.Declaration]? {
        if let known = styles[ObjectIdentifier(element)] { return known.declarations }
        // Not of this cascade's tree, or no style: read here.
        return element["style"].flatMap(SVGStyle.declarations)
    }

    /// `SVGStyle.declarations(text)`, from what `init` parsed where `text` is the
    /// element's own style (the same text parses the same), else parsed here.
    public func declarations(ofStyle text: String, on element: SVGElement) -> [SVGStyle.Declaration]? {
        if let known = styles[ObjectIdentifier(element)], known.text == text { return known.declarations }
        return SVGStyle.declarations(text)
    }

    /// Whether `root` is the tree this cascade was made from (then `hasUnreadStyle`
    /// speaks for it).
    public func isMade(from root: SVGElement) -> Bool { root === self.root }

    /// The element's declared properties, each with the winning value. `presentation`
    /// says whether presentation attributes count (they do for renderers; a caller asking
    /// what CSS alone sets passes false).
    public func specified(_ element: SVGElement, presentation: Bool = true) -> [String: String] {
        guard presentation else { return resolve(element, presentation: false) }
        // Elements live as long as their document, which outlives the cascade made from it.
        let key = ObjectIdentifier(element)
        if let known = memo.lock.withLock({ memo.specified[key] }) { return known }
        let result = resolve(element, presentation: true)
        memo.lock.withLock { memo.specified[key] = result }
        return result
    }

    /// What CSS alone sets on the element (`specified(element, presentation: false)`),
    /// resolved once and kept: for the questions lint asks of the same element twice,
    /// the classifier's CSS attributes and fix's CSS-moves rule (`SVGStyleMove.movedCSS`,
    /// read by the ink's walk and svg.editor-drawing). A caller asking once per element
    /// (fix's proofs) asks `specified`, which keeps nothing.
    public func css(_ element: SVGElement) -> [String: String] {
        let key = ObjectIdentifier(element)
        if let known = memo.lock.withLock({ memo.css[key] }) { return known }
        let result = resolve(element, presentation: false)
        memo.lock.withLock { memo.css[key] = result }
        return result
    }

    private func resolve(_ element: SVGElement, presentation: Bool) -> [String: String] {
        var result: [String: String] = [:]
        if presentation {
            for attribute in element.attributes where attribute.namespaceURI == nil && SVGProperties.presentationAttributes.contains(attribute.localName) {
                result[attribute.localName] = attribute.value.trimmingCSSWhitespace
            }
        }
        var important: Set<String> = []
        if let rules {
            var matched: [(specificity: (Int, Int, Int), order: Int, rule: SVGStyle.Rule)] = []
            for (order, rule) in rules.enumerated() {
                let best = rule.selectors.filter { $0.matches(element) }.map(\.specificity).max { $0 < $1 }
                if let best { matched.append((best, order, rule)) }
            }
            matched.sort { ($0.specificity.0, $0.specificity.1, $0.specificity.2, $0.order) < ($1.specificity.0, $1.specificity.1, $1.specificity.2, $1.order) }
            for entry in matched {
                for declaration in entry.rule.declarations where !important.contains(declaration.name) || declaration.important {
                    result[declaration.name] = declaration.value
                    if declaration.important { important.insert(declaration.name) }
                }
            }
        }
        if let style = element["style"] {
            if let declarations = styleDeclarations(element) {
                for declaration in declarations where !important.contains(declaration.name) || declaration.important {
                    result[declaration.name] = declaration.value
                }
            } else {
                // Not taken apart: kept whole, so any change to it shows.
                result[Self.unreadStyle] = style
            }
        }
        return result
    }
}
