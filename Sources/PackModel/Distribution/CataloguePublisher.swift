import Foundation

/// What `publish` did for one pack.
public struct PublishedPack: Sendable {
    public enum Change: String, Sendable { case added, changed, unchanged }
    public let entry: Catalogue.Entry
    public let change: Change
    /// What the zip gate found that is not an error, in lint's words.
    public let notes: [Diagnostic]
}

public struct PublishResult: Sendable {
    public let catalogue: Catalogue
    public let packs: [PublishedPack]
    public let catalogueFile: URL
    public let signatureFile: URL
}

/// Why `publish` did not publish.
public enum PublishError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A pack the zip gate refused (in lint's words), or an archive that could not be written.
    case pack(source: String, PackOperationError)
    /// Two packs given with the same name.
    case duplicate(String)
    /// The catalogue already in the folder cannot be read, or is signed by another key.
    case existing(String)
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .pack(let source, let error): "\(source): \(error)"
        case .duplicate(let name): "two packs are named '\(name)'"
        case .existing(let what): what
        case .cannotWrite(let what): what
        }
    }

    public var isRefusal: Bool {
        switch self {
        case .pack(_, let error): error.isRefusal
        case .duplicate, .existing: true
        case .cannotWrite: false
        }
    }
}

/// Publishes packs as a signed catalogue in a folder any static web server can serve:
/// each pack judged by the zip gate and written by the reproducible zipper as
/// `<name>-<version>.zip`, then `catalogue.json` and `catalogue.json.sig` (the Ed25519
/// signature of its exact bytes, base64).
///
/// Publishing again reads the folder's catalogue: a pack whose archive bytes are the
/// same keeps its entry (version, URL) as it is; a changed one gets the next version and
/// a new archive name (so a client holding the previous catalogue still finds the old
/// archive); packs not given stay listed. The serial always increases. The catalogue is
/// written last, so a failure on the way leaves the previous one in place.
public struct CataloguePublisher: Sendable {
    public let key: CatalogueSigningKey
    public let policy: PackPolicy
    public var zipper: PackZipper

    public init(key: CatalogueSigningKey, policy: PackPolicy = .standard) {
        self.key = key
        self.policy = policy
        self.zipper = PackZipper(gate: PackGate(.zipGate, policy: policy))
    }

    /// - Parameters:
    ///   - baseURL: when given, archive URLs are absolute (`baseURL/<archive>`); else relative.
    ///   - validDays: how long the catalogue is valid (`expires` = `now` + days).
    ///   - nextKey: a key to announce for rotation (see docs/catalogue.md).
    public func publish(_ sources: [any PackFiles], to directory: URL, baseURL: String? = nil, validDays: Int = 30,
                        nextKey: CataloguePublicKey? = nil, now: Date = Date()) throws(PublishError) -> PublishResult {
        let previous = try existingCatalogue(in: directory)
        // Judge and build every archive first: nothing is written for a refused pack.
        var built: [(archive: PackArchive, source: String)] = []
        for source in sources {
            let archive: PackArchive
            do { archive = try zipper.archive(source) } catch { throw .pack(source: source.displayPath, error) }
            if built.contains(where: { $0.archive.name == archive.name }) { throw .duplicate(archive.name) }
            built.append((archive, source.displayPath))
        }
        var entries: [String: Catalogue.Entry] = [:]
        for entry in previous?.packs ?? [] { entries[entry.name] = entry }
        var published: [PublishedPack] = []
        var toWrite: [(name: String, bytes: [UInt8])] = []
        for (archive, _) in built {
            let digest = PackManifest.sha256Hex(archive.bytes)
            let old = entries[archive.name]
            let change: PublishedPack.Change
            var entry: Catalogue.Entry
            if let old, old.sha256 == digest {
                change = .unchanged
                entry = old
            } else {
                change = old == nil ? .added : .changed
                let version = (old?.version ?? 0) + 1
                let fileName = "\(archive.name)-\(version).zip"
                entry = Catalogue.Entry(name: archive.name, displayName: archive.pack.map.displayName, status: archive.pack.map.status,
                                        version: version, url: baseURL.map { Self.joined($0, fileName) } ?? fileName,
                                        size: archive.bytes.count, sha256: digest)
            }
            // An unchanged archive is rewritten only when it went missing from the folder.
            if change != .unchanged || !PackInstaller.exists(directory.appendingPathComponent(Self.fileName(of: entry))) {
                toWrite.append((Self.fileName(of: entry), archive.bytes))
            }
            entries[archive.name] = entry
            published.append(PublishedPack(entry: entry, change: change, notes: archive.pack.notes))
        }
        let validity = min(max(validDays, 1), policy.maximumCatalogueValidityDays)
        let issued = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        let serial = (previous?.serial ?? 0) + 1
        guard serial <= Catalogue.maximumInteger else { throw .existing("the serial cannot grow past \(Catalogue.maximumInteger)") }
        let catalogue = Catalogue(serial: serial, issued: issued, expires: issued.addingTimeInterval(TimeInterval(validity * 86_400)),
                                  nextKey: nextKey, packs: Array(entries.values))
        let bytes = catalogue.encoded()
        guard bytes.count <= policy.maximumCatalogueBytes, catalogue.packs.count <= policy.maximumCatalogueEntries else {
            throw .existing("the catalogue would be over the limits a client accepts (\(PackPolicy.describe(bytes: policy.maximumCatalogueBytes)), \(policy.maximumCatalogueEntries) packs)")
        }
        let signature: [UInt8]
        do { signature = try key.signature(for: bytes) } catch { throw .cannotWrite(error.description) }

        let created: [URL]
        do { created = try PackZipper.createMissingFolders(directory) } catch { throw .cannotWrite(error.description) }
        do {
            for file in toWrite { try SmallFile.write(directory.appendingPathComponent(file.name), bytes: file.bytes, mode: 0o644) }
            // The signature first, then the catalogue: between the two renames a client sees
            // a new signature for the old catalogue and refuses it, never a wrong pack.
            let signatureFile = directory.appendingPathComponent(Catalogue.signatureFileName)
            let catalogueFile = directory.appendingPathComponent(Catalogue.fileName)
            try SmallFile.write(signatureFile, bytes: Array((Data(signature).base64EncodedString() + "\n").utf8), mode: 0o644)
            try SmallFile.write(catalogueFile, bytes: bytes, mode: 0o644)
            return PublishResult(catalogue: catalogue, packs: published.sorted { $0.entry.name < $1.entry.name },
                                 catalogueFile: catalogueFile, signatureFile: signatureFile)
        } catch {
            PackZipper.removeEmptyFolders(created)
            throw .cannotWrite("cannot write into \(directory.path): \(error)")
        }
    }

    /// The folder's current catalogue, which must be this key's (or announce it as the next key).
    func existingCatalogue(in directory: URL) throws(PublishError) -> Catalogue? {
        let file = directory.appendingPathComponent(Catalogue.fileName)
        let bytes: [UInt8]
        let signature: [UInt8]?
        do throws(PackReadError) {
            guard let read = try SmallFile.readIfPresent(file.path, kind: .catalogue, policy: policy) else { return nil }
            bytes = read
            signature = try SmallFile.readIfPresent(directory.appendingPathComponent(Catalogue.signatureFileName).path, kind: .signature, policy: policy)
        } catch {
            throw .existing("cannot read the catalogue already in \(directory.path): \(error)")
        }
        let catalogue: Catalogue
        do { catalogue = try Catalogue(jsonBytes: bytes, policy: policy) } catch {
            throw .existing("\(file.path) is not a catalogue packtool can continue: \(error)")
        }
        let raw = signature.flatMap { try? CatalogueKeyText.decode(String(decoding: $0, as: UTF8.self), what: "signature") } ?? []
        guard key.publicKey.isValidSignature(raw, for: bytes) || catalogue.nextKey == key.publicKey else {
            throw .existing("\(file.path) is signed by another key, and clients that trust it would refuse a catalogue signed by this one")
        }
        return catalogue
    }

    /// The archive's file name in the folder: the last segment of its URL when that is a
    /// plain file name, else `<name>-<version>.zip`.
    static func fileName(of entry: Catalogue.Entry) -> String {
        let last = String(entry.url.split(separator: "/").last ?? "")
        return PackName.isSafeFileName(last) ? last : "\(entry.name)-\(entry.version).zip"
    }

    static func joined(_ base: String, _ name: String) -> String {
        base.hasSuffix("/") ? base + name : base + "/" + name
    }
}
