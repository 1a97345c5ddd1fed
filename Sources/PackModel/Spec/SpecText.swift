/// The app spec's user-facing strings and layout constants, word for word, in one place.
public enum SpecText {
    public static let invalidCharacters = "Invalid characters, use a-z characters only"
    public static let characterLimitExceeded = "Character limit exceeded"
    public static let configurationError = "Could not load glyph configuration. Check letter_map.json."
    public static func noMapping(for letter: Character) -> String { "No mapping found for '\(letter)'" }

    public static let writeTheseNumbers = "Write These Numbers"
    public static let writeThis = "Write This"
    public static let flippedPreview = "Flipped Preview"
    public static let inputPlaceholder = "Enter a word or phrase..."
}

/// Limits and sizes from the spec.
public enum SpecLimits {
    /// Longest phrase the app accepts, in characters (after lowercasing).
    public static let maximumPhraseLength = 50
    /// Separator between the codes of two letters of one word in the digit line.
    public static let letterSeparator = " "
    /// What one input space becomes in the digit line ("a visually wider gap").
    public static let spaceInDigitLine = "   "
}

/// The uniform box every glyph is fitted into (the spec's 60pt × 80pt).
public struct GlyphBox: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let standard = GlyphBox(width: 60, height: 80)

    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    static func format(_ value: Double) -> String {
        // Int(exactly:) is nil for what has no Int (infinities, 1e300), where Int(_:) traps.
        Int(exactly: value).map(String.init) ?? String(value)
    }
}
