import Foundation
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
