import Foundation
import ZIPFoundation

/// A pack .zip, checked entry by entry before anything is inflated, and read in memory:
/// nothing is ever extracted to disk by this type. Use it to lint or install a pack
/// straight from its archive.
///
/// The archive is refused (with the entry and the rule) unless:
/// - its structure is unambiguous (see `ZipStructure`): no prefix, gaps, overlaps,
///   Zip64, multi-disk, local headers that disagree with the central directory;
/// - every name is plain printable ASCII, relative, without `..`, `.`, empty segments,
///   backslashes or colons, and no two names are equal or differ only by case;
/// - every entry is a regular file or a folder: no links, devices, FIFOs, sockets, no
///   setuid/setgid bits; not encrypted; stored or deflated only;
/// - files sit at the archive root or in exactly one top folder, with no subfolders;
/// - entry count, each declared size, the total declared size and each entry's
///   compression ratio are within `ArchiveLimits`.
/// Reading a file inflates it with a byte counter that stops as soon as the output
/// passes the declared size, and checks the CRC-32.
public struct VettedArchive: PackFiles {
    public let origin: String
    public let limits: ArchiveLimits
    /// The single top folder the files sit in, or nil when they sit at the root.
    public let topFolder: String?
    private let bytes: [UInt8]
    /// File entries by their name relative to the pack root.
    private let entries: [String: ZipEntryRecord]

    public var fileNames: [String] { entries.keys.sorted() }

    /// Reads the archive (refusing one larger than the limit before reading it) and vets it.
    public init(url: URL, limits: ArchiveLimits = .standard) throws(ArchiveRefusal) {
        try self.init(bytes: Self.readBytes(at: url, limits: limits), origin: url.path, limits: limits)
    }

    /// An archive file's bytes (a regular file no larger than the archive limit), e.g. to
    /// check its SHA-256 before vetting the same bytes.
    public static func readBytes(at url: URL, limits: ArchiveLimits = .standard) throws(ArchiveRefusal) -> [UInt8] {
        try SafeFile.read(url, limit: limits.maximumArchiveBytes, what: "the archive")
    }

    public init(bytes: [UInt8], origin: String, limits: ArchiveLimits = .standard) throws(ArchiveRefusal) {
        guard bytes.count <= limits.maximumArchiveBytes else {
            throw .tooLarge(what: "the archive", size: bytes.count, limit: limits.maximumArchiveBytes)
        }
        let records = try ZipStructure.parse(bytes, maximumEntries: limits.maximumEntries)
        var seen: [String: String] = [:]
        var total: UInt64 = 0
        for record in records {
            try Self.vetName(record.name, limits: limits)
            try Self.vetType(record)
            try Self.vetSize(record, limits: limits)
            let key = record.isDirectory ? String(record.name.dropLast()) : record.name
            if let other = seen[key.lowercased()] {
                throw .entry(record.name, other == record.name || other == key || other == key + "/" ? .duplicateName : .caseDuplicate(of: other))
            }
            seen[key.lowercased()] = record.name
            total += record.uncompressedSize
            guard total <= UInt64(limits.maximumTotalBytes) else {
                throw .tooLarge(what: "the archive's declared uncompressed content", size: Int(clamping: total), limit: limits.maximumTotalBytes)
            }
        }
        let (top, files) = try Self.layout(records)
        self.origin = origin
        self.limits = limits
        self.topFolder = top
        self.bytes = bytes
        self.entries = files
    }

    public func read(_ name: String) throws(ArchiveRefusal) -> [UInt8] {
        guard let record = entries[name] else { throw .missingFile(name) }
        let start = record.dataOffset
        let data = bytes[start..<(start + Int(record.compressedSize))]
        let output: [UInt8]
        if record.method == ZipEntryRecord.stored {
            output = Array(data)
        } else {
            output = try Self.inflate(data, declaredSize: record.uncompressedSize, entry: record.name)
        }
        guard Data(output).crc32(checksum: 0) == record.crc32 else { throw .entry(record.name, .crcMismatch) }
        return output
    }

    // MARK: - Rules

    static func vetName(_ name: String, limits: ArchiveLimits) throws(ArchiveRefusal) {
        let utf8 = Array(name.utf8)
        guard utf8.count <= limits.maximumNameBytes else { throw .entry(name, .nameTooLong(limit: limits.maximumNameBytes)) }
        if name.hasPrefix("/") { throw .entry(name, .absolutePath) }
        if utf8.contains(UInt8(ascii: "\\")) { throw .entry(name, .backslash) }
        if utf8.contains(UInt8(ascii: ":")) { throw .entry(name, .driveOrColon) }
        if utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { throw .entry(name, .controlCharacter) }
        if utf8.contains(where: { $0 >= 0x80 }) { throw .entry(name, .nonASCIIName) }
        var segments = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasSuffix("/") { segments.removeLast() }
        if segments.contains("..") { throw .entry(name, .parentSegment) }
        if segments.contains(where: { $0.isEmpty || $0 == "." }) { throw .entry(name, .emptyOrDotSegment) }
        if segments.count > 2 || (name.hasSuffix("/") && segments.count > 1) { throw .entry(name, .nestedFolder) }
    }

    static func vetType(_ record: ZipEntryRecord) throws(ArchiveRefusal) {
        let host = record.versionMadeBy >> 8
        // Unix (3) and OS X (19) keep st_mode in the high 16 bits of the external attributes.
        if host == 3 || host == 19 {
            let mode = record.externalAttributes >> 16
            switch mode & 0o170000 {
            case 0, 0o100000: break
            case 0o040000: guard record.isDirectory else { throw .entry(record.name, .notRegularFile) }
            case 0o120000: throw .entry(record.name, .link)
            case 0o020000, 0o060000: throw .entry(record.name, .device)
            case 0o010000, 0o140000: throw .entry(record.name, .fifoOrSocket)
            default: throw .entry(record.name, .notRegularFile)
            }
            if mode & 0o6000 != 0 { throw .entry(record.name, .setuidOrSetgid) }
        }
        // MS-DOS attributes (any host): 0x10 is a folder.
        if record.externalAttributes & 0x10 != 0 && !record.isDirectory { throw .entry(record.name, .notRegularFile) }
        if record.isDirectory && (record.uncompressedSize != 0 || record.compressedSize > 2) {
            throw .entry(record.name, .directoryWithData)
        }
    }

    static func vetSize(_ record: ZipEntryRecord, limits: ArchiveLimits) throws(ArchiveRefusal) {
        guard record.uncompressedSize <= UInt64(limits.maximumEntryBytes) else {
            throw .entry(record.name, .tooLarge(size: record.uncompressedSize, limit: limits.maximumEntryBytes))
        }
        if record.method == ZipEntryRecord.stored {
            guard record.compressedSize == record.uncompressedSize else { throw .entry(record.name, .storedSizeMismatch) }
        } else if record.uncompressedSize > 0 {
            let ratio = record.compressedSize == 0 ? UInt64.max : record.uncompressedSize / record.compressedSize
            guard ratio <= UInt64(limits.maximumCompressionRatio) else {
                throw .entry(record.name, .compressionRatio(ratio: ratio, limit: limits.maximumCompressionRatio))
            }
        }
    }

    /// Files at the root, or all in one top folder (folder entries allowed only for it).
    static func layout(_ records: [ZipEntryRecord]) throws(ArchiveRefusal) -> (String?, [String: ZipEntryRecord]) {
        let files = records.filter { !$0.isDirectory }
        guard let first = files.first else { throw .layout("the archive holds no files") }
        let top: String? = first.name.contains("/") ? String(first.name.split(separator: "/")[0]) : nil
        var result: [String: ZipEntryRecord] = [:]
        for record in records {
            let parts = record.name.split(separator: "/").map(String.init)
            if record.isDirectory {
                guard let top, parts == [top] else {
                    throw .layout("folder entry '\(ArchiveRefusal.printable(record.name))' is not the one top folder\(top.map { " '\($0)/'" } ?? ""): files must sit at the archive root or in exactly one top folder")
                }
                continue
            }
            switch (top, parts.count) {
            case (nil, 1): result[record.name] = record
            case (let top?, 2) where parts[0] == top: result[parts[1]] = record
            default:
                throw .layout("'\(ArchiveRefusal.printable(record.name))' is not \(top.map { "in the top folder '\($0)/'" } ?? "at the archive root") like '\(ArchiveRefusal.printable(first.name))': files must sit at the archive root or in exactly one top folder")
            }
        }
        return (top, result)
    }

    // MARK: - Inflating

    private struct Stop: Error { let refusal: ArchiveRefusal }

    /// Inflates raw deflate data, counting output bytes and stopping the moment they pass
    /// the declared size: a bomb costs at most `declaredSize + one buffer` of memory and
    /// time, whatever its headers claim.
    static func inflate(_ data: ArraySlice<UInt8>, declaredSize: UInt64, entry: String) throws(ArchiveRefusal) -> [UInt8] {
        let bufferSize = 16 * 1024
        var output: [UInt8] = []
        output.reserveCapacity(Int(declaredSize))
        let base = data.startIndex
        do {
            _ = try Data.decompress(size: Int64(data.count), bufferSize: bufferSize, skipCRC32: true, provider: { position, size in
                // A complete deflate stream ends inside its data, so input asked for past
                // the end means the stream is truncated (stopping here also avoids looping
                // on empty chunks). ZIPFoundation's zlib path asks for whole buffers and
                // hands zlib the full buffer length, so every chunk is padded to the size
                // asked for.
                guard position < Int64(data.count) else { throw Stop(refusal: .entry(entry, .truncatedData)) }
                let start = base + Int(position)
                var chunk = Data(data[start..<min(start + size, data.endIndex)])
                if chunk.count < size { chunk.append(Data(count: size - chunk.count)) }
                return chunk
            }, consumer: { chunk in
                guard UInt64(output.count + chunk.count) <= declaredSize else {
                    throw Stop(refusal: .entry(entry, .inflatesPastDeclaredSize(declared: declaredSize)))
                }
                output.append(contentsOf: chunk)
            })
        } catch let stop as Stop {
            throw stop.refusal
        } catch {
            throw .entry(entry, .corruptData)
        }
        guard UInt64(output.count) == declaredSize else { throw .entry(entry, .truncatedData) }
        return output
    }
}
