import Foundation

/// The one reader of same-document references. A CSS value names an element with
/// `url(#id)`: the function name in any case (`URL(#g)` is CSS's own spelling too),
/// blanks allowed inside the brackets, the target quoted or not. A link (`href`,
/// `xlink:href`) names one with `#id`, blanks around it ignored as a URL parser does.
/// Ids are compared exactly: `#G` does not name `id="g"`. Lint, fix, the proof and
/// the preview all read references here, so none of them sees a reference another
/// misses.
public enum SVGReference {
    /// One `url(…)` in a value: the target as written (without quotes and blanks), and
    /// where the function ends (the byte after `)`, or the end of the value when the
    /// bracket is never closed, as CSS reads it).
    public struct URL: Sendable, Hashable {
        public let target: String
        public let end: String.UTF8View.Index

        /// The id a same-document target names (`#g` → `g`); nil for any other target.
        public var fragmentID: String? {
            target.utf8.first == UInt8(ascii: "#") ? String(target.dropFirst()) : nil
        }
    }

    static func isBlank(_ byte: UInt8) -> Bool { CSSWhitespace.contains(byte) }

    /// Every `url(…)` in a CSS value or sheet, in order.
    public static func urls(in value: String) -> [URL] {
        let bytes = value.utf8
        // Path data, numbers and colours hold no `(`: one byte scan, nothing copied
        // (memchr over the contiguous bytes: `contains` on the UTF-8 view went through
        // the generic sequence at some 30 instructions a byte, 51 M of fix --check's
        // 820 M on the editor exports, nearly all of it over path data).
        guard ByteSearch.contains(byte: UInt8(ascii: "("), in: value) else { return [] }
        var result: [URL] = []
        var index = bytes.startIndex
        while let found = nextURL(in: value, from: index) {
            result.append(found)
            index = found.end
        }
        return result
    }

    /// The first `url(` (any case) at or after `start`, read to its closing bracket.
    static func nextURL(in value: String, from start: String.UTF8View.Index) -> URL? {
        let bytes = value.utf8
        let open: Int? = ByteSearch.withBytes(of: "url(") { needle in
            ByteSearch.withBytes(of: value) { buffer in
                var offset = bytes.distance(from: bytes.startIndex, to: start)
                while let found = ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: buffer, from: offset) {
                    // `url(` must not be the tail of a longer name (`myurl(`).
                    if found > 0, isNameByte(buffer[found - 1]) { offset = found + 1; continue }
                    return found + needle.count
                }
                return nil
            }
        }
        return open.map { read(value, afterOpen: bytes.index(bytes.startIndex, offsetBy: $0)) }
    }

    /// A byte that continues a CSS function name (ASCII letters, digits, `-`, `_`).
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
    }

    /// The target and end of a `url(` whose bracket ends just before `open`.
    static func read(_ value: String, afterOpen open: String.UTF8View.Index) -> URL {
        let bytes = value.utf8
        var index = open
        while index < bytes.endIndex && isBlank(bytes[index]) { bytes.formIndex(after: &index) }
        let targetStart: String.UTF8View.Index
        var targetEnd: String.UTF8View.Index
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            bytes.formIndex(after: &index)
            targetStart = index
            while index < bytes.endIndex && bytes[index] != quote { bytes.formIndex(after: &index) }
            targetEnd = index
            if index < bytes.endIndex { bytes.formIndex(after: &index) }
            while index < bytes.endIndex && bytes[index] != UInt8(ascii: ")") { bytes.formIndex(after: &index) }
        } else {
            targetStart = index
            while index < bytes.endIndex && bytes[index] != UInt8(ascii: ")") { bytes.formIndex(after: &index) }
            targetEnd = index
            while targetEnd > targetStart && isBlank(bytes[bytes.index(before: targetEnd)]) { bytes.formIndex(before: &targetEnd) }
        }
        if index < bytes.endIndex { bytes.formIndex(after: &index) }
        return URL(target: String(value[targetStart..<targetEnd]), end: index)
    }

    /// The ids every `url(#id)` in a value names.
    public static func urlIDs(in value: String) -> [String] {
        urls(in: value).compactMap(\.fragmentID)
    }

    /// A value that is a `url(…)` first (a paint: `url(#g) red`, a clip-path): the
    /// reference and what follows it (the fallback). nil when the value does not start
    /// with `url(`.
    public static func leadingURL(_ value: String) -> (url: URL, rest: Substring)? {
        let bytes = value.utf8
        let open: Int? = ByteSearch.withBytes(of: "url(") { needle in
            ByteSearch.withBytes(of: value) { buffer in
                var offset = 0
                while offset < buffer.count && isBlank(buffer[offset]) { offset += 1 }
                return ByteSearch.matchesIgnoringASCIICase(needle, in: buffer, at: offset) ? offset + needle.count : nil
            }
        }
        guard let open else { return nil }
        let found = read(value, afterOpen: bytes.index(bytes.startIndex, offsetBy: open))
        return (found, value[found.end...])
    }

    /// The id a leading `url(#id)` names (nil for no url, or a url to anything else).
    public static func leadingURLID(_ value: String) -> String? {
        leadingURL(value)?.url.fragmentID
    }

    /// The id a link names: `#id`, blanks around it ignored; nil for any other link.
    public static func linkID(_ value: String) -> String? {
        let bytes = value.utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end && isBlank(bytes[start]) { bytes.formIndex(after: &start) }
        while end > start && isBlank(bytes[bytes.index(before: end)]) { bytes.formIndex(before: &end) }
        guard start < end, bytes[start] == UInt8(ascii: "#") else { return nil }
        return String(value[bytes.index(after: start)..<end])
    }

    /// Whether an attribute is a link (`href` in no namespace or XLink's).
    public static func isLink(_ attribute: SVGAttribute) -> Bool {
        attribute.localName == "href" && (attribute.namespaceURI == nil || attribute.namespaceURI == SVGDocument.xlinkNamespace)
    }

    /// The ids one attribute names: its link's `#id`, or each `url(#id)` in its value.
    public static func ids(in attribute: SVGAttribute) -> [String] {
        if isLink(attribute) { return linkID(attribute.value).map { [$0] } ?? [] }
        return urlIDs(in: attribute.value)
    }
}

/// What a file's references point at: every `url(#id)` and `href="#id"` (in attributes,
/// `style` and style sheets), with the element that makes it, and which element each id
/// names (the first with it, as renderers take). Read with `SVGReference`.
public struct SVGReferences: Sendable {
    public struct Use: Sendable {
        public let id: String
        public let element: SVGElement
        /// The attribute that refers (nil for a style sheet's text).
        public let attribute: SVGAttribute?
    }
    public let uses: [Use]
    /// Each id and the first element that has it.
    public let targets: [String: SVGElement]

    public init(_ root: SVGElement) {
        var uses: [Use] = []
        var targets: [String: SVGElement] = [:]
        root.forEachElement { element, _ in
            for attribute in element.attributes where attribute.namespaceURI != SVGDocument.xmlnsNamespace {
                if attribute.localName == "id", attribute.namespaceURI == nil, targets[attribute.value] == nil { targets[attribute.value] = element }
                for id in SVGReference.ids(in: attribute) {
                    uses.append(Use(id: id, element: element, attribute: attribute))
                }
            }
            if element.localName == "style" {
                for id in SVGReference.urlIDs(in: element.text) { uses.append(Use(id: id, element: element, attribute: nil)) }
            }
        }
        self.uses = uses
        self.targets = targets
    }

    /// `targets` alone: each id and the first element that has it, found by the same
    /// rule without reading every attribute for references (the costly part of `init`).
    /// What a reader that only follows ids asks: `DrawingResolver`, once per tree fix
    /// proves, and `CloneExpansion.Lookup`.
    public static func targets(_ root: SVGElement) -> [String: SVGElement] {
        var targets: [String: SVGElement] = [:]
        root.forEachElement { element, _ in
            for attribute in element.attributes where attribute.localName == "id" && attribute.namespaceURI == nil {
                if targets[attribute.value] == nil { targets[attribute.value] = element }
            }
        }
        return targets
    }

    /// The element a `url(#id)` or `#id` names, if any.
    public func target(_ id: String) -> SVGElement? { targets[id] }

    /// The references from outside `container` to an id inside it.
    public func uses(of container: SVGElement) -> [Use] {
        var inside: Set<String> = []
        var elementsInside: Set<ObjectIdentifier> = []
        container.forEachElement { element, _ in
            elementsInside.insert(ObjectIdentifier(element))
            if let id = element["id"] { inside.insert(id) }
        }
        guard !inside.isEmpty else { return [] }
        return uses.filter { inside.contains($0.id) && !elementsInside.contains(ObjectIdentifier($0.element)) }
    }
}
