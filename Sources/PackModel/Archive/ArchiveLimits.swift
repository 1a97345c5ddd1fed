/// Every limit applied to a pack coming from outside (archive, download or folder), in
/// one place. A real pack is 26 small SVGs and two JSON files, so the limits sit far
/// above any honest pack and far below anything that could hurt the machine.
public struct ArchiveLimits: Sendable, Hashable {
    /// Largest archive (or download) accepted, in bytes.
    public var maximumArchiveBytes: Int
    /// Most entries (files and folders) in an archive, or files in a folder.
    public var maximumEntries: Int
    /// Largest uncompressed size of one file.
    public var maximumEntryBytes: Int
    /// Largest sum of the uncompressed sizes of all files.
    public var maximumTotalBytes: Int
    /// Largest uncompressed/compressed ratio of one deflated entry, and of the whole archive.
    public var maximumCompressionRatio: Int
    /// Longest entry name, in bytes.
    public var maximumNameBytes: Int

    public init(maximumArchiveBytes: Int = 16 << 20, maximumEntries: Int = 128, maximumEntryBytes: Int = 2 << 20,
                maximumTotalBytes: Int = 16 << 20, maximumCompressionRatio: Int = 200, maximumNameBytes: Int = 255) {
        self.maximumArchiveBytes = maximumArchiveBytes
        self.maximumEntries = maximumEntries
        self.maximumEntryBytes = maximumEntryBytes
        self.maximumTotalBytes = maximumTotalBytes
        self.maximumCompressionRatio = maximumCompressionRatio
        self.maximumNameBytes = maximumNameBytes
    }

    public static let standard = ArchiveLimits()
}
