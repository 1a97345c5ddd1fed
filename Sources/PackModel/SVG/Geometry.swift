import Foundation
#if os(Linux)
import Synchronization
#endif

/// An axis-aligned rectangle in user space.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public init(_ point: Point) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }

    public mutating func include(_ point: Point) {
        minX = min(minX, point.x)
        minY = min(minY, point.y)
        maxX = max(maxX, point.x)
        maxY = max(maxY, point.y)
    }

    public func union(_ other: Rect) -> Rect {
        Rect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }

    /// Whether `other` lies wholly inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The part both rectangles cover; nil when they share no point.
    public func intersection(_ other: Rect) -> Rect? {
        let result = Rect(minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        return result.minX <= result.maxX && result.minY <= result.maxY ? result : nil
    }

    public var description: String {
        "\(GeometryFormat.number(minX)),\(GeometryFormat.number(minY)) – \(GeometryFormat.number(maxX)),\(GeometryFormat.number(maxY))"
    }
}

/// A 2-D affine transform as SVG writes it: `matrix(a b c d e f)` maps (x, y) to
/// (a·x + c·y + e, b·x + d·y + f).
public struct AffineTransform: Sendable, Hashable {
    public var a, b, c, d, e, f: Double

    public init(_ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    public static let identity = AffineTransform(1, 0, 0, 1, 0, 0)

    public static func translate(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(1, 0, 0, 1, x, y) }
    public static func scale(_ x: Double, _ y: Double) -> AffineTransform { AffineTransform(x, 0, 0, y, 0, 0) }
    public static func rotate(degrees: Double) -> AffineTransform {
        let radians = degrees * .pi / 180
        return AffineTransform(cos(radians), sin(radians), -sin(radians), cos(radians), 0, 0)
    }

    /// `self` applied after `other`: (self · other)(p) = self(other(p)).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(a * other.a + c * other.b, b * other.a + d * other.b,
                        a * other.c + c * other.d, b * other.c + d * other.d,
                        a * other.e + c * other.f + e, b * other.e + d * other.f + f)
    }

    /// The transform that undoes this one; nil when it flattens the plane (or nearly:
    /// a determinant below 1e-12) or is not finite.
    public var inverted: AffineTransform? {
        let determinant = a * d - b * c
        guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
        let result = AffineTransform(d / determinant, -b / determinant, -c / determinant, a / determinant,
                                     (c * f - d * e) / determinant, (b * e - a * f) / determinant)
        return [result.a, result.b, result.c, result.d, result.e, result.f].allSatisfy(\.isFinite) ? result : nil
    }

    public func apply(_ point: Point) -> Point {
        Point(a * point.x + c * point.y + e, b * point.x + d * point.y + f)
    }

    /// Half the width and height of the box a circle of radius `r` becomes: what a
    /// stroke of width 2r adds around a path under this transform.
    func strokeReach(_ r: Double) -> (x: Double, y: Double) {
        (r * (a * a + c * c).squareRoot(), r * (b * b + d * d).squareRoot())
    }

    /// Parses an SVG transform list (`translate(10 20) rotate(45, 30 40)`); the
    /// transforms apply right to left, as in SVG.
    public static func parse(_ text: String) -> Result<AffineTransform, PathDataError> {
        var scanner = NumberScanner(text)
        var result = AffineTransform.identity
        func failure(_ offset: Int, _ message: String) -> Result<AffineTransform, PathDataError> {
            .failure(PathDataError(offset: scanner.scalarOffset(ofByte: offset), message: message))
        }
        scanner.skipSpaces()
        while !scanner.atEnd {
            let nameStart = scanner.index
            while let byte = scanner.current, (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { scanner.index += 1 }
            let name = String(decoding: scanner.bytes[nameStart..<scanner.index], as: UTF8.self)
            let counts: [Int]
            switch name {
            case "matrix": counts = [6]
            case "translate", "scale": counts = [1, 2]
            case "rotate": counts = [1, 3]
            case "skewX", "skewY": counts = [1]
            default:
                return failure(nameStart, name.isEmpty ? "expected a transform name, found \(scanner.describe(at: nameStart))"
                                                       : "unknown transform '\(name)' (use matrix, translate, scale, rotate, skewX or skewY)")
            }
            scanner.skipSpaces()
            guard scanner.current == UInt8(ascii: "(") else { return failure(scanner.index, "expected '(' after '\(name)', found \(scanner.describe(at: scanner.index))") }
            scanner.index += 1
            scanner.skipSpaces()
            var values: [Double] = []
            while scanner.current != UInt8(ascii: ")") {
                if !values.isEmpty { scanner.skipCommaSpaces() }
                let start = scanner.index
                guard let value = scanner.number(), value.isFinite else {
                    return failure(start, "expected a number or ')' in '\(name)', found \(scanner.describe(at: start))")
                }
                values.append(value)
                scanner.skipSpaces()
            }
            guard counts.contains(values.count) else {
                return failure(scanner.index, "'\(name)' takes \(counts.map(String.init).joined(separator: " or ")) numbers, found \(values.count)")
            }
            scanner.index += 1
            let step: AffineTransform
            switch name {
            case "matrix": step = AffineTransform(values[0], values[1], values[2], values[3], values[4], values[5])
            case "translate": step = .translate(values[0], values.count > 1 ? values[1] : 0)
            case "scale": step = .scale(values[0], values.count > 1 ? values[1] : values[0])
            case "rotate":
                let turn = AffineTransform.rotate(degrees: values[0])
                step = values.count == 3
                    ? AffineTransform.translate(values[1], values[2]).concatenating(turn).concatenating(.translate(-values[1], -values[2]))
                    : turn
            case "skewX": step = AffineTransform(1, 0, tan(values[0] * .pi / 180), 1, 0, 0)
            default: step = AffineTransform(1, tan(values[0] * .pi / 180), 0, 1, 0, 0)
            }
            result = result.concatenating(step)
            scanner.skipCommaSpaces()
        }
        return .success(result)
    }
}

/// Accumulates the exact bounding box of lines, Bézier curves and elliptical arcs
/// after a transform: curves are bounded at their extrema, not their control points.
struct BoundsBuilder: PathSink {
    let transform: AffineTransform
    var rect: Rect?
    /// Where path data has got to (see `add`).
    private var current = Point(0, 0)
    private var subpathStart = Point(0, 0)
    /// Whether `current`, transformed, is already inside `rect`: the end of a line or
    /// curve is, so the next segment need not include its start again.
    private var currentInside = false

    init(transform: AffineTransform) {
        self.transform = transform
    }

    /// Inlined: every end point of every segment comes through here.
    @inline(__always)
    mutating func include(_ point: Point) {
        if rect == nil { rect = Rect(point) } else { rect!.include(point) }
    }

    mutating func line(_ from: Point, _ to: Point) {
        include(transform.apply(from))
        include(transform.apply(to))
    }

    mutating func quadratic(_ p0: Point, _ p1: Point, _ p2: Point) {
        // Degree elevation keeps one code path for extrema.
        let c1 = Point(p0.x + 2 / 3 * (p1.x - p0.x), p0.y + 2 / 3 * (p1.y - p0.y))
        let c2 = Point(p2.x + 2 / 3 * (p1.x - p2.x), p2.y + 2 / 3 * (p1.y - p2.y))
        cubic(p0, c1, c2, p2)
    }

    /// Whether the box already lies inside the bounds by a margin that rounding cannot
    /// cross. A curve or arc inside that box cannot move the bounds, so its extrema need
    /// not be worked out: most of a glyph's curves lie inside what came before them,
    /// and this skips their square roots and trigonometry with the same result.
    func covers(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Bool {
        guard let rect else { return false }
        // Two-argument max only (as in `inside`): the variadic one built an array, and
        // released it, for every arc.
        let magnitude = max(max(abs(minX), abs(minY)), max(abs(maxX), abs(maxY)))
        let margin = 1e-9 * (1 + magnitude)
        return minX >= rect.minX + margin && maxX <= rect.maxX - margin
            && minY >= rect.minY + margin && maxY <= rect.maxY - margin
    }

    mutating func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
        let q0 = transform.apply(p0), q1 = transform.apply(p1), q2 = transform.apply(p2), q3 = transform.apply(p3)
        // A cubic lies inside the box of its four control points. Its end points are on
        // it: take them first, and then an axis on which both inner control points lie
        // inside the bounds (by the margin of `covers`) cannot move them, so its extrema
        // are not worked out. Most curves of a glyph are so on both axes, once their
        // ends are in: only a curve bulging past what its ends and earlier ink span
        // costs its square roots.
        include(q0)
        include(q3)
        let inside = Self.inside(rect!, q1, q2)
        if inside.x && inside.y { return }
        // One call per extremum rather than a loop over an array literal: no array per curve.
        func includeCurve(at parameter: Double?) {
            guard let t = parameter else { return }
            let u = 1 - t
            let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
            include(Point(w0 * q0.x + w1 * q1.x + w2 * q2.x + w3 * q3.x, w0 * q0.y + w1 * q1.y + w2 * q2.y + w3 * q3.y))
        }
        if !inside.x {
            let (x1, x2) = Self.extrema(q0.x, q1.x, q2.x, q3.x)
            includeCurve(at: x1)
            includeCurve(at: x2)
        }
        if !inside.y {
            let (y1, y2) = Self.extrema(q0.y, q1.y, q2.y, q3.y)
            includeCurve(at: y1)
            includeCurve(at: y2)
        }
    }

    /// On which axes both points lie inside `rect` by a margin rounding cannot cross
    /// (the margin of `covers`): a curve whose other control points are its end points,
    /// already in `rect`, then reaches no further on that axis.
    @inline(__always)
    static func inside(_ rect: Rect, _ a: Point, _ b: Point) -> (x: Bool, y: Bool) {
        // Two-argument max only: the variadic one builds an array on every call.
        let magnitude = max(max(abs(rect.minX), abs(rect.minY)), max(abs(rect.maxX), abs(rect.maxY)))
        let margin = 1e-9 * (1 + magnitude)
        return (min(a.x, b.x) >= rect.minX + margin && max(a.x, b.x) <= rect.maxX - margin,
                min(a.y, b.y) >= rect.minY + margin && max(a.y, b.y) <= rect.maxY - margin)
    }

    /// Parameters in (0, 1) where a cubic's coordinate has a zero derivative (no heap
    /// allocation: this runs for every curve of every glyph).
    static func extrema(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> (Double?, Double?) {
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        func inside(_ t: Double) -> Double? { t > 0 && t < 1 ? t : nil }
        if abs(a) < 1e-12 {
            return abs(b) > 1e-12 ? (inside(-c / b), nil) : (nil, nil)
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return (nil, nil) }
        let root = discriminant.squareRoot()
        return (inside((-b + root) / (2 * a)), inside((-b - root) / (2 * a)))
    }

    /// An arc given by its end points as in path data (SVG 1.1 implementation notes
    /// F.6.5–F.6.6: radii scaled up when too small, zero radii draw a straight line).
    mutating func arc(from start: Point, rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to end: Point) {
        if start == end { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else { return line(start, end) }
        let phi = rotation * .pi / 180
        let (cosPhi, sinPhi) = Self.cosSin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy
        let y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coefficient = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cx1 = coefficient * rx * y1 / ry
        let cy1 = -coefficient * ry * x1 / rx
        let center = Point(cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2, sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        if covers(ellipseAt: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi) { return }
        let theta1 = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
        let theta2 = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx)
        var delta = theta2 - theta1
        if sweep && delta < 0 { delta += 2 * .pi }
        if !sweep && delta > 0 { delta -= 2 * .pi }
        // `covers` said no just above, and the bounds have not changed since.
        uncoveredEllipse(center: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, start: theta1, sweep: delta)
    }

    /// Part of an ellipse by centre parameters (angles in radians). Under an affine
    /// transform a point of it is c + u·cos θ + v·sin θ; each coordinate is extreme
    /// where its derivative vanishes, at θ = atan2(v, u) and θ + π.
    mutating func ellipse(center: Point, rx: Double, ry: Double, rotation phi: Double, start: Double, sweep: Double) {
        let (cosPhi, sinPhi) = Self.cosSin(phi)
        if covers(ellipseAt: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi) { return }
        uncoveredEllipse(center: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi, start: start, sweep: sweep)
    }

    /// `ellipse` once `covers(ellipseAt:)` has said no for these bounds (an arc asks it
    /// before its two atan2s, and asking again cost every arc a second time).
    private mutating func uncoveredEllipse(center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double, start: Double, sweep: Double) {
        let c = transform.apply(center)
        let (u, v) = axes(rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi)
        func point(_ theta: Double) -> Point {
            let cosTheta = cos(theta), sinTheta = sin(theta)
            return Point(c.x + u.x * cosTheta + v.x * sinTheta, c.y + u.y * cosTheta + v.y * sinTheta)
        }
        include(point(start))
        include(point(start + sweep))
        // With its ends in, an axis on which the whole ellipse lies inside the bounds
        // cannot move them: its extreme angles are not looked for (two atan2s and up to
        // two sines and cosines each).
        let reachX = (u.x * u.x + v.x * v.x).squareRoot(), reachY = (u.y * u.y + v.y * v.y).squareRoot()
        let inside = Self.inside(rect!, Point(c.x - reachX, c.y - reachY), Point(c.x + reachX, c.y + reachY))
        if inside.x && inside.y { return }
        let span = abs(sweep)
        // No array literals here: this runs for every arc, and each array is an allocation.
        func includeIfSwept(_ theta: Double) {
            var distance = (sweep >= 0 ? theta - start : start - theta).truncatingRemainder(dividingBy: 2 * .pi)
            if distance < 0 { distance += 2 * .pi }
            if distance <= span { include(point(theta)) }
        }
        if !inside.x {
            let baseX = atan2(v.x, u.x)
            includeIfSwept(baseX)
            includeIfSwept(baseX + .pi)
        }
        if !inside.y {
            let baseY = atan2(v.y, u.y)
            includeIfSwept(baseY)
            includeIfSwept(baseY + .pi)
        }
    }

    /// The ellipse's two semi-axes under the transform: its points are c + u·cos θ + v·sin θ.
    func axes(rx: Double, ry: Double, cosPhi: Double, sinPhi: Double) -> (u: Point, v: Point) {
        let m = transform
        let ux = rx * cosPhi, uy = rx * sinPhi
        let vx = -ry * sinPhi, vy = ry * cosPhi
        return (Point(m.a * ux + m.c * uy, m.b * ux + m.d * uy), Point(m.a * vx + m.c * vy, m.b * vx + m.d * vy))
    }

    /// Whether the whole ellipse already lies inside the bounds (see `covers`). Its box
    /// reaches √(u.x² + v.x²) and √(u.y² + v.y²) either side of the centre.
    func covers(ellipseAt center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double) -> Bool {
        guard rect != nil else { return false }
        let c = transform.apply(center)
        let (u, v) = axes(rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi)
        let reachX = (u.x * u.x + v.x * v.x).squareRoot(), reachY = (u.y * u.y + v.y * v.y).squareRoot()
        return covers(minX: c.x - reachX, minY: c.y - reachY, maxX: c.x + reachX, maxY: c.y + reachY)
    }

    /// cos and sin of a rotation. A zero rotation (nearly every arc and every circle)
    /// gives exactly what libm would, (1, ±0), without the two calls.
    @inline(__always)
    static func cosSin(_ angle: Double) -> (cos: Double, sin: Double) {
        angle == 0 ? (1, angle) : (cos(angle), sin(angle))
    }

    /// The next segment of path data, in absolute coordinates: a lone moveto draws
    /// nothing and adds nothing. Inlined into the parser, where each call's case is known.
    @inline(__always)
    mutating func add(_ segment: PathSegment) {
        switch segment {
        case .move(let point):
            current = point
            subpathStart = point
            currentInside = false
        case .line(let point):
            if currentInside { include(transform.apply(point)) } else { line(current, point) }
            current = point
            currentInside = true
        case .cubic(let c1, let c2, let point):
            cubic(current, c1, c2, point)
            current = point
            currentInside = true
        case .quadratic(let control, let point):
            quadratic(current, control, point)
            current = point
            currentInside = true
        case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let point):
            arc(from: current, rx: rx, ry: ry, rotation: rotation, largeArc: largeArc, sweep: sweep, to: point)
            current = point
            // The arc's own end point comes out of cos and sin, not always to the bit.
            currentInside = false
        case .close:
            current = subpathStart
            currentInside = false
        }
    }
}

/// What is worked out from a parsed document once and then shared by every check
/// that needs it (three checks need the ink). Not part of the document's value: any
/// two are equal. Not final: the document's contents are its one subclass
/// (`SVGDocument.Contents`), so a document is one object, not two (an allocation, a
/// release to zero and a free fewer for every file read).
class DerivedResults: Hashable, @unchecked Sendable {
    #if os(Linux)
    /// The lock of the document's results, in the object itself: a `FileLock` was an
    /// allocation of its own, made and freed for every file, and a pthread mutex's lock
    /// and unlock cost ~55 instructions where this costs a compare-and-swap each; lint
    /// takes it about a dozen times a file. (`Mutex` is for macOS 15 and later, which
    /// PackModel does not require: other systems keep the `FileLock`.)
    private let mutex = Mutex<Void>(())
    #else
    private let lock = FileLock()
    #endif

    /// `body` run under the results' lock (not reentrant: `body` must not take it again).
    @inline(__always)
    final func withLock<Result>(_ body: () -> Result) -> Result {
        #if os(Linux)
        // The result is handed out through a local: `Mutex.withLock` returns a `sending`
        // value, which a generic result read from this object cannot promise to be.
        var result: Result?
        mutex.withLock { _ in result = body() }
        return result!
        #else
        return lock.withLock(body)
        #endif
    }
    private var ink: InkMeasurement?
    /// The path data error (or none) of each `d` attribute read so far, by its
    /// position (cheaper to hash than the text). `svg.path-data` and the ink measurement
    /// read the same paths, and parsing numbers is the costliest part of linting: the
    /// ink is measured while the path is parsed, and the error kept for `svg.path-data`.
    private var pathErrors: [SourcePosition: PathDataError?] = [:]
    /// The first path's, kept outside the table: most glyphs are a single path, and then
    /// no table is allocated or hashed.
    private var firstPath: (position: SourcePosition, error: PathDataError?)?

    private var cascade: SVGCascade??
    /// The reader saw no `style` attribute and no `<style>`: the cascade is none, for
    /// good (`cascade` is then `.some(nil)` from the start and never written), and is
    /// answered without taking the lock.
    private let withoutCSS: Bool
    private var program: EditorProgram??
    private var clones: CloneExpansion.Lookup?
    private var parents: SVGParents?
    private var asFixWrites: AppDrawing.AsFixWrites??
    /// Which clips and masks fix removes as cutting nothing, by attribute (`NoOpClips`).
    private var noOpClipAnswers: [SourcePosition: Bool] = [:]
    private var noOpClips: NoOpClips?

    /// `withoutCSS`: the reader saw no `style` attribute and no `<style>` (see
    /// `SVGDocument`), so the cascade is known to be none without a walk.
    init(withoutCSS: Bool = false) {
        self.withoutCSS = withoutCSS
        if withoutCSS { cascade = .some(nil) }
    }

    /// The file's clone lookup (`CloneExpansion.Lookup`): one per document, which reads
    /// the ids only when a clone is first asked about.
    func clones(of root: SVGElement) -> CloneExpansion.Lookup {
        withLock {
            if let clones { return clones }
            let made = CloneExpansion.Lookup(root, sharedBy: self)
            clones = made
            return made
        }
    }

    /// Each element's parent (`SVGParents`), found by one walk of the tree the first
    /// time a check asks, and shared by every check that asks after.
    func parents(of root: SVGElement) -> SVGParents {
        if let parents = withLock({ parents }) { return parents }
        let made = SVGParents(root: root)
        return withLock {
            if let parents { return parents }
            parents = made
            return made
        }
    }

    /// The program that wrote the file (`EditorProgram.detect`), worked out the first
    /// time a check asks. Kept here, beside the other facts of the document, rather
    /// than behind a lock and an object of its own per file.
    func program(of document: SVGDocument) -> EditorProgram? {
        if let program = withLock({ program }) { return program }
        let detected = EditorProgram.detect(document)
        withLock { program = .some(detected) }
        return detected
    }

    /// The file's cascade, worked out once; nil when no element has a `style` attribute
    /// and there is no `<style>` sheet (then presentation attributes are all there is).
    func cascade(of root: SVGElement) -> SVGCascade? {
        if withoutCSS { return nil }
        if let cascade = withLock({ cascade }) { return cascade }
        let made = InkMeasurement.usesCSS(root) ? SVGCascade(root: root) : nil
        withLock { cascade = .some(made) }
        return made
    }

    /// The file as fix will write it (`AppDrawing.AsFixWrites`, lint's, from fix's
    /// rules), once made: `.some(nil)` is "as written".
    var knownAsFixWrites: AppDrawing.AsFixWrites?? { withLock { asFixWrites } }

    /// Keeps the file as fix will write it (the first kept wins) and returns what is kept.
    func keep(asFixWrites made: AppDrawing.AsFixWrites?) -> AppDrawing.AsFixWrites? {
        withLock {
            if let asFixWrites { return asFixWrites }
            asFixWrites = .some(made)
            return made
        }
    }

    /// Reads and writes what `clipRemovedAsNoOp` keeps, under the lock (the answers
    /// are worked out outside it).
    func withNoOpClips<T>(_ body: (inout [SourcePosition: Bool], inout NoOpClips?) -> T) -> T {
        withLock { body(&noOpClipAnswers, &noOpClips) }
    }

    /// The ink once measured.
    var knownInk: InkMeasurement? { withLock { ink } }

    /// The ink, measured the first time it is asked for (`asFixWrites`: the file as fix
    /// will write it, lint's reading) and kept.
    func ink(of root: SVGElement, asFixWrites: AppDrawing.AsFixWrites?, readsHidden: Bool = true) -> InkMeasurement {
        if let ink = withLock({ ink }) { return ink }
        let cascade = cascade(of: root)
        // The paint is read for svg.pale-ink only where a layer may be pale (lint's speed).
        let readsPaint = cascade != nil || PaleInk.mayBePale(root)
        let measured = InkMeasurement(root: root, cascade: cascade, asFixWrites: asFixWrites, readsPaint: readsPaint, readsHidden: readsHidden) { d, builder in
            let error = PathData.trace(d.value, into: &builder)
            self.withLock { self.record(error, at: d.position) }
        }
        withLock { ink = measured }
        return measured
    }

    /// The error in a `d` attribute of this document (whose root is `root`), if any.
    func pathDataError(_ d: SVGAttribute, root: SVGElement?) -> PathDataError? {
        // Measuring the ink parses every path that draws and keeps each one's error:
        // lint measures it first (`LintSubject.SVGFile.ink(in:)`), as fix will write the file.
        if let known = withLock({ cachedError(at: d.position) }) { return known }
        var discard = DiscardingSink()
        let error = PathData.trace(d.value, into: &discard)
        withLock { record(error, at: d.position) }
        return error
    }

    /// Call with the lock held.
    private func record(_ error: PathDataError?, at position: SourcePosition) {
        if let firstPath, firstPath.position != position { pathErrors[position] = .some(error) } else { firstPath = (position, error) }
    }

    /// Call with the lock held. nil when the path has not been read; `.some(nil)` when
    /// it was read without error.
    private func cachedError(at position: SourcePosition) -> PathDataError?? {
        if let firstPath, firstPath.position == position { return .some(firstPath.error) }
        return pathErrors.isEmpty ? nil : pathErrors[position]
    }

    #if !os(Linux)
    deinit { lock.destroy() }
    #endif

    static func == (lhs: DerivedResults, rhs: DerivedResults) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension SVGDocument {
    /// The cascade of the file's CSS (style attributes and sheets), read once; nil when
    /// the file has none.
    public var cascade: SVGCascade? {
        root.flatMap { derived.cascade(of: $0) }
    }

    /// Which element each `<use>` fix expands draws (`CloneExpansion.Lookup`), one
    /// lookup per document for every drawing lint measures.
    var clones: CloneExpansion.Lookup? {
        root.map { derived.clones(of: $0) }
    }

    /// Each element's parent (`SVGParents`), found once per document when first asked.
    var parents: SVGParents? {
        root.map { derived.parents(of: $0) }
    }

    /// The error in a `d` attribute's path data, if any; each path is parsed once per
    /// document, whether for this or for the ink.
    public func pathDataError(_ d: SVGAttribute) -> PathDataError? {
        derived.pathDataError(d, root: root)
    }
}

/// The painted extent of a glyph: what the app's path renderer would draw.
public struct InkMeasurement: Sendable {
    /// One drawing element's painted box.
    public struct Piece: Sendable, Hashable {
        public let element: String
        public let position: SourcePosition
        public let bounds: Rect
        /// The element of the file measured (a clone's target once for each clone
        /// that draws it): what `svg.pale-ink` asks by, not the position, which an
        /// element made rather than read (a drawing's) does not have.
        let node: ObjectIdentifier
        /// The paint it inherits as this walk read it (`svg.pale-ink` judges it), so
        /// pale-ink reads the file by this one walk rather than a second of its own.
        let paint: Paint
        let strokeWidth: Double
    }

    /// A shape's painting properties as they inherit (black fill, no stroke when none
    /// is given), values as written; `opacity` is the product of the shape's and its
    /// ancestors'.
    struct Paint: Hashable, Sendable {
        var fill = "black"
        var stroke = "none"
        var color = "black"
        var fillOpacity = 1.0
        var strokeOpacity = 1.0
        var opacity = 1.0
    }

    /// Every element that paints, in document order.
    public let pieces: [Piece]
    /// Whether the walk read each piece's `paint` in full (color and the opacities;
    /// fill and stroke it always reads). Lint's measurement reads it only when the file
    /// has CSS or an attribute writes a pale colour or an opacity below 1
    /// (`PaleInk.mayBePale`): otherwise no layer can be pale, and a clean glyph pays
    /// nothing for svg.pale-ink's question.
    let readsPaint: Bool

    /// The union of all painted boxes; nil when nothing is drawn.
    public var bounds: Rect? {
        pieces.dropFirst().reduce(pieces.first?.bounds) { $0?.union($1.bounds) }
    }

    /// Measures what the app draws (`AppDrawing.walk`): the profile's shapes under `svg`
    /// and `g`, with `transform` and the `fill`, `stroke` and `stroke-width` they inherit,
    /// values as the app reads them (no CSS: `cascade` is read for `display` and
    /// `visibility` alone). Elements outside the profile and values that do not parse
    /// are skipped; their own checks report them.
    public init(root: SVGElement) {
        self.init(root: root, cascade: Self.usesCSS(root) ? SVGCascade(root: root) : nil, asFixWrites: nil) { d, builder in _ = PathData.trace(d.value, into: &builder) }
    }

    /// The ink of the app's drawing of the file under `root`, read as fix will write it
    /// when `asFixWrites` is given (lint's: the CSS fix moves out read as the attributes
    /// it becomes, each clone fix expands as its group, what fix deletes as hidden left
    /// out): one visitor of `AppDrawing.walk` (`Walk`), no reader of its own. What the
    /// app does not read, the ink does not either: CSS fix leaves, paint from `url(…)`
    /// (a gradient stroke the app drops is not ink; svg.profile-attribute names it).
    /// What the ink alone reads is `display` and `visibility` of the file's elements
    /// through `cascade` (the app draws hidden content; fix deletes it, or lint reports
    /// it, and the ink measures it as not drawn). `trace` reads a path's `d` into the
    /// builder (and may keep what it learns). `readsHidden` false: the caller knows no
    /// element is hidden (lint's classification), and `display`/`visibility` are not read.
    init(root: SVGElement, cascade: SVGCascade?, asFixWrites: AppDrawing.AsFixWrites?, readsPaint: Bool = true, readsHidden: Bool = true, trace: @escaping PathTracer) {
        var walk = Walk(cascade: cascade, readsPaint: readsPaint, readsHidden: readsHidden, trace: trace)
        AppDrawing.walk(root: root, asFixWrites: asFixWrites, visitor: &walk)
        pieces = walk.pieces
        self.readsPaint = readsPaint
    }

    typealias PathTracer = (SVGAttribute, inout BoundsBuilder) -> Void

    /// Whether any element has a `style` attribute or is a `<style>` sheet.
    static func usesCSS(_ root: SVGElement) -> Bool {
        var found = false
        root.forEachElement { element, _ in
            if !found && (element.localName == "style" || element.attribute("style") != nil) { found = true }
        }
        return found
    }

    /// The ink's walk: a visitor of the app's drawing (`AppDrawing.walk`), placing each
    /// piece at the element of the file it is read from (`Visit.source`: a clone's copy
    /// at its target's element, measured once for each clone that draws it).
    struct Walk: AppDrawing.Visitor {
        let cascade: SVGCascade?
        let trace: PathTracer
        /// The style of each open element the walk entered, the one above the root first:
        /// the first two in place (a glyph's walk goes no deeper than its root: the style
        /// above it and the root's), any deeper in `deeperStyles`. An array of them all
        /// cost an allocation and a free for every file measured.
        var baseStyle: Style
        var rootStyle: Style?
        var deeperStyles: [Style] = []
        var pieces: [Piece] = []
        /// Whether the element met last was not entered: its `leave` comes next, with
        /// nothing between, and pops nothing (a shape pushes no style).
        var leavesUnentered = false

        init(cascade: SVGCascade?, readsPaint: Bool, readsHidden: Bool, trace: @escaping PathTracer) {
            self.cascade = cascade
            self.trace = trace
            baseStyle = Style(readsPaint: readsPaint, readsHidden: readsHidden)
        }

        mutating func enter(_ visit: AppDrawing.Visit) -> Bool {
            let isRoot = rootStyle == nil
            // The parent's style copied once and read into in place: `inherit` returning a
            // new style copied it twice more (the array's element, then `self`), each copy
            // retaining and releasing the paint's three strings.
            var style = deeperStyles.last ?? rootStyle ?? baseStyle
            guard style.inherit(from: visit, cascade: cascade) else {
                leavesUnentered = true
                return false
            }
            switch visit.name {
            case "g":
                break
            case "svg":
                if !isRoot { style.transform = style.transform.concatenating(InkMeasurement.nestedViewport(visit.source)) }
            default:
                // A name the reader numbered is asked by number.
                let isShape = visit.knownName != 0 ? SVGProfile.Lookup.shapeElementsByNumber[Int(visit.knownName)] : SVGProfile.Lookup.shapeElements.contains(visit.name)
                if isShape, !style.hidden,
                   let bounds = InkMeasurement.inkBounds(of: visit.source, style: style, trace: trace) {
                    pieces.append(Piece(element: visit.name, position: visit.source.position, bounds: bounds, node: ObjectIdentifier(visit.source), paint: style.paint, strokeWidth: style.strokeWidth))
                }
                leavesUnentered = true
                return false
            }
            if isRoot { rootStyle = style } else { deeperStyles.append(style) }
            return true
        }

        mutating func leave(_ visit: AppDrawing.Visit) {
            if leavesUnentered {
                leavesUnentered = false
            } else if deeperStyles.isEmpty {
                rootStyle = nil
            } else {
                deeperStyles.removeLast()
            }
        }

        mutating func text(_ text: String) {}
    }

    struct Style {
        var transform = AffineTransform.identity
        var fills = true
        var strokes = false
        var strokeWidth = 1.0
        var hidden = false
        var paint = Paint()
        /// Whether `inherit` reads color and the opacities into `paint`.
        var readsPaint = true
        /// Whether `inherit` reads `display` and `visibility`.
        var readsHidden = true

        /// This style (the parent's) becomes the style below an element the app reads: its
        /// attributes as read (`Visit.attributes`, `inherit` read as absent). False, and
        /// the style unchanged, when the file's element is not displayed (`display: none`,
        /// read through `cascade` as the editor reads it).
        mutating func inherit(from visit: AppDrawing.Visit, cascade: SVGCascade?) -> Bool {
            // Nothing is read where nothing in the file is hidden.
            let (display, visibility) = readsHidden ? SVGInertAttribute.displayAndVisibility(visit.source, cascade: cascade) : (nil, nil)
            if let value = display, !SVGProperties.keyword(value, is: "inherit"), SVGProperties.keyword(value, is: "none") { return false }
            func property(_ name: String, _ number: UInt8 = 0) -> String? {
                guard let value = visit.value(name, known: number), !SVGProperties.keyword(value, is: "inherit") else { return nil }
                return value
            }
            if let fill = property("fill", KnownName.fill) {
                fills = !Self.isNone(fill)
                paint.fill = fill
            }
            if let stroke = property("stroke", KnownName.stroke) {
                strokes = !Self.isNone(stroke)
                paint.stroke = stroke
            }
            if let width = property("stroke-width", KnownName.strokeWidth).flatMap({ try? Length.parse($0).get() }) { strokeWidth = width }
            if readsPaint {
                if let color = property("color") { paint.color = color }
                if let value = property("fill-opacity").flatMap(Self.fraction) { paint.fillOpacity = value }
                if let value = property("stroke-opacity").flatMap(Self.fraction) { paint.strokeOpacity = value }
                if let value = property("opacity", KnownName.opacity).flatMap(Self.fraction) { paint.opacity *= value }
            }
            if let text = visit.value("transform", known: KnownName.transform), let transform = try? AffineTransform.parse(text).get() {
                self.transform = self.transform.concatenating(transform)
            }
            if let visibility, !SVGProperties.keyword(visibility, is: "inherit") {
                hidden = SVGProperties.keyword(visibility, is: "hidden") || SVGProperties.keyword(visibility, is: "collapse")
            }
            return true
        }

        /// A number, or a percentage, clamped to 0...1 (an opacity).
        static func fraction(_ text: String) -> Double? {
            var value = text.trimmingCSSWhitespace
            var scale = 1.0
            if value.hasSuffix("%") {
                value.removeLast()
                scale = 100
            }
            guard let number = Double(value), number.isFinite else { return nil }
            return min(max(number / scale, 0), 1)
        }

        static func isNone(_ paint: String) -> Bool {
            SVGProperties.keyword(paint, is: "none") || SVGProperties.keyword(paint, is: "transparent") || SVGProperties.keyword(paint, is: "")
        }
    }

    /// A nested `<svg>` places its content at x, y, scaled from its viewBox into its
    /// width and height (xMidYMid meet, the default).
    static func nestedViewport(_ element: SVGElement) -> AffineTransform {
        func length(_ name: String) -> Double? { element[name].flatMap { try? Length.parse($0).get() } }
        let origin = AffineTransform.translate(length("x") ?? 0, length("y") ?? 0)
        guard let box = element.viewBox, let width = length("width"), let height = length("height") else { return origin }
        let scale = min(width / box.width, height / box.height)
        let offset = AffineTransform.translate((width - box.width * scale) / 2 - box.minX * scale, (height - box.height * scale) / 2 - box.minY * scale)
        return origin.concatenating(offset).concatenating(.scale(scale, scale))
    }

    /// The painted box of one shape, or nil when it paints nothing.
    static func inkBounds(of element: SVGElement, style: Style, trace: PathTracer) -> Rect? {
        let isLine = element.localName == "line"
        let fills = style.fills && !isLine
        let strokes = style.strokes && style.strokeWidth > 0
        guard fills || strokes else { return nil }
        var builder = BoundsBuilder(transform: style.transform)
        guard ShapeOutline.trace(element, tracePath: trace, into: &builder), var rect = builder.rect else { return nil }
        if strokes {
            let reach = style.transform.strokeReach(style.strokeWidth / 2)
            rect = Rect(minX: rect.minX - reach.x, minY: rect.minY - reach.y, maxX: rect.maxX + reach.x, maxY: rect.maxY + reach.y)
        } else if rect.width == 0 && rect.height == 0 {
            return nil
        }
        return rect
    }
}

/// The outline of each profile shape, traced into a bounds builder.
enum ShapeOutline {
    /// Traces `element`'s geometry; false when it draws nothing (zero size, no data)
    /// or its attributes do not parse.
    static func trace(_ element: SVGElement, tracePath: InkMeasurement.PathTracer, into builder: inout BoundsBuilder) -> Bool {
        func value(_ name: String) -> Double? {
            guard let text = element[name] else { return 0 }
            return try? Length.parse(text).get()
        }
        switch element.localName {
        case "path":
            guard let d = element.attribute("d", known: KnownName.d) else { return false }
            tracePath(d, &builder)
        case "rect":
            guard let x = value("x"), let y = value("y"), let width = value("width"), let height = value("height"), width > 0, height > 0 else { return false }
            var rx = element["rx"].flatMap { try? Length.parse($0).get() }
            var ry = element["ry"].flatMap { try? Length.parse($0).get() }
            if rx == nil { rx = ry }
            if ry == nil { ry = rx }
            let radiusX = min(max(rx ?? 0, 0), width / 2), radiusY = min(max(ry ?? 0, 0), height / 2)
            if radiusX > 0 && radiusY > 0 {
                let corners = [(x + width - radiusX, y + radiusY, -Double.pi / 2), (x + width - radiusX, y + height - radiusY, 0.0),
                               (x + radiusX, y + height - radiusY, Double.pi / 2), (x + radiusX, y + radiusY, Double.pi)]
                for corner in corners {
                    builder.ellipse(center: Point(corner.0, corner.1), rx: radiusX, ry: radiusY, rotation: 0, start: corner.2, sweep: .pi / 2)
                }
            } else {
                builder.line(Point(x, y), Point(x + width, y + height))
                builder.line(Point(x + width, y), Point(x, y + height))
            }
        case "circle", "ellipse":
            let isCircle = element.localName == "circle"
            guard let cx = value("cx"), let cy = value("cy"),
                  let rx = value(isCircle ? "r" : "rx"), let ry = value(isCircle ? "r" : "ry"), rx > 0, ry > 0 else { return false }
            builder.ellipse(center: Point(cx, cy), rx: rx, ry: ry, rotation: 0, start: 0, sweep: 2 * .pi)
        case "line":
            guard let x1 = value("x1"), let y1 = value("y1"), let x2 = value("x2"), let y2 = value("y2") else { return false }
            builder.line(Point(x1, y1), Point(x2, y2))
        case "polyline", "polygon":
            guard let text = element.value(of: "points", known: KnownName.points), let numbers = try? NumberList.parse(text).get(), numbers.count >= 4 else { return false }
            var index = 0
            while index + 1 < numbers.count {
                builder.include(builder.transform.apply(Point(numbers[index], numbers[index + 1])))
                index += 2
            }
        default:
            return false
        }
        return builder.rect != nil
    }
}
