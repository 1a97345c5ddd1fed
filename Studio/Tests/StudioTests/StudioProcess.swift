import Foundation
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `packtool studio` running for a test: the real binary (which runs the real
/// packtool-studio), on a free port, stopped with SIGINT when the test is done.
final class StudioProcess {
    let process: Process
    let port: Int
    let url: String
    private let output: Pipe
    private let errors: Pipe

    /// Starts `packtool studio ARGUMENTS --port 0` in `directory` and waits for its URL.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        let (process, out, err) = try PacktoolBinary.process(["studio"] + arguments + ["--port", "0"], in: directory, environment: environment)
        self.process = process
        self.output = out
        self.errors = err
        try process.run()
        // The first line is the URL.
        var line = Data()
        let handle = out.fileHandleForReading
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte == Data("\n".utf8) { break }
            line.append(byte)
        }
        url = String(decoding: line, as: UTF8.self)
        guard url.hasPrefix("http://127.0.0.1:"), let port = Int(url.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) else {
            process.terminate()
            let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            Issue.record("packtool studio printed no URL: '\(url)'; stderr: \(stderr)")
            throw CancellationError()
        }
        self.port = port
    }

    /// Sends SIGINT and waits for the process to end; its exit status.
    @discardableResult
    func stop(timeout: TimeInterval = 10) -> (status: Int32, reason: Process.TerminationReason, stoppedInTime: Bool) {
        if process.isRunning { kill(process.processIdentifier, SIGINT) }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        let inTime = !process.isRunning
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        return (process.terminationStatus, process.terminationReason, inTime)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var host: String { "127.0.0.1:\(port)" }

    /// A GET as a browser sends it, to this server.
    func get(_ target: String, host: String? = nil) throws -> RawHTTP.Response {
        try RawHTTP.send("GET \(target) HTTP/1.1\r\nHost: \(host ?? self.host)\r\nConnection: close\r\n\r\n", port: port)
    }

    func json(_ target: String) throws -> [String: Any] {
        let response = try get(target)
        #expect(response.status == 200, "\(target): \(response.status) \(response.body)")
        return try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any] ?? [:]
    }
}

/// Bytes on a socket, exactly as written: a URL client would tidy `/../` and `%2e%2e`
/// away before the server could refuse them.
enum RawHTTP {
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: String
    }

    static func send(_ request: String, port: Int, readFor seconds: Double = 5) throws -> Response {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress!, $0.count, 0) }
            guard count > 0 else { throw POSIXError(.EPIPE) }
            sent += count
        }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return parse(String(decoding: received, as: UTF8.self))
    }

    static func parse(_ text: String) -> Response {
        guard let split = text.range(of: "\r\n\r\n") else { return Response(status: 0, headers: [:], body: text) }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = head.first.flatMap { Int($0.split(separator: " ").dropFirst().first ?? "") } ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = String(text[split.upperBound...])
        if headers["transfer-encoding"]?.lowercased() == "chunked" { body = unchunk(body) }
        return Response(status: status, headers: headers, body: body)
    }

    static func unchunk(_ text: String) -> String {
        var bytes = Substring(text)
        var out = ""
        while let lineEnd = bytes.range(of: "\r\n"), let size = Int(bytes[..<lineEnd.lowerBound], radix: 16), size > 0 {
            let start = lineEnd.upperBound
            let utf8 = bytes[start...].utf8
            let end = utf8.index(utf8.startIndex, offsetBy: min(size, utf8.count))
            out += String(bytes[start..<end])
            bytes = bytes[end...].dropFirst(2)
        }
        return out
    }
}
