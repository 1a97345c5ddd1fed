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

    public var description: String { message.contains(path) ? message : "\(path): \(message)" }
}

/// The file side of `packtool fix`: which files a path names, reading them without
/// following links, and replacing one atomically (a temporary file in the same folder,
/// its mode copied, then one rename). Nothing else is ever written.
public enum SVGFileReplacement {
    /// The SVG files a path names: the file itself, or every `.svg` regular file directly
    /// inside a folder (a pack folder holds its glyphs side by side; whether the letter
    /// map names them or not, lint reads them all). Links are never followed: a link
    /// named on the command line or found in the folder is an error of its own. A
    /// regular file named on the command line that is not an SVG (a hook passes every
    /// staged file of a pack: letter_map.json, a README) is skipped, not an error.
    public static func files(at path: String) -> (files: [String], errors: [SVGFileError], skipped: [String]) {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            return ([], [SVGFileError(path: path, message: "cannot be read: \(String(cString: strerror(errno)))", hint: "check the path")], [])
        }
        switch FolderPackFiles.kind(info.st_mode) {
        case .regular:
            return PackName.isSVGFile(path) ? ([path], [], []) : ([], [], [path])
        case .directory:
            // The pack seam lists the folder: links and special files come back as what they are.
            let pack = FolderPackFiles(folder: URL(fileURLWithPath: path), displayPath: path)
            let listing: PackListing
            do {
                listing = try pack.list()
            } catch {
                return ([], [SVGFileError(path: path, message: "cannot be listed: \(error)", hint: "check the folder's permissions")], [])
            }
            var files: [String] = []
            var errors: [SVGFileError] = []
            for entry in listing.entries where PackName.isPackSVG(entry.name) {
                if entry.kind == .regular {
                    files.append(pack.path(of: entry.name))
                } else {
                    errors.append(notRegular(pack.path(of: entry.name), entry.kind))
                }
            }
            return (files, errors, [])
        case let kind:
            return ([], [notRegular(path, kind)], [])
        }
    }

    static func notRegular(_ path: String, _ kind: PackFileKind) -> SVGFileError {
        SVGFileError(path: path, message: "\(path) is \(kind.phrase); packtool fix never follows or writes links and special files",
                     hint: "fix the file the link points at by its own path, or replace the link with the file")
    }

    /// The bytes of a regular file, read through the pack seam (never through a link,
    /// never more than the policy's limit for one file).
    public static func read(_ path: String, policy: PackPolicy = .standard) -> Result<[UInt8], SVGFileError> {
        let url = URL(fileURLWithPath: path)
        let folder = FolderPackFiles(folder: url.deletingLastPathComponent(), displayPath: url.deletingLastPathComponent().path)
        do {
            return .success(try folder.read(url.lastPathComponent, policy: policy))
        } catch {
            return .failure(SVGFileError(path: path, message: "\(error)", hint: "fix the file itself, by its own path"))
        }
    }

    /// Replaces a regular file's contents in one rename: written to a temporary file
    /// beside it, given the file's mode, synced, renamed over it. The file is checked
    /// again just before the rename, so a link put in its place is never written through.
    public static func replace(_ path: String, with bytes: [UInt8]) -> SVGFileError? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return notRegular(path, FolderPackFiles.kind(info.st_mode))
        }
        do throws(SmallFile.WriteFailure) {
            // The one atomic writer: the file's own mode, and left alone if it changed meanwhile.
            try SmallFile.write(URL(fileURLWithPath: path), bytes: bytes, unchangedSince: info)
        } catch {
            if error.code == 0 {
                return SVGFileError(path: path, message: "changed while it was being fixed; it was left as it was", hint: "run packtool fix again")
            }
            return SVGFileError(path: path, message: "\(error.reason); the file was left as it was", hint: "check the disk and the folder's permissions")
        }
        return nil
    }
}
