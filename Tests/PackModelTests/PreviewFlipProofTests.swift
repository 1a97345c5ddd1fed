import Foundation
import TestSupport
import Testing
@testable import PackModel

/// rsvg-convert (Debian: librsvg2-bin), found on PATH.
enum RealRenderer {
    static let executable: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        .split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("rsvg-convert") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    static var available: Bool { executable != nil }

    /// Renders SVG text to RGBA pixels at 1 px per user unit on white.
    static func render(_ svg: String) throws -> PNGImage {
        let folder = try TemporaryDirectory()
        let input = try folder.write("in.svg", svg)
        let output = folder.url.appendingPathComponent("out.png")
        let process = Process()
        process.executableURL = try #require(executable)
        process.arguments = ["--format", "png", "--zoom", "1", "--background-color", "white", "--output", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return try PNGImage(data: Data(contentsOf: output))
    }
}

@Suite struct PreviewFlipProofTests {
    /// The proof that the flip is a flip: a real renderer draws the preview, and the
    /// "Flipped Preview" row's pixels are exactly the "Write This" row's pixels turned
    /// 180°. The glyphs are asymmetric both ways (an L with a flag, an F, a narrow Γ, a
    /// wide glyph fitted into the box) and the row has a gap off-centre, so a mirror
    /// (left-right or top-bottom) or a per-glyph rotation would not match.
    @Test(.enabled(if: RealRenderer.available, "rsvg-convert is not on PATH (Debian: apt install librsvg2-bin; macOS: brew install librsvg)"))
    func flippedRowPixelsAreTheWrittenRowTurned180Degrees() throws {
        let pack = try PreviewFixtures.pack()
        let composer = PreviewFixtures.composer(pack)
        let phrase = try pack.encoder.encode("ab nw")
        let image = try RealRenderer.render(composer.phraseSVG(phrase).text)
        let layout = composer.phraseLayout(phrase)
        #expect(Double(image.width) == layout.width.rounded(.up) && Double(image.height) == layout.height.rounded(.up))

        // Each row's rectangle, grown by 2 px on every side (the box frames straddle its edge).
        func region(_ rect: PreviewRect) -> Region {
            Region(x: Int(rect.x) - 2, y: Int(rect.y) - 2, width: Int(rect.width) + 4, height: Int(rect.height) + 4)
        }
        let written = image.pixels(in: region(layout.writtenRow))
        let flipped = image.pixels(in: region(layout.flippedRow))

        // The written row really has ink, and is not symmetric itself (so the test can fail).
        #expect(written.darkPixelCount > 2000)
        #expect(written.differences(from: written.turned180) > 1000)

        #expect(flipped.differences(from: written.turned180) == 0)
        // A mirror is not a flip.
        #expect(flipped.differences(from: written.mirroredLeftRight) > 1000)
        #expect(flipped.differences(from: written.mirroredTopBottom) > 1000)
        #expect(flipped.differences(from: written) > 1000)
    }

    /// The narrow glyph's ink is centred in its box: the box is fitted, not stretched.
    @Test(.enabled(if: RealRenderer.available, "rsvg-convert is not on PATH (Debian: apt install librsvg2-bin; macOS: brew install librsvg)"))
    func narrowGlyphIsCentredNotStretched() throws {
        let pack = try PreviewFixtures.pack()
        let composer = PreviewFixtures.composer(pack)
        let phrase = try pack.encoder.encode("n")
        let image = try RealRenderer.render(composer.phraseSVG(phrase).text)
        let row = composer.phraseLayout(phrase).writtenRow
        // Inside the frame: narrow.svg is 30 wide, drawn at scale 1 from x + 15; its ink spans 4...24.
        let inner = image.pixels(in: Region(x: Int(row.x) + 1, y: Int(row.y) + 1, width: 58, height: 78))
        let inkColumns = (0..<inner.width).filter { column in (0..<inner.height).contains { inner.isDark(column, $0) } }
        #expect(inkColumns.first == 15 + 4 - 1 && inkColumns.last == 15 + 24 - 2)
        let inkRows = (0..<inner.height).filter { row in (0..<inner.width).contains { inner.isDark($0, row) } }
        #expect(inkRows.first == 10 - 1 && inkRows.last == 60 - 2)
    }

    @Test(.enabled(if: RealRenderer.available, "rsvg-convert is not on PATH (Debian: apt install librsvg2-bin; macOS: brew install librsvg)"))
    func pngReaderDecodesWhatTheRendererWrites() throws {
        let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" width="37" height="21">
          <rect width="37" height="21" fill="#ffffff"/><rect x="3" y="5" width="10" height="4" fill="#ff0000"/>
          <rect x="20" y="10" width="17" height="11" fill="#0000ff"/>
        </svg>
        """
        let image = try RealRenderer.render(svg)
        #expect(image.width == 37 && image.height == 21)
        #expect(image.pixel(0, 0) == [255, 255, 255, 255])
        #expect(image.pixel(3, 5) == [255, 0, 0, 255] && image.pixel(12, 8) == [255, 0, 0, 255])
        #expect(image.pixel(13, 8) == [255, 255, 255, 255] && image.pixel(12, 9) == [255, 255, 255, 255])
        #expect(image.pixel(20, 10) == [0, 0, 255, 255] && image.pixel(36, 20) == [0, 0, 255, 255])
        #expect(image.pixel(19, 20) == [255, 255, 255, 255])
    }

    /// Dynamic Huffman blocks are covered by the renders above (rsvg-convert writes them).
    @Test func inflateReadsStoredAndFixedBlocks() throws {
        // zlib streams made by Python's zlib: a stored block ("hello", level 0) and a fixed
        // Huffman block with a back reference (level 9).
        let stored: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xfa, 0xff, 0x68, 0x65, 0x6c, 0x6c, 0x6f, 0x06, 0x2c, 0x02, 0x15]
        #expect(try Inflate.zlib(stored) == Array("hello".utf8))
        let fixed: [UInt8] = [0x78, 0xda, 0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0x57, 0xc8, 0x40, 0x90, 0x00, 0x3a, 0x2e, 0x06, 0x7d]
        #expect(try Inflate.zlib(fixed) == Array("hello hello hello".utf8))
    }
}

struct Region {
    var x: Int, y: Int, width: Int, height: Int
}

/// RGBA pixels of a rectangle of an image.
struct Pixels {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    func pixel(_ x: Int, _ y: Int) -> ArraySlice<UInt8> { rgba[(y * width + x) * 4 ..< (y * width + x) * 4 + 4] }

    func isDark(_ x: Int, _ y: Int) -> Bool { pixel(x, y).prefix(3).allSatisfy { $0 < 128 } }

    var darkPixelCount: Int { (0..<height).reduce(0) { sum, y in sum + (0..<width).filter { isDark($0, y) }.count } }

    func mapped(_ source: (Int, Int) -> (Int, Int)) -> Pixels {
        var result = [UInt8](repeating: 0, count: rgba.count)
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = source(x, y)
                let from = (sy * width + sx) * 4
                let to = (y * width + x) * 4
                result[to ..< to + 4] = rgba[from ..< from + 4]
            }
        }
        return Pixels(width: width, height: height, rgba: result)
    }

    var turned180: Pixels { mapped { (width - 1 - $0, height - 1 - $1) } }
    var mirroredLeftRight: Pixels { mapped { (width - 1 - $0, $1) } }
    var mirroredTopBottom: Pixels { mapped { ($0, height - 1 - $1) } }

    /// Pixels whose colour differs by more than a rounding step in any channel.
    func differences(from other: Pixels) -> Int {
        precondition(width == other.width && height == other.height)
        var count = 0
        for index in stride(from: 0, to: rgba.count, by: 4) {
            if (0..<4).contains(where: { abs(Int(rgba[index + $0]) - Int(other.rgba[index + $0])) > 2 }) { count += 1 }
        }
        return count
    }
}

/// A minimal PNG reader for what rsvg-convert writes: 8-bit RGBA or RGB, not interlaced.
struct PNGImage {
    let width: Int
    let height: Int
    /// RGBA, row by row.
    let rgba: [UInt8]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure(description: "not a PNG") }
        func be32(_ at: Int) -> Int { bytes[at ..< at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var offset = 8
        var header: [UInt8] = []
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = be32(offset)
            let type = String(decoding: bytes[offset + 4 ..< offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8 ..< offset + 8 + length])
            if type == "IHDR" { header = body }
            if type == "IDAT" { compressed += body }
            if type == "IEND" { break }
            offset += 12 + length
        }
        guard header.count == 13 else { throw Failure(description: "no IHDR") }
        width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        let (depth, colour, interlace) = (header[8], header[9], header[12])
        guard depth == 8, colour == 6 || colour == 2, interlace == 0 else {
            throw Failure(description: "unsupported PNG: depth \(depth), colour type \(colour), interlace \(interlace)")
        }
        let channels = colour == 6 ? 4 : 3
        let raw = try Inflate.zlib(compressed)
        let stride = width * channels
        guard raw.count == height * (stride + 1) else { throw Failure(description: "image data is \(raw.count) bytes, expected \(height * (stride + 1))") }
        var image = [UInt8](repeating: 0, count: height * stride)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            let line = y * (stride + 1) + 1
            for x in 0..<stride {
                let a = x >= channels ? Int(image[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(image[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(image[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure(description: "bad filter \(filter)")
                }
                image[y * stride + x] = UInt8((Int(raw[line + x]) + predictor) & 0xFF)
            }
        }
        if channels == 4 {
            rgba = image
        } else {
            var expanded: [UInt8] = []
            expanded.reserveCapacity(width * height * 4)
            for index in 0 ..< width * height {
                let start = index * 3
                expanded += image[start ..< start + 3]
                expanded.append(255)
            }
            rgba = expanded
        }
    }

    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(rgba[(y * width + x) * 4 ..< (y * width + x) * 4 + 4]) }

    func pixels(in region: Region) -> Pixels {
        var result: [UInt8] = []
        result.reserveCapacity(region.width * region.height * 4)
        for y in region.y ..< region.y + region.height {
            let start = (y * width + region.x) * 4
            result += rgba[start ..< start + region.width * 4]
        }
        return Pixels(width: region.width, height: region.height, rgba: result)
    }
}

/// DEFLATE (RFC 1951) inside a zlib wrapper (RFC 1950), enough to read PNG image data.
enum Inflate {
    struct Failure: Error {}

    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
        guard bytes.count >= 6, bytes[0] & 0x0F == 8 else { throw Failure() }
        var reader = BitReader(bytes: bytes, position: 2)
        return try inflate(&reader)
    }

    struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var buffer = 0
        var count = 0

        init(bytes: [UInt8], position: Int) {
            self.bytes = bytes
            self.position = position
        }

        mutating func bits(_ needed: Int) throws -> Int {
            while count < needed {
                guard position < bytes.count else { throw Failure() }
                buffer |= Int(bytes[position]) << count
                position += 1
                count += 8
            }
            let value = buffer & ((1 << needed) - 1)
            buffer >>= needed
            count -= needed
            return value
        }

        mutating func alignToByte() {
            buffer = 0
            count = 0
        }
    }

    /// Canonical Huffman code: how many codes of each length, and symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - first < count { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure()
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
                               4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func inflate(_ reader: inout BitReader) throws -> [UInt8] {
        var output: [UInt8] = []
        var last = 0
        while last == 0 {
            last = try reader.bits(1)
            switch try reader.bits(2) {
            case 0:
                reader.alignToByte()
                let at = reader.position
                guard at + 4 <= reader.bytes.count else { throw Failure() }
                let length = Int(reader.bytes[at]) | Int(reader.bytes[at + 1]) << 8
                guard at + 4 + length <= reader.bytes.count else { throw Failure() }
                output += reader.bytes[at + 4 ..< at + 4 + length]
                reader.position = at + 4 + length
            case 1:
                let literals = Huffman(lengths: [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                                       + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8))
                try block(&reader, literals, Huffman(lengths: [Int](repeating: 5, count: 30)), into: &output)
            case 2:
                let literalCount = try reader.bits(5) + 257
                let distanceCount = try reader.bits(5) + 1
                let codeLengthCount = try reader.bits(4) + 4
                var codeLengths = [Int](repeating: 0, count: 19)
                for index in 0..<codeLengthCount { codeLengths[codeLengthOrder[index]] = try reader.bits(3) }
                let lengthCode = Huffman(lengths: codeLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try lengthCode.decode(&reader)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure() }
                        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                try block(&reader, Huffman(lengths: Array(lengths[0..<literalCount])),
                          Huffman(lengths: Array(lengths[literalCount...])), into: &output)
            default:
                throw Failure()
            }
        }
        return output
    }

    static func block(_ reader: inout BitReader, _ literals: Huffman, _ distances: Huffman, into output: inout [UInt8]) throws {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < lengthBase.count else { throw Failure() }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let distanceSymbol = try distances.decode(&reader)
                guard distanceSymbol < distanceBase.count else { throw Failure() }
                let distance = distanceBase[distanceSymbol] + (try reader.bits(distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw Failure() }
                let start = output.count - distance
                for offset in 0..<length { output.append(output[start + offset]) }
            }
        }
    }
}
