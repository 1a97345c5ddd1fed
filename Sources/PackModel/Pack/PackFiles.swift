import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What an entry of a pack is. Only regular files are ever read; anything else is
/// listed as what it is and reported.
public enum PackFileKind: String, Sendable, Hashable {
    case regular
    case directory
    case symbolicLink
    /// FIFO, device, socket, or anything else that is not a plain file.
    case special

    /// The kind in words, for messages: "a symbolic link", "a folder".
    public var phrase: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a folder"
        case .symbolicLink: "a symbolic link"
        case .special: "a special file (a FIFO, socket or device)"
        }
    }
}

/// One entry of a pack's folder.
public struct PackFileInfo: Sendable, Hashable {
    /// The name inside the pack's folder (no folder before it).
    public let name: String
    public let kind: PackFileKind
    /// Bytes for a regular file (an archive entry's declared uncompressed size); 0 otherwise.
    public let size: Int

    /// A regular file's size that `PackFiles.listKinds()` did not look up.
    public static let unknownSize = -1

    public init(name: String, kind: PackFileKind, size: Int) {
        self.name = name
        self.kind = kind
        self.size = size
    }
}

/// What a pack holds, as listed once.
public struct PackListing: Sendable, Hashable {
    /// The entries of the pack's folder, sorted by name: for a folder, what it holds;
    /// for an archive, what its pack folder (the archive root or its one top folder)
    /// holds, a deeper entry showing as the folder it is in.
    public var entries: [PackFileInfo]
    /// Archives only: entries outside the pack's folder, by their full name, sorted
    /// (`__MACOSX/classic/._lowercase_a.svg`, `other/notes.txt`).
    public var outside: [String]

    public init(entries: [PackFileInfo], outside: [String] = []) {
        self.entries = entries.sorted { $0.name < $1.name }
        self.outside = outside.sorted()
    }
}

/// Why a pack, or one of its files, could not be read: the one error type of the seam.
public enum PackReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pack or a file cannot be read (a missing folder, permissions, an I/O error):
    /// packtool cannot judge it.
    case unreadable(path: String, reason: String)
    /// The pack has no entry of that name.
    case noSuchFile(path: String)
    /// The entry is a link, a folder or a special file, which is never followed or read.
    case notAFile(path: String, kind: PackFileKind)
    /// The file is larger than the limit it was read with; not a byte of it was read.
    case tooLarge(path: String, size: Int, limit: Int)
    /// The archive was refused before any of it was used: the input's fault.
    case refused(path: String, ArchiveRefusal)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .noSuchFile(let path): "\(path): no such file"
        case .notAFile(let path, let kind): "\(path) is \(kind.phrase), not a regular file"
        case .tooLarge(let path, let size, let limit): "\(path) is \(size) bytes, over the \(PackPolicy.describe(bytes: limit)) limit; it was not read"
        case .refused(let path, let refusal): "\(path) was refused: \(refusal)"
        }
    }

    /// What is wrong, without the path (for messages that name the file already).
    public var reason: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .noSuchFile: "no such file"
        case .notAFile(_, let kind): kind == .symbolicLink ? "it is a symbolic link, which packtool never follows" : "it is \(kind.phrase), not a regular file"
        case .tooLarge(_, let size, let limit): "it is \(size) bytes, over the \(PackPolicy.describe(bytes: limit)) limit; it was not read"
        case .refused(_, let refusal): "refused: \(refusal)"
        }
    }

    /// True when the input is at fault (exit 1); false when packtool could not read it (exit 2).
    public var isRefusal: Bool {
        switch self {
        case .unreadable, .noSuchFile: false
        case .notAFile, .tooLarge, .refused: true
        }
    }
}

/// The one way to read a pack's files, whatever holds them: a folder on disk, an archive
/// (vetted and read in memory, never extracted), or memory (check examples, tests, an
/// app). Every command reads packs through this and nothing else: it lists entries with
/// their kinds, reads a regular file only and never more than a limit, and never
/// follows a link.
public protocol PackFiles: Sendable {
    /// How the user named the pack (a path, a URL, a pack name), used in every message.
    var displayPath: String { get }
    /// The name of the folder the pack sits in, compared with the map's `glyphSet`; empty
    /// when there is none (an archive with its files at the root).
    var folderName: String { get }
    /// Every entry of the pack, with its kind.
    func list() throws(PackReadError) -> PackListing
    /// Every entry with its kind, as `list()` has them, but a regular file's size may be
    /// left as `PackFileInfo.unknownSize` where only a system call an entry would say it
    /// (a folder: `readdir` gives the kind, `stat` the size). For a reader that reads the
    /// files anyway and takes their sizes from the read; `size(ofListed:)` gives the rest.
    func listKinds() throws(PackReadError) -> PackListing
    /// The size of a regular entry whose size `listKinds()` left unknown, as `list()` would
    /// give it (links not followed); 0 when it is no longer a regular file.
    func size(ofListed name: String) -> Int
    /// A regular file's bytes. Refuses a name that is not a regular file of the pack's
    /// folder (a link, a folder, a path with `/`) and a file over `limit`, unread.
    func read(_ name: String, limit: Int) throws(PackReadError) -> [UInt8]
}

extension PackFiles {
    /// Sizes are known wherever listing costs nothing per entry (memory, an archive).
    public func listKinds() throws(PackReadError) -> PackListing { try list() }

    public func size(ofListed name: String) -> Int {
        (try? list().entries.first { $0.name == name && $0.kind == .regular }?.size) ?? 0
    }

    /// A file read under the policy's limit for one file.
    public func read(_ name: String, policy: PackPolicy = .standard) throws(PackReadError) -> [UInt8] {
        try read(name, limit: policy.maximumFileBytes)
    }

    /// The path of a file inside the pack, for messages.
    public func path(of name: String) -> String {
        Self.path(of: name, in: displayPath)
    }

    static func path(of name: String, in displayPath: String) -> String {
        displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
    }
}

/// A plain file name in a pack's folder: one segment, not `.` or `..`.
func isPlainEntryName(_ name: String) -> Bool {
    // Over the contiguous bytes: `contains` on the UTF-8 view went through the
    // generic sequence, some 30 instructions a byte, twice for every file read.
    !name.isEmpty && name != "." && name != ".."
        && ByteSearch.withBytes(of: name) { !ByteSearch.contains(byte: UInt8(ascii: "/"), in: $0) && !ByteSearch.contains(byte: 0, in: $0) }
}

// MARK: - A folder

/// What `stat` says of a file, enough to tell that it may have changed without reading
/// it: device and inode (a new file renamed over the old), size, and the modification
/// and status-change times to the nanosecond.
public struct FileStamp: Sendable, Hashable {
    public var device: UInt64 = 0
    public var inode: UInt64 = 0
    public var size: Int64 = 0
    public var modified: [Int64] = [0, 0]
    public var changed: [Int64] = [0, 0]

    public init() {}

    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = [Int64(info.st_mtimespec.tv_sec), Int64(info.st_mtimespec.tv_nsec)]
        changed = [Int64(info.st_ctimespec.tv_sec), Int64(info.st_ctimespec.tv_nsec)]
        #else
        modified = [Int64(info.st_mtim.tv_sec), Int64(info.st_mtim.tv_nsec)]
        changed = [Int64(info.st_ctim.tv_sec), Int64(info.st_ctim.tv_nsec)]
        #endif
    }
}

/// A pack folder on disk. Links are listed as links and never followed.
///
/// The folder is opened once and its files are listed and opened relative to it
/// (`fstatat`, `openat`, `O_NOFOLLOW`): the kernel then resolves one name per file rather
/// than the whole path, every file comes from the folder that was listed, and a link
/// swapped in after the listing is still never followed.
public struct FolderPackFiles: PackFiles {
    public let folder: URL
    public let displayPath: String
    /// The folder's path, worked out once: URL arithmetic per file is costly on Linux.
    private let folderPath: String
    /// The open folder; nil when it could not be opened (listing then says why).
    private let directory: DirectoryDescriptor?

    public init(folder: URL, displayPath: String? = nil) {
        // `URL.path` once: Foundation builds a `Set` on every call (some 3,600 instructions).
        let path = folder.path
        self.folder = folder
        self.displayPath = displayPath ?? path
        self.folderPath = path
        self.directory = DirectoryDescriptor(path: path)
    }

    /// The folder's last component once `.` and `..` are worked out, as
    /// `URL.standardizedFileURL.lastPathComponent` gives it, on the path's text
    /// (`LintPaths.standardized`): the URL round trip cost more than a small pack's listing.
    public var folderName: String {
        guard folderPath.hasPrefix("/") else { return folder.standardizedFileURL.lastPathComponent }
        let path = LintPaths.standardized(folderPath)
        guard path != "/", let slash = path.lastIndex(of: "/") else { return "/" }
        return String(path[path.index(after: slash)...])
    }

    /// Whether the folder could be opened at all.
    public var exists: Bool { directory != nil }

    public func list() throws(PackReadError) -> PackListing {
        let (directory, entries) = try entries()
        return PackListing(entries: entries.map { Self.info(directory, $0.name) })
    }

    /// The kinds from `readdir`'s `d_type`, with no `fstatat` an entry (a name look-up in
    /// the kernel, half of lint's system calls): a regular file's size is left unknown,
    /// for the read's own `fstat` to give. The kind is what `fstatat` would say at the
    /// same moment, links not followed (`d_type` is the entry's own type); a file system
    /// that does not fill it in (`DT_UNKNOWN`) gets `fstatat` as `list()` does. Nothing is
    /// trusted for reading: `read` opens with `O_NOFOLLOW` and refuses what its `fstat`
    /// finds is not a regular file, or is over the limit, before a byte is read.
    public func listKinds() throws(PackReadError) -> PackListing {
        try listKinds(trustingEntryTypes: true)
    }

    /// `listKinds()`; with `trustingEntryTypes` false every entry takes the `DT_UNKNOWN`
    /// way (tests: the file systems here all fill `d_type` in).
    func listKinds(trustingEntryTypes: Bool) throws(PackReadError) -> PackListing {
        let (directory, entries) = try entries()
        return PackListing(entries: entries.map { entry in
            guard trustingEntryTypes, let kind = Self.kind(entryType: entry.type) else { return Self.info(directory, entry.name) }
            return PackFileInfo(name: entry.name, kind: kind, size: kind == .regular ? PackFileInfo.unknownSize : 0)
        })
    }

    public func size(ofListed name: String) -> Int {
        guard let directory, isPlainEntryName(name) else { return 0 }
        return Self.info(directory, name).size
    }

    /// The open folder and its entries, or why they cannot be listed.
    private func entries() throws(PackReadError) -> (DirectoryDescriptor, [DirectoryDescriptor.Entry]) {
        guard let directory, let entries = directory.entries() else {
            // Foundation's listing, for its description of what is wrong.
            do {
                _ = try FileManager.default.contentsOfDirectory(atPath: folderPath)
            } catch {
                throw .unreadable(path: displayPath, reason: FileErrorText.describe(error))
            }
            throw .unreadable(path: displayPath, reason: "the folder could not be read")
        }
        return (directory, entries)
    }

    /// One entry as `fstatat` sees it, links not followed.
    private static func info(_ directory: DirectoryDescriptor, _ name: String) -> PackFileInfo {
        status(directory, name).info
    }

    /// One entry as `fstatat` sees it, links not followed, with what `fstatat` said (nil
    /// when it failed: the entry is then special, as it cannot be read either).
    private static func status(_ directory: DirectoryDescriptor, _ name: String) -> (info: PackFileInfo, status: stat?) {
        var status = stat()
        guard fstatat(directory.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return (PackFileInfo(name: name, kind: .special, size: 0), nil) }
        let kind = Self.kind(status.st_mode)
        return (PackFileInfo(name: name, kind: kind, size: kind == .regular ? Int(status.st_size) : 0), status)
    }

    /// The listing with each entry's stat stamp (from the same `fstatat`, links not
    /// followed): what a watcher compares before it reads a byte.
    public func listStamped() throws(PackReadError) -> [(info: PackFileInfo, stamp: FileStamp)] {
        let (directory, entries) = try entries()
        return entries.map { entry -> (info: PackFileInfo, stamp: FileStamp) in
            let (info, status) = Self.status(directory, entry.name)
            return (info, status.map(FileStamp.init) ?? FileStamp())
        }
    }

    /// The kind `readdir` gives an entry; nil when it does not say (`DT_UNKNOWN`).
    static func kind(entryType: UInt8) -> PackFileKind? {
        switch Int32(entryType) {
        case Int32(DT_REG): .regular
        case Int32(DT_DIR): .directory
        case Int32(DT_LNK): .symbolicLink
        case Int32(DT_FIFO), Int32(DT_CHR), Int32(DT_BLK), Int32(DT_SOCK): .special
        default: nil
        }
    }

    static func kind(_ mode: mode_t) -> PackFileKind {
        switch mode & S_IFMT {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        default: .special
        }
    }

    public func read(_ name: String, limit: Int) throws(PackReadError) -> [UInt8] {
        // The name shown in an error is only spelled out for one: this runs per file. It
        // holds the display path, not `self`: capturing `self` copied the whole source
        // (its URL, paths and folder) and released it again, once a file.
        let displayPath = displayPath
        var shown: String { Self.path(of: name, in: displayPath) }
        guard isPlainEntryName(name) else { throw .noSuchFile(path: shown) }
        // O_NONBLOCK: a FIFO is opened without waiting for a writer, then refused.
        let flags = O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC
        // `withCString`: a name of up to 15 bytes is a small string, with no C string in
        // memory, and handing the String to `openat` built one on the heap (a malloc and a
        // free a file); `withCString` copies a small one onto the stack.
        let descriptor = directory.map { directory in name.withCString { openat(directory.descriptor, $0, flags) } } ?? open(folderPath + "/" + name, flags)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw .noSuchFile(path: shown)
            case ELOOP: throw .notAFile(path: shown, kind: .symbolicLink)
            default: throw .unreadable(path: shown, reason: String(cString: strerror(code)))
            }
        }
        defer { close(descriptor) }
        return try BoundedRead.regularFile(descriptor, limit: limit, shown: shown)
    }
}

/// Reading an open file: a regular file only, and never more than its size when opened
/// (so never more than the limit, whatever the file grows to while it is read).
enum BoundedRead {
    static func regularFile(_ descriptor: Int32, limit: Int, shown: @autoclosure () -> String) throws(PackReadError) -> [UInt8] {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(path: shown(), reason: String(cString: strerror(errno))) }
        let kind = FolderPackFiles.kind(info.st_mode)
        guard kind == .regular else { throw .notAFile(path: shown(), kind: kind) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(path: shown(), size: Int(info.st_size), limit: limit) }
        // Read straight into the array's storage: no zero-filling first.
        var failure: Int32 = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, initialized in
            while initialized < buffer.count {
                let count = Foundation.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                // The file shrank while it was read: keep what is there.
                if count == 0 { return }
                initialized += count
            }
        }
        if failure != 0 { throw .unreadable(path: shown(), reason: String(cString: strerror(failure))) }
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

    /// An entry's name and its `d_type`.
    struct Entry {
        let name: String
        let type: UInt8
    }

    /// The folder's entries but `.` and `..`, in the order the file system gives them;
    /// nil when they cannot be read.
    func entries() -> [Entry]? {
        // fdopendir takes over the descriptor it is given: give it a copy.
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        guard let stream = fdopendir(copy) else {
            close(copy)
            return nil
        }
        defer { closedir(stream) }
        rewinddir(stream)
        var entries: [Entry] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { entries.append(Entry(name: name, type: entry.pointee.d_type)) }
        }
        return entries
    }
}

// MARK: - Memory

/// A pack held in memory: check examples, tests, an app that has the bytes already.
public struct MemoryPackFiles: PackFiles {
    public let displayPath: String
    public let folderName: String
    public let files: [String: [UInt8]]
    /// Entries that are not regular files (folders, links …): listed, never readable.
    public let otherEntries: [String: PackFileKind]
    /// As an archive's entries outside its pack folder (`__MACOSX/…`).
    public let outside: [String]
    /// When set, listing fails as a refused archive does.
    public let refusal: ArchiveRefusal?

    public init(folderName: String, files: [String: [UInt8]], displayPath: String? = nil,
                otherEntries: [String: PackFileKind] = [:], outside: [String] = [], refusal: ArchiveRefusal? = nil) {
        self.folderName = folderName
        self.files = files
        self.displayPath = displayPath ?? folderName
        self.otherEntries = otherEntries
        self.outside = outside
        self.refusal = refusal
    }

    public func list() throws(PackReadError) -> PackListing {
        if let refusal { throw .refused(path: displayPath, refusal) }
        let regular = files.map { PackFileInfo(name: $0.key, kind: .regular, size: $0.value.count) }
        let others = otherEntries.map { PackFileInfo(name: $0.key, kind: $0.value, size: 0) }
        return PackListing(entries: regular + others, outside: outside)
    }

    public func read(_ name: String, limit: Int) throws(PackReadError) -> [UInt8] {
        if let refusal { throw .refused(path: displayPath, refusal) }
        if let kind = otherEntries[name] { throw .notAFile(path: path(of: name), kind: kind) }
        guard let bytes = files[name] else { throw .noSuchFile(path: path(of: name)) }
        guard bytes.count <= limit else { throw .tooLarge(path: path(of: name), size: bytes.count, limit: limit) }
        return bytes
    }
}
