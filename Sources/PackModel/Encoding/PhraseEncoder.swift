/// The pack cannot encode a valid phrase: a configuration error, not the user's fault.
public struct MissingMapping: Error, Sendable, Equatable, CustomStringConvertible {
    public let letter: Character
    public var description: String { SpecText.noMapping(for: letter) }
}

/// Why a phrase could not be encoded. Not named `EncodingError`: a public type of that
/// name hid Swift's own `EncodingError` from every module importing PackModel.
public enum PhraseEncodingError: Error, Sendable, Equatable, CustomStringConvertible {
    case phrase(PhraseProblem)
    case configuration(MissingMapping)

    public var description: String {
        switch self {
        case .phrase(let problem): problem.description
        case .configuration(let missing): missing.description
        }
    }
}

/// One position of the written row: a letter's glyph or a space's gap.
public enum EncodedItem: Sendable, Hashable {
    case glyph(letter: Character, entry: LetterEntry)
    case gap
}

/// A phrase turned into what the magician writes: the items in reversed letter order.
public struct EncodedPhrase: Sendable, Hashable {
    /// The lowercased phrase as typed.
    public let phrase: String
    /// Reversed: the first item is the last character of the phrase.
    public let items: [EncodedItem]

    /// The "Write These Numbers" line: codes of one word joined by one space, three
    /// spaces per input space between words.
    public var digitLine: String {
        var line = ""
        var previousWasGlyph = false
        for item in items {
            switch item {
            case .glyph(_, let entry):
                if previousWasGlyph { line += SpecLimits.letterSeparator }
                line += entry.code
                previousWasGlyph = true
            case .gap:
                line += SpecLimits.spaceInDigitLine
                previousWasGlyph = false
            }
        }
        return line
    }

    /// The glyph entries only, in written order.
    public var glyphs: [(letter: Character, entry: LetterEntry)] {
        items.compactMap {
            if case .glyph(let letter, let entry) = $0 { return (letter, entry) }
            return nil
        }
    }
}

/// Turns a phrase into what the magician writes, with one pack's letter map: the
/// spec's validation first, then each letter's code in reversed letter order.
///
/// Named `PhraseEncoder`, not `Encoder`: a module that imports PackModel also declares
/// `Codable` types, whose `encode(to: Encoder)` must keep meaning `Swift.Encoder`.
public struct PhraseEncoder: Sendable {
    public let map: LetterMap

    public init(map: LetterMap) {
        self.map = map
    }

    public func encode(_ input: String) throws(PhraseEncodingError) -> EncodedPhrase {
        let phrase: String
        do {
            phrase = try PhraseValidator.validate(input)
        } catch {
            throw .phrase(error)
        }
        var items: [EncodedItem] = []
        items.reserveCapacity(phrase.count)
        for character in phrase.reversed() {
            if character == " " {
                items.append(.gap)
            } else if let entry = map.entry(for: character) {
                items.append(.glyph(letter: character, entry: entry))
            } else {
                throw .configuration(MissingMapping(letter: character))
            }
        }
        return EncodedPhrase(phrase: phrase, items: items)
    }
}

extension LoadedPack {
    /// The encoder of the pack's letter map.
    public var encoder: PhraseEncoder { PhraseEncoder(map: map) }
}
