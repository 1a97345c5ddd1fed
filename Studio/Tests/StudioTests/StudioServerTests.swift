import Foundation
import PackModel
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `packtool studio` against the real server on a free port: what it answers, what it
/// refuses, and how it stops.
@Suite(.serialized)
struct StudioServerTests {
    /// A pack folder from `packtool new`, a secret file beside it, and a glyph that is a
    /// link to the secret.
    static func packWithLink(in scratch: TemporaryDirectory) throws -> URL {
        let created = try PacktoolBinary.run(["new", "my_pack", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        try scratch.write("secret.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>TOP-SECRET</title></svg>"#)
        let pack = scratch.url.appendingPathComponent("my_pack")
        try FileManager.default.createSymbolicLink(atPath: pack.appendingPathComponent("lowercase_a.svg").path, withDestinationPath: "../secret.svg")
        return pack
    }

    @Test func servesThePageWithItsSafetyHeaders() throws {
        let scratch = try TemporaryDirectory()
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let page = try studio.get("/")
        #expect(page.status == 200)
        #expect(page.headers["content-security-policy"]?.contains("script-src 'self'") == true)
        #expect(page.headers["content-security-policy"]?.contains("default-src 'none'") == true)
        #expect(page.headers["x-content-type-options"] == "nosniff")
        #expect(page.body.contains("<h1 id=\"title\">DigitFlip</h1>"))
        #expect(page.body.contains("placeholder=\"\(SpecText.inputPlaceholder)\""))
        #expect(!page.body.contains("<script>"), "no inline script: the policy forbids it")
        #expect(try studio.get("/", host: "localhost:\(studio.port)").status == 200)
    }

    @Test(arguments: ["evil.example", "evil.example:PORT", "127.0.0.1", "127.0.0.1:1", "localhost.evil.example:PORT", "[::1]:PORT", "0.0.0.0:PORT"])
    func refusesAnotherHost(_ host: String) throws {
        let scratch = try TemporaryDirectory()
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let shown = host.replacingOccurrences(of: "PORT", with: String(studio.port))
        for target in ["/", "/api/packs", "/glyph?pack=classic&letter=a"] {
            let response = try studio.get(target, host: shown)
            #expect(response.status == 421, "\(shown) \(target): \(response.status)")
            #expect(response.body.contains("refused"))
            #expect(!response.body.contains("<svg"))
        }
    }

    @Test func refusesARequestWithoutHost() throws {
        let scratch = try TemporaryDirectory()
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let response = try RawHTTP.send("GET / HTTP/1.0\r\n\r\n", port: studio.port)
        #expect(response.status == 421)
    }

    @Test func noURLReachesAFileOutsideThePack() throws {
        let scratch = try TemporaryDirectory()
        let pack = try Self.packWithLink(in: scratch)
        let studio = try StudioProcess(["./my_pack", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let attempts = [
            "/../secret.svg", "/../../../../etc/passwd", "/%2e%2e/secret.svg", "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/..%2fsecret.svg",
            "//etc/passwd", "/etc/passwd", "/my_pack/letter_map.json", "/letter_map.json", "/lowercase_a.svg", "/secret.svg",
            "/glyph/../secret.svg", "/glyph?pack=../secret&letter=a", "/glyph?pack=%2e%2e&letter=a", "/glyph?pack=/etc&letter=passwd",
            "/glyph?pack=.opened&letter=../letter_map.json", "/glyph?pack=.opened&letter=%2e%2e%2fsecret.svg", "/glyph?pack=.opened&letter=lowercase_a.svg",
            "/api/state?pack=" + pack.path, "/api/state?pack=..%2Fsecret", "/studio.js/../../secret.svg",
            "http://127.0.0.1:\(studio.port)/../secret.svg", "/\u{2e}\u{2e}/secret.svg",
        ]
        for target in attempts {
            let response = try studio.get(target)
            #expect(response.status == 404 || response.status == 400, "\(target): \(response.status)")
            #expect(!response.body.contains("TOP-SECRET"), "\(target)")
            #expect(!response.body.contains("root:"), "\(target)")
            #expect(!response.body.contains("\"letters\""), "\(target)")
        }
        // The glyph that is a link is never followed: its placeholder is served instead.
        let glyph = try studio.get("/glyph?pack=.opened&letter=a")
        #expect(glyph.status == 200)
        #expect(glyph.headers["content-type"]?.hasPrefix("image/svg+xml") == true)
        #expect(!glyph.body.contains("TOP-SECRET"))
        #expect(glyph.body.contains(">a<"), "the placeholder shows the letter")
        let state = try studio.json("/api/state?pack=.opened")
        let specimen = state["specimen"] as? [[String: Any]] ?? []
        let a = specimen.first { $0["letter"] as? String == "a" }
        #expect(a?["tier"] as? String == "placeholder")
        #expect((a?["problem"] as? String)?.contains("symbolic link") == true)
        let findings = state["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["check"] as? String == "map.glyph-file-exists" && $0["code"] as? String == "link" && $0["letters"] as? [String] == ["a"] })
    }

    @Test func servesOnlyGETAndAGlyphOnlyInTheProfile() throws {
        let scratch = try TemporaryDirectory()
        let created = try PacktoolBinary.run(["new", "my_pack", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        #expect(created.status == 0)
        try scratch.write("my_pack/lowercase_b.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 60 80" onload="alert(1)">
            <script>alert(2)</script><foreignObject><p>x</p></foreignObject><image xlink:href="http://example.com/x.png"/>
            <path d="M10 10h40v60H10z" fill="url(http://example.com/#p)" onclick="alert(3)"/><path d="M20 20h20v40H20z"/></svg>
            """)
        let studio = try StudioProcess(["./my_pack", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let glyph = try studio.get("/glyph?pack=.opened&letter=b")
        #expect(glyph.status == 200)
        for banned in ["script", "alert", "foreignObject", "image", "example.com", "onload", "onclick"] {
            #expect(!glyph.body.contains(banned), "\(banned) reached the page: \(glyph.body)")
        }
        #expect(glyph.body.contains("M20 20h20v40H20z"))
        #expect(glyph.headers["content-security-policy"]?.contains("sandbox") == true)
        let post = try RawHTTP.send("POST /api/check?phrase=hi HTTP/1.1\r\nHost: \(studio.host)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n", port: studio.port)
        #expect(post.status == 405)
    }

    /// The page asks the server as the artist types; the server answers with
    /// PhraseValidator's verdict and SpecText's words, so the two cannot drift.
    @Test func theCheckIsThePhraseValidator() throws {
        let scratch = try TemporaryDirectory()
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let inputs = ["", " ", "   ", "hi", "Hello", "hi you", "hello!", "h1", String(repeating: "a", count: 50), String(repeating: "a", count: 51),
                      String(repeating: "a", count: 60) + "!", "café", "tab\there", "%zz", "a+b", "İ"]
        for input in inputs {
            let encoded = input.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            let verdict = try studio.json("/api/check?phrase=\(encoded)")
            let expected: PhraseProblem?
            do { _ = try PhraseValidator.validate(input); expected = nil } catch { expected = error }
            #expect(verdict["goEnabled"] as? Bool == (expected == nil), "\(input)")
            let message = verdict["message"] as? String
            switch expected {
            case nil, .empty?: #expect(message == nil, "\(input)")
            case let problem?: #expect(message == problem.description, "\(input)")
            }
        }
    }

    @Test func ctrlCStopsTheServerWithAPageOpen() throws {
        let scratch = try TemporaryDirectory()
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        // An open event stream, as a page keeps.
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(studio.port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(connected == 0)
        let request = Array("GET /events HTTP/1.1\r\nHost: \(studio.host)\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress!, $0.count, 0) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = recv(fd, &buffer, buffer.count, 0)
        #expect(String(decoding: buffer[0..<max(count, 0)], as: UTF8.self).contains("text/event-stream"))
        let stopped = studio.stop(timeout: 10)
        #expect(stopped.stoppedInTime, "the server did not stop within 10 s of SIGINT")
        #expect(stopped.reason == .exit && stopped.status == 0, "\(stopped)")
    }

    static let model = TestPaths.packageRoot.appendingPathComponent("Models/trick-recogniser.dftm").path

    /// The specimen's verdicts are `packtool trick`'s: the same tools, the same judge.
    @Test(.requires("rsvg-convert", debian: "librsvg2-bin"))
    func theTrickVerdictsAreWhatPacktoolTrickSays() throws {
        let scratch = try TemporaryDirectory()
        let environment = ["DIGITFLIP_TRICK_MODEL": Self.model]
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url, environment: environment)
        defer { studio.stop() }
        let reply = try studio.json("/api/trick?pack=classic")
        #expect(reply["available"] as? Bool == true, "\(reply)")
        #expect(reply["note"] == nil || reply["note"] is NSNull)
        let letters = try #require(reply["letters"] as? [[String: Any]])
        #expect(letters.count == 26)
        let cli = try PacktoolBinary.run(["trick", "classic", "--bundle", TestPaths.glyphSets.path, "--format", "json"], in: scratch.url, environment: environment)
        #expect(cli.status == 0 || cli.status == 1, "\(cli.stderr)")
        let judged = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        let expected = try #require(judged["letters"] as? [[String: Any]])
        func halves(_ letter: [String: Any]) -> [String] {
            ["written", "turned"].map { half in
                let verdict = letter[half] as? [String: Any] ?? [:]
                return "\(verdict["reads"] as? String ?? "?") \(verdict["pass"] as? Bool ?? false)"
            }
        }
        for want in expected {
            let letter = want["letter"] as? String ?? "?"
            let shown = letters.first { $0["letter"] as? String == letter }
            #expect(shown.map(halves) == halves(want), "letter \(letter)")
        }
        // The state never waits for the judge: it carries no verdicts.
        let state = try studio.json("/api/state?pack=classic")
        #expect((state["specimen"] as? [[String: Any]])?.count == 26)
        #expect(try studio.get("/api/trick?pack=../classic").status == 404)
    }

    /// Without rsvg-convert or the model the studio works and says once what to install.
    @Test func withoutTheJudgesToolsThePageSaysWhatToInstall() throws {
        let scratch = try TemporaryDirectory()
        let emptyPath = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: emptyPath, withIntermediateDirectories: true)
        let noRasterizer = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url,
                                             environment: ["PATH": emptyPath.path, "DIGITFLIP_TRICK_MODEL": Self.model])
        defer { noRasterizer.stop() }
        let reply = try noRasterizer.json("/api/trick?pack=classic")
        #expect(reply["available"] as? Bool == false)
        #expect((reply["letters"] as? [Any])?.isEmpty == true)
        let note = reply["note"] as? String ?? ""
        #expect(note.contains("rsvg-convert is not on PATH") && note.contains("apt install librsvg2-bin"), "\(note)")
        #expect((try noRasterizer.json("/api/state?pack=classic")["specimen"] as? [[String: Any]])?.count == 26)
        #expect(try noRasterizer.get("/glyph?pack=classic&letter=a").status == 200)

        let nowhere = scratch.url.appendingPathComponent("nowhere.dftm").path
        let noModel = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url,
                                        environment: ["DIGITFLIP_TRICK_MODEL": nowhere])
        defer { noModel.stop() }
        let missing = try noModel.json("/api/trick?pack=classic")
        #expect(missing["available"] as? Bool == false)
        let said = missing["note"] as? String ?? ""
        #expect(said.contains("\(nowhere) does not exist") && said.contains("DIGITFLIP_TRICK_MODEL"), "\(said)")
    }

    @Test func reportsAMissingPackAndABadPort() throws {
        let scratch = try TemporaryDirectory()
        let missing = try PacktoolBinary.run(["studio", "./nowhere"], in: scratch.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("packtool: error: ./nowhere: no such file or folder"))
        #expect(missing.stderr.contains("hint:"))
        let port = try PacktoolBinary.run(["studio", "--port", "70000"], in: scratch.url)
        #expect(port.status == 2)
        #expect(port.stderr.contains("--port 70000"))
        // A port another program holds.
        let studio = try StudioProcess(["classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        defer { studio.stop() }
        let taken = try PacktoolBinary.run(["studio", "classic", "--bundle", TestPaths.glyphSets.path, "--port", String(studio.port)], in: scratch.url)
        #expect(taken.status == 2)
        #expect(taken.stderr.contains("packtool: error: cannot serve on 127.0.0.1:\(studio.port)"), "\(taken.stderr)")
        #expect(taken.stderr.contains("hint: try another port"))
    }
}

/// The server stays out of the packtool binary: linked in, Hummingbird and SwiftNIO made
/// `packtool lint classic` start about 12% slower (docs/studio.md). The bytes of the two
/// built executables tell which one carries them.
@Suite struct StudioBinaryTests {
    @Test func onlyPacktoolStudioLinksTheServer() throws {
        let packtool = try PacktoolBinary.require()
        let studio = packtool.deletingLastPathComponent().appendingPathComponent("packtool-studio")
        let marker = Data("NIOPosix".utf8)
        let server = try Data(contentsOf: studio, options: .alwaysMapped)
        #expect(server.range(of: marker) != nil, "packtool-studio should carry SwiftNIO; the marker is wrong")
        let tool = try Data(contentsOf: packtool, options: .alwaysMapped)
        #expect(tool.range(of: marker) == nil, "packtool links SwiftNIO: every command now pays the server's start-up")
    }
}
