/// A JSON parser that keeps what `JSONSerialization` and `JSONDecoder` throw away:
/// where each value stands in the file, the order of an object's keys, every duplicate
/// key (decoders silently keep the last one), and whether a number was written as a
/// number. Letter maps are small; this parser is strict RFC 8259 with depth and size
/// limits so a hostile map cannot exhaust the stack or memory.
public struct JSONNode: Sendable, Equatable {
    public enum Value: Sendable, Equatable {
        case object([Member])
        case array([JSONNode])
        case string(String)
        /// The number's text exactly as written (never converted).
        case number(String)
        case bool(Bool)
        case null
    }

    public struct Member: Sendable, Equatable {
        public let key: String
        public let keyPosition: SourcePosition
        public let value: JSONNode
    }

    public let value: Value
    public let position: SourcePosition

    /// The JSON type's name as a user reads it in a message.
    public var typeName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The object's members, or nil if this is not an object.
    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    /// The last member with this key (what a JSON decoder would see), or nil.
    public func member(_ key: String) -> Member? {
        members?.last { $0.key == key }
    }

    public var stringValue: String? {
        if case .string(let string) = value { return string }
        return nil
    }
}

extension JSONNode {
    /// The number as a Double (what a JSON decoder reads), or nil if this is not a number.
    var doubleValue: Double? {
        if case .number(let text) = value { return Double(text) }
        return nil
    }

    /// The object's members by key, the last of a repeated key winning (as a decoder
    /// reads them), or nil if this is not an object.
    var uniqueMembers: [String: JSONNode]? {
        guard let members else { return nil }
        var table: [String: JSONNode] = [:]
        table.reserveCapacity(members.count)
        for member in members { table[member.key] = member.value }
        return table
    }

    /// The number when it is whole and fits an Int (`3`, and `3.0` or `3e0` as a decoder
    /// reads them), or nil.
    var integerValue: Int? {
        guard case .number(let text) = value else { return nil }
        if let exact = Int(text) { return exact }
        guard let double = Double(text), double.rounded() == double, abs(double) < 0x1p63 else { return nil }
        return Int(double)
    }
}

public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public let position: SourcePosition

    public var description: String { "line \(position.line), column \(position.column): \(message)" }
}

public enum JSONDocument {
    public static let maximumDepth = 64
    public static let maximumBytes = PackPolicy.standard.maximumJSONBytes

    /// Parses a whole document of at most `maximumBytes` (a letter map's limit unless a
    /// caller such as the catalogue reader passes its own, from `PackPolicy`).
    public static func parse(_ bytes: [UInt8], maximumBytes: Int = maximumBytes) throws(JSONSyntaxError) -> JSONNode {
        var parser = Parser(bytes: bytes, maximumBytes: maximumBytes)
        return try parser.parseDocument()
    }

    private struct Parser {
        let bytes: [UInt8]
        let lines: LineIndex
        let maximumBytes: Int
        var offset = 0
        var depth = 0
        /// The line (0-based) of the last value or key whose position was taken: the parser
        /// only moves forward, so the next one is found from here (`here()`).
        var line = 0

        init(bytes: [UInt8], maximumBytes: Int) {
            self.bytes = bytes
            self.maximumBytes = maximumBytes
            self.lines = LineIndex(bytes)
        }

        func error(_ message: String, at byte: Int? = nil) -> JSONSyntaxError {
            JSONSyntaxError(message: message, position: lines.position(ofByte: byte ?? offset))
        }

        mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
            if bytes.count > maximumBytes {
                throw error("file is larger than \(maximumBytes / 1024) KiB", at: 0)
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
            if let bad = UTF8Check.firstInvalidOffset(in: bytes, from: offset) {
                throw error("file is not valid UTF-8", at: bad)
            }
            skipWhitespace()
            let node = try parseValue()
            skipWhitespace()
            if offset < bytes.count {
                throw error("unexpected \(describeCurrent()) after the end of the JSON value")
            }
            return node
        }

        /// Where the byte at `offset` stands. Errors, which may point back (at an opening
        /// quote), ask `lines.position(ofByte:)` instead.
        mutating func here() -> SourcePosition {
            lines.position(ofByte: offset, movingForward: &line)
        }

        func describeCurrent() -> String {
            guard offset < bytes.count else { return "end of file" }
            let byte = bytes[offset]
            if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }

        mutating func skipWhitespace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
            guard offset < bytes.count else { throw error("expected a value but the file ended") }
            let start = here()
            switch bytes[offset] {
            case UInt8(ascii: "{"): return JSONNode(value: try parseObject(), position: start)
            case UInt8(ascii: "["): return JSONNode(value: try parseArray(), position: start)
            case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), position: start)
            case UInt8(ascii: "t"): try expectLiteral("true"); return JSONNode(value: .bool(true), position: start)
            case UInt8(ascii: "f"): try expectLiteral("false"); return JSONNode(value: .bool(false), position: start)
            case UInt8(ascii: "n"): try expectLiteral("null"); return JSONNode(value: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return JSONNode(value: .number(try parseNumber()), position: start)
            default:
                throw error("expected a value but found \(describeCurrent())")
            }
        }

        mutating func enter() throws(JSONSyntaxError) {
            depth += 1
            if depth > JSONDocument.maximumDepth {
                throw error("values are nested more than \(JSONDocument.maximumDepth) deep")
            }
        }

        mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
            try enter()
            defer { depth -= 1 }
            offset += 1
            var members: [JSONNode.Member] = []
            members.reserveCapacity(4)  // a letter's entry has two; one allocation, not two
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw error("expected a key in double quotes but found \(describeCurrent())")
                }
                let keyPosition = here()
                let key = try parseString()
                skipWhitespace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
                    throw error("expected ':' after the key \"\(key)\" but found \(describeCurrent())")
                }
                offset += 1
                skipWhitespace()
                let value = try parseValue()
                members.append(JSONNode.Member(key: key, keyPosition: keyPosition, value: value))
                skipWhitespace()
                guard offset < bytes.count else { throw error("the object is not closed: expected ',' or '}'") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                        throw error("trailing comma before '}'")
                    }
                    continue
                }
                if bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .object(members)
                }
                throw error("expected ',' or '}' after the value of \"\(key)\" but found \(describeCurrent())")
            }
        }

        mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
            try enter()
            defer { depth -= 1 }
            offset += 1
            var elements: [JSONNode] = []
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                offset += 1
                return .array(elements)
            }
            while true {
                skipWhitespace()
                elements.append(try parseValue())
                skipWhitespace()
                guard offset < bytes.count else { throw error("the array is not closed: expected ',' or ']'") }
                if bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                    skipWhitespace()
                    if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                        throw error("trailing comma before ']'")
                    }
                    continue
                }
                if bytes[offset] == UInt8(ascii: "]") {
                    offset += 1
                    return .array(elements)
                }
                throw error("expected ',' or ']' but found \(describeCurrent())")
            }
        }

        mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
            let utf8 = Array(literal.utf8)
            guard offset + utf8.count <= bytes.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
                throw error("expected a value but found \(describeCurrent())")
            }
            offset += utf8.count
        }

        mutating func parseNumber() throws(JSONSyntaxError) -> String {
            let start = offset
            if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            func isDigit(_ index: Int) -> Bool {
                index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
            }
            guard isDigit(offset) else { throw error("invalid number: expected a digit") }
            if bytes[offset] == UInt8(ascii: "0") {
                offset += 1
                if isDigit(offset) { throw error("invalid number: leading zeros are not allowed in JSON numbers") }
            } else {
                while isDigit(offset) { offset += 1 }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
                offset += 1
                guard isDigit(offset) else { throw error("invalid number: expected a digit after '.'") }
                while isDigit(offset) { offset += 1 }
            }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
                offset += 1
                if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
                guard isDigit(offset) else { throw error("invalid number: expected a digit in the exponent") }
                while isDigit(offset) { offset += 1 }
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func parseString() throws(JSONSyntaxError) -> String {
            let openQuote = offset
            offset += 1
            // Most strings (keys, codes, file names) have no escape: find the closing quote
            // and decode the bytes in between at once.
            if let plain = plainString(from: offset) {
                offset = plain.end + 1
                return plain.text
            }
            // Runs between escapes are decoded whole: appending them scalar by scalar
            // cost more than the rest of the parse.
            var text = ""
            var runStart = offset
            func flush(_ end: Int) {
                text += String(decoding: bytes[runStart..<end], as: UTF8.self)
            }
            while true {
                guard offset < bytes.count else { throw error("the string is not closed", at: openQuote) }
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    flush(offset)
                    offset += 1
                    return text
                }
                if byte < 0x20 {
                    throw error("control character inside a string (write it as an escape such as \\n)")
                }
                if byte != UInt8(ascii: "\\") {
                    offset += 1
                    continue
                }
                flush(offset)
                offset += 1
                guard offset < bytes.count else { throw error("the string is not closed", at: openQuote) }
                let escape = bytes[offset]
                offset += 1
                switch escape {
                case UInt8(ascii: "\""): text.unicodeScalars.append("\"")
                case UInt8(ascii: "\\"): text.unicodeScalars.append("\\")
                case UInt8(ascii: "/"): text.unicodeScalars.append("/")
                case UInt8(ascii: "b"): text.unicodeScalars.append("\u{08}")
                case UInt8(ascii: "f"): text.unicodeScalars.append("\u{0C}")
                case UInt8(ascii: "n"): text.unicodeScalars.append("\n")
                case UInt8(ascii: "r"): text.unicodeScalars.append("\r")
                case UInt8(ascii: "t"): text.unicodeScalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired UTF-16 surrogate in \\u escape")
                        }
                        offset += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired UTF-16 surrogate in \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired UTF-16 surrogate in \\u escape")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    text.unicodeScalars.append(scalar)
                default:
                    throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))' in a string", at: offset - 2)
                }
                runStart = offset
            }
        }

        /// The string from `start` to the next `"` when nothing before it is a backslash or
        /// a control character; nil otherwise (the general path then reads it, and says
        /// what is wrong).
        func plainString(from start: Int) -> (text: String, end: Int)? {
            bytes.withUnsafeBufferPointer { buffer -> (text: String, end: Int)? in
                var index = start
                while index < buffer.count {
                    let byte = buffer[index]
                    if byte == UInt8(ascii: "\"") {
                        return (String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self), index)
                    }
                    if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                    index += 1
                }
                return nil
            }
        }

        mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw error("incomplete \\u escape") }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[offset]
                let digit: UInt32
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
                default: throw error("invalid hex digit in \\u escape")
                }
                value = value * 16 + digit
                offset += 1
            }
            return value
        }
    }
}
