import Foundation

/// The recogniser's model, read from its file (`Models/trick-recogniser.dftm`; the format
/// is in docs/trick.md, "The model file"): a small multilayer perceptron over
/// `TrickFeatures`, its standardisation, and what the training side measured.
///
/// The reader is bounded and strict, since a model file is outside bytes like any other:
/// a file over 8 MiB, a header that is not the documented shape, sizes that do not add
/// up, or a value that is not a finite number is refused with the reason. The header is
/// read by the one JSON reader (`JSONDocument`), so a refusal about it says where in the
/// header (line and column).
public struct TrickModel: Sendable {
    public static let magic = Array("DFTRICK1".utf8)
    public static let maximumBytes = PackPolicy.standard.maximumTrickModelBytes
    public static let version = 1
    /// The model file's name, wherever it is installed.
    public static let fileName = "trick-recogniser.dftm"

    public struct Layer: Sendable {
        public let inputs: Int
        public let outputs: Int
        /// Row-major, outputs × inputs.
        public let weights: [Float]
        public let biases: [Float]
    }

    public let mean: [Float]
    public let std: [Float]
    public let layers: [Layer]
    public let dtype: String
    /// What the header says the model was trained on (`trainedOn`), as JSON text.
    public let trainedOn: String?
    /// For `--suggest-codes`: per letter, the codes its turned form is most like across
    /// the training fonts, best first. Empty when the header has no `suggestions`.
    public let suggestions: [Character: TrickSuggestion]

    /// Why a model file cannot be used.
    public struct Refusal: Error, Sendable, CustomStringConvertible, Equatable {
        public let reason: String
        public var description: String { reason }
        init(_ reason: String) { self.reason = reason }
    }

    /// Reads the model through the one bounded, no-follow reader for small files.
    public init(contentsOf url: URL) throws(Refusal) {
        let bytes: [UInt8]
        do throws(PackReadError) {
            bytes = try SmallFile.read(url.path, kind: .trickModel)
        } catch {
            if case .tooLarge = error { throw Refusal("the file is larger than \(Self.maximumBytes) bytes (8 MiB), the most a model may be") }
            throw Refusal("cannot read it: \(error)")
        }
        try self.init(Data(bytes))
    }

    public init(_ data: Data) throws(Refusal) {
        guard data.count <= Self.maximumBytes else { throw Refusal("the file is \(data.count) bytes; a model is at most \(Self.maximumBytes) bytes (8 MiB)") }
        let bytes = [UInt8](data)
        guard bytes.count >= 12, Array(bytes[0..<8]) == Self.magic else { throw Refusal("it does not start with DFTRICK1: not a packtool trick model") }
        let headerLength = Int(bytes[8]) | Int(bytes[9]) << 8 | Int(bytes[10]) << 16 | Int(bytes[11]) << 24
        guard headerLength <= bytes.count - 12 else { throw Refusal("its header is said to be \(headerLength) bytes, but only \(bytes.count - 12) follow") }
        let header = try Self.header(Array(bytes[12..<(12 + headerLength)]))
        func at(_ key: String) -> String {
            header.member(key).map { " (\(Self.headerPlace($0.value.position)))" } ?? ""
        }
        guard let version = header.member("version")?.value.integerValue, version == Self.version else {
            throw Refusal("its header's version is \(header.member("version").map { Self.text($0.value) } ?? "missing"); this packtool reads version \(Self.version)\(at("version"))")
        }
        guard case .array(let labelNodes)? = header.member("labels")?.value.value,
              labelNodes.map(\.stringValue) == TrickLabel.all.map(\.description) else {
            throw Refusal("its header's labels are not the 62 labels 0-9, a-z, ^a-^z in that order\(at("labels"))")
        }
        guard let features = header.member("features")?.value.integerValue, features == TrickFeatures.count else {
            throw Refusal("its header says \(header.member("features").map { Self.text($0.value) } ?? "no number of") features; the model must read \(TrickFeatures.count)\(at("features"))")
        }
        guard let dtype = header.member("dtype")?.value.stringValue, dtype == "f32" || dtype == "f16" else {
            throw Refusal("its header's dtype is not \"f32\" or \"f16\"\(at("dtype"))")
        }
        guard case .array(let layerList)? = header.member("layers")?.value.value, !layerList.isEmpty, layerList.count <= 16 else {
            throw Refusal("its header's layers are not a list of 1 to 16 [in, out] pairs\(at("layers"))")
        }
        var shapes: [(Int, Int)] = []
        for (index, item) in layerList.enumerated() {
            let place = " (\(Self.headerPlace(item.position)))"
            guard case .array(let pair) = item.value, pair.count == 2, let inputs = pair[0].integerValue, let outputs = pair[1].integerValue else {
                throw Refusal("layer \(index + 1) is not an [in, out] pair of whole numbers\(place)")
            }
            guard (1...(1 << 16)).contains(inputs), (1...(1 << 16)).contains(outputs) else { throw Refusal("layer \(index + 1) is \(inputs)×\(outputs): sizes must be 1 to 65536\(place)") }
            let expectedInputs = shapes.last?.1 ?? TrickFeatures.count
            guard inputs == expectedInputs else { throw Refusal("layer \(index + 1) reads \(inputs) values, but \(expectedInputs) come in\(place)") }
            shapes.append((inputs, outputs))
        }
        guard shapes.last!.1 == TrickLabel.all.count else {
            throw Refusal("the last layer gives \(shapes.last!.1) scores; there are \(TrickLabel.all.count) labels (\(Self.headerPlace(layerList.last!.position)))")
        }

        let width = dtype == "f32" ? 4 : 2
        var count = 2 * TrickFeatures.count
        for (inputs, outputs) in shapes { count += inputs * outputs + outputs }
        let available = bytes.count - 12 - headerLength
        guard count * width == available else {
            throw Refusal("its header describes \(count * width) bytes of numbers, but \(available) follow")
        }
        var reader = FloatReader(bytes: bytes, offset: 12 + headerLength, half: dtype == "f16")
        mean = try reader.read(TrickFeatures.count, what: "mean")
        std = try reader.read(TrickFeatures.count, what: "std")
        guard std.allSatisfy({ $0 > 0 }) else { throw Refusal("its std has a value that is not above 0") }
        var layers: [Layer] = []
        for (index, (inputs, outputs)) in shapes.enumerated() {
            let weights = try reader.read(inputs * outputs, what: "layer \(index + 1)'s weights")
            let biases = try reader.read(outputs, what: "layer \(index + 1)'s biases")
            layers.append(Layer(inputs: inputs, outputs: outputs, weights: weights, biases: biases))
        }
        self.layers = layers
        self.dtype = dtype
        trainedOn = header.member("trainedOn").flatMap { JSONText.compact($0.value) }
        suggestions = Self.suggestions(header.member("suggestions")?.value)
    }

    /// The header (the JSON text after the length), read by the one JSON reader: an object,
    /// or a refusal naming the line and column of what is wrong.
    static func header(_ bytes: [UInt8]) throws(Refusal) -> JSONNode {
        let header: JSONNode
        do {
            header = try JSONDocument.parse(bytes, maximumBytes: maximumBytes)
        } catch {
            throw Refusal("its header is not valid JSON: \(headerPlace(error.position)): \(error.message)")
        }
        guard header.members != nil else { throw Refusal("its header is not a JSON object: it is \(header.typeName) (\(headerPlace(header.position)))") }
        return header
    }

    /// Where in the header a refusal points, as every refusal about the header says it.
    static func headerPlace(_ position: SourcePosition) -> String {
        "header line \(position.line), column \(position.column)"
    }

    /// A header value in a message: a number or string as written, otherwise its kind.
    static func text(_ node: JSONNode) -> String {
        switch node.value {
        case .number(let text): text
        case .string(let text): MapText.printable(text)
        default: node.typeName
        }
    }

    /// `suggestions`: an object from letter to what the training side measured of its
    /// turned form across its fonts: `digits` (mean score per digit), `pairs` (best
    /// two-digit codes, each place judged on its own, `{"code", "score"}`) and
    /// `bestDigitBeatsTurnedLetter` (the share of fonts where the best digit outscores the
    /// upside-down letter). A list of `{"code", "score"}` or `["code", score]` is read
    /// too. Anything else is left out.
    static func suggestions(_ value: JSONNode?) -> [Character: TrickSuggestion] {
        guard let table = value?.uniqueMembers else { return [:] }
        func code(_ text: String?) -> String? {
            guard let text, (1...2).contains(text.count), text.allSatisfy({ TrickLabel.digits.contains($0) }) else { return nil }
            return text
        }
        func entries(_ list: JSONNode?) -> [(code: String, score: Double)] {
            guard case .array(let items)? = list?.value else { return [] }
            var result: [(code: String, score: Double)] = []
            for item in items.prefix(100) {
                var text: String?, score: Double?
                if let object = item.uniqueMembers {
                    text = object["code"]?.stringValue
                    score = object["score"]?.doubleValue
                } else if case .array(let pair) = item.value, pair.count == 2 {
                    text = pair[0].stringValue
                    score = pair[1].doubleValue
                }
                if let text = code(text), let score, score.isFinite { result.append((text, score)) }
            }
            return result
        }
        var result: [Character: TrickSuggestion] = [:]
        for (key, value) in table {
            guard key.count == 1, let letter = key.first, TrickLabel.alphabet.contains(letter) else { continue }
            var suggestion = TrickSuggestion(digits: [], pairs: [], bestDigitBeatsTurnedLetter: nil)
            if let object = value.uniqueMembers {
                if let digits = object["digits"]?.uniqueMembers {
                    suggestion.digits = digits.compactMap { key, value -> (code: String, score: Double)? in
                        guard key.count == 1, let text = code(key), let score = value.doubleValue, score.isFinite else { return nil }
                        return (text, score)
                    }
                }
                suggestion.pairs = entries(object["pairs"]).filter { $0.code.count == 2 }
                suggestion.bestDigitBeatsTurnedLetter = object["bestDigitBeatsTurnedLetter"]?.doubleValue
            } else {
                let list = entries(value)
                suggestion.digits = list.filter { $0.code.count == 1 }
                suggestion.pairs = list.filter { $0.code.count == 2 }
            }
            suggestion.digits.sort { $0.score != $1.score ? $0.score > $1.score : $0.code < $1.code }
            suggestion.pairs.sort { $0.score != $1.score ? $0.score > $1.score : $0.code < $1.code }
            if !suggestion.digits.isEmpty || !suggestion.pairs.isEmpty { result[letter] = suggestion }
        }
        return result
    }

    /// The model's scores (softmax probabilities, one per label of `TrickLabel.all`) for
    /// one feature vector. Computed in Double from the stored floats, as the training
    /// side computes them.
    public func scores(_ features: [Double]) -> [Double] {
        precondition(features.count == TrickFeatures.count)
        var x = [Double](repeating: 0, count: features.count)
        for k in features.indices { x[k] = (features[k] - Double(mean[k])) / Double(std[k]) }
        for (index, layer) in layers.enumerated() {
            var y = layer.biases.map(Double.init)
            layer.weights.withUnsafeBufferPointer { w in
                x.withUnsafeBufferPointer { input in
                    for o in 0..<layer.outputs {
                        var sum = 0.0
                        let row = o * layer.inputs
                        for i in 0..<layer.inputs { sum += Double(w[row + i]) * input[i] }
                        y[o] += sum
                    }
                }
            }
            if index < layers.count - 1 { for k in y.indices where !(y[k] > 0) { y[k] = 0 } }
            x = y
        }
        let top = x.max() ?? 0
        let exps = x.map { exp($0 - top) }
        let total = exps.reduce(0, +)
        return exps.map { $0 / total }
    }
}

/// What the training side measured of a letter's turned form, for choosing its code.
public struct TrickSuggestion: Sendable {
    /// Single digits, best first, with the mean score across the fonts.
    public var digits: [(code: String, score: Double)]
    /// Two-digit codes, best first, each place judged on its own half.
    public var pairs: [(code: String, score: Double)]
    /// The share of fonts where the best digit outscores the upside-down letter.
    public var bestDigitBeatsTurnedLetter: Double?
}

/// Little-endian f32 or f16 values, each checked to be a finite number.
private struct FloatReader {
    let bytes: [UInt8]
    var offset: Int
    let half: Bool

    mutating func read(_ count: Int, what: String) throws(TrickModel.Refusal) -> [Float] {
        var values = [Float](repeating: 0, count: count)
        for k in 0..<count {
            let value: Float
            if half {
                let bits = UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
                value = Self.halfToFloat(bits)
                offset += 2
            } else {
                let bits = UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
                value = Float(bitPattern: bits)
                offset += 4
            }
            guard value.isFinite else { throw TrickModel.Refusal("\(what) holds a value that is not a finite number (at value \(k + 1))") }
            values[k] = value
        }
        return values
    }

    /// IEEE 754 half precision to single.
    static func halfToFloat(_ bits: UInt16) -> Float {
        let sign = UInt32(bits >> 15) << 31
        let exponent = Int((bits >> 10) & 0x1F)
        let fraction = UInt32(bits & 0x3FF)
        if exponent == 0 {
            // Zero or subnormal: fraction × 2^-24.
            let magnitude = Float(fraction) * Float(sign: .plus, exponent: -24, significand: 1)
            return sign == 0 ? magnitude : -magnitude
        }
        if exponent == 31 { return Float(bitPattern: sign | 0x7F80_0000 | fraction << 13) }
        return Float(bitPattern: sign | UInt32(exponent - 15 + 127) << 23 | fraction << 13)
    }
}
