import Foundation
import ZIPFoundation

/// A pack's files as read from an archive, entirely in memory and already vetted.
public struct ArchivedPack: Sendable {
    /// The archive's single top folder, or nil when the files sit at its root.
    public let topFolder: String?
    /// Every file of the pack by plain name (no folder part).
    public let files: [String: [UInt8]]

    public init(topFolder: String?, files: [String: [UInt8]]) {
        self.topFolder = topFolder
        self.files = files
    }
}

/// Reads a pack archive into memory and vets it. The only contract the linter needs
/// from an archive reader: nothing is written to disk, and a refused archive throws
/// `.refused` (the input's fault) while an unreadable one throws `.unreadable`.
public protocol PackArchiveReader: Sendable {
    func readPack(at url: URL) throws(PackSourceError) -> ArchivedPack
}

/// A pack inside a `.zip`, linted with the same checks as a folder and never extracted
/// to disk. The archive is read once, when the source is made; a refusal is kept and
/// reported through `listFiles()` so it becomes a `pack.readable` diagnostic.
///
/// `folderName` is the archive's top folder; for an archive without one it is empty,
/// and `map.glyphset-matches-folder` has nothing to compare.
public struct ZipPackSource: PackSource {
    public let displayPath: String
    public let folderName: String
    private let contents: Result<MemoryPackSource, PackSourceError>

    public init(archive url: URL, displayPath: String? = nil, reader: any PackArchiveReader = ZipPackSource.defaultReader) {
        let shown = displayPath ?? url.path
        self.displayPath = shown
        do throws(PackSourceError) {
            let pack = try reader.readPack(at: url)
            folderName = pack.topFolder ?? ""
            contents = .success(MemoryPackSource(folderName: folderName, files: pack.files, displayPath: shown))
        } catch {
            folderName = ""
            contents = .failure(error)
        }
    }

    /// Why the archive could not be used, if it could not.
    public var openError: PackSourceError? {
        if case .failure(let error) = contents { return error }
        return nil
    }

    public func listFiles() throws(PackSourceError) -> [PackFileInfo] {
        try contents.get().listFiles()
    }

    public func read(_ name: String, limit: Int) throws(PackSourceError) -> [UInt8] {
        try contents.get().read(name, limit: limit)
    }

    /// The reader `packtool lint` uses. Replace with the archive module's vetted reader
    /// when it lands; `BasicZipReader` is a stop-gap with the essential limits.
    public static let defaultReader: any PackArchiveReader = BasicZipReader()
}

/// A small in-memory zip reader with the limits that matter for linting: size caps
/// before and while inflating, regular files only, one optional top folder, safe
/// names. It is a stand-in until the vetted archive reader is plugged in.
public struct BasicZipReader: PackArchiveReader {
    public var maximumArchiveBytes = 16 << 20
    public var maximumEntries = 256
    public var maximumEntryBytes = 8 << 20
    public var maximumTotalBytes = 32 << 20

    public init() {}

    public func readPack(at url: URL) throws(PackSourceError) -> ArchivedPack {
        let path = url.path
        let data = try readArchiveBytes(path)
        let archive: Archive
        do {
            archive = try Archive(data: data, accessMode: .read)
        } catch {
            throw .refused(path: path, reason: "not a readable ZIP archive")
        }
        var entries: [Entry] = []
        for entry in archive {
            entries.append(entry)
            if entries.count > maximumEntries { throw .refused(path: path, reason: "more than \(maximumEntries) entries") }
        }
        let split = try entries.map { entry throws(PackSourceError) -> (folder: String?, name: String, entry: Entry) in
            try Self.split(entry, in: path)
        }
        let folders = Set(split.compactMap(\.folder))
        guard folders.count <= 1, folders.isEmpty || split.allSatisfy({ $0.folder != nil }) else {
            throw .refused(path: path, reason: "files must sit at the archive root or in one top folder")
        }
        var files: [String: [UInt8]] = [:]
        var total = 0
        for item in split where item.entry.type == .file {
            guard files[item.name] == nil else { throw .refused(path: path, reason: "entry '\(item.name)' appears twice") }
            let bytes = try inflate(item.entry, from: archive, in: path)
            total += bytes.count
            if total > maximumTotalBytes { throw .refused(path: path, reason: "the files inflate to more than \(maximumTotalBytes) bytes") }
            files[item.name] = bytes
        }
        return ArchivedPack(topFolder: folders.first, files: files)
    }

    func readArchiveBytes(_ path: String) throws(PackSourceError) -> Data {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadable(path: path, reason: FileErrorText.describe(error))
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular else { throw .notAFile(path: path) }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumArchiveBytes else { throw .refused(path: path, reason: "the archive is \(size) bytes; the limit is \(maximumArchiveBytes)") }
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw .unreadable(path: path, reason: FileErrorText.describe(error))
        }
    }

    /// The entry's top folder and file name; refuses links, nested folders and unsafe names.
    static func split(_ entry: Entry, in path: String) throws(PackSourceError) -> (folder: String?, name: String, entry: Entry) {
        let raw = entry.path
        let shown = MapText.printable(raw, limit: 80)
        guard entry.type != .symlink else { throw .refused(path: path, reason: "entry '\(shown)' is a link") }
        var parts = raw.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if entry.type == .directory, parts.last == "" { parts.removeLast() }
        guard !raw.hasPrefix("/"), !parts.contains(".."), !raw.contains("\\") else {
            throw .refused(path: path, reason: "entry '\(shown)' points outside the pack")
        }
        if entry.type == .directory {
            guard parts.count == 1, PackName.isSafe(parts[0]) else { throw .refused(path: path, reason: "entry '\(shown)' is a nested or oddly named folder") }
            return (parts[0], "", entry)
        }
        guard parts.count <= 2 else { throw .refused(path: path, reason: "entry '\(shown)' is in a subfolder; a pack is flat") }
        let name = parts[parts.count - 1]
        if let problem = PackName.fileNameProblem(name) { throw .refused(path: path, reason: "entry '\(shown)': \(problem)") }
        if parts.count == 2 {
            guard PackName.isSafe(parts[0]) else { throw .refused(path: path, reason: "entry '\(shown)' has an oddly named top folder") }
            return (parts[0], name, entry)
        }
        return (nil, name, entry)
    }

    func inflate(_ entry: Entry, from archive: Archive, in path: String) throws(PackSourceError) -> [UInt8] {
        let declared = entry.uncompressedSize
        guard declared <= UInt64(maximumEntryBytes) else {
            throw .refused(path: path, reason: "entry '\(MapText.printable(entry.path))' declares \(declared) bytes; the limit is \(maximumEntryBytes)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(declared))
        do {
            _ = try archive.extract(entry, consumer: { chunk in
                guard bytes.count + chunk.count <= Int(declared) else { throw PackSourceError.refused(path: path, reason: "entry '\(entry.path)' inflates past its declared size") }
                bytes.append(contentsOf: chunk)
            })
        } catch let error as PackSourceError {
            throw error
        } catch {
            throw .refused(path: path, reason: "entry '\(MapText.printable(entry.path))' is damaged (\(error))")
        }
        return bytes
    }
}
