import Foundation

/// The one way packtool writes JSON: every report, baseline, verdict file and studio
/// reply goes through `encoded` (the trick model's `trainedOn` too, through `compact`),
/// and every hand-laid file (the archive manifest, the catalogue, the trust file, a new
/// pack's letter map, whose exact bytes are fixed so the same input always gives the
/// same file) quotes its strings with `quoted`.
public enum JSONText {
    public enum Layout: Sendable {
        /// Indented, one member per line, ending in a newline: files and reports people read.
        case pretty
        /// One line: replies a program reads.
        case compact
    }

    /// `value` as JSON with its keys sorted, so the same value is the same bytes on every
    /// platform; slashes are not escaped (paths and URLs stay readable).
    public static func encoded(_ value: some Encodable, layout: Layout = .pretty) throws -> Data {
        let encoder = JSONEncoder()
        switch layout {
        case .pretty: encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        case .compact: encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        }
        let data = try encoder.encode(value)
        return layout == .pretty ? data + Data("\n".utf8) : data
    }

    /// `encoded` as text. A value packtool builds always encodes (strings, numbers and
    /// containers of them); should one ever not, `fallback` is written instead.
    public static func string(_ value: some Encodable, layout: Layout = .pretty, fallback: String = "{}\n") -> String {
        guard let data = try? encoded(value, layout: layout) else { return fallback }
        return String(decoding: data, as: UTF8.self)
    }

    /// A value `JSONDocument` read, written back by `encoded` on one line (what the trick
    /// model gives as `trainedOn`): keys sorted, a repeated key's last value, strings as
    /// they read, a number as an integer when it is one and as a Double otherwise.
    static func compact(_ node: JSONNode) -> String? {
        guard let data = try? encoded(EncodableNode(node: node), layout: .compact) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private struct EncodableNode: Encodable {
        let node: JSONNode

        struct Key: CodingKey {
            let stringValue: String
            init(stringValue: String) { self.stringValue = stringValue }
            var intValue: Int? { nil }
            init?(intValue: Int) { nil }
        }

        func encode(to encoder: any Encoder) throws {
            switch node.value {
            case .object:
                var container = encoder.container(keyedBy: Key.self)
                for (key, value) in node.uniqueMembers ?? [:] { try container.encode(EncodableNode(node: value), forKey: Key(stringValue: key)) }
            case .array(let items):
                var container = encoder.unkeyedContainer()
                for item in items { try container.encode(EncodableNode(node: item)) }
            case .string(let text):
                var container = encoder.singleValueContainer()
                try container.encode(text)
            case .number(let text):
                var container = encoder.singleValueContainer()
                if let integer = Int(text) { try container.encode(integer) } else { try container.encode(Double(text) ?? 0) }
            case .bool(let flag):
                var container = encoder.singleValueContainer()
                try container.encode(flag)
            case .null:
                var container = encoder.singleValueContainer()
                try container.encodeNil()
            }
        }
    }

    /// `text` as a JSON string literal, quotes included: `"` and `\` escaped, control
    /// characters as `\u00XX`, everything else as it is (UTF-8).
    public static func quoted(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
