import Foundation

/// Where a stroke reaches past half its width from its path: the tips of miter joins and
/// the outer corners of square caps. Everything else a stroke paints (its body along
/// lines and curves, round and bevel joins, butt and round caps) lies within half the
/// width of the path, so a shape's stroked box is its geometry's box grown by half the
/// width (`AffineTransform.strokeReach`) joined with what this finds.
///
/// Asked by "does this clip hold every bit of the ink" (`ClipGeometry.inkBounds`), which
/// used to grow every stroked shape by the miter limit all round: a circle stroked 12
/// wide reached 24 past its path instead of 6, and Figma's frame clip around it (which
/// holds it exactly) was kept as if it cut. A join is a miter only at a corner, and
/// its tip is worked out where the two directions are known; where one is not (an arc's
/// end, a segment of no length, a join this does not know), the box within the miter
/// limit around that one point is taken instead, which holds any tip.
struct StrokeCorners: PathSink {
    enum Join: Equatable {
        case round, bevel
        /// A miter, beveled where its length passes `limit` times the half width.
        case miter(limit: Double)
        /// Anything that reaches at most `limit` half widths from its corner (SVG 2's
        /// `miter-clip` and `arcs`, a value this does not know).
        case withinLimit(Double)
    }

    enum Cap: Equatable { case butt, round, square }

    let transform: AffineTransform
    let half: Double
    let join: Join
    let cap: Cap
    /// The transformed points and local boxes past the half width; nil while none.
    private(set) var beyond: Rect?

    private var current = Point(0, 0)
    private var subpathStart = Point(0, 0)
    /// Whether the subpath has a segment of some length yet.
    private var drawn = false
    /// The unit direction the subpath's first drawn segment leaves in, and the one its
    /// last drawn segment arrives in (nil: not known, along an arc).
    private var firstDirection: Point?
    private var lastDirection: Point?

    init(transform: AffineTransform, halfWidth: Double, join: Join, cap: Cap) {
        self.transform = transform
        half = halfWidth
        self.join = join
        self.cap = cap
    }

    /// Reads the join and cap as the cascade gives them (`stroke-linejoin`,
    /// `stroke-miterlimit`, `stroke-linecap`); nil for a miter limit that does not read.
    init?(transform: AffineTransform, halfWidth: Double, linejoin: String, miterlimit: String, linecap: String) {
        guard let limit = Double(miterlimit.trimmingCSSWhitespace), limit.isFinite else { return nil }
        let join: Join = switch linejoin.trimmingCSSWhitespace.lowercased() {
        case "round": .round
        case "bevel": .bevel
        case "miter": .miter(limit: max(1, limit))
        default: .withinLimit(max(1, limit))
        }
        let cap: Cap = switch linecap.trimmingCSSWhitespace.lowercased() {
        case "butt": .butt
        case "round": .round
        // A value this does not know reaches no further than a square cap's corners,
        // which the box of a cap of unknown direction holds.
        default: .square
        }
        self.init(transform: transform, halfWidth: halfWidth, join: join, cap: cap)
    }

    /// What the whole path adds past the half width, once its last segment is in.
    mutating func finish() -> Rect? {
        endSubpath()
        return beyond
    }

    mutating func add(_ segment: PathSegment) {
        switch segment {
        case .move(let point):
            endSubpath()
            current = point
            subpathStart = point
        case .line(let point):
            draw(to: point, leaving: Self.direction(current, point), arriving: Self.direction(current, point))
        case .cubic(let c1, let c2, let point):
            draw(to: point, leaving: Self.direction(current, [c1, c2, point]), arriving: Self.direction(point, [c2, c1, current]).map(Self.reversed))
        case .quadratic(let control, let point):
            draw(to: point, leaving: Self.direction(current, [control, point]), arriving: Self.direction(point, [control, current]).map(Self.reversed))
        case .arc(let rx, let ry, _, _, _, let point):
            // An arc to its own start is left out (SVG's implementation notes); one with
            // a zero radius is a straight line.
            if point == current { return }
            if rx == 0 || ry == 0 {
                draw(to: point, leaving: Self.direction(current, point), arriving: Self.direction(current, point))
            } else {
                draw(to: point, leaving: nil, arriving: nil, curved: true)
            }
        case .close:
            if current != subpathStart {
                draw(to: subpathStart, leaving: Self.direction(current, subpathStart), arriving: Self.direction(current, subpathStart))
            }
            if drawn {
                joint(at: subpathStart, arriving: lastDirection, leaving: firstDirection)
            } else if cap == .square {
                // A closed subpath of no length (`M x y Z`) may be painted as a cap.
                aroundPoint(subpathStart, reach: 2.0.squareRoot())
            }
            drawn = false
            current = subpathStart
        }
    }

    /// A segment from `current` to `end`. Its directions are nil when it has no length
    /// (all its points the same) or is curved in a way not worked out here (an arc).
    private mutating func draw(to end: Point, leaving: Point?, arriving: Point?, curved: Bool = false) {
        guard curved || leaving != nil else {
            // No length: some renderers cap it or join through it; all of that lies
            // within the limit around the point.
            if cap == .square || join != .round && join != .bevel {
                aroundPoint(current, reach: limitReach)
            }
            current = end
            return
        }
        if drawn {
            joint(at: current, arriving: lastDirection, leaving: leaving)
        } else {
            firstDirection = leaving
            drawn = true
            // A cap at the start, unless the subpath closes (then a join): decided at its end.
        }
        lastDirection = arriving
        current = end
    }

    /// The end of an open subpath: a cap at each end.
    private mutating func endSubpath() {
        guard drawn else { return }
        capAt(subpathStart, outward: firstDirection.map(Self.reversed))
        capAt(current, outward: lastDirection)
        drawn = false
    }

    private mutating func capAt(_ point: Point, outward: Point?) {
        guard cap == .square else { return }
        guard let d = outward else { return aroundPoint(point, reach: 2.0.squareRoot()) }
        let normal = Point(-d.y, d.x)
        for side in [-1.0, 1.0] {
            include(Point(point.x + half * (d.x + side * normal.x), point.y + half * (d.y + side * normal.y)))
        }
    }

    private mutating func joint(at vertex: Point, arriving a: Point?, leaving b: Point?) {
        switch join {
        case .round, .bevel:
            return
        case .withinLimit:
            aroundPoint(vertex, reach: limitReach)
        case .miter(let limit):
            guard let a, let b else { return aroundPoint(vertex, reach: limitReach) }
            let dot = a.x * b.x + a.y * b.y
            // Straight on: no corner, no tip.
            if dot >= 1 - 1e-12 { return }
            // The tip lies 1 / sin(θ/2) half widths out along the outer bisector, θ the
            // angle between the two segments; past the limit the join is beveled.
            let sinHalf = ((1 + dot) / 2).squareRoot()
            let ratio = sinHalf > 0 ? 1 / sinHalf : .infinity
            // A hair over the limit is taken as a miter still: a renderer's rounding may
            // decide either way, and a tip counted that is not there only costs a clip.
            guard ratio <= limit * (1 + 1e-6) else { return }
            let outward = Point(a.x - b.x, a.y - b.y)
            let length = (outward.x * outward.x + outward.y * outward.y).squareRoot()
            guard length > 0 else { return aroundPoint(vertex, reach: limitReach) }
            let reach = half * ratio / length
            include(Point(vertex.x + outward.x * reach, vertex.y + outward.y * reach))
        }
    }

    /// The reach of the join that reaches furthest, in half widths.
    private var limitReach: Double {
        switch join {
        case .round, .bevel: 2.0.squareRoot()
        case .miter(let limit), .withinLimit(let limit): max(limit, 2.0.squareRoot())
        }
    }

    /// The box of a disk `reach` half widths around a point, transformed.
    private mutating func aroundPoint(_ point: Point, reach: Double) {
        let centre = transform.apply(point)
        let extent = transform.strokeReach(half * reach)
        let box = Rect(minX: centre.x - extent.x, minY: centre.y - extent.y, maxX: centre.x + extent.x, maxY: centre.y + extent.y)
        beyond = beyond.map { $0.union(box) } ?? box
    }

    private mutating func include(_ point: Point) {
        let transformed = transform.apply(point)
        if beyond == nil { beyond = Rect(transformed) } else { beyond!.include(transformed) }
    }

    /// The unit vector from `from` to `to`, nil when they are the same point.
    static func direction(_ from: Point, _ to: Point) -> Point? {
        let (dx, dy) = (to.x - from.x, to.y - from.y)
        let length = (dx * dx + dy * dy).squareRoot()
        return length > 0 && length.isFinite ? Point(dx / length, dy / length) : nil
    }

    /// The direction from `from` to the first of `candidates` that is not `from`: a
    /// curve leaves its start towards its first control point distinct from it.
    static func direction(_ from: Point, _ candidates: [Point]) -> Point? {
        for candidate in candidates where candidate != from { return direction(from, candidate) }
        return nil
    }

    static func reversed(_ d: Point) -> Point { Point(-d.x, -d.y) }
}

extension StrokeCorners {
    /// Follows a profile shape's outline; false when it cannot (a shape this does not
    /// know, geometry that does not read), and the caller falls back to the box within
    /// the miter limit all round. Rounded rectangles, circles and ellipses have no
    /// corner and no end: nothing of theirs reaches past the half width.
    mutating func trace(_ element: SVGElement) -> Bool {
        func number(_ name: String, default fallback: Double? = nil) -> Double? {
            guard let text = element[name] else { return fallback }
            return try? Length.parse(text).get()
        }
        switch element.localName {
        case "path":
            guard let d = element["d"] else { return false }
            _ = PathData.trace(d, into: &self)
        case "rect":
            // Only both radii read and above zero round the corners (a radius that does
            // not read is taken as none: a corner counted that is round only costs a clip).
            let rx = number("rx") ?? number("ry"), ry = number("ry") ?? number("rx")
            if let rx, let ry, rx > 0, ry > 0 { return true }
            guard let x = number("x", default: 0), let y = number("y", default: 0), let width = number("width"), let height = number("height") else { return false }
            polygon([Point(x, y), Point(x + width, y), Point(x + width, y + height), Point(x, y + height)], closed: true)
        case "circle", "ellipse":
            return true
        case "line":
            guard let x1 = number("x1", default: 0), let y1 = number("y1", default: 0), let x2 = number("x2", default: 0), let y2 = number("y2", default: 0) else { return false }
            polygon([Point(x1, y1), Point(x2, y2)], closed: false)
        case "polyline", "polygon":
            guard let text = element["points"], let numbers = try? NumberList.parse(text).get() else { return false }
            let points = stride(from: 0, to: numbers.count - 1, by: 2).map { Point(numbers[$0], numbers[$0 + 1]) }
            polygon(points, closed: element.localName == "polygon")
        default:
            return false
        }
        return true
    }

    private mutating func polygon(_ points: [Point], closed: Bool) {
        guard let first = points.first else { return }
        add(.move(first))
        for point in points.dropFirst() { add(.line(point)) }
        if closed { add(.close) }
    }
}
