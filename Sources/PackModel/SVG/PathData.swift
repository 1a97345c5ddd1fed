import Foundation

/// Reads the numbers of SVG attribute values (path data, `points`, `viewBox`,
/// `transform`, lengths) straight from UTF-8 bytes: no regular expressions, no
/// intermediate strings. Offsets are byte offsets into the value.
struct NumberScanner {
    /// The value's bytes followed by one 0 byte, which ends every loop of
    /// `number(in:from:)` without a bounds check.
    private let terminated: [UInt8]
    let count: Int
    var index = 0

    init(_ text: String) {
        var storage: [UInt8] = []
        storage.reserveCapacity(text.utf8.count + 1)
        storage.append(contentsOf: text.utf8)
        count = storage.count
        storage.append(0)
        terminated = storage
    }

    /// The value's bytes.
    var bytes: ArraySlice<UInt8> { terminated[..<count] }
    var atEnd: Bool { index >= count }
    var current: UInt8? { index < count ? terminated[index] : nil }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    mutating func skipSpaces() {
        while index < count && Self.isSpace(terminated[index]) { index += 1 }
    }

    /// Skips whitespace and at most one comma (SVG's `comma-wsp`). Returns whether a
    /// comma was skipped.
    @discardableResult
    mutating func skipCommaSpaces() -> Bool {
        skipSpaces()
        guard current == UInt8(ascii: ",") else { return false }
        index += 1
        skipSpaces()
        return true
    }

    /// Whether a number could start here: a digit, a sign or a point.
    var atNumberStart: Bool {
        guard let byte = current else { return false }
        return Self.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    /// Reads one number by the SVG grammar (`-1.5`, `.5`, `1.`, `1e-3`); nil, with the
    /// index unchanged, when there is none. `1.5.5` reads as `1.5` and then `.5`. An `e`
    /// not followed by an exponent is left unread (it may start a unit such as `em`).
    mutating func number() -> Double? {
        guard let (value, end) = withTerminatedBytes({ Self.number(at: $0.baseAddress!, from: index) }) else { return nil }
        index = end
        return value
    }

    /// The value's bytes, with the 0 byte after them in memory.
    private func withTerminatedBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        terminated.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// The number starting at `start` and the offset after it. The bytes from `p` on
    /// must end with a 0 byte: no loop here checks the count, the 0 (neither digit, sign,
    /// point nor `e`) stops them all. Inlined into the path parser's loop: path data is
    /// mostly numbers, and this is the costliest part of linting. (`@_transparent`
    /// because the optimizer did not honour `@inline(__always)` inside that loop.)
    @_transparent
    static func number(at p: UnsafePointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        let read = Self.significand(at: p, from: start)
        var position = read.end
        let digits = read.digits
        // Common case first: every digit went into the mantissa as read, and the
        // exponent is minus the fraction's digit count. Exactly what `accumulate` keeps
        // when there are at most 19 digits (leading zeros included, so no overflow).
        var mantissa = read.mantissa
        var exponent = 0 &- read.fractionDigits
        guard digits > 0 else { return nil }
        if digits > 19 {
            (mantissa, exponent) = Self.longMantissa(at: p, from: read.integerStart)
        }
        if p[position] | 0x20 == UInt8(ascii: "e") {
            position = Self.exponent(at: p, from: position, adding: &exponent)
        }
        // Up to 18 digits the mantissa is below 2^63: the signed conversion, one
        // instruction, gives the same Double as the unsigned one, which takes five.
        let exact = digits <= 18 ? Double(Int64(truncatingIfNeeded: mantissa)) : Double(mantissa)
        let magnitude = Self.scale(exact, byPowerOfTen: exponent)
        return (read.negative ? -magnitude : magnitude, position)
    }

    /// `number(at:from:)` when the number is finite, else nil; the path parser's reader.
    /// Most numbers in path data have at most 18 digits and no exponent part: then the
    /// mantissa is exact, the value is the mantissa divided by a power of ten no larger
    /// than 10^18 (the same Double `number` gives, and always finite), and nothing else
    /// needs asking. Anything else is read again from `start` by `number`, out of line.
    /// The sign and digits are read here as `significand` reads them, but the count of
    /// digits is taken once from the end (one less when a point was read), so one
    /// unsigned comparison says "1…18 digits": no separate test that there were any.
    @_transparent
    static func finiteNumber(at p: UnsafePointer<UInt8>, from start: Int, tens: UnsafePointer<Double>) -> (value: Double, end: Int)? {
        var position = start
        let sign = p[position]
        let negative = sign == UInt8(ascii: "-")
        if negative || sign == UInt8(ascii: "+") { position &+= 1 }
        let integerStart = position
        var mantissa: UInt64 = 0
        position = Self.digits(at: p, from: position, into: &mantissa)
        // Each shape ends on its own: merged, the two counts cost register moves and a
        // jump a number.
        if p[position] == UInt8(ascii: ".") {
            let point = position
            position = Self.digits(at: p, from: point &+ 1, into: &mantissa)
            // 1…18 digits, and no exponent. A point with no digit on either side (0
            // digits) is not read here: `number` says there is no number, as
            // `significand` does.
            guard UInt(bitPattern: position &- integerStart &- 2) < 18, p[position] | 0x20 != UInt8(ascii: "e") else {
                return Self.finiteNumberOutOfLine(at: p, from: start)
            }
            // In bounds: 0 <= the fraction's digits <= all digits <= 18, and `tens` has
            // 23 entries.
            let magnitude = Double(Int64(truncatingIfNeeded: mantissa)) / tens[position &- point &- 1]
            return (negative ? -magnitude : magnitude, position)
        }
        guard UInt(bitPattern: position &- integerStart &- 1) < 18, p[position] | 0x20 != UInt8(ascii: "e") else {
            return Self.finiteNumberOutOfLine(at: p, from: start)
        }
        // An integer: x / 10^0 is x to the bit, so no division.
        let magnitude = Double(Int64(truncatingIfNeeded: mantissa))
        return (negative ? -magnitude : magnitude, position)
    }

    /// `finiteNumber(at:from:tens:)` with `powersOfTen` (for tests).
    static func finiteNumber(at p: UnsafePointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        withPowersOfTen { finiteNumber(at: p, from: start, tens: $0) }
    }

    /// `powersOfTen` (10^0 … 10^22) in place, for the path parser to hold once per
    /// path: read through a pointer, each number's power of ten is one load with no
    /// bounds check and no call. (Inlined a dozen times into the parser's loop, the
    /// array's `powersOfTen[n]` became calls to its addressor, with a `swift_once`, and
    /// to its subscript, 20 instructions a number; a `switch` of constants became a
    /// jump to one division per case, 10.)
    static func withPowersOfTen<Result>(_ body: (UnsafePointer<Double>) -> Result) -> Result {
        powersOfTen.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// What both readers read the same way: the sign, the integer digits and the
    /// fraction (a point followed by no digit, after none, is not read: `.` alone is no
    /// number). Every digit goes into `mantissa` as read, wrapping past 19 digits.
    struct Significand {
        let negative: Bool
        /// The offset of the first integer digit (after the sign).
        let integerStart: Int
        let mantissa: UInt64
        /// The digits read, integer and fraction; 0 when there is no number here.
        let digits: Int
        let fractionDigits: Int
        /// The offset after the last digit read (or after the sign, when none was).
        let end: Int
    }

    /// Reads a `Significand` from `start` (the bytes end with a 0 byte, as for
    /// `number(at:from:)`). `@_transparent` for the same reason as its two callers:
    /// callgrind counted no extra instruction per number in the path parser's loop.
    @_transparent
    static func significand(at p: UnsafePointer<UInt8>, from start: Int) -> Significand {
        var position = start
        let sign = p[position]
        let negative = sign == UInt8(ascii: "-")
        if negative || sign == UInt8(ascii: "+") { position &+= 1 }
        let integerStart = position
        var mantissa: UInt64 = 0
        position = Self.digits(at: p, from: position, into: &mantissa)
        var digits = position &- integerStart
        var fractionDigits = 0
        if p[position] == UInt8(ascii: ".") {
            let fraction = Self.digits(at: p, from: position &+ 1, into: &mantissa)
            let count = fraction &- position &- 1
            if digits &+ count > 0 {
                digits &+= count
                fractionDigits = count
                position = fraction
            }
        }
        return Significand(negative: negative, integerStart: integerStart, mantissa: mantissa, digits: digits,
                           fractionDigits: fractionDigits, end: position)
    }

    @inline(never)
    private static func finiteNumberOutOfLine(at p: UnsafePointer<UInt8>, from start: Int) -> (value: Double, end: Int)? {
        guard let found = number(at: p, from: start), found.value.isFinite else { return nil }
        return found
    }

    /// Reads the exponent whose `e` is at `start` into `exponent`; returns the offset
    /// after it, or `start` when no digit follows (the `e` is then not part of the number).
    private static func exponent(at p: UnsafePointer<UInt8>, from start: Int, adding exponent: inout Int) -> Int {
        var expIndex = start + 1
        var expNegative = false
        if p[expIndex] == UInt8(ascii: "-") || p[expIndex] == UInt8(ascii: "+") {
            expNegative = p[expIndex] == UInt8(ascii: "-")
            expIndex += 1
        }
        guard Self.isDigit(p[expIndex]) else { return start }
        var value = 0
        while Self.isDigit(p[expIndex]) {
            if value < 100_000 { value = value * 10 + Int(p[expIndex] - 0x30) }
            expIndex += 1
        }
        exponent += expNegative ? -value : value
        return expIndex
    }

    /// Reads decimal digits from `start` into `mantissa` (wrapping past 19 digits: the
    /// caller then starts over with `longMantissa`); returns the offset after them.
    /// The digit is taken as a `UInt64` from the load on, and the loop tests at its
    /// bottom: no widening per digit and no jump back over the test (9 instructions a
    /// digit before, 7 now; path data has ~3 a number).
    @inline(__always)
    private static func digits(at p: UnsafePointer<UInt8>, from start: Int, into mantissa: inout UInt64) -> Int {
        var position = start
        var digit = UInt64(p[position]) &- 0x30
        while digit <= 9 {
            mantissa = mantissa &* 10 &+ digit
            position &+= 1
            digit = UInt64(p[position]) &- 0x30
        }
        return position
    }

    /// Mantissa and exponent of a number with more than 19 digits (the integer part
    /// starting at `start`): the first 19 significant digits, the rest only moving the
    /// exponent.
    private static func longMantissa(at p: UnsafePointer<UInt8>, from start: Int) -> (UInt64, Int) {
        var position = start
        var mantissa: UInt64 = 0
        var exponent = 0
        var significant = 0
        while case let digit = p[position] &- 0x30, digit <= 9 {
            Self.accumulate(digit, into: &mantissa, significant: &significant, exponent: &exponent, fractional: false)
            position += 1
        }
        if p[position] == UInt8(ascii: ".") {
            position += 1
            while case let digit = p[position] &- 0x30, digit <= 9 {
                Self.accumulate(digit, into: &mantissa, significant: &significant, exponent: &exponent, fractional: true)
                position += 1
            }
        }
        return (mantissa, exponent)
    }

    /// Keeps the first 19 significant digits exactly; later ones only move the exponent.
    /// `digit` is the digit's value, 0…9.
    @inline(__always)
    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int, exponent: inout Int, fractional: Bool) {
        if significant < 19 {
            // At most 19 digits: under 10^19, so UInt64 cannot overflow.
            mantissa = mantissa &* 10 &+ UInt64(digit)
            if mantissa > 0 { significant += 1 }
            if fractional { exponent -= 1 }
        } else if !fractional {
            exponent += 1
        }
    }

    /// 10^0 … 10^22, every one exact in a Double. Written out: a literal array of
    /// constants is laid down at compile time, so reading it needs no lazy-initialisation
    /// check for every number.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Inlined: it runs once per number read, and a call costs as much as its usual work.
    @inline(__always)
    private static func scale(_ value: Double, byPowerOfTen exponent: Int) -> Double {
        if value == 0 { return 0 }
        if exponent >= 0 {
            if exponent <= 22 { return value * powersOfTen[exponent] }
            return exponent > 400 ? .infinity : value * pow10(exponent)
        }
        let negated = 0 &- exponent  // the exponent is far from Int.min: at most a few hundred thousand
        if negated <= 22 { return value / powersOfTen[negated] }
        return negated > 400 ? 0 : value / pow10(negated)
    }

    private static func pow10(_ exponent: Int) -> Double {
        var result = 1.0
        var base = 10.0
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result *= base }
            base *= base
            remaining >>= 1
        }
        return result
    }

    /// The character at a byte offset, for messages ("end of data" past the end).
    func describe(at offset: Int) -> String {
        withTerminatedBytes { Self.describe(at: offset, in: $0) }
    }

    /// The offset in Unicode scalars of a byte offset, for messages.
    func scalarOffset(ofByte offset: Int) -> Int {
        withTerminatedBytes { Self.scalarOffset(ofByte: offset, in: $0) }
    }

    static func describe(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard offset < bytes.count else { return "the end of the data" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if isSpace(byte) { return "a space" }
        var end = offset + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self))'"
    }

    static func scalarOffset(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for position in 0..<min(offset, bytes.count) where bytes[position] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}

/// A point in user space.
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }
}

/// One segment of path data, in absolute coordinates.
public enum PathSegment: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case quadratic(Point, Point)
    /// Radii, x-axis rotation in degrees, large-arc and sweep flags, end point.
    case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)
    case close
}

/// Where and why path data stopped parsing. `offset` counts bytes of the attribute
/// value from 0 (the same as characters for the ASCII path data always is).
public struct PathDataError: Error, Sendable, Hashable, CustomStringConvertible {
    public let offset: Int
    public let message: String

    public var description: String { "path data error at offset \(offset): \(message)" }
}

/// The `d` attribute of a `path`, parsed by the SVG 1.1 / SVG 2 path grammar. Like a
/// renderer, the parser keeps the segments before the first error.
public struct PathData: Sendable, Hashable {
    public let segments: [PathSegment]
    public let error: PathDataError?

    public init(_ text: String) {
        var collector = SegmentCollector()
        collector.segments.reserveCapacity(text.utf8.count / 6)
        error = Self.trace(text, into: &collector)
        segments = collector.segments
    }

    /// Parses `text`, handing each segment to `sink` as soon as it is read, and returns
    /// the first error. No array of segments is built: lint measures the ink of a path
    /// as it parses it, and the segments of a glyph are many times the size of its text.
    static func trace<Sink: PathSink>(_ text: String, into sink: inout Sink) -> PathDataError? {
        // The text as a C string has the 0 byte after it that the number reader relies
        // on, and a native string gives it without a copy.
        let count = text.utf8.count
        return text.withCString { cString in
            cString.withMemoryRebound(to: UInt8.self, capacity: count + 1) { bytes in
                withUnsafeMutablePointer(to: &sink) { sink in
                    withUnsafeTemporaryAllocation(of: Double.self, capacity: 7) { arguments in
                        NumberScanner.withPowersOfTen { tens in
                            var parser = PathParser(UnsafeBufferPointer(start: bytes, count: count), sink: sink,
                                                    arguments: arguments.baseAddress!, tens: tens)
                            parser.run()
                            return parser.error
                        }
                    }
                }
            }
        }
    }
}

/// Where parsed path segments go, one at a time, in order.
protocol PathSink {
    mutating func add(_ segment: PathSegment)
}

/// Keeps every segment (`PathData.segments`).
struct SegmentCollector: PathSink {
    var segments: [PathSegment] = []

    mutating func add(_ segment: PathSegment) { segments.append(segment) }
}

/// Keeps nothing: for when only the error matters.
struct DiscardingSink: PathSink {
    mutating func add(_ segment: PathSegment) {}
}

private struct PathParser<Sink: PathSink> {
    /// The path data; the byte after its end is 0 (see `NumberScanner.number(at:from:)`).
    let bytes: UnsafeBufferPointer<UInt8>
    let p: UnsafePointer<UInt8>
    var index = 0
    /// Where segments go; the caller's, written in place (a copy would make a collector's
    /// reserved array copy itself on the first append).
    let sink: UnsafeMutablePointer<Sink>
    /// The current command's numbers (at most seven), read straight into storage the
    /// caller owns.
    let arguments: UnsafeMutablePointer<Double>
    /// `NumberScanner.powersOfTen`, held for the number reader (`finiteNumber`).
    let tens: UnsafePointer<Double>
    var error: PathDataError?
    var current = Point(0, 0)
    var subpathStart = Point(0, 0)
    /// The last control point of a C/S (for S) or Q/T (for T) segment.
    var lastCubicControl: Point?
    var lastQuadraticControl: Point?

    init(_ bytes: UnsafeBufferPointer<UInt8>, sink: UnsafeMutablePointer<Sink>, arguments: UnsafeMutablePointer<Double>,
         tens: UnsafePointer<Double>) {
        self.bytes = bytes
        self.sink = sink
        self.arguments = arguments
        self.tens = tens
        p = bytes.baseAddress!
    }

    var currentByte: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Inlined: once a command; put out of line as `run` grew, it cost a call (16
    /// instructions) a command.
    @inline(__always)
    static func argumentCount(_ command: UInt8) -> Int? {
        switch command | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "t"): 2
        case UInt8(ascii: "h"), UInt8(ascii: "v"): 1
        case UInt8(ascii: "c"): 6
        case UInt8(ascii: "s"), UInt8(ascii: "q"): 4
        case UInt8(ascii: "a"): 7
        case UInt8(ascii: "z"): 0
        default: nil
        }
    }

    mutating func fail(_ offset: Int, _ message: String) {
        error = PathDataError(offset: NumberScanner.scalarOffset(ofByte: offset, in: bytes), message: message)
    }

    func describe(at offset: Int) -> String { NumberScanner.describe(at: offset, in: bytes) }

    @inline(__always)
    mutating func skipSpaces() {
        index = Self.afterSpaces(p, index)
    }

    /// Skips SVG's `comma-wsp`; returns whether there was a comma.
    @inline(__always)
    mutating func skipCommaSpaces() -> Bool {
        let (end, comma) = Self.afterCommaSpaces(p, index)
        index = end
        return comma
    }

    @inline(__always)
    static func afterSpaces(_ p: UnsafePointer<UInt8>, _ start: Int) -> Int {
        var position = start
        while NumberScanner.isSpace(p[position]) { position &+= 1 }
        return position
    }

    @inline(__always)
    static func afterCommaSpaces(_ p: UnsafePointer<UInt8>, _ start: Int) -> (end: Int, comma: Bool) {
        let position = afterSpaces(p, start)
        guard p[position] == UInt8(ascii: ",") else { return (position, false) }
        return (afterSpaces(p, position &+ 1), true)
    }

    var atNumberStart: Bool {
        guard let byte = currentByte else { return false }
        return NumberScanner.isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
    }

    mutating func run() {
        skipSpaces()
        guard let first = currentByte else { return }
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            fail(index, "path data must start with a moveto ('M' or 'm'), found \(describe(at: index))")
            return
        }
        while let byte = currentByte {
            guard let count = Self.argumentCount(byte) else {
                fail(index, "expected a path command (one of MmLlHhVvCcSsQqTtAaZz), found \(describe(at: index))")
                return
            }
            var command = byte
            index += 1
            skipSpaces()
            if count == 0 {
                closePath()
                if atNumberStart || currentByte == UInt8(ascii: ",") {
                    fail(index, "'\(Character(Unicode.Scalar(command)))' takes no numbers; expected a command letter, found \(describe(at: index))")
                    return
                }
                continue
            }
            var firstSet = true
            while true {
                if !segment(command, count: count, firstSet: firstSet) { return }
                // After a moveto, further pairs are implicit linetos.
                if command == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if command == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
                firstSet = false
                let sawComma = skipCommaSpaces()
                if atNumberStart { continue }
                if sawComma {
                    fail(index, "expected a number after ',', found \(describe(at: index))")
                    return
                }
                break
            }
        }
    }

    /// Reads one set of `command`'s `count` arguments into `arguments`; false, with
    /// `error` set, when one is missing or not allowed. Arguments after the first may be
    /// preceded by a comma-wsp. Straight-line code for each count a command has (1, 2,
    /// 4, 6), the number reader inlined and the position in a register: this is where
    /// lint spends most of its time. A loop over the slots cost 9 instructions a number
    /// (its bound compared twice and reloaded from the stack); the one switch on the
    /// count here costs a few a segment. Arcs, with their flags and radii, have their
    /// own reader. Inlined into `segment`, its one caller: a call per segment cost as
    /// much as a number. (`@_transparent`, as `segment`: with `segment` inlined into
    /// `run`, the optimizer put this out of line again, shared with the collector's copy.)
    @_transparent
    mutating func readArguments(_ command: UInt8, count: Int, firstSet: Bool) -> Bool {
        if command | 0x20 == UInt8(ascii: "a") { return readArcArguments(command, firstSet: firstSet) }
        // Locals: a store through `arguments` could otherwise make the optimizer load
        // `self.p` again after every number.
        let p = self.p, arguments = self.arguments, tens = self.tens
        var position = index
        switch count {
        case 2:
            guard readSlot(0, of: 2, command, firstSet, &position, p, arguments, tens), readSlot(1, of: 2, command, firstSet, &position, p, arguments, tens) else { return false }
        case 6:
            guard readSlot(0, of: 6, command, firstSet, &position, p, arguments, tens), readSlot(1, of: 6, command, firstSet, &position, p, arguments, tens),
                  readSlot(2, of: 6, command, firstSet, &position, p, arguments, tens), readSlot(3, of: 6, command, firstSet, &position, p, arguments, tens),
                  readSlot(4, of: 6, command, firstSet, &position, p, arguments, tens), readSlot(5, of: 6, command, firstSet, &position, p, arguments, tens) else { return false }
        case 4:
            guard readSlot(0, of: 4, command, firstSet, &position, p, arguments, tens), readSlot(1, of: 4, command, firstSet, &position, p, arguments, tens),
                  readSlot(2, of: 4, command, firstSet, &position, p, arguments, tens), readSlot(3, of: 4, command, firstSet, &position, p, arguments, tens) else { return false }
        default: // 1: h and v
            guard readSlot(0, of: 1, command, firstSet, &position, p, arguments, tens) else { return false }
        }
        index = position
        return true
    }

    /// Reads argument `slot` (of `count`) at `position` into `arguments[slot]`, after a
    /// comma-wsp unless it is the first; false, with `index` and `error` set, when it is
    /// missing or out of range. `slot` and `count` are constants where it is inlined,
    /// so the test for the separator and the error's arguments cost nothing.
    @_transparent
    mutating func readSlot(_ slot: Int, of count: Int, _ command: UInt8, _ firstSet: Bool, _ position: inout Int,
                           _ p: UnsafePointer<UInt8>, _ arguments: UnsafeMutablePointer<Double>, _ tens: UnsafePointer<Double>) -> Bool {
        if slot > 0 { position = Self.afterCommaSpaces(p, position).end }
        guard let (value, end) = NumberScanner.finiteNumber(at: p, from: position, tens: tens) else {
            index = position
            numberProblem(at: position, slot: slot, of: count, for: command, firstSet: firstSet)
            return false
        }
        // In bounds: `slot` is 0…6 and `arguments` holds seven. The reads of `p` stop at
        // the 0 byte after the path data (see `NumberScanner.number(at:from:)`).
        arguments[slot] = value
        position = end
        return true
    }

    /// An arc's seven arguments: radii (a negative one taken as its absolute value), a rotation, two
    /// flags (single `0` or `1` characters that may touch what follows), the end point.
    /// Straight-line, as `readArguments`: the loop over seven slots tested for the
    /// separator, the flags and the radii at every slot.
    mutating func readArcArguments(_ command: UInt8, firstSet: Bool) -> Bool {
        let p = self.p, arguments = self.arguments, tens = self.tens
        var position = index
        guard readSlot(0, of: 7, command, firstSet, &position, p, arguments, tens), readSlot(1, of: 7, command, firstSet, &position, p, arguments, tens),
              readSlot(2, of: 7, command, firstSet, &position, p, arguments, tens), readFlag(3, command, &position, p, arguments),
              readFlag(4, command, &position, p, arguments), readSlot(5, of: 7, command, firstSet, &position, p, arguments, tens),
              readSlot(6, of: 7, command, firstSet, &position, p, arguments, tens) else { return false }
        // SVG 2 (paths, "out-of-range elliptical arc parameters"): a negative radius
        // is drawn with its absolute value, and renderers do so; it is no error.
        arguments[0] = abs(arguments[0])
        arguments[1] = abs(arguments[1])
        index = position
        return true
    }

    /// An arc's flag `slot` (3, large-arc, or 4, sweep) after a comma-wsp: a single `0`
    /// or `1`, which may touch what follows.
    @_transparent
    mutating func readFlag(_ slot: Int, _ command: UInt8, _ position: inout Int,
                           _ p: UnsafePointer<UInt8>, _ arguments: UnsafeMutablePointer<Double>) -> Bool {
        position = Self.afterCommaSpaces(p, position).end
        let flag = p[position]
        guard flag == UInt8(ascii: "0") || flag == UInt8(ascii: "1") else {
            index = position
            fail(position, "expected an arc flag (0 or 1) for '\(Character(Unicode.Scalar(command)))' (\(slot == 3 ? "large-arc" : "sweep") flag), found \(describe(at: position))")
            return false
        }
        arguments[slot] = flag == UInt8(ascii: "1") ? 1 : 0
        position &+= 1
        return true
    }

    /// Sets `error` for the argument at `start`, which is missing or out of range.
    mutating func numberProblem(at start: Int, slot: Int, of count: Int, for command: UInt8, firstSet: Bool) {
        if NumberScanner.number(at: p, from: start) != nil {
            fail(start, "number out of range for '\(Character(Unicode.Scalar(command)))'")
        } else {
            numberMissing(at: start, slot: slot, of: count, for: command, firstSet: firstSet)
        }
    }

    mutating func numberMissing(at start: Int, slot: Int, of count: Int, for command: UInt8, firstSet: Bool) {
        let name = Character(Unicode.Scalar(command))
        if slot == 0 && firstSet {
            fail(start, "expected a number after '\(name)', found \(describe(at: start))")
        } else {
            fail(start, "expected a number (argument \(slot + 1) of \(count) for '\(name)'), found \(describe(at: start))")
        }
    }

    /// Reads one set of `command`'s arguments and adds the segment they draw; false
    /// (with `error` set) when they are not all there. Inlined into `run`, its one caller:
    /// the call cost a prologue, an epilogue and the parser's fields reloaded from memory,
    /// some 40 instructions a segment. (`@_transparent`: `@inline(__always)` was not honoured.)
    @_transparent
    mutating func segment(_ command: UInt8, count: Int, firstSet: Bool) -> Bool {
        guard readArguments(command, count: count, firstSet: firstSet) else { return false }
        let a = arguments
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : Point(0, 0)
        @inline(__always) func point(_ x: Double, _ y: Double) -> Point { Point(base.x + x, base.y + y) }
        var cubicControl: Point?
        var quadraticControl: Point?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            current = point(a[0], a[1])
            subpathStart = current
            sink.pointee.add(.move(current))
        case UInt8(ascii: "l"):
            current = point(a[0], a[1])
            sink.pointee.add(.line(current))
        case UInt8(ascii: "h"):
            current = Point(relative ? current.x + a[0] : a[0], current.y)
            sink.pointee.add(.line(current))
        case UInt8(ascii: "v"):
            current = Point(current.x, relative ? current.y + a[0] : a[0])
            sink.pointee.add(.line(current))
        case UInt8(ascii: "c"):
            let c1 = point(a[0], a[1]), c2 = point(a[2], a[3])
            current = point(a[4], a[5])
            sink.pointee.add(.cubic(c1, c2, current))
            cubicControl = c2
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
            let c2 = point(a[0], a[1])
            current = point(a[2], a[3])
            sink.pointee.add(.cubic(c1, c2, current))
            cubicControl = c2
        case UInt8(ascii: "q"):
            let c = point(a[0], a[1])
            current = point(a[2], a[3])
            sink.pointee.add(.quadratic(c, current))
            quadraticControl = c
        case UInt8(ascii: "t"):
            let c = lastQuadraticControl.map { Point(2 * current.x - $0.x, 2 * current.y - $0.y) } ?? current
            current = point(a[0], a[1])
            sink.pointee.add(.quadratic(c, current))
            quadraticControl = c
        default: // arc
            current = point(a[5], a[6])
            sink.pointee.add(.arc(rx: a[0], ry: a[1], rotation: a[2], largeArc: a[3] != 0, sweep: a[4] != 0, to: current))
        }
        lastCubicControl = cubicControl
        lastQuadraticControl = quadraticControl
        return true
    }

    mutating func closePath() {
        sink.pointee.add(.close)
        current = subpathStart
        lastCubicControl = nil
        lastQuadraticControl = nil
    }
}

/// A list of numbers as in `points` or `viewBox`: separated by whitespace and/or one
/// comma. Returns the numbers, or the byte offset and message of the first error.
enum NumberList {
    static func parse(_ text: String) -> Result<[Double], PathDataError> {
        // Read in place from the text's C string (its 0 byte ends every loop of the
        // number reader), as path data is: no copy of the bytes into an array first.
        let count = text.utf8.count
        return text.withCString { cString in
            cString.withMemoryRebound(to: UInt8.self, capacity: count + 1) { p in
                parse(UnsafeBufferPointer(start: p, count: count))
            }
        }
    }

    /// `bytes` must be followed in memory by a 0 byte.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[Double], PathDataError> {
        let p = bytes.baseAddress!
        let count = bytes.count
        func offset(_ byte: Int) -> Int { NumberScanner.scalarOffset(ofByte: byte, in: bytes) }
        var numbers: [Double] = []
        numbers.reserveCapacity(8)  // a viewBox has four
        var index = 0
        while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
        while index < count {
            let start = index
            guard let (value, end) = NumberScanner.number(at: p, from: start) else {
                return .failure(PathDataError(offset: offset(start), message: "expected a number, found \(NumberScanner.describe(at: start, in: bytes))"))
            }
            guard value.isFinite else {
                return .failure(PathDataError(offset: offset(start), message: "number out of range"))
            }
            numbers.append(value)
            index = end
            // comma-wsp: spaces, at most one comma, spaces.
            while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
            guard index < count, p[index] == UInt8(ascii: ",") else { continue }
            index += 1
            while index < count && NumberScanner.isSpace(p[index]) { index += 1 }
            if index >= count {
                return .failure(PathDataError(offset: offset(index), message: "expected a number after ','"))
            }
        }
        return .success(numbers)
    }
}

/// A length as in `width="12"` or `stroke-width="2px"`: a number in user units,
/// optionally followed by `px` (the same thing). Other units and percentages depend on
/// context a native renderer does not have.
enum Length {
    static func parse(_ text: String) -> Result<Double, PathDataError> {
        var scanner = NumberScanner(text)
        scanner.skipSpaces()
        let start = scanner.index
        guard let value = scanner.number() else {
            return .failure(PathDataError(offset: scanner.scalarOffset(ofByte: start), message: "expected a number, found \(scanner.describe(at: start))"))
        }
        guard value.isFinite else {
            return .failure(PathDataError(offset: scanner.scalarOffset(ofByte: start), message: "number out of range"))
        }
        let unitStart = scanner.index
        if scanner.bytes.count >= unitStart + 2, scanner.bytes[unitStart] == UInt8(ascii: "p"), scanner.bytes[unitStart + 1] == UInt8(ascii: "x") {
            scanner.index += 2
        }
        scanner.skipSpaces()
        guard scanner.atEnd else {
            let rest = String(decoding: scanner.bytes[unitStart...], as: UTF8.self).trimmingCSSWhitespace
            return .failure(PathDataError(offset: scanner.scalarOffset(ofByte: unitStart),
                                          message: "unit '\(rest)' is not supported; use a plain number in viewBox units"))
        }
        return .success(value)
    }
}
