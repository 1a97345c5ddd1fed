import Foundation
import TestSupport
import Testing
@testable import PackModel

@Suite struct PhraseEncoderTests {
    static let map = try! LetterMap(contentsOf: TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json"))
    let encoder = PhraseEncoder(map: PhraseEncoderTests.map)

    @Test(arguments: [
        ("mom", "41 0 41"),
        ("hi", "1 4"),
        ("hi you", "0 0 6   1 4"),
        ("top", "01 0 7"),
        ("hello world", "10 1 7 0 14   0 1 1 2 4"),
        ("m", "41"),
        ("p", "01"),
        ("a", "0"),
        ("hi  you", "0 0 6      1 4"),
        (" hi ", "   1 4   "),
        ("HeLLo", "0 1 1 2 4"),
    ])
    func digitLine(phrase: String, expected: String) throws {
        #expect(try encoder.encode(phrase).digitLine == expected)
    }

    @Test func singleLetterWithMultiDigitCode() throws {
        let encoded = try encoder.encode("m")
        #expect(encoded.items == [.glyph(letter: "m", entry: LetterEntry(code: "41", glyphFile: "lowercase_m.svg"))])
    }

    @Test func itemsAreInReversedLetterOrder() throws {
        let encoded = try encoder.encode("hi you")
        let letters: [String] = encoded.items.map {
            switch $0 {
            case .glyph(let letter, _): String(letter)
            case .gap: " "
            }
        }
        #expect(letters == ["u", "o", "y", " ", "i", "h"])
        #expect(encoded.glyphs.map(\.entry.glyphFile) == ["lowercase_u.svg", "lowercase_o.svg", "lowercase_y.svg", "lowercase_i.svg", "lowercase_h.svg"])
    }

    @Test func consecutiveLeadingAndTrailingSpacesAreKept() throws {
        let encoded = try encoder.encode("  a   b ")
        #expect(encoded.items.count == 8)
        #expect(encoded.items.filter { $0 == .gap }.count == 6)
        #expect(encoded.items.first == .gap)
        #expect(encoded.items.last == .gap)
    }

    @Test(arguments: ["abc1", "hello!", "what?", "a.b", "tab\there", "café", "new\nline", "😀", "a-b", "A_B"])
    func invalidCharacters(phrase: String) {
        #expect(throws: PhraseEncodingError.phrase(.invalidCharacters)) { try encoder.encode(phrase) }
    }

    @Test func invalidCharactersMessageIsTheSpecs() {
        #expect(PhraseEncodingError.phrase(.invalidCharacters).description == "Invalid characters, use a-z characters only")
        #expect(PhraseEncodingError.phrase(.characterLimitExceeded).description == "Character limit exceeded")
    }

    @Test func characterLimit() throws {
        #expect(try encoder.encode(String(repeating: "a", count: 50)).items.count == 50)
        #expect(throws: PhraseEncodingError.phrase(.characterLimitExceeded)) { try encoder.encode(String(repeating: "a", count: 51)) }
        #expect(throws: PhraseEncodingError.phrase(.characterLimitExceeded)) { try encoder.encode(String(repeating: " ", count: 51)) }
    }

    @Test func invalidCharactersComeBeforeTheLimit() {
        #expect(throws: PhraseEncodingError.phrase(.invalidCharacters)) { try encoder.encode(String(repeating: "a", count: 60) + "!") }
    }

    @Test(arguments: ["", " ", "     "])
    func emptyOrWhitespaceProducesNoOutput(phrase: String) {
        #expect(throws: PhraseEncodingError.phrase(.empty)) { try encoder.encode(phrase) }
    }

    @Test func missingMappingIsAConfigurationError() throws {
        var letters = Self.map.letters
        letters["x"] = nil
        let encoder = PhraseEncoder(map: LetterMap(glyphSet: "partial", letters: letters))
        #expect(throws: PhraseEncodingError.configuration(MissingMapping(letter: "x"))) { try encoder.encode("fox") }
        #expect(MissingMapping(letter: "x").description == "No mapping found for 'x'")
        // A user error still comes first: the phrase is checked before the map is used.
        #expect(throws: PhraseEncodingError.phrase(.invalidCharacters)) { try encoder.encode("x!") }
    }

    @Test func encoderFollowsTheMapNotHardCodedCodes() throws {
        let map = LetterMap(glyphSet: "tiny", letters: ["a": LetterEntry(code: "007", glyphFile: "A.svg"), "b": LetterEntry(code: "8", glyphFile: "B.svg")])
        #expect(try PhraseEncoder(map: map).encode("ab ba").digitLine == "007 8   8 007")
    }
}
