import Foundation
import Testing
@testable import PackModel

private let repositoryBundle = ArchiveFixtures.root.deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("GlyphSets")

/// The files of an installed pack, by name.
private func contents(of folder: URL) throws -> [String: [UInt8]] {
    var result: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
        result[name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    return result
}

private func zipFixture(into folder: URL) throws -> PackZipResult {
    try PackZipper().zip(folder: ArchiveFixtures.classicFolder, into: folder)
}

/// The fixture pack with one glyph redrawn, zipped into `folder/changed/`: a new version
/// of the same pack (installing the very same archive again changes nothing).
private func zipChangedFixture(into folder: URL) throws -> PackZipResult {
    let source = folder.appendingPathComponent("changed-source/classic")
    try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: source)
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><path d=\"M0 0 L60 80\"/></svg>\n".utf8)
        .write(to: source.appendingPathComponent("lowercase_a.svg"))
    let output = folder.appendingPathComponent("changed")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    return try PackZipper().zip(folder: source, into: output)
}

@Test func zipInstallRoundTripAndDocumentsTierWins() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let zipped = try zipFixture(into: temp)
    #expect(zipped.url.lastPathComponent == "classic.zip")

    let documents = temp.appendingPathComponent("docs")
    let roots = PackRoots(documents: documents, bundle: repositoryBundle)
    let result = try PackInstaller(glyphSets: roots.documentsGlyphSets).install(ArchivePackFiles(url: zipped.url), force: false)
    #expect(result.folder == roots.documentsGlyphSets.appendingPathComponent("classic", isDirectory: true))
    #expect(!result.replaced)

    var expected = try ArchiveFixtures.classicFiles()
    let installed = try contents(of: result.folder)
    #expect(installed[PackManifest.fileName] != nil)
    expected[PackManifest.fileName] = installed[PackManifest.fileName]
    #expect(installed == expected)

    let pack = try PackCatalog(roots: roots).load("classic")
    #expect(pack.mapTier == .documents)
    #expect(pack.locateGlyphFile("lowercase_a.svg")?.tier == .documents)
    let listed = PackCatalog(roots: roots).discover().filter { $0.name == "classic" }
    #expect(listed.map(\.tier) == [.documents, .bundle])
    #expect(listed.first?.overridesBundle == true)
    #expect(ArchiveFixtures.tree(roots.documentsGlyphSets).filter { $0.hasPrefix(".") } == [PackInstaller.lockFileName])
}

@Test func twoZipsOfOnePackAreByteIdentical() throws {
    let first = try ArchiveFixtures.temporaryFolder()
    let second = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
    let one = try zipFixture(into: first)
    // Touch every file: timestamps must not matter.
    let copy = second.appendingPathComponent("classic")
    try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: copy)
    for name in try FileManager.default.contentsOfDirectory(atPath: copy.path) {
        try FileManager.default.setAttributes([.modificationDate: Date(), .posixPermissions: 0o600], ofItemAtPath: copy.appendingPathComponent(name).path)
    }
    let two = try PackZipper().zip(folder: copy, into: second)
    #expect(try Data(contentsOf: one.url) == Data(contentsOf: two.url))
    #expect(one.sha256 == two.sha256)
    // The same on every machine: the digest is pinned in the fixtures.
    let pinned = try String(contentsOf: ArchiveFixtures.root.appendingPathComponent("classic.zip.sha256"), encoding: .utf8)
    #expect(one.sha256 == pinned.trimmingCharacters(in: .whitespacesAndNewlines))
}

@Test func zipRefusesAPackWithValidationErrors() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let folder = temp.appendingPathComponent("broken")
    try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
    try FileManager.default.removeItem(at: folder.appendingPathComponent("lowercase_k.svg"))
    try Data("<svg><g></svg>".utf8).write(to: folder.appendingPathComponent("lowercase_m.svg"))
    #expect {
        _ = try PackZipper().zip(folder: folder, into: temp)
    } throws: { error in
        guard case .refused(let findings) = error as? PackOperationError else { return false }
        return findings.contains { $0.checkID == .mapGlyphFileExists && $0.message.contains("lowercase_k.svg") && $0.severity == .error }
            && findings.contains { $0.file == "lowercase_m.svg" && $0.checkID == .svgWellFormed && $0.severity == .error }
    }
    #expect(!FileManager.default.fileExists(atPath: temp.appendingPathComponent("classic.zip").path))
}

@Test func zipLeavesOutFilesThatAreNotPartOfThePack() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let folder = temp.appendingPathComponent("classic")
    try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
    try Data("notes".utf8).write(to: folder.appendingPathComponent("README.md"))
    let result = try PackZipper().zip(folder: folder, into: temp)
    #expect(result.skipped == ["README.md"])
    #expect(try !ArchivePackFiles(url: result.url).list().entries.map(\.name).contains("README.md"))
}

@Test func replacingNeedsForceOnlyWhenTheInstalledPackWasChanged() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let archive = try ArchivePackFiles(url: zipFixture(into: temp).url)
    let changed = try ArchivePackFiles(url: zipChangedFixture(into: temp).url)
    let installer = PackInstaller(glyphSets: temp.appendingPathComponent("GlyphSets"))
    _ = try installer.install(archive, force: false)
    #expect(try installer.install(changed, force: false).replaced)

    let edited = temp.appendingPathComponent("GlyphSets/classic/lowercase_a.svg")
    try Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8).write(to: edited)
    #expect {
        _ = try installer.install(archive, force: false)
    } throws: { error in
        guard case .wouldReplace(let name, let reason) = error as? PackOperationError else { return false }
        return name == "classic" && reason.contains("changed")
    }
    #expect(try Data(contentsOf: edited).count < 50) // untouched
    #expect(try installer.install(archive, force: true).replaced)
    #expect(try Data(contentsOf: edited).count > 50)
}

@Test func fallbackWithoutExchangeReplacesCompletely() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let archive = try ArchivePackFiles(url: zipFixture(into: temp).url)
    var installer = PackInstaller(glyphSets: temp.appendingPathComponent("GlyphSets"))
    installer.useExchange = false
    _ = try installer.install(archive, force: false)
    let steps = StepRecorder()
    installer.checkpoint = { steps.append($0) }
    #expect(try installer.install(ArchivePackFiles(url: zipChangedFixture(into: temp).url), force: false).replaced)
    #expect(steps.all == [.staged, .asideOld, .swapped])
    #expect(ArchiveFixtures.tree(installer.glyphSets).filter { !$0.contains("/") } == [PackInstaller.lockFileName, "classic"])
}

private final class StepRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [InstallStep] = []
    func append(_ step: InstallStep) { lock.withLock { steps.append(step) } }
    var all: [InstallStep] { lock.withLock { steps } }
}

@Test func recoveryRestoresOrDiscardsLeftovers() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let glyphSets = temp.appendingPathComponent("GlyphSets")
    let installer = PackInstaller(glyphSets: glyphSets)
    _ = try installer.install(FolderPackFiles(folder: ArchiveFixtures.classicFolder), force: false)
    let installed = try contents(of: glyphSets.appendingPathComponent("classic"))

    // Killed between "old aside" and "new into place" (fallback path): the old pack comes back.
    try FileManager.default.moveItem(at: glyphSets.appendingPathComponent("classic"), to: glyphSets.appendingPathComponent(".old-classic-1a2b"))
    try FileManager.default.createDirectory(at: glyphSets.appendingPathComponent(".staging-classic-3c4d"), withIntermediateDirectories: false)
    let done = installer.recover()
    #expect(done == ["restored classic from .old-classic-1a2b", "removed .staging-classic-3c4d"])
    #expect(try contents(of: glyphSets.appendingPathComponent("classic")) == installed)

    // Killed after the new pack is in place: the old copy is discarded, the new one kept.
    try FileManager.default.createDirectory(at: glyphSets.appendingPathComponent(".old-classic-5e6f"), withIntermediateDirectories: false)
    try FileManager.default.createDirectory(at: glyphSets.appendingPathComponent(".trash-classic-7a8b"), withIntermediateDirectories: false)
    #expect(installer.recover() == ["removed .old-classic-5e6f", "removed .trash-classic-7a8b"])
    #expect(try contents(of: glyphSets.appendingPathComponent("classic")) == installed)
}

@Test func concurrentInstallsIntoOneRootDoNotInterleave() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let archive = try ArchivePackFiles(url: zipFixture(into: temp).url)
    let installer = PackInstaller(glyphSets: temp.appendingPathComponent("GlyphSets"))
    let failures = StepRecorder()
    DispatchQueue.concurrentPerform(iterations: 6) { _ in
        if (try? installer.install(archive, force: false)) == nil { failures.append(.staged) }
    }
    #expect(failures.all.isEmpty)
    #expect(ArchiveFixtures.tree(installer.glyphSets).filter { !$0.contains("/") } == [PackInstaller.lockFileName, "classic"])
    #expect(try contents(of: installer.glyphSets.appendingPathComponent("classic")).count == 28)
}

@Test func folderInstallSkipsOtherFilesAndChecksAManifest() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let folder = temp.appendingPathComponent("classic")
    try FileManager.default.copyItem(at: ArchiveFixtures.classicFolder, to: folder)
    try Data("x".utf8).write(to: folder.appendingPathComponent(".DS_Store"))
    let installer = PackInstaller(glyphSets: temp.appendingPathComponent("GlyphSets"))
    let result = try installer.install(FolderPackFiles(folder: folder), force: false)
    #expect(result.skipped == [".DS_Store"])
    #expect(!FileManager.default.fileExists(atPath: result.folder.appendingPathComponent(".DS_Store").path))

    // A stale manifest in a folder source is caught.
    try Data(PackManifest(pack: "classic", contents: ["letter_map.json": [1]]).encoded()).write(to: folder.appendingPathComponent(PackManifest.fileName))
    #expect(throws: PackOperationError.self) {
        _ = try installer.install(FolderPackFiles(folder: folder), force: true)
    }
}

@Test func uninstallRemovesOnlyTheDocumentsPack() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let roots = PackRoots(documents: temp, bundle: repositoryBundle)
    let installer = PackInstaller(glyphSets: roots.documentsGlyphSets)
    _ = try installer.install(FolderPackFiles(folder: ArchiveFixtures.classicFolder), force: false)
    #expect(try PackCatalog(roots: roots).load("classic").mapTier == .documents)
    try installer.uninstall("classic")
    #expect(try PackCatalog(roots: roots).load("classic").mapTier == .bundle)
    #expect(ArchiveFixtures.tree(roots.documentsGlyphSets) == [PackInstaller.lockFileName])
    #expect(throws: PackOperationError.notInstalled(name: "classic", folder: roots.documentsGlyphSets)) { try installer.uninstall("classic") }
    #expect(throws: PackOperationError.self) { try installer.uninstall("../classic") }
}

@Test func replacingALinkedPackFolderNeverTouchesTheLinkTarget() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let outside = temp.appendingPathComponent("outside")
    try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
    let glyphSets = temp.appendingPathComponent("GlyphSets")
    try FileManager.default.createDirectory(at: glyphSets, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(at: glyphSets.appendingPathComponent("classic"), withDestinationURL: outside)
    let installer = PackInstaller(glyphSets: glyphSets)
    let source = FolderPackFiles(folder: ArchiveFixtures.classicFolder)
    #expect(throws: PackOperationError.wouldReplace(name: "classic", reason: "is not a plain folder")) {
        _ = try installer.install(source, force: false)
    }
    _ = try installer.install(source, force: true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path) == ["keep.txt"])
    let type = try FileManager.default.attributesOfItem(atPath: glyphSets.appendingPathComponent("classic").path)[.type] as? FileAttributeType
    #expect(type == .typeDirectory) // the link itself was replaced by a real folder
}

/// Installing what is already installed, byte for byte, writes nothing, from any source:
/// no staging, no swap (no checkpoint is reached), the same folder; with --force too.
@Test func installingTheSamePackAgainChangesNothing() throws {
    let temp = try ArchiveFixtures.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: temp) }
    let zipped = try zipFixture(into: temp)
    var installer = PackInstaller(glyphSets: temp.appendingPathComponent("GlyphSets"))
    let first = try installer.install(ArchivePackFiles(url: zipped.url), force: false)
    #expect(!first.unchanged && !first.replaced)
    let inode = try FileManager.default.attributesOfItem(atPath: first.folder.path)[.systemFileNumber] as? Int
    let steps = StepRecorder()
    installer.checkpoint = { steps.append($0) }
    let sources: [(InstallSource, Bool)] = [
        (.archive(zipped.url), false), (.archive(zipped.url), true),
        (.folder(ArchiveFixtures.classicFolder), false),
        (.downloaded(Array(try Data(contentsOf: zipped.url)), from: "https://example.invalid/classic.zip", sha256: zipped.sha256), false),
    ]
    for (source, force) in sources {
        let again = try installer.install(source, force: force)
        #expect(again.unchanged && !again.replaced, "\(source)")
        #expect(again.folder == first.folder)
    }
    #expect(steps.all.isEmpty)
    #expect(try FileManager.default.attributesOfItem(atPath: first.folder.path)[.systemFileNumber] as? Int == inode)

    // One byte different in the installed pack: not unchanged, and (edited) it needs --force.
    try Data("x".utf8).write(to: first.folder.appendingPathComponent("lowercase_a.svg"))
    #expect(throws: PackOperationError.self) { try installer.install(ArchivePackFiles(url: zipped.url), force: false) }
    let forced = try installer.install(ArchivePackFiles(url: zipped.url), force: true)
    #expect(forced.replaced && !forced.unchanged)
}
