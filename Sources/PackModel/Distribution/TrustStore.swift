import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the documents folder remembers about catalogues, in one file,
/// `<documents>/packtool-trust.json`: the trusted catalogues (URL, pinned key, announced
/// next key, highest serial seen) and the packs installed from them (which catalogue,
/// which version, and the SHA-256 of the installed `manifest.json`, so a pack replaced
/// by other means is no longer taken for the catalogue's).
///
/// Written whole, atomically: a temporary file beside it, synced, renamed over it, the
/// folder synced. A failed write leaves the old file (or none) in place.
public struct TrustState: Sendable, Hashable {
    public static let fileName = "packtool-trust.json"
    public static let formatVersion = 1

    public struct Installed: Sendable, Hashable {
        public var pack: String
        public var catalogue: String
        public var version: UInt64
        public var manifestSHA256: String
        /// The record this one replaces, while the install that writes it may not have
        /// finished: the record is written before the pack is put in place, so a run
        /// killed between the two leaves a record for whichever pack the folder holds
        /// (`TrustStore.load` keeps the one whose manifest the folder has).
        public var replacing: Replaced?

        /// An earlier record of the same pack.
        public struct Replaced: Sendable, Hashable {
            public var catalogue: String
            public var version: UInt64
            public var manifestSHA256: String

            public init(catalogue: String, version: UInt64, manifestSHA256: String) {
                self.catalogue = catalogue
                self.version = version
                self.manifestSHA256 = manifestSHA256
            }

            /// What `record` says of its pack, kept while a new record replaces it.
            public init(_ record: Installed) {
                self.init(catalogue: record.catalogue, version: record.version, manifestSHA256: record.manifestSHA256)
            }
        }

        public init(pack: String, catalogue: String, version: UInt64, manifestSHA256: String, replacing: Replaced? = nil) {
            self.pack = pack
            self.catalogue = catalogue
            self.version = version
            self.manifestSHA256 = manifestSHA256
            self.replacing = replacing
        }

        /// The record for the pack whose `manifest.json` has this SHA-256: this one, or
        /// the one it was replacing when that pack is still in place. A digest matching
        /// neither (the folder missing or edited) keeps this one, without what it replaced.
        public func settled(manifestSHA256 digest: String?) -> Installed {
            guard let old = replacing, digest == old.manifestSHA256, digest != manifestSHA256 else {
                var settled = self
                settled.replacing = nil
                return settled
            }
            return Installed(pack: pack, catalogue: old.catalogue, version: old.version, manifestSHA256: old.manifestSHA256)
        }
    }

    /// In the order they were added: a pack name two catalogues list is taken from the first.
    public var catalogues: [CatalogueTrust]
    /// Sorted by pack name.
    public var installed: [Installed]

    public init(catalogues: [CatalogueTrust] = [], installed: [Installed] = []) {
        self.catalogues = catalogues
        self.installed = installed.sorted { $0.pack < $1.pack }
    }

    public func trust(for url: String) -> CatalogueTrust? {
        catalogues.first { $0.url == url }
    }

    public func installed(_ pack: String) -> Installed? {
        installed.first { $0.pack == pack }
    }

    /// Records verified catalogues' new trust (serial, keys).
    public mutating func record(_ verified: VerifiedCatalogue) {
        guard let index = catalogues.firstIndex(where: { $0.url == verified.url }) else { return }
        catalogues[index] = verified.trust
    }

    public mutating func record(_ installed: Installed) {
        self.installed.removeAll { $0.pack == installed.pack }
        self.installed.append(installed)
        self.installed.sort { $0.pack < $1.pack }
    }

    // MARK: - Bytes

    public func encoded() -> [UInt8] {
        var text = "{\n  \"formatVersion\": \(Self.formatVersion),\n  \"catalogues\": ["
        text += catalogues.isEmpty ? "" : "\n" + catalogues.map { trust in
            var fields = ["\"url\": \(JSONText.quoted(trust.url))", "\"key\": \"\(trust.key.base64)\""]
            if let next = trust.nextKey { fields.append("\"nextKey\": \"\(next.base64)\"") }
            if let serial = trust.highestSerial { fields.append("\"highestSerial\": \(serial)") }
            if let digest = trust.highestSHA256 { fields.append("\"highestSHA256\": \(JSONText.quoted(digest))") }
            return "    { " + fields.joined(separator: ", ") + " }"
        }.joined(separator: ",\n") + "\n  "
        text += "],\n  \"installed\": ["
        text += installed.isEmpty ? "" : "\n" + installed.map { item in
            "    { \"pack\": \(JSONText.quoted(item.pack)), \"catalogue\": \(JSONText.quoted(item.catalogue)), "
                + "\"version\": \(item.version), \"manifestSHA256\": \(JSONText.quoted(item.manifestSHA256))"
                + (item.replacing.map { old in
                    ", \"replacing\": { \"catalogue\": \(JSONText.quoted(old.catalogue)), \"version\": \(old.version), "
                        + "\"manifestSHA256\": \(JSONText.quoted(old.manifestSHA256)) }"
                } ?? "") + " }"
        }.joined(separator: ",\n") + "\n  "
        text += "]\n}\n"
        return Array(text.utf8)
    }

    public init(jsonBytes bytes: [UInt8], policy: PackPolicy = .standard) throws(CatalogueFormatError) {
        let root: JSONNode
        do { root = try JSONDocument.parse(bytes, maximumBytes: policy.maximumTrustFileBytes) } catch {
            throw .init("invalid JSON at \(error.description)")
        }
        let top = try Catalogue.object(root, what: "the top level", keys: ["formatVersion", "catalogues", "installed"])
        guard case .number(let version)? = top["formatVersion"]?.value, version == String(Self.formatVersion) else {
            throw .init("\"formatVersion\" is missing or not \(Self.formatVersion)")
        }
        guard case .array(let catalogueNodes)? = top["catalogues"]?.value, case .array(let installedNodes)? = top["installed"]?.value else {
            throw .init("\"catalogues\" or \"installed\" is missing or not an array")
        }
        var catalogues: [CatalogueTrust] = []
        for node in catalogueNodes {
            let at = "line \(node.position.line)"
            let fields = try Catalogue.object(node, what: "\(at): a catalogue", keys: ["url", "key", "nextKey", "highestSerial", "highestSHA256"])
            let url = try Catalogue.string(fields["url"], key: "url", at: at, policy: policy)
            let key = try Self.key(fields["key"], at: at, policy: policy)
            let next = try fields["nextKey"].map { (node) throws(CatalogueFormatError) in try Self.key(node, at: at, policy: policy) }
            let serial = try fields["highestSerial"].map { (node) throws(CatalogueFormatError) in try Catalogue.integer(node, key: "highestSerial", at: at) }
            let digest = try fields["highestSHA256"].map { (node) throws(CatalogueFormatError) in try Catalogue.string(node, key: "highestSHA256", at: at, policy: policy) }
            guard !catalogues.contains(where: { $0.url == url }) else { throw .init("\(at): \(url) is listed twice") }
            catalogues.append(CatalogueTrust(url: url, key: key, nextKey: next, highestSerial: serial, highestSHA256: digest))
        }
        var installed: [Installed] = []
        for node in installedNodes {
            let at = "line \(node.position.line)"
            let fields = try Catalogue.object(node, what: "\(at): an installed pack", keys: ["pack", "catalogue", "version", "manifestSHA256", "replacing"])
            let pack = try Catalogue.string(fields["pack"], key: "pack", at: at, policy: policy)
            guard !installed.contains(where: { $0.pack == pack }) else { throw .init("\(at): '\(pack)' is listed twice") }
            let replacing = try fields["replacing"].map { (node) throws(CatalogueFormatError) -> Installed.Replaced in
                let at = "line \(node.position.line)"
                let old = try Catalogue.object(node, what: "\(at): the record an install replaces", keys: ["catalogue", "version", "manifestSHA256"])
                return Installed.Replaced(catalogue: try Catalogue.string(old["catalogue"], key: "catalogue", at: at, policy: policy),
                                          version: try Catalogue.integer(old["version"], key: "version", at: at),
                                          manifestSHA256: try Catalogue.string(old["manifestSHA256"], key: "manifestSHA256", at: at, policy: policy))
            }
            installed.append(Installed(
                pack: pack,
                catalogue: try Catalogue.string(fields["catalogue"], key: "catalogue", at: at, policy: policy),
                version: try Catalogue.integer(fields["version"], key: "version", at: at),
                manifestSHA256: try Catalogue.string(fields["manifestSHA256"], key: "manifestSHA256", at: at, policy: policy),
                replacing: replacing))
        }
        self.init(catalogues: catalogues, installed: installed)
    }

    static func key(_ node: JSONNode?, at: String, policy: PackPolicy) throws(CatalogueFormatError) -> CataloguePublicKey {
        let text = try Catalogue.string(node, key: "key", at: at, policy: policy)
        do { return try CataloguePublicKey(base64: text) } catch { throw .init("\(at): \(error.description)") }
    }
}

/// Reads and writes `TrustState` in a documents folder.
public struct TrustStore: Sendable {
    public let documents: URL
    public let policy: PackPolicy

    public init(documents: URL, policy: PackPolicy = .standard) {
        self.documents = documents.standardizedFileURL
        self.policy = policy
    }

    public var file: URL { documents.appendingPathComponent(TrustState.fileName) }

    /// The state; an empty one when there is no file yet. Read through `SmallFile`:
    /// bounded, never through a link.
    public func load() throws(CatalogueRefusal) -> TrustState {
        let bytes: [UInt8]
        do throws(PackReadError) {
            guard let read = try SmallFile.readIfPresent(file.path, kind: .trust, policy: policy) else { return TrustState() }
            bytes = read
        } catch {
            throw .trustFile("cannot read the trust file: \(error); \(SmallFile.hint(for: error, kind: .trust))")
        }
        var state: TrustState
        do { state = try TrustState(jsonBytes: bytes, policy: policy) } catch {
            throw .trustFile("\(file.path) cannot be read: \(error.description)")
        }
        // An install killed between writing its record and putting the pack in place:
        // the record is the one for the pack the folder holds.
        for record in state.installed where record.replacing != nil {
            state.record(record.settled(manifestSHA256: installedManifestSHA256(record.pack)))
        }
        return state
    }

    /// The SHA-256 of `GlyphSets/<pack>/manifest.json` in the documents folder; nil
    /// when there is none (or the name is not a pack name).
    public func installedManifestSHA256(_ pack: String) -> String? {
        guard PackName.isSafe(pack) else { return nil }
        let manifest = documents.appendingPathComponent(PackRoots.glyphSetsFolder, isDirectory: true)
            .appendingPathComponent(pack, isDirectory: true).appendingPathComponent(PackManifest.fileName)
        return (try? SmallFile.read(manifest.path, kind: .manifest, policy: policy)).map(PackManifest.sha256Hex)
    }

    /// Writes the state atomically. Creates the documents folder when it is missing (and
    /// removes it again if the write fails).
    public func save(_ state: TrustState) throws(CatalogueRefusal) {
        let created: [URL]
        do { created = try PackZipper.createMissingFolders(documents) } catch { throw .trustFile(error.description) }
        do {
            try SmallFile.write(file, bytes: state.encoded(), mode: 0o644)
        } catch {
            PackZipper.removeEmptyFolders(created)
            throw .trustFile("cannot write \(file.path): \(error)")
        }
    }
}
