import Foundation
import Testing
import TestSupport
@testable import PackModel

// MARK: - A publisher, a server (in memory) and a client

/// What the fake server serves: URL -> bytes, changeable between requests; and what a
/// response does past the limit (an endless response never ends).
private final class Served: @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    private var endless: Set<String> = []
    private(set) var requests: [String] = []

    subscript(url: String) -> [UInt8]? {
        get { lock.withLock { files[url] } }
        set { lock.withLock { files[url] = newValue } }
    }

    func makeEndless(_ url: String) { lock.withLock { _ = endless.insert(url) } }

    /// The transport, as curl behaves: stopped (`tooLarge`) as soon as more than `limit`
    /// bytes arrive; an endless response always passes the limit.
    var transport: CatalogueTransport {
        { url, limit throws(CatalogueTransportError) in
            let (bytes, isEndless) = self.lock.withLock { () -> ([UInt8]?, Bool) in
                self.requests.append(url)
                return (self.files[url], self.endless.contains(url))
            }
            if isEndless { throw .tooLarge }
            guard let bytes else { throw .failed("the server answered HTTP 404") }
            if bytes.count > limit { throw .tooLarge }
            return bytes
        }
    }
}

private let base = "http://packs.test/site/"
private let catalogueURL = base + Catalogue.fileName
private let day: TimeInterval = 86_400
private let start = Date(timeIntervalSince1970: 1_800_000_000)

/// A publisher's folder, the same files served, and a client's documents folder.
private final class World {
    let temp: TemporaryDirectory
    let site: URL
    let documents: URL
    let key = CatalogueSigningKey()
    let served = Served()
    var clock = start

    init() throws {
        temp = try TemporaryDirectory()
        site = temp.url.appendingPathComponent("site")
        documents = temp.url.appendingPathComponent("docs")
    }

    var roots: PackRoots { PackRoots(documents: documents, bundle: temp.url.appendingPathComponent("no-bundle")) }

    func client(now: Date? = nil) -> CatalogueClient {
        let time = now ?? clock
        return CatalogueClient(roots: roots, transport: served.transport, now: { time })
    }

    /// A pack folder of ours: classic under another name, its display name changeable.
    func pack(_ name: String, displayName: String = "Neon") throws -> URL {
        let folder = temp.url.appendingPathComponent("src/\(name)")
        if !FileManager.default.fileExists(atPath: folder.path) { _ = try temp.copyShippedPack("classic", to: "src/\(name)") }
        let mapURL = folder.appendingPathComponent(LetterMap.fileName)
        var text = try String(contentsOf: mapURL, encoding: .utf8)
        text = text.replacingOccurrences(of: #""glyphSet": "[^"]*""#, with: "\"glyphSet\": \"\(name)\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #""displayName": "[^"]*""#, with: "\"displayName\": \"\(displayName)\"", options: .regularExpression)
        try Data(text.utf8).write(to: mapURL)
        return folder
    }

    /// Publishes the folders into the site and serves every file of it.
    @discardableResult
    func publish(_ folders: [URL], key: CatalogueSigningKey? = nil, nextKey: CataloguePublicKey? = nil, days: Int = 30) throws -> PublishResult {
        let result = try CataloguePublisher(key: key ?? self.key).publish(folders.map { FolderPackFiles(folder: $0) }, to: site,
                                                                          validDays: days, nextKey: nextKey, now: clock)
        serveSite()
        return result
    }

    func serveSite() {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: site.path)) ?? [] where !name.hasPrefix(".") {
            served[base + name] = Array(FileManager.default.contents(atPath: site.appendingPathComponent(name).path) ?? Data())
        }
    }

    /// Serves a catalogue of our own making, signed by `key` (a forger with or without the key).
    func serve(_ catalogue: Catalogue, signedBy key: CatalogueSigningKey? = nil) throws {
        let bytes = catalogue.encoded()
        served[catalogueURL] = bytes
        served[catalogueURL + ".sig"] = Array((Data(try (key ?? self.key).signature(for: bytes)).base64EncodedString() + "\n").utf8)
    }

    var current: Catalogue { get throws { try Catalogue(jsonBytes: served[catalogueURL]!) } }

    /// Every file under the documents folder (path -> bytes and mode), nil when it does not exist.
    func snapshot() -> [String: String]? {
        guard FileManager.default.fileExists(atPath: documents.path) else { return nil }
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: documents.path)
        while let path = enumerator?.nextObject() as? String {
            let full = documents.appendingPathComponent(path).path
            var info = stat()
            lstat(full, &info)
            let bytes = FileManager.default.contents(atPath: full).map { PackManifest.sha256Hex(Array($0)) } ?? "folder"
            result[path] = "\(String(info.st_mode, radix: 8)) \(info.st_size) \(bytes)"
        }
        return result
    }

    /// Publish `neon` (version 1), trust the catalogue, install neon: the state each attack starts from.
    func installed() throws {
        try publish([pack("neon")])
        try client().add(catalogueURL, key: key.publicKey)
        let match = try #require(try client().find("neon"))
        try client().install(match)
    }
}

/// Runs `body`, which must be refused with `expected`, and checks that the documents
/// folder is byte for byte as it was.
private func expectRefusal(_ world: World, _ expected: (CatalogueRefusal) -> Bool, _ comment: Comment,
                           _ body: () throws -> Void) {
    let before = world.snapshot()
    do {
        try body()
        Issue.record("not refused: \(comment)")
    } catch let error as CatalogueRefusal {
        #expect(expected(error), "\(comment): refused with \(error)")
    } catch {
        Issue.record("\(comment): not a refusal: \(error)")
    }
    #expect(world.snapshot() == before, "\(comment): the documents folder changed")
}

/// `install NAME` the way packtool does it: find in the catalogues, then install.
private func installByName(_ world: World, _ name: String, allowDowngrade: Bool = false) throws(CatalogueRefusal) {
    let client = world.client()
    guard let match = try client.find(name) else { throw .noEntry(name: name, catalogues: []) }
    try client.install(match, allowDowngrade: allowDowngrade)
}

private func update(_ world: World, allowDowngrade: Bool = false) throws(CatalogueRefusal) {
    let client = world.client()
    for match in try client.updates().matches { try client.install(match, allowDowngrade: allowDowngrade) }
}

// MARK: - The happy path

@Test func publishInstallOutdatedUpdate() throws {
    let world = try World()
    let first = try world.publish([world.pack("neon"), world.pack("mono", displayName: "Mono")])
    #expect(first.catalogue.serial == 1)
    #expect(first.packs.map(\.change) == [.added, .added])
    #expect(first.catalogue.entry(named: "neon")?.url == "neon-1.zip")
    #expect(first.catalogue.expires.timeIntervalSince(first.catalogue.issued) == 30 * day)
    // The signature is of the exact bytes written.
    let bytes = Array(try Data(contentsOf: first.catalogueFile))
    let signature = try CatalogueKeyText.decode(String(contentsOf: first.signatureFile, encoding: .utf8), what: "signature")
    #expect(world.key.publicKey.isValidSignature(signature, for: bytes))

    let client = world.client()
    #expect(world.snapshot() == nil)
    try client.add(catalogueURL, key: world.key.publicKey)
    let match = try #require(try client.find("neon"))
    let done = try client.install(match)
    #expect(done.entry.version == 1)
    #expect(FileManager.default.fileExists(atPath: world.documents.appendingPathComponent("GlyphSets/neon/lowercase_a.svg").path))
    #expect(try client.outdated().isEmpty)

    // Publishing again unchanged keeps every entry; the serial still grows.
    let again = try world.publish([world.pack("neon"), world.pack("mono", displayName: "Mono")])
    #expect(again.catalogue.serial == 2)
    #expect(again.catalogue.packs == first.catalogue.packs)
    #expect(again.packs.map(\.change) == [.unchanged, .unchanged])

    // A changed pack gets the next version and a new archive; the other stays as it was.
    world.clock += day
    let changed = try world.publish([world.pack("neon", displayName: "Neon Two")])
    #expect(changed.catalogue.serial == 3)
    #expect(changed.packs.map(\.change) == [.changed])
    #expect(changed.catalogue.entry(named: "neon")?.version == 2)
    #expect(changed.catalogue.entry(named: "neon")?.url == "neon-2.zip")
    #expect(changed.catalogue.entry(named: "mono") == first.catalogue.entry(named: "mono"))
    #expect(FileManager.default.fileExists(atPath: world.site.appendingPathComponent("neon-1.zip").path))

    let outdated = try world.client().outdated()
    #expect(outdated == [OutdatedPack(name: "neon", installed: 1, offered: 2, catalogue: catalogueURL)])
    try update(world)
    #expect(try world.client().outdated().isEmpty)
    let map = try LetterMap(jsonBytes: Array(Data(contentsOf: world.documents.appendingPathComponent("GlyphSets/neon/letter_map.json"))))
    #expect(map.displayName == "Neon Two")
    let state = try world.client().store.load()
    #expect(state.trust(for: catalogueURL)?.highestSerial == 3)
    #expect(state.installed("neon")?.version == 2)
}

@Test func theCatalogueTierComesAfterTheLocalOnes() throws {
    let world = try World()
    try world.publish([world.pack("neon"), world.pack("classic", displayName: "Not the bundled one")])
    try world.client().add(catalogueURL, key: world.key.publicKey)
    let client = world.client()
    let roots = PackRoots(documents: world.documents, bundle: TestPaths.glyphSets)
    let tier = CatalogueTier(client: client)
    let locator = PackLocator(workingDirectory: world.temp.url, roots: { roots }, catalogues: tier.lookup)
    // A bundled pack wins over a catalogue's of the same name, and no catalogue is fetched.
    let before = world.served.requests.count
    let classic = try locator.locate("classic", accepting: [.archive, .catalogue])
    #expect(classic.tier == .bundle)
    #expect(world.served.requests.count == before)
    // A name no tier has is the catalogue's.
    let neon = try locator.locate("neon", accepting: [.archive, .catalogue])
    guard case .catalogue(let answer) = neon.place else { Issue.record("not from the catalogue: \(neon.place)"); return }
    #expect(answer.name == "neon" && answer.catalogue == catalogueURL)
    #expect(answer.archiveURL == base + "neon-1.zip")
    // The tier keeps the verified match behind its answer: what installs the pack.
    let match = try #require(tier.match(for: answer))
    #expect(match.entry.name == "neon")
    #expect(match.archiveURL == base + "neon-1.zip")
    // Commands that do not install never ask the catalogues.
    #expect(throws: PackLocatorError.self) { try locator.locate("neon", accepting: [.archive]) }
    // A failing catalogue is the locator's error, not "no such pack".
    world.served[catalogueURL + ".sig"] = Array("AAAA\n".utf8)
    #expect {
        try locator.locate("neon", accepting: [.archive, .catalogue])
    } throws: { error in
        guard case PackLocatorError.catalogue(let failure) = error, case .signatureUnreadable? = tier.refusal(for: failure) else { return false }
        return failure.description == tier.refusal(for: failure)?.description
    }
}

// MARK: - Refusals: each named, nothing changed

@Test func forgedWithoutTheKeyIsRefused() throws {
    let world = try World()
    try world.installed()
    let genuine = try #require(world.served[catalogueURL])
    let signature = try #require(world.served[catalogueURL + ".sig"])

    // One byte of the catalogue changed (a size made larger, say).
    var changed = genuine
    let index = try #require(changed.lastIndex(of: UInt8(ascii: "1")))
    changed[index] = UInt8(ascii: "2")
    world.served[catalogueURL] = changed
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "changed catalogue") { try installByName(world, "neon") }
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "changed catalogue, update") { try update(world) }

    // The signature changed: a flipped byte of the decoded signature, then garbage.
    world.served[catalogueURL] = genuine
    var raw = try CatalogueKeyText.decode(String(decoding: signature, as: UTF8.self), what: "signature")
    raw[10] ^= 0x01
    world.served[catalogueURL + ".sig"] = Array(Data(raw).base64EncodedString().utf8)
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "changed signature") { try update(world) }
    world.served[catalogueURL + ".sig"] = Array("not base64!\n".utf8)
    expectRefusal(world, { if case .signatureUnreadable = $0 { true } else { false } }, "unreadable signature") { try update(world) }

    // A catalogue signed by another key, with a higher serial and a new version.
    var forged = try world.current
    forged.serial += 10
    forged.packs[0].version += 1
    try world.serve(forged, signedBy: CatalogueSigningKey())
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "another key") { try update(world) }
    world.served[base + "other/" + Catalogue.fileName] = world.served[catalogueURL]
    world.served[base + "other/" + Catalogue.signatureFileName] = world.served[catalogueURL + ".sig"]
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "another key, add") {
        try world.client().add(base + "other/" + Catalogue.fileName, key: world.key.publicKey)
    }

    // A catalogue over the size cap is refused before it is looked at.
    world.served[catalogueURL] = [UInt8](repeating: 0x20, count: PackPolicy.standard.maximumCatalogueBytes + 1)
    expectRefusal(world, { if case .catalogueTooLarge = $0 { true } else { false } }, "too large") { try update(world) }
    world.served.makeEndless(catalogueURL)
    expectRefusal(world, { if case .catalogueTooLarge = $0 { true } else { false } }, "endless catalogue") { try update(world) }
}

@Test func changedArchiveBytesAreRefused() throws {
    let world = try World()
    try world.publish([world.pack("neon")])
    try world.client().add(catalogueURL, key: world.key.publicKey)
    let url = base + "neon-1.zip"
    var archive = try #require(world.served[url])
    archive[archive.count / 2] ^= 0xFF
    world.served[url] = archive
    expectRefusal(world, { if case .digestMismatch = $0 { true } else { false } }, "changed archive byte") { try installByName(world, "neon") }
    world.served[url] = archive + [0]
    expectRefusal(world, { if case .downloadTooLarge = $0 { true } else { false } }, "longer archive") { try installByName(world, "neon") }
    world.served[url] = Array(archive.dropLast())
    expectRefusal(world, { if case .sizeMismatch = $0 { true } else { false } }, "shorter archive") { try installByName(world, "neon") }
    world.served.makeEndless(url)
    expectRefusal(world, { if case .downloadTooLarge = $0 { true } else { false } }, "endless archive") { try installByName(world, "neon") }
    #expect(world.snapshot()?.keys.contains { $0.hasPrefix("GlyphSets") } != true)
}

@Test func forgedWithTheKeyIsRefusedByTheLaterChecks() throws {
    let world = try World()
    try world.installed()
    let genuine = try world.current
    let neon = try #require(genuine.entry(named: "neon"))

    // Expired: signed, but its time is over (beyond the clock-skew tolerance).
    var expired = genuine
    expired.serial += 1
    expired.expires = world.clock.addingTimeInterval(-TimeInterval(PackPolicy.standard.catalogueClockSkewSeconds) - 1)
    expired.issued = expired.expires.addingTimeInterval(-day)
    try world.serve(expired)
    expectRefusal(world, { if case .expired = $0 { true } else { false } }, "expired") { try update(world) }
    // Within the tolerance it is still accepted (a clock a few minutes behind).
    expired.expires = world.clock.addingTimeInterval(-TimeInterval(PackPolicy.standard.catalogueClockSkewSeconds) + 60)
    try world.serve(expired)
    #expect(throws: Never.self) { try world.client().outdated() }

    // A lying size or digest, with the key: the archive is refused, nothing installed.
    func serveEntry(_ change: (inout Catalogue.Entry) -> Void, serial: UInt64) throws {
        var forged = genuine
        forged.serial = serial
        forged.expires = world.clock.addingTimeInterval(day)
        var entry = neon
        entry.version += 1
        change(&entry)
        forged.packs = [entry]
        try world.serve(forged)
    }
    try serveEntry({ $0.size += 100 }, serial: 20)
    expectRefusal(world, { if case .sizeMismatch = $0 { true } else { false } }, "size too large") { try update(world) }
    try serveEntry({ $0.size -= 100 }, serial: 21)
    expectRefusal(world, { if case .downloadTooLarge = $0 { true } else { false } }, "size too small") { try update(world) }
    try serveEntry({ $0.sha256 = String(repeating: "0", count: 64) }, serial: 22)
    expectRefusal(world, { if case .digestMismatch = $0 { true } else { false } }, "lying digest") { try update(world) }

    // An entry whose archive holds another pack: refused before anything is written.
    let monoFolder = try world.pack("mono", displayName: "Mono")
    let mono = try PackZipper().archive(FolderPackFiles(folder: monoFolder))
    world.served[base + "mono.zip"] = mono.bytes
    try serveEntry({ $0.url = "mono.zip"; $0.size = mono.bytes.count; $0.sha256 = PackManifest.sha256Hex(mono.bytes) }, serial: 23)
    expectRefusal(world, { if case .wrongPack = $0 { true } else { false } }, "another pack") { try update(world) }

    // An archive the install gate refuses, correctly declared.
    let broken = try PackZipper.archiveBytes(top: "neon", contents: ["letter_map.json": Array("{}".utf8)])
    world.served[base + "broken.zip"] = broken
    try serveEntry({ $0.url = "broken.zip"; $0.size = broken.count; $0.sha256 = PackManifest.sha256Hex(broken) }, serial: 24)
    expectRefusal(world, { if case .install(_, _, .refused) = $0 { true } else { false } }, "gate") { try update(world) }

    // The highest serial seen (the tolerated one above), with other bytes.
    try serveEntry({ $0.displayName = "Changed" }, serial: expired.serial)
    expectRefusal(world, { if case .serialReused = $0 { true } else { false } }, "serial reused") { try update(world) }
}

@Test func rollbackAndDowngradeAreRefused() throws {
    let world = try World()
    try world.installed()
    let oldCatalogue = try #require(world.served[catalogueURL])
    let oldSignature = try #require(world.served[catalogueURL + ".sig"])
    let oldArchive = try #require(world.served[base + "neon-1.zip"])
    world.clock += day
    try world.publish([world.pack("neon", displayName: "Neon Two")])
    try update(world)
    #expect(try world.client().store.load().installed("neon")?.version == 2)

    // The old, genuinely signed catalogue replayed: refused on its serial.
    world.served[catalogueURL] = oldCatalogue
    world.served[catalogueURL + ".sig"] = oldSignature
    expectRefusal(world, { if case .rollback(_, 1, 2) = $0 { true } else { false } }, "replayed serial") { try update(world) }
    expectRefusal(world, { if case .rollback = $0 { true } else { false } }, "replayed serial, outdated") { _ = try world.client().outdated() }

    // A newer catalogue (signed) offering the older version: a downgrade.
    var downgrade = try Catalogue(jsonBytes: oldCatalogue)
    downgrade.serial = 10
    downgrade.expires = world.clock.addingTimeInterval(day)
    try world.serve(downgrade)
    world.served[base + "neon-1.zip"] = oldArchive
    #expect(try world.client().outdated().first?.isDowngrade == true)
    expectRefusal(world, { if case .downgrade(_, 2, 1) = $0 { true } else { false } }, "downgrade") { try update(world) }
    // With allowDowngrade it is installed.
    try update(world, allowDowngrade: true)
    #expect(try world.client().store.load().installed("neon")?.version == 1)
}

@Test func keyRotation() throws {
    let world = try World()
    try world.installed()
    let newKey = CatalogueSigningKey()
    // 1. The old key announces the new one; the client learns it.
    world.clock += day
    try world.publish([world.pack("neon")], nextKey: newKey.publicKey)
    _ = try world.client().outdated()
    var trust = try #require(try world.client().store.load().trust(for: catalogueURL))
    #expect(trust.key == world.key.publicKey)
    #expect(trust.nextKey == newKey.publicKey)
    // 2. The new key signs; the client pins it and drops the old one.
    world.clock += day
    let published = try world.publish([world.pack("neon", displayName: "Rotated")], key: newKey)
    #expect(published.catalogue.nextKey == nil)
    try update(world)
    trust = try #require(try world.client().store.load().trust(for: catalogueURL))
    #expect(trust.key == newKey.publicKey)
    #expect(trust.nextKey == nil)
    // 3. The old key no longer signs for this catalogue.
    var forged = try world.current
    forged.serial += 1
    try world.serve(forged, signedBy: world.key)
    expectRefusal(world, { if case .signatureInvalid = $0 { true } else { false } }, "old key after rotation") { try update(world) }
    // Publishing with the old key over the new key's catalogue is refused.
    world.serveSite()
    #expect(throws: PublishError.self) { try world.publish([world.pack("neon")]) }
}

@Test func aFailedTrustWriteLeavesNoDocumentsFolder() throws {
    let world = try World()
    try world.publish([world.pack("neon")])
    // The documents folder's place is taken by a file: nothing can be written.
    try Data("x".utf8).write(to: world.documents)
    #expect(throws: CatalogueRefusal.self) { try world.client().add(catalogueURL, key: world.key.publicKey) }
    #expect(try Data(contentsOf: world.documents) == Data("x".utf8))
}

// MARK: - The reader

@Test func catalogueReaderIsStrict() throws {
    let key = CatalogueSigningKey()
    let entry = Catalogue.Entry(name: "neon", displayName: "Neon", status: .available, version: 1, url: "neon-1.zip", size: 10,
                                sha256: String(repeating: "a", count: 64))
    let good = Catalogue(serial: 1, issued: start, expires: start + day, nextKey: key.publicKey, packs: [entry])
    #expect(try Catalogue(jsonBytes: good.encoded()) == good)
    let text = String(decoding: good.encoded(), as: UTF8.self)
    let refused: [(String, String)] = [
        ("unknown key", text.replacingOccurrences(of: "\"serial\"", with: "\"extra\": 1, \"serial\"")),
        ("duplicate key", text.replacingOccurrences(of: "\"serial\": 1,", with: "\"serial\": 1, \"serial\": 2,")),
        ("serial as a string", text.replacingOccurrences(of: "\"serial\": 1", with: "\"serial\": \"1\"")),
        ("negative serial", text.replacingOccurrences(of: "\"serial\": 1", with: "\"serial\": -1")),
        ("fraction", text.replacingOccurrences(of: "\"serial\": 1", with: "\"serial\": 1.0")),
        ("leading zero", text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 01")),
        ("huge", text.replacingOccurrences(of: "\"serial\": 1", with: "\"serial\": 99999999999999999999")),
        ("time with offset", text.replacingOccurrences(of: "Z\",\n  \"expires", with: "+01:00\",\n  \"expires")),
        ("February 30", text.replacingOccurrences(of: CatalogueTime.format(start), with: "2027-02-30T00:00:00Z")),
        ("traversal", text.replacingOccurrences(of: "neon-1.zip", with: "../neon-1.zip")),
        ("absolute path", text.replacingOccurrences(of: "neon-1.zip", with: "/neon-1.zip")),
        ("file URL", text.replacingOccurrences(of: "neon-1.zip", with: "file:///etc/passwd")),
        ("credentials", text.replacingOccurrences(of: "neon-1.zip", with: "http://u:p@example.com/a.zip")),
        ("dot segments in an absolute URL", text.replacingOccurrences(of: "neon-1.zip", with: "https://example.com/a/../b.zip")),
        ("bidirectional override", text.replacingOccurrences(of: "\"Neon\"", with: "\"Ne\u{202E}on\"")),
        ("control characters", text.replacingOccurrences(of: "\"Neon\"", with: "\"Ne\\u001b[31mon\"")),
        ("unsafe name", text.replacingOccurrences(of: "\"name\": \"neon\"", with: "\"name\": \"../neon\"")),
        ("upper-case digest", text.replacingOccurrences(of: String(repeating: "a", count: 64), with: String(repeating: "A", count: 64))),
        ("zero size", text.replacingOccurrences(of: "\"size\": 10", with: "\"size\": 0")),
        ("version 0", text.replacingOccurrences(of: "\"version\": 1", with: "\"version\": 0")),
        ("unknown status", text.replacingOccurrences(of: "available", with: "maybe")),
        ("format 2", text.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")),
        ("twice listed", text.replacingOccurrences(of: "}\n  ]", with: "},\n" + text.components(separatedBy: "\n").first { $0.contains("\"name\"") }! + "\n  ]")),
        ("expires before issued", text.replacingOccurrences(of: "\"expires\": \"\(CatalogueTime.format(start + day))\"", with: "\"expires\": \"\(CatalogueTime.format(start - day))\"")),
    ]
    for (what, forged) in refused {
        #expect(forged != text, "\(what): the replacement did not apply")
        #expect(throws: CatalogueFormatError.self, "\(what)") { try Catalogue(jsonBytes: Array(forged.utf8)) }
    }
    let tooMany = PackPolicy(maximumCatalogueEntries: 0)
    #expect(throws: CatalogueFormatError.self) { try Catalogue(jsonBytes: good.encoded(), policy: tooMany) }
}

@Test func timesRoundTrip() {
    for seconds in [0, 951_782_400, 1_800_000_000, 4_102_444_799] as [TimeInterval] {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(CatalogueTime.parse(CatalogueTime.format(date)) == date)
    }
    #expect(CatalogueTime.format(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
    #expect(CatalogueTime.parse("2100-02-29T00:00:00Z") == nil)
    #expect(CatalogueTime.parse("2026-11-23T24:00:00Z") == nil)
}

@Test func keysAreTheRawRFC8032Forms() throws {
    let key = CatalogueSigningKey()
    #expect(try CatalogueKeyText.decode(key.base64, what: "key").count == 32)
    #expect(try CatalogueSigningKey(base64: key.base64 + "\n").publicKey == key.publicKey)
    #expect(try CataloguePublicKey(base64: key.publicKey.base64).raw.count == 32)
    #expect(throws: CatalogueKeyError.self) { try CataloguePublicKey(base64: Data(count: 31).base64EncodedString()) }
    #expect(throws: CatalogueKeyError.self) { try CataloguePublicKey(base64: "not a key") }
    // RFC 8032, test 1: the seed's public key and the empty message's signature.
    let seed = try #require(Data(hexString: "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60"))
    let rfc = try CatalogueSigningKey(seed: Array(seed))
    #expect(PackManifest.sha256Hex(rfc.publicKey.raw) == PackManifest.sha256Hex(Array(Data(hexString: "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a")!)))
    let signature = try rfc.signature(for: [])
    #expect(Data(signature) == Data(hexString: "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"))
}

private extension Data {
    init?(hexString: String) {
        var bytes: [UInt8] = []
        var index = hexString.startIndex
        while index < hexString.endIndex {
            let next = hexString.index(index, offsetBy: 2)
            guard let byte = UInt8(hexString[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        self.init(bytes)
    }
}

// MARK: - News: what a validly signed catalogue says that must be heard (#23)

/// `neon` installed at version 2 from a catalogue; returns the genuine catalogue then.
private func installedAtVersionTwo(_ world: World) throws -> Catalogue {
    try world.installed()
    world.clock += day
    try world.publish([world.pack("neon", displayName: "Neon Two")])
    try update(world)
    #expect(try world.client().store.load().installed("neon")?.version == 2)
    return try world.current
}

/// Reviews the catalogues (what outdated and update ask first) and checks nothing was written.
private func reviewChangesNothing(_ world: World, _ name: String? = nil, allowDowngrade: Bool = false) throws -> CatalogueReview {
    let before = world.snapshot()
    let review = try world.client().review(name, allowDowngrade: allowDowngrade)
    #expect(world.snapshot() == before, "a review wrote into the documents folder")
    return review
}

@Test func aLoweredVersionSignedByTheRealKeyIsNews() throws {
    let world = try World()
    var forged = try installedAtVersionTwo(world)
    forged.serial += 5
    forged.packs = forged.packs.map { entry in
        var entry = entry
        entry.version = 1
        return entry
    }
    try world.serve(forged) // signed by the publisher's own key
    let review = try reviewChangesNothing(world)
    #expect(review.news == [CatalogueNews(pack: "neon", catalogue: catalogueURL, kind: .downgrade(installed: 2, offered: 1))])
    #expect(review.matches.isEmpty)
    let news = try #require(review.news.first)
    #expect(news.description.contains("neon: version 2 is installed") && news.description.contains("version 1, a downgrade"))
    #expect(news.remedy.contains("packtool update neon --allow-downgrade"))
    // Allowed, it is a match rather than news.
    let allowed = try reviewChangesNothing(world, allowDowngrade: true)
    #expect(allowed.news.isEmpty && allowed.matches.map(\.entry.version) == [1])
}

@Test func aDroppedPackSignedByTheRealKeyIsNews() throws {
    let world = try World()
    var forged = try installedAtVersionTwo(world)
    forged.serial += 1
    forged.packs = []
    try world.serve(forged)
    let review = try reviewChangesNothing(world)
    #expect(review.news == [CatalogueNews(pack: "neon", catalogue: catalogueURL, kind: .dropped(installed: 2))])
    #expect(review.news.first?.remedy.contains("packtool uninstall neon") == true)
    // Only the named pack's news stops `update NAME`; a name not installed from a catalogue is refused.
    #expect(try reviewChangesNothing(world, "neon").news.count == 1)
    #expect(throws: CatalogueRefusal.notFromCatalogue(name: "mono")) { _ = try world.client().review("mono") }
}

@Test func anotherAnnouncedKeyIsNewsButAFirstAnnouncementAndARotationAreNot() throws {
    let world = try World()
    try world.installed()
    let announced = CatalogueSigningKey()
    world.clock += day
    try world.publish([world.pack("neon")], nextKey: announced.publicKey)
    let first = try world.client().review()
    #expect(first.news.isEmpty, "a first announcement is the documented rotation")
    try world.client().record(first)
    #expect(try world.client().store.load().trust(for: catalogueURL)?.nextKey == announced.publicKey)

    // The pinned key now announces another key than the one it announced.
    let other = CatalogueSigningKey()
    world.clock += day
    try world.publish([world.pack("neon")], nextKey: other.publicKey)
    let review = try reviewChangesNothing(world)
    #expect(review.news == [CatalogueNews(pack: nil, catalogue: catalogueURL,
                                          kind: .announcedKeyChanged(from: announced.publicKey, to: other.publicKey))])
    #expect(review.news.first?.description.contains(other.publicKey.base64) == true)

    // Signed by the announced key instead: the rotation completes, no news.
    var rotated = try world.current
    rotated.serial += 1
    rotated.nextKey = nil
    try world.serve(rotated, signedBy: announced)
    #expect(try reviewChangesNothing(world).news.isEmpty)
}
