import Foundation

/// `catalogue.json`: which packs a publisher offers, which version of each, and where its
/// archive is, with the size and SHA-256 the archive must have. `publish` writes it and
/// signs its exact bytes (`catalogue.json.sig`); a client reads it only through
/// `CatalogueVerifier`, after the size cap and the signature.
///
///     {
///       "formatVersion": 1,
///       "serial": 7,
///       "issued": "2026-11-23T02:00:00Z",
///       "expires": "2026-12-23T02:00:00Z",
///       "nextKey": "…base64 public key…",          (optional: key rotation)
///       "packs": [
///         { "name": "classic", "displayName": "Classic", "status": "available", "version": 3,
///           "url": "classic-3.zip", "size": 40960, "sha256": "…64 lowercase hex digits…" }
///       ]
///     }
///
/// The reader is strict: every key required (but `nextKey`), no other key, no duplicate
/// key, integers written as plain digits, timestamps as `YYYY-MM-DDTHH:MM:SSZ`, every
/// string printable and bounded, pack names unique and safe, URLs relative paths inside
/// the catalogue's folder or absolute http(s). Every limit is in `PackPolicy`.
public struct Catalogue: Sendable, Hashable {
    public static let fileName = "catalogue.json"
    public static let signatureFileName = "catalogue.json.sig"
    public static let formatVersion = 1
    /// Largest serial and version: integers every JSON reader (and JavaScript) reads exactly.
    public static let maximumInteger: UInt64 = (1 << 53) - 1

    public struct Entry: Sendable, Hashable {
        public var name: String
        public var displayName: String
        public var status: PackStatus
        /// Increased by `publish` whenever the pack's archive changes; starts at 1.
        public var version: UInt64
        /// Relative to the catalogue's URL, or absolute http(s).
        public var url: String
        public var size: Int
        /// Lowercase hex.
        public var sha256: String

        public init(name: String, displayName: String, status: PackStatus, version: UInt64, url: String, size: Int, sha256: String) {
            self.name = name
            self.displayName = displayName
            self.status = status
            self.version = version
            self.url = url
            self.size = size
            self.sha256 = sha256
        }
    }

    public var serial: UInt64
    /// Whole seconds since 1970, UTC.
    public var issued: Date
    public var expires: Date
    /// The key that will sign later catalogues (see docs/catalogue.md, "Key rotation").
    public var nextKey: CataloguePublicKey?
    /// Sorted by name.
    public var packs: [Entry]

    public init(serial: UInt64, issued: Date, expires: Date, nextKey: CataloguePublicKey? = nil, packs: [Entry]) {
        self.serial = serial
        self.issued = issued
        self.expires = expires
        self.nextKey = nextKey
        self.packs = packs.sorted { $0.name < $1.name }
    }

    public func entry(named name: String) -> Entry? {
        packs.first { $0.name == name }
    }

    // MARK: - Writing

    /// The catalogue's bytes: fixed key order and layout, one pack per line, so the same
    /// catalogue always gives the same bytes (and a publisher's diff reads well).
    public func encoded() -> [UInt8] {
        var text = "{\n"
        text += "  \"formatVersion\": \(Self.formatVersion),\n"
        text += "  \"serial\": \(serial),\n"
        text += "  \"issued\": \"\(CatalogueTime.format(issued))\",\n"
        text += "  \"expires\": \"\(CatalogueTime.format(expires))\",\n"
        if let nextKey { text += "  \"nextKey\": \"\(nextKey.base64)\",\n" }
        text += "  \"packs\": ["
        text += packs.isEmpty ? "" : "\n" + packs.map { entry in
            "    { \"name\": \(JSONText.quoted(entry.name)), \"displayName\": \(JSONText.quoted(entry.displayName)), "
                + "\"status\": \(JSONText.quoted(entry.status.rawValue)), \"version\": \(entry.version), "
                + "\"url\": \(JSONText.quoted(entry.url)), \"size\": \(entry.size), \"sha256\": \(JSONText.quoted(entry.sha256)) }"
        }.joined(separator: ",\n") + "\n  "
        text += "]\n}\n"
        return Array(text.utf8)
    }

    // MARK: - Reading

    static let topKeys: Set<String> = ["formatVersion", "serial", "issued", "expires", "nextKey", "packs"]
    static let entryKeys: Set<String> = ["name", "displayName", "status", "version", "url", "size", "sha256"]

    /// Reads a catalogue's bytes, strictly. This is the parser only: whether the bytes
    /// may be trusted is `CatalogueVerifier`'s question, asked first.
    public init(jsonBytes bytes: [UInt8], policy: PackPolicy = .standard) throws(CatalogueFormatError) {
        guard bytes.count <= policy.maximumCatalogueBytes else {
            throw .init("the catalogue is \(bytes.count) bytes, over the \(PackPolicy.describe(bytes: policy.maximumCatalogueBytes)) limit")
        }
        let root: JSONNode
        do { root = try JSONDocument.parse(bytes, maximumBytes: policy.maximumCatalogueBytes) } catch {
            throw .init("invalid JSON at \(error.description)")
        }
        let top = try Self.object(root, what: "the top level", keys: Self.topKeys)
        guard case .number(let version)? = top["formatVersion"]?.value else { throw .init("\"formatVersion\" is missing or not a number") }
        guard version == String(Self.formatVersion) else {
            throw .init("format version \(ArchiveRefusal.printable(version)) is not supported (this packtool reads version \(Self.formatVersion))")
        }
        serial = try Self.integer(top["serial"], key: "serial", at: "the top level")
        issued = try Self.time(top["issued"], key: "issued")
        expires = try Self.time(top["expires"], key: "expires")
        guard issued <= expires else { throw .init("\"expires\" is before \"issued\"") }
        if let next = top["nextKey"] {
            guard let text = next.stringValue else { throw .init("line \(next.position.line): \"nextKey\" is not a string") }
            do { nextKey = try CataloguePublicKey(base64: text) } catch {
                throw .init("line \(next.position.line): \"nextKey\": \(error.description)")
            }
        } else {
            nextKey = nil
        }
        guard case .array(let items)? = top["packs"]?.value else { throw .init("\"packs\" is missing or not an array") }
        guard items.count <= policy.maximumCatalogueEntries else {
            throw .init("it lists \(items.count) packs, over the limit of \(policy.maximumCatalogueEntries)")
        }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        var names = Set<String>()
        for item in items {
            let entry = try Self.entry(item, policy: policy)
            guard names.insert(entry.name).inserted else { throw .init("line \(item.position.line): pack '\(entry.name)' is listed twice") }
            entries.append(entry)
        }
        packs = entries.sorted { $0.name < $1.name }
    }

    static func entry(_ node: JSONNode, policy: PackPolicy) throws(CatalogueFormatError) -> Entry {
        let at = "line \(node.position.line)"
        let fields = try object(node, what: "\(at): a pack", keys: entryKeys)
        let name = try string(fields["name"], key: "name", at: at, policy: policy)
        guard PackName.isSafe(name) else {
            throw .init("\(at): '\(ArchiveRefusal.printable(name))' is not a pack name (letters, digits, '_' and '-', at most 64)")
        }
        let displayName = try string(fields["displayName"], key: "displayName", at: at, policy: policy)
        let statusText = try string(fields["status"], key: "status", at: at, policy: policy)
        guard let status = PackStatus(rawValue: statusText) else {
            throw .init("\(at): \"status\" of '\(name)' is '\(statusText)'; it must be one of \(PackStatus.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let version = try integer(fields["version"], key: "version", at: at)
        guard version >= 1 else { throw .init("\(at): \"version\" of '\(name)' is 0; versions start at 1") }
        let url = try string(fields["url"], key: "url", at: at, policy: policy)
        if let problem = CatalogueURL.problem(url) { throw .init("\(at): \"url\" of '\(name)': \(problem)") }
        let size = try integer(fields["size"], key: "size", at: at)
        guard size >= 1, size <= UInt64(policy.maximumArchiveBytes) else {
            throw .init("\(at): \"size\" of '\(name)' is \(size); an archive is 1 to \(policy.maximumArchiveBytes) bytes")
        }
        let sha256 = try string(fields["sha256"], key: "sha256", at: at, policy: policy)
        guard sha256.utf8.count == 64, sha256.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) }) else {
            throw .init("\(at): \"sha256\" of '\(name)' is not 64 lowercase hex digits")
        }
        return Entry(name: name, displayName: displayName, status: status, version: version, url: url, size: Int(size), sha256: sha256)
    }

    /// The members of an object that has exactly the allowed keys (no other, none twice).
    static func object(_ node: JSONNode, what: String, keys: Set<String>) throws(CatalogueFormatError) -> [String: JSONNode] {
        guard let members = node.members else { throw .init("\(what) is \(node.typeName), not an object") }
        var fields: [String: JSONNode] = [:]
        for member in members {
            guard keys.contains(member.key) else {
                throw .init("line \(member.keyPosition.line): unknown key \"\(ArchiveRefusal.printable(member.key))\"")
            }
            guard fields.updateValue(member.value, forKey: member.key) == nil else {
                throw .init("line \(member.keyPosition.line): \"\(member.key)\" appears twice")
            }
        }
        return fields
    }

    static func integer(_ node: JSONNode?, key: String, at: String) throws(CatalogueFormatError) -> UInt64 {
        guard let node else { throw .init("\(at): \"\(key)\" is missing") }
        guard case .number(let text) = node.value, (1...16).contains(text.utf8.count),
              text.utf8.allSatisfy({ (48...57).contains($0) }), text == "0" || !text.hasPrefix("0"),
              let value = UInt64(text), value <= maximumInteger else {
            throw .init("line \(node.position.line): \"\(key)\" is not a whole number from 0 to \(maximumInteger)")
        }
        return value
    }

    static func string(_ node: JSONNode?, key: String, at: String, policy: PackPolicy) throws(CatalogueFormatError) -> String {
        guard let node else { throw .init("\(at): \"\(key)\" is missing") }
        guard let text = node.stringValue else { throw .init("line \(node.position.line): \"\(key)\" is \(node.typeName), not a string") }
        guard !text.isEmpty, text.utf8.count <= policy.maximumCatalogueStringBytes else {
            throw .init("line \(node.position.line): \"\(key)\" is empty or longer than \(policy.maximumCatalogueStringBytes) bytes")
        }
        // Catalogue text reaches terminals: no control characters (escape sequences), no
        // bidirectional overrides (text that reads other than it is).
        guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
            || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }) else {
            throw .init("line \(node.position.line): \"\(key)\" holds control characters")
        }
        return text
    }

    static func time(_ node: JSONNode?, key: String) throws(CatalogueFormatError) -> Date {
        guard let node else { throw .init("\"\(key)\" is missing") }
        guard let text = node.stringValue, let date = CatalogueTime.parse(text) else {
            throw .init("line \(node.position.line): \"\(key)\" is not a UTC time written YYYY-MM-DDTHH:MM:SSZ")
        }
        return date
    }
}

/// Why catalogue bytes are not a catalogue.
public struct CatalogueFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}

/// Where an entry's archive is: a path relative to the catalogue's own URL (inside its
/// folder), or an absolute http(s) URL. Nothing else: no other scheme, no `..`, no
/// user:password, no query or fragment, printable ASCII only.
public enum CatalogueURL {
    public static func problem(_ url: String) -> String? {
        guard url.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) }) else { return "it must be printable ASCII without spaces" }
        // Byte tests, not Foundation's substring search (slow on Linux; run for every entry).
        let bytes = url.utf8
        guard !bytes.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "\\") }) else {
            return "it must not hold '?', '#' or '\\'"
        }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            guard let parsed = URL(string: url), let host = parsed.host, !host.isEmpty else { return "it is not a valid http(s) URL" }
            guard parsed.user == nil, parsed.password == nil else { return "it must not carry a user name or password" }
            if parsed.path.split(separator: "/").contains(where: { $0 == ".." || $0 == "." }) { return "it must not hold '.' or '..' segments" }
            return nil
        }
        if bytes.contains(UInt8(ascii: ":")) { return "it must be a relative path or an http(s) URL" }
        if url.hasPrefix("/") { return "a relative URL must not start with '/'" }
        if url.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) {
            return "a relative URL must stay inside the catalogue's folder (no '.', '..' or empty segments)"
        }
        return nil
    }

    /// The absolute URL of an entry's archive, for a catalogue at `catalogueURL`.
    public static func resolve(_ url: String, against catalogueURL: String) -> String? {
        guard problem(url) == nil else { return nil }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") { return url }
        guard let base = URL(string: catalogueURL), let resolved = URL(string: url, relativeTo: base)?.absoluteURL else { return nil }
        let scheme = resolved.scheme?.lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        return resolved.absoluteString
    }
}
