import Foundation
import PackModel

/// Writes a preview so that the destination is either the old file or the whole new
/// one (the same atomic write `lint --output` uses), after checking the folder.
enum PreviewFileWriter {
    static func replace(_ destination: URL, with data: Data) throws(CLIError) {
        let folder = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.cannotRun("cannot write \(destination.path): the folder \(folder.path) does not exist",
                                     hint: "create the folder first, or give -o a path in an existing folder")
        }
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.cannotRun("cannot write \(destination.path): it is a folder", hint: "give -o a file name")
        }
        do throws(SmallFile.WriteFailure) {
            // A temporary file beside the destination, renamed over it (SmallFile's one writer).
            try SmallFile.write(destination, bytes: Array(data))
        } catch {
            throw CLIError.cannotRun("cannot write \(destination.path): \(error.reason)", hint: "check the folder exists and is writable")
        }
    }
}

/// PNG output through `rsvg-convert` (librsvg), run directly, never through a shell.
enum PreviewRasterizer {
    static let tool = "rsvg-convert"
    static let zoom = "2"

    static func png(fromSVG svg: Data, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) -> Data {
        guard let executable = Terminal.executable(named: tool, environment: environment) else {
            throw CLIError.cannotRun("png output needs rsvg-convert, which is not on PATH",
                                     hint: "install it (Debian/Ubuntu: sudo apt install librsvg2-bin; macOS: brew install librsvg), or write --format svg or html")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format", "png", "--zoom", zoom, "--background-color", "none"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw CLIError.cannotRun("cannot run \(executable.path): \(error.localizedDescription)", hint: "check that rsvg-convert is installed and executable")
        }
        // Feed stdin on its own thread so a large picture cannot deadlock both pipes.
        let writer = Thread {
            input.fileHandleForWriting.write(svg)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let png = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !png.isEmpty else {
            throw CLIError.cannotRun("rsvg-convert failed (exit \(process.terminationStatus))",
                                     detail: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines),
                                     hint: "write --format svg to keep the picture, and report this with the SVG attached")
        }
        return png
    }
}
