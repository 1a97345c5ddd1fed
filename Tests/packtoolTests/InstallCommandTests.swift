import Foundation
import TestSupport
import Testing

/// The archive tests' fixture pack and helpers on top of the shared runner.
extension PacktoolBinary {
    static let fixture = TestPaths.fixture("archive/classic")

    /// Every file of a folder with its bytes.
    static func contents(of folder: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            result[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// Zips the fixture pack (optionally with one glyph changed) into `folder`; returns the zip.
    static func zipFixture(into folder: URL, variant: String? = nil) throws -> URL {
        var source = fixture
        if let variant {
            source = folder.appendingPathComponent("src-\(variant)/classic")
            try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixture, to: source)
            let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><path d=\"M0 0 L60 80\"/><!-- \(variant) --></svg>\n"
            try Data(svg.utf8).write(to: source.appendingPathComponent("lowercase_a.svg"))
        }
        let output = folder.appendingPathComponent("zip-\(variant ?? "base")")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try run(["zip", source.path, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        return output.appendingPathComponent("classic.zip")
    }
}

@Test func zipPrintsPathSizeAndDigestAndIsReproducible() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let first = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", temp.path])
    #expect(first.status == 0)
    let zip = temp.appendingPathComponent("classic.zip")
    let bytes = try Data(contentsOf: zip)
    #expect(first.stdout.contains("wrote  \(zip.path)"))
    #expect(first.stdout.contains("size   \(bytes.count) bytes"))
    let second = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", temp.path])
    #expect(second.stdout == first.stdout)
    #expect(try Data(contentsOf: zip) == bytes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["classic.zip"]) // no temporary left
}

@Test func zipRefusesAPackWithErrorsAndPrintsThem() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let pack = temp.appendingPathComponent("broken")
    try FileManager.default.copyItem(at: PacktoolBinary.fixture, to: pack)
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\">\n<g>\n</svg>\n".utf8).write(to: pack.appendingPathComponent("lowercase_q.svg"))
    let result = try PacktoolBinary.run(["zip", pack.path, "-o", temp.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("broken/lowercase_q.svg:3:"), "\(result.stderr)")
    #expect(result.stderr.contains("[svg.well-formed/malformed]"))
    #expect(!FileManager.default.fileExists(atPath: temp.appendingPathComponent("classic.zip").path))
}

@Test func zipShowsWarningsAndGoesAhead() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let pack = temp.appendingPathComponent("classic")
    try FileManager.default.copyItem(at: PacktoolBinary.fixture, to: pack)
    try FileManager.default.copyItem(at: pack.appendingPathComponent("lowercase_q.svg"), to: pack.appendingPathComponent("lowercase_q_old.svg"))
    let result = try PacktoolBinary.run(["zip", pack.path, "-o", temp.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.contains("lowercase_q_old.svg") && result.stderr.contains("warning:"), "\(result.stderr)")
    #expect(FileManager.default.fileExists(atPath: temp.appendingPathComponent("classic.zip").path))
}

/// An available pack with a glyph missing: lint warns (the artist is still drawing),
/// zip and install refuse it in lint's words, as an error.
@Test func zipAndInstallRefuseAnAvailablePackWithAGlyphMissing() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let pack = temp.appendingPathComponent("classic")
    try FileManager.default.copyItem(at: PacktoolBinary.fixture, to: pack)
    try FileManager.default.removeItem(at: pack.appendingPathComponent("lowercase_q.svg"))
    let message = "lowercase_q.svg (letter 'q') is not in the pack; the app will show a placeholder [map.glyph-file-exists/missing]"
    let lint = try PacktoolBinary.run(["lint", pack.path])
    #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
    #expect(lint.stdout.contains("warning: " + message), "\(lint.stdout)")
    let zip = try PacktoolBinary.run(["zip", pack.path, "-o", temp.path])
    #expect(zip.status == 1, "\(zip.stderr)")
    #expect(zip.stderr.contains("error: " + message), "\(zip.stderr)")
    #expect(!FileManager.default.fileExists(atPath: temp.appendingPathComponent("classic.zip").path))
    let documents = temp.appendingPathComponent("docs").path
    let install = try PacktoolBinary.run(["install", pack.path, "--documents", documents])
    #expect(install.status == 1, "\(install.stderr)")
    #expect(install.stderr.contains("error: " + message), "\(install.stderr)")
    #expect(!FileManager.default.fileExists(atPath: documents))
    let key = temp.appendingPathComponent("publisher").path
    #expect(try PacktoolBinary.run(["keygen", "-o", key]).status == 0)
    let publish = try PacktoolBinary.run(["publish", pack.path, "--to", temp.appendingPathComponent("site").path, "--key", key + ".key"])
    #expect(publish.status == 1, "\(publish.stderr)")
    #expect(publish.stderr.contains(message), "\(publish.stderr)")
    #expect(!FileManager.default.fileExists(atPath: temp.appendingPathComponent("site/catalogue.json").path))
}

@Test func installListUninstallThroughTheCLI() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let zip = try PacktoolBinary.zipFixture(into: temp)
    let documents = temp.appendingPathComponent("docs").path
    let sha = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", temp.path]).stdout
        .split(separator: "\n").first { $0.hasPrefix("sha256") }!.split(separator: " ").last!

    let wrong = try PacktoolBinary.run(["install", zip.path, "--documents", documents, "--sha256", String(repeating: "0", count: 64)])
    #expect(wrong.status == 1)
    #expect(wrong.stderr.contains("SHA-256 mismatch"))
    #expect(!FileManager.default.fileExists(atPath: documents))

    let installed = try PacktoolBinary.run(["install", zip.path, "--documents", documents, "--sha256", String(sha).uppercased()])
    #expect(installed.status == 0, "\(installed.stderr)")
    #expect(installed.stdout.contains("installed classic in \(documents)/GlyphSets/classic"))
    #expect(installed.stdout.contains("it overrides the bundled pack classic"))

    let list = try PacktoolBinary.run(["list", "--documents", documents])
    #expect(list.stdout.contains("documents  overrides bundled classic"))

    let encode = try PacktoolBinary.run(["encode", "--documents", documents, "hello"])
    #expect(encode.status == 0)

    let removed = try PacktoolBinary.run(["uninstall", "classic", "--documents", documents])
    #expect(removed.status == 0)
    #expect(removed.stdout.contains("the bundled pack classic"))
    #expect(!FileManager.default.fileExists(atPath: documents + "/GlyphSets/classic"))
    let again = try PacktoolBinary.run(["uninstall", "classic", "--documents", documents])
    #expect(again.status == 2)
    #expect(again.stderr.contains("pack 'classic' is not installed"))
}

@Test(.requires("python3", debian: "python3"))
func hostileArchiveThroughTheCLIExitsOneAndWritesNothing() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    // A zip whose one entry climbs out of the destination, forged with python3's zipfile
    // (Info-ZIP's zip would strip the "../").
    let zip = temp.appendingPathComponent("evil.zip")
    let script = "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w')\nz.writestr('../../pwned.txt','x')\nz.close()\n"
    let python = Process()
    python.executableURL = try #require(ExternalTool.path("python3"))
    python.arguments = ["-c", script, zip.path]
    try python.run()
    python.waitUntilExit()
    try #require(python.terminationStatus == 0, "python3 could not forge the archive")
    let documents = temp.appendingPathComponent("a/b/docs")
    let result = try PacktoolBinary.run(["install", zip.path, "--documents", documents.path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("entry '../../pwned.txt': '..' path segments are not allowed"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path) == ["evil.zip"])
}

/// The README's `packtool zip classic -o dist` on a fresh clone, where dist/ does not
/// exist yet; a refused pack leaves no new folder behind.
@Test func zipMakesAMissingOutputFolderOnlyForAPackItWrites() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let made = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", "dist/nested"], in: temp)
    #expect(made.status == 0, "\(made.stderr)")
    #expect(FileManager.default.fileExists(atPath: temp.appendingPathComponent("dist/nested/classic.zip").path))
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.appendingPathComponent("dist/nested").path) == ["classic.zip"])

    let pack = temp.appendingPathComponent("broken")
    try FileManager.default.copyItem(at: PacktoolBinary.fixture, to: pack)
    try Data("<svg".utf8).write(to: pack.appendingPathComponent("lowercase_q.svg"))
    let refused = try PacktoolBinary.run(["zip", "./broken", "-o", "out/nested"], in: temp)
    #expect(refused.status == 1)
    #expect(!FileManager.default.fileExists(atPath: temp.appendingPathComponent("out").path))

    try Data().write(to: temp.appendingPathComponent("afile"))
    let onAFile = try PacktoolBinary.run(["zip", PacktoolBinary.fixture.path, "-o", "afile"], in: temp)
    #expect(onAFile.status == 2)
    #expect(onAFile.stderr.contains("is a file, not a folder"))
}

/// Uninstalling what is not installed says so and creates nothing: no documents
/// folder, no GlyphSets/, no lock file.
@Test func aFailedUninstallCreatesNothing() throws {
    let temp = try TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let documents = temp.appendingPathComponent("docs")
    let none = try PacktoolBinary.run(["uninstall", "classic", "--documents", documents.path])
    #expect(none.status == 2)
    #expect(none.stderr.contains("pack 'classic' is not installed"))
    #expect(!FileManager.default.fileExists(atPath: documents.path))

    try FileManager.default.createDirectory(at: documents.appendingPathComponent("GlyphSets/other"), withIntermediateDirectories: true)
    let other = try PacktoolBinary.run(["uninstall", "classic", "--documents", documents.path])
    #expect(other.status == 2)
    #expect(try FileManager.default.contentsOfDirectory(atPath: documents.appendingPathComponent("GlyphSets").path) == ["other"])
}
