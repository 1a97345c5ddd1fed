import Foundation

/// One start tag as written, `<name a="v" b='w'>` or `<name …/>`, from its `<` to its `>`.
///
/// The one reading of where an element and its attributes lie in a file's bytes: the SAX
/// reader asks it where each attribute libxml2 reports was written (for positions inside
/// values), and the fixer edits the file through its ranges (`SVGMarkup`). It follows the
/// quotes, so a value may hold `>`, `/`, `=`, blanks, line breaks and the other quote.
///
/// It does not judge the tag: both callers ask only about bytes libxml2 has read as a
/// well-formed start tag. On any other bytes it gives nil (or a reading of them, never a
/// trap): no range it gives leaves the bytes.
struct StartTag: Sendable, Hashable {
    struct Attribute: Sendable, Hashable {
        /// From the first blank before the name to the closing quote, inclusive: deleting
        /// it removes the attribute and what separated it from the one before.
        let span: Range<Int>
        /// The name as written, prefix included (`xlink:href`).
        let name: Range<Int>
        /// Inside the quotes.
        let value: Range<Int>
        /// The quote the value is written in, `"` or `'`.
        let quote: UInt8
    }

    /// The `<`.
    let start: Int
    /// The element's name as written, prefix included.
    let name: Range<Int>
    let attributes: [Attribute]
    /// Just after the last attribute's closing quote, or after the name when there is
    /// none: where a new attribute goes.
    let insertionPoint: Int
    /// The `>` that ends the tag.
    let close: Int
    /// Whether the tag ends `/>` (an element without content).
    let selfClosing: Bool

    /// Just after the tag's `>`.
    var end: Int { close + 1 }

    /// The start tag whose `<` is at `start` in `bytes`; nil when the bytes there are not
    /// one (no `<`, no name, an attribute without `=` or quotes, a value or the tag never
    /// closed, attributes not separated by a blank). `expectedAttributes` sizes the
    /// attribute array once when the caller knows the count.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, expectedAttributes: Int = 0) -> StartTag? {
        var attributes: [Attribute] = []
        attributes.reserveCapacity(expectedAttributes)
        return read(bytes, at: start, into: &attributes).map { StartTag($0, attributes: attributes) }
    }

    /// A start tag but its attributes.
    struct Head {
        let start: Int
        let name: Range<Int>
        let insertionPoint: Int
        let close: Int
        let selfClosing: Bool
    }

    /// `read`, its attributes appended to `attributes`: the SAX reader reads every tag into
    /// one array it keeps (#22: a new array a tag was an allocation and a free for every
    /// element of every file). On nil, what was appended is a partial reading.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, into attributes: inout [Attribute]) -> Head? {
        let count = bytes.count
        guard let base = bytes.baseAddress, start >= 0, start < count, bytes[start] == UInt8(ascii: "<") else { return nil }
        var position = start + 1
        while position < count && !isNameEnd(bytes[position]) { position += 1 }
        let name = (start + 1)..<position
        guard !name.isEmpty else { return nil }
        var insertionPoint = position
        while true {
            let blankStart = position
            while position < count && isSpace(bytes[position]) { position += 1 }
            guard position < count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: ">"):
                return Head(start: start, name: name, insertionPoint: insertionPoint, close: position, selfClosing: false)
            case UInt8(ascii: "/"):
                guard position + 1 < count, bytes[position + 1] == UInt8(ascii: ">") else { return nil }
                return Head(start: start, name: name, insertionPoint: insertionPoint, close: position + 1, selfClosing: true)
            default:
                break
            }
            // XML wants a blank between the name (or the last value) and an attribute.
            guard position > blankStart else { return nil }
            let nameStart = position
            while position < count && !isNameEnd(bytes[position]) { position += 1 }
            let attributeName = nameStart..<position
            guard !attributeName.isEmpty else { return nil }
            while position < count && isSpace(bytes[position]) { position += 1 }
            guard position < count, bytes[position] == UInt8(ascii: "=") else { return nil }
            position += 1
            while position < count && isSpace(bytes[position]) { position += 1 }
            guard position < count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else { return nil }
            let quote = bytes[position]
            let valueStart = position + 1
            // memchr: a value of path data runs to kilobytes.
            guard valueStart < count, let found = memchr(base + valueStart, Int32(quote), count - valueStart) else { return nil }
            let valueEnd = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            position = valueEnd + 1
            attributes.append(Attribute(span: blankStart..<position, name: attributeName, value: valueStart..<valueEnd, quote: quote))
            insertionPoint = position
        }
    }

    /// `read` on an array's bytes.
    static func read(_ bytes: [UInt8], at start: Int, expectedAttributes: Int = 0) -> StartTag? {
        bytes.withUnsafeBufferPointer { read($0, at: start, expectedAttributes: expectedAttributes) }
    }

    /// XML's white space: space, tab, line feed, carriage return.
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// What ends a name in a tag: a blank, `>`, `/` or `=` (none is a name character).
    static func isNameEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "=")
    }
}

extension StartTag {
    /// A tag from its head and attributes (an extension keeps the memberwise init).
    init(_ head: Head, attributes: [Attribute]) {
        self.init(start: head.start, name: head.name, attributes: attributes, insertionPoint: head.insertionPoint, close: head.close,
                  selfClosing: head.selfClosing)
    }
}

/// Where the SAX reader found each element's markup and each comment while it read a
/// file (`SVGDocument.markup`): the fixer edits the file through these, so the file is
/// tokenized once, and its elements line up with the tree by construction.
struct ReadMarkup: Sendable {
    struct Element: Sendable {
        /// The start tag; nil when the tokenizer could not read what libxml2 did.
        let tag: StartTag?
        /// Just after the end tag's `>`, or the start tag's `/>`; nil until the element
        /// ends (or when libxml2 was not just past a `>` then).
        var end: Int?
    }

    /// In the order elements start: the tree's document order.
    var elements: [Element] = []
    var comments: [Range<Int>] = []
    /// False when a comment could not be placed.
    var complete = true
}
