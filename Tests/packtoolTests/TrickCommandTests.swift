import Foundation
import TestSupport
import Testing

/// `packtool trick` as a user runs it: exit codes, the JSON shape, what it says when
/// rsvg-convert or the model is missing. The model is one the test writes (every glyph
/// gets the same scores), so these tests are about the command, not the recogniser.
@Suite struct TrickCommandTests {
    static let bundle = TestPaths.glyphSets.path

    /// packtool trick in a scratch folder (no ./Models there), the shipped packs as bundle.
    func run(_ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:]) throws -> PacktoolBinary.Result {
        try PacktoolBinary.run(["trick"] + arguments + ["--bundle", Self.bundle, "--documents", folder.url.appendingPathComponent("docs").path],
                               in: folder.url, environment: ["DIGITFLIP_TRICK_MODEL": ""].merging(environment) { $1 })
    }

    func writeModel(_ data: Data, in folder: TemporaryDirectory, name: String = "model.dftm") throws -> String {
        let url = folder.url.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    @Test func withoutRsvgConvertItSaysWhatToInstallAndExits2() throws {
        let folder = try TemporaryDirectory()
        let model = try writeModel(TrickModelFile.constant(favouring: 0), in: folder)
        let emptyPath = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: emptyPath, withIntermediateDirectories: true)
        let result = try run(["--model", model], in: folder, environment: ["PATH": emptyPath.path])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("rsvg-convert, which is not on PATH"))
        #expect(result.stderr.contains("apt install librsvg2-bin"))
        #expect(result.stderr.contains("brew install librsvg"))
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func aMissingModelIsExit2WithWhereItLooked() throws {
        let folder = try TemporaryDirectory()
        let result = try run([], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("trick-recogniser.dftm does not exist"))
        #expect(result.stderr.contains("--model FILE"))
        let named = try run(["--model", "nowhere.dftm"], in: folder)
        #expect(named.status == 2)
        #expect(named.stderr.contains(folder.url.appendingPathComponent("nowhere.dftm").path + " does not exist (from --model)"))
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func aBadModelIsExit2WithTheReason() throws {
        let folder = try TemporaryDirectory()
        let model = try writeModel(Data("DFTRICK1 but not really".utf8), in: folder)
        let result = try run([], in: folder, environment: ["DIGITFLIP_TRICK_MODEL": model])
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot use the recogniser's model \(model)"))
        #expect(result.stderr.contains("only"))
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func jsonHasTheIssuesShape() throws {
        let folder = try TemporaryDirectory()
        // Every glyph reads as ^e: no written digit beats the turned letter (but l=1 and
        // o=0 pass by nature), and no turned glyph reads as its letter.
        let model = try writeModel(TrickModelFile.constant(favouring: 36 + 4), in: folder)
        let result = try run(["classic", "--model", model, "--format", "json", "--phrase", "magic"], in: folder)
        #expect(result.status == 1, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["pack"] as? String == "classic")
        let letters = try #require(object["letters"] as? [[String: Any]])
        #expect(letters.count == 26)
        let e = try #require(letters.first { $0["letter"] as? String == "e" })
        #expect(e["code"] as? String == "2")
        let written = try #require(e["written"] as? [String: Any])
        #expect(written["reads"] as? String == "^e")
        #expect(written["pass"] as? Bool == false)
        let candidates = try #require(written["candidates"] as? [[String: Any]])
        #expect(candidates.first?["label"] as? String == "^e")
        #expect((candidates.first?["score"] as? Double ?? 0) > 0.5)
        let turned = try #require(e["turned"] as? [String: Any])
        #expect(turned["reads"] as? String == "^e" && turned["pass"] as? Bool == false)
        // A two-digit code reads per place.
        let k = try #require(letters.first { $0["letter"] as? String == "k" })
        #expect((k["written"] as? [String: Any])?["reads"] as? String == "^e ^e")
        let phrases = try #require(object["phrases"] as? [[String: Any]])
        #expect(phrases.map { $0["phrase"] as? String } == (["hi you", "mom", "top", "hello world", "pick a card", "the quick brown fox",
                                                             "jumps over the lazy dog", "magic is real", "seven of hearts", "abracadabra", "magic"]))
        let hiYou = try #require(phrases.first)
        let row = try #require(hiYou["written"] as? [String: Any])
        #expect(row["reads"] is String && row["editDistance"] is Int && row["exact"] is Bool)
        let turnedRow = try #require(hiYou["turned"] as? [String: Any])
        // Letters-only, as the turned verdict reads a glyph: each letter with its twin's score
        // added. All scores but ^e's are equal here, so the first letter with a twin (b, whose
        // twin is ^q) leads every glyph.
        #expect(turnedRow["reads"] as? String == "bb bbb")
        #expect(turnedRow["editDistance"] as? Int == 5)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["writtenPass"] as? Int == 2) // l=1 and o=0: one shape by nature
        #expect(summary["turnedPass"] as? Int == 0)
        #expect(summary["letters"] as? Int == 26)
        #expect(object["standardPhrases"] as? [String] == Array((phrases.map { $0["phrase"] as! String }).prefix(10)))
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func humanOutputIsATableWeakestFirstThenPhrasesThenASummary() throws {
        let folder = try TemporaryDirectory()
        let model = try writeModel(TrickModelFile.constant(favouring: 10 + 4), in: folder) // every glyph reads e
        let result = try run(["--model", model], in: folder)
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("pack classic (Digitext)") == true)
        #expect(lines[1].hasPrefix("LETTER  CODE  WRITTEN READS"))
        // e's turned glyph passes (it reads e), so e fails one half only: it comes last.
        #expect(lines[27].hasPrefix("e "), "\(lines[27])")
        #expect(lines.contains { $0.hasPrefix("PHRASE") })
        #expect(lines.last?.hasPrefix("classic: written 2/26 pass, turned 1/26 pass; phrases exact: written") == true, "\(lines.last ?? "")")
    }

    @Test func suggestCodesReadsTheModelsTableAndNeedsNoRasterizer() throws {
        let folder = try TemporaryDirectory()
        let layer = TrickModelFile.Layer(inputs: 706, outputs: 62, weights: [Float](repeating: 0, count: 706 * 62), biases: [Float](repeating: 0, count: 62))
        let model = try writeModel(TrickModelFile.data(layers: [layer]) {
            $0["suggestions"] = ["h": ["digits": ["4": 0.88, "1": 0.05, "7": 0.02], "pairs": [["code": "41", "score": 0.05]], "bestDigitBeatsTurnedLetter": 0.9]]
        }, in: folder)
        let emptyPath = folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: emptyPath, withIntermediateDirectories: true)
        let result = try run(["--suggest-codes", "--model", model], in: folder, environment: ["PATH": emptyPath.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("4 0.88, 1 0.05, 7 0.02"))
        #expect(result.stdout.contains("41 0.05"))
        #expect(result.stdout.contains("in 90 % of fonts"))
        let json = try run(["--suggest-codes", "--model", model, "--format", "json"], in: folder, environment: ["PATH": emptyPath.path])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let h = try #require((object["suggestions"] as? [String: Any])?["h"] as? [String: Any])
        #expect((h["digits"] as? [[String: Any]])?.first?["code"] as? String == "4")
        #expect((h["pairs"] as? [[String: Any]])?.first?["code"] as? String == "41")
        let none = try writeModel(TrickModelFile.constant(favouring: 0), in: folder, name: "plain.dftm")
        let without = try run(["--suggest-codes", "--model", none], in: folder)
        #expect(without.status == 2)
        #expect(without.stderr.contains("has no suggestions table"))
    }

    @Test func aPhraseTheAppRefusesIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        let result = try run(["--phrase", "hello!"], in: folder)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--phrase \"hello!\""))
    }

    @Test func helpHasAnExampleAndTheExitStatus() throws {
        let result = try PacktoolBinary.run(["trick", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("packtool trick ./my_pack --phrase"))
        #expect(result.stdout.contains("EXIT STATUS"))
        #expect(result.stdout.contains("librsvg2-bin"))
    }
}
