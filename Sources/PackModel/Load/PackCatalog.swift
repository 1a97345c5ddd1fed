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

/// Finds packs in both roots and loads them through the tiers, each map through lint's
/// letter-map gate (`LetterMap(jsonBytes:)`). Every file is read
/// through the pack seam (`PackFiles`): bounded, and never through a link.
public struct PackCatalog: Sendable {
    public let roots: PackRoots
    public let policy: PackPolicy

    public init(roots: PackRoots, policy: PackPolicy = .standard) {
        self.roots = roots
        self.policy = policy
    }

    /// Every pack folder in both roots (a folder counts when it holds a letter map),
    /// sorted by name, documents first for equal names. Hidden and staging folders
    /// are skipped.
    public func discover() -> [DiscoveredPack] {
        var found: [Tier: [(name: String, folder: URL, map: Result<LetterMap, LetterMapError>)]] = [:]
        for tier in [Tier.documents, .bundle] {
            guard let root = roots.glyphSetsRoot(tier),
                  let names = try? FileManager.default.contentsOfDirectory(atPath: root.path) else { continue }
            for name in names.sorted() where PackName.isSafe(name) {
                let folder = root.appendingPathComponent(name, isDirectory: true)
                let files = FolderPackFiles(folder: folder)
                let map: Result<LetterMap, LetterMapError>
                do {
                    map = .success(try LetterMap(jsonBytes: files.read(LetterMap.fileName, limit: policy.maximumJSONBytes)))
                } catch let error as PackReadError {
                    if case .noSuchFile = error { continue } // not a pack folder
                    map = .failure(.unreadable(path: files.path(of: LetterMap.fileName), reason: error.reason))
                } catch {
                    map = .failure(error as? LetterMapError ?? .unreadable(path: folder.path, reason: "\(error)"))
                }
                found[tier, default: []].append((name, folder, map))
            }
        }
        let bundleNames = Set((found[.bundle] ?? []).map(\.name))
        var result: [DiscoveredPack] = []
        for tier in [Tier.documents, .bundle] {
            for pack in found[tier] ?? [] {
                result.append(DiscoveredPack(name: pack.name, tier: tier, folder: pack.folder, map: pack.map,
                                             overridesBundle: tier == .documents && bundleNames.contains(pack.name)))
            }
        }
        return result.sorted { ($0.name, $0.tier == .documents ? 0 : 1) < ($1.name, $1.tier == .documents ? 0 : 1) }
    }

    /// The pack's two layers, documents then bundle (either folder may be missing).
    public func layers(of name: String) -> [PackLayer] {
        [Tier.documents, .bundle].compactMap { tier in
            roots.folder(of: name, in: tier).map { PackLayer(tier: tier, files: FolderPackFiles(folder: $0)) }
        }
    }

    /// Loads a pack's map documents → bundle. The first tier with a loadable map wins;
    /// when none has one, the error carries every tier's reason.
    public func load(_ name: String) throws(PackLoadError) -> LoadedPack {
        guard PackName.isSafe(name) else { throw PackLoadError(pack: name, reasons: []) }
        let layers = layers(of: name)
        var reasons: [PackLoadError.Reason] = []
        for layer in layers {
            let path = layer.files.path(of: LetterMap.fileName)
            do {
                let map = try LetterMap(jsonBytes: layer.files.read(LetterMap.fileName, limit: policy.maximumJSONBytes))
                return LoadedPack(name: name, map: map, mapTier: layer.tier, mapPath: path, layers: layers, policy: policy)
            } catch let error as PackReadError {
                reasons.append(.init(tier: layer.tier, path: path, problem: error.reason))
            } catch {
                reasons.append(.init(tier: layer.tier, path: path, problem: "\(error)"))
            }
        }
        throw PackLoadError(pack: name, reasons: reasons)
    }

    /// Loads the pack given by its path (a folder or an archive), alone: its own files,
    /// then placeholders. It is named by its `glyphSet` (or its folder's name).
    public static func load(_ files: any PackFiles, policy: PackPolicy = .standard) throws(PackLoadError) -> LoadedPack {
        let path = files.path(of: LetterMap.fileName)
        let map: LetterMap
        do {
            map = try LetterMap(jsonBytes: files.read(LetterMap.fileName, limit: policy.maximumJSONBytes))
        } catch let error as PackReadError {
            throw PackLoadError(pack: files.displayPath, reasons: [.init(tier: .path, path: path, problem: error.reason)])
        } catch {
            throw PackLoadError(pack: files.displayPath, reasons: [.init(tier: .path, path: path, problem: "\(error)")])
        }
        let name = PackName.isSafe(map.glyphSet) ? map.glyphSet : files.folderName
        return LoadedPack(name: name, map: map, mapTier: .path, mapPath: path, layers: [PackLayer(tier: .path, files: files)], policy: policy)
    }
}
