import Foundation
import PackModel
import TestSupport

/// rsvg-convert from PATH as the trick judge's rasterizer, for tests that draw real
/// glyphs (packtool's own, `RSVGConvert`, lives in the executable). Tests using it carry
/// `.requires("rsvg-convert", debian: "librsvg2-bin")`.
public struct RSVGTestRasterizer: SVGRasterizer {
    public init() {}

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public func png(fromSVG svg: Data, zoom: Int) throws -> Data {
        guard let tool = ExternalTool.path("rsvg-convert") else { throw Failure(description: "rsvg-convert is not on PATH") }
        let folder = try TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("sheet.svg"), output = folder.appendingPathComponent("sheet.png")
        try svg.write(to: input)
        let process = Process()
        process.executableURL = tool
        process.arguments = ["--format", "png", "--zoom", String(zoom), "--background-color", "none", "-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: "rsvg-convert exited \(process.terminationStatus)") }
        return try Data(contentsOf: output)
    }
}
