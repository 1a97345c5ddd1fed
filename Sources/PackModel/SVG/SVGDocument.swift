import CLibXML2
import Foundation

/// An attribute as written in an SVG file.
///
/// A value, stored in its element's array: a class object each cost an allocation while
/// reading and a release and a free when the tree was dropped, for every attribute of
/// every file linted. Its strings are shared by every copy (the names are nearly always
/// short enough to sit inside the string itself, the known namespaces are constants), so
/// handing one along costs at most a retain of its value.
public struct SVGAttribute: Sendable, Hashable {
    /// The name as written, with its prefix: `xlink:href`, `fill`.
    public let qualifiedName: String
    public let localName: String
    public let namespaceURI: String?
    public let value: String
    /// Where the attribute's name starts.
    public let position: SourcePosition
    /// The byte offset in the file of the value's first character (after the quote);
    /// nil when unknown. See `SVGDocument.position(inValueOf:offset:)`.
    public let valueOffset: Int?
    /// `KnownName`'s number of the name as written (`qualifiedName`), 0 when it has none
    /// or is not known to the reader that made it. Not part of equality: it says how
    /// the name was read, not what it is.
    let knownName: UInt8

    init(qualifiedName: String, localName: String, namespaceURI: String?, value: String, position: SourcePosition, valueOffset: Int?, knownName: UInt8 = 0) {
        self.knownName = knownName
        self.qualifiedName = qualifiedName
        self.localName = localName
        self.namespaceURI = namespaceURI
        self.value = value
        self.position = position
        self.valueOffset = valueOffset
    }

    public static func == (lhs: SVGAttribute, rhs: SVGAttribute) -> Bool {
        lhs.qualifiedName == rhs.qualifiedName && lhs.localName == rhs.localName && lhs.namespaceURI == rhs.namespaceURI
            && lhs.value == rhs.value && lhs.position == rhs.position && lhs.valueOffset == rhs.valueOffset
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(qualifiedName)
        hasher.combine(localName)
        hasher.combine(namespaceURI)
        hasher.combine(value)
        hasher.combine(position)
        hasher.combine(valueOffset)
    }
}

/// An element of a parsed SVG file, with the position of its `<`.
///
/// A class, immutable once parsed: every check walks every tree, and passing an
/// element along is then one reference, not a copy of its name, attributes and children.
/// Equality and hashing compare the contents, as for a value.
public final class SVGElement: Sendable, Hashable {
    public let localName: String
    public let prefix: String?
    public let namespaceURI: String?
    public let attributes: [SVGAttribute]
    public let children: [SVGNode]
    public let position: SourcePosition
    /// `KnownName`'s number of `localName`, 0 when it has none or is not known to the
    /// reader that made the element. Not part of equality.
    let knownName: UInt8

    init(localName: String, prefix: String?, namespaceURI: String?, attributes: [SVGAttribute], children: [SVGNode], position: SourcePosition, knownName: UInt8 = 0) {
        self.knownName = knownName
        self.localName = localName
        self.prefix = prefix
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
        self.position = position
    }

    public static func == (lhs: SVGElement, rhs: SVGElement) -> Bool {
        lhs === rhs || (lhs.localName == rhs.localName && lhs.prefix == rhs.prefix && lhs.namespaceURI == rhs.namespaceURI
            && lhs.position == rhs.position && lhs.attributes == rhs.attributes && lhs.children == rhs.children)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(localName)
        hasher.combine(prefix)
        hasher.combine(namespaceURI)
        hasher.combine(attributes)
        hasher.combine(children)
        hasher.combine(position)
    }

    public var qualifiedName: String { prefix.map { "\($0):\(localName)" } ?? localName }

    public func attribute(_ localName: String) -> SVGAttribute? {
        attributeIndex(localName).map { attributes[$0] }
    }

    public subscript(_ name: String) -> String? { attributeIndex(name).map { attributes[$0].value } }

    /// Whether the element has an attribute with this local name and no namespace:
    /// `attribute(name) != nil` without copying the attribute out and destroying the
    /// copy (its four strings retained and released, some 370 instructions).
    func hasAttribute(_ localName: String) -> Bool { attributeIndex(localName) != nil }

    /// Where the attribute with this local name and no namespace is in `attributes`.
    /// Looked at in place: copying each attribute out to compare its name retains and
    /// releases its strings.
    private func attributeIndex(_ localName: String) -> Int? {
        // Lengths first: they are at hand for short names, and most names asked for are
        // not there; a full string comparison is a call.
        let length = localName.utf8.count
        return attributes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index].localName.utf8.count == length {
                if buffer[index].localName == localName && buffer[index].namespaceURI == nil { return index }
            }
            return nil
        }
    }

    /// `attributeIndex(localName)` for a caller that knows the name's `KnownName` number
    /// (`number`; 0 when it has none): the reader's attributes are compared by number, a
    /// byte each, where the string loop tested each name's length and called to compare.
    /// An attribute numbered 0 (a name the reader does not know, or made without a
    /// reader) is compared by name; one numbered otherwise is named `KnownName.names` of
    /// its number, without a namespace (the reader numbers no prefixed name), so it is
    /// this one exactly when the numbers are equal. The number must be the name's.
    /// Inlined, as the two below: called a dozen times a file, the calls cost about what
    /// the loop does.
    @inline(__always)
    func attributeIndex(_ localName: String, known number: UInt8) -> Int? {
        assert(ByteSearch.withBytes(of: localName, KnownName.number) == number, "\(localName) is not KnownName \(number)")
        return attributes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                let read = buffer[index].knownName
                if read != 0 {
                    if read == number { return index }
                } else if buffer[index].namespaceURI == nil && buffer[index].localName == localName {
                    // The namespace first: a root's `xmlns` (numbered 0, in the xmlns
                    // namespace) is then passed without a string comparison.
                    return index
                }
            }
            return nil
        }
    }

    /// `attribute(localName)`, looked up by the name's `KnownName` number (see `attributeIndex(_:known:)`).
    @inline(__always)
    func attribute(_ localName: String, known number: UInt8) -> SVGAttribute? {
        attributeIndex(localName, known: number).map { attributes[$0] }
    }

    /// `self[localName]`, looked up by the name's `KnownName` number (see `attributeIndex(_:known:)`).
    @inline(__always)
    func value(of localName: String, known number: UInt8) -> String? {
        attributeIndex(localName, known: number).map { attributes[$0].value }
    }

    public var elementChildren: [SVGElement] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// This element and every element below it, depth first, in document order.
    public func forEachElement(_ body: (SVGElement, _ depth: Int) -> Void) {
        func walk(_ element: SVGElement, _ depth: Int) {
            body(element, depth)
            for case .element(let child) in element.children { walk(child, depth + 1) }
        }
        walk(self, 0)
    }

    /// The concatenated character data directly inside this element.
    public var text: String {
        children.reduce(into: "") { if case .text(let text, _) = $1 { $0 += text } }
    }
}

public enum SVGNode: Sendable, Hashable {
    case element(SVGElement)
    case text(String, position: SourcePosition)
}

/// Why an SVG file was refused or what was wrong with it, with where.
public struct SVGProblem: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Not well-formed XML (libxml2's own message).
        case malformed
        /// Larger than the parse limit; not parsed at all.
        case tooLarge
        /// Bytes that are not UTF-8. The rest is read with each such byte taken as `?`
        /// (unless the file holds NUL bytes, as UTF-16 does: then nothing is read).
        case notUTF8
        /// Valid UTF-8 with non-ASCII characters under a declaration of another encoding
        /// (`encoding="ISO-8859-1"`), or a declared encoding ASCII bytes do not read the
        /// same in (UTF-16). Pure ASCII under an ASCII-compatible declaration reads the
        /// same as UTF-8 and is no problem.
        case declaredEncoding
        /// A DOCTYPE without an internal subset: refused before libxml2 reads past its
        /// name and IDs, so no external DTD is fetched; the rest of the file is then read
        /// with the declaration blanked out.
        case doctype
        /// A DOCTYPE with an internal subset (`[<!ENTITY …>]`): refused as hostile before
        /// libxml2 reads the subset, so no entity is declared or expanded; the rest of the
        /// file is read with the whole declaration blanked out (an entity it declared is
        /// then undefined there).
        case internalSubset
        /// A processing instruction such as `<?xml-stylesheet?>`.
        case processingInstruction
        /// Elements nested deeper than any glyph needs: reading stops there.
        case tooDeep
        /// More elements than any glyph needs: reading stops there.
        case tooManyElements
        /// Not SVG at all: a PNG, JPEG, PDF, ZIP … saved as `.svg` (`ForeignFormat`);
        /// not read further.
        case notSVG
    }

    public let kind: Kind
    public let message: String
    public let position: SourcePosition

    public var description: String { "\(position): \(message)" }

    /// A problem that leaves no usable document. (A DOCTYPE or an encoding problem is
    /// reported and the rest is read; a DOCTYPE the reader cannot find the end of leaves
    /// no document, but through the missing root, not through this.)
    public var isFatal: Bool {
        switch kind {
        case .malformed, .tooLarge, .tooDeep, .tooManyElements, .notSVG: true
        case .notUTF8, .declaredEncoding, .doctype, .internalSubset, .processingInstruction: false
        }
    }
}

/// A parsed SVG file: the element tree and anything found wrong while reading it.
///
/// This type is the only code in the project that calls libxml2. It reads through the
/// SAX interface with no network, no entity substitution, no DTD loading and no
/// XInclude. It stops at a DOCTYPE before libxml2 reads its subset, reports it, and
/// reads the file again with the whole declaration blanked out (line breaks kept, so
/// every position stays true): libxml2 never sees a DTD or an entity declaration.
public struct SVGDocument: Sendable, Hashable {
    public static let svgNamespace = "http://www.w3.org/2000/svg"
    public static let xlinkNamespace = "http://www.w3.org/1999/xlink"
    /// The namespace of `xmlns` declarations, which appear as attributes.
    public static let xmlnsNamespace = "http://www.w3.org/2000/xmlns/"
    public static let xmlNamespace = "http://www.w3.org/XML/1998/namespace"

    /// How much of a file the reader takes on. The standard limits are `PackPolicy`'s,
    /// the one table every command judges a pack by.
    public struct Limits: Sendable, Hashable {
        public var maximumBytes: Int
        public var maximumDepth: Int
        public var maximumElements: Int

        public init(maximumBytes: Int = PackPolicy.standard.maximumFileBytes, maximumDepth: Int = PackPolicy.standard.maximumSVGDepth,
                    maximumElements: Int = PackPolicy.standard.maximumSVGElements) {
            self.maximumBytes = maximumBytes
            self.maximumDepth = maximumDepth
            self.maximumElements = maximumElements
        }

        /// The policy's limits for one SVG file.
        public init(policy: PackPolicy) {
            self.init(maximumBytes: policy.maximumFileBytes, maximumDepth: policy.maximumSVGDepth, maximumElements: policy.maximumSVGElements)
        }

        public static let standard = Limits(policy: .standard)
    }

    /// What was read, shared by every copy: checks hand documents around freely, and a
    /// copy is then one reference rather than five. It is its own `DerivedResults` (what
    /// checks work out from the tree and keep): one object a document, where a
    /// `DerivedResults` beside it cost a second allocation and free for every file.
    private final class Contents: DerivedResults, @unchecked Sendable {
        let root: SVGElement?
        let problems: [SVGProblem]
        let source: [UInt8]
        /// Built once while reading; every position asked for later (one per path data
        /// error, say) is a look-up in it, not a new index of the whole file.
        let lines: LineIndex
        let markup: ReadMarkup

        /// The reader screened every element and attribute and found none a security
        /// check could report (`SVGSecurity.mayInterest`): nothing for the security walk.
        let securityClean: Bool

        init(root: SVGElement?, problems: [SVGProblem], source: [UInt8], lines: LineIndex, markup: ReadMarkup, usesCSS: Bool, securityClean: Bool) {
            self.securityClean = securityClean
            self.root = root
            self.problems = problems
            self.source = source
            self.lines = lines
            self.markup = markup
            // The reader saw whether any element is a `<style>` or has a `style`
            // attribute: without either the cascade is known to be none, with no walk.
            super.init(withoutCSS: !usesCSS)
        }
    }

    private let contents: Contents

    /// The root element, or nil when a fatal problem stopped the parse.
    public var root: SVGElement? { contents.root }
    /// Problems in document order. A fatal one means `root` is nil.
    public var problems: [SVGProblem] { contents.problems }
    public var byteCount: Int { contents.source.count }
    /// The file as read, kept to turn offsets inside attribute values into positions.
    var source: [UInt8] { contents.source }
    /// Where the reader found each element's tags and each comment in `source` (what the
    /// fixer edits through); empty unless read `recordingMarkup` (the fixer's reading: lint
    /// does not pay for what it never asks), and when there is no root.
    var markup: ReadMarkup { contents.markup }
    /// Results computed from the tree once and shared by every check (see Geometry.swift).
    var derived: DerivedResults { contents }

    public var isUsable: Bool { root != nil }

    /// Whether the reader screened every element and attribute and found none a
    /// security check could report (`SVGSecurity.mayInterest`): then no security walk
    /// need look. False when unknown.
    var securityClean: Bool { contents.securityClean }

    public static func == (lhs: SVGDocument, rhs: SVGDocument) -> Bool {
        lhs.contents === rhs.contents || (lhs.root == rhs.root && lhs.problems == rhs.problems && lhs.source == rhs.source)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(root)
        hasher.combine(problems)
        hasher.combine(source)
    }

    public init(data: Data, limits: Limits = .standard) {
        self.init(bytes: Array(data), limits: limits)
    }

    public init(string: String, limits: Limits = .standard) {
        self.init(bytes: Array(string.utf8), limits: limits)
    }

    public init(bytes: [UInt8], limits: Limits = .standard) {
        self.init(bytes: bytes, limits: limits, recordingMarkup: false)
    }

    /// The file read, and with `recordingMarkup` where each element's tags and each
    /// comment lie (`markup`), recorded as the reader goes.
    init(bytes: [UInt8], limits: Limits = .standard, recordingMarkup: Bool) {
        // A file over the limit is not read, nor indexed.
        let lines = bytes.count > Self.byteLimit(limits) ? LineIndex([]) : LineIndex(bytes)
        let (root, problems, markup, usesCSS, securityClean) = Self.read(bytes, lines: lines, limits: limits, recordingMarkup: recordingMarkup)
        contents = Contents(root: root, problems: problems, source: bytes, lines: lines, markup: root == nil ? ReadMarkup() : markup,
                            usesCSS: usesCSS, securityClean: securityClean)
    }

    /// What reading a file gives: the root (nil when a fatal problem stopped it), the
    /// problems, the markup recorded, and whether any element is a `<style>` (any
    /// namespace) or has a `style` attribute (no namespace): what
    /// `InkMeasurement.usesCSS` would find walking the tree; and whether it screened
    /// every element and attribute and found nothing for the security checks.
    private typealias ReadResult = (root: SVGElement?, problems: [SVGProblem], markup: ReadMarkup, usesCSS: Bool, securityClean: Bool)

    /// The largest file read: the limit asked for, and never more than libxml2 takes in
    /// one call (its length is an Int32).
    private static func byteLimit(_ limits: Limits) -> Int { min(limits.maximumBytes, Int(Int32.max)) }

    /// The checks made before libxml2 sees the file, then the parse. `lines` indexes `bytes`.
    private static func read(_ bytes: [UInt8], lines: LineIndex, limits: Limits, recordingMarkup: Bool) -> ReadResult {
        let limit = byteLimit(limits)
        if bytes.count > limit {
            return (nil, [SVGProblem(kind: .tooLarge, message: "file is \(bytes.count) bytes, over the \(limit / 1024 / 1024) MiB limit; it was not parsed", position: .start)], ReadMarkup(), false, false)
        }
        if let format = ForeignFormat.sniff(bytes) {
            return (nil, [SVGProblem(kind: .notSVG, message: "this is \(format.name), not an SVG: its first bytes are that format's signature", position: .start)], ReadMarkup(), false, false)
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var problems: [SVGProblem] = []
        var parsed = bytes
        let declared = SVGDocument.declaredEncoding(body).flatMap { Self.isUTF8(name: $0) ? nil : $0 }
        // The line index knows whether the file is all ASCII, as nearly every glyph is:
        // then it is UTF-8, and only other files are validated byte by byte.
        if !lines.isAllASCII, let first = UTF8Check.firstInvalidOffset(in: bytes, from: body.startIndex) {
            let invalid = UTF8Check.invalidOffsets(in: bytes, from: first)
            problems.append(SVGProblem(kind: .notUTF8, message: Self.invalidUTF8Message(bytes, invalid: invalid, declared: declared, lines: lines),
                                       position: lines.position(ofByte: first)))
            // UTF-16 and UTF-32 put a NUL beside every ASCII character: nothing in such a
            // file reads as markup.
            if bytes.contains(0) { return (nil, problems, ReadMarkup(), false, false) }
            // Each bad byte read as `?`: one byte for one, so every position stays true.
            for index in invalid { parsed[index] = UInt8(ascii: "?") }
        } else if let declared, !lines.isAllASCII || !Self.isASCIICompatible(name: declared) {
            let firstNonASCII = body.firstIndex { $0 >= 0x80 }
            let example = firstNonASCII.map { offset -> String in
                let position = lines.position(ofByte: offset)
                let end = offset + (bytes[offset] >> 5 == 0b110 ? 2 : bytes[offset] >> 4 == 0b1110 ? 3 : 4)
                let character = String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self)
                return "; its first non-ASCII character, \"\(character)\" at line \(position.line), column \(position.column), is written in UTF-8"
            } ?? "; its bytes are ASCII, which \(declared) does not read as such"
            problems.append(SVGProblem(kind: .declaredEncoding,
                                       message: "the XML declaration says encoding=\"\(declared)\"\(example): a renderer that trusts the declaration reads other characters; declare encoding=\"UTF-8\"",
                                       position: .start))
        }
        if body.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return (nil, problems + [SVGProblem(kind: .malformed, message: "file is empty", position: .start)], ReadMarkup(), false, false)
        }
        let (root, more, markup, usesCSS, securityClean) = parse(parsed, lines: lines, limits: limits, recordingMarkup: recordingMarkup)
        return (root, problems + more, markup, usesCSS, securityClean)
    }

    /// libxml2's reading of `bytes`; when it meets a DOCTYPE (and stops there, before
    /// the subset), the DOCTYPE reported and a second reading with the declaration
    /// blanked out, so the rest of the file is checked too. Never more than two readings.
    private static func parse(_ bytes: [UInt8], lines: LineIndex, limits: Limits, recordingMarkup: Bool) -> ReadResult {
        let first = SAXReader.read(bytes, lines: lines, limits: limits, recordsMarkup: recordingMarkup)
        guard let start = first.doctypeStart else { return (first.root, first.problems, first.markup, first.usesCSS, first.securityClean) }
        // A DOCTYPE whose end cannot be found is all that is known: nothing after it can
        // be told apart from its subset.
        guard let extent = DoctypeExtent(bytes, start: start) else { return (nil, first.problems, ReadMarkup(), false, false) }
        var blanked = bytes
        for index in extent.range where blanked[index] != 0x0A && blanked[index] != 0x0D { blanked[index] = 0x20 }
        let position = lines.position(ofByte: start)
        let external = extent.systemID.map { " referring to \"\($0)\"" } ?? ""
        let problem = extent.hasInternalSubset
            ? SVGProblem(kind: .internalSubset,
                         message: "DOCTYPE with an internal subset ([...], where entities are declared) is refused as hostile: nothing in it was read, no entity declared or expanded, no DTD loaded; the rest of the file was checked without it",
                         position: position)
            : SVGProblem(kind: .doctype,
                         message: "DOCTYPE\(external) is not allowed: a DTD can expand entities or load other files, and SVG needs none; it was not loaded, and the rest of the file was checked without it",
                         position: position)
        let second = SAXReader.read(blanked, lines: lines, limits: limits, recordsMarkup: recordingMarkup)
        // An entity the subset declared is undefined in the rest: say where it came from.
        let rest = second.problems.map { found -> SVGProblem in
            guard extent.hasInternalSubset, found.kind == .malformed, found.message.hasPrefix("Entity '") else { return found }
            return SVGProblem(kind: .malformed, message: found.message + " (it can only come from the DOCTYPE's internal subset, which is never read)",
                              position: found.position)
        }
        let problems = ([problem] + rest).enumerated()
            .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        // A second DOCTYPE is not read past either.
        return (second.doctypeStart == nil ? second.root : nil, problems, second.markup, second.usesCSS, second.securityClean)
    }

    /// `utf-8`, `UTF8`: the declarations that say what the reader reads.
    static func isUTF8(name: String) -> Bool {
        ["utf-8", "utf8"].contains(name.lowercased())
    }

    /// Encodings in which ASCII bytes read as the same characters as in UTF-8: a file of
    /// ASCII bytes declaring one of them reads the same under either.
    static func isASCIICompatible(name: String) -> Bool {
        let lowered = name.lowercased()
        return ["us-ascii", "ascii", "iso646-us", "latin1", "latin-1", "l1", "cp1252", "cp819"].contains(lowered)
            || lowered.hasPrefix("iso-8859-") || lowered.hasPrefix("iso8859-") || lowered.hasPrefix("windows-125")
    }

    /// Which bytes are not UTF-8 and where, and what the first means under the
    /// declared encoding when that is Latin-1 or Windows-1252.
    private static func invalidUTF8Message(_ bytes: [UInt8], invalid: [Int], declared: String?, lines: LineIndex) -> String {
        let first = invalid[0]
        let position = lines.position(ofByte: first)
        let hex = "0x" + String(bytes[first], radix: 16, uppercase: true)
        var lineNumbers: [Int] = []
        for offset in invalid {
            let line = lines.position(ofByte: offset).line
            if lineNumbers.last != line { lineNumbers.append(line) }
        }
        let shown = lineNumbers.prefix(5).map(String.init).joined(separator: ", ") + (lineNumbers.count > 5 ? ", …" : "")
        let count = invalid.count == 1 ? "1 byte is" : "\(invalid.count) bytes are"
        var meaning = ""
        if let declared, ["iso-8859-1", "iso8859-1", "latin1", "latin-1", "l1", "windows-1252", "cp1252"].contains(declared.lowercased()),
           bytes[first] >= 0xA0, let scalar = Unicode.Scalar(UInt32(bytes[first])) {
            meaning = " (the file declares \(declared), where \(hex) is \"\(Character(scalar))\")"
        } else if let declared {
            meaning = " (the file declares \(declared))"
        }
        return "\(count) not UTF-8, the first \(hex) at line \(position.line), column \(position.column)\(meaning); line\(lineNumbers.count == 1 ? "" : "s") \(shown); each was read as '?' to check the rest"
    }

    /// The line and column of the character `offset` (counted in UTF-8 bytes of the
    /// value as parsed) inside `attribute`'s value. The raw text is walked so that line
    /// breaks inside the value, `\r\n` and character or entity references (one
    /// character in the parsed value, several in the file) are all accounted for.
    public func position(inValueOf attribute: SVGAttribute, offset: Int) -> SourcePosition {
        guard let start = attribute.valueOffset, start <= source.count else { return attribute.position }
        var raw = start
        var parsed = 0
        while parsed < offset && raw < source.count {
            let byte = source[raw]
            if byte == UInt8(ascii: "&"), let end = source[raw...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                parsed += Self.referenceLength(source[(raw + 1)..<end])
                raw = end + 1
            } else if byte == 0x0D && raw + 1 < source.count && source[raw + 1] == 0x0A {
                parsed += 1
                raw += 2
            } else {
                parsed += 1
                raw += 1
            }
        }
        return contents.lines.position(ofByte: raw)
    }

    /// How many UTF-8 bytes a reference (`#x41`, `amp`) stands for in a parsed value.
    private static func referenceLength(_ name: ArraySlice<UInt8>) -> Int {
        guard name.first == UInt8(ascii: "#") else { return 1 }
        let text = String(decoding: name.dropFirst(), as: UTF8.self)
        let code = text.first == "x" ? UInt32(text.dropFirst(), radix: 16) : UInt32(text, radix: 10)
        guard let code, let scalar = Unicode.Scalar(code) else { return 1 }
        return String(Character(scalar)).utf8.count
    }

    /// The `encoding` named in a leading `<?xml ...?>` declaration, if any.
    static func declaredEncoding(_ body: ArraySlice<UInt8>) -> String? {
        guard body.starts(with: "<?xml".utf8) else { return nil }
        let head = body.prefix(256)
        guard let close = head.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        // A byte search: Foundation's substring search is slow on Linux, and this runs
        // for every file that has a declaration.
        let declaration = head[..<close]
        guard let offset = ByteSearch.firstIndex(of: "encoding".utf8, in: declaration) else { return nil }
        let after = String(decoding: declaration.dropFirst(offset + "encoding".utf8.count), as: UTF8.self)
        let rest = after.drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

// MARK: - libxml2 SAX reader

private let libxml2Initialized: Bool = {
    xmlInitParser()
    return true
}()

/// Parser contexts kept between documents. Making and freeing a context (its name
/// dictionary, input and node stacks) for every file cost as much as a fifth of parsing
/// a glyph; a kept one is reset by libxml2 before each document. Each context carries its
/// own SAX handler, because libxml2 writes into the handler when options are applied,
/// and its own `SAXReader` (#22: a reader and its stack made and freed for every parse
/// were two objects a file, and the reader's deinit ~600 instructions), reset after each
/// parse. One parse uses a context and its reader at a time; at most `kept` wait here.
private final class ParserContextPool: @unchecked Sendable {
    /// A context and the reader that reads with it.
    struct Entry {
        let context: xmlParserCtxtPtr
        let reader: SAXReader
    }

    static let shared = ParserContextPool()
    /// More than the threads that parse at once.
    private static let kept = 16
    /// A context whose name dictionary grew past this many names (a file full of
    /// made-up names) is freed rather than kept, so no file's names pile up in memory.
    private static let maximumNames = 4096

    private let lock = NSLock()
    private var idle: [Entry] = []

    func take() -> Entry? {
        if let entry = lock.withLock({ idle.popLast() }) { return entry }
        _ = libxml2Initialized
        guard let context = xmlNewParserCtxt() else { return nil }
        if let defaultHandler = context.pointee.sax { packtool_xmlFree(defaultHandler) }
        let handler = UnsafeMutablePointer<xmlSAXHandler>.allocate(capacity: 1)
        handler.initialize(to: SAXReader.handler())
        context.pointee.sax = handler
        return Entry(context: context, reader: SAXReader())
    }

    /// Takes back a context and its reader, which the caller has reset.
    func giveBack(_ entry: Entry) {
        let context = entry.context
        context.pointee._private = nil
        let keep = Int(xmlDictSize(context.pointee.dict)) <= Self.maximumNames
            && lock.withLock { () -> Bool in
                guard idle.count < Self.kept else { return false }
                idle.append(entry)
                return true
            }
        if !keep { Self.free(context) }
    }

    private static func free(_ context: xmlParserCtxtPtr) {
        let handler = context.pointee.sax
        context.pointee.sax = nil
        xmlFreeParserCtxt(context)
        handler?.deallocate()
    }
}

/// Collects SAX events into an element tree. One instance per pooled parser context,
/// reading one parse at a time and reset after each (`read`); libxml2 finds it through
/// the parser context's `_private` pointer, never through a global.
///
/// Its `var`s are `@exclusivity(unchecked)` (#22): the run-time exclusivity checks
/// (`swift_beginAccess` and its access set, two to four a callback) were ~1 M
/// instructions of the guard's lint. No access to them can overlap another, which is
/// what the checks would catch: a parse sets up, runs, reads and resets an instance on
/// one thread (`read`: `run`, and the callbacks libxml2 makes from inside
/// `xmlCtxtReadMemory` one at a time, never nested: no callback calls into the parser
/// but `stop`'s `xmlStopParser`, which calls nothing back and runs with no access open);
/// between parses it waits in `ParserContextPool` beside its context, which hands an
/// entry to one parse at a time and takes it back only after `read` has reset it, both
/// under the pool's lock (so every access of one parse happens before any of the next,
/// on whichever thread that runs); it is never otherwise shared, stored or handed out
/// (`read` returns values, the context's pointer is cleared before the context goes
/// back to the pool); and no method holds one
/// property's modify access across a call that reaches the same property
/// (`stack[stack.count - 1].addChild(_:)` reads the count before the access begins, and
/// `addChild` touches only the element; `StartTag.read(_:at:into:)`, handed
/// `writtenAttributes` inout, touches only its arguments). Keep it so when adding a `var` or a callback.
private final class SAXReader {
    /// The parse's file, limits and line index; empty between parses (a kept reader
    /// holds no file).
    @exclusivity(unchecked) var bytes: [UInt8] = []
    @exclusivity(unchecked) var limits = SVGDocument.Limits.standard
    /// nil between parses (a reader keeps no file's index), set for every parse.
    @exclusivity(unchecked) var fileLines: LineIndex?
    /// Elements whose end tag is still to come, outermost first.
    @exclusivity(unchecked) var stack: [OpenElement] = []
    @exclusivity(unchecked) var root: SVGElement?
    @exclusivity(unchecked) var problems: [SVGProblem] = []
    @exclusivity(unchecked) var elementCount = 0
    @exclusivity(unchecked) var stopped = false
    /// Where the DOCTYPE that stopped the reading starts.
    @exclusivity(unchecked) var doctypeStart: Int?
    @exclusivity(unchecked) var context: xmlParserCtxtPtr?
    /// Text read inside the innermost open element and not yet one of its children, and
    /// where it started. libxml2 hands text over in pieces (one per character reference,
    /// for one), so the pieces are gathered here and become one text node when a child
    /// element starts or the element ends: a string held only here grows in place, and a
    /// long text costs its length, not its length times its pieces. (A short text, like
    /// most titles, is one piece and fits in the string itself: no allocation.)
    @exclusivity(unchecked) var pendingText = ""
    @exclusivity(unchecked) var pendingTextPosition: SourcePosition?
    /// Where the attributes of the start tag being read were written
    /// (`StartTag.read(_:at:into:)`): one array, its capacity kept from tag to tag and
    /// parse to parse. Only `startElement` touches it.
    @exclusivity(unchecked) var writtenAttributes: [StartTag.Attribute] = []
    /// Each element's tags, in the order elements start (the tree's document order), and
    /// each comment, when `recordsMarkup`.
    @exclusivity(unchecked) var markup = ReadMarkup()
    @exclusivity(unchecked) var recordsMarkup = false
    /// Whether an element read so far is a `<style>` (any namespace) or has a `style`
    /// attribute (no namespace).
    @exclusivity(unchecked) var usesCSS = false
    /// Whether an element or attribute read so far may interest a security check
    /// (`SVGSecurity.mayInterest`).
    @exclusivity(unchecked) var securitySuspect = false

    init() {
        // Glyphs nest a few levels; growing the stack from empty cost an allocation a
        // level. The capacity stays with the reader from parse to parse.
        stack.reserveCapacity(8)
    }

    /// One reading of `bytes` by a pooled context and its reader.
    static func read(_ bytes: [UInt8], lines: LineIndex, limits: SVGDocument.Limits, recordsMarkup: Bool) -> Reading {
        guard let entry = ParserContextPool.shared.take() else {
            return Reading(root: nil, problems: [SVGProblem(kind: .malformed, message: "libxml2 could not create a parser", position: .start)], doctypeStart: nil)
        }
        let reader = entry.reader
        reader.bytes = bytes
        reader.fileLines = lines
        reader.limits = limits
        reader.recordsMarkup = recordsMarkup
        let reading = reader.run(entry.context)
        reader.reset()
        ParserContextPool.shared.giveBack(entry)
        return reading
    }

    /// Back to the state of a new reader, holding nothing of the parse (the stack keeps
    /// its capacity). What a whole parse leaves as it was is tested, not written: each
    /// write of an array or a string releases what it held, a call even when that is
    /// the empty one.
    func reset() {
        bytes = []
        fileLines = nil
        recordsMarkup = false
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
        root = nil
        if !problems.isEmpty { problems = [] }
        elementCount = 0
        stopped = false
        doctypeStart = nil
        context = nil
        if pendingTextPosition != nil || !pendingText.isEmpty {
            pendingText = ""
            pendingTextPosition = nil
        }
        if !markup.elements.isEmpty || !markup.comments.isEmpty || !markup.complete { markup = ReadMarkup() }
        usesCSS = false
        securitySuspect = false
    }

    /// The parse's line index (set for every parse).
    var lines: LineIndex {
        _read { yield fileLines! }
    }

    /// The SAX callbacks, in a handler a context takes a copy of.
    static func handler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.startElementNs = saxStartElement
        handler.endElementNs = saxEndElement
        handler.characters = saxCharacters
        handler.cdataBlock = saxCharacters
        handler.processingInstruction = saxProcessingInstruction
        handler.comment = saxComment
        handler.internalSubset = saxInternalSubset
        handler.serror = saxStructuredError
        return handler
    }

    /// What one reading gives: the root (nil when a fatal problem stopped it), the
    /// problems, and where a DOCTYPE started when one stopped it.
    struct Reading {
        let root: SVGElement?
        let problems: [SVGProblem]
        let doctypeStart: Int?
        var markup = ReadMarkup()
        var usesCSS = false
        var securityClean = false
    }

    /// One parse of `bytes` with `context` (a pooled one, whose handler is `handler()`).
    func run(_ context: xmlParserCtxtPtr) -> Reading {
        let parsed: Bool = bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let raw = buffer.baseAddress else { return false }
            self.context = context
            defer { self.context = nil }
            context.pointee._private = Unmanaged.passUnretained(self).toOpaque()
            // xmlCtxtReadMemory resets the context, then reads with these options and
            // nothing else: never XML_PARSE_NOENT, DTDLOAD, DTDATTR, XINCLUDE or HUGE, so
            // no entity is substituted and no DTD loaded (a reset context has both off).
            let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_NOBLANKS.rawValue)
            // The handler builds no tree, so there is never a document to free.
            _ = xmlCtxtReadMemory(context, UnsafeRawPointer(raw).assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, nil, options)
            return true
        }
        if !parsed {
            problems.append(SVGProblem(kind: .malformed, message: "libxml2 could not create a parser", position: .start))
        }
        if let doctypeStart { return Reading(root: nil, problems: problems, doctypeStart: doctypeStart) }
        if problems.contains(where: \.isFatal) { return Reading(root: nil, problems: problems, doctypeStart: nil) }
        guard let root else {
            return Reading(root: nil, problems: problems + [SVGProblem(kind: .malformed, message: "no root element", position: .start)], doctypeStart: nil)
        }
        return Reading(root: root, problems: problems, doctypeStart: nil, markup: markup, usesCSS: usesCSS, securityClean: !securitySuspect)
    }

    static func from(_ ctx: UnsafeMutableRawPointer?) -> SAXReader? {
        guard let ctx else { return nil }
        let context = ctx.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let reader = context.pointee._private else { return nil }
        return Unmanaged<SAXReader>.fromOpaque(reader).takeUnretainedValue()
    }

    /// The byte offset libxml2 has reached in our buffer.
    var currentOffset: Int {
        guard let input = context?.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    /// The offset in the file of a pointer into libxml2's input buffer; nil when it
    /// points elsewhere (a value libxml2 had to copy to normalize it).
    func offset(ofBuffered pointer: UnsafePointer<xmlChar>) -> Int? {
        guard let input = context?.pointee.input, let base = input.pointee.base, let end = input.pointee.end,
              pointer >= base, pointer < end else { return nil }
        return Int(input.pointee.consumed) + (pointer - base)
    }

    func stop(_ problem: SVGProblem) {
        problems.append(problem)
        stopped = true
        if let context { xmlStopParser(context) }
    }

    /// The offset of the `<` that opened the tag libxml2 is in: attribute values cannot
    /// contain a raw `<`, so it is the last one before the current offset.
    func tagStart(before offset: Int) -> Int {
        let last = min(offset, bytes.count - 1)
        guard last > 0 else { return 0 }
        // Without bounds checks: a tag holding path data is kilobytes long.
        return bytes.withUnsafeBufferPointer { buffer in
            var index = last
            while index > 0 && buffer[index] != UInt8(ascii: "<") { index -= 1 }
            return index
        }
    }

    /// Where the markup libxml2 has just read (a DOCTYPE, a processing instruction)
    /// starts: the last `opener` in the file that leaves room for `minimumLength` bytes
    /// of markup before `end`. libxml2 calls back once past the markup, so searching back
    /// from there would find the next markup's opener, or one written inside this one's
    /// data or quoted ID; this starts as far back as the markup's known length allows.
    /// Never reads outside the file; 0 when there is no opener.
    func markupStart(opener: [UInt8], end: Int, minimumLength: Int) -> Int {
        var index = min(end - minimumLength, bytes.count - opener.count)
        while index > 0 {
            if bytes[index] == opener[0] && bytes[index..<(index + opener.count)].elementsEqual(opener) { return index }
            index -= 1
        }
        return 0
    }

    /// An element whose end tag has not been read yet; it becomes an `SVGElement`,
    /// children and all, when it ends.
    struct OpenElement {
        let localName: String
        let knownName: UInt8
        let prefix: String?
        let namespaceURI: String?
        let attributes: [SVGAttribute]
        let position: SourcePosition
        /// Its place in `markup.elements` (-1 when not recorded).
        let markupIndex: Int
        var children: [SVGNode] = []

        /// The first child makes room for four: an element with children nearly always
        /// has more than one (a root's title and path), and growing from the smallest
        /// array cost a second allocation and a copy.
        mutating func addChild(_ node: SVGNode) {
            if children.isEmpty { children.reserveCapacity(4) }
            children.append(node)
        }
    }

    /// Whether the bytes at `range` spell `prefix:local` (or `local` without a prefix).
    func name(at range: Range<Int>, is prefix: UnsafeBufferPointer<UInt8>?, _ local: UnsafeBufferPointer<UInt8>) -> Bool {
        guard range.count == (prefix.map { $0.count + 1 } ?? 0) + local.count else { return false }
        guard let prefix else { return bytes(at: range.lowerBound, equal: local) }
        return bytes(at: range.lowerBound, equal: prefix) && bytes[range.lowerBound + prefix.count] == UInt8(ascii: ":")
            && bytes(at: range.lowerBound + prefix.count + 1, equal: local)
    }

    /// Whether the file holds `other` at `start` (the caller checked the length).
    func bytes(at start: Int, equal other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let otherStart = other.baseAddress, !other.isEmpty else { return true }
        return bytes.withUnsafeBytes { memcmp($0.baseAddress! + start, otherStart, other.count) == 0 }
    }

    /// Finds libxml2's attributes among the written ones. They come in the order they
    /// were written, so the search starts after the last one found and nearly always
    /// succeeds at once; it goes round once, so a surprise in the order costs time, not
    /// a wrong position.
    struct AttributeLocator {
        let written: [StartTag.Attribute]
        var next = 0

        mutating func find(_ matches: (Range<Int>) -> Bool) -> StartTag.Attribute? {
            for step in 0..<written.count {
                let index = (next + step) % written.count
                if matches(written[index].name) {
                    next = index + 1
                    return written[index]
                }
            }
            return nil
        }
    }

    /// libxml2's SAX2 start-of-element arguments, as Swift values: `attributes` holds
    /// five pointers per attribute (local name, prefix, URI, value start, value end),
    /// `namespaces` two per declaration (prefix, URI).
    func startElement(localName: UnsafePointer<xmlChar>, prefix: UnsafePointer<xmlChar>?, uri: UnsafePointer<xmlChar>?,
                      namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, namespaceCount: Int,
                      attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, attributeCount: Int) {
        guard !stopped else { return }
        addPendingText()
        elementCount += 1
        let offset = currentOffset
        // The tag's `<` comes before its first attribute's value: searching back from
        // there, not from the tag's end, skips the path data of `<path d="…">`.
        let firstValue = attributeCount > 0 ? attributes?[3].flatMap(offset(ofBuffered:)) : nil
        let start = tagStart(before: min(firstValue ?? offset, offset))
        let position = lines.position(ofByte: start)
        if stack.count >= limits.maximumDepth {
            stop(SVGProblem(kind: .tooDeep, message: "elements are nested more than \(limits.maximumDepth) deep", position: position))
            return
        }
        if elementCount > limits.maximumElements {
            stop(SVGProblem(kind: .tooManyElements, message: "more than \(limits.maximumElements) elements", position: position))
            return
        }
        var built: [SVGAttribute] = []
        let total = (attributes == nil ? 0 : attributeCount) + (namespaces == nil ? 0 : namespaceCount)
        // Where the tag and each attribute were written: libxml2 read the tag as
        // well-formed, so the tokenizer reads all of it; when it cannot, attributes get the
        // element's position (and the fixer leaves the file alone).
        if recordsMarkup {
            // The last tag's markup holds the array: a new one of the tag's size, as
            // `StartTag.read` makes, not a copy-on-write of the largest capacity yet.
            writtenAttributes = []
            writtenAttributes.reserveCapacity(total)
        } else {
            writtenAttributes.removeAll(keepingCapacity: true)
        }
        var head: StartTag.Head?
        if total > 0 || recordsMarkup {
            head = bytes.withUnsafeBufferPointer { StartTag.read($0, at: start, into: &writtenAttributes) }
            if head == nil { writtenAttributes.removeAll(keepingCapacity: true) }
        }
        // The markup's tag shares the array until the next tag is read into it.
        if recordsMarkup { markup.elements.append(ReadMarkup.Element(tag: head.map { StartTag($0, attributes: writtenAttributes) }, end: nil)) }
        if total > 0 {
            built.reserveCapacity(total)
            var locator = AttributeLocator(written: writtenAttributes)
            func add(prefix: UnsafeBufferPointer<UInt8>?, local: UnsafeBufferPointer<UInt8>, localName: String, namespaceURI: String?, value: String, knownName: UInt8 = 0) {
                let found = locator.find { name(at: $0, is: prefix, local) }
                let qualifiedName = prefix.map { String(decoding: $0, as: UTF8.self) + ":" + localName } ?? localName
                built.append(SVGAttribute(qualifiedName: qualifiedName, localName: localName, namespaceURI: namespaceURI, value: value,
                                          position: found.map { lines.position(ofByte: $0.name.lowerBound) } ?? position,
                                          valueOffset: found?.value.lowerBound, knownName: prefix == nil ? knownName : 0))
            }
            if let attributes {
                for index in 0..<attributeCount {
                    let base = index * 5
                    guard let local = attributes[base] else { continue }
                    var value = ""
                    var raw = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                    if let valueStart = attributes[base + 3], let valueEnd = attributes[base + 4] {
                        raw = UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart)
                        value = String(decoding: raw, as: UTF8.self)
                        // Without entity substitution libxml2 hands `&amp;` back as the
                        // character reference `&#38;` (every other reference arrives decoded).
                        // Look at the bytes first (memchr: path data runs to kilobytes), as this
                        // runs for every attribute of every file.
                        if memchr(valueStart, Int32(UInt8(ascii: "&")), raw.count) != nil {
                            value = value.replacingOccurrences(of: "&#38;", with: "&")
                            securitySuspect = true
                        }
                    }
                    let localBytes = cBytes(local)
                    if !securitySuspect && SVGSecurity.mayInterest(attribute: localBytes, namespaced: attributes[base + 2] != nil, value: raw) {
                        securitySuspect = true
                    }
                    if attributes[base + 2] == nil && Self.isStyle(localBytes) { usesCSS = true }
                    let known = KnownName.read(localBytes)
                    add(prefix: attributes[base + 1].map(cBytes), local: localBytes, localName: known.name,
                        namespaceURI: namespaceString(attributes[base + 2]), value: value, knownName: known.number)
                }
            }
            // Namespace declarations are attributes as written; keep them so checks can see them.
            if let namespaces {
                let xmlns = UnsafeBufferPointer(start: Self.xmlns.utf8Start, count: Self.xmlns.utf8CodeUnitCount)
                for index in 0..<namespaceCount {
                    let declared = namespaces[index * 2].map(cBytes)
                    let value = namespaceString(namespaces[index * 2 + 1]) ?? ""
                    if !securitySuspect && SVGSecurity.mayInterest(namespaceDeclaration: value) { securitySuspect = true }
                    if let declared {
                        add(prefix: xmlns, local: declared, localName: String(decoding: declared, as: UTF8.self),
                            namespaceURI: SVGDocument.xmlnsNamespace, value: value)
                    } else {
                        add(prefix: nil, local: xmlns, localName: "xmlns", namespaceURI: SVGDocument.xmlnsNamespace, value: value)
                    }
                }
            }
        }
        let elementBytes = cBytes(localName)
        if !usesCSS && Self.isStyle(elementBytes) { usesCSS = true }
        let known = KnownName.read(elementBytes)
        if !securitySuspect && SVGSecurity.mayInterest(element: known.number, elementBytes) { securitySuspect = true }
        stack.append(OpenElement(localName: known.name, knownName: known.number, prefix: prefix.map { String(cString: $0) },
                                 namespaceURI: namespaceString(uri), attributes: built, position: position,
                                 markupIndex: recordsMarkup ? markup.elements.count - 1 : -1))
    }

    static let xmlns: StaticString = "xmlns"

    /// Whether a name read is `style`.
    @inline(__always)
    static func isStyle(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 5 && name[0] == UInt8(ascii: "s") && name[1] == UInt8(ascii: "t") && name[2] == UInt8(ascii: "y")
            && name[3] == UInt8(ascii: "l") && name[4] == UInt8(ascii: "e")
    }

    /// The namespaces nearly every file names, shared rather than copied per element;
    /// the checks compare against these very strings.
    static let knownNamespaces = [SVGDocument.svgNamespace, SVGDocument.xlinkNamespace, SVGDocument.xmlnsNamespace]

    func namespaceString(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        let text = cBytes(pointer)
        for known in Self.knownNamespaces where known.utf8.count == text.count {
            if known.utf8.withContiguousStorageIfAvailable({ memcmp($0.baseAddress!, text.baseAddress!, text.count) == 0 }) == true { return known }
        }
        return String(decoding: text, as: UTF8.self)
    }

    func endElement() {
        guard !stopped else { return }
        addPendingText()
        guard let open = stack.popLast() else { return }
        // libxml2 calls back just past the end tag's `>`, or the start tag's `/>`.
        let end = currentOffset
        if recordsMarkup, let tag = markup.elements[open.markupIndex].tag, end >= tag.end, end <= bytes.count, bytes[end - 1] == UInt8(ascii: ">") {
            markup.elements[open.markupIndex].end = end
        }
        let element = SVGElement(localName: open.localName, prefix: open.prefix, namespaceURI: open.namespaceURI,
                                 attributes: open.attributes, children: open.children, position: open.position, knownName: open.knownName)
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].addChild(.element(element))
        }
    }

    func characters(_ text: UnsafeBufferPointer<UInt8>) {
        guard !stopped, !stack.isEmpty else { return }
        if pendingTextPosition == nil {
            pendingTextPosition = lines.position(ofByte: max(0, currentOffset - text.count))
        }
        pendingText += String(decoding: text, as: UTF8.self)
    }

    /// The gathered text, as the last child of the innermost open element.
    func addPendingText() {
        guard let position = pendingTextPosition else { return }
        if !stack.isEmpty {
            stack[stack.count - 1].addChild(.text(pendingText, position: position))
        }
        pendingText = ""
        pendingTextPosition = nil
    }

    /// A comment libxml2 has just read (it calls back just past the `-->`): where it
    /// starts is the last `<!--` before, as its text cannot hold `--`.
    func comment() {
        guard recordsMarkup, !stopped else { return }
        let end = currentOffset
        let start = markupStart(opener: Self.commentOpener, end: end, minimumLength: 7)
        guard end >= 7, end <= bytes.count, bytes[start..<(start + 4)].elementsEqual(Self.commentOpener),
              bytes[(end - 3)..<end].elementsEqual(Self.commentCloser) else {
            markup.complete = false
            return
        }
        markup.comments.append(start..<end)
    }

    static let commentOpener = Array("<!--".utf8)
    static let commentCloser = Array("-->".utf8)

    func position(line: Int32, column: Int32) -> SourcePosition {
        SourcePosition(line: max(1, Int(line)), column: max(1, Int(column)))
    }
}

private func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

/// The bytes of a NUL-terminated libxml2 string, without copying them.
private func cBytes(_ pointer: UnsafePointer<xmlChar>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: pointer, count: strlen(UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)))
}

private func saxStartElement(
    _ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?,
    _ uri: UnsafePointer<xmlChar>?, _ nbNamespaces: Int32, _ namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?,
    _ nbAttributes: Int32, _ nbDefaulted: Int32, _ attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
) {
    guard let reader = SAXReader.from(ctx), let localname else { return }
    reader.startElement(localName: localname, prefix: prefix, uri: uri, namespaces: namespaces, namespaceCount: max(0, Int(nbNamespaces)),
                        attributes: attributes, attributeCount: max(0, Int(nbAttributes)))
}

private func saxComment(_ ctx: UnsafeMutableRawPointer?, _ value: UnsafePointer<xmlChar>?) {
    SAXReader.from(ctx)?.comment()
}

private func saxEndElement(_ ctx: UnsafeMutableRawPointer?, _ localname: UnsafePointer<xmlChar>?, _ prefix: UnsafePointer<xmlChar>?, _ uri: UnsafePointer<xmlChar>?) {
    SAXReader.from(ctx)?.endElement()
}

private func saxCharacters(_ ctx: UnsafeMutableRawPointer?, _ characters: UnsafePointer<xmlChar>?, _ length: Int32) {
    guard let reader = SAXReader.from(ctx), let characters, length > 0 else { return }
    reader.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
}

private func saxProcessingInstruction(_ ctx: UnsafeMutableRawPointer?, _ target: UnsafePointer<xmlChar>?, _ data: UnsafePointer<xmlChar>?) {
    guard let reader = SAXReader.from(ctx), !reader.stopped else { return }
    let name = string(target) ?? "?"
    // libxml2 calls back just after the `?>`. The instruction is `<?`, its target, then
    // (after blanks) its data, then `?>`: at least this long.
    let targetBytes = target.map { Array(cBytes($0)) } ?? []
    let dataLength = data.map { cBytes($0).count } ?? 0
    let index = reader.markupStart(opener: Array("<?".utf8) + targetBytes, end: reader.currentOffset,
                                   minimumLength: 2 + targetBytes.count + (dataLength > 0 ? 1 + dataLength : 0) + 2)
    reader.problems.append(SVGProblem(
        kind: .processingInstruction,
        message: "processing instruction <?\(name) ...?> is not allowed (it can make a renderer fetch a stylesheet); remove it",
        position: reader.lines.position(ofByte: index)))
}

private func saxInternalSubset(_ ctx: UnsafeMutableRawPointer?, _ name: UnsafePointer<xmlChar>?, _ externalID: UnsafePointer<xmlChar>?, _ systemID: UnsafePointer<xmlChar>?) {
    guard let reader = SAXReader.from(ctx), !reader.stopped else { return }
    // Stop here, before libxml2 reads the internal subset: no entity is declared or
    // expanded and no external DTD is named to anything that could fetch it.
    // libxml2 calls back after the name, the IDs and the blanks after them. The
    // declaration is `<!DOCTYPE`, the name, `SYSTEM` or `PUBLIC` when there is an ID,
    // and each ID in quotes: at least this long, blanks aside.
    let length = { (text: UnsafePointer<xmlChar>?) in text.map { cBytes($0).count } }
    let ids = [length(externalID), length(systemID)].compactMap { $0 }
    var end = min(reader.currentOffset, reader.bytes.count)
    while end > 0 && [0x20, 0x09, 0x0A, 0x0D].contains(reader.bytes[end - 1]) { end -= 1 }
    let index = reader.markupStart(opener: Array("<!DOCTYPE".utf8), end: end,
                                   minimumLength: 9 + (length(name) ?? 0) + (ids.isEmpty ? 0 : 6) + ids.reduce(0) { $0 + 2 + $1 })
    let external = string(systemID).map { " referring to \"\($0)\"" } ?? ""
    reader.doctypeStart = index
    // The words for a DOCTYPE whose end cannot be found; one that ends is reported by
    // `SVGDocument.parse` once the rest is read.
    reader.stop(SVGProblem(
        kind: .doctype,
        message: "DOCTYPE\(external) is not allowed, and its end could not be found, so nothing after it was read: a DTD can expand entities or load other files, and SVG needs none",
        position: reader.lines.position(ofByte: index)))
}

private func saxStructuredError(_ ctx: UnsafeMutableRawPointer?, _ error: UnsafeMutablePointer<xmlError>?) {
    guard let reader = SAXReader.from(ctx), let error, !reader.stopped else { return }
    let level = error.pointee.level
    let message = (error.pointee.message.map { String(cString: $0) } ?? "XML error").trimmingCharacters(in: .whitespacesAndNewlines)
    let position = reader.position(line: error.pointee.line, column: error.pointee.int2)
    if level == XML_ERR_WARNING { return }
    // libxml2 keeps parsing after some errors to report more; one is enough to know the
    // file is not well-formed, and the first is the one to fix.
    reader.stop(SVGProblem(kind: .malformed, message: message, position: position))
}

/// Where a DOCTYPE declaration ends, found without libxml2: quoted IDs and literals,
/// comments and the `[...]` internal subset are skipped as written, so a `>` inside
/// them does not end it. Only the bytes are scanned; nothing is declared or expanded.
struct DoctypeExtent {
    /// From `<!DOCTYPE` to its closing `>`, included.
    let range: Range<Int>
    let hasInternalSubset: Bool
    /// The system ID, when one is written before the subset.
    let systemID: String?

    /// nil when `bytes` does not hold `<!DOCTYPE` at `start` or the declaration never ends.
    init?(_ bytes: [UInt8], start: Int) {
        let opener = Array("<!DOCTYPE".utf8)
        guard start >= 0, start + opener.count <= bytes.count, Array(bytes[start..<(start + opener.count)]) == opener else { return nil }
        var index = start + opener.count
        var inSubset = false
        var hadSubset = false
        var literals: [String] = []
        let comment = Array("<!--".utf8)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                guard let close = bytes[(index + 1)...].firstIndex(of: byte) else { return nil }
                if !hadSubset { literals.append(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)) }
                index = close + 1
                continue
            }
            if inSubset {
                if byte == UInt8(ascii: "<"), bytes[index...].starts(with: comment) {
                    var end = index + comment.count
                    while end + 2 < bytes.count && !(bytes[end] == UInt8(ascii: "-") && bytes[end + 1] == UInt8(ascii: "-") && bytes[end + 2] == UInt8(ascii: ">")) { end += 1 }
                    guard end + 2 < bytes.count else { return nil }
                    index = end + 3
                    continue
                }
                if byte == UInt8(ascii: "]") { inSubset = false }
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
                hadSubset = true
            } else if byte == UInt8(ascii: ">") {
                range = start..<(index + 1)
                hasInternalSubset = hadSubset
                // `PUBLIC "public id" "system id"` or `SYSTEM "system id"`: the last literal.
                systemID = literals.last
                return
            }
            index += 1
        }
        return nil
    }
}

/// The element and attribute names nearly every glyph is written with, handed out as
/// constants: a name read is compared with the one candidate of its length and first
/// letter, where making a new `String` of it cost some 180 instructions (validating,
/// then building it), for every element and attribute of every file.
enum KnownName {
    /// A name read: its number (0 when it is no known name) and its text, the constant
    /// for a known name, decoded from the bytes otherwise. The one reading of a name the
    /// SAX reader makes, for elements and attributes alike.
    @inline(__always)
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> (number: UInt8, name: String) {
        let number = number(bytes)
        return (number, number == 0 ? String(decoding: bytes, as: UTF8.self) : names[Int(number)])
    }

    /// The names, by number (0 is no known name): the tree keeps each element's and
    /// attribute's number (`SVGElement.knownName`, `SVGAttribute.knownName`), and the
    /// profile walk answers from tables by number (`KnownNameRoles`) what it asked
    /// `NameTable`s by string, hashing every name.
    static let names: [String] = [
        "", "d", "g", "x", "y", "r", "id", "cx", "cy", "rx", "ry", "x1", "x2", "y1", "y2", "svg", "use", "path",
        "fill", "role", "rect", "defs", "desc", "line", "stop", "href", "title", "style", "class", "width",
        "height", "stroke", "circle", "points", "viewBox", "version", "opacity", "polygon", "ellipse", "clipPath",
        "polyline", "metadata", "transform", "fill-rule", "clip-rule", "clip-path", "stroke-width",
        "linearGradient",
    ]

    /// The numbers of the names asked for by number (`SVGElement.attributeIndex(_:known:)`):
    /// `names[Int(fill)]` is "fill".
    static let d: UInt8 = 1, width: UInt8 = 29, height: UInt8 = 30, fill: UInt8 = 18, stroke: UInt8 = 31,
               points: UInt8 = 33, viewBox: UInt8 = 34, opacity: UInt8 = 36, transform: UInt8 = 42,
               strokeWidth: UInt8 = 46

    /// The number of the name these bytes spell, or 0.
    static func number(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        guard let base = bytes.baseAddress, let first = bytes.first else { return 0 }
        func equals(_ name: StaticString) -> Bool { memcmp(base, name.utf8Start, bytes.count) == 0 }
        switch (bytes.count, first) {
        case (1, UInt8(ascii: "d")): return 1
        case (1, UInt8(ascii: "g")): return 2
        case (1, UInt8(ascii: "x")): return 3
        case (1, UInt8(ascii: "y")): return 4
        case (1, UInt8(ascii: "r")): return 5
        case (2, UInt8(ascii: "i")): return equals("id") ? 6 : 0
        case (2, UInt8(ascii: "c")): return equals("cx") ? 7 : equals("cy") ? 8 : 0
        case (2, UInt8(ascii: "r")): return equals("rx") ? 9 : equals("ry") ? 10 : 0
        case (2, UInt8(ascii: "x")): return equals("x1") ? 11 : equals("x2") ? 12 : 0
        case (2, UInt8(ascii: "y")): return equals("y1") ? 13 : equals("y2") ? 14 : 0
        case (3, UInt8(ascii: "s")): return equals("svg") ? 15 : 0
        case (3, UInt8(ascii: "u")): return equals("use") ? 16 : 0
        case (4, UInt8(ascii: "p")): return equals("path") ? 17 : 0
        case (4, UInt8(ascii: "f")): return equals("fill") ? 18 : 0
        case (4, UInt8(ascii: "r")): return equals("role") ? 19 : equals("rect") ? 20 : 0
        case (4, UInt8(ascii: "d")): return equals("defs") ? 21 : equals("desc") ? 22 : 0
        case (4, UInt8(ascii: "l")): return equals("line") ? 23 : 0
        case (4, UInt8(ascii: "s")): return equals("stop") ? 24 : 0
        case (4, UInt8(ascii: "h")): return equals("href") ? 25 : 0
        case (5, UInt8(ascii: "t")): return equals("title") ? 26 : 0
        case (5, UInt8(ascii: "s")): return equals("style") ? 27 : 0
        case (5, UInt8(ascii: "c")): return equals("class") ? 28 : 0
        case (5, UInt8(ascii: "w")): return equals("width") ? 29 : 0
        case (6, UInt8(ascii: "h")): return equals("height") ? 30 : 0
        case (6, UInt8(ascii: "s")): return equals("stroke") ? 31 : 0
        case (6, UInt8(ascii: "c")): return equals("circle") ? 32 : 0
        case (6, UInt8(ascii: "p")): return equals("points") ? 33 : 0
        case (7, UInt8(ascii: "v")): return equals("viewBox") ? 34 : equals("version") ? 35 : 0
        case (7, UInt8(ascii: "o")): return equals("opacity") ? 36 : 0
        case (7, UInt8(ascii: "p")): return equals("polygon") ? 37 : 0
        case (7, UInt8(ascii: "e")): return equals("ellipse") ? 38 : 0
        case (8, UInt8(ascii: "c")): return equals("clipPath") ? 39 : 0
        case (8, UInt8(ascii: "p")): return equals("polyline") ? 40 : 0
        case (8, UInt8(ascii: "m")): return equals("metadata") ? 41 : 0
        case (9, UInt8(ascii: "t")): return equals("transform") ? 42 : 0
        case (9, UInt8(ascii: "f")): return equals("fill-rule") ? 43 : 0
        case (9, UInt8(ascii: "c")): return equals("clip-rule") ? 44 : equals("clip-path") ? 45 : 0
        case (12, UInt8(ascii: "s")): return equals("stroke-width") ? 46 : 0
        case (14, UInt8(ascii: "l")): return equals("linearGradient") ? 47 : 0
        default: return 0
        }
    }
}
