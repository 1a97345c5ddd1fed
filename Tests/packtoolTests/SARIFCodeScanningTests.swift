import Foundation
import TestSupport
import Testing

/// The SARIF that `packtool lint --format sarif` writes for broken packs, as GitHub code
/// scanning reads it: valid against the official SARIF 2.1.0 schema (read from
/// `../shared/schemas/`, never copied into the project), and every result placed on a
/// file (never a folder) with a region, line 1 for a finding about a whole file.
@Suite struct SARIFCodeScanningTests {
    static let schema = TestPaths.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")

    /// A scratch repository of broken packs: the broken fixture (errors placed on lines,
    /// an unused SVG about its whole file), the coming-soon fixture (infos about the
    /// map), and a pack with no letter_map.json (a finding about the pack folder).
    static func brokenPacks() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        _ = try PacktoolBinary.copyFixture("lint/broken", to: folder.url.appendingPathComponent("GlyphSets").creatingFolder())
        _ = try PacktoolBinary.copyFixture("lint/soon", to: folder.url.appendingPathComponent("GlyphSets"))
        try folder.write("GlyphSets/nomap/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1H9V9Z"/></svg>"#)
        return folder
    }

    static func sarif(in folder: URL) throws -> (path: URL, log: [String: Any]) {
        let output = folder.appendingPathComponent("packtool.sarif")
        let result = try PacktoolBinary.run(["lint", "--format", "sarif", "--output", output.path,
                                             "GlyphSets/broken", "GlyphSets/soon", "GlyphSets/nomap"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: output)) as? [String: Any])
        return (output, log)
    }

    @Test func everyResultIsPlacedOnAFileAndALine() throws {
        let folder = try Self.brokenPacks()
        let (_, log) = try Self.sarif(in: folder.url)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count > 10)
        var ruleIDs: Set<String> = []
        for result in results {
            let ruleID = result["ruleId"] as? String ?? "?"
            ruleIDs.insert(ruleID)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect(locations.count == 1, "\(ruleID)")
            let physical = try #require(locations.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String, "\(ruleID) has no artifact uri")
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%", "\(ruleID): \(uri)")
            let path = folder.url.appendingPathComponent(try #require(uri.removingPercentEncoding))
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder)
            #expect(!isFolder.boolValue, "\(ruleID) points at the folder \(uri)")
            if ruleID == "map.missing" {
                // The map the finding asks for: the file to add, where an alert can sit.
                #expect(uri == "GlyphSets/nomap/letter_map.json")
            } else {
                #expect(exists, "\(ruleID) points at \(uri), which is not a file")
            }
            let region = try #require(physical["region"] as? [String: Any], "\(ruleID) at \(uri) has no region")
            let line = try #require(region["startLine"] as? Int)
            #expect(line >= 1, "\(ruleID) at \(uri)")
        }
        // The findings the issue named: about a whole file, and about a pack folder.
        #expect(ruleIDs.isSuperset(of: ["pack.unused-svg", "map.missing", "map.glyph-file-pending"]), "\(ruleIDs.sorted())")
        let unused = try #require(results.first { $0["ruleId"] as? String == "pack.unused-svg" })
        let unusedLocation = try #require((unused["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((unusedLocation["region"] as? [String: Any])?["startLine"] as? Int == 1)
    }

    /// The official schema, through python3's jsonschema (the schema is draft 4).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: schema.path),
                   Comment(rawValue: "the SARIF 2.1.0 schema is not at \(schema.path) (../shared/schemas/ beside the repository)")),
          .requiresPython(module: "jsonschema", debian: "python3-jsonschema"))
    func validatesAgainstTheOfficialSchema() throws {
        let folder = try Self.brokenPacks()
        let (output, _) = try Self.sarif(in: folder.url)
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        validator = jsonschema.Draft4Validator(schema)
        errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(json.load(open(sys.argv[2])))]
        broken = json.load(open(sys.argv[2])); broken["runs"][0]["results"][0]["level"] = "fatal"
        if not list(validator.iter_errors(broken)): errors.append("a result with level 'fatal' passed the schema")
        print("\\n".join(errors)); sys.exit(1 if errors else 0)
        """
        let check = try OutsideTool.run("python3", ["-c", script, Self.schema.path, output.path], in: folder.url)
        #expect(check.status == 0, "\(check.output)")
    }
}

extension URL {
    /// Creates the folder (and its parents) and returns it.
    fileprivate func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
