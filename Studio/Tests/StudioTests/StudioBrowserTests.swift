import Foundation
import TestSupport
import Testing

/// The studio in a real browser: Studio/Tests/E2E/studio_e2e.py drives headless Chromium
/// through selenium against the real server, as a glyph artist would, and checks every
/// rule of the app's screen the studio promises, with glyph files rewritten on disk
/// during the run. Screenshots go to $PACKTOOL_STUDIO_SCREENSHOTS when set (to look at
/// them), else to a scratch folder.
@Suite(.serialized)
struct StudioBrowserTests {
    @Test(.requires("chromium", debian: "chromium"), .requires("chromedriver", debian: "chromium-driver"),
          .requires("rsvg-convert", debian: "librsvg2-bin"),
          .requiresPython(module: "selenium", pypi: "selenium"))
    func theStudioPageInHeadlessChromium() throws {
        let scratch = try TemporaryDirectory()
        // The script checks that a coming_soon pack is greyed out; both shipped packs are
        // available, so the bundle is the test's own with no_zero not drawn yet.
        let bundle = try scratch.bundleOfShippedPacks(at: "bundle", notDrawnYet: ["no_zero"])
        let created = try PacktoolBinary.run(["new", "my_pack", "--bundle", bundle.path], in: scratch.url)
        #expect(created.status == 0, "\(created.stderr)")
        // The trick verdicts need the repository's model (found as packtool trick finds it).
        let studio = try StudioProcess(["./my_pack", "--bundle", bundle.path], in: scratch.url,
                                       environment: ["DIGITFLIP_TRICK_MODEL": TestPaths.packageRoot.appendingPathComponent("Models/trick-recogniser.dftm").path])
        defer { studio.stop() }
        let shots = ProcessInfo.processInfo.environment["PACKTOOL_STUDIO_SCREENSHOTS"].map { URL(fileURLWithPath: $0) }
            ?? scratch.url.appendingPathComponent("screenshots")
        try FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)

        let script = TestPaths.packageRoot.appendingPathComponent("Studio/Tests/E2E/studio_e2e.py")
        let process = Process()
        process.executableURL = try #require(ExternalTool.path("python3"))
        process.arguments = [script.path, studio.url, scratch.url.appendingPathComponent("my_pack").path, shots.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "studio_e2e.py failed:\n\(text)")
        #expect(text.contains("passed "), "\(text)")
        // How long a save took to reach the page, for whoever reads the log.
        for line in text.split(separator: "\n") where line.contains("after") && line.contains(" s ") { print("studio_e2e: \(line)") }
        let stopped = studio.stop()
        #expect(stopped.stoppedInTime && stopped.status == 0, "the server did not stop cleanly after the browser run: \(stopped)")
    }
}
