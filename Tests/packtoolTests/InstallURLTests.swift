import Foundation
import TestSupport
import Testing

/// A tiny HTTP server on 127.0.0.1 (Python's http.server): files from a folder, plus
/// `/endless`, which streams zeros without a Content-Length until the client hangs up.
private final class LocalServer {
    let process = Process()
    let port: Int

    init(serving folder: URL) throws {
        let script = """
        import http.server, sys, functools
        class Handler(http.server.SimpleHTTPRequestHandler):
            def log_message(self, *args): pass
            def do_GET(self):
                if self.path == '/endless':
                    self.send_response(200)
                    self.send_header('Content-Type', 'application/zip')
                    self.end_headers()
                    try:
                        while True: self.wfile.write(b'\\0' * 65536)
                    except Exception: return
                return super().do_GET()
        server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), functools.partial(Handler, directory=sys.argv[1]))
        print(server.server_address[1], flush=True)
        server.serve_forever()
        """
        process.executableURL = try #require(ExternalTool.path("python3"))
        process.arguments = ["-c", script, folder.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = out.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    deinit {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}

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
