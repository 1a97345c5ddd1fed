/// The one reader of a written colour (`fill`, `stroke`, `stop-color`, …) as sRGB:
/// `svg.pale-ink` judges its contrast with the paper, `svg.editor-drawing` whether two
/// colours are the same, and the drawing resolver whether a gradient stop's colour can
/// be written as a fill (`flatPaint`).
enum SVGColour {
    /// sRGB components (0...1) of `#rgb`, `#rrggbb`, `rgb(r, g, b)` (numbers or
    /// percentages) or a CSS colour name packtool knows; nil otherwise.
    static func rgb(_ text: String) -> [Double]? {
        let value = text.trimmingCSSWhitespace.lowercased()
        if value.hasPrefix("#") {
            let digits = Array(value.dropFirst())
            guard digits.allSatisfy(\.isHexDigit) else { return nil }
            let expanded: [Character]
            switch digits.count {
            case 3: expanded = digits.flatMap { [$0, $0] }
            case 6: expanded = digits
            default: return nil
            }
            return stride(from: 0, to: 6, by: 2).map { Double(Int(String(expanded[$0...$0 + 1]), radix: 16)!) / 255 }
        }
        if value.hasPrefix("rgb("), value.hasSuffix(")") {
            let parts = value.dropFirst(4).dropLast().split(separator: ",").map { $0.trimmingCSSWhitespace }
            guard parts.count == 3 else { return nil }
            let components = parts.compactMap { part -> Double? in
                if part.hasSuffix("%") { return Double(part.dropLast()).map { min(max($0 / 100, 0), 1) } }
                return Double(part).map { min(max($0 / 255, 0), 1) }
            }
            return components.count == 3 ? components : nil
        }
        return names[value].flatMap { rgb($0) }
    }

    /// CSS colour names packtool knows: black, every light one (what `svg.pale-ink` must
    /// judge), and a few common dark ones. A name not here reads as no colour.
    static let names: [String: String] = [
        "black": "#000000", "white": "#ffffff", "snow": "#fffafa", "ivory": "#fffff0", "ghostwhite": "#f8f8ff",
        "whitesmoke": "#f5f5f5", "seashell": "#fff5ee", "linen": "#faf0e6", "floralwhite": "#fffaf0", "oldlace": "#fdf5e6",
        "beige": "#f5f5dc", "cornsilk": "#fff8dc", "lightyellow": "#ffffe0", "lemonchiffon": "#fffacd", "honeydew": "#f0fff0",
        "mintcream": "#f5fffa", "azure": "#f0ffff", "aliceblue": "#f0f8ff", "lavenderblush": "#fff0f5", "mistyrose": "#ffe4e1",
        "antiquewhite": "#faebd7", "papayawhip": "#ffefd5", "blanchedalmond": "#ffebcd", "bisque": "#ffe4c4",
        "lightgoldenrodyellow": "#fafad2", "lavender": "#e6e6fa", "gainsboro": "#dcdcdc", "lightgray": "#d3d3d3",
        "lightgrey": "#d3d3d3", "yellow": "#ffff00", "lightcyan": "#e0ffff", "moccasin": "#ffe4b5", "peachpuff": "#ffdab9",
        "navajowhite": "#ffdead", "wheat": "#f5deb3", "palegoldenrod": "#eee8aa", "khaki": "#f0e68c", "silver": "#c0c0c0",
        "gray": "#808080", "grey": "#808080", "red": "#ff0000", "blue": "#0000ff", "navy": "#000080",
    ]
}
