import Foundation
import PackModel

/// A ZIP archive described entry by entry, then written out with consistent offsets and
/// CRC-32s unless the recipe asks for a mismatch. Byte-level mutation of a real archive
/// seldom gets past its offsets and checksums; a recipe reaches the vetting rules, the
/// manifest and the linter behind them.
struct ZipRecipe {
    struct Entry {
        var name: String
        var content: [UInt8]
        var method: Method = .stored
        var flags: UInt16 = 0
        var versionMadeBy: UInt16 = 0x0314 // Unix, 2.0
        var externalAttributes: UInt32 = 0o100644 << 16
        var extra: [UInt8] = []
        var dataDescriptor = false
        /// Differences between what is declared and what is stored.
        var crcDelta: UInt32 = 0
        var declaredSizeDelta: Int = 0
        var localNameOverride: String?
    }

    enum Method {
        case stored
        /// Deflate written as stored blocks: valid deflate data without a compressor.
        case deflateStoredBlocks
        /// Anything as deflate data, declared with the entry's real sizes.
        case deflateRaw([UInt8])
        case other(UInt16)
    }

    var entries: [Entry] = []
    var comment: [UInt8] = []
    var prefix: [UInt8] = []
    var trailer: [UInt8] = []

    /// The classic pack as `packtool zip` lays it out: one top folder, a manifest.
    static func classic(topFolder: String?, manifest: Bool) -> ZipRecipe {
        var recipe = ZipRecipe()
        let folder = topFolder.map { $0 + "/" } ?? ""
        var files = ShippedPack.lightFiles
        if manifest { files[PackManifest.fileName] = PackManifest(pack: "classic", contents: files).encoded() }
        if let topFolder { recipe.entries.append(Entry(name: topFolder + "/", content: [], externalAttributes: 0o040755 << 16)) }
        for name in files.keys.sorted() { recipe.entries.append(Entry(name: folder + name, content: files[name]!)) }
        return recipe
    }

    func bytes() -> [UInt8] {
        var out = prefix
        var central: [UInt8] = []
        for entry in entries {
            let data: [UInt8]
            let method: UInt16
            switch entry.method {
            case .stored: (data, method) = (entry.content, 0)
            case .deflateStoredBlocks: (data, method) = (Self.storedBlocks(entry.content), 8)
            case .deflateRaw(let raw): (data, method) = (raw, 8)
            case .other(let code): (data, method) = (entry.content, code)
            }
            let crc = CRC32.of(entry.content) &+ entry.crcDelta
            let compressed = UInt32(truncatingIfNeeded: data.count)
            let uncompressed = UInt32(truncatingIfNeeded: entry.content.count + entry.declaredSizeDelta)
            let name = Array(entry.name.utf8)
            let localName = Array((entry.localNameOverride ?? entry.name).utf8)
            let flags = entry.flags | (entry.dataDescriptor ? 1 << 3 : 0)
            let offset = UInt32(truncatingIfNeeded: out.count)
            out += le32(0x0403_4B50) + le16(20) + le16(flags) + le16(method) + le16(0) + le16(0x21)
            if entry.dataDescriptor {
                out += le32(0) + le32(0) + le32(0)
            } else {
                out += le32(crc) + le32(compressed) + le32(uncompressed)
            }
            out += le16(UInt16(truncatingIfNeeded: localName.count)) + le16(UInt16(truncatingIfNeeded: entry.extra.count)) + localName + entry.extra
            out += data
            if entry.dataDescriptor { out += le32(0x0807_4B50) + le32(crc) + le32(compressed) + le32(uncompressed) }
            central += le32(0x0201_4B50) + le16(entry.versionMadeBy) + le16(20) + le16(flags) + le16(method) + le16(0) + le16(0x21)
            central += le32(crc) + le32(compressed) + le32(uncompressed)
            central += le16(UInt16(truncatingIfNeeded: name.count)) + le16(UInt16(truncatingIfNeeded: entry.extra.count)) + le16(0)
            central += le16(0) + le16(0) + le32(entry.externalAttributes) + le32(offset) + name + entry.extra
        }
        let centralOffset = UInt32(truncatingIfNeeded: out.count)
        out += central
        let count = UInt16(truncatingIfNeeded: entries.count)
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
        out += le32(UInt32(truncatingIfNeeded: central.count)) + le32(centralOffset)
        out += le16(UInt16(truncatingIfNeeded: comment.count)) + comment
        return out + trailer
    }

    static func storedBlocks(_ content: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(content.count, start + 0xFFFF)
            let length = UInt16(end - start)
            out.append(end == content.count ? 1 : 0)
            out += le16(length) + le16(~length)
            out += content[start..<end]
            start = end
        } while start < content.count
        return out
    }
}

private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
private func le32(_ value: UInt32) -> [UInt8] { le16(UInt16(value & 0xFFFF)) + le16(UInt16(value >> 16)) }

/// CRC-32 (ISO-HDLC, the one ZIP uses), table-driven.
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func of(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }
}
