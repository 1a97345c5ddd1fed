/// Where UTF-8 text goes wrong, for messages that point at the bad byte.
enum UTF8Check {
    /// The offset of the first byte that does not start a valid UTF-8 sequence, or nil
    /// when all of `bytes` from `start` is valid.
    static func firstInvalidOffset(in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard String(validating: bytes[start...], as: UTF8.self) == nil else { return nil }
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                  String(validating: bytes[index..<index + length], as: UTF8.self) != nil
            else { return index }
            index += length
        }
        return index
    }

    /// The offset of every byte from `start` on that does not start or continue a valid
    /// UTF-8 sequence: the bytes a message names and the reader replaces.
    static func invalidOffsets(in bytes: [UInt8], from start: Int = 0) -> [Int] {
        var result: [Int] = []
        var index = start
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length = lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= bytes.count, String(validating: bytes[index..<index + length], as: UTF8.self) != nil {
                index += length
            } else {
                result.append(index)
                index += 1
            }
        }
        return result
    }
}
