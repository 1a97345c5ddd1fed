/// One key of `letter_map.json`: where it sits, whether a map needs it, the JSON type of
/// its value and which values are allowed.
public struct LetterMapKey: Sendable, Hashable, CustomStringConvertible {
    public enum Place: String, Sendable {
        /// The top-level object.
        case topLevel
        /// A letter's entry, `"a": { … }` inside `"letters"`.
        case letterEntry
    }

    public enum ValueType: String, Sendable {
        case string
        case object
    }

    public let name: String
    public let place: Place
    /// A map without it is refused.
    public let isRequired: Bool
    /// The app reads it; `$schema` is only there for editors.
    public let isReadByApp: Bool
    public let type: ValueType
    /// The only values allowed, when the key has a fixed set (`status`).
    public let allowedValues: [String]?
    /// The shape of the value as a JSON Schema (ECMA-262) regular expression, when it has
    /// one. The checks hold the same rule in code, with words for each way to break it;
    /// a test keeps the two in step, and the schema file in step with this.
    public let pattern: String?

    init(_ name: String, _ place: Place, _ type: ValueType, required: Bool = false, readByApp: Bool = true,
         allowedValues: [String]? = nil, pattern: String? = nil) {
        self.name = name
        self.place = place
        self.type = type
        self.isRequired = required
        self.isReadByApp = readByApp
        self.allowedValues = allowedValues
        self.pattern = pattern
    }

    public var description: String { name }
}

/// Every key of `letter_map.json`, once. The map checks read it (which keys exist, which
/// are required, their types and values), the strict decoder is those checks run as a
/// gate and reads the values by these keys, and a test keeps
/// `Schemas/letter_map.schema.json` in step with it.
public enum LetterMapKeys {
    public static let schema = LetterMapKey("$schema", .topLevel, .string, readByApp: false)
    public static let glyphSet = LetterMapKey("glyphSet", .topLevel, .string, required: true,
                                              pattern: "^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")
    public static let displayName = LetterMapKey("displayName", .topLevel, .string, pattern: #"\S"#)
    public static let status = LetterMapKey("status", .topLevel, .string, allowedValues: PackStatus.allCases.map(\.rawValue))
    public static let letters = LetterMapKey("letters", .topLevel, .object, required: true)
    public static let code = LetterMapKey("code", .letterEntry, .string, required: true, pattern: "^[0-9]+$")
    /// A plain name of at most 128 printable ASCII bytes ending in `.svg`: no `/`, `\` or
    /// `:`, not hidden, no `..`.
    public static let glyphFile = LetterMapKey("glyphFile", .letterEntry, .string, required: true,
                                               pattern: #"^(?!\.)(?!.*\.\.)[!-.0-9;-\[\]-~]{1,124}\.[sS][vV][gG]$"#)

    /// The keys the top-level object may hold, in the order a map writes them.
    public static let topLevel = [schema, glyphSet, displayName, status, letters]
    /// The keys a letter's entry may hold.
    public static let letterEntry = [code, glyphFile]

    /// The keys of `"letters"`: every character a phrase may hold except the space, a to z.
    public static let letterNames: [String] = (UInt8(ascii: "!")...UInt8(ascii: "~"))
        .map { Character(Unicode.Scalar($0)) }
        .filter { PhraseValidator.isAllowed($0) }
        .map(String.init)
}
