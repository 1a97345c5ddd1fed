import Foundation

/// What a file in a pack is. Only regular files are read; anything else is reported.
public enum PackFileKind: String, Sendable, Hashable {
    case regular
    case directory
    case symbolicLink
    /// FIFO, device, socket, or anything else that is not a plain file.
    case special
}

public struct PackFileInfo: Sendable, Hashable {
    /// The name relative to the pack folder (no leading folder).
    public let name: String
    public let kind: PackFileKind
    public let size: Int

    public init(name: String, kind: PackFileKind, size: Int) {
        self.name = name
        self.kind = kind
        self.size = size
    }
}

public enum PackSourceError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case notAFile(path: String)
    case tooLarge(path: String, size: Int, limit: Int)
    /// The source was read but refused (an archive failing vetting): the input's fault.
    case refused(path: String, reason: String)

    public var description: String {
        switch self {
        case .refused(let path, let reason): "\(path) was refused: \(reason)"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notAFile(let path): "\(path) is not a regular file"
        case .tooLarge(let path, let size, let limit): "\(path) is \(size) bytes, over the \(limit)-byte limit; not read"
        }
    }
}

/// Where a pack's files come from: a folder on disk, a vetted zip in memory, or the
/// examples of a check. The linter reads through this and nothing else.
public protocol PackSource: Sendable {
    /// How the user named the pack (a path or a name), used in every diagnostic.
    var displayPath: String { get }
    /// The folder the pack lives in (for a zip, its top folder), compared with `glyphSet`.
    var folderName: String { get }
    /// The pack's files, top level only, sorted by name.
    func listFiles() throws(PackSourceError) -> [PackFileInfo]
    /// A regular file's bytes; refuses anything over `limit` without reading it.
    func read(_ name: String, limit: Int) throws(PackSourceError) -> [UInt8]
}

/// A pack folder on disk. Links are listed as links and never followed.
///
/// The folder is opened once and its files are listed and opened relative to it
/// (`fstatat`, `openat`): the kernel then resolves one name per file rather than the
/// whole path, and every file comes from the folder that was listed.
public struct FolderPackSource: PackSource {
    public let folder: URL
    public let displayPath: String
    /// The folder's path, worked out once: URL arithmetic per file is costly on Linux.
    private let folderPath: String
    /// The open folder; nil when it could not be opened (listing then says why).
    private let directory: DirectoryDescriptor?

    public init(folder: URL, displayPath: String? = nil) {
        self.folder = folder
        self.displayPath = displayPath ?? folder.path
        self.folderPath = folder.path
        self.directory = DirectoryDescriptor(path: folder.path)
    }

    public var folderName: String { folder.standardizedFileURL.lastPathComponent }

    public func listFiles() throws(PackSourceError) -> [PackFileInfo] {
        guard let directory, let names = directory.names() else {
            // Foundation's listing, for its description of what is wrong.
            do {
                _ = try FileManager.default.contentsOfDirectory(atPath: folderPath)
            } catch {
                throw .unreadable(path: displayPath, reason: FileErrorText.describe(error))
            }
            throw .unreadable(path: displayPath, reason: "the folder could not be read")
        }
        return names.sorted().map { name in
            var info = stat()
            guard fstatat(directory.descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return PackFileInfo(name: name, kind: .special, size: 0) }
            let kind: PackFileKind
            switch info.st_mode & S_IFMT {
            case S_IFREG: kind = .regular
            case S_IFDIR: kind = .directory
            case S_IFLNK: kind = .symbolicLink
            default: kind = .special
            }
            return PackFileInfo(name: name, kind: kind, size: Int(info.st_size))
        }
    }

    public func read(_ name: String, limit: Int) throws(PackSourceError) -> [UInt8] {
        // The name shown in an error is only spelled out for one: this runs per file.
        var shown: String { displayPath + "/" + name }
        // O_NOFOLLOW: a link swapped in after listing is still never followed.
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK
        let descriptor = directory.map { openat($0.descriptor, name, flags) } ?? open(folderPath + "/" + name, flags)
        guard descriptor >= 0 else {
            throw .unreadable(path: shown, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { throw .notAFile(path: shown) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path: shown, size: Int(info.st_size), limit: limit) }
        // Read straight into the array's storage: no zero-filling first.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 { failure = errno; return }
                // The file shrank while it was read: keep what is there.
                if count == 0 { return }
                initialized += count
            }
        }
        if failure != 0 { throw .unreadable(path: shown, reason: String(cString: strerror(failure))) }
        return bytes
    }
}

/// An open folder, closed when the last source using it goes.
private final class DirectoryDescriptor: Sendable {
    let descriptor: Int32

    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// The folder's entries but `.` and `..`, in the order the file system gives them;
    /// nil when they cannot be read.
    func names() -> [String]? {
        // fdopendir takes over the descriptor it is given: give it a copy.
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// A pack held in memory: check examples and tests.
public struct MemoryPackSource: PackSource {
    public let displayPath: String
    public let folderName: String
    public let files: [String: [UInt8]]
    /// Entries that are not regular files (folders, links …): listed, never readable.
    public let otherEntries: [String: PackFileKind]
    /// When set, listing fails as a refused archive would.
    public let refusal: String?

    public init(folderName: String, files: [String: [UInt8]], displayPath: String? = nil,
                otherEntries: [String: PackFileKind] = [:], refusal: String? = nil) {
        self.folderName = folderName
        self.files = files
        self.displayPath = displayPath ?? folderName
        self.otherEntries = otherEntries
        self.refusal = refusal
    }

    public init(example: CheckExample) {
        var files: [String: [UInt8]] = [:]
        for file in example.materializedFiles { files[file.name] = Array(file.content.utf8) }
        var others: [String: PackFileKind] = [:]
        for entry in example.otherEntries { others[entry.name] = entry.kind }
        self.init(folderName: example.folderName, files: files, otherEntries: others, refusal: example.refusal)
    }

    public func listFiles() throws(PackSourceError) -> [PackFileInfo] {
        if let refusal { throw .refused(path: displayPath, reason: refusal) }
        let regular = files.keys.map { PackFileInfo(name: $0, kind: .regular, size: files[$0]!.count) }
        let others = otherEntries.map { PackFileInfo(name: $0.key, kind: $0.value, size: 0) }
        return (regular + others).sorted { $0.name < $1.name }
    }

    public func read(_ name: String, limit: Int) throws(PackSourceError) -> [UInt8] {
        guard let bytes = files[name] else { throw .unreadable(path: displayPath + "/" + name, reason: "no such file") }
        guard bytes.count <= limit else { throw .tooLarge(path: displayPath + "/" + name, size: bytes.count, limit: limit) }
        return bytes
    }
}
