import Foundation

/// A pack inside a `.zip`, read through the same seam as a folder and never extracted
/// to disk: the archive is vetted and read in memory by `VettedArchive`. A refused
/// archive is kept and reported by `list()` (a `pack.readable` error naming the entry
/// and the rule), so `lint` and `install` say the same words about it.
public struct ArchivePackFiles: PackFiles {
    public let displayPath: String
    private let archive: Result<VettedArchive, PackReadError>

    /// The archive file at `url` (links followed: the user named it), at most the
    /// policy's archive size.
    public init(url: URL, displayPath: String? = nil, policy: PackPolicy = .standard) {
        let shown = displayPath ?? url.path
        self.displayPath = shown
        do throws(PackReadError) {
            let bytes = try VettedArchive.readBytes(at: url, policy: policy)
            archive = Self.vet(bytes, shown: shown, policy: policy)
        } catch {
            switch error {
            case .refused(_, let refusal): archive = .failure(.refused(path: shown, refusal))
            case .unreadable(_, let reason): archive = .failure(.unreadable(path: shown, reason: reason))
            default: archive = .failure(error)
            }
        }
    }

    /// Archive bytes already in memory (a download).
    public init(bytes: [UInt8], displayPath: String, policy: PackPolicy = .standard) {
        self.displayPath = displayPath
        archive = Self.vet(bytes, shown: displayPath, policy: policy)
    }

    static func vet(_ bytes: [UInt8], shown: String, policy: PackPolicy) -> Result<VettedArchive, PackReadError> {
        do throws(ArchiveRefusal) {
            return .success(try VettedArchive(bytes: bytes, origin: shown, policy: policy))
        } catch {
            return .failure(.refused(path: shown, error))
        }
    }

    public var folderName: String { (try? archive.get())?.folderName ?? "" }

    public func list() throws(PackReadError) -> PackListing {
        try archive.get().list()
    }

    public func read(_ name: String, limit: Int) throws(PackReadError) -> [UInt8] {
        try archive.get().read(name, limit: limit)
    }
}
