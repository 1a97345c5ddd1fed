/// White space as SVG and CSS read it around a value: space, tab, line feed, carriage
/// return and form feed. Other Unicode spaces (U+00A0 and friends) are not white space to a
/// renderer (`fill="\u{A0}red"` paints nothing), so they are not trimmed either: lint, fix
/// and the proof all read a value by this one rule.
enum CSSWhitespace {
    static func contains(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}

extension StringProtocol where UTF8View: BidirectionalCollection {
    /// The value without CSS white space around it. A value with none (nearly every one,
    /// path data of kilobytes included) is returned as it is, without a copy of its bytes
    /// and without Foundation's `trimmingCharacters`, which bridges through NSString.
    var trimmingCSSWhitespace: String {
        let bytes = utf8
        guard let first = bytes.first, let last = bytes.last,
              CSSWhitespace.contains(first) || CSSWhitespace.contains(last) else { return String(self) }
        guard let start = bytes.firstIndex(where: { !CSSWhitespace.contains($0) }),
              let end = bytes.lastIndex(where: { !CSSWhitespace.contains($0) }) else { return "" }
        return String(self[start...end])
    }
}
