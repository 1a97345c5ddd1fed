import Foundation

/// How a front end fetches bytes: an http(s) URL, at most `limit` bytes. The transport
/// must stop as soon as more than `limit` bytes arrive (`.tooLarge`); PackModel checks
/// the count again. packtool runs curl; the app would use URLSession.
public typealias CatalogueTransport = @Sendable (_ url: String, _ limit: Int) throws(CatalogueTransportError) -> [UInt8]

public enum CatalogueTransportError: Error, Sendable, Equatable {
    /// More than the limit arrived (or was announced); the download was stopped.
    case tooLarge
    /// Anything else: no connection, an HTTP status other than 200, a time-out.
    case failed(String)
}

/// A pack a trusted catalogue lists: what the catalogue tier found for a name
/// (`CatalogueTier`; the locator sees it as a `CatalogueAnswer`), and what
/// `CatalogueClient.install` installs.
public struct CatalogueMatch: Sendable, Hashable {
    public let entry: Catalogue.Entry
    /// The archive's absolute URL.
    public let archiveURL: String
    public let source: VerifiedCatalogue
    /// Every catalogue verified on the way (their serials are recorded on success).
    public let verified: [VerifiedCatalogue]
}

/// What an install from a catalogue did.
public struct CatalogueInstallResult: Sendable {
    public let entry: Catalogue.Entry
    public let catalogue: String
    /// The version installed before, when it came from a catalogue.
    public let previousVersion: UInt64?
    public let result: InstallResult
}

/// A pack installed from a catalogue that the catalogue now offers in another version.
public struct OutdatedPack: Sendable, Hashable {
    public let name: String
    public let installed: UInt64
    public let offered: UInt64?
    public let catalogue: String
    /// True when the catalogue offers a lower version (a downgrade: `update` refuses it
    /// without `allowDowngrade`).
    public var isDowngrade: Bool { offered.map { $0 < installed } ?? false }
}

/// The client side of catalogues: trusts them, finds packs in them, installs and
/// updates packs from them, through the verification chain (`CatalogueVerifier`), the
/// install gate and the atomic installer. Bytes come from the injected transport; this
/// type holds no network code. Every refusal leaves the documents folder as it was:
/// the trust file is written only after every check passed and the pack is in place.
public struct CatalogueClient: Sendable {
    public let roots: PackRoots
    public let policy: PackPolicy
    public let transport: CatalogueTransport
    public let now: @Sendable () -> Date
    /// The installer (its checkpoint can be wired to packtool's crash-test hook).
    public var installer: PackInstaller

    public init(roots: PackRoots, policy: PackPolicy = .standard, transport: @escaping CatalogueTransport,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.roots = roots
        self.policy = policy
        self.transport = transport
        self.now = now
        self.installer = PackInstaller(glyphSets: roots.documentsGlyphSets, policy: policy)
    }

    public var store: TrustStore { TrustStore(documents: roots.documents, policy: policy) }
    var verifier: CatalogueVerifier { CatalogueVerifier(policy: policy) }

    // MARK: - Trust

    /// Trusts a catalogue: fetches and verifies it with `key` first (nothing is stored
    /// for a catalogue that fails), then records it with its serial.
    @discardableResult
    public func add(_ url: String, key: CataloguePublicKey) throws(CatalogueRefusal) -> VerifiedCatalogue {
        guard Self.isHTTP(url), CatalogueURL.problem(url) == nil else { throw .notAURL(url) }
        var state = try store.load()
        guard state.trust(for: url) == nil else { throw .alreadyTrusted(url: url) }
        let verified = try fetch(CatalogueTrust(url: url, key: key))
        state.catalogues.append(verified.trust)
        try store.save(state)
        return verified
    }

    /// Stops trusting a catalogue. Packs installed from it stay installed; `outdated`
    /// and `update` no longer look at them.
    public func remove(_ url: String) throws(CatalogueRefusal) {
        var state = try store.load()
        guard state.trust(for: url) != nil else { throw .notTrusted(url: url) }
        state.catalogues.removeAll { $0.url == url }
        state.installed.removeAll { $0.catalogue == url }
        try store.save(state)
    }

    public func trusted() throws(CatalogueRefusal) -> [CatalogueTrust] {
        try store.load().catalogues
    }

    // MARK: - Checks 1–4

    /// Fetches a catalogue and its signature (each under its cap) and verifies them.
    public func fetch(_ trust: CatalogueTrust) throws(CatalogueRefusal) -> VerifiedCatalogue {
        let bytes = try download(trust.url, limit: policy.maximumCatalogueBytes) { () -> CatalogueRefusal in
            .catalogueTooLarge(url: trust.url, limit: policy.maximumCatalogueBytes)
        }
        let signatureURL = trust.url + ".sig"
        let signature = try download(signatureURL, limit: policy.maximumSignatureBytes) { () -> CatalogueRefusal in
            .catalogueTooLarge(url: signatureURL, limit: policy.maximumSignatureBytes)
        }
        return try verifier.verify(catalogue: bytes, signature: signature, trust: trust, now: now())
    }

    /// Every trusted catalogue, verified; the first refusal stops (a frozen or replayed
    /// catalogue is an attack, not a reason to look elsewhere).
    public func fetchAll() throws(CatalogueRefusal) -> [VerifiedCatalogue] {
        var verified: [VerifiedCatalogue] = []
        for trust in try store.load().catalogues { verified.append(try fetch(trust)) }
        return verified
    }

    // MARK: - Check 5: finding a pack

    /// The first trusted catalogue (in the order they were added) that lists `name`, or
    /// nil when none does. `PackLocator` asks this for the catalogue tier.
    public func find(_ name: String) throws(CatalogueRefusal) -> CatalogueMatch? {
        let verified = try fetchAll()
        for source in verified where source.catalogue.entry(named: name) != nil {
            let (entry, url) = try verifier.entry(name, in: source)
            return CatalogueMatch(entry: entry, archiveURL: url, source: source, verified: verified)
        }
        return nil
    }

    // MARK: - Checks 6–9: installing

    /// Downloads the entry's archive (stopped at its declared size), checks its size and
    /// SHA-256, refuses a downgrade unless allowed, judges it with the install gate,
    /// checks it is the pack the entry names, installs it atomically, then records the
    /// catalogues' serials and the installed version.
    @discardableResult
    public func install(_ match: CatalogueMatch, allowDowngrade: Bool = false, force: Bool = false) throws(CatalogueRefusal) -> CatalogueInstallResult {
        let entry = match.entry
        let url = match.archiveURL
        var state = try store.load()
        let previous = installedVersion(entry.name, state: state)
        if let previous, entry.version < previous, !allowDowngrade {
            throw .downgrade(name: entry.name, installed: previous, offered: entry.version)
        }
        // 6. The transport stops at the declared size; 7. size and SHA-256.
        let bytes = try download(url, limit: entry.size) { () -> CatalogueRefusal in
            .downloadTooLarge(name: entry.name, url: url, declared: entry.size)
        }
        try verifier.verify(archive: bytes, for: entry, from: url)
        // 8. The install gate every install uses, and the pack the entry names.
        let pack: GatedPack
        do {
            pack = try installer.gate.check(ArchivePackFiles(bytes: bytes, displayPath: url, policy: policy))
        } catch {
            throw .install(name: entry.name, url: url, error)
        }
        guard pack.map.glyphSet == entry.name else { throw .wrongPack(name: entry.name, url: url, holds: pack.map.glyphSet) }
        // 9. The record first, naming the record it replaces; the atomic install; then the
        // record alone. A run killed between the writes leaves a record for whichever
        // pack the folder holds (`TrustStore.load` settles it), never a pack installed
        // from a catalogue that the trust file does not know (which update then refused).
        // The manifest is the one the installer writes (`PackManifest` of the pack's files).
        let loaded = state
        for verified in match.verified { state.record(verified) }
        state.record(match.source)
        let manifest = PackManifest(pack: entry.name, contents: pack.files).encoded()
        var record = TrustState.Installed(pack: entry.name, catalogue: match.source.url, version: entry.version,
                                          manifestSHA256: PackManifest.sha256Hex(manifest))
        record.replacing = loaded.installed(entry.name).map(TrustState.Installed.Replaced.init)
        state.record(record)
        try store.save(state)
        let result: InstallResult
        do { result = try installer.install(gated: pack, force: force) } catch {
            try? store.save(loaded)
            throw .install(name: entry.name, url: url, error)
        }
        if record.replacing != nil {
            record.replacing = nil
            state.record(record)
            try store.save(state)
        }
        return CatalogueInstallResult(entry: entry, catalogue: match.source.url, previousVersion: previous, result: result)
    }

    // MARK: - Updates

    /// Installed packs whose catalogue offers another version (higher, or lower: a
    /// downgrade `update` refuses), sorted by name. Records the serials seen.
    public func outdated() throws(CatalogueRefusal) -> [OutdatedPack] {
        let (verified, state) = try fetchAllAndRecord()
        return Self.outdated(state: state, verified: verified, installedVersion: { installedVersion($0, state: state) })
    }

    static func outdated(state: TrustState, verified: [VerifiedCatalogue], installedVersion: (String) -> UInt64?) -> [OutdatedPack] {
        var result: [OutdatedPack] = []
        for record in state.installed {
            guard let installed = installedVersion(record.pack),
                  let source = verified.first(where: { $0.url == record.catalogue }) else { continue }
            let offered = source.catalogue.entry(named: record.pack)?.version
            if offered != installed { result.append(OutdatedPack(name: record.pack, installed: installed, offered: offered, catalogue: record.catalogue)) }
        }
        return result
    }

    /// What `update` would install: the matches for these outdated packs (all, or the one
    /// named), from catalogues verified once.
    public func updates(_ name: String? = nil) throws(CatalogueRefusal) -> (matches: [CatalogueMatch], notListed: [OutdatedPack]) {
        let state = try store.load()
        if let name, installedVersion(name, state: state) == nil {
            throw .notFromCatalogue(name: name)
        }
        let verified = try fetchAll()
        var matches: [CatalogueMatch] = []
        var notListed: [OutdatedPack] = []
        for pack in Self.outdated(state: state, verified: verified, installedVersion: { installedVersion($0, state: state) })
        where name == nil || pack.name == name {
            guard pack.offered != nil, let source = verified.first(where: { $0.url == pack.catalogue }) else {
                notListed.append(pack)
                continue
            }
            let (entry, url) = try verifier.entry(pack.name, in: source)
            matches.append(CatalogueMatch(entry: entry, archiveURL: url, source: source, verified: verified))
        }
        return (matches, notListed)
    }

    /// The catalogue version of an installed pack: nil unless the pack in the documents
    /// folder is still the one installed from the catalogue (its manifest unchanged).
    public func installedVersion(_ name: String, state: TrustState) -> UInt64? {
        guard let record = state.installed(name), let digest = store.installedManifestSHA256(name), digest == record.manifestSHA256 else { return nil }
        return record.version
    }

    func fetchAllAndRecord() throws(CatalogueRefusal) -> ([VerifiedCatalogue], TrustState) {
        let verified = try fetchAll()
        let old = try store.load()
        var state = old
        for item in verified { state.record(item) }
        if state != old { try store.save(state) }
        return (verified, state)
    }

    // MARK: - Transport

    func download(_ url: String, limit: Int, tooLarge: () -> CatalogueRefusal) throws(CatalogueRefusal) -> [UInt8] {
        let bytes: [UInt8]
        do { bytes = try transport(url, limit) } catch {
            switch error {
            case .tooLarge: throw tooLarge()
            case .failed(let reason): throw .transport(url: url, reason: reason)
            }
        }
        guard bytes.count <= limit else { throw tooLarge() }
        return bytes
    }

    static func isHTTP(_ url: String) -> Bool {
        let lower = url.lowercased()
        return (lower.hasPrefix("http://") || lower.hasPrefix("https://")) && URL(string: url)?.host?.isEmpty == false
    }
}

/// The catalogue tier as `PackLocator` asks it (its rule 3): the client's `find`, answered
/// in the locator's terms (`CatalogueAnswer`, `CatalogueLookupFailure`), keeping the
/// verified match behind each answer and the refusal behind each failure for the front end
/// that goes on to install (or to say why not). Pack/ knows nothing of catalogues.
public final class CatalogueTier: @unchecked Sendable {
    private let find: @Sendable (String) throws(CatalogueRefusal) -> CatalogueMatch?
    private let lock = NSLock()
    private var matches: [CatalogueAnswer: CatalogueMatch] = [:]
    private var refusals: [CatalogueLookupFailure: CatalogueRefusal] = [:]

    public convenience init(client: CatalogueClient) {
        self.init { name throws(CatalogueRefusal) in try client.find(name) }
    }

    /// `find`: the pack of that name in the trusted catalogues, as `CatalogueClient.find`.
    public init(find: @escaping @Sendable (String) throws(CatalogueRefusal) -> CatalogueMatch?) {
        self.find = find
    }

    /// What the locator is given (`PackLocator(…, catalogues: tier.lookup)`).
    public var lookup: PackLocator.CatalogueLookup {
        { name throws(CatalogueLookupFailure) in try self.answer(name) }
    }

    func answer(_ name: String) throws(CatalogueLookupFailure) -> CatalogueAnswer? {
        let match: CatalogueMatch?
        do {
            match = try find(name)
        } catch {
            let failure = CatalogueLookupFailure(error.description)
            lock.withLock { refusals[failure] = error }
            throw failure
        }
        guard let match else { return nil }
        let answer = CatalogueAnswer(name: match.entry.name, archiveURL: match.archiveURL, catalogue: match.source.url)
        lock.withLock { matches[answer] = match }
        return answer
    }

    /// The verified match behind an answer this tier gave.
    public func match(for answer: CatalogueAnswer) -> CatalogueMatch? {
        lock.withLock { matches[answer] }
    }

    /// The refusal behind a failure this tier threw.
    public func refusal(for failure: CatalogueLookupFailure) -> CatalogueRefusal? {
        lock.withLock { refusals[failure] }
    }
}
