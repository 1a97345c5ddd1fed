/// Where the pack sits in an archive, and what its folder holds.
///
/// The pack's folder is the folder holding `letter_map.json` at the archive root or one
/// level down (the archive root, or its one top folder); without a map, the one top
/// folder every entry is in, else the root. macOS Finder leftovers never decide it:
/// Finder's "Compress" adds `__MACOSX/<folder>/._<file>` beside the real files.
struct ArchiveLayout: Sendable {
    /// The pack's folder in the archive; nil for the archive root.
    let root: String?
    let listing: PackListing
    /// Entry name → name in the pack's folder, for the files directly in it.
    private let packNames: [String: String]

    init(_ entries: [(name: String, isDirectory: Bool, size: Int)]) throws(ArchiveRefusal) {
        let candidates = entries.filter { !FinderLeftover.isLeftover(path: $0.name) }
        let maps = candidates.filter { !$0.isDirectory && Self.segments($0.name).last == LetterMap.fileName && Self.segments($0.name).count <= 2 }
        let root: String?
        if maps.contains(where: { Self.segments($0.name).count == 1 }) {
            root = nil
        } else if maps.count == 1 {
            root = Self.segments(maps[0].name).first
        } else {
            let tops = Set(candidates.map { Self.segments($0.name)[0] })
            let allInside = candidates.allSatisfy { $0.isDirectory || Self.segments($0.name).count >= 2 }
            root = tops.count == 1 && allInside ? tops.first : nil
        }

        var kinds: [String: PackFileInfo] = [:]
        var names: [String: String] = [:]
        var outsideFiles: [String] = []
        var outsideFolders: [String] = []
        for entry in entries {
            let relative: String
            if let root {
                if entry.name == root + "/" { continue }
                guard entry.name.hasPrefix(root + "/") else {
                    if entry.isDirectory { outsideFolders.append(entry.name) } else { outsideFiles.append(entry.name) }
                    continue
                }
                relative = String(entry.name.dropFirst(root.count + 1))
            } else {
                relative = entry.name
            }
            let parts = Self.segments(relative)
            let nested = parts.count > 1 || entry.isDirectory
            let info = nested ? PackFileInfo(name: parts[0], kind: .directory, size: 0) : PackFileInfo(name: parts[0], kind: .regular, size: entry.size)
            if let known = kinds[info.name], known.kind != info.kind {
                throw .entry(entry.name, .fileAndFolder(info.name))
            }
            kinds[info.name] = info
            if !nested { names[entry.name] = parts[0] }
        }
        // An outside folder entry is listed only when no outside file shows it already.
        let outside = outsideFiles + outsideFolders.filter { folder in !outsideFiles.contains { $0.hasPrefix(folder) } }
        self.root = root
        self.listing = PackListing(entries: Array(kinds.values), outside: outside)
        self.packNames = names
    }

    /// The name in the pack's folder of an entry directly in it; nil for any other entry.
    func packName(of entry: String) -> String? { packNames[entry] }

    static func segments(_ name: String) -> [String] {
        name.split(separator: "/").map(String.init)
    }
}

/// What macOS Finder leaves in folders and archives: `.DS_Store` (folder view
/// settings), `._name` (AppleDouble resource forks and extended attributes), and
/// `__MACOSX/` (where "Compress" puts those in an archive). None is part of a pack;
/// zip and install skip them, and lint says so (`pack.finder-leftover`).
public enum FinderLeftover {
    public static let folder = "__MACOSX"
    public static let viewSettings = ".DS_Store"
    public static let appleDoublePrefix = "._"

    /// An entry of a pack's folder, by its name.
    public static func isLeftover(name: String) -> Bool {
        name == folder || name == viewSettings || name.hasPrefix(appleDoublePrefix)
    }

    /// An archive entry, by its whole path: any folder on the way may be `__MACOSX`.
    public static func isLeftover(path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let last = parts.last else { return false }
        return parts.contains { $0 == folder } || isLeftover(name: String(last))
    }
}
