import Foundation
import PackModel

/// librsvg's `rsvg-convert`, the rasterizer packtool runs (preview's png output, the
/// trick judge's glyph sheet): found on PATH, run directly (never through a shell), the
/// SVG on its standard input, the PNG from its standard output.
struct RSVGConvert: SVGRasterizer {
    static let tool = "rsvg-convert"
    /// What to install, for messages.
    static let install = "Debian/Ubuntu: sudo apt install librsvg2-bin; macOS: brew install librsvg"

    let executable: URL

    /// rsvg-convert on PATH, or nil.
    static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> RSVGConvert? {
        Terminal.executable(named: tool, environment: environment).map(RSVGConvert.init(executable:))
    }

    enum Failure: Error, CustomStringConvertible {
        case cannotStart(URL, String)
        case failed(status: Int32, message: String)

        var description: String {
            switch self {
            case .cannotStart(let url, let why): "cannot run \(url.path): \(why)"
            case .failed(let status, let message): "rsvg-convert failed (exit \(status))" + (message.isEmpty ? "" : ": \(message)")
            }
        }
    }

    func png(fromSVG svg: Data, zoom: Int) throws -> Data {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", "png", "--zoom", String(zoom), "--background-color", "none"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw Failure.cannotStart(executable, error.localizedDescription)
        }
        // Feed stdin on its own thread so a large picture cannot deadlock the pipes, and
        // drain stderr on another.
        let writer = Thread {
            input.fileHandleForWriting.write(svg)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let messages = ErrorDrain(errors.fileHandleForReading)
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = messages.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else {
            throw Failure.failed(status: process.terminationStatus,
                                 message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return png
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class ErrorDrain: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
