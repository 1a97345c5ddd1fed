import Foundation

/// A pack folder given as an install or zip source, held to the same rules as an
/// archive: every entry is a regular file (a link, FIFO, socket, device or subfolder is
/// refused), the entry count and sizes are within the limits, and files are read
/// without following links.
public struct VettedFolder: PackFiles {
    public let folder: URL
    public let limits: ArchiveLimits
    public let fileNames: [String]

    public var origin: String { folder.path }

    public init(url: URL, limits: ArchiveLimits = .standard) throws(ArchiveRefusal) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            throw .unreadable(path: url.path, reason: FileErrorText.describe(error))
        }
        guard names.count <= limits.maximumEntries else { throw .tooManyEntries(count: names.count, limit: limits.maximumEntries) }
        var total = 0
        for name in names {
            var info = stat()
            guard lstat(url.appendingPathComponent(name).path, &info) == 0 else {
                throw .unreadable(path: url.appendingPathComponent(name).path, reason: String(cString: strerror(errno)))
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw .entry(name, .link)
            case S_IFCHR, S_IFBLK: throw .entry(name, .device)
            case S_IFIFO, S_IFSOCK: throw .entry(name, .fifoOrSocket)
            case S_IFDIR: throw .entry(name, .nestedFolder)
            default: throw .entry(name, .notRegularFile)
            }
            guard Int(info.st_size) <= limits.maximumEntryBytes else {
                throw .entry(name, .tooLarge(size: UInt64(info.st_size), limit: limits.maximumEntryBytes))
            }
            total += Int(info.st_size)
            guard total <= limits.maximumTotalBytes else { throw .tooLarge(what: "the folder's files", size: total, limit: limits.maximumTotalBytes) }
        }
        self.folder = url
        self.limits = limits
        self.fileNames = names
    }

    public func read(_ name: String) throws(ArchiveRefusal) -> [UInt8] {
        guard fileNames.contains(name) else { throw .missingFile(name) }
        return try SafeFile.read(folder.appendingPathComponent(name), limit: limits.maximumEntryBytes, what: "'\(name)'",
                                 followLinks: false, entry: name)
    }
}
