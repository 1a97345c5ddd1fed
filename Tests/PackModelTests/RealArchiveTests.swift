import Foundation
import TestSupport
import Testing
@testable import PackModel

/// Archives made by other tools are judged by the pack inside: `zip -r` of a pack folder,
/// the macOS Finder's Compress, and streaming zippers (data descriptors). Each installs,
/// with what is not part of the pack left out, and `lint` finds no error in it.
@Suite struct RealArchiveTests {
    /// Installs the archive into a fresh documents folder and checks that what was
    /// installed is exactly the fixture pack (and its fresh manifest), that lint finds
    /// no error in the archive, and that `skipped` names what was left out.
    static func expectInstallsAsThePack(_ source: any PackFiles, skipped: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let lintErrors = Linter().lint(source).filter { $0.severity == .error }
        #expect(lintErrors.isEmpty, "\(lintErrors.map(\.description))", sourceLocation: sourceLocation)
        let temp = try TemporaryDirectory()
        let result = try PackInstaller(glyphSets: temp.url.appendingPathComponent("GlyphSets")).install(source, force: false)
        #expect(result.name == "classic", sourceLocation: sourceLocation)
        #expect(result.skipped == skipped.sorted(), sourceLocation: sourceLocation)
        var expected = try ArchiveFixtures.classicFiles()
        let installed = try FileManager.default.contentsOfDirectory(atPath: result.folder.path).sorted()
        #expect(installed == (Array(expected.keys) + [PackManifest.fileName]).sorted(), sourceLocation: sourceLocation)
        for name in installed where name != PackManifest.fileName {
            #expect(Array(try Data(contentsOf: result.folder.appendingPathComponent(name))) == expected.removeValue(forKey: name), "\(name)",
                    sourceLocation: sourceLocation)
        }
    }

    /// Runs a program in `folder`, which must succeed.
    static func run(_ tool: String, _ arguments: [String], in folder: URL, stdout: URL? = nil) throws {
        let process = Process()
        process.executableURL = try #require(ExternalTool.path(tool))
        process.currentDirectoryURL = folder
        process.arguments = arguments
        if let stdout {
            FileManager.default.createFile(atPath: stdout.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: stdout)
        }
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments) failed")
    }

    /// `zip -r classic.zip classic`: a top folder with a folder entry, deflated entries,
    /// Info-ZIP's extra fields (timestamps, uid/gid), no manifest.
    @Test(.requires("zip", debian: "zip"))
    func zipDashROfAPackFolderInstalls() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
        try Data("Bud1".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
        try Self.run("zip", ["-q", "-r", "out.zip", "classic"], in: temp.url)
        let archive = ArchivePackFiles(url: temp.url.appendingPathComponent("out.zip"))
        #expect(try archive.list().entries.contains { $0.name == "README.md" })
        try Self.expectInstallsAsThePack(archive, skipped: [".DS_Store", "README.md"])
        // The notes say so, in the same words lint uses for the folder.
        let notes = Linter().lint(archive).filter { $0.severity == .info }.map(\.checkID)
        #expect(notes.sorted() == [.packExtraFile, .packFinderLeftover])
    }

    /// `cd classic && zip -r ../out.zip .`: the files at the archive root.
    @Test(.requires("zip", debian: "zip"))
    func zipDashRFromInsideThePackFolderInstalls() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try Self.run("zip", ["-q", "-r", "../out.zip", "."], in: folder)
        let archive = ArchivePackFiles(url: temp.url.appendingPathComponent("out.zip"))
        #expect(archive.folderName == "")
        try Self.expectInstallsAsThePack(archive, skipped: [])
    }

    /// What the Finder's Compress makes of a folder: `classic/…`, a `.DS_Store` in it, and
    /// `__MACOSX/` holding `._name` for the folder and every file.
    static func finderArchive(deflate: Bool) throws -> [UInt8] {
        var entries = [ForgedEntry("classic/", [])]
        entries += try ArchiveFixtures.classicFiles().keys.sorted().map { name in
            let entry = ForgedEntry("classic/" + name, try ArchiveFixtures.classicFiles()[name]!)
            return deflate ? entry.deflated() : entry
        }
        entries.append(ForgedEntry("classic/.DS_Store", Array("Bud1\u{0}\u{0}\u{0}\u{1}".utf8)))
        entries.append(ForgedEntry("__MACOSX/", []))
        entries.append(ForgedEntry("__MACOSX/classic/", []))
        entries.append(ForgedEntry("__MACOSX/._classic", Array("\u{0}\u{5}\u{16}\u{7}AppleDouble".utf8)))
        for name in try ArchiveFixtures.classicFiles().keys.sorted() {
            entries.append(ForgedEntry("__MACOSX/classic/._" + name, Array("\u{0}\u{5}\u{16}\u{7}Mac OS X attributes".utf8)))
        }
        for index in entries.indices where entries[index].name.last == UInt8(ascii: "/") { entries[index].mode = 0o040755 }
        return ZipForge.build(entries)
    }

    @Test(arguments: [false, true])
    func aFinderArchiveInstallsWithItsLeftoversSkipped(deflate: Bool) throws {
        let archive = ArchivePackFiles(bytes: try Self.finderArchive(deflate: deflate), displayPath: "classic.zip")
        #expect(archive.folderName == "classic")
        let names = try ArchiveFixtures.classicFiles().keys.sorted()
        let leftovers = [".DS_Store", "__MACOSX/._classic"] + names.map { "__MACOSX/classic/._" + $0 }
        try Self.expectInstallsAsThePack(archive, skipped: leftovers)
        // One note per leftover, saying it is skipped; never "a pack has no subfolders".
        let notes = Linter().lint(archive).filter { $0.checkID == .packFinderLeftover }
        #expect(notes.count == leftovers.count)
        #expect(notes.allSatisfy { $0.severity == .info && $0.message.contains("is a macOS Finder leftover, not part of the pack; zip and install skip it") })
    }

    /// A streaming zipper cannot go back to fill in the local header: CRC-32 and sizes
    /// come in a data descriptor after the data, with or without its signature.
    @Test(arguments: [(false, true), (true, true), (true, false)])
    func dataDescriptorsAreRead(deflate: Bool, signature: Bool) throws {
        var entries = try ArchiveFixtures.packEntries(deflate: deflate)
        for index in entries.indices {
            entries[index].dataDescriptor = true
            entries[index].descriptorSignature = signature
        }
        try Self.expectInstallsAsThePack(ArchivePackFiles(bytes: ZipForge.build(entries), displayPath: "streamed.zip"), skipped: [])
    }

    /// A data descriptor that disagrees with the central directory is refused.
    @Test func aLyingDataDescriptorIsRefused() throws {
        var entries = try ArchiveFixtures.packEntries()
        entries[3].dataDescriptor = true
        entries[3].crc = 42
        let message = try installRefusal(ZipForge.build(entries))
        #expect(message?.contains("the CRC-32 does not match the data") == true, "\(message ?? "installed")")
    }

    /// Python's zipfile writing to a pipe (not seekable) streams, as many web servers and
    /// tools do: data descriptors on every entry.
    @Test(.requires("python3", debian: "python3"))
    func pythonStreamingZipInstalls() throws {
        let temp = try TemporaryDirectory()
        let output = temp.url.appendingPathComponent("streamed.zip")
        let script = """
        import os, sys, zipfile
        folder = sys.argv[1]
        class Pipe:
            def __init__(self, stream): self.stream = stream
            def write(self, data): return self.stream.write(data)
            def flush(self): self.stream.flush()
        with zipfile.ZipFile(Pipe(sys.stdout.buffer), 'w', compression=zipfile.ZIP_DEFLATED) as archive:
            for name in sorted(os.listdir(folder)):
                with open(os.path.join(folder, name), 'rb') as source, archive.open('classic/' + name, 'w') as entry:
                    entry.write(source.read())
        """
        try Self.run("python3", ["-c", script, ArchiveFixtures.classicFolder.path], in: temp.url, stdout: output)
        let bytes = Array(try Data(contentsOf: output))
        // Every entry streamed: the general-purpose flag's bit 3 is set in each local header.
        #expect(bytes[6] & 0x08 != 0)
        try Self.expectInstallsAsThePack(ArchivePackFiles(bytes: bytes, displayPath: "streamed.zip"), skipped: [])
    }

    /// The issue's examples: an archive with notes and no manifest installs, with a note.
    @Test func anArchiveWithNotesAndNoManifestInstallsWithANote() throws {
        var entries = try ArchiveFixtures.packEntries()
        entries.removeAll { String(decoding: $0.name, as: UTF8.self).hasSuffix(PackManifest.fileName) }
        entries.append(ForgedEntry("classic/README.md", text: "# classic"))
        entries.append(ForgedEntry("classic/NOTES.txt", text: "draft"))
        let archive = ArchivePackFiles(bytes: ZipForge.build(entries), displayPath: "classic.zip")
        try Self.expectInstallsAsThePack(archive, skipped: ["NOTES.txt", "README.md"])
        let notes = Linter().lint(archive).filter { $0.checkID == .packExtraFile }.map(\.message)
        #expect(notes == ["NOTES.txt is not part of the pack (the letter map does not name it); zip and install leave it out",
                          "README.md is not part of the pack (the letter map does not name it); zip and install leave it out"])
    }

    /// A manifest is optional, but one that is there covers every file: a file it does
    /// not list is refused, in archives as in folders.
    @Test func aManifestThatMissesAFileIsRefused() throws {
        var files = try ArchiveFixtures.classicFiles()
        let manifest = PackManifest(pack: "classic", contents: files.filter { $0.key != "lowercase_q.svg" }).encoded()
        files[PackManifest.fileName] = manifest
        let entries = files.keys.sorted().map { ForgedEntry("classic/" + $0, files[$0]!) }
        let message = try installRefusal(ZipForge.build(entries))
        #expect(message?.contains("manifest.json does not match the pack: 'lowercase_q.svg' is not listed in it [pack.manifest/unlisted]") == true, "\(message ?? "installed")")
    }
}
