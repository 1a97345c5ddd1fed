import Foundation
import HTTPTypes
import Hummingbird
import Logging
import PackModel

/// The studio's HTTP server: a fixed set of routes over `StudioWorkspace`, on 127.0.0.1
/// only.
///
/// Nothing here maps a URL to a file. The page, its script and its style sheet are
/// constants; a glyph is asked for by pack id and letter, both looked up in the
/// workspace's tables, and is read through the pack's `PackFiles` seam and reduced to
/// the supported SVG profile (`SafeGlyph`) exactly as `preview` embeds it. Any other
/// path is 404, whatever dots, slashes or escapes it holds.
///
/// Every request must carry `Host: 127.0.0.1:PORT` or `Host: localhost:PORT`: a page
/// on another site that points its own host name at 127.0.0.1 (DNS rebinding) sends
/// its own name, and is refused.
struct StudioServer: Sendable {
    let workspace: StudioWorkspace
    let watcher: PackWatcher
    let trick: TrickDesk
    let states = StateDesk()
    let stopping = StopSignal()
    let port = PortBox()

    /// How often the pack's files are compared with what the page shows.
    static let pollInterval: Duration = .milliseconds(200)

    init(workspace: StudioWorkspace, trickTools: Result<TrickTools, TrickUnavailable>, pollInterval: Duration = Self.pollInterval) {
        self.workspace = workspace
        self.watcher = PackWatcher(workspace: workspace, interval: pollInterval)
        self.trick = TrickDesk(tools: trickTools)
    }

    /// The application as Hummingbird's examples build one: the router with its guard,
    /// and the pack watcher as a service of the application's own service group, which
    /// starts it with the server and stops it on graceful shutdown.
    func buildApplication(port requested: Int, ready: @escaping @Sendable (String) -> Void = { _ in }) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: GuardMiddleware(port: port))
        addRoutes(to: router, stopping: stopping)
        let portBox = port
        return Application(
            router: router,
            configuration: .init(address: .hostname("127.0.0.1", port: requested), serverName: nil),
            services: [watcher],
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? requested
                portBox.set(bound)
                ready("http://127.0.0.1:\(bound)/")
            },
            logger: Self.quietLogger
        )
    }

    /// Runs until SIGINT or SIGTERM (the service group's graceful shutdown). `ready` gets
    /// the URL once the port is bound.
    func run(port requested: Int, ready: @escaping @Sendable (String) -> Void) async throws {
        let app = buildApplication(port: requested, ready: ready)
        stopping.install()
        defer { stopping.stop() }
        try await app.runService()
    }

    static var quietLogger: Logger {
        var logger = Logger(label: "packtool-studio")
        logger.logLevel = .warning
        return logger
    }

    func addRoutes(to router: Router<BasicRequestContext>, stopping: StopSignal) {
        let workspace = workspace
        let watcher = watcher
        let trick = trick
        let states = states
        router.get("/") { _, _ in
            Self.response(StudioPage.html(), type: "text/html; charset=utf-8")
        }
        router.get("/studio.js") { _, _ in
            Self.response(StudioPage.script, type: "text/javascript; charset=utf-8")
        }
        router.get("/studio.css") { _, _ in
            Self.response(StudioPage.styleSheet, type: "text/css; charset=utf-8")
        }
        // Browsers ask for it; the page has none.
        router.get("/favicon.ico") { _, _ in
            Response(status: .noContent)
        }
        router.get("/api/packs") { _, _ in
            try Self.json(StudioPacksReply(version: watcher.version, opened: workspace.openedPackID, packs: workspace.choices()))
        }
        router.get("/api/check") { request, _ in
            try Self.json(StudioWorkspace.check(request.parameter("phrase") ?? ""))
        }
        router.get("/api/result") { request, _ in
            let pack = try Self.pack(request, in: workspace)
            return try Self.json(pack.result(for: request.parameter("phrase") ?? ""))
        }
        router.get("/api/state") { request, _ in
            let pack = try Self.pack(request, in: workspace)
            return try Self.json(states.state(of: pack, version: watcher.version))
        }
        // The trick verdicts for the specimen, asked after the state so that they never
        // hold it up.
        router.get("/api/trick") { request, _ in
            let pack = try Self.pack(request, in: workspace)
            return try Self.json(await trick.reply(for: pack, version: watcher.version))
        }
        router.get("/glyph") { request, _ in
            let pack = try Self.pack(request, in: workspace)
            guard let document = pack.glyphDocument(letter: request.parameter("letter") ?? "") else {
                throw HTTPError(.notFound, message: "no such letter in this pack")
            }
            var response = Self.response(document, type: "image/svg+xml; charset=utf-8")
            // A glyph is an image: it may draw, never run or fetch anything.
            response.headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; sandbox"
            return response
        }
        router.get("/events") { _, _ in
            var response = Response(status: .ok, headers: [.contentType: "text/event-stream; charset=utf-8"],
                                    body: ResponseBody { writer in
                                        try await Self.stream(events: watcher, to: &writer, until: stopping)
                                    })
            response.headers[.cacheControl] = "no-store"
            return response
        }
    }

    /// Server-sent events: `change` with the new version whenever the watcher sees one,
    /// a comment now and then to keep the connection open, and the end of the stream
    /// when the server is stopping (so Ctrl-C never waits for an open page).
    static func stream(events watcher: PackWatcher, to writer: inout any ResponseBodyWriter, until stopping: StopSignal) async throws {
        var sent = watcher.version
        try await writer.write(ByteBuffer(string: "retry: 500\nevent: hello\ndata: \(sent)\n\n"))
        var quiet = Duration.zero
        while !stopping.isStopped && !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(50))
            quiet += .milliseconds(50)
            let now = watcher.version
            if now != sent {
                sent = now
                quiet = .zero
                try await writer.write(ByteBuffer(string: "event: change\ndata: \(now)\n\n"))
            } else if quiet >= .seconds(15) {
                quiet = .zero
                try await writer.write(ByteBuffer(string: ": still watching\n\n"))
            }
        }
        try await writer.finish(nil)
    }

    static func pack(_ request: Request, in workspace: StudioWorkspace) throws -> StudioPack {
        guard let id = request.parameter("pack"), let pack = workspace.pack(id: id) else {
            throw HTTPError(.notFound, message: "no such pack in this studio")
        }
        return pack
    }

    static func response(_ text: String, type: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: [.contentType: type], body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    static func json(_ value: some Encodable) throws -> Response {
        let data = try JSONText.encoded(value, layout: .compact)
        return Response(status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}

struct StudioPacksReply: Encodable {
    let version: String
    let opened: String
    let packs: [StudioPackChoice]
}

extension Request {
    /// A query parameter, percent-decoded.
    func parameter(_ name: String) -> String? {
        uri.queryParameters[Substring(name)].map(String.init)
    }
}

/// Refuses a request whose `Host` is not this server's loopback address, and gives every
/// response (errors too) the same safety headers.
struct GuardMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext
    let port: PortBox

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        if let refusal = Self.refusal(host: request.head.authority, port: port.value) {
            response = StudioServer.response(refusal + "\n", type: "text/plain; charset=utf-8", status: .misdirectedRequest)
        } else if request.method != .get && request.method != .head {
            response = StudioServer.response("packtool studio only answers GET\n", type: "text/plain; charset=utf-8", status: .methodNotAllowed)
            response.headers[.allow] = "GET, HEAD"
        } else {
            do {
                response = try await next(request, context)
            } catch let error as HTTPError {
                response = StudioServer.response((error.body ?? "\(error.status.reasonPhrase)") + "\n", type: "text/plain; charset=utf-8", status: error.status)
            }
        }
        Self.secure(&response)
        return response
    }

    /// Why a Host is refused; nil for `127.0.0.1:PORT` and `localhost:PORT` (and, on port
    /// 80 only, the same names without a port, which mean port 80).
    static func refusal(host: String?, port: Int?) -> String? {
        guard let port else { return "the server is starting" }
        guard let host, !host.isEmpty else { return "refused: the request has no Host header" }
        let allowed = ["127.0.0.1:\(port)", "localhost:\(port)"]
        let defaultPort = port == 80 ? ["127.0.0.1", "localhost"] : []
        guard (allowed + defaultPort).contains(host.lowercased()) else {
            return "refused: Host \(host.prefix(100)) is not \(allowed.joined(separator: " or ")); packtool studio answers only its own loopback address"
        }
        return nil
    }

    static func secure(_ response: inout Response) {
        if response.headers[.contentSecurityPolicy] == nil {
            response.headers[.contentSecurityPolicy] = StudioPage.contentSecurityPolicy
        }
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.cacheControl] = "no-store"
        response.headers[.referrerPolicy] = "no-referrer"
        response.headers[.crossOriginResourcePolicy] = "same-origin"
        response.headers[.xFrameOptions] = "DENY"
    }
}

extension HTTPError {
    var reasonPhrase: String { status.reasonPhrase }
}

extension HTTPField.Name {
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let crossOriginResourcePolicy = HTTPField.Name("Cross-Origin-Resource-Policy")!
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
}

/// The pack states the page has asked for, one per pack and version: lint and the
/// specimen run once per change of the pack, however many pages ask.
final class StateDesk: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var states: [String: StudioPackState] = [:]
    nonisolated(unsafe) private var made = 0

    /// How many states have been worked out (not served from what was kept).
    var computed: Int { lock.withLock { made } }

    func state(of pack: StudioPack, version: String) -> StudioPackState {
        if let kept = lock.withLock({ states[pack.id] }), kept.version == version { return kept }
        let state = pack.state(version: version)
        lock.withLock {
            states[pack.id] = state
            made += 1
        }
        return state
    }
}

/// The port once bound (0 asks the system for any free one).
final class PortBox: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var port: Int?

    var value: Int? { lock.withLock { port } }
    func set(_ value: Int) { lock.withLock { port = value } }
}
