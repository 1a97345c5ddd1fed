/// Why the app would refuse a phrase: the user typed something it cannot encode.
/// Only the first matching problem is reported, in the spec's order.
public enum PhraseProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Empty or only spaces: the app disables Go and shows nothing.
    case empty
    case invalidCharacters
    case characterLimitExceeded

    public var description: String {
        switch self {
        case .empty: "Enter a word or phrase"
        case .invalidCharacters: SpecText.invalidCharacters
        case .characterLimitExceeded: SpecText.characterLimitExceeded
        }
    }
}

/// The spec's validation and encoding rules.
public enum PhraseValidator {
    /// Lowercases, then checks in the spec's order: invalid characters, then length.
    /// Returns the lowercased phrase.
    public static func validate(_ input: String) throws(PhraseProblem) -> String {
        let phrase = input.lowercased()
        if phrase.contains(where: { !isAllowed($0) }) { throw .invalidCharacters }
        if phrase.count > SpecLimits.maximumPhraseLength { throw .characterLimitExceeded }
        if phrase.allSatisfy({ $0 == " " }) { throw .empty }
        return phrase
    }

    /// a–z or a space; nothing else (no digits, punctuation, accents or tabs).
    public static func isAllowed(_ character: Character) -> Bool {
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return false }
        return scalar == " " || ("a"..."z").contains(scalar)
    }
}
