import Foundation

/// A pack inside a `.zip`, linted with the same checks as a folder and never extracted
/// to disk: the archive is vetted and read in memory by `VettedArchive`, the same reader
/// `packtool install` trusts. A refused archive is kept and reported through
/// `listFiles()`, so it becomes one `pack.readable` diagnostic naming the entry and rule.
///
/// `folderName` is the archive's top folder; for an archive without one it is empty,
/// and `map.glyphset-matches-folder` has nothing to compare.
public struct ZipPackSource: PackSource {
    public let displayPath: String
    public let folderName: String
    private let contents: Result<MemoryPackSource, PackSourceError>

    public init(archive url: URL, displayPath: String? = nil, limits: ArchiveLimits = .standard) {
        let shown = displayPath ?? url.path
        self.displayPath = shown
        do throws(ArchiveRefusal) {
            let archive = try VettedArchive(url: url, limits: limits)
            let files = try archive.readAll(maximumTotalBytes: limits.maximumTotalBytes)
            folderName = archive.topFolder ?? ""
            contents = .success(MemoryPackSource(folderName: folderName, files: files.contents, displayPath: shown))
        } catch {
            folderName = ""
            contents = .failure(error.isRefusal ? .refused(path: shown, reason: error.description)
                                                : .unreadable(path: shown, reason: error.description))
        }
    }

    /// Why the archive could not be used, if it could not.
    public var openError: PackSourceError? {
        if case .failure(let error) = contents { return error }
        return nil
    }

    public func listFiles() throws(PackSourceError) -> [PackFileInfo] {
        try contents.get().listFiles()
    }

    public func read(_ name: String, limit: Int) throws(PackSourceError) -> [UInt8] {
        try contents.get().read(name, limit: limit)
    }
}
