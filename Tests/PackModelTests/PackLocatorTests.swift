import Foundation
import TestSupport
import Testing
@testable import PackModel

/// One way to find a pack from a word, for every command.
@Suite struct PackLocatorTests {
    /// A working folder holding `./classic` (a folder) and `new.zip`, a bundle with
    /// `classic` and `duo`, and documents with an installed `duo`.
    static func setUp() throws -> (TemporaryDirectory, PackLocator, PackRoots) {
        let temp = try TemporaryDirectory()
        try temp.write("work/classic/letter_map.json", "{}")
        try temp.write("work/new.zip", "PK")
        try temp.write("work/notes.txt", "x")
        try temp.write("work/mine/letter_map.json", "{}")
        try temp.write("bundle/classic/letter_map.json", "{}")
        try temp.write("bundle/duo/letter_map.json", "{}")
        try temp.write("docs/GlyphSets/duo/letter_map.json", "{}")
        let roots = PackRoots(documents: temp.url.appendingPathComponent("docs"), bundle: temp.url.appendingPathComponent("bundle"))
        return (temp, PackLocator(workingDirectory: temp.url.appendingPathComponent("work"), roots: roots), roots)
    }

    @Test func aBareWordIsAPackNameEvenWithAFolderOfThatNameHereAndSaysSo() throws {
        let (scratch, locator, roots) = try Self.setUp()
        defer { withExtendedLifetime(scratch) {} }
        let located = try locator.locate("classic")
        #expect(located.folder?.path == roots.bundle.appendingPathComponent("classic").path)
        #expect(located.tier == .bundle)
        #expect(located.notes == ["'classic' is the pack named classic in the bundle tier (\(roots.bundle.path)/classic), not the folder ./classic here; write ./classic to use that folder"])
    }

    @Test(arguments: ["./classic", "classic/"])
    func aWordWithASlashIsAPath(_ word: String) throws {
        let (temp, locator, _) = try Self.setUp()
        let located = try locator.locate(word)
        #expect(located.folder?.path == temp.url.appendingPathComponent("work/classic").path)
        #expect(located.tier == nil)
        #expect(located.notes.isEmpty)
    }

    @Test func anInstalledPackHidingABundledOneIsNamedForCommandsThatReadOneFolder() throws {
        let (scratch, locator, roots) = try Self.setUp()
        defer { withExtendedLifetime(scratch) {} }
        let located = try locator.locate("duo")
        #expect(located.tier == .documents)
        #expect(located.folder?.path == roots.documentsGlyphSets.appendingPathComponent("duo").path)
        #expect(located.notes.count == 1)
        #expect(located.notes[0].contains("is the installed pack") && located.notes[0].contains("\(roots.bundle.path)/duo"))
        // preview and encode read both tiers, file by file, as the app does: nothing to say.
        #expect(try locator.locate("duo", oneFolder: false).notes.isEmpty)
    }

    @Test func aNameNoTierHasIsTheFolderHere() throws {
        let (temp, locator, roots) = try Self.setUp()
        let located = try locator.locate("mine")
        #expect(located.folder?.path == temp.url.appendingPathComponent("work/mine").path)
        #expect(located.tier == nil && located.notes.isEmpty)
        #expect(throws: PackLocatorError.noPackNamed("nope", search: PackSearch(places: [
            .init(tier: .documents, folder: roots.documentsGlyphSets, exists: true),
            .init(tier: .bundle, folder: roots.bundle, exists: true),
        ], suggestion: nil))) {
            _ = try locator.locate("nope")
        }
    }

    /// The one "no such pack" answer: each tier searched, and a close name a tier holds.
    @Test func aNameNoTierHasSaysWhereItLookedAndSuggestsAClosePack() throws {
        let (temp, locator, roots) = try Self.setUp()
        defer { withExtendedLifetime(temp) {} }
        let error = try #require(throws: PackLocatorError.self) { _ = try locator.locate("dou") }
        guard case .noPackNamed(let name, let search) = error else { Issue.record("\(error)"); return }
        #expect(name == "dou")
        #expect(search.suggestion == "duo")
        #expect(search.places.map(\.tier) == [.documents, .bundle])
        #expect(!search.shippedPacksMissing)
        #expect(error.message == "no pack named 'dou'; did you mean 'duo'?")
        #expect(error.detail?.contains("documents: \(roots.documentsGlyphSets.path)\nbundle: \(roots.bundle.path)\n") == true)
        #expect(error.hint.contains("packtool list"))
        // Nothing close: no suggestion, and the words say only what was searched.
        let far = try #require(throws: PackLocatorError.self) { _ = try locator.locate("zebra") }
        #expect(far.message == "no pack named 'zebra'")
    }

    @Test func aMissingBundleFolderIsTheShippedPacksNotFound() throws {
        let temp = try TemporaryDirectory()
        let roots = PackRoots(documents: temp.url.appendingPathComponent("docs"), bundle: temp.url.appendingPathComponent("share/digitflip/GlyphSets"))
        let locator = PackLocator(workingDirectory: temp.url, roots: roots)
        let error = try #require(throws: PackLocatorError.self) { _ = try locator.locate("classic") }
        #expect(error.message == "no pack named 'classic': the shipped packs were not found")
        #expect(error.detail?.contains("bundle: \(roots.bundle.path) (no such folder)") == true)
        #expect(error.hint.contains("--bundle DIR") && error.hint.contains("$DIGITFLIP_BUNDLE"))
    }

    @Test func archivesAndFilesOnlyWhereTheCommandTakesThem() throws {
        let (temp, locator, _) = try Self.setUp()
        #expect(throws: PackLocatorError.archiveNotAccepted("new.zip")) { _ = try locator.locate("new.zip") }
        #expect(try locator.locate("new.zip", accepting: .archive).place == .archive(temp.url.appendingPathComponent("work/new.zip")))
        #expect(throws: PackLocatorError.notAPack("notes.txt")) { _ = try locator.locate("notes.txt", accepting: .archive) }
        let inPack = try locator.locate("classic/letter_map.json", accepting: .fileInPack)
        #expect(inPack.folder?.path == temp.url.appendingPathComponent("work/classic").path)
        #expect(throws: PackLocatorError.noSuchPath("./nope")) { _ = try locator.locate("./nope") }
    }

    /// The tiers are worked out only for a pack name: paths (as CI and hooks give them)
    /// never need them.
    @Test func pathsNeverWorkOutTheTiers() throws {
        let (temp, _, _) = try Self.setUp()
        let root = temp.url
        let locator = PackLocator(workingDirectory: root.appendingPathComponent("work"), roots: { () -> PackRoots in
            Issue.record("the tiers were worked out for a path")
            return PackRoots(documents: root, bundle: root)
        })
        _ = try locator.locate("./classic")
        _ = try locator.locate("new.zip", accepting: .archive)
    }
}
