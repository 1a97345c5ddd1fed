import Foundation

/// The features the recogniser reads from an ink map: 706 numbers, computed exactly as
/// the training side computes them (docs/trick.md, "Features"; the tests hold this to
/// the training side's golden vectors to 1e-4).
public enum TrickFeatures {
    public static let count = 706
    /// The normalised glyph: 20×20, pasted at (2, 2) into a 24×24 grid.
    public static let gridSide = 24
    static let glyphSide = 20
    static let margin = 2
    static let cellSide = 6
    static let bins = 8

    /// The 24×24 grid of a map (row-major), its bounding box's size and ink density;
    /// nil for an empty map.
    public static func normalise(_ map: InkMap) -> (grid: [Double], boxWidth: Int, boxHeight: Int, density: Double)? {
        guard let box = map.boundingBox else { return nil }
        let bw = box.x1 - box.x0 + 1, bh = box.y1 - box.y0 + 1
        let s = Double(max(bw, bh))
        let ox = (s - Double(bw)) / 2, oy = (s - Double(bh)) / 2
        let step = s / Double(glyphSide)
        var total = 0.0
        for y in box.y0...box.y1 { for x in box.x0...box.x1 { total += map[x, y] } }

        // Exact area averaging, separably, in the training side's order of operations (so
        // the two agree to the last bit where they can: a near-zero gradient's sign decides
        // its orientation bin). The weight of source row y in output row i is the length of
        // [y+oy, y+oy+1) ∩ [i*cell, (i+1)*cell), divided by cell; rows first, then columns.
        func weights(count: Int, offset: Double) -> [[(Int, Double)]] {
            (0..<glyphSide).map { j in
                let lo = Double(j) * step, hi = Double(j + 1) * step
                let first = max(0, Int((lo - offset).rounded(.down)) - 1)
                let last = min(count - 1, Int((hi - offset).rounded(.up)))
                var row: [(Int, Double)] = []
                if first <= last {
                    for x in first...last {
                        let a = Double(x) + offset
                        let overlap = min(hi, a + 1.0) - max(lo, a)
                        if overlap > 0 { row.append((x, overlap / step)) }
                    }
                }
                return row
            }
        }
        let wx = weights(count: bw, offset: ox)
        let wy = weights(count: bh, offset: oy)
        // Rows first: tmp[i][x] = Σ_y wy[i][y] · crop[y][x].
        var tmp = [Double](repeating: 0, count: glyphSide * bw)
        for i in 0..<glyphSide {
            for (y, w) in wy[i] {
                let rowStart = (box.y0 + y) * map.width + box.x0
                for x in 0..<bw { tmp[i * bw + x] += w * map.ink[rowStart + x] }
            }
        }
        // Then columns: G[i][j] = Σ_x tmp[i][x] · wx[j][x].
        var grid = [Double](repeating: 0, count: gridSide * gridSide)
        for i in 0..<glyphSide {
            for j in 0..<glyphSide {
                var sum = 0.0
                for (x, w) in wx[j] { sum += tmp[i * bw + x] * w }
                grid[(i + margin) * gridSide + (j + margin)] = sum
            }
        }
        return (grid, bw, bh, total / Double(bw * bh))
    }

    /// The 706 features of a map; nil for an empty map (it reads as nothing).
    public static func of(_ map: InkMap) -> [Double]? {
        guard let normal = normalise(map) else { return nil }
        let g = normal.grid
        let n = gridSide
        func at(_ x: Int, _ y: Int) -> Double { (x < 0 || y < 0 || x >= n || y >= n) ? 0 : g[y * n + x] }
        var hist = [Double](repeating: 0, count: 128)
        let cells = n / cellSide
        for y in 0..<n {
            for x in 0..<n {
                // Differences under 1e-9 are summation noise on a flat stretch, not an
                // edge; their sign would flip a whole edge between bins 0 and 7 (contract).
                let gx = Self.snapped(at(x + 1, y) - at(x - 1, y))
                let gy = Self.snapped(at(x, y + 1) - at(x, y - 1))
                let m = (gx * gx + gy * gy).squareRoot()
                guard m > 0 else { continue }
                var theta = atan2(gy, gx)
                if theta < 0 { theta += 2 * Double.pi }
                let bin = min(bins - 1, Int((theta / (Double.pi / 4)).rounded(.down)))
                hist[((y / cellSide) * cells + (x / cellSide)) * bins + bin] += m
            }
        }
        let norm = hist.reduce(0) { $0 + $1 * $1 }.squareRoot()
        if norm > 0 { for k in hist.indices { hist[k] /= norm } }
        let aspect = min(2, max(-2, log(Double(normal.boxWidth) / Double(normal.boxHeight))))
        return g + hist + [aspect, normal.density]
    }

    /// A gradient difference under 1e-9 counts as 0 (contract, features 2).
    static func snapped(_ difference: Double) -> Double { abs(difference) < 1e-9 ? 0 : difference }
}
