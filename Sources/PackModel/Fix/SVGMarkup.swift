/// Where each piece of markup of a well-formed XML file lies, in bytes: start tags
/// with their attributes (name, value, and the blanks before them; read by `StartTag`,
/// the SAX reader's tokenizer too), end tags, comments, the XML declaration and a
/// DOCTYPE. The fixer edits the file through these ranges, so everything it does not
/// rewrite (coordinates, numbers, blanks) stays byte for byte as written. Only run on
/// bytes libxml2 has read as well-formed (or on the prolog alone): it does not judge
/// the markup, it finds it.
struct SVGMarkup {
    struct Attribute {
        /// From the blank before the name to the closing quote, inclusive.
        let span: Range<Int>
        let name: String
        /// Inside the quotes.
        let value: Range<Int>
        /// The quote the value is written in, `"` or `'`.
        let quote: UInt8
    }

    struct Element {
        let name: String
        /// The `<`.
        let start: Int
        /// Just after the last attribute's closing quote (or the name): where a new
        /// attribute goes.
        let insertionPoint: Int
        let attributes: [Attribute]
        /// The `>` that ends the start tag.
        let startTagClose: Int
        /// Whether the start tag ends `/>`.
        let selfClosing: Bool
        /// Just after the start tag's `>` when it has content, or after `/>`; then after
        /// the end tag's `>` once closed.
        var end: Int
    }

    var elements: [Element] = []
    var comments: [Range<Int>] = []
    /// `<?xml … ?>` at the very start.
    var declaration: Range<Int>?
    var doctype: Range<Int>?
    /// Whether the DOCTYPE holds an internal subset (`[ … ]`).
    var doctypeHasSubset = false
    /// False when the bytes could not be followed to the end.
    var complete = true

    /// The markup the SAX reader found as it read the file (`SVGDocument.markup`), the
    /// names spelled out: elements in the tree's document order, and comments. Nil when it
    /// could not place an element's tags or a comment. (No declaration or DOCTYPE: the
    /// fixer's prolog rewrite has dealt with those before the file is read.)
    init?(_ read: ReadMarkup, bytes: [UInt8]) {
        guard read.complete else { return nil }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        elements.reserveCapacity(read.elements.count)
        for element in read.elements {
            guard let tag = element.tag, let end = element.end, end <= bytes.count else { return nil }
            let attributes = tag.attributes.map { Attribute(span: $0.span, name: text($0.name), value: $0.value, quote: $0.quote) }
            elements.append(Element(name: text(tag.name), start: tag.start, insertionPoint: tag.insertionPoint, attributes: attributes,
                                    startTagClose: tag.close, selfClosing: tag.selfClosing, end: end))
        }
        comments = read.comments
    }

    init(_ bytes: [UInt8]) {
        var index = 0
        let count = bytes.count
        var open: [Int] = []
        func starts(_ text: StaticString, at position: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard position + length <= count else { return false }
            let pattern = text.utf8Start
            for offset in 0..<length where bytes[position + offset] != pattern[offset] { return false }
            return true
        }
        func find(_ text: StaticString, from position: Int) -> Int? {
            let first = text.utf8Start[0]
            var position = position
            while position < count {
                if bytes[position] == first && starts(text, at: position) { return position }
                position += 1
            }
            return nil
        }
        var bom = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bom = 3 }
        index = bom
        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else {
                // Text: up to the next markup.
                while index < count && bytes[index] != UInt8(ascii: "<") { index += 1 }
                continue
            }
            if starts("<?", at: index) {
                guard let close = find("?>", from: index + 2) else { complete = false; return }
                if index == bom && starts("<?xml", at: index) && close > index + 5 && StartTag.isSpace(bytes[index + 5]) { declaration = index..<(close + 2) }
                index = close + 2
            } else if starts("<!--", at: index) {
                guard let close = find("-->", from: index + 4) else { complete = false; return }
                comments.append(index..<(close + 3))
                index = close + 3
            } else if starts("<![CDATA[", at: index) {
                guard let close = find("]]>", from: index + 9) else { complete = false; return }
                index = close + 3
            } else if starts("<!DOCTYPE", at: index) {
                var position = index + 9
                var quote: UInt8?
                var inSubset = false
                while position < count {
                    let byte = bytes[position]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "[") {
                        inSubset = true
                        doctypeHasSubset = true
                    } else if byte == UInt8(ascii: "]") {
                        inSubset = false
                    } else if byte == UInt8(ascii: ">") && !inSubset {
                        break
                    }
                    position += 1
                }
                guard position < count else { complete = false; return }
                doctype = index..<(position + 1)
                index = position + 1
            } else if starts("</", at: index) {
                guard let close = bytes[index...].firstIndex(of: UInt8(ascii: ">")), let last = open.popLast() else { complete = false; return }
                elements[last].end = close + 1
                index = close + 1
            } else {
                guard let tag = bytes.withUnsafeBufferPointer({ StartTag.read($0, at: index) }) else { complete = false; return }
                func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
                let attributes = tag.attributes.map { Attribute(span: $0.span, name: text($0.name), value: $0.value, quote: $0.quote) }
                elements.append(Element(name: text(tag.name), start: index, insertionPoint: tag.insertionPoint, attributes: attributes,
                                        startTagClose: tag.close, selfClosing: tag.selfClosing, end: tag.end))
                if !tag.selfClosing { open.append(elements.count - 1) }
                index = tag.end
            }
        }
        if !open.isEmpty { complete = false }
    }
}

/// Replacements of byte ranges, applied together.
struct ByteEdits {
    struct Edit {
        let range: Range<Int>
        let replacement: [UInt8]
        /// Among edits at one place, lower goes first.
        let order: Int
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ range: Range<Int>, with text: String) {
        edits.append(Edit(range: range, replacement: Array(text.utf8), order: edits.count))
    }

    mutating func delete(_ range: Range<Int>) { replace(range, with: "") }

    mutating func insert(_ text: String, at offset: Int) { replace(offset..<offset, with: text) }

    var isEmpty: Bool { edits.isEmpty }

    /// The edits that lie inside `range` (and do not replace it whole), moved to offsets
    /// from its start: to copy a stretch of the file as it will be written.
    func restricted(to range: Range<Int>) -> ByteEdits {
        var result = ByteEdits()
        for edit in edits where edit.range.lowerBound >= range.lowerBound && edit.range.upperBound <= range.upperBound && edit.range != range {
            let moved = (edit.range.lowerBound - range.lowerBound)..<(edit.range.upperBound - range.lowerBound)
            // Insertions at the very ends belong to what is around the range, not in it.
            if moved.isEmpty && (moved.lowerBound == 0 || edit.range.lowerBound == range.upperBound) { continue }
            result.edits.append(Edit(range: moved, replacement: edit.replacement, order: result.edits.count))
        }
        return result
    }

    /// The bytes with every edit made. An edit inside a range another one deletes or
    /// replaces is dropped (it rewrote something that is gone); nil when two edits
    /// overlap otherwise (a fixer error, never written).
    func applied(to bytes: [UInt8]) -> [UInt8]? {
        let sorted = edits.sorted { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1, -$0.range.upperBound, $0.order) < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1, -$1.range.upperBound, $1.order) }
        var kept: [Edit] = []
        for edit in sorted {
            if let last = kept.last, !last.range.isEmpty, edit.range.lowerBound < last.range.upperBound {
                if edit.range.upperBound <= last.range.upperBound { continue }
                return nil
            }
            kept.append(edit)
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in kept {
            guard edit.range.lowerBound >= position, edit.range.upperBound <= bytes.count else { return nil }
            result += bytes[position..<edit.range.lowerBound]
            result += edit.replacement
            position = edit.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
