import Foundation
import TestSupport
import Testing
@testable import PackModel

@Suite struct LetterMapSchemaTests {
    static let schema = LintFixtures.packageRoot.appendingPathComponent("Schemas/letter_map.schema.json")
    static let maps = ["classic", "no_zero"].map { LintFixtures.glyphSets.appendingPathComponent("\($0)/\(LetterMap.fileName)") }

    static func schemaRoot() throws -> JSONNode {
        try JSONDocument.parse(Array(Data(contentsOf: Self.schema)))
    }

    /// The schema's words for one key: its type, allowed values and pattern, as the key
    /// table gives them.
    static func expectProperty(_ node: JSONNode?, follows key: LetterMapKey) {
        guard let node else {
            Issue.record("the schema has no property \(key)")
            return
        }
        #expect(node.member("type")?.value.stringValue == key.type.rawValue, "\(key): type")
        let allowed: [String]? = if case .array(let values)? = node.member("enum")?.value.value { values.compactMap(\.stringValue) } else { nil }
        #expect(allowed == key.allowedValues, "\(key): enum \(allowed ?? []) in the schema, \(key.allowedValues ?? []) in the table")
        #expect(node.member("pattern")?.value.stringValue == key.pattern, "\(key): pattern")
    }

    /// Schemas/letter_map.schema.json says what `LetterMapKeys` says: the keys at each
    /// level, which are required, their types, allowed values and patterns, the 26
    /// letter keys, and that no other key belongs.
    @Test func schemaFollowsTheKeyTable() throws {
        let root = try Self.schemaRoot()
        #expect(root.member("$schema")?.value.stringValue == "https://json-schema.org/draft/2020-12/schema")
        #expect(root.member("type")?.value.stringValue == "object")
        #expect(root.member("additionalProperties")?.value.value == .bool(false))
        func names(_ node: JSONNode?) -> Set<String> {
            guard case .array(let values)? = node?.value else { return [] }
            return Set(values.compactMap(\.stringValue))
        }

        let properties = try #require(root.member("properties")?.value.members)
        #expect(Set(properties.map(\.key)) == Set(LetterMapKeys.topLevel.map(\.name)))
        #expect(names(root.member("required")?.value) == Set(LetterMapKeys.topLevel.filter(\.isRequired).map(\.name)))
        for key in LetterMapKeys.topLevel {
            Self.expectProperty(properties.last { $0.key == key.name }?.value, follows: key)
        }

        let letters = try #require(properties.last { $0.key == LetterMapKeys.letters.name }?.value)
        let count = LetterMapKeys.letterNames.count
        #expect(letters.member("minProperties")?.value.value == .number("\(count)"))
        #expect(letters.member("maxProperties")?.value.value == .number("\(count)"))
        #expect(letters.member("additionalProperties")?.value.member("$ref")?.value.stringValue == "#/$defs/letter")
        let letterPattern = try #require(letters.member("propertyNames")?.value.member("pattern")?.value.stringValue)
        let regex = try Regex(letterPattern)
        let printable = (0x20...0x7E).map { String(Character(Unicode.Scalar($0)!)) } + ["é", "ab", "A", ""]
        #expect(printable.filter { $0.firstMatch(of: regex) != nil } == LetterMapKeys.letterNames)

        let entry = try #require(root.member("$defs")?.value.member("letter")?.value)
        #expect(entry.member("type")?.value.stringValue == "object")
        #expect(entry.member("additionalProperties")?.value.value == .bool(false))
        let entryProperties = try #require(entry.member("properties")?.value.members)
        #expect(Set(entryProperties.map(\.key)) == Set(LetterMapKeys.letterEntry.map(\.name)))
        #expect(names(entry.member("required")?.value) == Set(LetterMapKeys.letterEntry.filter(\.isRequired).map(\.name)))
        for key in LetterMapKeys.letterEntry {
            Self.expectProperty(entryProperties.last { $0.key == key.name }?.value, follows: key)
        }
    }

    /// Values to try a rule on: every value the catalogue's example maps hold, and the
    /// edge cases of each rule.
    static var sampleValues: [String] {
        var values: Set<String> = [
            "", " ", "  ", "\t", "a", "A", "0", "01", "141", "4 1", "-1", "1.5", "٣", "O",
            "classic", "no_zero", "classic-2", "_x", "-x", "x_", "My Pack", "../classic", "a/b", "é", String(repeating: "x", count: 64),
            String(repeating: "x", count: 65), "a.svg", "A.SVG", "lowercase_a.svg", ".a.svg", "a..svg", "../a.svg", "glyphs/a.svg",
            "a\\b.svg", "a:b.svg", "letter a.svg", "a.png", ".svg", "a.svg ", "é.svg", String(repeating: "x", count: 124) + ".svg",
            String(repeating: "x", count: 125) + ".svg", "Example", " Example ", "\u{00A0}",
        ]
        for check in CheckCatalogue.all {
            for example in check.info.triggering + check.info.nonTriggering {
                guard let json = example.files.first(where: { $0.name == LetterMap.fileName })?.content,
                      let root = try? JSONDocument.parse(Array(json.utf8)) else { continue }
                func collect(_ node: JSONNode) {
                    switch node.value {
                    case .string(let text): values.insert(text)
                    case .object(let members): members.forEach { values.insert($0.key); collect($0.value) }
                    case .array(let elements): elements.forEach(collect)
                    case .number, .bool, .null: break
                    }
                }
                collect(root)
            }
        }
        return values.sorted()
    }

    /// Each pattern of the key table accepts exactly the values its check accepts: the
    /// rule is written in code (with words for each way to break it) and as a pattern
    /// for editors, and this keeps the two the same rule.
    @Test func patternsSayWhatTheChecksSay() throws {
        let rules: [(LetterMapKey, (String) -> Bool)] = [
            (LetterMapKeys.glyphSet, { MapGlyphSetNameCheck.isSafe($0) }),
            (LetterMapKeys.code, { !$0.isEmpty && $0.unicodeScalars.allSatisfy(MapCodeDigitsCheck.isDigit) }),
            (LetterMapKeys.glyphFile, { MapGlyphFileNameCheck.problem($0) == nil }),
            (LetterMapKeys.displayName, { !$0.allSatisfy(\.isWhitespace) }),
        ]
        #expect(Set(rules.map(\.0.name)) == Set((LetterMapKeys.topLevel + LetterMapKeys.letterEntry).filter { $0.pattern != nil }.map(\.name)),
                "every pattern of the key table has its rule here")
        for (key, check) in rules {
            let regex = try Regex(try #require(key.pattern))
            for value in Self.sampleValues {
                #expect((value.firstMatch(of: regex) != nil) == check(value), "\(key): the pattern and the check disagree on \"\(value)\"")
            }
        }
    }

    /// A letter map written from the key table: every key with a good value, or as changed.
    static func map(top: [String: String?] = [:], entry: [String: String?] = [:]) -> String {
        let good: [String: String] = ["$schema": #""x.json""#, "glyphSet": #""example""#, "displayName": #""Example""#, "status": #""available""#,
                                      "code": #""1""#, "glyphFile": "LETTER"]
        func object(_ keys: [LetterMapKey], _ changes: [String: String?], letter: String? = nil) -> String {
            let members = keys.compactMap { key -> String? in
                let value = changes[key.name] ?? good[key.name]
                guard let value else { return nil }
                return "\"\(key.name)\": " + (letter.map { value.replacingOccurrences(of: "LETTER", with: "\"\($0).svg\"") } ?? value)
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        let letters = "{" + LetterMapKeys.letterNames.map { "\"\($0)\": " + object(LetterMapKeys.letterEntry, entry, letter: $0) }.joined(separator: ", ") + "}"
        var topChanges = top
        if topChanges[LetterMapKeys.letters.name] == nil { topChanges[LetterMapKeys.letters.name] = String?.some(letters) }
        return object(LetterMapKeys.topLevel, topChanges)
    }

    static func decodes(_ json: String) -> Bool { (try? LetterMap(jsonBytes: Array(json.utf8))) != nil }

    /// The decoder (the map checks as a gate) does what the key table says: a required
    /// key missing or a value of the wrong type refuses the map, an optional key may be
    /// left out, only the allowed values pass, and a key the app does not read is not
    /// judged.
    @Test func theDecoderFollowsTheKeyTable() {
        #expect(Self.decodes(Self.map()), "the complete map does not decode: \(Self.map())")
        for key in LetterMapKeys.topLevel {
            #expect(Self.decodes(Self.map(top: [key.name: String?.none])) == !key.isRequired, "\(key) left out")
            if key != LetterMapKeys.letters {
                #expect(Self.decodes(Self.map(top: [key.name: "5"])) == !key.isReadByApp, "\(key) a number")
            }
            for value in key.allowedValues ?? [] {
                #expect(Self.decodes(Self.map(top: [key.name: "\"\(value)\""])), "\(key) \(value)")
            }
            if key.allowedValues != nil {
                #expect(!Self.decodes(Self.map(top: [key.name: #""sometime""#])), "\(key) another value")
            }
        }
        #expect(!Self.decodes(Self.map(top: [LetterMapKeys.letters.name: "[]"])))
        for key in LetterMapKeys.letterEntry {
            #expect(Self.decodes(Self.map(entry: [key.name: String?.none])) == !key.isRequired, "\(key) left out")
            #expect(!Self.decodes(Self.map(entry: [key.name: "5"])), "\(key) a number")
        }
    }

    @Test func shippedMapsPointToTheSchema() throws {
        for map in Self.maps {
            let root = try JSONDocument.parse(Array(Data(contentsOf: map)))
            let reference = try #require(root.member("$schema")?.value.stringValue)
            let resolved = map.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
            #expect(resolved.path == Self.schema.standardizedFileURL.path)
        }
    }

    /// Validates with python3's `jsonschema` (skipped, with the reason, without it).
    @Test(.requiresPython(module: "jsonschema", debian: "python3-jsonschema"))
    func shippedMapsValidateAgainstTheSchema() throws {
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.Draft202012Validator.check_schema(schema)
        validator = jsonschema.Draft202012Validator(schema)
        errors = [f"{path}: {e.message}" for path in sys.argv[2:] for e in validator.iter_errors(json.load(open(path)))]
        bad = json.load(open(sys.argv[2])); bad["letters"]["p"]["code"] = 1
        if not list(validator.iter_errors(bad)): errors.append("a numeric code passed the schema")
        print("\\n".join(errors)); sys.exit(1 if errors else 0)
        """
        let process = Process()
        process.executableURL = try #require(ExternalTool.path("python3"))
        process.arguments = ["-c", script, Self.schema.path] + Self.maps.map(\.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
    }
}
