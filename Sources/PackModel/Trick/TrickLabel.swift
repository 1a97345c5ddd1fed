/// What the recogniser can say a glyph looks like: a digit `0`-`9`, a lowercase letter
/// `a`-`z`, or a lowercase letter seen upside down, written `^a`-`^z` (the letter
/// rendered, then turned 180°). 62 labels, in that order: the model file's order
/// (docs/trick.md, "The model file").
public enum TrickLabel: Hashable, Sendable, Comparable, CustomStringConvertible {
    case digit(Character)
    case letter(Character)
    case turnedLetter(Character)

    /// Every label, in the model's order.
    public static let all: [TrickLabel] =
        "0123456789".map { .digit($0) } + alphabet.map { .letter($0) } + alphabet.map { .turnedLetter($0) }

    public static let alphabet = Array("abcdefghijklmnopqrstuvwxyz")
    public static let digits = Array("0123456789")

    /// The label's position in `all` (and in the model's output).
    public var index: Int {
        switch self {
        case .digit(let d): Int(d.asciiValue! - UInt8(ascii: "0"))
        case .letter(let l): 10 + Int(l.asciiValue! - UInt8(ascii: "a"))
        case .turnedLetter(let l): 36 + Int(l.asciiValue! - UInt8(ascii: "a"))
        }
    }

    /// `7`, `e`, `^e`.
    public var description: String {
        switch self {
        case .digit(let d): String(d)
        case .letter(let l): String(l)
        case .turnedLetter(let l): "^" + String(l)
        }
    }

    /// A label from its written form (`7`, `e`, `^e`); nil for anything else.
    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        func ascii(_ s: Unicode.Scalar) -> Character? { s.isASCII ? Character(s) : nil }
        if scalars.count == 1, let c = ascii(scalars[0]) {
            if Self.digits.contains(c) { self = .digit(c); return }
            if Self.alphabet.contains(c) { self = .letter(c); return }
        }
        if scalars.count == 2, scalars[0] == "^", let c = ascii(scalars[1]), Self.alphabet.contains(c) {
            self = .turnedLetter(c); return
        }
        return nil
    }

    public var isDigit: Bool { if case .digit = self { true } else { false } }
    public var isLetter: Bool { if case .letter = self { true } else { false } }
    public var isTurnedLetter: Bool { if case .turnedLetter = self { true } else { false } }

    public static func < (lhs: TrickLabel, rhs: TrickLabel) -> Bool { lhs.index < rhs.index }
}

/// Letters and digits that are one shape by nature: the letter turned 180° *is* the
/// digit in every hand, so a written glyph of such a letter reading as the turned letter
/// (or a turned glyph reading as the digit) is the trick working, not failing.
///
/// Only two pairs: a turned `l` is a `1` (one vertical stroke, the same either way up)
/// and a turned `o` is a `0` (a closed oval). Other classic pairs look alike but are not
/// one shape: a turned `h` is a `4` only when the artist draws it so, and a turned `s`
/// is an `s`, not a `5`; for those the recogniser's measurement decides.
public enum NaturalPairs {
    public static let pairs: [(letter: Character, digit: Character)] = [("l", "1"), ("o", "0")]

    /// Whether `letter` written as `digit` is one shape by nature.
    public static func contains(letter: Character, digit: Character) -> Bool {
        pairs.contains { $0.letter == letter && $0.digit == digit }
    }

    /// The labels that are this digit by nature (`1` → `l`, `^l`); none for most digits.
    public static func labels(for digit: Character) -> [TrickLabel] {
        pairs.filter { $0.digit == digit }.flatMap { [TrickLabel.letter($0.letter), .turnedLetter($0.letter)] }
    }

    /// The digit this letter is by nature when turned (`o` → `0`), if any.
    public static func digit(for letter: Character) -> TrickLabel? {
        pairs.first { $0.letter == letter }.map { .digit($0.digit) }
    }
}

/// Labels that are one drawing, so the recogniser's score splits between them and no
/// classifier can tell them apart: letters that are their own turn (`s`/`^s`, `x`/`^x`,
/// `z`/`^z`, `o`/`^o`, `l`/`^l`) and letters that are each other's turn (`n`/`^u`,
/// `u`/`^n`, `d`/`^p`, `p`/`^d`, `b`/`^q`, `q`/`^b`). The verdicts add a label's twin's
/// score to its own (`both`).
public enum TrickTwins {
    public static let pairs: [(TrickLabel, TrickLabel)] =
        Array("sxzol").map { (TrickLabel.letter($0), TrickLabel.turnedLetter($0)) }
        + [("n", "u"), ("u", "n"), ("d", "p"), ("p", "d"), ("b", "q"), ("q", "b")].map { (TrickLabel.letter(Character($0.0)), TrickLabel.turnedLetter(Character($0.1))) }

    /// The label that is the same drawing as `label`, if any.
    public static func twin(of label: TrickLabel) -> TrickLabel? {
        for (a, b) in pairs {
            if a == label { return b }
            if b == label { return a }
        }
        return nil
    }

    /// A label's score plus its twin's, when it has one.
    public static func both(_ reading: TrickReading, _ label: TrickLabel) -> Double {
        reading.score(label) + (twin(of: label).map(reading.score) ?? 0)
    }
}
