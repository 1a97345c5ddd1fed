/// A check's identity, such as `map.code-is-string`.
///
/// Each check declares its own id once, in its file under `Lint/Checks/`, as a static
/// member:
///
///     extension CheckID {
///         public static let mapCodeIsString = CheckID(declaring: "map.code-is-string")
///     }
///
/// and code names a check only through that member (`.mapCodeIsString`), so a misspelt
/// id does not compile. Text a user typed (a configuration file, a baseline, `packtool
/// explain ID`) becomes an id through `CheckID(parsing:)`, which knows only the ids of
/// the catalogue and suggests close matches for anything else.
public struct CheckID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// `map.…`, `svg.…`, `pack.…` or `archive.…`, lowercase words joined by hyphens.
    public let rawValue: String

    /// For a check's own declaration only: the catalogue test fails when this is called
    /// anywhere but once in each check file.
    init(declaring rawValue: String) {
        self.rawValue = rawValue
    }

    /// What a check looks at, the part of the id before the dot.
    public enum Family: String, Sendable, CaseIterable {
        /// The pack as a whole: its folder or archive, its files.
        case pack
        /// letter_map.json.
        case map
        /// The SVG files.
        case svg
        /// What only an archive can get wrong: where its entries sit.
        case archive
    }

    public var family: Family? {
        Family(rawValue: String(rawValue.prefix { $0 != "." }))
    }

    public var description: String { rawValue }

    public static func < (lhs: CheckID, rhs: CheckID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Every check's id, in the catalogue's order.
    public static var all: [CheckID] { CheckCatalogue.all.map(\.info.id) }

    /// The id a user typed, if a check has it; else why not, with close matches.
    public init(parsing text: String, among known: [CheckID] = CheckID.all) throws(UnknownCheckID) {
        guard let id = known.first(where: { $0.rawValue == text }) else {
            throw UnknownCheckID(text: text, closeMatches: Suggestion.closeMatches(to: text, in: known.map(\.rawValue)))
        }
        self = id
    }
}

/// Text that names no check: what was typed, and the ids it is close to.
public struct UnknownCheckID: Error, Sendable, Equatable, CustomStringConvertible {
    public let text: String
    /// Up to three ids, best first; empty when nothing is close.
    public let closeMatches: [String]

    public var description: String { "unknown check id \"\(MapText.printable(text))\"" }

    /// "did you mean …?", or where to find every id.
    public var hint: String {
        closeMatches.isEmpty ? "`packtool lint --list-checks` lists every id"
            : "did you mean " + closeMatches.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
    }
}

extension CheckID: Codable {
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// Only the catalogue's ids decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            self = try CheckID(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(error.description); \(error.hint)")
        }
    }
}
