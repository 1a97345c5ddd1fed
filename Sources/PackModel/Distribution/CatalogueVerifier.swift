import Foundation

/// What a client trusts about one catalogue: where it is, the publisher's pinned key,
/// the next key a verified catalogue announced (key rotation), and the highest serial
/// seen with the SHA-256 of that catalogue's bytes (rollback protection).
public struct CatalogueTrust: Sendable, Hashable {
    /// The catalogue's http(s) URL (`…/catalogue.json`).
    public var url: String
    /// The pinned publisher key: given to `catalogue add`, never learned from the network
    /// except through a catalogue this key (or the announced next key) signed.
    public var key: CataloguePublicKey
    /// A key a catalogue signed by `key` announced; a catalogue signed by it is accepted,
    /// and from then on it is the pinned key.
    public var nextKey: CataloguePublicKey?
    /// The highest serial verified so far (nil: none yet).
    public var highestSerial: UInt64?
    /// SHA-256 of the catalogue bytes that carried `highestSerial`.
    public var highestSHA256: String?

    public init(url: String, key: CataloguePublicKey, nextKey: CataloguePublicKey? = nil, highestSerial: UInt64? = nil, highestSHA256: String? = nil) {
        self.url = url
        self.key = key
        self.nextKey = nextKey
        self.highestSerial = highestSerial
        self.highestSHA256 = highestSHA256
    }
}

/// A catalogue that passed the first four checks, and the trust to record once the
/// operation that fetched it succeeds.
public struct VerifiedCatalogue: Sendable, Hashable {
    public let catalogue: Catalogue
    /// The trust as it becomes: the new highest serial, a rotated or announced key.
    public let trust: CatalogueTrust
    /// Which key signed it.
    public let signedBy: CataloguePublicKey
    public var url: String { trust.url }
}

/// A refusal of the verification chain. Each names the step that failed; the order of
/// the cases is the order of the checks.
public enum CatalogueRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1. The catalogue (or its signature file) is over its cap; nothing of it was read.
    case catalogueTooLarge(url: String, limit: Int)
    /// 2. The signature file is not one line of base64 of 64 bytes.
    case signatureUnreadable(url: String)
    /// 2. The signature is not valid for the pinned key (nor the announced next key).
    case signatureInvalid(url: String, key: String)
    /// Signed, but not a catalogue this packtool reads (only a publisher's bug gets here).
    case malformed(url: String, CatalogueFormatError)
    /// 3. `expires` (plus the clock-skew tolerance) has passed.
    case expired(url: String, expires: String, now: String, toleranceSeconds: Int)
    /// 4. An older serial than one already verified: a replayed catalogue.
    case rollback(url: String, serial: UInt64, highest: UInt64)
    /// 4. The highest serial seen, but different bytes: a publisher (or its key) signed two catalogues with one serial.
    case serialReused(url: String, serial: UInt64)
    /// 5. No trusted catalogue lists the pack.
    case noEntry(name: String, catalogues: [String])
    /// `update NAME` of a pack that was not installed from a trusted catalogue (or was
    /// replaced or edited since).
    case notFromCatalogue(name: String)
    /// 5. The entry's URL cannot be resolved to an http(s) URL.
    case entryURL(name: String, url: String)
    /// 6. The download went past the size the entry declares.
    case downloadTooLarge(name: String, url: String, declared: Int)
    /// 7. The archive is not the declared size.
    case sizeMismatch(name: String, url: String, declared: Int, actual: Int)
    /// 7. The archive's SHA-256 is not the declared one.
    case digestMismatch(name: String, url: String, declared: String, actual: String)
    /// 8. The archive holds another pack than the entry names.
    case wrongPack(name: String, url: String, holds: String)
    /// 8. A lower version than the one installed, without `allowDowngrade`.
    case downgrade(name: String, installed: UInt64, offered: UInt64)
    /// 8–9. The install gate refused the pack, or the install could not be done.
    case install(name: String, url: String, PackOperationError)
    /// The catalogue, its signature or an archive could not be fetched.
    case transport(url: String, reason: String)
    /// The trust file in the documents folder cannot be read or written.
    case trustFile(String)
    /// `catalogue add` of a URL already trusted, `remove` or `update` of one that is not.
    case alreadyTrusted(url: String)
    case notTrusted(url: String)
    /// The catalogue URL is not http(s).
    case notAURL(String)

    public var description: String {
        switch self {
        case .catalogueTooLarge(let url, let limit):
            "\(url) is larger than \(PackPolicy.describe(bytes: limit)); refused before reading it"
        case .signatureUnreadable(let url):
            "\(url).sig is not an Ed25519 signature (one line of base64 of 64 bytes)"
        case .signatureInvalid(let url, let key):
            "the signature of \(url) is not valid for the pinned key \(key): the catalogue or its signature was changed, or another key signed it"
        case .malformed(let url, let error):
            "\(url) is signed by the pinned key but cannot be read: \(error)"
        case .expired(let url, let expires, let now, let tolerance):
            "\(url) expired at \(expires) (now \(now), tolerance \(tolerance / 60) minutes): a stale or frozen catalogue"
        case .rollback(let url, let serial, let highest):
            "\(url) has serial \(serial), lower than \(highest) already seen: an older catalogue replayed"
        case .serialReused(let url, let serial):
            "\(url) has serial \(serial), which was already seen with different contents"
        case .noEntry(let name, let catalogues):
            catalogues.isEmpty ? "no trusted catalogue; '\(name)' cannot be found by name"
                : "no trusted catalogue lists a pack named '\(name)' (looked in \(catalogues.joined(separator: ", ")))"
        case .notFromCatalogue(let name):
            "'\(name)' is not a pack installed from a trusted catalogue (or it was replaced or edited since)"
        case .entryURL(let name, let url):
            "the archive URL of '\(name)', \(url), is not an http(s) URL"
        case .downloadTooLarge(let name, let url, let declared):
            "the download of '\(name)' from \(url) went past the \(declared) bytes the catalogue declares; stopped"
        case .sizeMismatch(let name, let url, let declared, let actual):
            "the archive of '\(name)' from \(url) is \(actual) bytes; the catalogue declares \(declared)"
        case .digestMismatch(let name, let url, let declared, let actual):
            "the archive of '\(name)' from \(url) has SHA-256 \(actual); the catalogue declares \(declared)"
        case .wrongPack(let name, let url, let holds):
            "the archive of '\(name)' from \(url) holds the pack '\(ArchiveRefusal.printable(holds))'"
        case .downgrade(let name, let installed, let offered):
            "'\(name)' version \(installed) is installed; the catalogue offers version \(offered), a downgrade"
        case .install(let name, _, let error):
            "'\(name)': \(error)"
        case .transport(let url, let reason):
            "cannot download \(url): \(reason)"
        case .trustFile(let what):
            what
        case .alreadyTrusted(let url):
            "\(url) is already a trusted catalogue"
        case .notTrusted(let url):
            "\(url) is not a trusted catalogue"
        case .notAURL(let url):
            "'\(ArchiveRefusal.printable(url))' is not an http(s) URL of a catalogue"
        }
    }

    /// The step of the chain, as messages and docs/catalogue.md name it.
    public var step: String {
        switch self {
        case .catalogueTooLarge: "size cap"
        case .signatureUnreadable, .signatureInvalid: "signature"
        case .malformed: "format"
        case .expired: "expiry"
        case .rollback, .serialReused: "serial"
        case .noEntry, .entryURL, .notFromCatalogue: "entry"
        case .downloadTooLarge: "download size"
        case .sizeMismatch, .digestMismatch: "size and SHA-256"
        case .wrongPack, .downgrade, .install: "install"
        case .transport: "download"
        case .trustFile, .alreadyTrusted, .notTrusted, .notAURL: "trust"
        }
    }

    /// True when the bytes were refused (exit 1); false when packtool could not do its
    /// job (a network failure, an unwritable documents folder; exit 2).
    public var isRefusal: Bool {
        switch self {
        case .transport, .trustFile, .notTrusted, .notAURL, .notFromCatalogue: false
        case .install(_, _, let error): error.isRefusal
        default: true
        }
    }
}

/// The verification chain, bytes in, verdict out: no file, process or network code, so
/// the app can run the same checks on bytes it fetched itself. In order:
///
/// 1. the catalogue and its signature within their caps (`PackPolicy`);
/// 2. the Ed25519 signature of the exact catalogue bytes valid for the pinned key (or
///    the next key a verified catalogue announced);
/// 3. not expired: `now` is before `expires` plus `catalogueClockSkewSeconds`;
/// 4. the serial not lower than the highest seen (and not equal with other bytes);
///
/// then, per pack: 5. the entry; 6. the download stopped at its declared size (the
/// transport's cap, checked again here); 7. size and SHA-256 equal.
/// Steps 8 (the install gate) and 9 (the atomic install) are `PackInstaller`'s.
public struct CatalogueVerifier: Sendable {
    public let policy: PackPolicy

    public init(policy: PackPolicy = .standard) {
        self.policy = policy
    }

    /// Steps 1–4.
    public func verify(catalogue bytes: [UInt8], signature: [UInt8], trust: CatalogueTrust, now: Date) throws(CatalogueRefusal) -> VerifiedCatalogue {
        let url = trust.url
        // 1. Size caps, before anything else looks at the bytes.
        guard bytes.count <= policy.maximumCatalogueBytes else { throw .catalogueTooLarge(url: url, limit: policy.maximumCatalogueBytes) }
        guard signature.count <= policy.maximumSignatureBytes else { throw .catalogueTooLarge(url: url + ".sig", limit: policy.maximumSignatureBytes) }
        // 2. The signature, over the exact bytes, for a pinned key.
        guard case let text = String(decoding: signature, as: UTF8.self),
              let raw = try? CatalogueKeyText.decode(text, what: "signature"), raw.count == CatalogueSigningKey.signatureByteCount else {
            throw .signatureUnreadable(url: url)
        }
        let signedBy: CataloguePublicKey
        if trust.key.isValidSignature(raw, for: bytes) {
            signedBy = trust.key
        } else if let next = trust.nextKey, next.isValidSignature(raw, for: bytes) {
            signedBy = next
        } else {
            throw .signatureInvalid(url: url, key: trust.key.base64)
        }
        let catalogue: Catalogue
        do { catalogue = try Catalogue(jsonBytes: bytes, policy: policy) } catch { throw .malformed(url: url, error) }
        // 3. Expiry, with the documented tolerance for a client clock behind the publisher's.
        let tolerance = policy.catalogueClockSkewSeconds
        guard now < catalogue.expires.addingTimeInterval(TimeInterval(tolerance)) else {
            throw .expired(url: url, expires: CatalogueTime.format(catalogue.expires), now: CatalogueTime.format(now), toleranceSeconds: tolerance)
        }
        // 4. Rollback: never lower than the highest serial seen; equal only for the same bytes.
        let digest = PackManifest.sha256Hex(bytes)
        if let highest = trust.highestSerial {
            guard catalogue.serial >= highest else { throw .rollback(url: url, serial: catalogue.serial, highest: highest) }
            if catalogue.serial == highest, let seen = trust.highestSHA256, seen != digest {
                throw .serialReused(url: url, serial: catalogue.serial)
            }
        }
        var updated = trust
        updated.highestSerial = catalogue.serial
        updated.highestSHA256 = digest
        if signedBy == trust.key {
            // A catalogue signed by the pinned key may announce (or withdraw) the next key.
            updated.nextKey = catalogue.nextKey == trust.key ? nil : catalogue.nextKey
        } else {
            // Signed by the announced key: the rotation is complete; the old key is dropped.
            updated.key = signedBy
            updated.nextKey = catalogue.nextKey == signedBy ? nil : catalogue.nextKey
        }
        return VerifiedCatalogue(catalogue: catalogue, trust: updated, signedBy: signedBy)
    }

    /// Step 5: the entry of that name and its archive's absolute URL.
    public func entry(_ name: String, in verified: VerifiedCatalogue) throws(CatalogueRefusal) -> (entry: Catalogue.Entry, url: String) {
        guard let entry = verified.catalogue.entry(named: name) else { throw .noEntry(name: name, catalogues: [verified.url]) }
        guard let url = CatalogueURL.resolve(entry.url, against: verified.url) else { throw .entryURL(name: name, url: entry.url) }
        return (entry, url)
    }

    /// Steps 6–7: the archive's bytes are exactly the declared size and SHA-256.
    public func verify(archive bytes: [UInt8], for entry: Catalogue.Entry, from url: String) throws(CatalogueRefusal) {
        guard bytes.count <= entry.size else { throw .downloadTooLarge(name: entry.name, url: url, declared: entry.size) }
        guard bytes.count == entry.size else { throw .sizeMismatch(name: entry.name, url: url, declared: entry.size, actual: bytes.count) }
        let actual = PackManifest.sha256Hex(bytes)
        guard actual == entry.sha256 else { throw .digestMismatch(name: entry.name, url: url, declared: entry.sha256, actual: actual) }
    }
}
