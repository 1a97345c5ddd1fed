import Foundation
import TestSupport
import Testing
@testable import PackModel

/// Every small file packtool reads goes through one bounded, no-follow reader with its
/// limit in PackPolicy, and every small file it writes through one atomic writer.
@Suite struct SmallFileTests {
    /// A folder with a regular file, a link to it and a file one byte over the kind's limit.
    static func files(_ kind: SmallFile.Kind, in temp: TemporaryDirectory) throws -> (regular: String, link: String, oversized: String) {
        let regular = try temp.write("\(kind.rawValue).txt", "small")
        let link = temp.url.appendingPathComponent("\(kind.rawValue)-link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: regular.path)
        let oversized = temp.url.appendingPathComponent("\(kind.rawValue)-big.txt")
        try Data(count: kind.limit(.standard) + 1).write(to: oversized)
        return (regular.path, link, oversized.path)
    }

    @Test(arguments: SmallFile.Kind.allCases)
    func aLinkAndAnOversizedFileAreRefusedForEveryKind(_ kind: SmallFile.Kind) throws {
        let temp = try TemporaryDirectory()
        let (regular, link, oversized) = try Self.files(kind, in: temp)
        #expect(try SmallFile.read(regular, kind: kind) == Array("small".utf8))
        #expect(throws: PackReadError.notAFile(path: link, kind: .symbolicLink)) { try SmallFile.read(link, kind: kind) }
        #expect(throws: PackReadError.tooLarge(path: oversized, size: kind.limit(.standard) + 1, limit: kind.limit(.standard))) {
            try SmallFile.read(oversized, kind: kind)
        }
        #expect(try SmallFile.readIfPresent(temp.url.appendingPathComponent("absent").path, kind: kind) == nil)
        #expect(throws: PackReadError.self) { try SmallFile.readIfPresent(link, kind: kind) }
        #expect(SmallFile.hint(for: .notAFile(path: link, kind: .symbolicLink), kind: kind).contains("symbolic link"))
    }

    @Test func everyLimitIsThePolicys() {
        let policy = PackPolicy(maximumJSONBytes: 11, maximumCatalogueBytes: 12, maximumSignatureBytes: 13, maximumTrustFileBytes: 14,
                                maximumKeyFileBytes: 15, maximumBaselineBytes: 16, maximumConfigurationBytes: 17, maximumTrickModelBytes: 18)
        #expect(SmallFile.Kind.allCases.map { $0.limit(policy) }.sorted() == [11, 12, 13, 14, 15, 16, 17, 18])
    }

    // MARK: - Through the readers that use it

    @Test func theTrustFileIsNeverReadThroughALinkOrWhenOversized() throws {
        let temp = try TemporaryDirectory()
        let documents = temp.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: documents, withIntermediateDirectories: true)
        let store = TrustStore(documents: documents)
        let elsewhere = try temp.write("elsewhere.json", String(decoding: TrustState().encoded(), as: UTF8.self))
        try FileManager.default.createSymbolicLink(at: store.file, withDestinationURL: elsewhere)
        #expect { try store.load() } throws: { "\($0)".contains("symbolic link") }
        try FileManager.default.removeItem(at: store.file)
        try Data(count: PackPolicy.standard.maximumTrustFileBytes + 1).write(to: store.file)
        #expect { try store.load() } throws: { "\($0)".contains("over the 4 MiB limit") }
    }

    @Test func aBaselineIsNeverReadThroughALinkOrWhenOversized() throws {
        let temp = try TemporaryDirectory()
        let (_, link, oversized) = try Self.files(.baseline, in: temp)
        #expect { try Baseline.load(URL(fileURLWithPath: link)) } throws: { error in
            let error = error as? ConfigurationError
            return error?.message.contains("symbolic link") == true && error?.hint.contains("give the file itself") == true
        }
        #expect { try Baseline.load(URL(fileURLWithPath: oversized)) } throws: { ($0 as? ConfigurationError)?.message.contains("limit") == true }
    }

    @Test func aConfigurationIsNeverReadThroughALinkOrWhenOversized() throws {
        let temp = try TemporaryDirectory()
        let (_, link, oversized) = try Self.files(.configuration, in: temp)
        #expect { try LintConfiguration.load(URL(fileURLWithPath: link)) } throws: { ($0 as? ConfigurationError)?.message.contains("symbolic link") == true }
        #expect { try LintConfiguration.load(URL(fileURLWithPath: oversized)) } throws: { ($0 as? ConfigurationError)?.message.contains("limit") == true }
    }

    @Test func aPublishersCatalogueIsNeverReadThroughALink() throws {
        let temp = try TemporaryDirectory()
        let site = temp.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: site, withIntermediateDirectories: true)
        let elsewhere = try temp.write("elsewhere.json", "{}")
        try FileManager.default.createSymbolicLink(at: site.appendingPathComponent(Catalogue.fileName), withDestinationURL: elsewhere)
        #expect { try CataloguePublisher(key: CatalogueSigningKey()).existingCatalogue(in: site) } throws: { "\($0)".contains("symbolic link") }
        try FileManager.default.removeItem(at: site.appendingPathComponent(Catalogue.fileName))
        try Data(count: PackPolicy.standard.maximumCatalogueBytes + 1).write(to: site.appendingPathComponent(Catalogue.fileName))
        #expect { try CataloguePublisher(key: CatalogueSigningKey()).existingCatalogue(in: site) } throws: { "\($0)".contains("limit") }
    }

    // MARK: - The writer

    @Test func theWriterReplacesAtomicallyKeepsTheModeAndLeavesNothingBehind() throws {
        let temp = try TemporaryDirectory()
        let file = try temp.write("state.json", "old")
        chmod(file.path, 0o600)
        try SmallFile.write(file, bytes: Array("new".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        var info = stat()
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        try SmallFile.write(file, bytes: Array("newer".utf8), mode: 0o644)
        #expect(stat(file.path, &info) == 0 && info.st_mode & 0o777 == 0o644)
        let fresh = temp.url.appendingPathComponent("fresh.json")
        try SmallFile.write(fresh, bytes: [1, 2, 3])
        #expect(stat(fresh.path, &info) == 0 && info.st_mode & 0o777 == 0o644)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["fresh.json", "state.json"])
    }

    @Test func theWriterNeverWritesThroughALinkAndLeavesAChangedFileAlone() throws {
        let temp = try TemporaryDirectory()
        let target = try temp.write("target.txt", "target")
        let link = temp.url.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        try SmallFile.write(link, bytes: Array("replaced".utf8))
        #expect(try String(contentsOf: target, encoding: .utf8) == "target", "wrote through a link")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == nil, "the link's name now holds the new file")
        #expect(try String(contentsOf: link, encoding: .utf8) == "replaced")
        // unchangedSince: a file replaced meanwhile is left as it is, and no temporary file stays.
        let file = try temp.write("glyph.svg", "one")
        var before = stat()
        lstat(file.path, &before)
        let other = try temp.write("other.svg", "two")
        #expect(rename(other.path, file.path) == 0) // another file (another inode) took its name
        #expect { try SmallFile.write(file, bytes: Array("three".utf8), unchangedSince: before) } throws: { ($0 as? SmallFile.WriteFailure)?.code == 0 }
        #expect(try String(contentsOf: file, encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).filter { $0.hasPrefix(".") }.isEmpty)
    }

    /// A stream is written into, never renamed over: before, `--output /dev/null` run as root
    /// left a regular file at /dev/null for every program on the machine. A FIFO in a folder
    /// the test owns stands in for /dev/null (no test may replace a device if this breaks).
    @Test func theWriterWritesIntoAStreamAndNeverReplacesIt() async throws {
        let temp = try TemporaryDirectory()
        let fifo = temp.url.appendingPathComponent("report.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = temp.url.appendingPathComponent("stdout-like")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        #expect(SmallFile.Destination(fifo.path) == .stream)
        #expect(SmallFile.Destination(link.path) == .stream)
        for name in [fifo, link] {
            let reader = Task.detached { () -> [UInt8] in
                let descriptor = open(fifo.path, O_RDONLY | O_CLOEXEC)
                defer { close(descriptor) }
                var bytes: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 64)
                while case let count = read(descriptor, &buffer, buffer.count), count > 0 { bytes += buffer.prefix(count) }
                return bytes
            }
            try SmallFile.write(name, bytes: Array("report".utf8))
            #expect(await reader.value == Array("report".utf8))
            var info = stat()
            #expect(lstat(fifo.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "the FIFO was replaced")
        }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == fifo.path, "the link was replaced")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path).sorted() == ["report.fifo", "stdout-like"])
        // The names of this process's own descriptors are those descriptors; /dev/null is a stream.
        #expect(SmallFile.Destination("/dev/stdout") == .descriptor(1))
        #expect(SmallFile.Destination("/dev/stderr") == .descriptor(2))
        #expect(SmallFile.Destination("/dev/fd/7") == .descriptor(7))
        #expect(SmallFile.Destination("/proc/self/fd/3") == .descriptor(3))
        #expect(SmallFile.Destination("/dev/null") == .stream)
    }

    @Test func theWriterRefusesAFolderWithWordsAndLeavesItAlone() throws {
        let temp = try TemporaryDirectory()
        let folder = temp.url.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        #expect { try SmallFile.write(folder, bytes: [1]) } throws: { error in
            let failure = error as? SmallFile.WriteFailure
            return failure?.code == 0 && failure?.reason.contains("a folder, not a file") == true
        }
        var info = stat()
        #expect(lstat(folder.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.url.path) == ["reports"])
    }

    @Test func aFailedWriteLeavesTheOldFile() throws {
        let temp = try TemporaryDirectory()
        let missing = temp.url.appendingPathComponent("no-such-folder/state.json")
        #expect(throws: SmallFile.WriteFailure.self) { try SmallFile.write(missing, bytes: [1]) }
        #expect(!FileManager.default.fileExists(atPath: missing.deletingLastPathComponent().path))
    }
}
