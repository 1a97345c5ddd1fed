import Foundation
import TestSupport
import Testing
@testable import PackModel

/// A folder listed by kind alone (`FolderPackFiles.listKinds()`: `readdir`'s `d_type`, no
/// `fstatat` an entry) says what `list()` says, and lint's sizes, taken from the reads,
/// are what the listing's were; nothing read through it gets past the read's own checks.
@Suite struct FolderListingTests {
    /// A folder with one entry of every kind: the map, a glyph, a file nobody reads, an
    /// empty file, a link to a file and to a folder, a FIFO and a folder.
    static func oddFolder(in temp: TemporaryDirectory) throws -> URL {
        let folder = temp.url.appendingPathComponent("odd")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try MapExamples.map(letters: MapExamples.entry("a")).write(to: folder.appendingPathComponent(LetterMap.fileName), atomically: true, encoding: .utf8)
        try MapExamples.svg.write(to: folder.appendingPathComponent("a.svg"), atomically: true, encoding: .utf8)
        try String(repeating: "notes ", count: 100).write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent("empty.svg").path, contents: Data()))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("link.svg").path, withDestinationPath: "a.svg")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("up").path, withDestinationPath: "..")
        #expect(mkfifo(folder.appendingPathComponent("pipe.svg").path, 0o600) == 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("drafts"), withIntermediateDirectories: false)
        return folder
    }

    @Test func kindsAreTheListingsAndSizesAreLeftForTheReads() throws {
        let temp = try TemporaryDirectory()
        let files = FolderPackFiles(folder: try Self.oddFolder(in: temp))
        let listed = try files.list().entries
        #expect(listed.map(\.name) == [LetterMap.fileName, "a.svg", "drafts", "empty.svg", "link.svg", "notes.txt", "pipe.svg", "up"].sorted())
        #expect(listed.map(\.kind) == [.regular, .directory, .regular, .regular, .symbolicLink, .regular, .special, .symbolicLink])
        let kinds = try files.listKinds().entries
        #expect(kinds.map(\.name) == listed.map(\.name))
        #expect(kinds.map(\.kind) == listed.map(\.kind))
        for (kind, full) in zip(kinds, listed) {
            // A file system that leaves d_type unknown gets the fstatat, and so the size.
            #expect(kind.size == (full.kind == .regular ? PackFileInfo.unknownSize : 0) || kind.size == full.size, "\(kind.name)")
            #expect(files.size(ofListed: full.name) == full.size, "\(full.name)")
        }
        // The DT_UNKNOWN way is list() itself.
        #expect(try files.listKinds(trustingEntryTypes: false).entries == listed)
        // Names that are no entry, or not one segment, have no size.
        for name in ["missing.svg", "../odd/a.svg", "", ".", ".."] { #expect(files.size(ofListed: name) == 0, "\(name)") }
    }

    @Test func lintsSizesAreTheListingsWhateverReadsThem() throws {
        let temp = try TemporaryDirectory()
        let folder = try Self.oddFolder(in: temp)
        // A glyph over the policy's limit is refused unread: its size comes from the refusal.
        try String(repeating: " ", count: 3000).write(to: folder.appendingPathComponent("big.svg"), atomically: true, encoding: .utf8)
        // A map over its limit is not read at all: its size comes from a look-up.
        let policy = PackPolicy(maximumFileBytes: 2048, maximumJSONBytes: 16)
        let files = FolderPackFiles(folder: folder)
        let subject = LintSubject(source: files, policy: policy)
        #expect(subject.files == (try files.list().entries))
        #expect(!subject.files.contains { $0.size == PackFileInfo.unknownSize })
        #expect(subject.svg(named: "big.svg")?.size == 3000)
        #expect(subject.svg(named: "big.svg")?.readError == .tooLarge(path: files.path(of: "big.svg"), size: 3000, limit: 2048))
        #expect(subject.svg(named: "a.svg")?.size == MapExamples.svg.utf8.count)
        #expect(subject.mapReadError != nil)
        // The same pack in memory and on disk: the same findings.
        let memory = MemoryPackFiles(folderName: "odd", files: [
            LetterMap.fileName: try Array(Data(contentsOf: folder.appendingPathComponent(LetterMap.fileName))),
            "a.svg": Array(MapExamples.svg.utf8), "big.svg": Array(repeating: 32, count: 3000),
            "empty.svg": [], "notes.txt": Array(String(repeating: "notes ", count: 100).utf8),
        ], displayPath: files.displayPath, otherEntries: ["link.svg": .symbolicLink, "up": .symbolicLink, "pipe.svg": .special, "drafts": .directory])
        #expect(LintSubject(source: memory, policy: policy).files == subject.files)
    }

    /// The listing's kind is never what a read trusts: a file swapped or grown after the
    /// listing is refused by the read's own `O_NOFOLLOW` and `fstat`, before a byte is read.
    @Test func aFileChangedAfterTheListingIsStillRefused() throws {
        let temp = try TemporaryDirectory()
        let folder = try Self.oddFolder(in: temp)
        let files = FolderPackFiles(folder: folder)
        let kinds = try files.listKinds().entries
        #expect(kinds.first { $0.name == "a.svg" }?.kind == .regular)
        #expect(kinds.first { $0.name == "notes.txt" }?.kind == .regular)
        #expect(kinds.first { $0.name == "empty.svg" }?.kind == .regular)
        // Grown past the limit after the listing said a few hundred bytes.
        try String(repeating: " ", count: 5000).write(to: folder.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        #expect { try files.read("notes.txt", limit: 4096) } throws: { $0 as? PackReadError == .tooLarge(path: files.path(of: "notes.txt"), size: 5000, limit: 4096) }
        #expect(files.size(ofListed: "notes.txt") == 5000)
        // Swapped for a link, then for a FIFO, after the listing said regular.
        let glyph = folder.appendingPathComponent("a.svg")
        try FileManager.default.removeItem(at: glyph)
        try FileManager.default.createSymbolicLink(atPath: glyph.path, withDestinationPath: "notes.txt")
        #expect { try files.read("a.svg", limit: 1 << 20) } throws: { $0 as? PackReadError == .notAFile(path: files.path(of: "a.svg"), kind: .symbolicLink) }
        #expect(files.size(ofListed: "a.svg") == 0)
        let empty = folder.appendingPathComponent("empty.svg")
        try FileManager.default.removeItem(at: empty)
        #expect(mkfifo(empty.path, 0o600) == 0)
        #expect { try files.read("empty.svg", limit: 1 << 20) } throws: { $0 as? PackReadError == .notAFile(path: files.path(of: "empty.svg"), kind: .special) }
        #expect(files.size(ofListed: "empty.svg") == 0)
        // The kinds listed by d_type and by fstatat agree on the changed folder too.
        #expect(try files.listKinds().entries.map(\.kind) == files.list().entries.map(\.kind))
    }
}

/// Which files make up a pack (`PackContents`): the map's names looked up by binary
/// search, a name the map check accepts taken as screened, any other screened as before.
@Suite struct PackContentsTests {
    @Test func theMapsNamesPickTheFilesWhateverTheirOrder() throws {
        let letters = [MapExamples.entry("c"), MapExamples.entry("a"), MapExamples.entry("b", file: "notes.txt"),
                       MapExamples.entry("d", file: "../d.svg"), MapExamples.entry("e", file: "a.svg"), MapExamples.entry("f", file: ".f.svg")]
        let map = MapExamples.map(letters: letters.joined(separator: ","))
        var files: [String: [UInt8]] = [LetterMap.fileName: Array(map.utf8), PackManifest.fileName: Array("{}".utf8)]
        for name in ["a.svg", "c.svg", "notes.txt", "d.svg", ".f.svg", "z.svg", "B.svg", "drafts.txt"] { files[name] = Array(MapExamples.svg.utf8) }
        let subject = LintSubject(source: MemoryPackFiles(folderName: "example", files: files, otherEntries: ["b.svg": .symbolicLink]))
        // notes.txt is a safe name the map gives (map.glyph-file-name reports its ending);
        // ../d.svg and .f.svg are not safe, so d.svg and .f.svg are left out, as is the link.
        #expect(subject.contents.files == ["a.svg", "c.svg", LetterMap.fileName, "notes.txt"].sorted())
        #expect(subject.contents.leftOut == [".f.svg", "B.svg", "d.svg", "drafts.txt", "z.svg"].sorted())
    }
}
