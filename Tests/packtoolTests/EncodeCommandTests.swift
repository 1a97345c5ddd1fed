import Foundation
import TestSupport
import Testing

@Suite struct EncodeCommandTests {
    @Test func encodesHelloWorldWithTheShippedPack() throws {
        let result = try PacktoolBinary.run(["encode", "hello world"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "10 1 7 0 14   0 1 1 2 4\n")
    }

    @Test func keepsLeadingZerosAndDoubleSpaces() throws {
        #expect(try PacktoolBinary.run(["encode", "top"]).stdout == "01 0 7\n")
        #expect(try PacktoolBinary.run(["encode", "hi  you"]).stdout == "0 0 6      1 4\n")
    }

    @Test func invalidCharactersPrintTheSpecMessageAndExit1() throws {
        let result = try PacktoolBinary.run(["encode", "Hello!"])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Invalid characters, use a-z characters only"))
        #expect(result.stderr.contains("\"!\""))
    }

    @Test func tooLongPrintsTheSpecMessageAndExit1() throws {
        let result = try PacktoolBinary.run(["encode", String(repeating: "ab", count: 26)])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Character limit exceeded"))
        #expect(result.stderr.contains("52 characters"))
    }

    @Test func emptyPhraseIsAUsageError() throws {
        let result = try PacktoolBinary.run(["encode", "   "])
        #expect(result.status == 2)
        #expect(result.stderr.contains("empty"))
    }

    @Test func missingArgumentIsAUsageErrorWithExit2() throws {
        let result = try PacktoolBinary.run(["encode"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("packtool: error: missing expected argument '<phrase>'\n"), "\(result.stderr)")
        #expect(result.stderr.contains("\n  usage: packtool encode "))
        #expect(result.stderr.hasSuffix("\nhint: run `packtool encode --help` to see every option\n"))
    }

    @Test func numericCodeInACopiedMapIsTheSpecErrorState() throws {
        let scratch = try TemporaryDirectory()
        let pack = try scratch.copyShippedPack("classic", to: "bundle/classic")
        let mapURL = pack.appendingPathComponent("letter_map.json")
        let map = try String(contentsOf: mapURL, encoding: .utf8).replacingOccurrences(of: #""code": "01""#, with: #""code": 1"#)
        try Data(map.utf8).write(to: mapURL)
        let result = try PacktoolBinary.run(["encode", "--bundle", scratch.url.appendingPathComponent("bundle").path,
                                     "--documents", scratch.url.appendingPathComponent("docs").path, "top"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Could not load glyph configuration. Check letter_map.json."))
        #expect(result.stderr.contains("letter 'p' is the number 1"))
    }

    @Test func missingLetterIsAConfigurationError() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("bundle/classic/letter_map.json", #"{"glyphSet": "classic", "letters": {"a": {"code": "0", "glyphFile": "a.svg"}}}"#)
        let result = try PacktoolBinary.run(["encode", "--bundle", scratch.url.appendingPathComponent("bundle").path, "--documents", scratch.url.path, "ab"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("No mapping found for 'b'"))
        // The map itself loads, as in the app: the error is the letter's, not the whole configuration's.
        #expect(!result.stderr.contains("Could not load glyph configuration"))
        #expect(try PacktoolBinary.run(["encode", "--bundle", scratch.url.appendingPathComponent("bundle").path, "--documents", scratch.url.path, "aa"]).stdout == "0 0\n")
    }

    @Test func documentsPackIsUsedFirst() throws {
        let scratch = try TemporaryDirectory()
        try scratch.write("docs/GlyphSets/classic/letter_map.json", TestMaps.complete(glyphSet: "classic", letters: ["a": (#""00""#, "a.svg")]))
        let result = try PacktoolBinary.run(["encode", "--documents", scratch.url.appendingPathComponent("docs").path, "aa"])
        #expect(result.stdout == "00 00\n")
        let viaEnvironment = try PacktoolBinary.run(["encode", "a"], environment: ["DIGITFLIP_DOCUMENTS": scratch.url.appendingPathComponent("docs").path])
        #expect(viaEnvironment.stdout == "00\n")
    }
}

@Suite struct ListCommandTests {
    @Test func listsBothShippedPacksAsAvailable() throws {
        let scratch = try TemporaryDirectory()
        let result = try PacktoolBinary.run(["list", "--documents", scratch.url.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("Digitext") && $0.contains("available") && $0.contains("bundle") })
        #expect(lines.contains { $0.hasPrefix("no_zero") && $0.contains("Digitext without 0") && $0.contains("available") && $0.contains("bundle") })
        #expect(!result.stdout.contains("coming soon"))
    }

    @Test func marksAComingSoonPack() throws {
        let scratch = try TemporaryDirectory()
        let bundle = try scratch.bundleOfShippedPacks(at: "bundle", notDrawnYet: ["no_zero"])
        let result = try PacktoolBinary.run(["list", "--documents", scratch.url.appendingPathComponent("docs").path, "--bundle", bundle.path])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("available") })
        #expect(lines.contains { $0.hasPrefix("no_zero") && $0.contains("Digitext without 0") && $0.contains("coming soon") })
    }

    @Test func showsWhichInstalledPackOverridesWhichBundledOne() throws {
        let scratch = try TemporaryDirectory()
        _ = try scratch.copyShippedPack("classic", to: "docs/GlyphSets/classic")
        try scratch.write("docs/GlyphSets/classic/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"/>"#)
        let result = try PacktoolBinary.run(["list", "--documents", scratch.url.appendingPathComponent("docs").path])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("documents") && $0.contains("overrides bundled classic") })
        #expect(lines.contains { $0.hasPrefix("classic") && $0.contains("bundle") && $0.contains("overridden by documents") })
    }
}
