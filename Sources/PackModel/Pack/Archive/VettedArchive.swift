import Foundation
import ZIPFoundation

/// A pack .zip, checked entry by entry before anything is inflated, and read in memory:
/// nothing is ever extracted to disk by this type. It is the archive side of the
/// `PackFiles` seam (`ArchivePackFiles` wraps it for the linter and the installer).
///
/// The archive is refused (with the entry and the rule) unless:
/// - its structure is unambiguous (see `ZipStructure`): no prefix, gaps, overlaps,
///   Zip64, multi-disk, local headers that disagree with the central directory;
/// - every name is plain printable ASCII, relative, without `..`, `.`, empty segments,
///   backslashes or colons, and no two names are equal or differ only by case;
/// - every entry is a regular file or a folder: no links, devices, FIFOs, sockets, no
///   setuid/setgid bits; not encrypted; stored or deflated only;
/// - entry count, each declared size, the total declared size and each entry's
///   compression ratio are within `PackPolicy`.
/// Every file entry is then inflated with a byte counter that stops as soon as the
/// output passes the declared size, and its CRC-32 is checked.
///
/// What is not a danger is not refused here but judged by the linter, in archives
/// exactly as in folders: the pack's folder is the archive root or its one top folder
/// (the one holding `letter_map.json`); an entry deeper inside it shows as a subfolder
/// (`pack.unexpected-file`), an entry outside it is listed as such
/// (`archive.outside-pack`), and macOS Finder leftovers (`__MACOSX/`, `._*`,
/// `.DS_Store`) are skipped with a note (`pack.finder-leftover`).
public struct VettedArchive: PackFiles {
    public let displayPath: String
    public let policy: PackPolicy
    /// The pack's folder in the archive, or nil when the pack sits at the archive root.
    public let topFolder: String?
    private let listing: PackListing
    /// The pack folder's files by name, inflated and checked.
    private let contents: [String: [UInt8]]

    public var folderName: String { topFolder ?? "" }
    /// The regular files of the pack's folder, sorted.
    public var fileNames: [String] { contents.keys.sorted() }

    /// An archive file's bytes: a regular file (links followed: the user named it) no
    /// larger than the archive limit, e.g. to check its SHA-256 before vetting the bytes.
    public static func readBytes(at url: URL, policy: PackPolicy = .standard) throws(PackReadError) -> [UInt8] {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENOENT { throw .unreadable(path: url.path, reason: "no such file") }
            throw .unreadable(path: url.path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        do {
            return try BoundedRead.regularFile(descriptor, limit: policy.maximumArchiveBytes, shown: url.path)
        } catch {
            switch error {
            case .tooLarge(_, let size, let limit): throw .refused(path: url.path, .tooLarge(what: "the archive", size: size, limit: limit))
            case .notAFile(_, let kind): throw .unreadable(path: url.path, reason: "it is \(kind.phrase), not an archive file")
            default: throw error
            }
        }
    }

    /// Vets the bytes, then inflates and checks every file entry.
    public init(bytes: [UInt8], origin: String, policy: PackPolicy = .standard) throws(ArchiveRefusal) {
        guard bytes.count <= policy.maximumArchiveBytes else {
            throw .tooLarge(what: "the archive", size: bytes.count, limit: policy.maximumArchiveBytes)
        }
        let records = try ZipStructure.parse(bytes, maximumEntries: policy.maximumEntries)
        var seen: [String: String] = [:]
        var total: UInt64 = 0
        for record in records {
            try Self.vetName(record.name, policy: policy)
            try Self.vetType(record)
            try Self.vetSize(record, policy: policy)
            let key = record.isDirectory ? String(record.name.dropLast()) : record.name
            if let other = seen[key.lowercased()] {
                throw .entry(record.name, other == record.name || other == key || other == key + "/" ? .duplicateName : .caseDuplicate(of: other))
            }
            seen[key.lowercased()] = record.name
            total += record.uncompressedSize
            guard total <= UInt64(policy.maximumTotalBytes) else {
                throw .tooLarge(what: "the archive's declared uncompressed content", size: Int(clamping: total), limit: policy.maximumTotalBytes)
            }
        }
        guard records.contains(where: { !$0.isDirectory }) else { throw .noFiles }
        let layout = try ArchiveLayout(records.map { ($0.name, $0.isDirectory, Int($0.uncompressedSize)) })
        var contents: [String: [UInt8]] = [:]
        for record in records where !record.isDirectory {
            let data = try Self.inflate(record, in: bytes)
            if let name = layout.packName(of: record.name) { contents[name] = data }
        }
        self.displayPath = origin
        self.policy = policy
        self.topFolder = layout.root
        self.listing = layout.listing
        self.contents = contents
    }

    public func list() -> PackListing { listing }

    public func read(_ name: String, limit: Int) throws(PackReadError) -> [UInt8] {
        guard let bytes = contents[name] else {
            if let entry = listing.entries.first(where: { $0.name == name }) { throw .notAFile(path: path(of: name), kind: entry.kind) }
            throw .noSuchFile(path: path(of: name))
        }
        guard bytes.count <= limit else { throw .tooLarge(path: path(of: name), size: bytes.count, limit: limit) }
        return bytes
    }

    /// One entry's data: stored or inflated, then its CRC-32 checked.
    static func inflate(_ record: ZipEntryRecord, in bytes: [UInt8]) throws(ArchiveRefusal) -> [UInt8] {
        let start = record.dataOffset
        let data = bytes[start..<(start + Int(record.compressedSize))]
        let output: [UInt8]
        if record.method == ZipEntryRecord.stored {
            output = Array(data)
        } else {
            output = try inflate(data, declaredSize: record.uncompressedSize, entry: record.name)
        }
        guard Data(output).crc32(checksum: 0) == record.crc32 else { throw .entry(record.name, .crcMismatch) }
        return output
    }

    // MARK: - Rules

    static func vetName(_ name: String, policy: PackPolicy) throws(ArchiveRefusal) {
        let utf8 = Array(name.utf8)
        guard utf8.count <= policy.maximumEntryNameBytes else { throw .entry(name, .nameTooLong(limit: policy.maximumEntryNameBytes)) }
        if name.hasPrefix("/") { throw .entry(name, .absolutePath) }
        if utf8.contains(UInt8(ascii: "\\")) { throw .entry(name, .backslash) }
        if utf8.contains(UInt8(ascii: ":")) { throw .entry(name, .driveOrColon) }
        if utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { throw .entry(name, .controlCharacter) }
        if utf8.contains(where: { $0 >= 0x80 }) { throw .entry(name, .nonASCIIName) }
        var segments = name.split(separator: "/", omittingEmptySubsequences: false)
        if name.hasSuffix("/") { segments.removeLast() }
        if segments.contains("..") { throw .entry(name, .parentSegment) }
        if segments.contains(where: { $0.isEmpty || $0 == "." }) { throw .entry(name, .emptyOrDotSegment) }
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

    static func vetSize(_ record: ZipEntryRecord, policy: PackPolicy) throws(ArchiveRefusal) {
        guard record.uncompressedSize <= UInt64(policy.maximumFileBytes) else {
            throw .entry(record.name, .tooLarge(size: record.uncompressedSize, limit: policy.maximumFileBytes))
        }
        if record.method == ZipEntryRecord.stored {
            guard record.compressedSize == record.uncompressedSize else { throw .entry(record.name, .storedSizeMismatch) }
        } else if record.uncompressedSize > 0 {
            let ratio = record.compressedSize == 0 ? UInt64.max : record.uncompressedSize / record.compressedSize
            guard ratio <= UInt64(policy.maximumCompressionRatio) else {
                throw .entry(record.name, .compressionRatio(ratio: ratio, limit: policy.maximumCompressionRatio))
            }
        }
    }

    // MARK: - Inflating

    /// Inflates raw deflate data with the one bounded inflater (`RawInflate`), stopping the
    /// moment the output passes the declared size: a bomb costs at most `declaredSize + one
    /// buffer` of memory and time, whatever its headers claim.
    static func inflate(_ data: ArraySlice<UInt8>, declaredSize: UInt64, entry: String) throws(ArchiveRefusal) -> [UInt8] {
        let output: [UInt8]
        do {
            output = try RawInflate.inflate(data, limit: Int(clamping: declaredSize))
        } catch {
            switch error {
            case .truncated: throw .entry(entry, .truncatedData)
            case .pastLimit: throw .entry(entry, .inflatesPastDeclaredSize(declared: declaredSize))
            case .corrupt: throw .entry(entry, .corruptData)
            }
        }
        guard UInt64(output.count) == declaredSize else { throw .entry(entry, .truncatedData) }
        return output
    }
}
