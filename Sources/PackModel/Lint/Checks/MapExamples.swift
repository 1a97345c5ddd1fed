/// Building blocks for the map checks' examples, so each example shows only what it is about.
enum MapExamples {
    /// A well-formed top level around the given `letters` body.
    static func map(glyphSet: String = "example", letters: String, extra: String = "") -> String {
        """
        {
          "glyphSet": "\(glyphSet)",
          "displayName": "Example",\(extra)
          "letters": {\(letters)
          }
        }
        """
    }

    /// One letter entry as a map writes it.
    static func entry(_ letter: String, code: String = #""1""#, file: String? = nil) -> String {
        "\n    \"\(letter)\": { \"code\": \(code), \"glyphFile\": \"\(file ?? letter + ".svg")\" }"
    }

    /// Entries for all 26 letters, each with its own file `<letter>.svg`.
    static var allLetters: String {
        MapTree.alphabet.map { entry($0) }.joined(separator: ",")
    }

    /// A complete, valid map.
    static var complete: String { map(letters: allLetters) }

    /// The `extra` of a map whose pack is coming soon.
    static let comingSoon = "\n  \"status\": \"coming_soon\","

    /// A tiny well-formed SVG, as every glyph file in the examples.
    static let svg = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 10h40v60H10z"/></svg>"#
}
