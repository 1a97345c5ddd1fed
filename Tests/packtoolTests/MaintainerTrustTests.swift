import Foundation
import PackModel
import TestSupport
import Testing

/// Issue #23 with the built binary: what a validly signed catalogue says is reported, runs
/// on one documents folder take turns, a local pack winning says so, and small files are
/// never read through a link.

/// A publisher (real key, CLI-published site served on loopback) and a client's documents.
final class MaintainerSite {
    let temp: TemporaryDirectory
    let site: URL
    let documents: String
    let keyPath: String
    let server: LocalServer
    var url: String { server.url("packs/catalogue.json") }

    init(packs: [String] = ["neon"]) throws {
        temp = try TemporaryDirectory()
        site = temp.url.appendingPathComponent("www/packs")
        documents = temp.url.appendingPathComponent("docs").path
        keyPath = temp.url.appendingPathComponent("publisher").path
        #expect(try PacktoolBinary.run(["keygen", "-o", keyPath]).status == 0)
        server = try LocalServer(serving: temp.url.appendingPathComponent("www"))
        try publish(packs.map { try pack($0) })
    }

    /// Classic under another name and display name.
    func pack(_ name: String, displayName: String = "Neon") throws -> URL {
        let folder = temp.url.appendingPathComponent("src/\(name)")
        if !FileManager.default.fileExists(atPath: folder.path) { _ = try temp.copyShippedPack("classic", to: "src/\(name)") }
        let map = folder.appendingPathComponent("letter_map.json")
        var text = try String(contentsOf: map, encoding: .utf8)
        text = text.replacingOccurrences(of: #""glyphSet": "[^"]*""#, with: "\"glyphSet\": \"\(name)\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #""displayName": "[^"]*""#, with: "\"displayName\": \"\(displayName)\"", options: .regularExpression)
        try Data(text.utf8).write(to: map)
        return folder
    }

    func publish(_ folders: [URL], extra: [String] = []) throws {
        let result = try PacktoolBinary.run(["publish"] + folders.map(\.path) + ["--to", site.path, "--key", keyPath + ".key"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> PacktoolBinary.Result {
        try PacktoolBinary.run(arguments + ["--documents", documents], environment: environment)
    }

    /// The catalogue now served, changed by `edit`, with the next serial, signed by the
    /// publisher's own key: a forgery only the key holder (or a mistaken publisher) makes.
    func serveSigned(_ edit: (inout Catalogue) -> Void) throws {
        let file = site.appendingPathComponent("catalogue.json")
        var catalogue = try Catalogue(jsonBytes: Array(try Data(contentsOf: file)))
        catalogue.serial += 1
        edit(&catalogue)
        let bytes = catalogue.encoded()
        let key = try CatalogueSigningKey(base64: String(contentsOfFile: keyPath + ".key", encoding: .utf8))
        try Data(bytes).write(to: file)
        try Data((Data(try key.signature(for: bytes)).base64EncodedString() + "\n").utf8).write(to: site.appendingPathComponent("catalogue.json.sig"))
    }

    /// Every file under the documents folder with its bytes.
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: documents)
        while let path = enumerator?.nextObject() as? String {
            result[path] = FileManager.default.contents(atPath: documents + "/" + path) ?? Data("folder".utf8)
        }
        return result
    }

    var trust: TrustState { get throws { try TrustStore(documents: URL(fileURLWithPath: documents)).load() } }
}

/// Runs outdated and update on the news `edit` makes; both exit 1, say it by name with
/// what it means and what to do, and change nothing.
func expectCatalogueNews(_ site: MaintainerSite, _ phrases: [String], update arguments: [String] = ["update"]) throws {
    let before = site.snapshot()
    for command in [["outdated"], arguments] {
        let result = try site.run(command)
        #expect(result.status == 1, "\(command): \(result.stdout)\(result.stderr)")
        for phrase in phrases + ["what it means:", "hint:", "nothing was installed or changed"] {
            #expect(result.stderr.contains(phrase), "\(command) does not say '\(phrase)': \(result.stderr)")
        }
        #expect(!result.stdout.contains("is current"), "\(command) said all is well")
        #expect(site.snapshot() == before, "\(command) changed the documents folder")
    }
}

@Suite(.requires("python3", debian: "python3"), .requires("curl", debian: "curl"))
struct CatalogueNewsCommandTests {
    /// neon installed at version 2 from the catalogue.
    static func installedAtVersionTwo() throws -> MaintainerSite {
        let site = try MaintainerSite()
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        #expect(try site.run(["install", "neon"]).status == 0)
        try site.publish([site.pack("neon", displayName: "Neon Two")])
        let update = try site.run(["update"])
        #expect(update.status == 0 && update.stdout.contains("from version 1 to 2"), "\(update.stderr)")
        return site
    }

    @Test func aLoweredVersionIsReportedByNameAndChangesNothing() throws {
        let site = try Self.installedAtVersionTwo()
        try site.serveSigned { catalogue in
            catalogue.packs = catalogue.packs.map { var entry = $0; entry.version = 1; return entry }
        }
        try expectCatalogueNews(site, ["neon: version 2 is installed", "now offers version 1, a downgrade", "packtool update neon --allow-downgrade"])
        try expectCatalogueNews(site, ["neon: version 2 is installed"], update: ["update", "neon"])
        #expect(try site.trust.installed("neon")?.version == 2)
    }

    @Test func aDroppedPackIsReportedByNameAndChangesNothing() throws {
        let site = try Self.installedAtVersionTwo()
        try site.serveSigned { $0.packs = [] }
        try expectCatalogueNews(site, ["neon: version 2 is installed from \(site.url), which no longer lists it", "packtool uninstall neon"])
    }

    @Test func anotherAnnouncedKeyIsReportedAndChangesNothing() throws {
        let site = try Self.installedAtVersionTwo()
        let announced = CatalogueSigningKey(), other = CatalogueSigningKey()
        try site.serveSigned { $0.nextKey = announced.publicKey }
        let first = try site.run(["outdated"])
        #expect(first.status == 0, "a first announcement is the documented rotation: \(first.stderr)")
        #expect(try site.trust.trust(for: site.url)?.nextKey == announced.publicKey)
        try site.serveSigned { $0.nextKey = other.publicKey }
        try expectCatalogueNews(site, ["announced the next key \(announced.publicKey.base64)", "now announces another, \(other.publicKey.base64)",
                              "packtool catalogue remove \(site.url)"])
        #expect(try site.trust.trust(for: site.url)?.nextKey == announced.publicKey)
    }

    /// A local pack wins over a catalogue's of the same name: install says so, and
    /// --from-catalogue takes the catalogue's.
    @Test func aLocalPackWinningSaysSoAndHowToTakeTheCatalogues() throws {
        let site = try MaintainerSite(packs: ["classic"])
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        let bundle = site.temp.url.appendingPathComponent("bundle")
        _ = try site.temp.copyShippedPack("classic", to: "bundle/classic")
        let environment = ["DIGITFLIP_BUNDLE": bundle.path]
        let local = try site.run(["install", "classic"], environment: environment)
        #expect(local.status == 0, "\(local.stderr)")
        #expect(local.stderr.contains("\(site.url) also lists 'classic' (version 1); the bundled pack won"), "\(local.stderr)")
        #expect(local.stderr.contains("packtool install classic --from-catalogue"))
        #expect(try site.trust.installed("classic") == nil)
        let taken = try site.run(["install", "classic", "--from-catalogue"], environment: environment)
        #expect(taken.status == 0, "\(taken.stderr)")
        #expect(taken.stdout.contains("classic version 1 from \(site.url)"), "\(taken.stdout)")
        #expect(try site.trust.installed("classic")?.version == 1)
    }
}

// MARK: - Many runs on one documents folder

@Suite(.requires("python3", debian: "python3"), .requires("curl", debian: "curl"))
struct DocumentsLockCommandTests {
    static let names = (1...6).map { "pack\($0)" }

    static func start(_ site: MaintainerSite, _ arguments: [String], environment: [String: String] = [:]) throws -> Process {
        let (process, _, _) = try PacktoolBinary.process(arguments + ["--documents", site.documents], environment: environment)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// Six installs by name, two outdated and two catalogue add/remove at once: every
    /// install is recorded in the trust file and every pack is in place.
    @Test func concurrentRunsLoseNothing() throws {
        let site = try MaintainerSite(packs: Self.names)
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        let local = try site.temp.copyShippedPack("classic", to: "local/classic")
        var runs: [Process] = []
        for name in Self.names { runs.append(try Self.start(site, ["install", name])) }
        runs.append(try Self.start(site, ["install", local.path]))
        for _ in 0..<2 { runs.append(try Self.start(site, ["outdated"])) }
        for process in runs { process.waitUntilExit() }
        #expect(runs.map(\.terminationStatus) == Array(repeating: 0, count: runs.count))
        let trust = try site.trust
        #expect(trust.installed.map(\.pack) == Self.names, "a recorded version was lost")
        #expect(trust.catalogues.map(\.url) == [site.url])
        let packs = try FileManager.default.contentsOfDirectory(atPath: site.documents + "/GlyphSets").filter { !$0.hasPrefix(".") }.sorted()
        #expect(packs == (Self.names + ["classic"]).sorted())

        // Then uninstalls and updates at once: what is left is exactly what was not removed.
        try site.publish(try Self.names.map { try site.pack($0, displayName: "Two") })
        runs = []
        for name in Self.names.prefix(3) { runs.append(try Self.start(site, ["uninstall", name])) }
        for name in Self.names.suffix(3) { runs.append(try Self.start(site, ["update", name])) }
        for process in runs { process.waitUntilExit() }
        #expect(runs.map(\.terminationStatus) == Array(repeating: 0, count: runs.count))
        let after = try site.trust
        #expect(Self.names.suffix(3).allSatisfy { after.installed($0)?.version == 2 }, "\(after.installed)")
        let left = try FileManager.default.contentsOfDirectory(atPath: site.documents + "/GlyphSets").filter { !$0.hasPrefix(".") }.sorted()
        #expect(left == (Self.names.suffix(3) + ["classic"]).sorted())
    }

    /// Another run holding the lock: the run waits the bounded time, then says who holds
    /// it and what to do, and changes nothing.
    @Test func aHeldLockIsNamedAfterABoundedWait() throws {
        let site = try MaintainerSite()
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        let lockPath = site.documents + "/.packtool-documents.lock"
        let fd = open(lockPath, O_RDWR | O_CREAT, 0o644)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(flock(fd, LOCK_EX) == 0)
        _ = "held by pid 4242, packtool update, since 2026-11-25T20:00:00Z\n".withCString { write(fd, $0, strlen($0)) }
        let before = site.snapshot()
        let started = Date()
        for command in [["install", "neon"], ["update"], ["uninstall", "neon"], ["catalogue", "remove", site.url], ["outdated"]] {
            let result = try site.run(command, environment: ["PACKTOOL_LOCK_WAIT": "1"])
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("still holds its lock"), "\(result.stderr)")
            #expect(result.stderr.contains("held by pid 4242, packtool update"), "\(result.stderr)")
            #expect(result.stderr.contains("waiting up to 1 seconds"), "\(result.stderr)")
            #expect(result.stderr.contains("hint: wait for that run to finish"), "\(result.stderr)")
        }
        #expect(Date().timeIntervalSince(started) < 60)
        #expect(site.snapshot() == before)
        // Released (as the kernel does when a holder dies), the next run goes ahead.
        #expect(flock(fd, LOCK_UN) == 0)
        #expect(try site.run(["install", "neon"]).status == 0)
    }

    /// An update killed once its record is written, before the new pack is in place
    /// (`staged`) or after (`swapped`): the trust file names the pack the folder holds, so
    /// the next update goes on from there. (The record was written only after the pack:
    /// killed between the two, the new pack stood with the old record, and update refused
    /// it as "replaced or edited since"; killedAtRandomMomentsLeavesOldOrNew met it.)
    @Test(arguments: ["staged", "swapped"])
    func anUpdateKilledMidwayLeavesTheRecordOfThePackInPlace(step: String) throws {
        let site = try MaintainerSite(packs: ["pack1"])
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        #expect(try site.run(["install", "pack1"]).status == 0)
        try site.publish([site.pack("pack1", displayName: "Two")])
        let (process, _, err) = try PacktoolBinary.process(["update", "pack1", "--documents", site.documents], environment: ["PACKTOOL_TEST_PAUSE": step])
        try process.run()
        var said = ""
        while !said.contains("test pause at \(step)") {
            let data = err.fileHandleForReading.availableData
            if data.isEmpty { break }
            said += String(decoding: data, as: UTF8.self)
        }
        #expect(said.contains("test pause at \(step)"), "\(said)")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let written = try String(contentsOfFile: site.documents + "/" + TrustState.fileName, encoding: .utf8)
        #expect(written.contains(#""replacing": { "#), "the record is written ahead, naming the one it replaces: \(written)")
        let record = try #require(try site.trust.installed("pack1"))
        #expect(record.version == (step == "staged" ? 1 : 2) && record.replacing == nil, "\(record)")

        let update = try site.run(["update", "pack1"])
        #expect(update.status == 0, "\(update.stdout)\(update.stderr)")
        if step == "staged" { #expect(update.stdout.contains("from version 1 to 2"), "\(update.stdout)") }
        #expect(try site.trust.installed("pack1")?.version == 2)
        #expect(try site.run(["outdated"]).status == 0)
    }

    /// Concurrent installs and updates killed with SIGKILL at random moments: the trust
    /// file is always whole, every pack folder is complete (old or new), and the next runs
    /// are not blocked (the kernel released the dead runs' locks).
    @Test func killedAtRandomMomentsLeavesOldOrNew() throws {
        let site = try MaintainerSite(packs: Array(Self.names.prefix(3)))
        #expect(try site.run(["catalogue", "add", site.url, "--key", site.keyPath + ".pub"]).status == 0)
        var random = SeededRandom.forTest("killedAtRandomMomentsLeavesOldOrNew")
        for round in 0..<4 {
            if round == 2 { try site.publish(try Self.names.prefix(3).map { try site.pack($0, displayName: "Round") }) }
            var runs: [Process] = []
            for name in Self.names.prefix(3) { runs.append(try Self.start(site, [round < 2 ? "install" : "update", name])) }
            usleep(useconds_t(random.next() % 400_000))
            for process in runs where random.next() % 2 == 0 { kill(process.processIdentifier, SIGKILL) }
            for process in runs { process.waitUntilExit() }
            let trust = try site.trust // parses: written whole or not at all
            let glyphSets = URL(fileURLWithPath: site.documents).appendingPathComponent("GlyphSets")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: glyphSets.path)) ?? [] where !name.hasPrefix(".") {
                let folder = glyphSets.appendingPathComponent(name)
                let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
                #expect(files.count == 28, "round \(round): \(name) is not complete: \(files.count) files")
                let manifest = try PackManifest(jsonBytes: Array(try Data(contentsOf: folder.appendingPathComponent("manifest.json"))))
                var contents: [String: [UInt8]] = [:]
                for file in files { contents[file] = Array(try Data(contentsOf: folder.appendingPathComponent(file))) }
                #expect(manifest.mismatches(contents, glyphSet: name).isEmpty, "round \(round): \(name) is a mixture")
            }
            for record in trust.installed { #expect(Self.names.contains(record.pack)) }
        }
        // Nothing is left locked: every pack installs or updates now, and is recorded.
        for name in Self.names.prefix(3) {
            let result = try site.run(["install", name])
            let again = result.status == 0 ? result : try site.run(["update", name])
            #expect(again.status == 0 || again.stderr.contains("is the installed pack itself"), "\(name): \(again.stderr)")
        }
        #expect(try site.run(["outdated"]).status == 0)
    }
}

// MARK: - Keys and catalogues read from disk

@Test func keysAndCataloguesAreNeverReadThroughALinkOrWhenOversized() throws {
    let temp = try TemporaryDirectory()
    let key = temp.url.appendingPathComponent("publisher").path
    #expect(try PacktoolBinary.run(["keygen", "-o", key]).status == 0)
    let link = temp.url.appendingPathComponent("linked.pub").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: key + ".pub")
    let big = temp.url.appendingPathComponent("big.key").path
    try Data(repeating: UInt8(ascii: "A"), count: PackPolicy.standard.maximumKeyFileBytes + 1).write(to: URL(fileURLWithPath: big))
    let pack = try temp.copyShippedPack("classic", to: "src/classic")
    let site = temp.url.appendingPathComponent("site").path

    let linkedKey = try PacktoolBinary.run(["catalogue", "add", "https://example.invalid/catalogue.json", "--key", link, "--documents", temp.url.appendingPathComponent("docs").path])
    #expect(linkedKey.status == 1 && linkedKey.stderr.contains("it is a symbolic link, which packtool never follows"), "\(linkedKey.stderr)")
    #expect(linkedKey.stderr.contains("give the file itself"))
    let bigKey = try PacktoolBinary.run(["publish", pack.path, "--to", site, "--key", big])
    #expect(bigKey.status == 1 && bigKey.stderr.contains("over the 1 KiB limit"), "\(bigKey.stderr)")
    #expect(!FileManager.default.fileExists(atPath: site))

    #expect(try PacktoolBinary.run(["publish", pack.path, "--to", site, "--key", key + ".key"]).status == 0)
    let catalogue = site + "/catalogue.json"
    let linkedCatalogue = temp.url.appendingPathComponent("linked.json").path
    try FileManager.default.createSymbolicLink(atPath: linkedCatalogue, withDestinationPath: catalogue)
    let verifyLink = try PacktoolBinary.run(["catalogue", "verify", linkedCatalogue, "--key", key + ".pub"])
    #expect(verifyLink.status == 1 && verifyLink.stderr.contains("symbolic link"), "\(verifyLink.stderr)")
    try Data(count: PackPolicy.standard.maximumCatalogueBytes + 1).write(to: URL(fileURLWithPath: catalogue))
    let verifyBig = try PacktoolBinary.run(["catalogue", "verify", catalogue, "--key", key + ".pub"])
    #expect(verifyBig.status == 1 && verifyBig.stderr.contains("over the 4 MiB limit"), "\(verifyBig.stderr)")
}
