import Foundation
import Testing
import ZIPFoundation
@testable import PackModel

@Suite struct ArchivePackFilesTests {
    /// Writes a zip holding the given entries (a trailing "/" makes a folder).
    static func makeZip(_ entries: [(String, String)]) throws -> URL {
        let folder = try LintFixtures.temporaryFolder()
        let url = folder.appendingPathComponent("pack.zip")
        let archive = try Archive(url: url, accessMode: .create)
        for (path, content) in entries {
            let data = Data(content.utf8)
            if path.hasSuffix("/") {
                try archive.addEntry(with: path, type: .directory, uncompressedSize: Int64(0), provider: { _, _ in Data() })
            } else {
                try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                                     provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
            }
        }
        return url
    }

    @Test func aZipIsLintedLikeTheFolderWithoutExtracting() throws {
        let folder = LintFixtures.lint.appendingPathComponent("broken")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let entries = try [("broken/", "")] + names.map { ("broken/" + $0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)) }
        let zip = try Self.makeZip(entries)
        defer { try? FileManager.default.removeItem(at: zip.deletingLastPathComponent()) }
        let before = try FileManager.default.contentsOfDirectory(atPath: zip.deletingLastPathComponent().path)
        let fromZip = Linter().lint(ArchivePackFiles(url: zip, displayPath: "x"))
        let fromFolder = Linter().lint(FolderPackFiles(folder: folder, displayPath: "x"))
        #expect(fromZip.map(\.message) == fromFolder.map(\.message))
        #expect(try FileManager.default.contentsOfDirectory(atPath: zip.deletingLastPathComponent().path) == before)
    }

    @Test func aRefusedZipIsOneReadableError() throws {
        let zip = try Self.makeZip([("../evil.svg", "<svg/>"), ("letter_map.json", "{}")])
        defer { try? FileManager.default.removeItem(at: zip.deletingLastPathComponent()) }
        let diagnostics = Linter().lint(ArchivePackFiles(url: zip))
        #expect(diagnostics.map(\.checkID) == [.packReadable])
        #expect(diagnostics.first?.message.contains("'..' path segments are not allowed") == true, "\(diagnostics)")
    }
}
