import Foundation

/// librsvg's `rsvg-convert`, the one rasterizer packtool runs (preview's png output, the
/// trick judge's glyph sheet, the studio's verdicts): found on PATH, run directly (never
/// through a shell), the SVG on its standard input, the PNG from its standard output.
///
/// This is the one place PackModel starts a process. It returns the PNG or a typed
/// failure; what to tell a person is the caller's.
public struct RSVGConvert: SVGRasterizer {
    public static let tool = "rsvg-convert"
    /// What to install, for messages.
    public static let install = "Debian/Ubuntu: sudo apt install librsvg2-bin; macOS: brew install librsvg"

    public let executable: URL

    public init(executable: URL) {
        self.executable = executable
    }

    /// rsvg-convert on PATH, or nil.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> RSVGConvert? {
        ExecutableSearch.find(tool, environment: environment).map(RSVGConvert.init(executable:))
    }

    public enum Failure: Error, Sendable, CustomStringConvertible {
        case cannotStart(URL, String)
        case failed(status: Int32, message: String)

        public var description: String {
            switch self {
            case .cannotStart(let url, let why): "cannot run \(url.path): \(why)"
            case .failed(let status, let message): "rsvg-convert failed (exit \(status))" + (message.isEmpty ? "" : ": \(message)")
            }
        }
    }

    public func png(fromSVG svg: Data, zoom: Int) throws -> Data {
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
        let messages = PipeDrain(errors.fileHandleForReading)
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

/// Finds a program on PATH the way a shell would, without running a shell.
public enum ExecutableSearch {
    public static func find(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class PipeDrain: @unchecked Sendable {
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
