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

/// PNG output through `rsvg-convert` (librsvg, `RSVGConvert`).
enum PreviewRasterizer {
    static let zoom = 2

    static func png(fromSVG svg: Data, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) -> Data {
        guard let rsvg = RSVGConvert.find(environment: environment) else {
            throw CLIError.cannotRun("png output needs rsvg-convert, which is not on PATH",
                                     hint: "install it (\(RSVGConvert.install)), or write --format svg or html")
        }
        do {
            return try rsvg.png(fromSVG: svg, zoom: zoom)
        } catch RSVGConvert.Failure.cannotStart(let url, let why) {
            throw CLIError.cannotRun("cannot run \(url.path): \(why)", hint: "check that rsvg-convert is installed and executable")
        } catch RSVGConvert.Failure.failed(let status, let message) {
            throw CLIError.cannotRun("rsvg-convert failed (exit \(status))", detail: message,
                                     hint: "write --format svg to keep the picture, and report this with the SVG attached")
        } catch {
            throw CLIError.cannotRun("rsvg-convert failed: \(error)", hint: "write --format svg to keep the picture, and report this with the SVG attached")
        }
    }
}
