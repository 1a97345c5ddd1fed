import Foundation
import TestSupport
import Testing

/// The whole loop with the real binary, curl and a plain static server on loopback:
/// keygen, publish, catalogue add, install by name, publish a change, outdated, update;
/// then a replayed catalogue and a tampered archive, refused with nothing changed.
@Test(.requires("python3", debian: "python3"), .requires("curl", debian: "curl"))
func publishAddInstallOutdatedUpdate() throws {
    let temp = try TemporaryDirectory()
    let site = temp.url.appendingPathComponent("www/packs")
    let documents = temp.url.appendingPathComponent("docs").path
    let pack = try temp.copyShippedPack("classic", to: "src/neon")
    let map = pack.appendingPathComponent("letter_map.json")
    func rename(displayName: String) throws {
        var text = try String(contentsOf: map, encoding: .utf8)
        text = text.replacingOccurrences(of: #""glyphSet": "[^"]*""#, with: "\"glyphSet\": \"neon\"", options: .regularExpression)
        text = text.replacingOccurrences(of: #""displayName": "[^"]*""#, with: "\"displayName\": \"\(displayName)\"", options: .regularExpression)
        try Data(text.utf8).write(to: map)
    }
    try rename(displayName: "Neon")
    let key = temp.url.appendingPathComponent("publisher").path

    let keygen = try PacktoolBinary.run(["keygen", "-o", key])
    #expect(keygen.status == 0, "\(keygen.stderr)")
    var info = stat()
    #expect(stat(key + ".key", &info) == 0 && info.st_mode & 0o777 == 0o600)
    #expect(try PacktoolBinary.run(["keygen", "-o", key]).status == 2, "overwrote a key")

    let published = try PacktoolBinary.run(["publish", pack.path, "--to", site.path, "--key", key + ".key"])
    #expect(published.status == 0, "\(published.stderr)")
    #expect(published.stdout.contains("added     neon version 1"))
    let server = try LocalServer(serving: temp.url.appendingPathComponent("www"))
    let url = server.url("packs/catalogue.json")

    let verify = try PacktoolBinary.run(["catalogue", "verify", site.appendingPathComponent("catalogue.json").path, "--key", key + ".pub"])
    #expect(verify.status == 0, "\(verify.stderr)")
    // An endless response is cut at the catalogue's cap; nothing is stored.
    let endless = try PacktoolBinary.run(["catalogue", "add", server.url("endless"), "--key", key + ".pub", "--documents", documents])
    #expect(endless.status == 1)
    #expect(endless.stderr.contains("is larger than 4 MiB; refused before reading it"), "\(endless.stderr)")
    #expect(!FileManager.default.fileExists(atPath: documents))

    let add = try PacktoolBinary.run(["catalogue", "add", url, "--key", key + ".pub", "--documents", documents])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(try PacktoolBinary.run(["catalogue", "list", "--documents", documents]).stdout.contains(url))

    let install = try PacktoolBinary.run(["install", "neon", "--documents", documents])
    #expect(install.status == 0, "\(install.stderr)")
    #expect(install.stdout.contains("installed neon version 1 from \(url)"))
    let current = try PacktoolBinary.run(["outdated", "--documents", documents])
    #expect(current.status == 0 && current.stdout.contains("current"), "\(current.stdout)\(current.stderr)")

    // Keep the first catalogue to replay it later.
    let oldCatalogue = try Data(contentsOf: site.appendingPathComponent("catalogue.json"))
    let oldSignature = try Data(contentsOf: site.appendingPathComponent("catalogue.json.sig"))

    try rename(displayName: "Neon Two")
    let republished = try PacktoolBinary.run(["publish", pack.path, "--to", site.path, "--key", key + ".key"])
    #expect(republished.status == 0, "\(republished.stderr)")
    #expect(republished.stdout.contains("changed   neon version 2"))
    let outdated = try PacktoolBinary.run(["outdated", "--documents", documents])
    #expect(outdated.status == 0)
    #expect(outdated.stdout.contains("neon  1          2"), "\(outdated.stdout)")
    let update = try PacktoolBinary.run(["update", "--documents", documents])
    #expect(update.status == 0, "\(update.stderr)")
    #expect(update.stdout.contains("updated neon from version 1 to 2"))
    #expect(try String(contentsOfFile: documents + "/GlyphSets/neon/letter_map.json", encoding: .utf8).contains("Neon Two"))

    // Attacks on what the server holds: refused, named, nothing changed.
    let before = try snapshot(documents)
    try oldCatalogue.write(to: site.appendingPathComponent("catalogue.json"))
    try oldSignature.write(to: site.appendingPathComponent("catalogue.json.sig"))
    let replay = try PacktoolBinary.run(["update", "--documents", documents])
    #expect(replay.status == 1)
    #expect(replay.stderr.contains("has serial 1, lower than 2 already seen"), "\(replay.stderr)")
    #expect(replay.stderr.contains("failed check: serial"))
    #expect(try snapshot(documents) == before)

    var tampered = oldCatalogue
    tampered[tampered.count / 2] ^= 0x01
    try tampered.write(to: site.appendingPathComponent("catalogue.json"))
    let forged = try PacktoolBinary.run(["outdated", "--documents", documents])
    #expect(forged.status == 1)
    #expect(forged.stderr.contains("failed check: signature"), "\(forged.stderr)")
    #expect(try snapshot(documents) == before)
    // A name no local tier holds is asked of the catalogues (the locator's rule 3): the
    // refusal is the catalogue's own, in its words and with its status.
    let named = try PacktoolBinary.run(["install", "nova", "--documents", documents])
    #expect(named.status == 1)
    #expect(named.stderr.contains("failed check: signature"), "\(named.stderr)")
    #expect(try snapshot(documents) == before)

    // A lower version, newly signed (a publisher going back to the first catalogue,
    // with serials past the ones seen), is a downgrade.
    try rename(displayName: "Neon")
    let third = try PacktoolBinary.run(["publish", pack.path, "--to", site.path, "--key", key + ".key"])
    #expect(third.status == 2 || third.status == 1, "publishing over a tampered catalogue must be refused")
    try oldCatalogue.write(to: site.appendingPathComponent("catalogue.json"))
    for _ in 0..<2 {
        let again = try PacktoolBinary.run(["publish", pack.path, "--to", site.path, "--key", key + ".key"])
        #expect(again.stdout.contains("unchanged neon version 1"), "\(again.stdout)\(again.stderr)")
    }
    let downgrade = try PacktoolBinary.run(["update", "neon", "--documents", documents])
    #expect(downgrade.status == 1)
    #expect(downgrade.stderr.contains("a downgrade"), "\(downgrade.stderr)")
    #expect(try snapshot(documents) == before)
    let allowed = try PacktoolBinary.run(["update", "neon", "--allow-downgrade", "--documents", documents])
    #expect(allowed.status == 0, "\(allowed.stderr)")
    #expect(allowed.stdout.contains("updated neon from version 2 to 1"))
}

/// Every file under a folder with its bytes.
private func snapshot(_ folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: folder)
    while let path = enumerator?.nextObject() as? String {
        result[path] = FileManager.default.contents(atPath: folder + "/" + path) ?? Data("folder".utf8)
    }
    return result
}
