import Foundation

/// Reads a fuzzer's input as a sequence of choices: a recipe harness builds a structured
/// input (an archive, a pack) from these, so that mutations change what is built rather
/// than break offsets and checksums. Past the end, every choice is 0 and every chunk empty.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var index = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// libFuzzer's buffer as an array (it may pass a null pointer with size 0).
    public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
        guard let data, size > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: size))
    }

    public var isAtEnd: Bool { index >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    public mutating func choose(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(byte()) % count
    }

    public mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    public mutating func uint16() -> UInt16 { UInt16(byte()) | UInt16(byte()) << 8 }

    public mutating func uint32() -> UInt32 { UInt32(uint16()) | UInt32(uint16()) << 16 }

    /// A chunk of the input, length-prefixed (one byte, 0–255, or two with a flag).
    public mutating func chunk() -> [UInt8] {
        var length = Int(byte())
        if length == 255 { length = Int(uint16()) }
        let end = min(bytes.count, index + length)
        defer { index = end }
        return index < end ? Array(bytes[index..<end]) : []
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        defer { index = bytes.count }
        return index < bytes.count ? Array(bytes[index...]) : []
    }
}
