/// The letter map as its JSON says it, before anything is judged: the top-level object
/// with its letter entries picked out, so that one broken field never hides the others.
/// A fact of the file: lint's map checks walk it (and the letter-map gate is those
/// checks' errors over it), `PackContents` reads the glyph files it names, and
/// `LetterMap(checkedTree:)` builds the map from it once the gate has passed it.
struct LetterMapTree: Sendable {
    /// The top-level object.
    let root: JSONNode
    let members: [JSONNode.Member]
    /// The `letters` member's members, when it is an object.
    let letterMembers: [JSONNode.Member]?
    /// Every letter entry that is an object, in file order (duplicates included), with
    /// the field a check asks for when present. Worked out once per pack (see
    /// `LintSubject.mapTree`): a dozen checks walk them.
    let letterEntries: [LetterNode]
    /// Every glyph file name the letter entries write as a string, once per pack: the
    /// glyph SVGs, pack.unused-svg and map.glyph-file-shared each built this set.
    let usedGlyphFiles: Set<String>

    /// The tree of a map that parsed with an object at its top level.
    init?(_ root: JSONNode?) {
        guard let root, let members = root.members else { return nil }
        self.root = root
        self.members = members
        letterMembers = root.member(LetterMapKeys.letters.name)?.value.members
        letterEntries = (letterMembers ?? []).compactMap { member in
            member.value.members.map { LetterNode(letter: member.key, keyPosition: member.keyPosition, members: $0, node: member.value) }
        }
        usedGlyphFiles = Set(letterEntries.compactMap { $0.glyphFileName?.name })
    }

    /// The last member with this key, as a decoder sees it.
    func member(_ key: String) -> JSONNode.Member? { root.member(key) }
    func member(_ key: LetterMapKey) -> JSONNode.Member? { root.member(key.name) }

    /// `"status": "coming_soon"`: the app lists the pack greyed out and never draws it.
    /// A misspelt status is not coming soon (map.status reports it).
    var isComingSoon: Bool { member(LetterMapKeys.status)?.value.stringValue == PackStatus.comingSoon.rawValue }
}

/// One letter's entry object in the map, with the facts a dozen checks ask of every
/// letter looked up once, when the pack is read: each check asking again (a search of
/// the entry's keys, a file name's screening) cost more than what the checks compare.
/// A class: the checks pass the entries around, and a copy of this many fields is
/// several retains where a reference is one.
final class LetterNode: Sendable {
    let letter: String
    let keyPosition: SourcePosition
    let node: JSONNode
    /// The entry's `code` and `glyphFile` members: the last of each, as a decoder reads them.
    let code: JSONNode.Member?
    let glyphFile: JSONNode.Member?
    /// The glyph file name when it is written as a string.
    let glyphFileName: (name: String, position: SourcePosition)?
    /// Whether `glyphFileName` is a usable glyph file name (`PackName.isGlyphFileName`:
    /// what `map.glyph-file-name` accepts); false when there is none.
    let glyphFileNameIsUsable: Bool

    static let codeKey = LetterMapKeys.code.name
    static let glyphFileKey = LetterMapKeys.glyphFile.name

    init(letter: String, keyPosition: SourcePosition, members: [JSONNode.Member], node: JSONNode) {
        self.letter = letter
        self.keyPosition = keyPosition
        self.node = node
        var codeIndex = -1, glyphFileIndex = -1
        let codeKey = Self.codeKey, glyphFileKey = Self.glyphFileKey
        var index = members.count
        while index > 0 && (codeIndex < 0 || glyphFileIndex < 0) {
            index -= 1
            let key = members[index].key
            if codeIndex < 0, key == codeKey { codeIndex = index } else if glyphFileIndex < 0, key == glyphFileKey { glyphFileIndex = index }
        }
        code = codeIndex < 0 ? nil : members[codeIndex]
        let glyphFile = glyphFileIndex < 0 ? nil : members[glyphFileIndex]
        self.glyphFile = glyphFile
        if let glyphFile, case .string(let name) = glyphFile.value.value {
            glyphFileName = (name, glyphFile.value.position)
            glyphFileNameIsUsable = PackName.isGlyphFileName(name)
        } else {
            glyphFileName = nil
            glyphFileNameIsUsable = false
        }
    }
}
