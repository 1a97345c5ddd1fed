import Foundation
import TestSupport
import Testing

/// `packtool studio` runs the packtool-studio beside packtool. The root package never builds
/// that server (it is the package in Studio/), so the packtool built here has none beside
/// it: the command must say so, and how to get it, instead of failing obscurely.
@Suite struct StudioLookupTests {
    @Test func aMissingServerIsNamedWithHowToBuildIt() throws {
        let packtool = try PacktoolBinary.require()
        let beside = packtool.deletingLastPathComponent().appendingPathComponent("packtool-studio")
        try #require(!FileManager.default.fileExists(atPath: beside.path),
                     "this test needs a packtool with no packtool-studio beside it; \(beside.path) exists")
        let scratch = try TemporaryDirectory()
        let result = try PacktoolBinary.run(["studio", "classic", "--bundle", TestPaths.glyphSets.path], in: scratch.url)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("packtool: error: packtool-studio is not installed beside packtool (\(packtool.deletingLastPathComponent().path))"),
                "\(result.stderr)")
        #expect(result.stderr.contains("hint: ") && result.stderr.contains("swift build -c release --package-path Studio"), "\(result.stderr)")
    }

    /// The root package's products carry no web server: nothing it builds links SwiftNIO.
    @Test func packtoolLinksNoServer() throws {
        let tool = try Data(contentsOf: PacktoolBinary.require(), options: .alwaysMapped)
        #expect(tool.range(of: Data("NIOPosix".utf8)) == nil, "packtool links SwiftNIO: every command now pays the server's start-up")
        #expect(tool.range(of: Data("Hummingbird".utf8)) == nil, "packtool links Hummingbird")
    }
}
