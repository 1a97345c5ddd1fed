import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The advisory lock every run that changes a documents folder holds for its whole run:
/// `install`, `update`, `uninstall`, `outdated` (it records serials) and `catalogue
/// add/remove`. Each of them reads the trust file, works, and writes it whole; two at
/// once would lose what the first wrote (a serial, an installed version, a trusted
/// catalogue). Under this lock they take turns.
///
/// It is an `flock` on `<documents>/.packtool-documents.lock`: the kernel releases it when
/// the process ends, however it ends (a kill -9 included), so a dead run never blocks the
/// next one. The holder writes who it is into the file (pid, command, since when), so a
/// run that waited `PackPolicy.documentsLockWaitSeconds` in vain can say who holds it.
/// The installer's own lock (`GlyphSets/.packtool.lock`) stays: it guards the pack folder
/// for any caller of `PackInstaller`, this one the documents folder's state as a whole.
public final class DocumentsLock {
    public static let fileName = ".packtool-documents.lock"

    /// Why the lock was not taken.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// Another run held it for the whole wait; `holder` is what it wrote about itself.
        case held(path: String, holder: String?, waitedSeconds: Int)
        /// The documents folder or the lock file cannot be created or locked.
        case cannotLock(path: String, reason: String)

        public var description: String {
            switch self {
            case .held(let path, let holder, let waited):
                "another packtool run has changed this documents folder for over \(waited) seconds and still holds its lock (\(path))"
                    + (holder.map { ": \($0)" } ?? "")
            case .cannotLock(let path, let reason):
                "cannot lock the documents folder (\(path)): \(reason)"
            }
        }

        /// What to do, for the message's hint.
        public var hint: String {
            switch self {
            case .held:
                "wait for that run to finish and try again; if it is stuck, stop it (its pid is above). The lock is released when the process ends, so nothing needs deleting"
            case .cannotLock:
                "check that the documents folder (--documents) is writable"
            }
        }
    }

    private let descriptor: Int32
    /// The lock file.
    public let path: String
    /// The documents folder and the folders above it this run created, deepest first:
    /// removed again on release if the run left nothing in them, so a refused run leaves
    /// no folder behind.
    private let createdFolders: [String]

    private init(descriptor: Int32, path: String, createdFolders: [String]) {
        self.descriptor = descriptor
        self.path = path
        self.createdFolders = createdFolders
    }

    /// Releases the lock. The file is emptied first (nothing holds it now); a folder this
    /// run created and left empty but for the lock file is removed, still under the lock
    /// (a run waiting on the removed file notices and starts again).
    deinit {
        _ = ftruncate(descriptor, 0)
        if let documents = createdFolders.first, let names = try? FileManager.default.contentsOfDirectory(atPath: documents), names == [Self.fileName] {
            unlink(path)
            for folder in createdFolders where rmdir(folder) != 0 { break }
        }
        close(descriptor)
    }

    /// Takes the lock of `documents` (creating the folder when it is missing), waiting up
    /// to `waitSeconds` for another run; `waiting` is called once, with the holder's
    /// words, when the lock is not free at once. Released when the value is released.
    public static func acquire(documents: URL, command: String, waitSeconds: Int,
                               waiting: (String?) -> Void = { _ in }) throws(Failure) -> DocumentsLock {
        let folder = documents.standardizedFileURL
        let path = folder.appendingPathComponent(fileName).path
        let deadline = Date().addingTimeInterval(TimeInterval(max(0, waitSeconds)))
        var announced = false
        var createdFolders: [String] = []
        while true {
            var folderInfo = stat()
            if stat(folder.path, &folderInfo) != 0 {
                var missing: [String] = []
                var current = folder
                while stat(current.path, &folderInfo) != 0, current.path != "/" {
                    missing.append(current.path)
                    current = current.deletingLastPathComponent()
                }
                do {
                    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                } catch {
                    throw .cannotLock(path: path, reason: FileErrorText.describe(error))
                }
                if createdFolders.isEmpty { createdFolders = missing }
            }
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else {
                let code = errno
                if code == ENOENT { continue } // the folder was removed meanwhile by a run that created it
                throw .cannotLock(path: path, reason: String(cString: strerror(code)))
            }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                // The file locked must still be the one at the name (a run that created the
                // folder removes it on release): otherwise start again.
                var held = stat(), named = stat()
                guard fstat(fd, &held) == 0, lstat(path, &named) == 0, held.st_ino == named.st_ino, held.st_dev == named.st_dev else {
                    close(fd)
                    continue
                }
                let lock = DocumentsLock(descriptor: fd, path: path, createdFolders: createdFolders)
                lock.describe(command: command)
                return lock
            }
            let code = errno
            close(fd)
            guard code == EWOULDBLOCK || code == EINTR else { throw .cannotLock(path: path, reason: String(cString: strerror(code))) }
            let holder = Self.holder(path)
            if Date() >= deadline { throw .held(path: path, holder: holder, waitedSeconds: max(0, waitSeconds)) }
            if !announced {
                announced = true
                waiting(holder)
            }
            usleep(50_000)
        }
    }

    /// What the run holding the lock wrote about itself; nil when it wrote nothing yet.
    static func holder(_ path: String) -> String? {
        guard let bytes = try? SmallFile.read(path, limit: 4096) else { return nil }
        let text = String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.map(Character.init))
    }

    /// Writes who holds the lock into the lock file (it is read only for messages).
    private func describe(command: String) {
        let text = "held by pid \(getpid()), packtool \(command), since \(CatalogueTime.format(Date()))\n"
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = Array(text.utf8).withUnsafeBytes { pwrite(descriptor, $0.baseAddress!, $0.count, 0) }
    }
}
