import Foundation
import Testing
import TestSupport
@testable import PackModel

/// The committed model against the training side and against people: golden features and
/// scores from Scripts/trick (to 1e-4), the human verdict table of classic as of 2026-11,
/// and the two fixture packs drawn from font outlines (plain digits; letters turned).
@Suite struct TrickCalibrationTests {
    static let folder = TestPaths.fixture("trick")
    static let modelURL = TestPaths.packageRoot.appendingPathComponent("Models/trick-recogniser.dftm")

    static func model() throws -> TrickModel { try TrickModel(contentsOf: modelURL) }

    static func json(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func doubles(_ value: Any?) -> [Double]? { (value as? [NSNumber])?.map(\.doubleValue) }

    static func maximumDifference(_ a: [Double], _ b: [Double]) -> Double {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    @Test func goldenFeaturesAndScoresMatchTheTrainingSide() throws {
        let golden = try Self.json("golden-features.json")
        let tolerance = (golden["tolerance"] as? NSNumber)?.doubleValue ?? 1e-4
        #expect(golden["labels"] as? [String] == TrickLabel.all.map(\.description))
        let recogniser = Recogniser(model: try Self.model())
        for pixel in try #require(golden["rgbaToInk"] as? [[String: Any]]) {
            let rgba = try #require((pixel["rgba"] as? [NSNumber])?.map(\.uint8Value))
            let ink = try #require((pixel["ink"] as? NSNumber)?.doubleValue)
            #expect(abs(InkMap.ink(r: rgba[0], g: rgba[1], b: rgba[2], a: rgba[3]) - ink) < 1e-6, "\(rgba)")
        }
        let cases = try #require(golden["cases"] as? [[String: Any]])
        #expect(cases.count >= 5)
        for item in cases {
            let name = item["name"] as? String ?? "?"
            let width = try #require((item["width"] as? NSNumber)?.intValue), height = try #require((item["height"] as? NSNumber)?.intValue)
            let map = InkMap(width: width, height: height, ink: try #require(Self.doubles(item["ink"])))
            let features = TrickFeatures.of(map)
            guard let expected = Self.doubles(item["features"]) else {
                #expect(features == nil, "\(name): the training side finds no ink")
                continue
            }
            let computed = try #require(features, "\(name): no features, the training side has some")
            #expect(computed.count == expected.count)
            #expect(Self.maximumDifference(computed, expected) <= tolerance, "\(name): features differ by \(Self.maximumDifference(computed, expected))")
            if let box = (item["box"] as? [NSNumber])?.map(\.intValue), let found = map.boundingBox {
                #expect([found.x0, found.y0, found.x1, found.y1] == box, "\(name)")
            }
            if let scores = Self.doubles(item["scores"]) {
                let mine = recogniser.judge(map).scores
                #expect(Self.maximumDifference(mine, scores) <= tolerance, "\(name): scores differ by \(Self.maximumDifference(mine, scores))")
            }
            if let turned = Self.doubles(item["turnedScores"]) {
                let mine = recogniser.judge(map.turned).scores
                #expect(Self.maximumDifference(mine, turned) <= tolerance, "\(name): turned scores differ")
            }
            if let split = item["split"] as? [String: Any] {
                let halves = try #require(map.splitForTwoDigits())
                #expect(halves.column == (split["column"] as? NSNumber)?.intValue, "\(name): split column")
                for (side, half) in [("left", halves.left), ("right", halves.right)] {
                    let expectedHalf = try #require(split[side] as? [String: Any])
                    #expect(half.width == (expectedHalf["width"] as? NSNumber)?.intValue)
                    let f = try #require(TrickFeatures.of(half))
                    #expect(Self.maximumDifference(f, try #require(Self.doubles(expectedHalf["features"]))) <= tolerance, "\(name) \(side)")
                    #expect(Self.maximumDifference(recogniser.judge(half).scores, try #require(Self.doubles(expectedHalf["scores"]))) <= tolerance, "\(name) \(side) scores")
                }
            }
        }
    }

    /// Judges a fixture pack folder the way `packtool trick` does.
    static func judge(_ pack: String) throws -> TrickReport {
        let loaded = try PackCatalog.load(FolderPackFiles(folder: folder.appendingPathComponent(pack)))
        // The rasterizer packtool trick runs (the suite requires rsvg-convert on PATH).
        let rasterizer = try #require(RSVGConvert.find(), "rsvg-convert is not on PATH")
        return try TrickJudge(recogniser: Recogniser(model: try model())).judge(loaded, rasterizer: rasterizer, phrases: StandardPhrases.all)
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func agreesWithThePersonOnClassic() throws {
        let table = try Self.json("human-verdicts-classic-2026-11.json")
        let verdicts = try #require(table["letters"] as? [String: [String: [String: Any]]])
        let report = try Self.judge("classic-2026-11")
        var agreed = 0, judged = 0
        var disagreements: [String] = []
        for letter in report.letters {
            for (half, mine) in [("written", letter.written), ("turned", letter.turned)] {
                guard let human = verdicts[String(letter.letter)]?[half]?["verdict"] as? String, human != "marginal" else { continue }
                judged += 1
                if (human == "pass") == mine.pass {
                    agreed += 1
                } else {
                    disagreements.append("\(letter.letter) \(half): person \(human), recogniser \(mine.pass ? "pass" : "fail") (reads \(mine.reads))")
                }
            }
        }
        #expect(judged >= 30)
        let share = Double(agreed) / Double(max(judged, 1))
        #expect(share >= 0.85, "agrees on \(agreed) of \(judged) non-marginal verdicts; disagrees on: \(disagreements.joined(separator: "; "))")
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func plainDigitsPassWritten() throws {
        let report = try Self.judge("font-digits")
        // Drawn as plain digits: the written half must pass for most letters (a majority).
        #expect(report.letters.count == 26)
        #expect(report.writtenPass >= 14, "written passes for \(report.writtenPass) of 26: \(report.letters.filter { !$0.written.pass }.map { "\($0.letter)→\($0.written.reads)" })")
    }

    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func lettersTurnedFailWrittenAsTheTurnedLetter() throws {
        let report = try Self.judge("turned-letters")
        let givenAway = report.letters.filter { !$0.written.pass && $0.written.reads == "^\($0.letter)" }
        #expect(givenAway.count >= 14, "written reads as ^x for \(givenAway.count) of 26: \(report.letters.map { "\($0.letter)→\($0.written.reads)" })")
        #expect(report.turnedPass >= 14, "turned passes for \(report.turnedPass) of 26")
    }
}
