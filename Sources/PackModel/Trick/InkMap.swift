import Foundation

/// A raster of one glyph: W×H pixels, each the amount of ink in [0, 1] (0 paper, 1 full
/// ink), row by row, y down. What the recogniser judges (docs/trick.md, "Ink map").
public struct InkMap: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// Row-major, `width * height` values.
    public let ink: [Double]

    public init(width: Int, height: Int, ink: [Double]) {
        precondition(width >= 0 && height >= 0 && ink.count == width * height, "an ink map needs width*height values")
        self.width = width
        self.height = height
        self.ink = ink
    }

    public subscript(x: Int, y: Int) -> Double { ink[y * width + x] }

    /// The ink of an 8-bit, non-premultiplied RGBA pixel (as rsvg-convert writes PNG):
    /// `A/255 * (1 - (0.299 R + 0.587 G + 0.114 B)/255)`.
    @inline(__always)
    public static func ink(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> Double {
        Double(a) / 255 * (1 - (0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)) / 255)
    }

    /// The region `x..<x+width`, `y..<y+height` of an RGBA image as ink (pixels outside
    /// the image are paper).
    public init(_ image: PNGPixels, x originX: Int, y originY: Int, width: Int, height: Int) {
        var values = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            let sy = originY + y
            guard sy >= 0, sy < image.height else { continue }
            for x in 0..<width {
                let sx = originX + x
                guard sx >= 0, sx < image.width else { continue }
                let p = (sy * image.width + sx) * 4
                values[y * width + x] = Self.ink(r: image.rgba[p], g: image.rgba[p + 1], b: image.rgba[p + 2], a: image.rgba[p + 3])
            }
        }
        self.init(width: width, height: height, ink: values)
    }

    /// The whole image as ink.
    public init(_ image: PNGPixels) {
        self.init(image, x: 0, y: 0, width: image.width, height: image.height)
    }

    /// The map turned 180°, as the audience sees the paper: `turned(x, y) = ink(W-1-x, H-1-y)`.
    public var turned: InkMap { InkMap(width: width, height: height, ink: ink.reversed()) }

    /// Ink above this counts for the bounding box.
    public static let inkThreshold = 0.1

    /// The smallest rectangle holding every pixel with ink over `inkThreshold`
    /// (inclusive bounds); nil for a map with no such pixel.
    public var boundingBox: (x0: Int, y0: Int, x1: Int, y1: Int)? {
        var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1
        for y in 0..<height {
            for x in 0..<width where ink[y * width + x] > Self.inkThreshold {
                x0 = min(x0, x); x1 = max(x1, x); y0 = min(y0, y); y1 = max(y1, y)
            }
        }
        return x1 < 0 ? nil : (x0, y0, x1, y1)
    }

    /// Columns `from..<to`, all rows.
    public func columns(_ range: Range<Int>) -> InkMap {
        let lower = max(0, range.lowerBound), upper = min(width, range.upperBound)
        let w = max(0, upper - lower)
        var values = [Double](); values.reserveCapacity(w * height)
        for y in 0..<height { values += ink[(y * width + lower)..<(y * width + lower + w)] }
        return InkMap(width: w, height: height, ink: values)
    }

    /// A written glyph of a two-digit code, split into its two digit places at the
    /// column of least ink in the middle third of the ink's bounding box (ties: nearest
    /// the middle, then the left). The column itself belongs to neither half. Nil for an
    /// empty map.
    public func splitForTwoDigits() -> (left: InkMap, right: InkMap, column: Int)? {
        guard let box = boundingBox else { return nil }
        let span = box.x1 - box.x0 + 1
        let first = box.x0 + span / 3
        let last = box.x0 + 2 * span / 3
        let middle2 = box.x0 + box.x1 // twice the middle, to compare distances exactly
        var best = first
        var bestInk = Double.infinity
        for column in first...max(first, last) where column < width {
            var total = 0.0
            for y in 0..<height { total += ink[y * width + column] }
            let distance = abs(2 * column - middle2), bestDistance = abs(2 * best - middle2)
            if total < bestInk || (total == bestInk && distance < bestDistance) {
                best = column
                bestInk = total
            }
        }
        return (columns(0..<best), columns((best + 1)..<width), best)
    }
}
