import Algorithms

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

    init(listing: PackListing, files: [PackFileInfo], mapTree: LetterMapTree?) {
        // The names the map gives, sorted, each file looked up by binary search: a `Set`
        // hashed every name once to build it and every file's twice to ask it (some
        // 20,000 instructions a pack of 26 glyphs). A name `map.glyph-file-name` accepts
        // is safe (`LetterNode` screened it once when the map was read): only another
        // is screened here.
        var named: [String] = [LetterMap.fileName]
        named.reserveCapacity((mapTree?.letterEntries.count ?? 0) + 1)
        for entry in mapTree?.letterEntries ?? [] {
            if let name = entry.glyphFileName?.name, entry.glyphFileNameIsUsable || PackName.isSafeFileName(name) { named.append(name) }
        }
        named.sort()
        func isNamed(_ name: String) -> Bool {
            let index = named.partitioningIndex { $0 >= name }
            return index < named.count && named[index] == name
        }
        var inMap: [String] = [], leftOut: [String] = []
        inMap.reserveCapacity(named.count)
        for file in files where file.kind == .regular {
            if isNamed(file.name) { inMap.append(file.name) } else if file.name != PackManifest.fileName { leftOut.append(file.name) }
        }
        self.files = inMap.sorted()
        self.leftOut = leftOut.sorted()
        let inFolder = listing.entries.map(\.name).filter(FinderLeftover.isLeftover(name:))
        finderLeftoversInFolder = Set(inFolder)
        finderLeftovers = (inFolder + listing.outside.filter(FinderLeftover.isLeftover(path:))).sorted()
        outside = listing.outside.filter { !FinderLeftover.isLeftover(path: $0) }
    }
}
