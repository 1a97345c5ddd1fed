import Foundation

/// Whether a pack is ready to use. The app shows a `comingSoon` pack greyed out.
public enum PackStatus: String, Sendable, Codable, CaseIterable {
    case available
    case comingSoon = "coming_soon"
}

/// One letter's entry in a letter map: the digits to write and the SVG that draws them.
public struct LetterEntry: Sendable, Hashable, Codable {
    /// The digits, always a string: `"01"` is not `"1"`.
    public let code: String
    public let glyphFile: String

    public init(code: String, glyphFile: String) {
        self.code = code
        self.glyphFile = glyphFile
    }
}

/// The decoded `letter_map.json` of a pack. A map is loaded only through lint's
/// letter-map gate (`LetterMap(jsonBytes:)` and the other loaders, in Load/); here are its
/// values, and the map a checked tree holds.
public struct LetterMap: Sendable, Hashable {
    public static let fileName = "letter_map.json"

    public let glyphSet: String
    /// The name shown to users; falls back to `glyphSet` when the map has none.
    public let displayName: String
    public let status: PackStatus
    /// Keyed by the letter as written in the map (normally "a" … "z").
    public let letters: [String: LetterEntry]

    public init(glyphSet: String, displayName: String? = nil, status: PackStatus = .available, letters: [String: LetterEntry]) {
        self.glyphSet = glyphSet
        self.displayName = displayName ?? glyphSet
        self.status = status
        self.letters = letters
    }

    /// The entry for one input character, if the map has it.
    public func entry(for letter: Character) -> LetterEntry? {
        letters[String(letter)]
    }

    /// Letters sorted, for stable output.
    public var sortedLetters: [(letter: String, entry: LetterEntry)] {
        letters.keys.sorted().map { ($0, letters[$0]!) }
    }
}

extension LetterMap {
    /// The map a tree holds once the gate has passed it: every value has the type the
    /// key table gives it, so nothing is checked again here. (Duplicate keys are refused
    /// by the gate; the last one would win.)
    init(checkedTree tree: LetterMapTree) {
        func string(_ key: LetterMapKey) -> String? { tree.member(key)?.value.stringValue }
        var letters: [String: LetterEntry] = [:]
        for letter in tree.letterEntries {
            guard let code = letter.code?.value.stringValue, let file = letter.glyphFileName?.name else { continue }
            letters[letter.letter] = LetterEntry(code: code, glyphFile: file)
        }
        self.init(glyphSet: string(LetterMapKeys.glyphSet) ?? "", displayName: string(LetterMapKeys.displayName),
                  status: string(LetterMapKeys.status).flatMap(PackStatus.init(rawValue:)) ?? .available, letters: letters)
    }
}

enum FileErrorText {
    /// A short reason for a file error, without Foundation's long wrapper text.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return POSIXError(code).localizedDescription.lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
