import Foundation
import PackModel
import TestSupport
import Testing

/// python3 serves the files; packtool downloads them with curl.
@Test(.requires("python3", debian: "python3"), .requires("curl", debian: "curl"))
func installFromURLChecksDigestAndCapsSize() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let served = temp.appendingPathComponent("www")
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let zip = try PacktoolBinary.zipFixture(into: temp)
    try FileManager.default.copyItem(at: zip, to: served.appendingPathComponent("classic.zip"))
    // Larger than the 16 MiB archive limit, announced by Content-Length.
    try Data(count: 17 << 20).write(to: served.appendingPathComponent("big.zip"))
    let server = try LocalServer(serving: served)
    #expect(server.port > 0)
    let documents = temp.appendingPathComponent("docs").path
    let sha = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", temp.path]).stdout
        .split(separator: "\n").first { $0.hasPrefix("sha256") }!.split(separator: " ").last!

    let wrong = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents, "--sha256", String(repeating: "a", count: 64)])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("SHA-256 mismatch: expected aaaa"))
    #expect(!FileManager.default.fileExists(atPath: documents))

    let good = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents, "--sha256", String(sha)])
    #expect(good.status == 0, "\(good.stderr)")
    #expect(PacktoolBinary.contents(of: URL(fileURLWithPath: documents).appendingPathComponent("GlyphSets/classic")).count == 28)

    let big = try PacktoolBinary.run(["install", server.url("big.zip"), "--documents", documents])
    #expect(big.status == 1)
    #expect(big.stderr.contains("the download is larger than 16777216 bytes"))

    let endless = try PacktoolBinary.run(["install", server.url("endless"), "--documents", documents])
    #expect(endless.status == 1)
    #expect(endless.stderr.contains("the download is larger than 16777216 bytes"))

    let missing = try PacktoolBinary.run(["install", server.url("nope.zip"), "--documents", documents])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("HTTP 404"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: documents + "/GlyphSets").sorted() == [".packtool.lock", "classic"])
}

/// A download says what it got: its SHA-256 on standard output (to pin it), a warning over
/// plain http without --sha256, a pasted `sha256sum` line accepted as --sha256, and
/// "unchanged", with nothing written, when the installed pack is already identical.
@Test(.requires("python3", debian: "python3"), .requires("curl", debian: "curl"))
func installFromURLPrintsTheDigestWarnsOverHTTPAndTakesASumLine() throws {
    let temp = try TemporaryDirectory()
    let served = temp.url.appendingPathComponent("www")
    try FileManager.default.createDirectory(at: served, withIntermediateDirectories: true)
    let zip = try PacktoolBinary.zipFixture(into: temp.url)
    try FileManager.default.copyItem(at: zip, to: served.appendingPathComponent("classic.zip"))
    let digest = PackManifest.sha256Hex(Array(try Data(contentsOf: zip)))
    let server = try LocalServer(serving: served)
    let documents = temp.url.appendingPathComponent("docs")
    let installed = documents.appendingPathComponent("GlyphSets/classic")

    let unpinned = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents.path])
    #expect(unpinned.status == 0, "\(unpinned.stderr)")
    #expect(unpinned.stdout.contains("downloaded \(server.url("classic.zip")): "))
    #expect(unpinned.stdout.contains("SHA-256 \(digest)"))
    #expect(unpinned.stderr.contains("packtool: warning: \(server.url("classic.zip")) is plain http and no --sha256 was given"))
    #expect(unpinned.stderr.contains("hint: use https, or pin what you checked: --sha256 \(digest)"))

    // The same archive again, pinned by the line `sha256sum` prints (text and binary mode):
    // no warning, and nothing written.
    let before = try FileManager.default.attributesOfItem(atPath: installed.appendingPathComponent("letter_map.json").path)[.modificationDate] as? Date
    let inode = try FileManager.default.attributesOfItem(atPath: installed.path)[.systemFileNumber] as? Int
    for line in ["\(digest)  classic.zip", "\(digest.uppercased()) *classic.zip\n"] {
        let pinned = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents.path, "--sha256", line])
        #expect(pinned.status == 0, "\(pinned.stderr)")
        #expect(pinned.stdout.contains("SHA-256 \(digest)"))
        #expect(!pinned.stderr.contains("warning"), "\(pinned.stderr)")
        #expect(pinned.stdout.contains("unchanged classic in \(installed.path)"), "\(pinned.stdout)")
        #expect(!pinned.stdout.contains("installed classic"))
    }
    #expect(try FileManager.default.attributesOfItem(atPath: installed.path)[.systemFileNumber] as? Int == inode)
    #expect(try FileManager.default.attributesOfItem(atPath: installed.appendingPathComponent("letter_map.json").path)[.modificationDate] as? Date == before)

    // A sum line of another archive is still checked against the bytes.
    let other = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents.path,
                                        "--sha256", String(repeating: "b", count: 64) + "  classic.zip"])
    #expect(other.status == 1)
    #expect(other.stderr.contains("SHA-256 mismatch"))

    for bad in ["\(digest) classic.zip", "nothex  classic.zip", String(digest.dropLast())] {
        let refused = try PacktoolBinary.run(["install", server.url("classic.zip"), "--documents", documents.path, "--sha256", bad])
        #expect(refused.status == 2, "\(bad)")
        #expect(refused.stderr.contains("packtool: error: --sha256 must be 64 hexadecimal digits"), "\(refused.stderr)")
    }
}

/// "unchanged" is the installer's verdict, so every source gets it: a folder, an
/// archive; and a changed pack is still replaced.
@Test func installSaysUnchangedForEverySourceAndReplacesAChangedPack() throws {
    let temp = try TemporaryDirectory()
    let zip = try PacktoolBinary.zipFixture(into: temp.url)
    let documents = temp.url.appendingPathComponent("docs").path
    let first = try PacktoolBinary.run(["install", zip.path, "--documents", documents])
    #expect(first.stdout.contains("installed classic"), "\(first.stderr)")
    for source in [zip.path, PacktoolBinary.fixture.path] {
        let again = try PacktoolBinary.run(["install", source, "--documents", documents])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("unchanged classic in \(documents)/GlyphSets/classic"), "\(source): \(again.stdout)")
    }
    let variant = try PacktoolBinary.zipFixture(into: temp.url, variant: "changed")
    let changed = try PacktoolBinary.run(["install", variant.path, "--documents", documents])
    #expect(changed.status == 0, "\(changed.stderr)")
    #expect(changed.stdout.contains("replaced classic"), "\(changed.stdout)")
}
