/// An SVG `viewBox`: the rectangle of user space the app scales into the glyph box.
public struct ViewBox: Sendable, Hashable, CustomStringConvertible {
    public let minX: Double
    public let minY: Double
    public let width: Double
    public let height: Double

    public init(minX: Double = 0, minY: Double = 0, width: Double, height: Double) {
        self.minX = minX
        self.minY = minY
        self.width = width
        self.height = height
    }

    /// width ÷ height.
    public var aspectRatio: Double { width / height }

    public var rect: Rect { Rect(minX: minX, minY: minY, maxX: minX + width, maxY: minY + height) }

    public var description: String {
        [minX, minY, width, height].map(GeometryFormat.number).joined(separator: " ")
    }

    /// Four finite numbers separated by whitespace and/or a comma, with a positive
    /// width and height; otherwise why not.
    public static func parse(_ text: String) -> Result<ViewBox, ViewBoxError> {
        let numbers: [Double]
        switch NumberList.parse(text) {
        case .success(let list): numbers = list
        case .failure(let error): return .failure(ViewBoxError(message: "viewBox=\"\(text)\" is not a list of numbers: \(error.message) at offset \(error.offset)"))
        }
        guard numbers.count == 4 else {
            return .failure(ViewBoxError(message: "viewBox=\"\(text)\" has \(numbers.count) number\(numbers.count == 1 ? "" : "s"); it needs four: min-x min-y width height"))
        }
        let box = ViewBox(minX: numbers[0], minY: numbers[1], width: numbers[2], height: numbers[3])
        guard box.width > 0, box.height > 0 else {
            let which = box.width <= 0 ? "width \(GeometryFormat.number(box.width))" : "height \(GeometryFormat.number(box.height))"
            return .failure(ViewBoxError(message: "viewBox=\"\(text)\" has \(which); width and height must be positive"))
        }
        return .success(box)
    }
}

extension ViewBox {
    /// `try? parse(text).get()`, read in place: the four numbers straight into the box,
    /// no list and no `Result` around it (a `viewBox` cost 1,100 instructions, every
    /// file linted). nil exactly when `parse` fails.
    static func valid(_ text: String) -> ViewBox? {
        let count = text.utf8.count
        return text.withCString { cString in
            cString.withMemoryRebound(to: UInt8.self, capacity: count + 1) { p -> ViewBox? in
                // As `NumberList.parse`: numbers separated by spaces and at most one comma,
                // none after a last comma; four of them, the last two positive.
                var numbers: (Double, Double, Double, Double) = (0, 0, 0, 0)
                var index = 0
                while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
                for slot in 0..<4 {
                    guard index < count, let (value, end) = NumberScanner.number(at: p, from: index), value.isFinite else { return nil }
                    switch slot {
                    case 0: numbers.0 = value
                    case 1: numbers.1 = value
                    case 2: numbers.2 = value
                    default: numbers.3 = value
                    }
                    index = end
                    while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
                    guard index < count, p[index] == UInt8(ascii: ",") else { continue }
                    index += 1
                    while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
                    if index >= count { return nil }
                }
                guard index >= count, numbers.2 > 0, numbers.3 > 0 else { return nil }
                return ViewBox(minX: numbers.0, minY: numbers.1, width: numbers.2, height: numbers.3)
            }
        }
    }
}

public struct ViewBoxError: Error, Sendable, Hashable {
    public let message: String
}

extension SVGElement {
    /// The parsed `viewBox` of this element, nil when absent or invalid.
    var viewBox: ViewBox? {
        value(of: "viewBox", known: KnownName.viewBox).flatMap(ViewBox.valid)
    }

    /// The box the root draws in: its viewBox, or, without one, `0 0 width height` from
    /// the width and height in user units (`ViewBox.userUnits`: what every renderer
    /// then shows, and the viewBox `packtool fix` writes). nil when neither says.
    var drawingBox: ViewBox? {
        drawingBox(viewBox: viewBox)
    }

    /// `drawingBox` when the caller already holds `viewBox` (parsed once: lint's
    /// `LintSubject.SVGFile` reads both).
    func drawingBox(viewBox: ViewBox?) -> ViewBox? {
        if attributeIndex("viewBox", known: KnownName.viewBox) != nil { return viewBox }
        guard let width = value(of: "width", known: KnownName.width).flatMap(ViewBox.userUnits), let height = value(of: "height", known: KnownName.height).flatMap(ViewBox.userUnits),
              let w = Double(width), let h = Double(height) else { return nil }
        return ViewBox(width: w, height: h)
    }
}

extension ViewBox {
    /// A root's width or height in user units, as a number to write: a plain positive
    /// number as written (`px` dropped), or one in an absolute CSS unit (`48pt`, `2in`,
    /// `12pc`, `25.4mm`) multiplied out when the result is exact in at most six
    /// decimals (`48pt` is `64`; `10pt`, 13.33…, is nil). Without a viewBox a user unit
    /// is a CSS pixel, so this is the box a renderer shows and the viewBox `packtool
    /// fix` writes: one rule for fix, its proof and lint's geometry.
    static func userUnits(_ text: String) -> String? {
        let trimmed = text.trimmingCSSWhitespace
        let lowered = trimmed.lowercased()
        var number = trimmed, factor = (numerator: 1, denominator: 1)
        for (unit, numerator, denominator) in absoluteUnits where lowered.hasSuffix(unit) {
            number = String(trimmed.dropLast(unit.count))
            factor = (numerator, denominator)
            break
        }
        guard let value = Double(number), value.isFinite, value > 0,
              number.allSatisfy({ $0.isNumber || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" || $0 == "-" }) else { return nil }
        return factor == (1, 1) ? number : exactProduct(number, factor.numerator, factor.denominator)
    }

    /// CSS's absolute units in pixels, as fractions: 1pt = 4/3 px, 1in = 96 px, 1cm =
    /// 96/2.54 px.
    static let absoluteUnits: [(unit: String, numerator: Int, denominator: Int)] = [
        ("px", 1, 1), ("pt", 4, 3), ("pc", 16, 1), ("in", 96, 1), ("cm", 4800, 127), ("mm", 480, 127), ("q", 120, 127),
    ]

    /// `decimal` × numerator ÷ denominator written as a decimal, when that is exact in
    /// at most six decimals and the digits fit an Int; nil otherwise.
    static func exactProduct(_ decimal: String, _ numerator: Int, _ denominator: Int) -> String? {
        let parts = decimal.lowercased().split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        guard let mantissaText = parts.first else { return nil }
        var exponent = 0
        if parts.count == 2 { guard let e = Int(parts[1]), abs(e) <= 20 else { return nil }; exponent = e }
        var digits = 0, fractionDigits = 0, seenPoint = false
        for character in mantissaText.drop(while: { $0 == "+" }) {
            if character == "." { guard !seenPoint else { return nil }; seenPoint = true; continue }
            guard let digit = character.wholeNumberValue, character.isASCII else { return nil }
            let (shifted, overflow) = digits.multipliedReportingOverflow(by: 10)
            guard !overflow, shifted <= Int.max - 9 else { return nil }
            digits = shifted + digit
            if seenPoint { fractionDigits += 1 }
        }
        exponent -= fractionDigits
        var (product, overflow) = digits.multipliedReportingOverflow(by: numerator)
        guard !overflow, product > 0 else { return nil }
        var scaled = 0
        while product % denominator != 0 {
            guard scaled < 6 else { return nil }
            (product, overflow) = product.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            scaled += 1
        }
        let whole = String(product / denominator)
        exponent -= scaled
        if exponent >= 0 { return exponent <= 6 ? whole + String(repeating: "0", count: exponent) : nil }
        let padded = String(repeating: "0", count: max(0, -exponent - whole.count + 1)) + whole
        var integer = String(padded.dropLast(-exponent)), fraction = String(padded.suffix(-exponent))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if integer.isEmpty { integer = "0" }
        guard fraction.count <= 6 else { return nil }
        return fraction.isEmpty ? integer : integer + "." + fraction
    }
}

/// Short, stable number formatting for messages: at most three decimals, no trailing zeros.
/// Any Double is formatted, whatever a hostile viewBox makes of it: numbers too large
/// for three decimals (or for an Int) are written as Swift writes a Double.
enum GeometryFormat {
    static func number(_ value: Double) -> String {
        // Past about 1e305 the rounding below would overflow to infinity.
        guard value.isFinite, (value * 1000).isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    static func ratio(_ value: Double) -> String {
        // Prefer a small fraction when one matches (3:4, 1:1, 2:3), else a decimal.
        for denominator in 1...12 {
            let numerator = (value * Double(denominator)).rounded()
            if numerator >= 1, numerator < 1e15, abs(numerator / Double(denominator) - value) < 0.0005 * value {
                return "\(Int(numerator)):\(denominator)"
            }
        }
        // A ratio too small for three decimals is written the other way round (1:2000000).
        if value > 0 && value < 0.0005 { return "1:" + number(1 / value) }
        return number(value) + ":1"
    }
}
