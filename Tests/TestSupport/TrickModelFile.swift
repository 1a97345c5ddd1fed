import Foundation

/// Model files for the trick recogniser's tests (the format: docs/trick.md, "The model
/// file"), written by the tests themselves, so reader and inference are tested without
/// the committed model.
public enum TrickModelFile {
    public static let labels = (0...9).map(String.init) + "abcdefghijklmnopqrstuvwxyz".map { String($0) }
        + "abcdefghijklmnopqrstuvwxyz".map { "^" + String($0) }
    public static let features = 706

    public struct Layer {
        public var inputs: Int
        public var outputs: Int
        public var weights: [Float]
        public var biases: [Float]
        public init(inputs: Int, outputs: Int, weights: [Float], biases: [Float]) {
            self.inputs = inputs; self.outputs = outputs; self.weights = weights; self.biases = biases
        }
    }

    /// The header as the contract has it; `edit` may change it before it is written.
    public static func data(layers: [Layer], mean: [Float]? = nil, std: [Float]? = nil, dtype: String = "f32",
                            edit: (inout [String: Any]) -> Void = { _ in }) -> Data {
        var header: [String: Any] = ["version": 1, "labels": labels, "features": features,
                                     "layers": layers.map { [$0.inputs, $0.outputs] }, "dtype": dtype,
                                     "trainedOn": ["fonts": ["test"]]]
        edit(&header)
        let json = try! JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])
        var data = Data("DFTRICK1".utf8)
        var length = UInt32(json.count).littleEndian
        data.append(Data(bytes: &length, count: 4))
        data.append(json)
        var values = (mean ?? [Float](repeating: 0, count: features)) + (std ?? [Float](repeating: 1, count: features))
        for layer in layers { values += layer.weights + layer.biases }
        for value in values {
            if dtype == "f16" {
                var bits = Float16(value).bitPattern.littleEndian
                data.append(Data(bytes: &bits, count: 2))
            } else {
                var bits = value.bitPattern.littleEndian
                data.append(Data(bytes: &bits, count: 4))
            }
        }
        return data
    }

    /// One layer, zero weights: every glyph gets the same scores, `favoured` (a label
    /// index) well ahead of the rest.
    public static func constant(favouring favoured: Int, dtype: String = "f32") -> Data {
        var biases = [Float](repeating: 0, count: labels.count)
        biases[favoured] = 5
        return data(layers: [Layer(inputs: features, outputs: labels.count, weights: [Float](repeating: 0, count: features * labels.count), biases: biases)],
                    dtype: dtype)
    }
}
