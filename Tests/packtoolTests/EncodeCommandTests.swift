import Foundation
import Testing

@Suite struct EncodeCommandTests {
    let runner = PacktoolRunner()

    @Test func encodesHelloWorldWithTheShippedPack() throws {
        let result = try runner.run(["encode", "hello world"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "10 1 7 0 14   0 1 1 2 4\n")
    }

    @Test func keepsLeadingZerosAndDoubleSpaces() throws {
        #expect(try runner.run(["encode", "top"]).standardOutput == "01 0 7\n")
        #expect(try runner.run(["encode", "hi  you"]).standardOutput == "0 0 6      1 4\n")
    }

    @Test func invalidCharactersPrintTheSpecMessageAndExit1() throws {
        let result = try runner.run(["encode", "Hello!"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.contains("Invalid characters, use a-z characters only"))
        #expect(result.standardError.contains("\"!\""))
    }

    @Test func tooLongPrintsTheSpecMessageAndExit1() throws {
        let result = try runner.run(["encode", String(repeating: "ab", count: 26)])
        #expect(result.status == 1)
        #expect(result.standardError.contains("Character limit exceeded"))
        #expect(result.standardError.contains("52 characters"))
    }

    @Test func emptyPhraseIsAUsageError() throws {
        let result = try runner.run(["encode", "   "])
        #expect(result.status == 2)
        #expect(result.standardError.contains("empty"))
    }

    @Test func missingArgumentIsAUsageErrorWithExit2() throws {
        let result = try runner.run(["encode"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Missing expected argument"))
    }

    @Test func numericCodeInACopiedMapIsTheSpecErrorState() throws {
        let scratch = try ScratchDirectory()
        let pack = try scratch.copyShippedPack("classic", to: "bundle/classic")
        let mapURL = pack.appendingPathComponent("letter_map.json")
        let map = try String(contentsOf: mapURL, encoding: .utf8).replacingOccurrences(of: #""code": "01""#, with: #""code": 1"#)
        try Data(map.utf8).write(to: mapURL)
        let result = try runner.run(["encode", "--bundle", scratch.url.appendingPathComponent("bundle").path,
                                     "--documents", scratch.url.appendingPathComponent("docs").path, "top"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("Could not load glyph configuration. Check letter_map.json."))
        #expect(result.standardError.contains("letter 'p' is the number 1"))
    }

    @Test func missingLetterIsAConfigurationError() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("bundle/classic/letter_map.json", #"{"glyphSet": "classic", "letters": {"a": {"code": "0", "glyphFile": "a.svg"}}}"#)
        let result = try runner.run(["encode", "--bundle", scratch.url.appendingPathComponent("bundle").path, "--documents", scratch.url.path, "ab"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("No mapping found for 'b'"))
    }

    @Test func documentsPackIsUsedFirst() throws {
        let scratch = try ScratchDirectory()
        try scratch.write("docs/GlyphSets/classic/letter_map.json", #"{"glyphSet": "classic", "letters": {"a": {"code": "00", "glyphFile": "a.svg"}}}"#)
        let result = try runner.run(["encode", "--documents", scratch.url.appendingPathComponent("docs").path, "aa"])
        #expect(result.standardOutput == "00 00\n")
        var viaEnvironment = runner
        viaEnvironment.environment = ["DIGITFLIP_DOCUMENTS": scratch.url.appendingPathComponent("docs").path]
        #expect(try viaEnvironment.run(["encode", "a"]).standardOutput == "00\n")
    }
}

@Suite struct ListCommandTests {
    @Test func listsBothShippedPacksAndMarksComingSoon() throws {
        let scratch = try ScratchDirectory()
        let result = try PacktoolRunner().run(["list", "--documents", scratch.url.path])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("Digitext") && $0.contains("available") && $0.contains("bundle") })
        #expect(lines.contains { $0.hasPrefix("no_zero") && $0.contains("Digitext without 0") && $0.contains("coming soon") })
    }

    @Test func showsWhichInstalledPackOverridesWhichBundledOne() throws {
        let scratch = try ScratchDirectory()
        _ = try scratch.copyShippedPack("classic", to: "docs/GlyphSets/classic")
        try scratch.write("docs/GlyphSets/classic/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"/>"#)
        let result = try PacktoolRunner().run(["list", "--documents", scratch.url.appendingPathComponent("docs").path])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("documents") && $0.contains("overrides bundled classic") })
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("bundle") && $0.contains("overridden by documents") })
    }
}
