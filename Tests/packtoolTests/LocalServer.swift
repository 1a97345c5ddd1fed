import Foundation
import TestSupport
import Testing

/// A tiny HTTP server on 127.0.0.1 (Python's http.server): files from a folder, plus
/// `/endless`, which streams zeros without a Content-Length until the client hangs up.
final class LocalServer {
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
