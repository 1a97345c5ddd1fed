import Foundation
import Testing
@testable import PackModel
import TestSupport

@Suite struct SVGGeometryTests {
    static func ink(_ body: String, viewBox: String = "0 0 100 100") throws -> Rect? {
        let document = SVGDocument(string: #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(viewBox)">\#(body)</svg>"#)
        let root = try #require(document.root, "\(document.problems)")
        return InkMeasurement(root: root).bounds
    }

    static func close(_ rect: Rect?, _ minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double, within tolerance: Double = 1e-6) -> Bool {
        guard let rect else { return false }
        return abs(rect.minX - minX) <= tolerance && abs(rect.minY - minY) <= tolerance
            && abs(rect.maxX - maxX) <= tolerance && abs(rect.maxY - maxY) <= tolerance
    }

    @Test func boundsOfEachShape() throws {
        #expect(Self.close(try Self.ink(#"<rect x="10" y="20" width="30" height="40"/>"#), 10, 20, 40, 60))
        #expect(Self.close(try Self.ink(#"<rect x="10" y="20" width="30" height="40" rx="5"/>"#), 10, 20, 40, 60))
        #expect(Self.close(try Self.ink(#"<circle cx="50" cy="50" r="10"/>"#), 40, 40, 60, 60))
        #expect(Self.close(try Self.ink(#"<ellipse cx="50" cy="50" rx="20" ry="10"/>"#), 30, 40, 70, 60))
        #expect(Self.close(try Self.ink(##"<line x1="10" y1="10" x2="90" y2="10" stroke="#000" stroke-width="4"/>"##), 8, 8, 92, 12))
        #expect(Self.close(try Self.ink(#"<polyline points="10,10 50,90 90,10"/>"#), 10, 10, 90, 90))
        #expect(Self.close(try Self.ink(#"<polygon points="10 10 50 90 90 10"/>"#), 10, 10, 90, 90))
        #expect(Self.close(try Self.ink(#"<path d="M10 10H90V90H10Z"/>"#), 10, 10, 90, 90))
    }

    @Test func nothingPaintedHasNoBounds() throws {
        #expect(try Self.ink(#"<line x1="10" y1="10" x2="90" y2="10"/>"#) == nil, "a line without stroke")
        #expect(try Self.ink(#"<rect width="10" height="10" fill="none"/>"#) == nil)
        #expect(try Self.ink(#"<rect width="0" height="10"/>"#) == nil)
        #expect(try Self.ink(#"<path d="M10 10"/>"#) == nil, "a lone moveto")
        #expect(try Self.ink(#"<defs><rect width="10" height="10"/></defs>"#) == nil, "defs is not drawn")
        #expect(try Self.ink(#"<g fill="none"><rect width="10" height="10"/></g>"#) == nil, "inherited fill")
    }

    @Test func curvesAreBoundedAtTheirExtremaNotControlPoints() throws {
        // Control points at y = -30; the curve's top is at 40 - 0.75 * 70 = -12.5.
        #expect(Self.close(try Self.ink(#"<path d="M10 40C10 -30 50 -30 50 40Z"/>"#), 10, -12.5, 50, 40))
        // A quadratic peaks halfway to its control point.
        #expect(Self.close(try Self.ink(#"<path d="M0 50Q50 0 100 50"/>"#), 0, 25, 100, 50))
    }

    @Test func arcsAreBoundedExactly() throws {
        // Upper half circle of radius 10 around (50, 50), drawn clockwise on screen.
        #expect(Self.close(try Self.ink(#"<path d="M40 50A10 10 0 0 1 60 50Z"/>"#), 40, 40, 60, 50))
        // The lower half (sweep 0).
        #expect(Self.close(try Self.ink(#"<path d="M40 50A10 10 0 0 0 60 50Z"/>"#), 40, 50, 60, 60))
        // Radii too small are scaled up to reach: a half circle of radius 10.
        #expect(Self.close(try Self.ink(#"<path d="M40 50A1 1 0 0 1 60 50"/>"#), 40, 40, 60, 50))
        // Zero radius: a straight line.
        #expect(Self.close(try Self.ink(##"<path d="M40 50A0 10 0 0 1 60 60" stroke="#000" stroke-width="0"/>"##), 40, 50, 60, 60))
        // A rotated ellipse: rx 20, ry 10 turned 90° spans 10 wide and 20 tall.
        #expect(Self.close(try Self.ink(#"<path d="M50 30A20 10 90 1 1 50 70A20 10 90 1 1 50 30Z"/>"#), 40, 30, 60, 70, within: 1e-9))
    }

    /// A curve or arc inside the bounds found so far is skipped without working out its
    /// extrema; one that pokes out is measured exactly, whether before or after the box.
    @Test func curvesInsideEarlierInkChangeNothingAndCurvesOutsideAreMeasured() throws {
        let box = "M0 0H100V100H0Z"
        #expect(Self.close(try Self.ink(#"<path d="\#(box) M50 50C10 10 90 10 50 50A20 20 0 0 1 70 50"/>"#), 0, 0, 100, 100))
        // The cubic's top at t = 1/2: 50 + 0.75·(-80 - 50) = -47.5; the arc's rightmost point x = 70 + 40.
        #expect(Self.close(try Self.ink(#"<path d="\#(box) M50 50C50 -80 50 -80 50 50"/>"#), 0, -47.5, 100, 100))
        #expect(Self.close(try Self.ink(#"<path d="\#(box) M70 50A20 20 0 0 1 110 50"/>"#), 0, 0, 110, 100))
        #expect(Self.close(try Self.ink(#"<path d="M50 50C50 -80 50 -80 50 50\#(box)"/>"#), 0, -47.5, 100, 100))
        // Lines after lines and curves include each point once, the result is the same.
        #expect(Self.close(try Self.ink(#"<path d="M10 10L20 30L5 15C5 15 5 15 40 40L-3 7Z"/>"#), -3, 7, 40, 40))
    }

    /// The extrema of a curve are looked for only on an axis where its inner control
    /// points reach past what its ends and the earlier ink span; on the other axis the
    /// curve cannot move the bounds. Random cubics and arcs after random ink, each
    /// bounded as a reference by searching the curve itself, must come out the same:
    /// skipping an axis that the curve does cross leaves the box too small.
    @Test func curvesSkippedOnAnAxisStillGiveTheExactBox() {
        var random = SeededRandom.forTest("curvesSkippedOnAnAxisStillGiveTheExactBox")
        func value() -> Double { Double.random(in: -100...100, using: &random).rounded() / 4 }
        for _ in 0..<500 {
            var builder = BoundsBuilder(transform: .identity)
            let earlier = (Point(value(), value()), Point(value(), value()))
            builder.add(.move(earlier.0))
            builder.add(.line(earlier.1))
            var reference = Rect(earlier.0)
            reference.include(earlier.1)
            let start = Point(value(), value())
            builder.add(.move(start))
            if Bool.random(using: &random) {
                let (c1, c2, end) = (Point(value(), value()), Point(value(), value()), Point(value(), value()))
                builder.add(.cubic(c1, c2, end))
                func at(_ t: Double) -> Point {
                    let u = 1 - t
                    return Point(u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                                 u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y)
                }
                Self.searchExtent(of: at, into: &reference)
            } else {
                let (rx, ry, end) = (abs(value()) + 1, abs(value()) + 1, Point(value(), value()))
                let (largeArc, sweep) = (Bool.random(using: &random), Bool.random(using: &random))
                builder.add(.arc(rx: rx, ry: ry, rotation: 0, largeArc: largeArc, sweep: sweep, to: end))
                // The same arc as points, from a builder that has seen nothing before it.
                var alone = BoundsBuilder(transform: .identity)
                alone.add(.move(start))
                alone.add(.arc(rx: rx, ry: ry, rotation: 0, largeArc: largeArc, sweep: sweep, to: end))
                if let arc = alone.rect { reference = reference.union(arc) }
                reference.include(start)
            }
            let replay = random.replay
            #expect(Self.close(builder.rect, reference.minX, reference.minY, reference.maxX, reference.maxY, within: 1e-6), "\(String(describing: builder.rect)) against \(reference); \(replay)")
        }
    }

    /// Widens `rect` to a curve's extent on t in [0, 1]: sampled, then each side refined
    /// around its best sample.
    static func searchExtent(of curve: (Double) -> Point, into rect: inout Rect) {
        let samples = 1_000
        let points = (0...samples).map { curve(Double($0) / Double(samples)) }
        let sides: [(Point) -> Double] = [{ -$0.x }, { -$0.y }, { $0.x }, { $0.y }]
        for side in sides {
            var bestIndex = 0
            for index in points.indices where side(points[index]) > side(points[bestIndex]) { bestIndex = index }
            var best = Double(bestIndex) / Double(samples), bestValue = side(points[bestIndex])
            var step = 1.0 / Double(samples)
            for _ in 0..<60 {
                for candidate in [best - step, best + step] where candidate >= 0 && candidate <= 1 {
                    let candidateValue = side(curve(candidate))
                    if candidateValue > bestValue { (best, bestValue) = (candidate, candidateValue) }
                }
                step /= 2
            }
            rect.include(curve(best))
        }
    }

    /// The walk keeps the root's style and the one above it in place and deeper ones in
    /// a stack: each piece's transform and paint are its own ancestors' after the walk has
    /// gone deeper and come back out, at every depth.
    @Test func eachPieceHasItsAncestorsStyleAfterDeeperOnes() throws {
        let document = SVGDocument(string: #"""
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" fill="red"><g transform="translate(100 0)" fill="blue"><g transform="scale(2)"><g transform="translate(1 1)" fill="green"><rect width="10" height="10"/></g><rect width="10" height="10"/></g><rect width="10" height="10"/></g><rect x="1" width="10" height="10"/><g><rect x="2" width="10" height="10"/></g></svg>
            """#)
        let root = try #require(document.root)
        let pieces = InkMeasurement(root: root).pieces
        #expect(pieces.count == 5)
        let boxes: [(Double, Double, Double, Double)] = [(102, 2, 122, 22), (100, 0, 120, 20), (100, 0, 110, 10), (1, 0, 11, 10), (2, 0, 12, 10)]
        for (piece, box) in zip(pieces, boxes) {
            #expect(Self.close(piece.bounds, box.0, box.1, box.2, box.3), "\(piece.bounds)")
        }
        #expect(pieces.map(\.paint.fill) == ["green", "blue", "blue", "red", "red"])
    }

    @Test func transformsApply() throws {
        #expect(Self.close(try Self.ink(#"<g transform="translate(5 10)"><rect width="10" height="10"/></g>"#), 5, 10, 15, 20))
        #expect(Self.close(try Self.ink(#"<rect width="10" height="10" transform="scale(2 3)"/>"#), 0, 0, 20, 30))
        #expect(Self.close(try Self.ink(#"<rect x="-5" y="-5" width="10" height="10" transform="rotate(45)"/>"#), -sqrt(50), -sqrt(50), sqrt(50), sqrt(50)))
        #expect(Self.close(try Self.ink(#"<rect width="10" height="10" transform="rotate(90 10 10)"/>"#), 10, 0, 20, 10))
        #expect(Self.close(try Self.ink(#"<rect width="10" height="10" transform="matrix(1 0 0 1 3 4)"/>"#), 3, 4, 13, 14))
        #expect(Self.close(try Self.ink(#"<rect width="10" height="10" transform="skewX(45)"/>"#), 0, 0, 20, 10))
        #expect(Self.close(try Self.ink(#"<rect width="10" height="10" transform="skewY(45)"/>"#), 0, 0, 10, 20))
        // Nested: outer applies last.
        #expect(Self.close(try Self.ink(#"<g transform="translate(100 0)"><g transform="scale(2)"><rect width="10" height="10"/></g></g>"#), 100, 0, 120, 20))
        // A circle stays a circle's box under rotation.
        #expect(Self.close(try Self.ink(#"<circle cx="0" cy="0" r="10" transform="rotate(30)"/>"#), -10, -10, 10, 10, within: 1e-9))
        // A nested svg maps its viewBox into its width and height.
        #expect(Self.close(try Self.ink(#"<svg x="10" y="10" width="20" height="20" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>"#), 10, 10, 30, 30))
    }

    @Test func strokeWidensByHalfItsWidthUnderTransforms() throws {
        #expect(Self.close(try Self.ink(##"<rect x="10" y="10" width="10" height="10" fill="none" stroke="#000" stroke-width="4"/>"##), 8, 8, 22, 22))
        #expect(Self.close(try Self.ink(##"<g stroke="#000" stroke-width="2"><rect x="10" y="10" width="10" height="10" transform="scale(2 1)"/></g>"##), 18, 9, 42, 21))
        #expect(Self.close(try Self.ink(#"<rect x="10" y="10" width="10" height="10" stroke="none" stroke-width="40"/>"#), 10, 10, 20, 20))
        // The default stroke width is 1.
        #expect(Self.close(try Self.ink(#"<rect x="10" y="10" width="10" height="10" stroke="red"/>"#), 9.5, 9.5, 20.5, 20.5))
    }

    @Test func transformListGrammar() {
        #expect((try? AffineTransform.parse("translate(1,2)scale(3)").get()) == AffineTransform(3, 0, 0, 3, 1, 2))
        #expect((try? AffineTransform.parse(" ").get()) == .identity)
        #expect(throws: PathDataError.self) { try AffineTransform.parse("rotate(45deg)").get() }
        #expect(throws: PathDataError.self) { try AffineTransform.parse("translate(1 2 3)").get() }
        #expect(throws: PathDataError.self) { try AffineTransform.parse("spin(4)").get() }
        #expect(throws: PathDataError.self) { try AffineTransform.parse("scale(1").get() }
    }

    @Test func aTransformIsUndoneByItsInverseAndAFlatOneHasNone() throws {
        let turn = try AffineTransform.parse("translate(17 10.616) rotate(-5) scale(2 0.5)").get()
        let inverse = try #require(turn.inverted)
        for point in [Point(0, 0), Point(121.803, 72.3655), Point(-3, 8)] {
            let back = inverse.apply(turn.apply(point))
            #expect(abs(back.x - point.x) < 1e-9 && abs(back.y - point.y) < 1e-9)
        }
        #expect(AffineTransform.scale(0, 1).inverted == nil)
        #expect(AffineTransform(1, 2, 2, 4, 0, 0).inverted == nil)
        #expect(AffineTransform(.infinity, 0, 0, 1, 0, 0).inverted == nil)
    }

    @Test func rectanglesIntersectWhereBothCover() {
        let a = Rect(minX: 0, minY: 0, maxX: 10, maxY: 10)
        #expect(a.intersection(Rect(minX: 5, minY: -5, maxX: 20, maxY: 8)) == Rect(minX: 5, minY: 0, maxX: 10, maxY: 8))
        #expect(a.intersection(Rect(minX: 10, minY: 0, maxX: 12, maxY: 3)) == Rect(minX: 10, minY: 0, maxX: 10, maxY: 3))
        #expect(a.intersection(Rect(minX: 11, minY: 0, maxX: 12, maxY: 3)) == nil)
    }

    @Test func viewBoxGrammar() {
        #expect((try? ViewBox.parse("0 0 60 80").get()) == ViewBox(minX: 0, minY: 0, width: 60, height: 80))
        #expect((try? ViewBox.parse("-1,-2,3,4").get()) == ViewBox(minX: -1, minY: -2, width: 3, height: 4))
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 60").get() }
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 -60 80").get() }
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 1e999 80").get() }
        #expect(throws: ViewBoxError.self) { try ViewBox.parse("0 0 60 80 1").get() }
    }

    /// `ViewBox.valid`, lint's reading in place, says yes to exactly what `parse` does,
    /// with the same box.
    @Test(arguments: [
        "0 0 60 80", "-1,-2,3,4", " 0 0 24 24 ", "0,0 , 24\t24", "0 0 60", "0 0 -60 80", "0 0 60 0", "0 0 1e999 80",
        "0 0 60 80 1", "0 0 60 80,", "0 0 60,,80", "0 0 .5e1 1.", "0 0 60 80px", "", " ", "0 0 6e-1 +8", "0 0 NaN 80",
        "0 0 60 80 ,", ",0 0 60 80", "0 0 60 80\n", "0.0.5 60 80", "1 2 3 4 5 6",
    ])
    func viewBoxValidAgreesWithParse(_ text: String) {
        #expect(ViewBox.valid(text) == (try? ViewBox.parse(text).get()), "\(text)")
    }
}
