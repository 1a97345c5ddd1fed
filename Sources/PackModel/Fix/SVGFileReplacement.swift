import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be fixed in place.
public struct SVGFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public let path: String
    public let message: String
    public let hint: String

    public var description: String { "\(path): \(message)" }
}

/// The file side of `packtool fix`: which files a path names, reading them without
/// following links, and replacing one atomically (a temporary file in the same folder,
/// its mode copied, then one rename). Nothing else is ever written.
public enum SVGFileReplacement {
    /// The SVG files a path names: the file itself, or every `.svg` regular file directly
    /// inside a folder (a pack folder holds its glyphs side by side; whether the letter
    /// map names them or not, lint reads them all). Links are never followed: a link
    /// named on the command line or found in the folder is an error of its own.
    public static func files(at path: String) -> (files: [String], errors: [SVGFileError]) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return ([], [SVGFileError(path: path, message: "cannot be read: \(String(cString: strerror(errno)))", hint: "check the path")])
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return ([path], [])
        case S_IFDIR:
            let folder = URL(fileURLWithPath: path)
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
            var files: [String] = []
            var errors: [SVGFileError] = []
            for name in names where name.lowercased().hasSuffix(".svg") && !name.hasPrefix(".") {
                let child = folder.appendingPathComponent(name).path
                var childInfo = stat()
                guard lstat(child, &childInfo) == 0 else { continue }
                if childInfo.st_mode & S_IFMT == S_IFREG {
                    files.append(child)
                } else {
                    errors.append(notRegular(child, childInfo))
                }
            }
            return (files, errors)
        default:
            return ([], [notRegular(path, info)])
        }
    }

    static func notRegular(_ path: String, _ info: stat) -> SVGFileError {
        let kind = info.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : "not a regular file"
        return SVGFileError(path: path, message: "is \(kind); packtool fix never follows or writes links and special files",
                            hint: "fix the file the link points at by its own path, or replace the link with the file")
    }

    /// The bytes of a regular file (never through a link), at most `maximumBytes`.
    public static func read(_ path: String, maximumBytes: Int = PackPolicy.standard.maximumFileBytes) -> Result<[UInt8], SVGFileError> {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            return .failure(SVGFileError(path: path, message: errno == ELOOP ? "is a symbolic link; packtool fix never follows links" : "cannot be opened: \(String(cString: strerror(errno)))",
                                         hint: "fix the file itself, by its own path"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failure(notRegular(path, info)) }
        guard Int(info.st_size) <= maximumBytes else {
            return .failure(SVGFileError(path: path, message: "is \(info.st_size) bytes, over the \(maximumBytes / 1024 / 1024) MiB a glyph may have; it was not read",
                                         hint: "export the glyph again with less detail"))
        }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + total, $0.count - total) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            total += count
        }
        return .success(Array(bytes.prefix(total)))
    }

    /// Replaces a regular file's contents in one rename: written to a temporary file
    /// beside it, given the file's mode, synced, renamed over it. The file is checked
    /// again just before the rename, so a link put in its place is never written through.
    public static func replace(_ path: String, with bytes: [UInt8]) -> SVGFileError? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return notRegular(path, info)
        }
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var template = Array("\(folder)/.\(url.lastPathComponent).packtool-fix-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            return SVGFileError(path: path, message: "cannot write beside it: \(String(cString: strerror(errno)))", hint: "check that the folder is writable")
        }
        let temporary = String(cString: template)
        func fail(_ what: String) -> SVGFileError {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            return SVGFileError(path: path, message: "\(what): \(reason); the file was left as it was", hint: "check the disk and the folder's permissions")
        }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, $0.count - written) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return fail("cannot write") }
            written += count
        }
        guard fchmod(fd, info.st_mode & 0o7777) == 0 else { return fail("cannot copy the file mode") }
        guard fsync(fd) == 0 else { return fail("cannot sync") }
        close(fd)
        var again = stat()
        guard lstat(path, &again) == 0, again.st_mode & S_IFMT == S_IFREG, again.st_ino == info.st_ino else {
            unlink(temporary)
            return SVGFileError(path: path, message: "changed while it was being fixed; it was left as it was", hint: "run packtool fix again")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return SVGFileError(path: path, message: "cannot be replaced: \(reason); the file was left as it was", hint: "check the folder's permissions")
        }
        AtomicRename.syncFolder(URL(fileURLWithPath: folder))
        return nil
    }
}
