import Foundation

/// What makes an SVG dangerous to open anywhere else than our renderer: code, foreign
/// content, and references to other files or the network.
enum SVGSecurity {
    /// XInclude's `<xi:include>` pulls another file in (reported as foreign content;
    /// packtool never enables XInclude processing).
    static let xincludeNamespace = "http://www.w3.org/2001/XInclude"

    /// `style`'s `KnownName` number (the element the reader's screen lets through).
    static let styleElement = Array("style".utf8).withUnsafeBufferPointer(KnownName.number)

    /// The danger an element is, whole: what it does wherever the file is opened.
    /// Lint reports each kind with a check of its own (`Danger.checkID`, in Lint/).
    enum Danger: Sendable, Hashable {
        /// It runs code (`<script>`, `<handler>`).
        case code
        /// It embeds foreign content, HTML or another document, only a browser draws.
        case foreignContent
        /// It is a bitmap, which the app does not draw.
        case bitmap
    }

    /// Elements that are dangerous whole, by local name (any namespace), with the kind
    /// of danger each is.
    static let dangerousElements: [String: Danger] = [
        "script": .code, "handler": .code,
        "foreignObject": .foreignContent, "iframe": .foreignContent, "object": .foreignContent, "embed": .foreignContent,
        "include": .foreignContent,
        "image": .bitmap, "feImage": .bitmap, "img": .bitmap,
    ]

    /// `dangerousElements` as the checks query it, for every element (see `NameTable`).
    static let dangerousElementLookup = NameTable(dangerousElements)

    /// An element the security checks look at, with the danger it is whole, if any
    /// (looked up once: seven checks ask).
    struct Element: Sendable {
        let element: SVGElement
        /// `dangerousElements[element.localName]`.
        let danger: Danger?
    }

    /// Every element in document order, except what is inside foreign content (HTML
    /// under `foreignObject` is reported as a whole, not tag by tag).
    static func elements(_ root: SVGElement) -> [Element] {
        var result: [Element] = []
        result.reserveCapacity(8)
        func visit(_ element: SVGElement) {
            let danger = dangerousElementLookup[element.localName]
            result.append(Element(element: element, danger: danger))
            if danger == .foreignContent { return }
            for case .element(let child) in element.children { visit(child) }
        }
        visit(root)
        return result
    }

    /// The reader's screen, as it builds each element (`SVGDocument.securityClean`): a
    /// file where every element and attribute passes it has no security element, no
    /// `<style>` and no attribute `mayReport` lets through, so `LintSubject.SVGFile`
    /// skips the security walk. Each test is a superset of what it stands for, read
    /// from the bytes libxml2 hands over: an element named as in `dangerousElements`
    /// or `style` (any namespace; `known` is the name's `KnownName` number: no known
    /// name is a dangerous element, `KnownNameRoles` checks).
    static func mayInterest(element known: UInt8, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        if known != 0 { return known == styleElement }
        return dangerousElementLookup[String(decoding: name, as: UTF8.self)] != nil
    }

    /// The attribute screen: a superset of `mayReport`. A name starting with `on` (any
    /// case: `isEventHandler`), `href` or `src` (`externalReference`'s links); a value
    /// whose first byte past blanks is `j` or `v` (any case: the only schemes
    /// `externalReference` reports on other attributes, script's) or that
    /// `mayHoldCSSReference` lets through, but for `d` and `points` without a
    /// namespace (never read as CSS: `attributesNeverCSS`). The caller screens a value
    /// holding `&` (a character reference the reader rewrites) as suspect itself.
    static func mayInterest(attribute name: UnsafeBufferPointer<UInt8>, namespaced: Bool, value: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = name.count
        if count >= 2 && name[0] | 0x20 == UInt8(ascii: "o") && name[1] | 0x20 == UInt8(ascii: "n") { return true }
        if count == 4 && name[0] == UInt8(ascii: "h") && name[1] == UInt8(ascii: "r") && name[2] == UInt8(ascii: "e") && name[3] == UInt8(ascii: "f") { return true }
        if count == 3 && name[0] == UInt8(ascii: "s") && name[1] == UInt8(ascii: "r") && name[2] == UInt8(ascii: "c") { return true }
        if let first = value.first(where: { $0 > 0x20 }), first | 0x20 == UInt8(ascii: "j") || first | 0x20 == UInt8(ascii: "v") { return true }
        let neverCSS = !namespaced && ((count == 1 && name[0] == UInt8(ascii: "d"))
            || (count == 6 && memcmp(name.baseAddress!, "points", 6) == 0))
        guard !neverCSS else { return false }
        // A long value (a style, an editor's data) is first searched with memchr for the
        // three bytes the CSS screen starts from: most hold none of them.
        if value.count > 32 && !ByteSearch.contains(byte: UInt8(ascii: "("), in: value) && !ByteSearch.contains(byte: UInt8(ascii: "@"), in: value)
            && !ByteSearch.contains(byte: UInt8(ascii: "\\"), in: value) { return false }
        return mayHoldCSSReference(value)
    }

    /// The screen for a namespace declaration's URI (an attribute in the xmlns
    /// namespace, which only the CSS screen can report).
    static func mayInterest(namespaceDeclaration uri: String) -> Bool {
        ByteSearch.withBytes(of: uri) { $0.contains(UInt8(ascii: "&")) || mayHoldCSSReference($0) }
    }

    /// Whether an attribute security check could report this attribute: an event
    /// handler, an external or script reference, or a CSS reference. Worked out once per
    /// attribute when a file is read (`LintSubject.SVGFile.suspectAttributes`).
    static func mayReport(_ attribute: SVGAttribute) -> Bool {
        isEventHandler(attribute) || externalReference(attribute) != nil || !cssReferences(in: attribute).isEmpty
    }

    /// `onload`, `onclick`, … in any case and any namespace: the names in
    /// `eventHandlerNames`, not every name that starts with "on" (Inkscape writes
    /// `only_selected` on its path effects, which runs nothing).
    static func isEventHandler(_ attribute: SVGAttribute) -> Bool {
        var bytes = attribute.localName.utf8.makeIterator()
        guard bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "o"), bytes.next().map({ $0 | 0x20 }) == UInt8(ascii: "n") else { return false }
        return attribute.namespaceURI != SVGDocument.xmlnsNamespace && eventHandlerNames.contains(attribute.localName.lowercased())
    }

    /// Every event-handler attribute a browser or web view runs: SVG 2's event
    /// attributes (its global, document, document-element, graphical and animation
    /// event attributes, and SVG 1.1's onzoom/onactivate/focusin/focusout) and HTML's
    /// event handler content attributes, including the prefixed and legacy ones
    /// browsers still honour. One table: lint reports these; anything else outside the
    /// profile is dropped by the preview's filter anyway, so a name missing here is
    /// never run by packtool's own output.
    static let eventHandlerNames: Set<String> = [
        // SVG 2 animation event attributes, SVG 1.1 extras
        "onbegin", "onend", "onrepeat", "onactivate", "onfocusin", "onfocusout", "onzoom",
        // Document and document-element event attributes (SVG 2, HTML)
        "onabort", "onafterprint", "onbeforeprint", "onbeforeunload", "onerror", "onhashchange", "onload", "onmessage",
        "onmessageerror", "onoffline", "ononline", "onpagehide", "onpagereveal", "onpageshow", "onpageswap", "onpopstate",
        "onrejectionhandled", "onresize", "onscroll", "onscrollend", "onstorage", "onunhandledrejection", "onunload",
        "onlanguagechange", "oncopy", "oncut", "onpaste", "onbeforecopy", "onbeforecut", "onbeforepaste",
        // Global event attributes (SVG 2 and HTML's GlobalEventHandlers)
        "onauxclick", "onbeforeinput", "onbeforematch", "onbeforetoggle", "onblur", "oncancel", "oncanplay", "oncanplaythrough",
        "onchange", "onclick", "onclose", "oncommand", "oncontextlost", "oncontextmenu", "oncontextrestored", "oncuechange",
        "ondblclick", "ondrag", "ondragend", "ondragenter", "ondragexit", "ondragleave", "ondragover", "ondragstart", "ondrop",
        "ondurationchange", "onemptied", "onended", "onfocus", "onformdata", "oninput", "oninvalid", "onkeydown", "onkeypress",
        "onkeyup", "onloadeddata", "onloadedmetadata", "onloadend", "onloadstart", "onmousedown", "onmouseenter", "onmouseleave",
        "onmousemove", "onmouseout", "onmouseover", "onmouseup", "onmousewheel", "onwheel", "onpause", "onplay", "onplaying",
        "onprogress", "onratechange", "onreset", "onsecuritypolicyviolation", "onseeked", "onseeking", "onselect",
        "onselectionchange", "onselectstart", "onshow", "onslotchange", "onstalled", "onsubmit", "onsuspend", "ontimeupdate",
        "ontoggle", "onvolumechange", "onwaiting", "onsearch",
        // Pointer, touch, animation and transition events
        "ongotpointercapture", "onlostpointercapture", "onpointercancel", "onpointerdown", "onpointerenter", "onpointerleave",
        "onpointermove", "onpointerout", "onpointerover", "onpointerrawupdate", "onpointerup",
        "ontouchcancel", "ontouchend", "ontouchmove", "ontouchstart",
        "onanimationcancel", "onanimationend", "onanimationiteration", "onanimationstart",
        "ontransitioncancel", "ontransitionend", "ontransitionrun", "ontransitionstart",
        "onwebkitanimationend", "onwebkitanimationiteration", "onwebkitanimationstart", "onwebkittransitionend",
        "onfullscreenchange", "onfullscreenerror", "onwebkitfullscreenchange", "onwebkitfullscreenerror",
        // SVG 1.1's event names as SVG Tiny and old viewers spelled them
        "onsvgload", "onsvgunload", "onsvgabort", "onsvgerror", "onsvgresize", "onsvgscroll", "onsvgzoom",
        "ondomactivate", "ondomfocusin", "ondomfocusout",
    ]

    /// Where a reference leads.
    enum Reference: Sendable {
        /// `javascript:`, `vbscript:`.
        case script
        /// A `data:` URL.
        case data
        case network
        /// A `file:` URL.
        case localFile
        /// A relative path: another file next to the glyph or elsewhere.
        case otherFile
    }

    /// Why an `href`/`src` (any namespace) points outside the document, or why any
    /// attribute value is a script URL; nil for same-document `#id` fragments.
    static func externalReference(_ attribute: SVGAttribute) -> (kind: Reference, reason: String)? {
        let name = attribute.localName
        guard attribute.namespaceURI != SVGDocument.xmlnsNamespace else { return nil }
        let isLink = name == "href" || name == "src"
        let scheme = self.scheme(attribute.value)
        if isLink {
            let trimmed = attribute.value.trimmingCSSWhitespace
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return scheme ?? (.otherFile, "points at another file (\(shorten(trimmed)))")
        }
        // `<set attributeName="href" to="javascript:…">` and friends.
        return scheme.flatMap { $0.kind == .script ? $0 : nil }
    }

    /// The reason a URL is dangerous, judged by its scheme as a browser would read it
    /// (control characters and whitespace removed, any case).
    static func schemeReason(_ url: String) -> String? { scheme(url)?.reason }

    /// Where a URL leads when that is dangerous, and why, judged by its scheme.
    static func scheme(_ url: String) -> (kind: Reference, reason: String)? {
        // Every scheme below starts with j, v, d, h, f or '/': most values (numbers,
        // colours, path data) are settled by their first character, without a copy.
        // (A switch, not `contains` on an array literal: that built the array each call.)
        guard let first = url.utf8.first(where: { $0 > 0x20 }) else { return nil }
        switch first | 0x20 {
        case UInt8(ascii: "j"), UInt8(ascii: "v"), UInt8(ascii: "d"), UInt8(ascii: "h"), UInt8(ascii: "f"), UInt8(ascii: "/"): break
        default: return nil
        }
        // The first few characters decide; path data and long values are not copied.
        var head: [UInt8] = []
        head.reserveCapacity(11)
        for byte in url.utf8 where byte > 0x20 {
            head.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte)
            if head.count == 11 { break }
        }
        let compact = String(decoding: head, as: UTF8.self)
        if compact.hasPrefix("javascript:") || compact.hasPrefix("vbscript:") { return (.script, "runs script (\(shorten(url)))") }
        if compact.hasPrefix("data:") { return (.data, "embeds another file as a data: URL") }
        if compact.hasPrefix("http:") || compact.hasPrefix("https:") || compact.hasPrefix("//") || compact.hasPrefix("ftp:") {
            return (.network, "fetches from the network (\(shorten(url)))")
        }
        if compact.hasPrefix("file:") { return (.localFile, "reads a local file (\(shorten(url)))") }
        return nil
    }

    /// Attributes whose values are numbers, lists of numbers or names: no renderer reads
    /// them as CSS, so no `url()` in them can load anything. Skipping them keeps long
    /// path data out of the CSS scan.
    static let attributesNeverCSS: Set<String> = [
        "d", "points", "viewBox", "transform", "pathLength", "id", "version", "baseProfile", "preserveAspectRatio",
        "x", "y", "x1", "y1", "x2", "y2", "width", "height", "r", "rx", "ry", "cx", "cy",
    ]

    static let attributesNeverCSSLookup = NameSet(attributesNeverCSS)

    /// The CSS references an attribute's value makes (none for attributes never read as CSS).
    static func cssReferences(in attribute: SVGAttribute) -> [(offset: Int, description: String)] {
        if attribute.namespaceURI == nil && attributesNeverCSSLookup.contains(attribute.localName) { return [] }
        return cssReferences(in: attribute.value)
    }

    /// CSS `url(…)` targets other than `#fragment`, `@import` rules and `image-set(`
    /// in style text, after CSS escapes are decoded (`\75 rl(` is `url(`). Each with
    /// its offset in `text` (in decoded characters) and a description.
    static func cssReferences(in text: String) -> [(offset: Int, description: String)] {
        guard mayHoldCSSReference(text) else { return [] }
        let decoded = Array(decodeCSSEscapes(text).lowercased().unicodeScalars)
        var found: [(Int, String)] = []
        var index = 0
        // Compared in place: this runs at every character of the text, and copying the
        // word and the text under it cost two arrays a character.
        func matches(_ word: [Unicode.Scalar], at position: Int) -> Bool {
            guard position + word.count <= decoded.count else { return false }
            for offset in 0..<word.count where decoded[position + offset] != word[offset] { return false }
            return true
        }
        while index < decoded.count {
            if matches(Self.importWord, at: index) {
                found.append((index, "@import loads another style sheet"))
                index += 7
            } else if matches(Self.imageSetWord, at: index) {
                found.append((index, "image-set() loads images"))
                index += 10
            } else if matches(Self.urlWord, at: index) {
                var start = index + 4
                while start < decoded.count && (decoded[start] == " " || decoded[start] == "\"" || decoded[start] == "'") { start += 1 }
                var end = start
                while end < decoded.count && decoded[end] != ")" && decoded[end] != "\"" && decoded[end] != "'" { end += 1 }
                let target = String(String.UnicodeScalarView(decoded[start..<end])).trimmingCSSWhitespace
                if !target.hasPrefix("#") {
                    let reason = schemeReason(target) ?? "points at another file"
                    found.append((index, "url(\(shorten(target))) \(reason.hasPrefix("runs") || reason.hasPrefix("embeds") ? reason : reason.components(separatedBy: " (").first!)"))
                }
                index = end
            } else {
                index += 1
            }
        }
        return found
    }

    static let importWord = Array("@import".unicodeScalars)
    static let imageSetWord = Array("image-set(".unicodeScalars)
    static let urlWord = Array("url(".unicodeScalars)

    /// A quick byte scan: only text with `url(`, `-set(` (any case), `@` or a backslash
    /// can hold a reference. Most attribute values (path data, numbers) fail at once.
    static func mayHoldCSSReference(_ text: String) -> Bool {
        // Over the contiguous bytes: on every value screened (`xmlns`'s URI, say).
        ByteSearch.withBytes(of: text, mayHoldCSSReference)
    }

    /// `mayHoldCSSReference` over bytes: `@`, a backslash, or `(` after `url` or `set`
    /// (any case).
    private static func mayHoldCSSReference(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "(") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "\\") else { continue }
            if byte != UInt8(ascii: "(") { return true }
            guard index >= 3 else { continue }
            let word = (bytes[index - 3] | 0x20, bytes[index - 2] | 0x20, bytes[index - 1] | 0x20)
            if word == (UInt8(ascii: "u"), UInt8(ascii: "r"), UInt8(ascii: "l")) || word == (UInt8(ascii: "s"), UInt8(ascii: "e"), UInt8(ascii: "t")) { return true }
        }
        return false
    }

    /// Decodes CSS escapes: `\` + 1–6 hex digits (+ one optional space), or `\` + any
    /// other character standing for itself.
    static func decodeCSSEscapes(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                result.append(scalars[index])
                index += 1
                continue
            }
            var end = index + 1
            var value: UInt32 = 0
            while end < scalars.count, end - index <= 6, let digit = hexValue(scalars[end]) {
                value = value * 16 + digit
                end += 1
            }
            if end > index + 1 {
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                if end < scalars.count && scalars[end] == " " { end += 1 }
                index = end
            } else {
                result.append(scalars[index + 1])
                index += 2
            }
        }
        return String(result)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar {
        case "0"..."9": scalar.value - 0x30
        case "a"..."f": scalar.value - 0x61 + 10
        case "A"..."F": scalar.value - 0x41 + 10
        default: nil
        }
    }

    static func shorten(_ text: String) -> String {
        text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
}
