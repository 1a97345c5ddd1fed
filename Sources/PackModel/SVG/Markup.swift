import Foundation

/// Writes XML/HTML markup with every value escaped. The preview composer builds all of
/// its output through these helpers, so no text from a pack reaches the output raw;
/// `escape` is the one XML and HTML escaper (the studio's page uses it too).
public enum Markup {
    typealias Attributes = [(name: String, value: String)]

    /// Escapes text for element content and for double- or single-quoted attribute
    /// values. Tab, line feed and carriage return become character references (so an
    /// attribute keeps them); other control characters, which XML 1.0 forbids, are dropped.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && value != 0x7F && value != 0xFFFE && value != 0xFFFF
                if allowed { result.unicodeScalars.append(scalar) }
            }
        }
        return result
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
