import ArgumentParser
import Foundation
import PackModel

/// Downloads an archive into memory with the system's `curl`: only http and https
/// (redirects too), status 200, time limits, and a size cap enforced while the bytes
/// arrive (a server that lies about or omits Content-Length is cut off as soon as the cap
/// is passed).
///
/// Why curl and not URLSession: on Linux, URLSession lives in FoundationNetworking, which
/// drags libcurl and some thirty TLS, Kerberos and LDAP libraries into every start of
/// packtool, including every `lint` a CI job or a pre-commit hook runs. curl is on every
/// macOS and nearly every Linux machine; its absence is reported with what to install.
enum InstallDownload {
    enum Failure: Error {
        case tooLarge(limit: Int)
        case status(Int)
        case transport(String)
    }

    static func isURL(_ text: String) -> Bool {
        let lower = text.lowercased()
        return lower.hasPrefix("http://") || lower.hasPrefix("https://")
    }

    // MARK: - Pinning: what every download-and-install (a URL, a catalogue entry) shares

    /// The digest a `--sha256` value names: 64 hex digits, alone or as the line
    /// `sha256sum` prints (`<hex>  <file>`, or `<hex> *<file>` in binary mode), so a
    /// published checksum line can be pasted whole. Returned in lowercase.
    static func expectedSHA256(_ text: String) throws(ValidationError) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        var digest = Substring(trimmed)
        if let space = trimmed.firstIndex(of: " ") {
            digest = trimmed[..<space]
            let name = trimmed[space...].drop { $0 == " " }
            let file = name.hasPrefix("*") ? name.dropFirst() : name
            guard trimmed[space...].hasPrefix("  ") || trimmed[space...].hasPrefix(" *"), !file.isEmpty, !file.contains("\n") else {
                throw CLIError.usage("--sha256 must be 64 hexadecimal digits or a `sha256sum` line ('<digest>  <file>'); got '\(text)'",
                                     hint: "copy the whole digest published with the archive (`sha256sum FILE` prints it)")
            }
        }
        guard digest.count == 64, digest.allSatisfy(\.isHexDigit) else {
            throw CLIError.usage("--sha256 must be 64 hexadecimal digits; '\(digest)' has \(digest.count) characters",
                                 hint: "copy the whole digest published with the archive (`sha256sum FILE` prints it)")
        }
        return digest.lowercased()
    }

    /// After a download: its SHA-256 on standard output, so it can be pinned; and, when
    /// nothing was pinned, a note saying how, which is a warning over plain http (anyone
    /// on the way could have changed the archive).
    static func reportDigest(of bytes: [UInt8], from source: String, pinned: String?) {
        let digest = PackManifest.sha256Hex(bytes)
        print("downloaded \(source): \(bytes.count) bytes, SHA-256 \(digest)")
        guard pinned == nil else { return }
        if source.lowercased().hasPrefix("http://") {
            Terminal.standardError("""
                packtool: warning: \(source) is plain http and no --sha256 was given: anyone between you and the server could have changed the archive
                hint: use https, or pin what you checked: --sha256 \(digest)
                """)
        } else {
            Terminal.standardError("packtool: note: to install exactly this archive again, add --sha256 \(digest)")
        }
    }

    /// curl's exit statuses that have a meaning of their own here.
    private static let curlTooLarge: Int32 = 63
    private static let curlHTTPError: Int32 = 22
    private static let statusMarker = "packtool-http-status:"

    static func fetch(_ url: URL, limit: Int, timeout: TimeInterval = 30) throws(Failure) -> [UInt8] {
        guard let curl = Terminal.executable(named: "curl") else {
            throw .transport("curl is not installed (Debian/Ubuntu: apt install curl); or download the archive yourself and install the file")
        }
        let seconds = String(Int(timeout))
        let process = Process()
        process.executableURL = curl
        process.arguments = [
            "-q",                                   // never read a ~/.curlrc
            "--silent", "--show-error", "--fail",
            "--location", "--max-redirs", "5",
            "--proto", "=http,https", "--proto-redir", "=http,https",
            "--connect-timeout", seconds,
            "--speed-limit", "1", "--speed-time", seconds,   // stalled for `timeout`: give up
            "--max-time", String(Int(timeout * 10)),
            "--max-filesize", String(limit),
            "--write-out", "%{stderr}\(statusMarker)%{http_code}\n",
            "--output", "-",
            "--", url.absoluteString,
        ]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw .transport("cannot run \(curl.path): \(error.localizedDescription)")
        }
        let errorText = Collected()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorText.data = errors.fileHandleForReading.readDataToEndOfFile() }

        var body: [UInt8] = []
        var tooLarge = false
        let reader = output.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            body.append(contentsOf: chunk)
            if body.count > limit {
                tooLarge = true
                // SIGKILL, not terminate(): a child started by Foundation's Process can
                // inherit a signal mask that blocks SIGTERM, and curl would keep going.
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
        group.wait()
        if tooLarge { throw .tooLarge(limit: limit) }

        let stderr = String(decoding: errorText.data, as: UTF8.self)
        let status = stderr.split(separator: "\n").last { $0.hasPrefix(statusMarker) }.flatMap { Int($0.dropFirst(statusMarker.count)) }
        let message = stderr.split(separator: "\n").filter { !$0.hasPrefix(statusMarker) }.joined(separator: "; ")
        switch process.terminationStatus {
        case 0:
            guard status == 200 else { throw .status(status ?? 0) }
            return body
        case curlTooLarge:
            throw .tooLarge(limit: limit)
        case curlHTTPError:
            throw .status(status ?? 0)
        default:
            throw .transport(message.isEmpty ? "curl exited with status \(process.terminationStatus)" : message)
        }
    }

    private final class Collected: @unchecked Sendable {
        var data = Data()
    }
}
