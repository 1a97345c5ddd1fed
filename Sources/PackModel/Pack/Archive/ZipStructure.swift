/// One entry of a ZIP archive as its central directory declares it, after the local
/// header has been checked against it.
struct ZipEntryRecord: Sendable, Hashable {
    let name: String
    let versionMadeBy: UInt16
    let flags: UInt16
    let method: UInt16
    let crc32: UInt32
    let compressedSize: UInt64
    let uncompressedSize: UInt64
    let externalAttributes: UInt32
    let localHeaderOffset: Int
    /// Where the entry's (compressed) data starts.
    let dataOffset: Int

    var isDirectory: Bool { name.hasSuffix("/") }

    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8
}

/// Reads the structure of a ZIP archive from its bytes (End of Central Directory record,
/// central directory, local headers) and refuses anything ambiguous before a single
/// entry is inflated: prefix or trailing garbage, gaps or overlaps between entries,
/// Zip64, multi-disk archives, local headers that disagree with the central directory.
/// It does not judge names or limits; `ArchiveVetting` does.
enum ZipStructure {
    static let endOfCentralDirectorySignature: UInt32 = 0x0605_4B50
    static let zip64LocatorSignature: UInt32 = 0x0706_4B50
    static let centralHeaderSignature: UInt32 = 0x0201_4B50
    static let localHeaderSignature: UInt32 = 0x0403_4B50
    static let dataDescriptorSignature: UInt32 = 0x0807_4B50
    static let endOfCentralDirectorySize = 22
    static let centralHeaderSize = 46
    static let localHeaderSize = 30

    /// Extra fields that some readers use to override sizes or names: refused, so that
    /// every reader sees the same entry this one vetted.
    static let forbiddenExtraFields: Set<UInt16> = [0x0001 /* Zip64 */, 0x7075 /* Info-ZIP Unicode path */, 0x0017 /* strong encryption */, 0x9901 /* AES */]
    /// General-purpose flags we understand: deflate options (1, 2), data descriptor (3), UTF-8 names (11).
    static let allowedFlags: UInt16 = (1 << 1) | (1 << 2) | (1 << 3) | (1 << 11)
    static let encryptionFlags: UInt16 = (1 << 0) | (1 << 6) | (1 << 13)

    static func parse(_ bytes: [UInt8], maximumEntries: Int) throws(ArchiveRefusal) -> [ZipEntryRecord] {
        let reader = ByteReader(bytes: bytes)
        let eocd = try findEndOfCentralDirectory(reader)

        guard let disk = reader.u16(eocd + 4), let cdDisk = reader.u16(eocd + 6),
              let onDisk = reader.u16(eocd + 8), let total = reader.u16(eocd + 10),
              let cdSize = reader.u32(eocd + 12), let cdOffset = reader.u32(eocd + 16) else {
            throw .malformedArchive("truncated end of central directory record")
        }
        if total == 0xFFFF || cdSize == 0xFFFF_FFFF || cdOffset == 0xFFFF_FFFF || reader.u32(eocd - 20) == zip64LocatorSignature {
            throw .malformedArchive("Zip64 archives are not supported (a pack is far below 4 GiB)")
        }
        guard disk == 0, cdDisk == 0, onDisk == total else { throw .malformedArchive("multi-disk archives are not supported") }
        guard Int(total) <= maximumEntries else { throw .tooManyEntries(count: Int(total), limit: maximumEntries) }
        guard Int(cdOffset) + Int(cdSize) == eocd else {
            throw .malformedArchive("the central directory does not end where the end record starts (hidden or missing bytes)")
        }

        var entries: [ZipEntryRecord] = []
        var position = Int(cdOffset)
        for _ in 0..<Int(total) {
            let (entry, next) = try centralEntry(at: position, reader)
            entries.append(entry)
            position = next
        }
        guard position == eocd else { throw .malformedArchive("the central directory holds more bytes than its \(total) entries") }
        try checkTiling(entries, reader: reader, centralDirectoryOffset: Int(cdOffset))
        return entries
    }

    /// The EOCD must end the file exactly (its comment reaches the last byte), and the
    /// comment must not hold anything that looks like another ZIP record.
    static func findEndOfCentralDirectory(_ reader: ByteReader) throws(ArchiveRefusal) -> Int {
        let count = reader.bytes.count
        guard count >= endOfCentralDirectorySize else { throw .malformedArchive("too short to be a ZIP archive") }
        let lowest = max(0, count - endOfCentralDirectorySize - 0xFFFF)
        var offset = count - endOfCentralDirectorySize
        while offset >= lowest {
            if reader.u32(offset) == endOfCentralDirectorySignature,
               let commentLength = reader.u16(offset + 20), offset + endOfCentralDirectorySize + Int(commentLength) == count {
                let comment = reader.bytes[(offset + endOfCentralDirectorySize)...]
                if containsRecordSignature(comment) {
                    throw .malformedArchive("the archive comment contains ZIP record signatures")
                }
                return offset
            }
            offset -= 1
        }
        throw .malformedArchive("no end of central directory record")
    }

    static func containsRecordSignature(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            if bytes[index] == 0x50 && bytes[index + 1] == 0x4B { return true }
            index += 1
        }
        return false
    }

    static func centralEntry(at position: Int, _ reader: ByteReader) throws(ArchiveRefusal) -> (ZipEntryRecord, Int) {
        guard reader.u32(position) == centralHeaderSignature,
              let madeBy = reader.u16(position + 4), let flags = reader.u16(position + 8),
              let method = reader.u16(position + 10), let crc = reader.u32(position + 16),
              let compressed = reader.u32(position + 20), let uncompressed = reader.u32(position + 24),
              let nameLength = reader.u16(position + 28), let extraLength = reader.u16(position + 30),
              let commentLength = reader.u16(position + 32), let diskStart = reader.u16(position + 34),
              let external = reader.u32(position + 38), let localOffset = reader.u32(position + 42) else {
            throw .malformedArchive("bad central directory header at offset \(position)")
        }
        let nameStart = position + centralHeaderSize
        let extraStart = nameStart + Int(nameLength)
        let next = extraStart + Int(extraLength) + Int(commentLength)
        guard next <= reader.bytes.count else { throw .malformedArchive("central directory header at offset \(position) runs past the end") }
        let nameBytes = Array(reader.bytes[nameStart..<extraStart])
        let name = String(decoding: nameBytes, as: UTF8.self)

        if flags & encryptionFlags != 0 { throw .entry(name, .encrypted) }
        if flags & ~allowedFlags != 0 { throw .entry(name, .unsupportedFlags(flags & ~allowedFlags)) }
        if method != ZipEntryRecord.stored && method != ZipEntryRecord.deflated { throw .entry(name, .unsupportedMethod(method)) }
        if compressed == 0xFFFF_FFFF || uncompressed == 0xFFFF_FFFF || localOffset == 0xFFFF_FFFF || diskStart == 0xFFFF {
            throw .entry(name, .zip64)
        }
        guard diskStart == 0 else { throw .malformedArchive("entry '\(ArchiveRefusal.printable(name))' starts on another disk") }
        try checkExtraField(reader.bytes[extraStart..<(extraStart + Int(extraLength))], entry: name)

        let local = Int(localOffset)
        guard reader.u32(local) == localHeaderSignature, let localFlags = reader.u16(local + 6),
              let localMethod = reader.u16(local + 8), let localCRC = reader.u32(local + 14),
              let localCompressed = reader.u32(local + 18), let localUncompressed = reader.u32(local + 22),
              let localNameLength = reader.u16(local + 26), let localExtraLength = reader.u16(local + 28) else {
            throw .entry(name, .localHeaderMismatch("no local header at offset \(local)"))
        }
        let localNameStart = local + localHeaderSize
        let dataOffset = localNameStart + Int(localNameLength) + Int(localExtraLength)
        guard dataOffset <= reader.bytes.count else { throw .entry(name, .localHeaderMismatch("the local header runs past the end")) }
        guard localNameLength == nameLength, Array(reader.bytes[localNameStart..<(localNameStart + Int(nameLength))]) == nameBytes else {
            throw .entry(name, .localHeaderMismatch("name"))
        }
        guard localFlags == flags else { throw .entry(name, .localHeaderMismatch("flags")) }
        guard localMethod == method else { throw .entry(name, .localHeaderMismatch("compression method")) }
        let deferred = flags & (1 << 3) != 0
        let localValues = (localCRC, localCompressed, localUncompressed)
        let agrees = localValues == (crc, compressed, uncompressed) || (deferred && localValues == (0, 0, 0))
        guard agrees else { throw .entry(name, .localHeaderMismatch("CRC-32 or sizes")) }
        try checkExtraField(reader.bytes[(localNameStart + Int(nameLength))..<dataOffset], entry: name)
        guard dataOffset + Int(compressed) <= reader.bytes.count else { throw .entry(name, .truncatedData) }

        let entry = ZipEntryRecord(name: name, versionMadeBy: madeBy, flags: flags, method: method, crc32: crc,
                                   compressedSize: UInt64(compressed), uncompressedSize: UInt64(uncompressed),
                                   externalAttributes: external, localHeaderOffset: local, dataOffset: dataOffset)
        return (entry, next)
    }

    /// Extra fields must be well-formed (id, size, data) records and none may be one
    /// that changes how other readers see the entry.
    static func checkExtraField(_ bytes: ArraySlice<UInt8>, entry: String) throws(ArchiveRefusal) {
        let reader = ByteReader(bytes: Array(bytes))
        var position = 0
        while position < reader.bytes.count {
            guard let id = reader.u16(position), let size = reader.u16(position + 2),
                  position + 4 + Int(size) <= reader.bytes.count else { throw .entry(entry, .malformedExtraField) }
            if forbiddenExtraFields.contains(id) {
                throw id == 0x0001 ? .entry(entry, .zip64) : .entry(entry, .forbiddenExtraField(id))
            }
            position += 4 + Int(size)
        }
    }

    /// The entries must tile the bytes before the central directory exactly: the first
    /// local header at offset 0, each entry starting where the previous one ends, the
    /// last ending where the central directory starts. No prefix, no hidden bytes, no
    /// overlapping entries (overlap is how the smallest zip bombs are built).
    static func checkTiling(_ entries: [ZipEntryRecord], reader: ByteReader, centralDirectoryOffset: Int) throws(ArchiveRefusal) {
        var expected = 0
        for entry in entries.sorted(by: { $0.localHeaderOffset < $1.localHeaderOffset }) {
            guard entry.localHeaderOffset == expected else {
                if entry.localHeaderOffset < expected { throw .entry(entry.name, .localHeaderMismatch("it overlaps the previous entry")) }
                throw .malformedArchive("\(entry.localHeaderOffset - expected) unexplained bytes before entry '\(ArchiveRefusal.printable(entry.name))'")
            }
            var end = entry.dataOffset + Int(entry.compressedSize)
            if entry.flags & (1 << 3) != 0 {
                let hasSignature = reader.u32(end) == dataDescriptorSignature
                let start = hasSignature ? end + 4 : end
                guard reader.u32(start) == entry.crc32, reader.u32(start + 4) == UInt32(entry.compressedSize),
                      reader.u32(start + 8) == UInt32(entry.uncompressedSize) else {
                    throw .entry(entry.name, .localHeaderMismatch("data descriptor"))
                }
                end = start + 12
            }
            expected = end
        }
        guard expected == centralDirectoryOffset else {
            if expected > centralDirectoryOffset { throw .malformedArchive("the last entry runs into the central directory") }
            throw .malformedArchive("\(centralDirectoryOffset - expected) unexplained bytes before the central directory")
        }
    }
}

/// Bounds-checked little-endian reads; nil past the end (or before the start).
struct ByteReader: Sendable {
    let bytes: [UInt8]

    func u16(_ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    func u32(_ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * UInt32($1)) }
    }
}
