import Foundation

/// What `install` installs from: a pack folder, an archive file, or an archive's bytes
/// already downloaded, with the SHA-256 the archive is expected to have. PackModel never
/// downloads anything; a front end fetches the bytes (packtool runs `curl`) and hands
/// them over here, so the same checks apply however the archive arrived.
public struct InstallSource: Sendable, CustomStringConvertible {
    public enum Origin: Sendable, Equatable {
        /// A pack folder.
        case folder(URL)
        /// An archive file.
        case archive(URL)
        /// An archive's bytes, downloaded from the URL (or wherever) named.
        case downloaded([UInt8], from: String)
    }

    public let origin: Origin
    /// The archive's expected SHA-256, 64 hex digits (either case); never for a folder.
    public let expectedSHA256: String?
    /// How messages name the source.
    public let displayPath: String

    public var description: String { displayPath }

    public static func folder(_ url: URL, displayPath: String? = nil) -> InstallSource {
        InstallSource(origin: .folder(url), expectedSHA256: nil, displayPath: displayPath ?? url.path)
    }

    public static func archive(_ url: URL, sha256: String? = nil, displayPath: String? = nil) -> InstallSource {
        InstallSource(origin: .archive(url), expectedSHA256: sha256, displayPath: displayPath ?? url.path)
    }

    public static func downloaded(_ bytes: [UInt8], from origin: String, sha256: String? = nil) -> InstallSource {
        InstallSource(origin: .downloaded(bytes, from: origin), expectedSHA256: sha256, displayPath: origin)
    }

    /// The pack's files. An archive's bytes are compared with `expectedSHA256` before
    /// they are opened, then vetted in memory: nothing is read twice. A refused archive
    /// is not an error here: the gate reports it, in lint's words (`pack.readable`).
    public func open(policy: PackPolicy = .standard) throws(PackOperationError) -> any PackFiles {
        switch origin {
        case .folder(let url):
            return FolderPackFiles(folder: url, displayPath: displayPath)
        case .archive(let url):
            guard expectedSHA256 != nil else { return ArchivePackFiles(url: url, displayPath: displayPath, policy: policy) }
            let bytes: [UInt8]
            do {
                bytes = try VettedArchive.readBytes(at: url, policy: policy)
            } catch {
                // Too large to be a pack: the archive itself says so, unopened.
                if error.isRefusal { return ArchivePackFiles(url: url, displayPath: displayPath, policy: policy) }
                throw .unreadable(error)
            }
            try verify(bytes)
            return ArchivePackFiles(bytes: bytes, displayPath: displayPath, policy: policy)
        case .downloaded(let bytes, _):
            try verify(bytes)
            return ArchivePackFiles(bytes: bytes, displayPath: displayPath, policy: policy)
        }
    }

    func verify(_ bytes: [UInt8]) throws(PackOperationError) {
        guard let expected = expectedSHA256?.lowercased() else { return }
        let actual = PackManifest.sha256Hex(bytes)
        guard actual == expected else { throw .checksumMismatch(expected: expected, actual: actual) }
    }
}
