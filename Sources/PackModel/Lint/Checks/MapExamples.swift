/// Building blocks for the map checks' examples, so each example shows only what it is about.
///
/// A name given to them may start with the example marker `↓`: it then stands before the
/// opening quote, where a finding about the key or the value points.
enum MapExamples {
    /// A well-formed top level around the given `letters` body; `markLetters` puts the
    /// marker before the `"letters"` key.
    static func map(glyphSet: String = "example", letters: String, extra: String = "", markLetters: Bool = false) -> String {
        """
        {
          "glyphSet": \(quoted(glyphSet)),
          "displayName": "Example",\(extra)
          \(markLetters ? "↓" : "")"letters": {\(letters)
          }
        }
        """
    }

    /// One letter entry as a map writes it.
    static func entry(_ letter: String, code: String = #""1""#, file: String? = nil) -> String {
        let plainLetter = letter.hasPrefix("↓") ? String(letter.dropFirst()) : letter
        return "\n    \(quoted(letter)): { \"code\": \(code), \"glyphFile\": \(quoted(file ?? plainLetter + ".svg")) }"
    }

    /// `"text"`, or `↓"text"` for `↓text`.
    static func quoted(_ text: String) -> String {
        text.hasPrefix("↓") ? "↓\"\(text.dropFirst())\"" : "\"\(text)\""
    }

    /// Entries for all 26 letters, each with its own file `<letter>.svg`.
    static var allLetters: String {
        LetterMapKeys.letterNames.map { entry($0) }.joined(separator: ",")
    }

    /// A complete, valid map.
    static var complete: String { map(letters: allLetters) }

    /// The `extra` of a map whose pack is coming soon.
    static let comingSoon = "\n  \"status\": \"coming_soon\","

    /// A tiny well-formed SVG, as every glyph file in the examples.
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 10h40v60H10z"/></svg>"#
}
