import Foundation

/// One pack found in a root.
public struct DiscoveredPack: Sendable {
    public let name: String
    public let tier: Tier
    public let folder: URL
    /// The decoded map, or why it could not be decoded.
    public let map: Result<LetterMap, LetterMapError>
    /// For a documents pack: a bundled pack of the same name exists and is overridden.
    public let overridesBundle: Bool

    public var displayName: String? { try? map.get().displayName }
    public var status: PackStatus? { try? map.get().status }
}

/// The spec's error state: no tier has a loadable `letter_map.json` for a pack.
public struct PackLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    public let pack: String
    /// What went wrong in each tier that was tried, documents first.
    public let reasons: [Reason]

    public struct Reason: Sendable, Equatable {
        public let tier: Tier
        public let path: String
        public let problem: String
    }

    /// The spec's message, word for word.
    public var message: String { SpecText.configurationError }

    /// The underlying reasons, one line per tier.
    public var detail: String {
        if reasons.isEmpty { return "pack '\(pack)' is not a valid pack name (letters, digits, '_' and '-' only)" }
        return reasons.map { "\($0.tier): \($0.path): \($0.problem)" }.joined(separator: "\n")
    }

    public var description: String { message + "\n" + detail }
}

/// Finds packs in both roots and loads them through the tiers.
public struct PackCatalog: Sendable {
    public let roots: PackRoots

    public init(roots: PackRoots) {
        self.roots = roots
    }

    /// Every pack folder in both roots (a folder counts when it holds a letter map),
    /// sorted by name, documents first for equal names. Hidden and staging folders
    /// are skipped.
    public func discover() -> [DiscoveredPack] {
        let bundleNames = Set(packNames(in: .bundle))
        var result: [DiscoveredPack] = []
        for tier in [Tier.documents, .bundle] {
            for name in packNames(in: tier) {
                guard let folder = roots.folder(of: name, in: tier) else { continue }
                let map = Result<LetterMap, LetterMapError> { () throws(LetterMapError) in
                    try LetterMap(contentsOf: folder.appendingPathComponent(LetterMap.fileName))
                }
                result.append(DiscoveredPack(name: name, tier: tier, folder: folder, map: map,
                                             overridesBundle: tier == .documents && bundleNames.contains(name)))
            }
        }
        return result.sorted { ($0.name, $0.tier == .documents ? 0 : 1) < ($1.name, $1.tier == .documents ? 0 : 1) }
    }

    func packNames(in tier: Tier) -> [String] {
        guard let root = roots.glyphSetsRoot(tier),
              let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { return [] }
        return names.filter { name in
            guard PackName.isSafe(name) else { return false }
            let map = root.appendingPathComponent(name).appendingPathComponent(LetterMap.fileName)
            return FileManager.default.fileExists(atPath: map.path)
        }.sorted()
    }

    /// Loads a pack's map documents → bundle. The first tier with a loadable map wins;
    /// when none has one, the error carries every tier's reason.
    public func load(_ name: String) throws(PackLoadError) -> LoadedPack {
        guard PackName.isSafe(name) else { throw PackLoadError(pack: name, reasons: []) }
        var reasons: [PackLoadError.Reason] = []
        for tier in [Tier.documents, .bundle] {
            guard let folder = roots.folder(of: name, in: tier) else { continue }
            let url = folder.appendingPathComponent(LetterMap.fileName)
            guard FileManager.default.fileExists(atPath: url.path) else {
                reasons.append(.init(tier: tier, path: url.path, problem: "no such file"))
                continue
            }
            do {
                let map = try LetterMap(contentsOf: url)
                return LoadedPack(name: name, map: map, mapTier: tier, mapURL: url, roots: roots)
            } catch {
                reasons.append(.init(tier: tier, path: url.path, problem: error.description))
            }
        }
        throw PackLoadError(pack: name, reasons: reasons)
    }
}

/// A pack whose map has been loaded; glyphs are resolved file by file through the tiers.
public struct LoadedPack: Sendable {
    public let name: String
    public let map: LetterMap
    public let mapTier: Tier
    public let mapURL: URL
    public let roots: PackRoots

    public init(name: String, map: LetterMap, mapTier: Tier, mapURL: URL, roots: PackRoots) {
        self.name = name
        self.map = map
        self.mapTier = mapTier
        self.mapURL = mapURL
        self.roots = roots
    }

    public var encoder: PhraseEncoder { PhraseEncoder(map: map) }

    /// Where a glyph file is found: documents, then bundle; nil means placeholder.
    /// A name that is not a plain file name is never looked up.
    public func locateGlyphFile(_ glyphFile: String) -> (tier: Tier, url: URL)? {
        guard PackName.isSafeFileName(glyphFile) else { return nil }
        for tier in [Tier.documents, .bundle] {
            guard let url = roots.folder(of: name, in: tier)?.appendingPathComponent(glyphFile) else { continue }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return (tier, url)
            }
        }
        return nil
    }
}
