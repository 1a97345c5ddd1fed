import Foundation
import Testing
import TestSupport
@testable import PackModel

/// The trick recogniser's run-time side with models the tests write themselves: the model
/// file reader, the features, the layers, the verdicts.
@Suite struct TrickModelReaderTests {
    @Test(arguments: ["f32", "f16"])
    func readsAModelAndScoresWithIt(dtype: String) throws {
        let model = try TrickModel(TrickModelFile.constant(favouring: TrickLabel.turnedLetter("e").index, dtype: dtype))
        #expect(model.dtype == dtype)
        #expect(model.layers.count == 1)
        let scores = model.scores([Double](repeating: 0.3, count: TrickFeatures.count))
        #expect(scores.count == 62)
        #expect(abs(scores.reduce(0, +) - 1) < 1e-9)
        let reading = TrickReading(scores: scores)
        #expect(reading.best == .turnedLetter("e"))
        // e^5 / (e^5 + 61)
        #expect(abs(reading.score(.turnedLetter("e")) - exp(5) / (exp(5) + 61)) < 1e-4)
    }

    /// Standardisation, a hidden layer with ReLU, then softmax, computed by hand.
    @Test func standardisesThenRunsTheLayers() throws {
        let n = TrickFeatures.count
        var w1 = [Float](repeating: 0, count: 2 * n)
        w1[0] = 1        // hidden 0 = z0
        w1[n] = -1       // hidden 1 = -z0, cut to 0 by ReLU
        var w2 = [Float](repeating: 0, count: 62 * 2)
        w2[3 * 2 + 0] = 1   // label 3 from hidden 0
        w2[5 * 2 + 1] = 1   // label 5 from hidden 1
        var mean = [Float](repeating: 0, count: n), std = [Float](repeating: 1, count: n)
        mean[0] = 1; std[0] = 0.5
        let data = TrickModelFile.data(layers: [.init(inputs: n, outputs: 2, weights: w1, biases: [0, 0]),
                                                .init(inputs: 2, outputs: 62, weights: w2, biases: [Float](repeating: 0, count: 62))],
                                       mean: mean, std: std)
        let model = try TrickModel(data)
        var features = [Double](repeating: 0, count: n)
        features[0] = 2 // z = (2 - 1) / 0.5 = 2
        let scores = model.scores(features)
        let expected = exp(2.0) / (exp(2.0) + 61)
        #expect(abs(scores[3] - expected) < 1e-5)
        #expect(abs(scores[5] - 1 / (exp(2.0) + 61)) < 1e-5)
    }

    @Test func readsTheSuggestionsTable() throws {
        let data = TrickModelFile.data(layers: [.init(inputs: 706, outputs: 62, weights: [Float](repeating: 0, count: 706 * 62), biases: [Float](repeating: 0, count: 62))]) {
            $0["suggestions"] = ["o": [["code": "8", "score": 0.01], ["code": "0", "score": 0.92]], "h": [["4", 0.88], ["41", 0.3]], "Z": [["1", 0.5]], "x": [["ab", 0.5]],
                                  "u": ["digits": ["0": 0.2, "8": 0.01, "7": 0.3, "x": 0.9], "pairs": [["code": "11", "score": 0.1, "left": 0.3]],
                                        "bestDigitBeatsTurnedLetter": 0.25, "bestDigit": "7"]]
        }
        let model = try TrickModel(data)
        #expect(model.suggestions["o"]?.digits.map(\.code) == ["0", "8"])
        #expect(model.suggestions["h"]?.digits.first?.score == 0.88)
        #expect(model.suggestions["h"]?.pairs.map(\.code) == ["41"])
        #expect(model.suggestions["Z"] == nil)
        #expect(model.suggestions["x"] == nil)
        // The training script's shape: mean score per digit, pairs, and how often the best digit wins.
        let u = try #require(model.suggestions["u"])
        #expect(u.digits.map(\.code) == ["7", "0", "8"])
        #expect(u.pairs.map(\.code) == ["11"])
        #expect(u.bestDigitBeatsTurnedLetter == 0.25)
    }

    static let good = TrickModelFile.constant(favouring: 0)

    /// `trainedOn` is the header's value written back on one line, keys sorted.
    @Test func givesTrainedOnAsCompactJSON() throws {
        let model = try TrickModel(Self.good)
        #expect(model.trainedOn == #"{"fonts":["test"]}"#)
        let other = try TrickModel(TrickModelFile.data(layers: Self.layers) {
            $0["trainedOn"] = ["seed": 20261125, "script": "Scripts/trick/train.py v2", "date": "2026-11-25", "share": 0.25, "fonts": ["a.ttf", "b\"c"]]
        })
        #expect(other.trainedOn == #"{"date":"2026-11-25","fonts":["a.ttf","b\"c"],"script":"Scripts/trick/train.py v2","seed":20261125,"share":0.25}"#)
    }

    static var layers: [TrickModelFile.Layer] { [.init(inputs: 706, outputs: 62, weights: [Float](repeating: 0, count: 706 * 62), biases: [Float](repeating: 0, count: 62))] }

    /// A header that is not JSON, or not the documented shape, is refused naming where in
    /// the header; loaded from a file, the refusal names the file and what to do.
    @Test func aMalformedHeaderNamesTheFileAndWhereInTheHeader() throws {
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases: [(String, String)] = [
            ("{\"version\": 1,\n \"labels\": [}", "its header is not valid JSON: header line 2, column 13: expected a value but found '}'"),
            ("{\"version\": 1,\n\"labels\": \"0-9\"}", "its header's labels are not the 62 labels 0-9, a-z, ^a-^z in that order (header line 2, column 11)"),
            ("{\"version\":\n  2}", "its header's version is 2; this packtool reads version 1 (header line 2, column 3)"),
            ("\n[1]", "its header is not a JSON object: it is an array (header line 2, column 1)"),
        ]
        for (header, expected) in cases {
            let file = folder.appendingPathComponent("model.dftm")
            try Self.good.replacingHeader(with: header).write(to: file)
            do {
                _ = try TrickModelLocation.load(option: file.path)
                Issue.record("loaded \(header)")
            } catch {
                #expect(error.description.contains("cannot use the recogniser's model \(file.path): \(expected)"), "\(error.description)")
                #expect(error.remedy.contains("Scripts/trick"))
            }
        }
    }

    static func refusals() -> [(String, Data)] {
        let layer = TrickModelFile.Layer(inputs: 706, outputs: 62, weights: [Float](repeating: 0, count: 706 * 62), biases: [Float](repeating: 0, count: 62))
        var nan = good
        nan[nan.count - 3] = 0xFF; nan[nan.count - 2] = 0xFF; nan[nan.count - 1] = 0x7F // last bias NaN (little-endian f32 0x7FFFFF..)
        var zeroStd = [Float](repeating: 1, count: 706)
        zeroStd[10] = 0
        return [
            ("not start with DFTRICK1", Data("DFTRICK2".utf8) + good.dropFirst(8)),
            ("not start with DFTRICK1", Data([1, 2, 3])),
            ("only", good.prefix(40)),
            ("follow", good + Data([0])),
            ("follow", good.dropLast(4)),
            ("not a JSON object", TrickModelFile.data(layers: [layer]) { $0 = [:] }.replacingHeader(with: "[1,2]")),
            ("version", TrickModelFile.data(layers: [layer]) { $0["version"] = 2 }),
            ("labels", TrickModelFile.data(layers: [layer]) { $0["labels"] = Array(TrickModelFile.labels.reversed()) }),
            ("features", TrickModelFile.data(layers: [layer]) { $0["features"] = 705 }),
            ("dtype", TrickModelFile.data(layers: [layer]) { $0["dtype"] = "f64" }),
            ("reads 706 values, but 100 come in", TrickModelFile.data(layers: [.init(inputs: 706, outputs: 100, weights: [Float](repeating: 0, count: 70600), biases: [Float](repeating: 0, count: 100)), layer])),
            ("62 labels", TrickModelFile.data(layers: [.init(inputs: 706, outputs: 61, weights: [Float](repeating: 0, count: 706 * 61), biases: [Float](repeating: 0, count: 61))])),
            ("sizes must be", TrickModelFile.data(layers: [layer]) { $0["layers"] = [[706, 1 << 40]] }),
            ("layer 1 is not an [in, out] pair of whole numbers (header line 1", TrickModelFile.data(layers: [layer]) { $0["layers"] = [[706, 62.5]] }),
            ("finite", nan),
            ("std", TrickModelFile.data(layers: [layer], std: zeroStd)),
            ("8 MiB", Data("DFTRICK1".utf8) + Data(count: (8 << 20) - 7)),
        ]
    }

    @Test(arguments: refusals())
    func refusesAMalformedFileWithAReason(expected: String, data: Data) {
        #expect(throws: TrickModel.Refusal.self) { try TrickModel(data) }
        do {
            _ = try TrickModel(data)
        } catch {
            #expect(error.reason.contains(expected), "\(error.reason)")
        }
    }
}

extension Data {
    /// The same model file with another header text.
    func replacingHeader(with text: String) -> Data {
        let length = Int(self[8]) | Int(self[9]) << 8 | Int(self[10]) << 16 | Int(self[11]) << 24
        var header = Data("DFTRICK1".utf8)
        var newLength = UInt32(text.utf8.count).littleEndian
        header.append(Data(bytes: &newLength, count: 4))
        return header + Data(text.utf8) + self.dropFirst(12 + length)
    }
}

@Suite struct TrickFeatureTests {
    /// A W×H map with ink 1 in the rectangle.
    static func rectangle(width: Int, height: Int, x: Range<Int>, y: Range<Int>, ink: Double = 1) -> InkMap {
        var values = [Double](repeating: 0, count: width * height)
        for row in y { for column in x { values[row * width + column] = ink } }
        return InkMap(width: width, height: height, ink: values)
    }

    @Test func anEmptyMapHasNoFeatures() {
        #expect(TrickFeatures.of(InkMap(width: 10, height: 10, ink: [Double](repeating: 0.1, count: 100))) == nil)
        #expect(TrickFeatures.of(InkMap(width: 0, height: 0, ink: [])) == nil)
    }

    @Test func aTallRectangleIsCentredAndScaled() throws {
        // 40×80 of ink inside a 120×160 map: s = 80, the crop sits at x 20..<60 of the
        // square, so output columns 5...14 are full and the rest empty.
        let map = Self.rectangle(width: 120, height: 160, x: 30..<70, y: 50..<130)
        let features = try #require(TrickFeatures.of(map))
        #expect(features.count == 706)
        let grid = Array(features[0..<576])
        for i in 0..<24 {
            for j in 0..<24 {
                let inside = (2..<22).contains(i) && (7..<17).contains(j)
                #expect(abs(grid[i * 24 + j] - (inside ? 1 : 0)) < 1e-9, "cell \(i),\(j)")
            }
        }
        let hist = Array(features[576..<704])
        #expect(abs(hist.reduce(0) { $0 + $1 * $1 } - 1) < 1e-9)
        #expect(abs(features[704] - log(0.5)) < 1e-12)
        #expect(abs(features[705] - 1) < 1e-12)
    }

    @Test func aHalfPixelOffsetIsAveragedNotRounded() throws {
        // 19×20: s = 20, ox = 0.5, one source pixel per output cell: column 0 of the
        // output holds half a pixel of ink, column 19 the other half.
        let map = Self.rectangle(width: 19, height: 20, x: 0..<19, y: 0..<20)
        let grid = try #require(TrickFeatures.normalise(map)).grid
        #expect(abs(grid[2 * 24 + 2] - 0.5) < 1e-12)
        #expect(abs(grid[2 * 24 + 3] - 1) < 1e-12)
        #expect(abs(grid[2 * 24 + 21] - 0.5) < 1e-12)
    }

    @Test func pixelsAtTheThresholdAreOutsideTheBoxButCountedInside() throws {
        var values = [Double](repeating: 0, count: 100)
        values[0] = 0.1  // not ink for the box
        values[5 * 10 + 5] = 1
        values[5 * 10 + 6] = 0.05 // inside the box row, below the threshold: outside the box
        let normal = try #require(TrickFeatures.normalise(InkMap(width: 10, height: 10, ink: values)))
        #expect(normal.boxWidth == 1 && normal.boxHeight == 1)
        #expect(normal.density == 1)
    }

    @Test func gradientsGoToTheirOrientationBins() throws {
        let map = Self.rectangle(width: 40, height: 40, x: 0..<40, y: 0..<40)
        let features = try #require(TrickFeatures.of(map))
        let hist = Array(features[576..<704])
        // A full square: edges on all four sides, each side's bin only.
        var bins = [Double](repeating: 0, count: 8)
        for cell in 0..<16 { for b in 0..<8 { bins[b] += hist[cell * 8 + b] } }
        // A square: its four sides go to bins 0 (left edge, ink rising to the right), 2
        // (top), 4 (right) and 6 (bottom: θ = 3π/2), equally; its four inner corners, where
        // both differences are non-zero, to the diagonal bins 1, 3, 5, 7, equally and less.
        for bin in [2, 4, 6] { #expect(abs(bins[bin] - bins[0]) < 1e-9, "bin \(bin)") }
        for bin in [3, 5, 7] { #expect(abs(bins[bin] - bins[1]) < 1e-9, "bin \(bin)") }
        #expect(bins[1] > 0 && bins[1] < bins[0])
    }

    @Test func turningIsAHalfTurnNotAMirror() {
        let map = InkMap(width: 3, height: 2, ink: [1, 2, 3, 4, 5, 6].map { $0 / 10 })
        #expect(map.turned.ink == [6, 5, 4, 3, 2, 1].map { $0 / 10 })
        #expect(map.turned.turned == map)
    }

    @Test func aTwoDigitGlyphIsSplitAtItsThinnestMiddleColumn() throws {
        // Two bars, x 10..<30 and 36..<60, a gap of 6 columns at 30..<36; the middle third
        // of the box 10...59 is 26...42; the least-ink columns are 30...35, the nearest the
        // middle (34.5) is 34 or 35: the left one, 34.
        var values = [Double](repeating: 0, count: 80 * 20)
        for y in 0..<20 { for x in Array(10..<30) + Array(36..<60) { values[y * 80 + x] = 1 } }
        let split = try #require(InkMap(width: 80, height: 20, ink: values).splitForTwoDigits())
        #expect(split.column == 34)
        #expect(split.left.width == 34 && split.right.width == 45)
        #expect(split.left.boundingBox?.x1 == 29)
        #expect(split.right.boundingBox?.x0 == 1)
        #expect(InkMap(width: 4, height: 4, ink: [Double](repeating: 0, count: 16)).splitForTwoDigits() == nil)
    }
}

@Suite struct TrickVerdictTests {
    /// A reading with these scores (the rest share what is left).
    static func reading(_ scores: [String: Double]) -> TrickReading {
        let rest = (1 - scores.values.reduce(0, +)) / Double(62 - scores.count)
        var values = [Double](repeating: rest, count: 62)
        for (label, score) in scores { values[TrickLabel(label)!.index] = score }
        return TrickReading(scores: values)
    }

    @Test func aWrittenGlyphPassesWhenItsDigitBeatsTheTurnedLetter() {
        let fail = TrickVerdicts.written(letter: "e", code: "2", whole: Self.reading(["^e": 0.61, "2": 0.2]), places: nil)
        #expect(!fail.pass && fail.reads == "^e" && fail.margin < 0)
        #expect(fail.candidates.first == TrickCandidate(label: .turnedLetter("e"), score: 0.61))
        // The digit only has to beat ^e, not every label.
        let pass = TrickVerdicts.written(letter: "e", code: "2", whole: Self.reading(["z": 0.5, "2": 0.3, "^e": 0.1]), places: nil)
        #expect(pass.pass && pass.reads == "z")
    }

    @Test func pairsOneShapeByNaturePass() {
        #expect(TrickVerdicts.written(letter: "l", code: "1", whole: Self.reading(["^l": 0.7, "1": 0.2]), places: nil).pass)
        #expect(TrickVerdicts.written(letter: "o", code: "0", whole: Self.reading(["^o": 0.7, "0": 0.2]), places: nil).pass)
        #expect(!TrickVerdicts.written(letter: "i", code: "1", whole: Self.reading(["^i": 0.7, "1": 0.2]), places: nil).pass)
        #expect(TrickVerdicts.turned(letter: "o", reading: Self.reading(["0": 0.6, "o": 0.3])).pass)
        #expect(!TrickVerdicts.turned(letter: "h", reading: Self.reading(["4": 0.6, "h": 0.3])).pass)
    }

    @Test func aTwoDigitCodeIsJudgedPerPlace() {
        let whole = Self.reading(["4": 0.3, "^w": 0.2])
        let pass = TrickVerdicts.written(letter: "w", code: "14", whole: whole,
                                         places: [Self.reading(["^l": 0.5, "1": 0.1]), Self.reading(["4": 0.6, "^h": 0.2])])
        #expect(pass.pass)
        #expect(pass.reads == "^l 4")
        #expect(pass.places.map(\.pass) == [true, true])
        let fail = TrickVerdicts.written(letter: "w", code: "14", whole: whole,
                                         places: [Self.reading(["1": 0.5]), Self.reading(["^n": 0.5, "4": 0.3])])
        #expect(!fail.pass)
        #expect(fail.places.map(\.pass) == [true, false])
        // A letter on a place beats its digit, unless it is the digit by nature (l is 1).
        let upright = TrickVerdicts.written(letter: "k", code: "74", whole: whole,
                                            places: [Self.reading(["7": 0.5]), Self.reading(["h": 0.45, "4": 0.4])])
        #expect(!upright.pass)
        let natural = TrickVerdicts.written(letter: "k", code: "71", whole: whole,
                                            places: [Self.reading(["7": 0.5]), Self.reading(["l": 0.45, "1": 0.4])])
        #expect(natural.pass)
    }

    @Test func twoDigitsThatTogetherReadAsTheTurnedLetterFail() {
        let places = [Self.reading(["1": 0.6]), Self.reading(["0": 0.6])]
        // A 1 touching a 0 reads p: for d (code 10), ^d's twin is p.
        #expect(!TrickVerdicts.written(letter: "d", code: "10", whole: Self.reading(["p": 0.5]), places: places).pass)
        #expect(!TrickVerdicts.written(letter: "d", code: "10", whole: Self.reading(["^d": 0.5]), places: places).pass)
        #expect(TrickVerdicts.written(letter: "d", code: "10", whole: Self.reading(["1": 0.5]), places: places).pass)
    }

    @Test func twinsAddTheirScores() {
        // A written q (code 6) reading b: b is ^q's twin, so ^q's share is b + ^q.
        #expect(!TrickVerdicts.written(letter: "q", code: "6", whole: Self.reading(["b": 0.4, "6": 0.3, "^q": 0.1]), places: nil).pass)
        #expect(TrickVerdicts.written(letter: "q", code: "6", whole: Self.reading(["b": 0.1, "6": 0.3, "^q": 0.1]), places: nil).pass)
        // A turned z read as ^z still counts as z.
        #expect(TrickVerdicts.turned(letter: "z", reading: Self.reading(["^z": 0.5, "z": 0.1, "e": 0.3])).pass)
        #expect(TrickTwins.twin(of: .letter("n")) == .turnedLetter("u") && TrickTwins.twin(of: .turnedLetter("u")) == .letter("n"))
        #expect(TrickTwins.twin(of: .letter("e")) == nil)
    }

    @Test func aTurnedGlyphMustReadAsItsLetterAboveEveryDigit() {
        #expect(TrickVerdicts.turned(letter: "e", reading: Self.reading(["e": 0.88])).pass)
        #expect(!TrickVerdicts.turned(letter: "e", reading: Self.reading(["c": 0.5, "e": 0.3])).pass)
        #expect(!TrickVerdicts.turned(letter: "s", reading: Self.reading(["5": 0.5, "s": 0.4])).pass)
        // A turned letter label is not a rival: the audience reads the paper turned.
        #expect(TrickVerdicts.turned(letter: "e", reading: Self.reading(["^e": 0.5, "e": 0.4])).pass)
        #expect(!TrickVerdicts.turned(letter: "e", reading: .nothing).pass)
    }

    @Test func phrasesReadBothRowsAsAnAudienceWould() throws {
        let map = try LetterMap(jsonBytes: Array(String(contentsOf: TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json"), encoding: .utf8).utf8))
        let encoded = try PhraseEncoder(map: map).encode("hi you")
        var written: [Character: [TrickReading]] = [:]
        var turned: [Character: TrickReading] = [:]
        for (letter, code) in [("h", "4"), ("i", "1"), ("y", "6"), ("o", "0"), ("u", "0")] {
            written[Character(letter)] = [Self.reading([code: 0.3, "^" + letter: 0.6])]
            turned[Character(letter)] = Self.reading([letter: 0.5, "8": 0.45])
        }
        // y's turned glyph reads as a v; h's written glyph as a 7 among digits.
        turned["y"] = Self.reading(["v": 0.5, "y": 0.2])
        written["h"] = [Self.reading(["7": 0.3, "4": 0.2])]
        let verdict = TrickVerdicts.phrase(encoded, written: written, turned: turned)
        #expect(verdict.written.truth == "0 0 6 1 4")
        #expect(verdict.written.reads == "0 0 6 1 7")
        #expect(verdict.written.editDistance == 1)
        #expect(verdict.turned.reads == "hi vou")
        #expect(verdict.turned.editDistance == 1 && !verdict.turned.exact)
    }

    @Test(arguments: [("kitten", "sitting", 3), ("0 0 6 1 4", "00614", 0), ("", "abc", 3), ("abc", "", 3), ("flaw", "lawn", 2), ("hi you", "hi you", 0)])
    func editDistanceIsLevenshteinWithoutSpaces(a: String, b: String, distance: Int) {
        #expect(TrickVerdicts.editDistance(a, b) == distance)
        #expect(TrickVerdicts.editDistance(b, a) == distance)
    }

    @Test func theStandardPhrasesUseEveryLetterAndTheAppAcceptsThem() throws {
        #expect(StandardPhrases.all.count == 10)
        #expect(Set(StandardPhrases.all.joined().filter { $0 != " " }) == Set("abcdefghijklmnopqrstuvwxyz"))
        for phrase in StandardPhrases.all { #expect(try PhraseValidator.validate(phrase) == phrase) }
    }

    @Test func labelsAreInTheModelsOrder() {
        #expect(TrickLabel.all.map(\.description) == TrickModelFile.labels)
        #expect(TrickLabel.all.enumerated().allSatisfy { $0.offset == $0.element.index })
        #expect(TrickLabel("^q") == .turnedLetter("q") && TrickLabel("Q") == nil && TrickLabel("^") == nil && TrickLabel("12") == nil)
    }
}

@Suite struct TrickModelLocationTests {
    @Test func theOptionThenTheEnvironmentThenTheCloneThenBesidePacktool() throws {
        let folder = try TemporaryDirectory()
        let executable = folder.url.appendingPathComponent("bin/packtool")
        let resolve = { (option: String?, environment: [String: String]) in
            TrickModelLocation.resolve(option: option, environment: environment, currentDirectory: folder.url, executable: executable).path
        }
        #expect(resolve("m.dftm", ["DIGITFLIP_TRICK_MODEL": "/x/e.dftm"]) == folder.url.appendingPathComponent("m.dftm").path)
        #expect(resolve(nil, ["DIGITFLIP_TRICK_MODEL": "/x/e.dftm"]) == "/x/e.dftm")
        #expect(resolve(nil, [:]) == folder.url.appendingPathComponent("share/digitflip/trick-recogniser.dftm").standardizedFileURL.path)
        try folder.write("Models/trick-recogniser.dftm", "x")
        #expect(resolve(nil, [:]) == folder.url.appendingPathComponent("Models/trick-recogniser.dftm").path)
    }
}

@Suite struct PNGPixelsTests {
    @Test func decodesWhatItIsGiven() throws {
        var pixels: [UInt8] = []
        for index in 0..<(5 * 3) { pixels += [UInt8(index * 7), UInt8(255 - index), UInt8(index * 3), UInt8(index % 2 == 0 ? 255 : 128)] }
        let image = try PNGPixels(PNGWriter.rgba(width: 5, height: 3, pixels: pixels))
        #expect(image.width == 5 && image.height == 3)
        #expect(image.rgba == pixels)
    }

    @Test func refusesWhatIsNotAWholePNG() throws {
        let png = PNGWriter.rgba(width: 4, height: 4, pixels: [UInt8](repeating: 9, count: 64))
        #expect(throws: PNGPixels.Failure.notPNG) { try PNGPixels(Data("GIF89a".utf8)) }
        #expect(throws: PNGPixels.Failure.self) { try PNGPixels(png.prefix(png.count - 30)) }
        #expect(throws: PNGPixels.Failure.self) { try PNGPixels(png.prefix(20)) }
        // Claims more pixels than the limit allows: refused before anything is inflated.
        #expect(throws: PNGPixels.Failure.self) { try PNGPixels(png, limits: .init(maximumBytes: 1 << 20, maximumPixels: 15)) }
        #expect(throws: PNGPixels.Failure.self) { try PNGPixels(png, limits: .init(maximumBytes: 10, maximumPixels: 1 << 20)) }
    }

    @Test func aStreamInflatingPastTheImageIsRefused() throws {
        // A 1×1 image whose data is a 4×4 image's: more bytes than one row and pixel.
        var png = [UInt8](PNGWriter.rgba(width: 4, height: 4, pixels: [UInt8](repeating: 9, count: 64)))
        png[16 + 3] = 1; png[20 + 3] = 1 // IHDR width and height to 1
        #expect(throws: PNGPixels.Failure.self) { try PNGPixels(Data(png)) }
    }
}
