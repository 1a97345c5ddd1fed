import Algorithms
import Foundation

/// A place in a text file, 1-based, as editors and compilers count: line and column
/// (the column counts Unicode scalars from the start of the line).
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// Maps byte offsets of a UTF-8 buffer to line and column.
///
/// Many SVGs are one long line, so the column must not cost a scan from the line's
/// start: on a line of ASCII (nearly every line of an SVG or a letter map) it is the
/// byte distance; on other lines it is the byte distance less the UTF-8 continuation
/// bytes in between, which come from counts kept per block of the file. Every position
/// costs a binary search for the line and at most one block's bytes.
struct LineIndex: Sendable {
    private let lineStarts: [Int]
    /// Per line: whether every byte is ASCII; empty when the whole text is.
    private let lineIsASCII: [Bool]
    /// Whether the whole text is ASCII (and so, among other things, valid UTF-8).
    let isAllASCII: Bool
    private let bytes: [UInt8]
    /// The continuation bytes (10xxxxxx) before offset `k × blockSize`, for every k;
    /// empty when the text is all ASCII.
    private let continuationsBeforeBlock: [UInt32]
    private static let blockSize = 64
    /// The line starts of a text with no line break. A literal of constants: laid down
    /// at compile time, so reading it costs no lazy-initialisation check.
    private static let firstLineOnly: [Int] = [0]

    init(_ bytes: [UInt8]) {
        // The shared one-line table: a file with no line break (as most glyphs are
        // written) then allocates none; the first break copies it into an array of its own.
        var starts = Self.firstLineOnly
        // Stays empty while every line so far is ASCII, as in nearly every file: an
        // array of one `true` a line cost an allocation a file, for nothing.
        var ascii: [Bool] = []
        var allASCII = true
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while true {
                // memchr finds the line's end; the ASCII test is one tight loop per line.
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? buffer.count
                let lineASCII = Self.isASCII(UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[start..<end]))
                if allASCII && !lineASCII {
                    allASCII = false
                    ascii = [Bool](repeating: true, count: starts.count - 1)
                }
                if !allASCII { ascii.append(lineASCII) }
                guard end < buffer.count else { break }
                start = end + 1
                starts.append(start)
            }
        }
        self.lineStarts = starts
        self.lineIsASCII = ascii
        self.isAllASCII = allASCII
        self.bytes = bytes
        self.continuationsBeforeBlock = allASCII ? [] : Self.countContinuations(bytes)
    }

    /// Whether every byte is below 0x80, tested 32 bytes at a time (four words or-ed,
    /// one test), then eight: SVG lines are often the whole file.
    private static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var index = 0
        while index + 32 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) | bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
                | bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self) | bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)
            if word & 0x8080_8080_8080_8080 != 0 { return false }
            index += 32
        }
        while index + 8 <= bytes.count {
            if bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        return bytes[index...].allSatisfy { $0 < 0x80 }
    }

    /// The running count of continuation bytes at the start of each block (one entry per
    /// block start, the file's end included), eight bytes at a time: a continuation
    /// byte has its top bit set and the next one clear.
    private static func countContinuations(_ bytes: [UInt8]) -> [UInt32] {
        var counts: [UInt32] = []
        counts.reserveCapacity(bytes.count / blockSize + 1)
        var total: UInt32 = 0
        bytes.withUnsafeBytes { buffer in
            var blockStart = 0
            while true {
                counts.append(total)
                guard blockStart < buffer.count else { break }
                let blockEnd = min(blockStart + blockSize, buffer.count)
                var index = blockStart
                while index + 8 <= blockEnd {
                    let word = buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    total += UInt32((word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount)
                    index += 8
                }
                while index < blockEnd {
                    if buffer[index] & 0xC0 == 0x80 { total += 1 }
                    index += 1
                }
                blockStart = blockEnd
            }
        }
        return counts
    }

    /// The continuation bytes before `offset` (at most the text's length).
    private func continuations(before offset: Int) -> Int {
        let block = offset / Self.blockSize
        var count = Int(continuationsBeforeBlock[block])
        var index = block * Self.blockSize
        while index < offset {
            if bytes[index] & 0xC0 == 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    func position(ofByte offset: Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        // The last line starting at or before the offset (line 0 starts at 0).
        let line = lineStarts.partitioningIndex { $0 > clamped } - 1
        return position(ofByte: clamped, onLine: line)
    }

    /// `position(ofByte:)` for a reader that asks about offsets in increasing order (the
    /// JSON parser, for every value and key): `line`, 0-based and the line of the offset
    /// asked about last, moves forward from where it was instead of a binary search over
    /// every line. An offset before that line is answered by `position(ofByte:)`.
    func position(ofByte offset: Int, movingForward line: inout Int) -> SourcePosition {
        let clamped = max(0, min(offset, bytes.count))
        guard line < lineStarts.count, lineStarts[line] <= clamped else { return position(ofByte: offset) }
        while line + 1 < lineStarts.count && lineStarts[line + 1] <= clamped { line += 1 }
        return position(ofByte: clamped, onLine: line)
    }

    /// The position of `offset` (already clamped) on `line` (0-based), the line holding
    /// it: both lookups above end here once they know the line.
    @inline(__always)
    private func position(ofByte offset: Int, onLine line: Int) -> SourcePosition {
        let start = lineStarts[line]
        if isAllASCII || lineIsASCII[line] { return SourcePosition(line: line + 1, column: offset - start + 1) }
        return SourcePosition(line: line + 1, column: column(from: start, to: offset))
    }

    /// The column of `offset` on a line of other characters than ASCII that starts at
    /// `start`: scalars, not bytes, so every byte that does not continue a UTF-8
    /// sequence. Kept out of `position(ofByte:)`, which stays small enough to be inlined
    /// where nearly every line is ASCII.
    @inline(never)
    private func column(from start: Int, to offset: Int) -> Int {
        1 + (offset - start) - (continuations(before: offset) - continuations(before: start))
    }
}
