import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way packtool reads and writes the small files that are not part of a pack:
/// keys, catalogues and their signatures, the trust file, baselines, `.packtool.json`
/// and installed manifests.
///
/// Reading is bounded and never follows a link: the file is opened with `O_NOFOLLOW`
/// (a link at the name is refused, not followed), must be a regular file, and is read
/// only when its size is within the limit `PackPolicy` sets for its kind (not a byte of
/// a larger one is read). Writing is atomic: a temporary file beside the target
/// (created exclusively, given its mode, synced), renamed over it, the folder synced;
/// a reader sees the old file or the new one, and a failure leaves the old one and no
/// temporary file. Only a regular file, a link or a free name is replaced: a stream
/// (`/dev/null`, a terminal, a pipe, `/dev/stdout`) is written into, never replaced, and
/// a folder, a socket or a block device is refused (`Destination`).
public enum SmallFile {
    /// What a small file is; each kind has its limit in `PackPolicy` and a word for messages.
    public enum Kind: String, Sendable, CaseIterable {
        /// `NAME.key` or `NAME.pub`.
        case key
        /// `catalogue.json`.
        case catalogue
        /// `catalogue.json.sig`.
        case signature
        /// `<documents>/packtool-trust.json`.
        case trust
        /// A lint baseline (`--baseline`, `--write-baseline`).
        case baseline
        /// `.packtool.json`.
        case configuration
        /// An installed pack's `manifest.json`.
        case manifest
        /// The trick recogniser's model (`packtool trick`).
        case trickModel

        /// The largest file of this kind `policy` allows.
        public func limit(_ policy: PackPolicy) -> Int {
            switch self {
            case .key: policy.maximumKeyFileBytes
            case .catalogue: policy.maximumCatalogueBytes
            case .signature: policy.maximumSignatureBytes
            case .trust: policy.maximumTrustFileBytes
            case .baseline: policy.maximumBaselineBytes
            case .configuration: policy.maximumConfigurationBytes
            case .manifest: policy.maximumJSONBytes
            case .trickModel: policy.maximumTrickModelBytes
            }
        }

        /// The kind in words: "the key file", "the baseline".
        public var phrase: String {
            switch self {
            case .key: "the key file"
            case .catalogue: "the catalogue"
            case .signature: "the catalogue's signature"
            case .trust: "the trust file"
            case .baseline: "the baseline"
            case .configuration: "the configuration file"
            case .manifest: "the manifest"
            case .trickModel: "the trick model"
            }
        }
    }

    /// A regular file's bytes, within the limit of its kind; never through a link.
    /// - Throws: `.noSuchFile` when nothing has the name; `.notAFile` for a link, a folder
    ///   or a special file; `.tooLarge` (unread) over the limit; `.unreadable` otherwise.
    public static func read(_ path: String, kind: Kind, policy: PackPolicy = .standard) throws(PackReadError) -> [UInt8] {
        try read(path, limit: kind.limit(policy))
    }

    /// As `read(_:kind:policy:)`, but nil when there is no file of that name.
    public static func readIfPresent(_ path: String, kind: Kind, policy: PackPolicy = .standard) throws(PackReadError) -> [UInt8]? {
        do throws(PackReadError) {
            return try read(path, kind: kind, policy: policy)
        } catch {
            if case .noSuchFile = error { return nil }
            throw error
        }
    }

    /// A regular file's bytes within `limit`; never through a link.
    static func read(_ path: String, limit: Int) throws(PackReadError) -> [UInt8] {
        // O_NONBLOCK: a FIFO is opened without waiting for a writer, then refused.
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw .noSuchFile(path: path)
            case ELOOP: throw .notAFile(path: path, kind: .symbolicLink)
            default: throw .unreadable(path: path, reason: String(cString: strerror(code)))
            }
        }
        defer { close(descriptor) }
        return try BoundedRead.regularFile(descriptor, limit: limit, shown: path)
    }

    /// What to do about a file `read` refused, for a message's hint.
    public static func hint(for error: PackReadError, kind: Kind) -> String {
        switch error {
        case .notAFile(_, .symbolicLink): "packtool never reads \(kind.phrase) through a symbolic link: give the file itself (copy it in place of the link)"
        case .notAFile: "give a regular file as \(kind.phrase)"
        case .tooLarge: "this is not \(kind.phrase) packtool wrote; give the right file"
        default: "check the path and its permissions"
        }
    }

    // MARK: - Writing

    /// Replaces (or creates) `url` with `bytes` in one rename. The new file gets `mode`;
    /// nil keeps the mode of the file it replaces (0644 for a new file). With
    /// `unchangedSince`, the file is checked again just before the rename and left as it
    /// is when it is no longer that regular file (a link put in its place is never
    /// written through: the rename replaces a name, it never writes into a link's target).
    public static func write(_ url: URL, bytes: [UInt8], mode: mode_t? = nil, unchangedSince: stat? = nil) throws(WriteFailure) {
        let path = url.path
        let folder = url.deletingLastPathComponent().path
        if unchangedSince == nil {
            switch Destination(path) {
            case .file: break
            case .descriptor(let descriptor):
                guard writeAll(descriptor, bytes) else { throw WriteFailure(path: path, step: "cannot write", code: errno) }
                return
            case .stream:
                try writeIntoStream(path, bytes: bytes)
                return
            case .refused(let what):
                throw WriteFailure(path: path, step: "is \(what), not a file; give the name of a file to write", code: 0)
            }
        }
        var existing = stat()
        let exists = lstat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
        let newMode = mode ?? (exists ? existing.st_mode & 0o7777 : 0o644)
        var template = Array("\(folder)/.\(url.lastPathComponent).packtool-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw WriteFailure(path: path, step: "cannot create a temporary file beside it", code: errno) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        func fail(_ step: String, _ code: Int32 = errno) -> WriteFailure {
            close(fd)
            unlink(temporary)
            return WriteFailure(path: path, step: step, code: code)
        }
        guard writeAll(fd, bytes) else { throw fail("cannot write") }
        guard fchmod(fd, newMode) == 0 else { throw fail("cannot set the file's mode") }
        guard fsync(fd) == 0 else { throw fail("cannot sync") }
        close(fd)
        if let before = unchangedSince {
            var again = stat()
            guard lstat(path, &again) == 0, again.st_mode & S_IFMT == S_IFREG, again.st_ino == before.st_ino, again.st_dev == before.st_dev else {
                unlink(temporary)
                throw WriteFailure(path: path, step: "changed while packtool was working on it", code: 0)
            }
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw WriteFailure(path: path, step: "cannot be replaced", code: code)
        }
        AtomicRename.syncFolder(URL(fileURLWithPath: folder))
    }

    /// What a name to write is. A rename replaces a name, so it is the way to write a file
    /// and the wrong way to write anything else: renamed over, `/dev/null` or a FIFO would
    /// become a regular file (for root, for every program on the machine), and `/dev/stdout`
    /// (a link to `/proc/self/fd/1` on Linux) a file in `/dev`.
    enum Destination: Equatable {
        /// Free, a regular file, or a link to one or to nothing: replaced by rename (a link's
        /// name then holds the new file; its target is never written).
        case file
        /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: this process's own
        /// descriptor N, written where it stands (as a shell reads these names).
        case descriptor(Int32)
        /// A character device or a FIFO, or a link to one: opened and written into.
        case stream
        /// A folder, a socket or a block device, in words.
        case refused(String)

        init(_ path: String) {
            if let descriptor = Self.ownDescriptor(path) {
                self = .descriptor(descriptor)
                return
            }
            var info = stat()
            guard lstat(path, &info) == 0 else {
                self = .file
                return
            }
            var kind = info.st_mode & S_IFMT
            if kind == S_IFLNK {
                guard stat(path, &info) == 0 else {
                    self = .file
                    return
                }
                kind = info.st_mode & S_IFMT
                if kind == S_IFREG || kind == S_IFDIR {
                    self = .file // the link is replaced, as before; a link to a folder too
                    return
                }
            }
            switch kind {
            case S_IFREG: self = .file
            case S_IFCHR, S_IFIFO: self = .stream
            case S_IFDIR: self = .refused("a folder")
            case S_IFSOCK: self = .refused("a socket")
            case S_IFBLK: self = .refused("a block device")
            default: self = .refused("a special file")
            }
        }

        /// N for the names of this process's own descriptors.
        static func ownDescriptor(_ path: String) -> Int32? {
            switch path {
            case "/dev/stdout": return 1
            case "/dev/stderr": return 2
            default:
                for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                    return Int32(path.dropFirst(prefix.count)).flatMap { $0 >= 0 ? $0 : nil }
                }
                return nil
            }
        }
    }

    /// Writes into a character device or a FIFO (through a link to one), checked again once
    /// open: anything else at the name by then is refused, not written.
    static func writeIntoStream(_ path: String, bytes: [UInt8]) throws(WriteFailure) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw WriteFailure(path: path, step: "cannot be opened for writing", code: errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT) else {
            throw WriteFailure(path: path, step: "changed while packtool was working on it", code: 0)
        }
        guard writeAll(descriptor, bytes) else { throw WriteFailure(path: path, step: "cannot write", code: errno) }
    }

    /// Every byte to `descriptor`, retrying short writes and interruptions; false on failure
    /// (errno says why; a write that takes no byte is a failure, never a loop that spins).
    public static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }

    /// Why a write failed; the old file (if any) is as it was and no temporary file is left.
    public struct WriteFailure: Error, Sendable, Equatable, CustomStringConvertible {
        public let path: String
        public let step: String
        /// errno, 0 when there is none.
        public let code: Int32

        public var description: String {
            code == 0 ? "\(path): \(step); it was left as it was"
                : "\(path): \(step): \(String(cString: strerror(code))); it was left as it was"
        }

        /// The reason without the path.
        public var reason: String { code == 0 ? step : "\(step): \(String(cString: strerror(code)))" }
    }
}
