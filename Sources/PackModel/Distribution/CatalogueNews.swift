import Foundation

/// Something a validly signed catalogue now says that a user must hear about rather than
/// be told all is well: it offers a lower version of a pack installed from it, it no
/// longer lists such a pack, or it announces another next key than the one it announced
/// before. Each is either a publisher's mistake or a sign that their key is in other
/// hands; `outdated` and `update` report it by name, change nothing and fail.
public struct CatalogueNews: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The catalogue lists the pack at a lower version than the one installed from it.
        case downgrade(installed: UInt64, offered: UInt64)
        /// The catalogue no longer lists a pack installed from it.
        case dropped(installed: UInt64)
        /// The catalogue, signed by the pinned key, announces another next key than the one
        /// it announced before (a key rotation changed half way).
        case announcedKeyChanged(from: CataloguePublicKey, to: CataloguePublicKey)
    }

    /// The pack concerned; nil for news about the catalogue itself.
    public let pack: String?
    /// The catalogue's URL.
    public let catalogue: String
    public let kind: Kind

    public init(pack: String?, catalogue: String, kind: Kind) {
        self.pack = pack
        self.catalogue = catalogue
        self.kind = kind
    }

    /// True when `--allow-downgrade` accepts it.
    public var isDowngrade: Bool {
        if case .downgrade = kind { return true }
        return false
    }

    /// What happened, by name.
    public var description: String {
        switch kind {
        case .downgrade(let installed, let offered):
            "\(pack ?? "?"): version \(installed) is installed, but \(catalogue) now offers version \(offered), a downgrade"
        case .dropped(let installed):
            "\(pack ?? "?"): version \(installed) is installed from \(catalogue), which no longer lists it"
        case .announcedKeyChanged(let from, let to):
            "\(catalogue) announced the next key \(from.base64), and now announces another, \(to.base64)"
        }
    }

    /// What it means.
    public var meaning: String {
        switch kind {
        case .downgrade:
            "the publisher went back to an older pack (a mistake, or a rollback to a version with a known flaw by whoever holds their key)"
        case .dropped:
            "the publisher withdrew the pack (by mistake, or because something is wrong with it); it stays installed and works, but gets no more updates"
        case .announcedKeyChanged:
            "a key rotation changed half way: the publisher lost the key they announced, or someone else holding their key is announcing their own"
        }
    }

    /// What to do.
    public var remedy: String {
        switch kind {
        case .downgrade:
            "ask the publisher; to install the older version anyway, `packtool update \(pack ?? "NAME") --allow-downgrade`"
        case .dropped:
            "ask the publisher why; keep the pack as it is, or remove it with `packtool uninstall \(pack ?? "NAME")`"
        case .announcedKeyChanged:
            "ask the publisher, by a channel you already trust, which key is theirs; if the new one is, `packtool catalogue remove \(catalogue)` and add it again with `--key` and that key"
        }
    }
}

/// What the trusted catalogues say about the packs installed from them, before anything
/// is changed: what `outdated` lists and `update` installs, the news that stops both, and
/// the trust to record once nothing stops them.
public struct CatalogueReview: Sendable {
    /// Installed packs whose catalogue offers another version (or none), sorted by name.
    public let outdated: [OutdatedPack]
    /// What must be reported instead of going on (empty: nothing).
    public let news: [CatalogueNews]
    /// The matches `update` installs: a newer or (allowed) lower version of each outdated
    /// pack still listed.
    public let matches: [CatalogueMatch]
    /// Every trusted catalogue, verified.
    public let verified: [VerifiedCatalogue]
}

extension CatalogueClient {
    /// Fetches and verifies every trusted catalogue, and compares them with what is
    /// installed from them and with the trust recorded. Nothing is written.
    /// - Parameters:
    ///   - name: only this installed pack (and its catalogue's news); nil for all.
    ///   - allowDowngrade: a lower version is a match rather than news.
    public func review(_ name: String? = nil, allowDowngrade: Bool = false) throws(CatalogueRefusal) -> CatalogueReview {
        let state = try store.load()
        if let name, installedVersion(name, state: state) == nil {
            throw .notFromCatalogue(name: name)
        }
        let verified = try fetchAll()
        let outdated = Self.outdated(state: state, verified: verified, installedVersion: { installedVersion($0, state: state) })
            .filter { name == nil || $0.name == name }
        var news: [CatalogueNews] = []
        var matches: [CatalogueMatch] = []
        for pack in outdated {
            guard let offered = pack.offered else {
                news.append(CatalogueNews(pack: pack.name, catalogue: pack.catalogue, kind: .dropped(installed: pack.installed)))
                continue
            }
            if offered < pack.installed && !allowDowngrade {
                news.append(CatalogueNews(pack: pack.name, catalogue: pack.catalogue, kind: .downgrade(installed: pack.installed, offered: offered)))
                continue
            }
            guard let source = verified.first(where: { $0.url == pack.catalogue }) else { continue }
            let (entry, url) = try verifier.entry(pack.name, in: source)
            matches.append(CatalogueMatch(entry: entry, archiveURL: url, source: source, verified: verified))
        }
        let concerned = Set(outdated.map(\.catalogue))
        for item in verified where name == nil || concerned.contains(item.url) || state.installed(name!)?.catalogue == item.url {
            guard let before = state.trust(for: item.url), let announced = before.nextKey,
                  item.signedBy == before.key, let now = item.catalogue.nextKey, now != announced, now != before.key else { continue }
            news.append(CatalogueNews(pack: nil, catalogue: item.url, kind: .announcedKeyChanged(from: announced, to: now)))
        }
        return CatalogueReview(outdated: outdated, news: news, matches: matches, verified: verified)
    }

    /// Records the serials and keys of a review's catalogues (what `outdated` does when
    /// there is no news). Re-reads the trust file first, so nothing else is lost.
    public func record(_ review: CatalogueReview) throws(CatalogueRefusal) {
        let old = try store.load()
        var state = old
        for item in review.verified { state.record(item) }
        if state != old { try store.save(state) }
    }
}
