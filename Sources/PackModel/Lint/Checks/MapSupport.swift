/// How lint's map checks name what they find in the map's tree (`LetterMapTree`, a fact of
/// the file declared in Pack/): key paths for a finding's subject, letters for its message.
extension LetterMapTree {
    /// A finding's subject for a member of the map: its key path, `letters.a.code`.
    static func subject(_ path: String...) -> String {
        path.map { MapText.printable($0) }.joined(separator: ".")
    }
}

extension LetterNode {
    /// How messages name the letter: `letter 'a'`.
    var label: String { "letter '\(MapText.printable(letter))'" }

    /// A finding's subject for this letter's entry or one of its keys: `letters.a`,
    /// `letters.a.code`.
    func subject(_ key: LetterMapKey? = nil) -> String {
        key.map { LetterMapTree.subject(LetterMapKeys.letters.name, letter, $0.name) } ?? LetterMapTree.subject(LetterMapKeys.letters.name, letter)
    }
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
