/// Which files make up a pack, worked out once from its listing and its letter map: what
/// `zip` puts in the archive and `install` writes, and what both leave out. Folders and
/// archives are treated alike; the lint checks `pack.extra-file`, `pack.finder-leftover`
/// and `archive.outside-pack` report from the same answer.
public struct PackContents: Sendable, Hashable {
    /// `letter_map.json` and every glyph file the map names that is a regular file of the
    /// pack's folder, sorted. (`manifest.json` is not among them: zip and install write a
    /// fresh one.)
    public let files: [String]
    /// Regular files of the pack's folder that the map does not name (notes, drafts,
    /// unused SVGs), sorted: left out.
    public let leftOut: [String]
    /// macOS Finder leftovers (`.DS_Store`, `._name`, `__MACOSX/`), by their name in the
    /// pack's folder, or for an archive's entries outside it by their path, sorted: skipped.
    public let finderLeftovers: [String]
    /// An archive's entries outside the pack's folder that are not Finder leftovers, sorted.
    public let outside: [String]
    /// The Finder leftovers that are entries of the pack's folder (the rest are an
    /// archive's entries outside it).
    let finderLeftoversInFolder: Set<String>

    init(listing: PackListing, files: [PackFileInfo], mapTree: MapTree?) {
        var named: Set<String> = [LetterMap.fileName]
        named.reserveCapacity((mapTree?.letterEntries.count ?? 0) + 1)
        for entry in mapTree?.letterEntries ?? [] {
            if let name = entry.glyphFileName?.name, PackName.isSafeFileName(name) { named.insert(name) }
        }
        let regular = files.filter { $0.kind == .regular }.map(\.name)
        self.files = regular.filter { named.contains($0) }.sorted()
        leftOut = regular.filter { !named.contains($0) && $0 != PackManifest.fileName }.sorted()
        let inFolder = listing.entries.map(\.name).filter(FinderLeftover.isLeftover(name:))
        finderLeftoversInFolder = Set(inFolder)
        finderLeftovers = (inFolder + listing.outside.filter(FinderLeftover.isLeftover(path:))).sorted()
        outside = listing.outside.filter { !FinderLeftover.isLeftover(path: $0) }
    }
}
