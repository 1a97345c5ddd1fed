import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading files that may be hostile: never through a link (unless asked), only regular
/// files (a FIFO never blocks: it is opened non-blocking and refused), never more than
/// the limit, whatever the file grows to while being read.
enum SafeFile {
    static func read(_ url: URL, limit: Int, what: String, followLinks: Bool = true, entry: String? = nil) throws(ArchiveRefusal) -> [UInt8] {
        var flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        if !followLinks { flags |= O_NOFOLLOW }
        let fd = open(url.path, flags)
        guard fd >= 0 else {
            let code = errno
            if !followLinks && code == ELOOP { throw .entry(entry ?? url.lastPathComponent, .link) }
            throw .unreadable(path: url.path, reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(path: url.path, reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            if let entry { throw .entry(entry, .notRegularFile) }
            throw .unreadable(path: url.path, reason: "not a regular file")
        }
        guard Int(info.st_size) <= limit else { throw .tooLarge(what: what, size: Int(info.st_size), limit: limit) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(path: url.path, reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
            guard bytes.count <= limit else { throw .tooLarge(what: what, size: bytes.count, limit: limit) }
        }
        return bytes
    }
}
