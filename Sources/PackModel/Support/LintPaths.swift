import Foundation

/// Paths as reports and configuration files need them: absolute, relative to a folder,
/// with forward slashes.
public enum LintPaths {
    /// A path as typed (relative to `cwd`, `~` expanded) as an absolute file URL.
    public static func fileURL(_ path: String, cwd: URL) -> URL {
        // NSString's tilde expansion is costly on Linux and runs once per argument.
        URL(fileURLWithPath: absolute(path.hasPrefix("~") ? (path as NSString).expandingTildeInPath : path, cwd: cwd))
    }

    /// The path as an absolute, standardized path (a relative one is taken from `cwd`).
    public static func absolute(_ path: String, cwd: URL) -> String {
        standardized(path.hasPrefix("/") ? path : cwd.path + "/" + path)
    }

    /// An absolute path with `.` and `..` components and repeated or trailing slashes
    /// removed, as `URL.standardizedFileURL` gives it (no link is followed), worked out on
    /// the text: this runs for every pack named on the command line and every finding,
    /// and the URL round trip cost more than linting a small pack.
    static func standardized(_ absolutePath: String) -> String {
        standardizedASCII(absolutePath) ?? standardizedByCharacter(absolutePath)
    }

    /// `standardized` for any text, by `Character`.
    static func standardizedByCharacter(_ absolutePath: String) -> String {
        var parts: [Substring] = []
        for part in absolutePath.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
                continue
            }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `standardized` over the bytes of an ASCII path (nil for any other): splitting and
    /// joining by `Character` cost some 24,000 instructions a path, and in ASCII a
    /// character is a byte (the one pair that is not, CR LF, is neither `/` nor `.`).
    static func standardizedASCII(_ absolutePath: String) -> String? {
        var path = absolutePath
        return path.withUTF8 { bytes -> String? in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 1)
            var starts: [Int] = []  // where each kept component's `/` is in `out`
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x80 { return nil }
                if bytes[index] == UInt8(ascii: "/") { index += 1; continue }
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "/") {
                    if bytes[end] >= 0x80 { return nil }
                    end += 1
                }
                let length = end - index
                if length == 1, bytes[index] == UInt8(ascii: ".") {
                    // `.`: nothing
                } else if length == 2, bytes[index] == UInt8(ascii: "."), bytes[index + 1] == UInt8(ascii: ".") {
                    if let start = starts.popLast() { out.removeSubrange(start...) }
                } else {
                    starts.append(out.count)
                    out.append(UInt8(ascii: "/"))
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<end]))
                }
                index = end
            }
            return out.isEmpty ? "/" : String(decoding: out, as: UTF8.self)
        }
    }

    /// `path` relative to `base` when it lies inside it, else nil. "" means `base` itself.
    public static func relative(_ path: String, to base: URL, cwd: URL) -> String? {
        let target = absolute(path, cwd: cwd)
        var root = standardized(base.path)
        if target == root { return "" }
        if !root.hasSuffix("/") { root += "/" }
        guard target.hasPrefix(root) else { return nil }
        return String(target.dropFirst(root.count))
    }

    /// Relative to `base` when inside it, else absolute: what reports print.
    public static func display(_ path: String, base: URL, cwd: URL) -> String {
        relative(path, to: base, cwd: cwd).map { $0.isEmpty ? "." : $0 } ?? absolute(path, cwd: cwd)
    }
}
