import Foundation

/// One place a pack's files come from, and which tier that is.
public struct PackLayer: Sendable {
    public let tier: Tier
    public let files: any PackFiles

    public init(tier: Tier, files: any PackFiles) {
        self.tier = tier
        self.files = files
    }
}

/// A pack whose map has been loaded; glyphs are resolved file by file through its
/// layers (documents, then bundle; or the one pack given by path), then placeholders.
public struct LoadedPack: Sendable {
    public let name: String
    public let map: LetterMap
    public let mapTier: Tier
    /// Where the map was read, for messages.
    public let mapPath: String
    public let layers: [PackLayer]
    public let policy: PackPolicy

    public init(name: String, map: LetterMap, mapTier: Tier, mapPath: String, layers: [PackLayer], policy: PackPolicy = .standard) {
        self.name = name
        self.map = map
        self.mapTier = mapTier
        self.mapPath = mapPath
        self.layers = layers
        self.policy = policy
    }

    /// The first layer whose folder has an entry of this name (of any kind but a
    /// folder), and the entry's path; nil means placeholder. A name that is not a plain
    /// file name is never looked up.
    public func locateGlyphFile(_ glyphFile: String) -> (tier: Tier, path: String, kind: PackFileKind)? {
        guard PackName.isSafeFileName(glyphFile) else { return nil }
        for layer in layers {
            guard let entries = try? layer.files.list().entries,
                  let entry = entries.first(where: { $0.name == glyphFile }), entry.kind != .directory else { continue }
            return (layer.tier, layer.files.path(of: glyphFile), entry.kind)
        }
        return nil
    }
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
