import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renames used by the installer. `exchange` swaps two folders in one atomic step when
/// the system and file system can (Linux `renameat2(RENAME_EXCHANGE)`, found at run time
/// because Glibc's Swift overlay does not declare it; macOS `renamex_np(RENAME_SWAP)`).
enum AtomicRename {
    enum Outcome { case exchanged, unsupported }

    static func rename(_ from: URL, to: URL) throws(POSIXFailure) {
        guard Foundation.rename(from.path, to.path) == 0 else { throw POSIXFailure(operation: "rename \(from.lastPathComponent) to \(to.lastPathComponent)") }
    }

    /// Renames `from` to `to` only when nothing is at `to` (Linux `renameat2(RENAME_NOREPLACE)`,
    /// macOS `renamex_np(RENAME_EXCL)`): a plain rename would replace an empty folder there.
    /// Where the system cannot say so atomically, `to` is checked just before the rename.
    static func renameNoReplace(_ from: URL, to: URL) throws(POSIXFailure) {
        #if canImport(Glibc)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") {
            let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
            let noReplace: UInt32 = 1 << 0 // RENAME_NOREPLACE
            if renameat2(AT_FDCWD, from.path, AT_FDCWD, to.path, noReplace) == 0 { return }
            let code = errno
            guard code == EINVAL || code == ENOSYS || code == ENOTSUP || code == EOPNOTSUPP else {
                throw POSIXFailure(operation: "rename \(from.lastPathComponent) to \(to.lastPathComponent)", code: code)
            }
        }
        #elseif canImport(Darwin)
        if renamex_np(from.path, to.path, UInt32(RENAME_EXCL)) == 0 { return }
        let code = errno
        guard code == EINVAL || code == ENOTSUP else {
            throw POSIXFailure(operation: "rename \(from.lastPathComponent) to \(to.lastPathComponent)", code: code)
        }
        #endif
        var info = stat()
        if lstat(to.path, &info) == 0 { throw POSIXFailure(operation: "rename \(from.lastPathComponent) to \(to.lastPathComponent)", code: EEXIST) }
        try rename(from, to: to)
    }

    static func exchange(_ first: URL, _ second: URL) throws(POSIXFailure) -> Outcome {
        #if canImport(Glibc)
        typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return .unsupported }
        let renameat2 = unsafeBitCast(symbol, to: RenameAt2.self)
        let exchangeFlag: UInt32 = 1 << 1 // RENAME_EXCHANGE
        let result = renameat2(AT_FDCWD, first.path, AT_FDCWD, second.path, exchangeFlag)
        #elseif canImport(Darwin)
        let result = renamex_np(first.path, second.path, UInt32(RENAME_SWAP))
        #endif
        if result == 0 { return .exchanged }
        let code = errno
        if code == EINVAL || code == ENOSYS || code == ENOTSUP || code == EOPNOTSUPP { return .unsupported }
        throw POSIXFailure(operation: "exchange \(first.lastPathComponent) and \(second.lastPathComponent)", code: code)
    }

    /// Makes renames inside a folder durable (against power loss, not only a kill).
    static func syncFolder(_ folder: URL) {
        let fd = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}

/// A failed system call: what was being done and errno's text.
struct POSIXFailure: Error, CustomStringConvertible {
    let operation: String
    let code: Int32

    init(operation: String, code: Int32 = errno) {
        self.operation = operation
        self.code = code
    }

    var description: String { "\(operation): \(String(cString: strerror(code)))" }
}
