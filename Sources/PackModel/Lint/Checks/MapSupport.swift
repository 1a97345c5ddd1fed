/// The letter map as the map checks walk it: straight from the JSON tree, so that one
/// broken field never hides the others (the strict decoder stops at the first problem).
struct MapTree: Sendable {
    /// The top-level object.
    let root: JSONNode
    let members: [JSONNode.Member]
    /// The `letters` member's members, when it is an object.
    let letterMembers: [JSONNode.Member]?
    /// Every letter entry that is an object, in file order (duplicates included), with
    /// the field a check asks for when present. Worked out once per pack (see
    /// `LintSubject.mapTree`): a dozen checks walk them.
    let letterEntries: [LetterNode]

    /// The tree of a map that parsed with an object at its top level.
    init?(_ map: LintSubject.MapFile?) {
        guard let root = map?.root, let members = root.members else { return nil }
        self.root = root
        self.members = members
        letterMembers = root.member(Self.lettersKey)?.value.members
        letterEntries = (letterMembers ?? []).compactMap { member in
            member.value.members == nil ? nil : LetterNode(letter: member.key, keyPosition: member.keyPosition, node: member.value)
        }
    }

    /// The letters a map must define: every character a phrase may hold, except the space.
    static let alphabet: [String] = (UInt8(ascii: "!")...UInt8(ascii: "~"))
        .map { Character(Unicode.Scalar($0)) }
        .filter { PhraseValidator.isAllowed($0) }
        .map(String.init)

    static let schemaKey = "$schema"
    static let glyphSetKey = "glyphSet"
    static let displayNameKey = "displayName"
    static let statusKey = "status"
    static let lettersKey = "letters"
    static let codeKey = "code"
    static let glyphFileKey = "glyphFile"
    /// Every key the top level may hold; `$schema` is there for editors and ignored by the app.
    static let topLevelKeys = [schemaKey, glyphSetKey, displayNameKey, statusKey, lettersKey]
    /// Every key a letter's entry may hold.
    static let entryKeys = [codeKey, glyphFileKey]

    /// The last member with this key, as a decoder sees it.
    func member(_ key: String) -> JSONNode.Member? { root.member(key) }

    /// `"status": "coming_soon"`: the app lists the pack greyed out and never draws it.
    /// A misspelt status is not coming soon (map.status reports it).
    var isComingSoon: Bool { member(Self.statusKey)?.value.stringValue == PackStatus.comingSoon.rawValue }

}

/// One letter's entry object in the map.
struct LetterNode: Sendable {
    let letter: String
    let keyPosition: SourcePosition
    let node: JSONNode

    var code: JSONNode.Member? { node.member(MapTree.codeKey) }
    var glyphFile: JSONNode.Member? { node.member(MapTree.glyphFileKey) }

    /// The glyph file name when it is written as a string.
    var glyphFileName: (name: String, position: SourcePosition)? {
        guard let member = glyphFile, let name = member.value.stringValue else { return nil }
        return (name, member.value.position)
    }

    /// How messages name the letter: `letter 'a'`.
    var label: String { "letter '\(MapText.printable(letter))'" }
}

enum MapText {
    /// A key or value made safe and short for a one-line message.
    static func printable(_ text: String, limit: Int = 40) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result.count > limit ? String(result.prefix(limit)) + "…" : result
    }
}
