import Foundation
import ZIPFoundation

/// The pixels of an 8-bit PNG, as rsvg-convert writes them (RGBA or RGB, grey with or
/// without alpha, not interlaced): enough to compare two renderings in a test without
/// an image library. The compressed stream is inflated with ZIPFoundation's deflate.
public struct PNGPixels: Equatable {
    public let width: Int
    public let height: Int
    /// RGBA, row by row.
    public let rgba: [UInt8]

    public enum Failure: Error, CustomStringConvertible {
        case notPNG, unsupported(String), corrupt(String)
        public var description: String {
            switch self {
            case .notPNG: "not a PNG file"
            case .unsupported(let what): "unsupported PNG: \(what)"
            case .corrupt(let what): "corrupt PNG: \(what)"
            }
        }
    }

    public init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.notPNG }
        var offset = 8
        var width = 0, height = 0, colorType = 0
        var compressed: [UInt8] = []
        func uint32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        while offset + 8 <= bytes.count {
            let length = uint32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = offset + 8
            guard body + length + 4 <= bytes.count else { throw Failure.corrupt("chunk \(type) runs past the end") }
            switch type {
            case "IHDR":
                width = uint32(body)
                height = uint32(body + 4)
                guard bytes[body + 8] == 8 else { throw Failure.unsupported("bit depth \(bytes[body + 8])") }
                colorType = Int(bytes[body + 9])
                guard bytes[body + 12] == 0 else { throw Failure.unsupported("interlacing") }
            case "IDAT":
                compressed += bytes[body..<(body + length)]
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
        default: throw Failure.unsupported("colour type \(colorType)")
        }
        guard width > 0, height > 0, compressed.count > 2 else { throw Failure.corrupt("no image data") }
        // A zlib stream: two header bytes, raw deflate, an Adler-32 that inflate stops before.
        let deflated = Data(compressed.dropFirst(2))
        var raw = Data()
        var position = 0
        _ = try Data.decompress(size: Int64(deflated.count), bufferSize: 1 << 16, skipCRC32: true, provider: { _, chunk in
            let end = min(deflated.count, position + chunk)
            defer { position = end }
            return deflated.subdata(in: position..<end)
        }, consumer: { raw.append($0) })
        let stride = width * channels
        let rawBytes = [UInt8](raw)
        guard rawBytes.count >= height * (stride + 1) else { throw Failure.corrupt("\(rawBytes.count) bytes of pixels, expected \(height * (stride + 1))") }
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
                default: throw Failure.corrupt("filter \(filter)")
                }
                pixels[target + column] = UInt8(value & 0xFF)
            }
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<(width * height) {
            let p = index * channels
            switch channels {
            case 4: rgba[(index * 4)..<(index * 4 + 4)] = pixels[p..<(p + 4)]
            case 3: rgba[index * 4] = pixels[p]; rgba[index * 4 + 1] = pixels[p + 1]; rgba[index * 4 + 2] = pixels[p + 2]; rgba[index * 4 + 3] = 255
            case 2: rgba[index * 4] = pixels[p]; rgba[index * 4 + 1] = pixels[p]; rgba[index * 4 + 2] = pixels[p]; rgba[index * 4 + 3] = pixels[p + 1]
            default: rgba[index * 4] = pixels[p]; rgba[index * 4 + 1] = pixels[p]; rgba[index * 4 + 2] = pixels[p]; rgba[index * 4 + 3] = 255
            }
        }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The largest difference of any channel of any pixel; nil when the sizes differ.
    public func maximumDifference(from other: PNGPixels) -> Int? {
        guard width == other.width, height == other.height else { return nil }
        var worst = 0
        for index in rgba.indices { worst = max(worst, abs(Int(rgba[index]) - Int(other.rgba[index]))) }
        return worst
    }
}
