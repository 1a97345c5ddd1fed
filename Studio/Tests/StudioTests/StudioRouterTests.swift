import Foundation
import Hummingbird
import HummingbirdTesting
import PackModel
@testable import StudioServer
import TestSupport
import Testing

/// The studio's application in-process, as Hummingbird tests an application
/// (`app.test(.router)`): the same router, guard and watcher service as the real server,
/// with requests handed straight to the router. The router test client names the host
/// `localhost` without a port, which means port 80, so the guard is told the server
/// listens there.
@Suite(.serialized)
struct StudioRouterTests {
    struct Setup {
        let scratch: TemporaryDirectory
        let pack: URL

        /// A pack from `packtool new` (nothing drawn yet) in a scratch working folder.
        init() throws {
            scratch = try TemporaryDirectory()
            let created = try PacktoolBinary.run(["new", "my_pack", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
            #expect(created.status == 0, "\(created.stderr)")
            pack = scratch.url.appendingPathComponent("my_pack")
        }

        var workspace: StudioWorkspace {
            StudioWorkspace(roots: PackRoots(documents: scratch.url.appendingPathComponent("docs"), bundle: TestPaths.glyphSets),
                            opened: .folder(pack, displayPath: "./my_pack"), workingDirectory: scratch.url)
        }

        func server(tools: Result<TrickTools, TrickUnavailable> = .failure(.noRasterizer), port: Int = 80) -> StudioServer {
            let server = StudioServer(workspace: workspace, trickTools: tools, pollInterval: .milliseconds(50))
            server.port.set(port)
            return server
        }
    }

    static func object(_ response: TestResponse) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any] ?? [:]
    }

    @Test func answersThroughTheRouterWithEveryHardening() async throws {
        let setup = try Setup()
        let app = setup.server().buildApplication(port: 0)
        try await app.test(.router) { client in
            try await client.execute(uri: "/", method: .get) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentSecurityPolicy]?.contains("script-src 'self'") == true)
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(String(buffer: response.body).contains("id=\"trick-note\""))
            }
            try await client.execute(uri: "/api/state?pack=.opened", method: .get) { response in
                #expect(response.status == .ok)
                let state = try Self.object(response)
                #expect((state["specimen"] as? [Any])?.count == 26)
            }
            for target in ["/../secret.svg", "/%2e%2e/secret.svg", "/letter_map.json", "/glyph?pack=../my_pack&letter=a", "/api/trick?pack=/etc"] {
                try await client.execute(uri: target, method: .get) { response in
                    #expect(response.status == .notFound, "\(target)")
                    #expect(response.headers[.contentSecurityPolicy] != nil, "\(target): the error keeps the safety headers")
                }
            }
            try await client.execute(uri: "/api/check?phrase=hi", method: .post) { response in
                #expect(response.status == .methodNotAllowed)
            }
            // Without rsvg-convert the verdicts say so, once, and the rest works.
            try await client.execute(uri: "/api/trick?pack=.opened", method: .get) { response in
                let reply = try Self.object(response)
                #expect(reply["available"] as? Bool == false)
                #expect((reply["note"] as? String)?.contains("apt install librsvg2-bin") == true)
            }
        }
    }

    @Test func refusesAHostThatIsNotItsOwn() async throws {
        let setup = try Setup()
        // Listening on 8080, a bare `localhost` means port 80: someone else's origin.
        let app = setup.server(port: 8080).buildApplication(port: 0)
        try await app.test(.router) { client in
            for target in ["/", "/api/packs", "/glyph?pack=.opened&letter=a"] {
                try await client.execute(uri: target, method: .get) { response in
                    #expect(response.status == .misdirectedRequest, "\(target)")
                    #expect(String(buffer: response.body).contains("refused"))
                }
            }
        }
        #expect(GuardMiddleware.refusal(host: "localhost", port: 80) == nil)
        #expect(GuardMiddleware.refusal(host: "evil.example", port: 80) != nil)
        #expect(GuardMiddleware.refusal(host: "127.0.0.1", port: 8080) != nil)
    }

    /// Lint and the specimen run once per change of the pack, however often the page asks.
    @Test func oneStatePerChangeOfThePack() async throws {
        let setup = try Setup()
        let server = setup.server()
        let app = server.buildApplication(port: 0)
        let glyph = setup.pack.appendingPathComponent("lowercase_a.svg")
        try await app.test(.router) { client in
            for _ in 0..<3 {
                try await client.execute(uri: "/api/state?pack=.opened", method: .get) { #expect($0.status == .ok) }
            }
            #expect(server.states.computed == 1)
            let before = server.watcher.version
            try Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M5 5h50v70H5z"/></svg>"#.utf8).write(to: glyph)
            #expect(server.watcher.look() != before, "the save is a new version")
            for _ in 0..<2 {
                try await client.execute(uri: "/api/state?pack=.opened", method: .get) { response in
                    let specimen = try Self.object(response)["specimen"] as? [[String: Any]] ?? []
                    #expect(specimen.first { $0["letter"] as? String == "a" }?["tier"] as? String == "path")
                }
            }
            #expect(server.states.computed == 2)
        }
    }

    /// The findings are `packtool lint`'s on the same folder from the same working folder,
    /// the repository's `.packtool.json` included; a change to it is a change the page sees.
    @Test func lintsAsPacktoolLintDoesWithTheConfiguration() async throws {
        let setup = try Setup()
        let server = setup.server()
        func pending(_ state: StudioPackState) -> String? {
            state.findings.first { $0.check == "map.glyph-file-pending" }?.severity
        }
        let pack = try #require(setup.workspace.pack(id: ".opened"))
        #expect(pending(pack.state(version: "1")) == "info")
        let version = server.watcher.version
        _ = try setup.scratch.write(".packtool.json", #"{"checks": {"map.glyph-file-pending": "error"}}"#)
        #expect(server.watcher.look() != version, "the configuration is watched")
        let state = pack.state(version: "2")
        #expect(pending(state) == "error")
        let cli = try PacktoolBinary.run(["lint", "./my_pack", "--format", "json", "--bundle", TestPaths.glyphSets.path], in: setup.scratch.url)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(cli.stdout.utf8)) as? [String: Any])
        let findings = (report["packs"] as? [[String: Any]])?.flatMap { $0["diagnostics"] as? [[String: Any]] ?? [] } ?? []
        let cliVerdict = findings.map { "\($0["checkID"] as? String ?? "?")/\($0["code"] as? String ?? "?")/\($0["severity"] as? String ?? "?")" }.sorted()
        #expect(!cliVerdict.isEmpty)
        #expect(state.findings.map { "\($0.check)/\($0.code)/\($0.severity)" }.sorted() == cliVerdict, "\(cli.stdout)")
        #expect(state.lintProblem == nil)
        _ = try setup.scratch.write(".packtool.json", #"{"checks": {"no.such-check": "error"}}"#)
        #expect(pack.state(version: "3").lintProblem?.contains("bad configuration") == true)
    }

    /// Stat first: a look reads and hashes only the files whose stat changed.
    @Test func aLookReadsOnlyWhatChanged() throws {
        let setup = try Setup()
        _ = try setup.scratch.write("my_pack/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"/>"#)
        // Out of the racy window: files modified in the second of the last look are read again.
        Thread.sleep(forTimeInterval: 1.1)
        var watch = StudioWatch(workspace: setup.workspace, racyWindow: 0)
        let first = watch.look()
        #expect(watch.filesRead == watch.filesSeen && watch.filesSeen > 26, "the first look reads everything: \(watch.filesRead)/\(watch.filesSeen)")
        Thread.sleep(forTimeInterval: 1.1)
        #expect(watch.look() == first)
        #expect(watch.filesRead == 0, "nothing changed, nothing read")
        _ = try setup.scratch.write("my_pack/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M1 1h9v9z"/></svg>"#)
        let second = watch.look()
        #expect(second != first)
        #expect(watch.filesRead == 1, "only the saved file is read")
    }
}
