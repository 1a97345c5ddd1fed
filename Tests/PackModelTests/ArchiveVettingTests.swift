import Foundation
import TestSupport
import Testing
@testable import PackModel

/// One hostile archive and the words its refusal must contain (the entry and the rule).
struct HostileCase: Sendable, CustomStringConvertible {
    let description: String
    let bytes: [UInt8]
    let expected: String
    var policy: PackPolicy = .standard
}

extension HostileCase {
    static func with(_ label: String, _ extra: [ForgedEntry], expected: String, first: Bool = false) -> HostileCase {
        let base = try! ArchiveFixtures.packEntries()
        return HostileCase(description: label, bytes: ZipForge.build(first ? extra + base : base + extra), expected: expected)
    }

    static func entry(_ name: String, mode: UInt32 = 0o100644, content: String = "<svg/>", _ change: (inout ForgedEntry) -> Void = { _ in }) -> ForgedEntry {
        var entry = ForgedEntry(name, text: content)
        entry.mode = mode
        change(&entry)
        return entry
    }

    static func mapChanged(_ label: String, _ edit: (String) -> String, expected: String) -> HostileCase {
        var files = try! ArchiveFixtures.classicFiles()
        files[LetterMap.fileName] = Array(edit(String(decoding: files[LetterMap.fileName]!, as: UTF8.self)).utf8)
        return HostileCase(description: label, bytes: ZipForge.build(try! ArchiveFixtures.packEntries(files: files)), expected: expected)
    }

    static let all: [HostileCase] = {
        var cases: [HostileCase] = [
            .with("parent segment", [entry("classic/../pwned.svg")], expected: "entry 'classic/../pwned.svg': '..' path segments are not allowed"),
            .with("leading parent", [entry("../../pwned.svg")], expected: "entry '../../pwned.svg': '..'", first: true),
            .with("absolute path", [entry("/tmp/pwned.svg")], expected: "entry '/tmp/pwned.svg': absolute paths are not allowed"),
            .with("backslash traversal", [entry("classic\\..\\..\\pwned.svg")], expected: "entry 'classic\\..\\..\\pwned.svg': backslashes"),
            .with("drive letter", [entry("C:/pwned.svg")], expected: "entry 'C:/pwned.svg': ':' (drive letters"),
            .with("NUL in name", [entry("classic/pwned.svg\u{0}.txt")], expected: "entry 'classic/pwned.svg\\u{0}.txt': control characters"),
            .with("newline in name", [entry("classic/a\nb.svg")], expected: "control characters"),
            .with("non-ASCII name", [entry("classic/é.svg")], expected: "entry 'classic/\\u{e9}.svg': names must be printable ASCII"),
            .with("empty segment", [entry("classic//pwned.svg")], expected: "entry 'classic//pwned.svg': empty or '.' path segments"),
            .with("dot segment", [entry("./classic/pwned.svg")], expected: "entry './classic/pwned.svg': empty or '.'"),
            .with("symlink", [entry("classic/link", mode: 0o120777, content: "/etc/passwd")], expected: "entry 'classic/link': links are not allowed"),
            .with("symlink chain", [entry("classic/link", mode: 0o120777, content: "../.."), entry("classic/link/pwned.svg")],
                  expected: "entry 'classic/link': links are not allowed", first: true),
            .with("character device", [entry("classic/tty", mode: 0o020644)], expected: "entry 'classic/tty': device files"),
            .with("block device", [entry("classic/disk", mode: 0o060644)], expected: "entry 'classic/disk': device files"),
            .with("FIFO", [entry("classic/fifo", mode: 0o010644)], expected: "entry 'classic/fifo': FIFOs and sockets"),
            .with("socket", [entry("classic/sock", mode: 0o140644)], expected: "entry 'classic/sock': FIFOs and sockets"),
            .with("setuid", [entry("classic/tool", mode: 0o104755)], expected: "entry 'classic/tool': setuid/setgid"),
            .with("setgid", [entry("classic/tool", mode: 0o102755)], expected: "entry 'classic/tool': setuid/setgid"),
            .with("duplicate name", [entry("classic/lowercase_a.svg")], expected: "entry 'classic/lowercase_a.svg': the name appears more than once"),
            .with("case duplicate", [entry("classic/LowerCase_A.svg")], expected: "entry 'classic/LowerCase_A.svg': the name differs only by case from 'classic/lowercase_a.svg'"),
            .with("file and folder of one name", [entry("classic/lowercase_a.svg/")], expected: "entry 'classic/lowercase_a.svg/'"),
            .with("encrypted", [entry("classic/secret.svg") { $0.flags |= 1 }], expected: "entry 'classic/secret.svg': encrypted entries are not supported"),
            .with("strong encryption flag", [entry("classic/secret.svg") { $0.flags |= 1 << 6 }], expected: "encrypted entries"),
            .with("unsupported method", [entry("classic/b.svg") { $0.method = 12 }], expected: "entry 'classic/b.svg': compression method 12 is not supported"),
            .with("unknown flag", [entry("classic/b.svg") { $0.flags |= 1 << 4 }], expected: "entry 'classic/b.svg': unsupported general-purpose flags 0x10"),
            .with("local name differs", [entry("classic/b.svg") { $0.localName = Array("classic/c.svg".utf8) }],
                  expected: "entry 'classic/b.svg': the local header disagrees with the central directory (name)"),
            .with("local size differs", [entry("classic/b.svg") { $0.localUncompressedSize = 1 }], expected: "disagrees with the central directory (CRC-32 or sizes)"),
            .with("local method differs", [entry("classic/b.svg") { $0.localMethod = 8 }], expected: "disagrees with the central directory (compression method)"),
            .with("local flags differ", [entry("classic/b.svg") { $0.localFlags = 0 }], expected: "disagrees with the central directory (flags)"),
            .with("huge declared size", [entry("classic/big.svg") { $0 = $0.deflated(); $0.uncompressedSize = 0xFFFF_FFFE }],
                  expected: "entry 'classic/big.svg': declares 4294967294 bytes; the limit per file is"),
            .with("Zip64 size marker", [entry("classic/big.svg") { $0.uncompressedSize = 0xFFFF_FFFF }], expected: "entry 'classic/big.svg': Zip64"),
            .with("Zip64 extra field", [entry("classic/b.svg") { $0.centralExtra = [1, 0, 0, 0] }], expected: "entry 'classic/b.svg': Zip64"),
            .with("Unicode path extra field", [entry("classic/b.svg") { $0.localExtra = [0x75, 0x70, 5, 0, 1, 0, 0, 0, 0] }],
                  expected: "entry 'classic/b.svg': extra field 0x7075 is not allowed"),
            .with("malformed extra field", [entry("classic/b.svg") { $0.centralExtra = [9, 9, 200, 0] }], expected: "entry 'classic/b.svg': the extra field is malformed"),
            .with("stored sizes differ", [entry("classic/b.svg") { $0.compressedSize = 3; $0.payload = Array($0.payload.prefix(3)) }],
                  expected: "entry 'classic/b.svg': a stored entry's compressed and uncompressed sizes differ"),
            .with("folder with data", [entry("classic/", content: "data")], expected: "entry 'classic/': a folder entry carries data"),
            // A folder inside the pack's folder is judged as in a pack folder on disk.
            .with("nested folder", [entry("classic/sub/pwned.svg")],
                  expected: "sub is a folder; the app reads only the files next to letter_map.json, so nothing in it is used [pack.unexpected-file/folder]"),
            .with("second top folder", [entry("other/pwned.svg")],
                  expected: "entry 'other/pwned.svg' is outside the pack's folder, 'classic/'; an archive holds one pack [archive.outside-pack/outside]"),
            .with("file at root next to top folder", [entry("pwned.svg")],
                  expected: "entry 'pwned.svg' is outside the pack's folder, 'classic/'; an archive holds one pack [archive.outside-pack/outside]"),
            .with("CRC mismatch", [entry("classic/b.svg") { $0.crc = 1234 }], expected: "entry 'classic/b.svg': the CRC-32 does not match"),
            .with("truncated deflate", [entry("classic/b.svg", content: String(repeating: "x", count: 300)) {
                $0 = $0.deflated(); $0.payload = Array($0.payload.prefix(40)); $0.compressedSize = 40
            }], expected: "entry 'classic/b.svg': the compressed data ends early"),
            .with("overlapping entries", [], expected: ""), // replaced below
        ]
        cases.removeLast()

        // A real deflate bomb: 103,200,001 zeros in about 650 kB.
        var bomb = ForgedEntry("classic/bomb.svg", [])
        bomb.method = 8
        bomb.payload = Deflate.zeros(copies: 400_000)
        bomb.uncompressedSize = 103_200_001
        bomb.crc = 0
        cases.append(.with("deflate bomb, honest header", [bomb], expected: "entry 'classic/bomb.svg': declares 103200001 bytes; the limit per file is"))
        bomb.uncompressedSize = 1000
        cases.append(.with("deflate bomb, lying header", [bomb], expected: "entry 'classic/bomb.svg': inflates past its declared size of 1000 bytes"))
        var ratio = ForgedEntry("classic/zeros.svg", [UInt8](repeating: 0, count: 1 + 258 * 4000))
        ratio.method = 8
        ratio.payload = Deflate.zeros(copies: 4000)
        var ratioCase = HostileCase.with("compression ratio", [ratio], expected: "entry 'classic/zeros.svg': compression ratio 158:1 exceeds the limit of 100:1")
        ratioCase.policy.maximumCompressionRatio = 100
        cases.append(ratioCase)

        let many = (0..<150).map { entry("classic/extra\($0).svg") }
        cases.append(.with("too many entries", many, expected: "the archive has 178 entries; the limit is 128"))
        let base = try! ArchiveFixtures.packEntries()
        cases.append(HostileCase(description: "prefix garbage", bytes: ZipForge.build(base, prefix: Array("MZ self-extractor stub".utf8)),
                                 expected: "22 unexplained bytes before entry 'classic/letter_map.json'"))
        cases.append(HostileCase(description: "comment hiding a second directory", bytes: ZipForge.build(base, comment: [0x50, 0x4B, 5, 6, 0, 0]),
                                 expected: "the archive comment contains ZIP record signatures"))
        cases.append(HostileCase(description: "two directory records for one local header",
                                 bytes: ZipForge.build(base, extraCentral: [entry("classic/alias.svg")]),
                                 expected: "entry 'classic/alias.svg': the local header disagrees with the central directory (name)"))
        cases.append(HostileCase(description: "not a zip", bytes: Array(repeating: 0x41, count: 500), expected: "no end of central directory record"))
        cases.append(HostileCase(description: "empty archive", bytes: ZipForge.build([]), expected: "the archive holds no files"))

        var tampered = base
        let index = tampered.firstIndex { String(decoding: $0.name, as: UTF8.self) == "classic/lowercase_b.svg" }!
        tampered[index] = ForgedEntry("classic/lowercase_b.svg", text: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"/>")
        cases.append(HostileCase(description: "manifest checksum mismatch", bytes: ZipForge.build(tampered),
                                 expected: "manifest.json does not match the pack: 'lowercase_b.svg' is 61 bytes; the manifest says 140 [pack.manifest/mismatch]"))
        var sameSize = base
        let original = try! ArchiveFixtures.classicFiles()["lowercase_c.svg"]!
        let cIndex = sameSize.firstIndex { String(decoding: $0.name, as: UTF8.self) == "classic/lowercase_c.svg" }!
        sameSize[cIndex] = ForgedEntry("classic/lowercase_c.svg", original.map { $0 == UInt8(ascii: "7") ? UInt8(ascii: "8") : $0 })
        cases.append(HostileCase(description: "manifest digest mismatch", bytes: ZipForge.build(sameSize),
                                 expected: "manifest.json does not match the pack: 'lowercase_c.svg' has SHA-256 "))
        cases.append(.mapChanged("unsafe glyphSet", { $0.replacingOccurrences(of: "\"classic\"", with: "\"../../pwned\"") },
                                 expected: "\"glyphSet\" \"../../pwned\" cannot be a folder name [map.glyphset-name/unsafe-name]"))
        cases.append(.mapChanged("unsafe glyphFile", { $0.replacingOccurrences(of: "\"lowercase_a.svg\"", with: "\"../lowercase_a.svg\"") },
                                 expected: "\"../lowercase_a.svg\", cannot be used: it is a path, not a file name: glyph files sit next to letter_map.json, so no '/' or '\\' [map.glyph-file-name/path]"))
        return cases
    }()
}

/// Absolute names a hostile entry could reach if it were written as it is named
/// (`/tmp/pwned.svg`). They are looked at one by one, never by listing a folder this
/// test does not own.
private let absoluteEscapes = ["/tmp/pwned.svg", "/pwned.svg", NSTemporaryDirectory() + "/pwned.svg"]

/// Runs the whole install pipeline on the bytes; returns the refusal's text (with every
/// error, in lint's words), and checks that nothing at all was written, inside the
/// documents folder or outside it, and that `lint` reports as errors exactly what the
/// install refused, in the same words.
///
/// The documents folder sits four folders deep inside a scratch folder the test owns,
/// so an entry that climbs out (`../../pwned.svg` from the staging folder reaches
/// `Documents/`; more `..` reach the folders above) lands in a folder the test can
/// list. Listing the system temporary folder instead cost minutes on a machine whose
/// /tmp holds tens of thousands of entries.
func installRefusal(_ bytes: [UInt8], policy: PackPolicy = .standard, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
    let scratch = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let temp = scratch.appendingPathComponent("up1/up2/up3/home", isDirectory: true)
    try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
    let ownFolders = ArchiveFixtures.tree(scratch)
    let absoluteBefore = absoluteEscapes.filter { FileManager.default.fileExists(atPath: $0) }
    let documents = temp.appendingPathComponent("Documents/Deep", isDirectory: true)
    let source = ArchivePackFiles(bytes: bytes, displayPath: "hostile.zip", policy: policy)
    var message: String?
    do {
        _ = try PackInstaller(glyphSets: documents.appendingPathComponent("GlyphSets"), policy: policy).install(source, force: false)
    } catch {
        message = ([error.description] + error.errors.map(\.description)).joined(separator: "\n")
        let linted = Linter(policy: policy).lint(source).filter { $0.severity == .error }
        #expect(linted == error.errors, "lint and install disagree", sourceLocation: sourceLocation)
    }
    #expect(ArchiveFixtures.tree(temp).isEmpty, "something was written", sourceLocation: sourceLocation)
    #expect(ArchiveFixtures.tree(scratch) == ownFolders, "something escaped", sourceLocation: sourceLocation)
    #expect(absoluteEscapes.filter { FileManager.default.fileExists(atPath: $0) } == absoluteBefore, "something escaped", sourceLocation: sourceLocation)
    return message
}

@Test(arguments: HostileCase.all)
func hostileArchiveIsRefused(_ hostile: HostileCase) throws {
    let message = try installRefusal(hostile.bytes, policy: hostile.policy)
    let text = try #require(message, "\(hostile) was installed")
    #expect(text.contains(hostile.expected), "\(hostile): \(text)")
}

@Test func wellFormedForgedArchiveInstalls() throws {
    for deflate in [false, true] {
        let temp = try ArchiveFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        let archive = try VettedArchive(bytes: ZipForge.build(try ArchiveFixtures.packEntries(deflate: deflate)), origin: "ok.zip")
        let result = try PackInstaller(glyphSets: temp).install(archive, force: false)
        #expect(result.name == "classic")
        #expect(try LetterMap(contentsOf: temp.appendingPathComponent("classic/letter_map.json")).glyphSet == "classic")
    }
}

@Test func archiveAtRootWithoutTopFolderIsAccepted() throws {
    let archive = try VettedArchive(bytes: ZipForge.build(try ArchiveFixtures.packEntries(top: "")), origin: "root.zip")
    #expect(archive.topFolder == nil)
    #expect(archive.fileNames.contains("manifest.json"))
}

@Test func setuidBitsNeverReachTheDisk() throws {
    // Permission bits other than setuid/setgid are accepted but ignored: files get 0644.
    var files = try ArchiveFixtures.packEntries()
    for index in files.indices { files[index].mode = 0o100777 }
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let result = try PackInstaller(glyphSets: temp).install(VettedArchive(bytes: ZipForge.build(files), origin: "x"), force: false)
    for name in try FileManager.default.contentsOfDirectory(atPath: result.folder.path) {
        let attributes = try FileManager.default.attributesOfItem(atPath: result.folder.appendingPathComponent(name).path)
        #expect((attributes[.posixPermissions] as? Int) == 0o644, "\(name)")
    }
    let folderAttributes = try FileManager.default.attributesOfItem(atPath: result.folder.path)
    #expect((folderAttributes[.posixPermissions] as? Int) == 0o755)
}

/// A link, a FIFO or a subfolder in a folder source: refused by the install gate with
/// the finding lint reports (pack.unexpected-file), nothing written.
@Test func folderSourceWithLinksOrSpecialFilesIsRefused() throws {
    let cases: [(String, (URL) throws -> Void, String)] = [
        ("symlink", { try FileManager.default.createSymbolicLink(atPath: $0.appendingPathComponent("lowercase_a.svg").path, withDestinationPath: "/etc/passwd") },
         "lowercase_a.svg is a symbolic link; links are never followed [pack.unexpected-file/link]"),
        ("fifo", { _ = mkfifo($0.appendingPathComponent("pipe.svg").path, 0o644) }, "pipe.svg is not a regular file (a FIFO, socket or device) [pack.unexpected-file/special-file]"),
        ("subfolder", { try FileManager.default.createDirectory(at: $0.appendingPathComponent("sub"), withIntermediateDirectories: false) },
         "sub is a folder; the app reads only the files next to letter_map.json, so nothing in it is used [pack.unexpected-file/folder]"),
    ]
    for (label, plant, expected) in cases {
        let temp = try ArchiveFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        let folder = temp.appendingPathComponent("classic")
        try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("lowercase_a.svg"))
        try plant(folder)
        let glyphSets = temp.appendingPathComponent("GlyphSets")
        #expect {
            _ = try PackInstaller(glyphSets: glyphSets).install(FolderPackFiles(folder: folder), force: false)
        } throws: { error in
            let errors = (error as? PackOperationError)?.errors ?? []
            return errors.contains { $0.description.contains(expected) } && errors == Linter(profile: .installGate).lint(FolderPackFiles(folder: folder)).filter { $0.severity == .error }
        }
        #expect(!FileManager.default.fileExists(atPath: glyphSets.path), "\(label)")
    }
}

@Test func fifoIsNeverOpenedForReadingAsAFile() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let fifo = temp.appendingPathComponent("x.zip")
    #expect(mkfifo(fifo.path, 0o644) == 0)
    // Opened non-blocking and refused: this returns instead of waiting for a writer.
    #expect(throws: PackReadError.self) { _ = try ArchivePackFiles(url: fifo).list() }
    #expect(throws: PackReadError.self) { _ = try VettedArchive.readBytes(at: fifo) }
}

@Test func zlibDeflatedArchiveFromAnotherToolInstalls() throws {
    let url = ArchiveFixtures.root.appendingPathComponent("zlib-deflated.zip")
    let archive = try VettedArchive(bytes: VettedArchive.readBytes(at: url), origin: url.path)
    #expect(archive.topFolder == "classic")
    let expected = try ArchiveFixtures.classicFiles()
    for (name, bytes) in expected { #expect(try archive.read(name) == bytes, "\(name)") }
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    #expect(try PackInstaller(glyphSets: temp).install(archive, force: false).name == "classic")
}
