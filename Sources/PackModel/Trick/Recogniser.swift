/// One label and the recogniser's score for it (a softmax probability).
public struct TrickCandidate: Sendable, Hashable {
    public let label: TrickLabel
    public let score: Double
}

/// What the recogniser makes of one ink map: a score per label. An empty map (no pixel
/// with ink over 0.1) has no scores and reads as nothing.
public struct TrickReading: Sendable, Hashable {
    /// One score per label of `TrickLabel.all`; empty for an empty map.
    public let scores: [Double]

    public static let nothing = TrickReading(scores: [])

    public var isEmpty: Bool { scores.isEmpty }

    public func score(_ label: TrickLabel) -> Double { scores.isEmpty ? 0 : scores[label.index] }

    /// Every label, best first (ties in label order).
    public var ranked: [TrickCandidate] {
        guard !scores.isEmpty else { return [] }
        return TrickLabel.all.map { TrickCandidate(label: $0, score: scores[$0.index]) }
            .enumerated().sorted { $0.element.score != $1.element.score ? $0.element.score > $1.element.score : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The best label; nil for an empty map.
    public var best: TrickLabel? { ranked.first?.label }

    /// The best label among those `filter` keeps; nil for an empty map.
    public func best(where filter: (TrickLabel) -> Bool) -> TrickLabel? {
        guard !scores.isEmpty else { return nil }
        var best: TrickLabel?
        for label in TrickLabel.all where filter(label) {
            if best == nil || score(label) > score(best!) { best = label }
        }
        return best
    }

    /// The highest score among labels `filter` keeps (0 for an empty map).
    public func highest(where filter: (TrickLabel) -> Bool) -> Double {
        best(where: filter).map(score) ?? 0
    }
}

/// Judges rasters of single glyphs with the committed model: ranked labels with scores.
/// Runs in-process, no framework: features (`TrickFeatures`), then the model's layers.
public struct Recogniser: Sendable {
    public let model: TrickModel

    public init(model: TrickModel) {
        self.model = model
    }

    public func judge(_ map: InkMap) -> TrickReading {
        guard let features = TrickFeatures.of(map) else { return .nothing }
        return TrickReading(scores: model.scores(features))
    }
}
