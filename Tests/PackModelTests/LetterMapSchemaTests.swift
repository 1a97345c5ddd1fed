import Foundation
import TestSupport
import Testing
@testable import PackModel

@Suite struct LetterMapSchemaTests {
    static let schema = LintFixtures.packageRoot.appendingPathComponent("Schemas/letter_map.schema.json")
    static let maps = ["classic", "no_zero"].map { LintFixtures.glyphSets.appendingPathComponent("\($0)/\(LetterMap.fileName)") }

    @Test func schemaIsJSONAndAgreesWithTheChecks() throws {
        let root = try JSONDocument.parse(Array(Data(contentsOf: Self.schema)))
        #expect(root.member("$schema")?.value.stringValue == "https://json-schema.org/draft/2020-12/schema")
        let properties = try #require(root.member("properties")?.value.members)
        #expect(Set(properties.map(\.key)) == Set(LetterMapKeys.topLevel.map(\.name)))
        let statuses = properties.first { $0.key == "status" }?.value.member("enum")
        if case .array(let values)? = statuses?.value.value {
            #expect(values.compactMap(\.stringValue) == PackStatus.allCases.map(\.rawValue))
        } else {
            Issue.record("status has no enum")
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
