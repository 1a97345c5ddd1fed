import Foundation
import PackModel

/// Harness 8: the trick judge's readers of outside bytes. A first byte that is even makes
/// the rest a model file (`TrickModel`); odd, a PNG (`PNGPixels`), as rsvg-convert's
/// output is read. Oracles: a model that loads gives, for any features, 62 finite scores
/// summing to 1; a PNG that decodes has exactly width × height RGBA pixels, and its ink
/// maps (whole, turned, split as a two-digit code) give 706 finite features or none.
public enum TrickTarget {
    public static func run(_ input: [UInt8]) {
        guard let mode = input.first else { return }
        let bytes = Data(input.dropFirst())
        if mode & 1 == 0 {
            guard let model = try? TrickModel(bytes) else { return }
            let features = (0..<TrickFeatures.count).map { Double($0 % 7) / 7 }
            let scores = model.scores(features)
            precondition(scores.count == TrickLabel.all.count, "a model gave \(scores.count) scores")
            precondition(scores.allSatisfy(\.isFinite), "a model gave a score that is not finite")
            precondition(abs(scores.reduce(0, +) - 1) < 1e-6, "a model's scores do not sum to 1")
        } else {
            guard let image = try? PNGPixels(bytes, limits: PNGPixels.Limits(maximumBytes: 1 << 20, maximumPixels: 1 << 20)) else { return }
            precondition(image.rgba.count == image.width * image.height * 4, "a decoded PNG has the wrong number of pixels")
            let map = InkMap(image)
            for candidate in [map, map.turned] + (map.splitForTwoDigits().map { [$0.left, $0.right] } ?? []) {
                guard let features = TrickFeatures.of(candidate) else { continue }
                precondition(features.count == TrickFeatures.count && features.allSatisfy(\.isFinite), "features that are not 706 finite numbers")
            }
        }
    }
}
