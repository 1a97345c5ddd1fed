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

        public init(pack: String, catalogue: String, version: UInt64, manifestSHA256: String) {
            self.pack = pack
            self.catalogue = catalogue
            self.version = version
            self.manifestSHA256 = manifestSHA256
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
                + "\"version\": \(item.version), \"manifestSHA256\": \(JSONText.quoted(item.manifestSHA256)) }"
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
            let fields = try Catalogue.object(node, what: "\(at): an installed pack", keys: ["pack", "catalogue", "version", "manifestSHA256"])
            let pack = try Catalogue.string(fields["pack"], key: "pack", at: at, policy: policy)
            guard !installed.contains(where: { $0.pack == pack }) else { throw .init("\(at): '\(pack)' is listed twice") }
            installed.append(Installed(
                pack: pack,
                catalogue: try Catalogue.string(fields["catalogue"], key: "catalogue", at: at, policy: policy),
                version: try Catalogue.integer(fields["version"], key: "version", at: at),
                manifestSHA256: try Catalogue.string(fields["manifestSHA256"], key: "manifestSHA256", at: at, policy: policy)))
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
        do { return try TrustState(jsonBytes: bytes, policy: policy) } catch {
            throw .trustFile("\(file.path) cannot be read: \(error.description)")
        }
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
