import Foundation
import TestSupport
import Testing
@testable import PackModel

/// A test-only ZIP writer that can forge anything a hostile archive might hold: any name
/// bytes, modes, flags, methods, sizes, local headers that disagree, extra fields,
/// prefixes and comments. Nothing here is used by packtool itself.
struct ForgedEntry {
    var name: [UInt8]
    /// The uncompressed content (used for the CRC and the default sizes).
    var content: [UInt8]
    /// The bytes stored in the archive (defaults to `content`, i.e. stored).
    var payload: [UInt8]
    var method: UInt16 = 0
    var flags: UInt16 = 0x0800
    var madeBy: UInt16 = 0x0314 // Unix, 2.0
    var mode: UInt32 = 0o100644
    var crc: UInt32?
    var compressedSize: UInt32?
    var uncompressedSize: UInt32?
    var centralExtra: [UInt8] = []
    var localExtra: [UInt8] = []
    /// Local-header overrides, to forge disagreement with the central directory.
    var localName: [UInt8]?
    var localFlags: UInt16?
    var localMethod: UInt16?
    var localUncompressedSize: UInt32?
    /// Written as a streaming zipper writes it: flag bit 3, zeros for the CRC-32 and
    /// sizes in the local header, and the real values in a data descriptor after the
    /// data (with its optional signature unless `descriptorSignature` is false).
    var dataDescriptor = false
    var descriptorSignature = true

    init(_ name: String, _ content: [UInt8]) {
        self.name = Array(name.utf8)
        self.content = content
        self.payload = content
    }

    init(_ name: String, text: String) { self.init(name, Array(text.utf8)) }

    /// The entry deflated (a fixed-Huffman block of literals: real deflate, no zlib needed).
    func deflated() -> ForgedEntry {
        var copy = self
        copy.method = 8
        copy.payload = Deflate.literals(content)
        return copy
    }
}

enum ZipForge {
    static func build(_ entries: [ForgedEntry], prefix: [UInt8] = [], comment: [UInt8] = [],
                      extraCentral: [ForgedEntry] = []) -> [UInt8] {
        var out = prefix
        var central: [UInt8] = []
        for entry in entries {
            let offset = UInt32(out.count)
            let crc = entry.crc ?? CRC32.of(entry.content)
            let compressed = entry.compressedSize ?? UInt32(entry.payload.count)
            let uncompressed = entry.uncompressedSize ?? UInt32(entry.content.count)
            let localName = entry.localName ?? entry.name
            let flags = entry.dataDescriptor ? entry.flags | 0x0008 : entry.flags
            let deferred = entry.dataDescriptor
            out += le32(0x0403_4B50) + le16(20) + le16(entry.localFlags ?? flags) + le16(entry.localMethod ?? entry.method)
            out += le16(0) + le16(0x21) + le32(deferred ? 0 : crc) + le32(deferred ? 0 : compressed) + le32(deferred ? 0 : entry.localUncompressedSize ?? uncompressed)
            out += le16(UInt16(localName.count)) + le16(UInt16(entry.localExtra.count)) + localName + entry.localExtra
            out += entry.payload
            if deferred {
                out += (entry.descriptorSignature ? le32(0x0807_4B50) : []) + le32(crc) + le32(compressed) + le32(uncompressed)
            }
            central += le32(0x0201_4B50) + le16(entry.madeBy) + le16(20) + le16(flags) + le16(entry.method)
            central += le16(0) + le16(0x21) + le32(crc) + le32(compressed) + le32(uncompressed)
            central += le16(UInt16(entry.name.count)) + le16(UInt16(entry.centralExtra.count)) + le16(0) + le16(0) + le16(0)
            central += le32(entry.mode << 16) + le32(offset) + entry.name + entry.centralExtra
        }
        for entry in extraCentral { // central records pointing at the first local header
            central += le32(0x0201_4B50) + le16(entry.madeBy) + le16(20) + le16(entry.flags) + le16(entry.method)
            central += le16(0) + le16(0x21) + le32(CRC32.of(entry.content)) + le32(UInt32(entry.payload.count)) + le32(UInt32(entry.content.count))
            central += le16(UInt16(entry.name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32(entry.mode << 16) + le32(UInt32(prefix.count)) + entry.name
        }
        let cdOffset = UInt32(out.count)
        out += central
        let count = UInt16(entries.count + extraCentral.count)
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(count) + le16(count)
        out += le32(UInt32(central.count)) + le32(cdOffset) + le16(UInt16(comment.count)) + comment
        return out
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}

enum CRC32 {
    static func of(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

/// Raw deflate (RFC 1951) with the fixed Huffman code, written bit by bit.
struct Deflate {
    private var bytes: [UInt8] = []
    private var bitCount = 0

    /// Appends `count` bits of `value`, least significant first (headers, extra bits).
    mutating func bits(_ value: UInt32, _ count: Int) {
        for index in 0..<count {
            if bitCount % 8 == 0 { bytes.append(0) }
            if (value >> UInt32(index)) & 1 == 1 { bytes[bytes.count - 1] |= UInt8(1 << (bitCount % 8)) }
            bitCount += 1
        }
    }

    /// Appends a Huffman code, most significant bit first.
    mutating func code(_ value: UInt32, _ length: Int) {
        for index in stride(from: length - 1, through: 0, by: -1) { bits((value >> UInt32(index)) & 1, 1) }
    }

    mutating func literal(_ byte: UInt8) {
        if byte < 144 { code(0x30 + UInt32(byte), 8) } else { code(0x190 + UInt32(byte) - 144, 9) }
    }

    static func literals(_ content: [UInt8]) -> [UInt8] {
        var stream = Deflate()
        stream.bits(1, 1); stream.bits(1, 2) // final block, fixed Huffman
        for byte in content { stream.literal(byte) }
        stream.code(0, 7) // end of block
        return stream.bytes
    }

    /// `1 + 258 * copies` zero bytes: one literal, then maximal back-references. About
    /// 160:1, e.g. 100 MB of zeros in 650 kB.
    static func zeros(copies: Int) -> [UInt8] {
        var stream = Deflate()
        stream.bits(1, 1); stream.bits(1, 2)
        stream.literal(0)
        for _ in 0..<copies {
            stream.code(0xC5, 8) // length symbol 285 = 258
            stream.code(0, 5)    // distance symbol 0 = 1
        }
        stream.code(0, 7)
        return stream.bytes
    }
}

/// Building blocks shared by the archive tests.
enum ArchiveFixtures {
    static let root = TestPaths.fixture("archive")
    static var classicFolder: URL { root.appendingPathComponent("classic") }

    /// The fixture pack's files, read from disk.
    static func classicFiles() throws -> [String: [UInt8]] {
        let folder = classicFolder
        var result: [String: [UInt8]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        return result
    }

    /// A well-formed pack archive's entries under `top/` (manifest included).
    static func packEntries(top: String = "classic", files: [String: [UInt8]]? = nil, deflate: Bool = false) throws -> [ForgedEntry] {
        var contents = try files ?? classicFiles()
        contents[PackManifest.fileName] = PackManifest(pack: "classic", contents: contents).encoded()
        return contents.keys.sorted().map { name in
            let entry = ForgedEntry(top.isEmpty ? name : top + "/" + name, contents[name]!)
            return deflate ? entry.deflated() : entry
        }
    }

    static func temporaryFolder() throws -> URL { try TestPaths.temporaryFolder() }

    /// Every path under a folder, relative, sorted (links not followed).
    static func tree(_ folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }
}

@Test func forgedWellFormedArchiveIsAccepted() throws {
    for deflate in [false, true] {
        let bytes = ZipForge.build(try ArchiveFixtures.packEntries(deflate: deflate))
        let archive = try VettedArchive(bytes: bytes, origin: "forged")
        #expect(archive.topFolder == "classic")
        #expect(archive.fileNames.contains("letter_map.json"))
        #expect(archive.fileNames.count == 28)
        let expected = try ArchiveFixtures.classicFiles()
        #expect(try archive.read("lowercase_q.svg") == expected["lowercase_q.svg"])
        #expect(try archive.read(LetterMap.fileName) == expected[LetterMap.fileName])
    }
}

@Test func forgedDeflateDecodesLikeZlib() throws {
    // The fixed-Huffman writer above must produce real deflate, or the bomb tests prove nothing.
    let content = Array("hello hello ÿ world \u{1}".utf8)
    #expect(try VettedArchive.inflate(Deflate.literals(content)[...], declaredSize: UInt64(content.count), entry: "x") == content)
    let zeros = try VettedArchive.inflate(Deflate.zeros(copies: 10)[...], declaredSize: 2581, entry: "x")
    #expect(zeros == [UInt8](repeating: 0, count: 2581))
}
