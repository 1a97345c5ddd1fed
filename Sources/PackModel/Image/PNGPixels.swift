import Foundation

/// The pixels of an 8-bit PNG, as rsvg-convert writes them (RGBA or RGB, grey with or
/// without alpha, not interlaced), decoded without an image library: the trick judge reads
/// the glyphs librsvg drew, and tests compare renderings. The compressed stream is
/// inflated by the system's zlib (`RawInflate`).
///
/// Bounded: a file larger than `Limits.maximumBytes`, an image of more than
/// `Limits.maximumPixels` pixels, or a stream that inflates past the image's own size is
/// refused with a reason before it can take memory or time. Every chunk length is checked
/// against the bytes that are there.
public struct PNGPixels: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// RGBA, row by row, not premultiplied (as PNG stores it).
    public let rgba: [UInt8]

    public struct Limits: Sendable, Hashable {
        public var maximumBytes: Int
        public var maximumPixels: Int
        public init(maximumBytes: Int = 64 << 20, maximumPixels: Int = 16 << 20) {
            self.maximumBytes = maximumBytes
            self.maximumPixels = maximumPixels
        }
    }

    public enum Failure: Error, CustomStringConvertible, Equatable, Sendable {
        case notPNG, unsupported(String), corrupt(String), tooLarge(String)
        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .unsupported(let what): "unsupported PNG: \(what)"
            case .corrupt(let what): "corrupt PNG: \(what)"
            case .tooLarge(let what): "PNG too large: \(what)"
            }
        }
    }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public init(_ data: Data, limits: Limits = Limits()) throws(Failure) {
        guard data.count <= limits.maximumBytes else { throw .tooLarge("\(data.count) bytes, at most \(limits.maximumBytes)") }
        let bytes = [UInt8](data)
        guard bytes.starts(with: Self.signature) else { throw .notPNG }
        var offset = 8
        var width = 0, height = 0, colorType = -1
        var compressed: [UInt8] = []
        var sawEnd = false
        func uint32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count, !sawEnd {
            let length = uint32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard length <= bytes.count - body, bytes.count - body - length >= 4 else { throw .corrupt("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                guard length == 13, colorType < 0 else { throw .corrupt("bad IHDR") }
                width = uint32(body)
                height = uint32(body + 4)
                guard bytes[body + 8] == 8 else { throw .unsupported("bit depth \(bytes[body + 8])") }
                colorType = Int(bytes[body + 9])
                guard bytes[body + 12] == 0 else { throw .unsupported("interlacing") }
                guard width > 0, height > 0 else { throw .corrupt("empty image \(width)x\(height)") }
                guard width <= limits.maximumPixels, height <= limits.maximumPixels, width * height <= limits.maximumPixels else {
                    throw .tooLarge("\(width)x\(height) pixels, at most \(limits.maximumPixels)")
                }
            case "IDAT":
                compressed += bytes[body..<(body + length)]
            case "IEND":
                sawEnd = true
            default:
                break
            }
            offset = body + length + 4
        }
        let channels: Int
        switch colorType {
        case 6: channels = 4
        case 2: channels = 3
        case 4: channels = 2
        case 0: channels = 1
        case -1: throw .corrupt("no IHDR chunk")
        default: throw .unsupported("colour type \(colorType)")
        }
        guard compressed.count > 2 else { throw .corrupt("no image data") }
        let stride = width * channels
        let expected = height * (stride + 1)
        // A zlib stream: two header bytes, raw deflate, an Adler-32 that inflate stops before.
        let rawBytes: [UInt8]
        do {
            rawBytes = try RawInflate.inflate(compressed.dropFirst(2), limit: expected)
        } catch {
            switch error {
            case .pastLimit: throw .corrupt("image data inflates past \(expected) bytes")
            case .truncated: throw .corrupt("image data ends before its deflate stream does")
            case .corrupt: throw .corrupt("image data is not a deflate stream")
            }
        }
        guard rawBytes.count >= expected else { throw .corrupt("\(rawBytes.count) bytes of pixels, expected \(expected)") }
        var pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = rawBytes[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let x = Int(rawBytes[source + column])
                let a = column >= channels ? Int(pixels[target + column - channels]) : 0
                let b = row > 0 ? Int(pixels[target - stride + column]) : 0
                let c = row > 0 && column >= channels ? Int(pixels[target - stride + column - channels]) : 0
                let value: Int
                switch filter {
                case 0: value = x
                case 1: value = x + a
                case 2: value = x + b
                case 3: value = x + (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
                default: throw .corrupt("filter \(filter) on row \(row)")
                }
                pixels[target + column] = UInt8(value & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let p = index * channels
            let q = index * 4
            switch channels {
            case 4: rgba[q] = pixels[p]; rgba[q + 1] = pixels[p + 1]; rgba[q + 2] = pixels[p + 2]; rgba[q + 3] = pixels[p + 3]
            case 3: rgba[q] = pixels[p]; rgba[q + 1] = pixels[p + 1]; rgba[q + 2] = pixels[p + 2]; rgba[q + 3] = 255
            case 2: rgba[q] = pixels[p]; rgba[q + 1] = pixels[p]; rgba[q + 2] = pixels[p]; rgba[q + 3] = pixels[p + 1]
            default: rgba[q] = pixels[p]; rgba[q + 1] = pixels[p]; rgba[q + 2] = pixels[p]; rgba[q + 3] = 255
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4)
        self.width = width
        self.height = height
        self.rgba = rgba
    }
}
