import Foundation

/// Writes XML/HTML markup with every value escaped. The preview composer builds all of
/// its output through these helpers, so no text from a pack reaches the output raw;
/// `escape` is the one XML and HTML escaper (the studio's page uses it too).
public enum Markup {
    typealias Attributes = [(name: String, value: String)]

    /// How much `escape` escapes: everything for markup packtool writes itself, only
    /// what must be for a value written back into an artist's file.
    public enum Escaping: Sendable, Equatable {
        /// Element content and attribute values between either quote: `&`, `<`, `>`,
        /// `"` and `'` as references, tab, line feed and carriage return as character
        /// references (so an attribute keeps them); other control characters, which
        /// XML 1.0 forbids, are dropped. The preview, the placeholders and the studio's
        /// page write with it.
        case complete
        /// A value written between `quote` into a file fix rewrites: `&`, `<` and `"` as
        /// references, `'` too between single quotes, tab, line feed and carriage return
        /// as character references (a parser turns them into spaces otherwise, so the
        /// value read back would differ); nothing else touched, so the artist's text stays
        /// as written, and the value itself comes back when nothing needs escaping.
        case minimal(quote: UInt8 = UInt8(ascii: "\""))
    }

    /// The one XML and HTML escaper: `text` escaped as `escaping` says (`.complete` when
    /// not given). One pass over the bytes, and no copy when nothing needs escaping: fix
    /// runs it for every attribute it writes, and Foundation's `replacingOccurrences`,
    /// four times a value, was 6 % of fix's instructions.
    public static func escape(_ text: String, _ escaping: Escaping = .complete) -> String {
        let complete: Bool
        let apostrophes: Bool
        switch escaping {
        case .complete: (complete, apostrophes) = (true, true)
        case .minimal(let quote): (complete, apostrophes) = (false, quote == UInt8(ascii: "'"))
        }
        func needsEscape(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: "\""), 0x09, 0x0A, 0x0D: true
            case UInt8(ascii: "'"): apostrophes
            case UInt8(ascii: ">"), 0x7F, ..<0x20: complete
            case 0xEF: complete // U+FFFE and U+FFFF begin with it in UTF-8
            default: false
            }
        }
        guard text.utf8.contains(where: needsEscape) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case "\"": escaped += "&quot;"
            case "\t", "\n", "\r": escaped += "&#\(scalar.value);"
            case ">" where complete: escaped += "&gt;"
            case "'" where complete: escaped += "&#39;"
            case "'" where apostrophes: escaped += "&apos;"
            default:
                let value = scalar.value
                let allowed = !complete || (value >= 0x20 && value != 0x7F && value != 0xFFFE && value != 0xFFFF)
                if allowed { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    static func attributes(_ attributes: Attributes) -> String {
        attributes.map { " \($0.name)=\"\(escape($0.value))\"" }.joined()
    }

    /// `<name a="1"/>`
    static func empty(_ name: String, _ attributes: Attributes = []) -> String {
        "<\(name)\(Self.attributes(attributes))/>"
    }

    /// `<name a="1">` + already-built content + `</name>`
    static func element(_ name: String, _ attributes: Attributes = [], content: String) -> String {
        "<\(name)\(Self.attributes(attributes))>\(content)</\(name)>"
    }

    /// `<name a="1">escaped text</name>`
    static func text(_ name: String, _ attributes: Attributes = [], _ text: String) -> String {
        element(name, attributes, content: escape(text))
    }

    /// A number as SVG and CSS want it: no exponent, no trailing `.0`, at most 3 decimals.
    static func number(_ value: Double) -> String {
        value.isFinite ? GeometryFormat.number(value) : "0"
    }
}
