import Foundation
import TestSupport
import Testing
@testable import PackModel

@Suite struct TierTests {
    /// A bundle root with a pack whose a and b are drawn (the other letters are
    /// placeholders) and an empty documents root.
    func makeRoots() throws -> (TemporaryDirectory, PackRoots) {
        let temp = try TemporaryDirectory()
        try temp.write("bundle/duo/letter_map.json", TestMaps.complete(glyphSet: "duo", displayName: "Duo",
                                                                       letters: ["a": (#""0""#, "a.svg"), "b": (#""9""#, "b.svg")]))
        try temp.write("bundle/duo/a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><title>bundle a</title></svg>"#)
        try temp.write("bundle/duo/b.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><title>bundle b</title></svg>"#)
        try FileManager.default.createDirectory(at: temp.url.appendingPathComponent("docs"), withIntermediateDirectories: true)
        return (temp, PackRoots(documents: temp.url.appendingPathComponent("docs"), bundle: temp.url.appendingPathComponent("bundle")))
    }

    func title(_ glyph: ResolvedGlyph) -> String? {
        glyph.document.root?.elementChildren.first { $0.localName == "title" }?.text
    }

    @Test func documentsGlyphBeatsBundleGlyphPerFile() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("docs/GlyphSets/duo/a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><title>documents a</title></svg>"#)
        let pack = try PackCatalog(roots: roots).load("duo")
        #expect(pack.mapTier == .bundle)
        let resolver = GlyphResolver(pack: pack)
        let a = resolver.glyph(for: "a", entry: try #require(pack.map.letters["a"]))
        let b = resolver.glyph(for: "b", entry: try #require(pack.map.letters["b"]))
        #expect(a.tier == .documents)
        #expect(title(a) == "documents a")
        #expect(b.tier == .bundle)
        #expect(title(b) == "bundle b")
    }

    @Test func documentsMapBeatsBundleMap() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("docs/GlyphSets/duo/letter_map.json", TestMaps.complete(glyphSet: "duo", displayName: "Installed", letters: ["a": (#""01""#, "a.svg")]))
        let pack = try PackCatalog(roots: roots).load("duo")
        #expect(pack.mapTier == .documents)
        #expect(pack.map.displayName == "Installed")
        #expect(pack.map.letters["a"]?.code == "01")
    }

    @Test func brokenDocumentsMapFallsBackToBundle() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("docs/GlyphSets/duo/letter_map.json", "{ not json")
        let pack = try PackCatalog(roots: roots).load("duo")
        #expect(pack.mapTier == .bundle)
    }

    @Test func noLoadableMapIsTheSpecErrorStateWithReasons() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("bundle/duo/letter_map.json", TestMaps.complete(glyphSet: "duo", letters: ["a": ("0", "a.svg")]))
        do {
            _ = try PackCatalog(roots: roots).load("duo")
            Issue.record("loaded a pack with a numeric code")
        } catch {
            #expect(error.message == "Could not load glyph configuration. Check letter_map.json.")
            #expect(error.reasons.map(\.tier) == [.documents, .bundle])
            #expect(error.detail.contains("no such file"))
            #expect(error.detail.contains("letter 'a' is the number 0"))
        }
        #expect(throws: PackLoadError.self) { try PackCatalog(roots: roots).load("../duo") }
    }

    @Test func missingGlyphBecomesAParsedPlaceholderCachedOnce() throws {
        let (temp, roots) = try makeRoots()
        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("bundle/duo/b.svg"))
        let pack = try PackCatalog(roots: roots).load("duo")
        let resolver = GlyphResolver(pack: pack)
        let entry = try #require(pack.map.letters["b"])
        let first = resolver.glyph(for: "b", entry: entry)
        #expect(first.tier == .placeholder)
        #expect(first.path == nil)
        let root = try #require(first.document.root)
        #expect(root.localName == "svg")
        #expect(root["viewBox"] == "0 0 60 80")
        let texts = root.elementChildren.filter { $0.localName == "text" }.map(\.text)
        #expect(texts == ["b", "9"])
        _ = resolver.glyph(for: "b", entry: entry)
        _ = resolver.allGlyphs()
        #expect(resolver.parseCount == pack.map.letters.count)
        // Nothing was written to disk for the placeholder.
        #expect(!FileManager.default.fileExists(atPath: temp.url.appendingPathComponent("bundle/duo/b.svg").path))
    }

    @Test func unsafeGlyphFileNamesAreNeverLookedUp() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("secret.svg", #"<svg xmlns="http://www.w3.org/2000/svg"><title>secret</title></svg>"#)
        let pack = try PackCatalog(roots: roots).load("duo")
        #expect(pack.locateGlyphFile("../../secret.svg") == nil)
        let glyph = GlyphResolver(pack: pack).glyph(for: "a", entry: LetterEntry(code: "0", glyphFile: "../../secret.svg"))
        #expect(glyph.tier == .placeholder)
    }

    /// A glyph that is a symbolic link is never followed, in preview as in lint: the
    /// placeholder is drawn and the problem says why.
    @Test func aLinkedGlyphIsAPlaceholderThatSaysWhy() throws {
        let (temp, roots) = try makeRoots()
        let secret = try temp.write("secret.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><title>secret</title></svg>"#)
        let glyph = temp.url.appendingPathComponent("docs/GlyphSets/duo/a.svg")
        try FileManager.default.createDirectory(at: glyph.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: glyph, withDestinationURL: secret)
        let pack = try PackCatalog(roots: roots).load("duo")
        let resolved = GlyphResolver(pack: pack).glyph(for: "a", entry: try #require(pack.map.letters["a"]))
        #expect(resolved.tier == .placeholder)
        #expect(title(resolved) == nil)
        #expect(resolved.problem == "\(glyph.path) is a symbolic link; packtool never follows links or reads special files")
        // lint says the same of the same file.
        let lint = Linter().lint(FolderPackFiles(folder: glyph.deletingLastPathComponent()))
        #expect(lint.contains { $0.checkID == .packUnexpectedFile && $0.file == "a.svg" && $0.message.contains("links are never followed") })
    }

    /// A pack given by its path is read alone: its files, then placeholders.
    @Test func aPackGivenByPathIsReadAlone() throws {
        let (temp, _) = try makeRoots()
        try FileManager.default.removeItem(at: temp.url.appendingPathComponent("bundle/duo/b.svg"))
        let pack = try PackCatalog.load(FolderPackFiles(folder: temp.url.appendingPathComponent("bundle/duo")))
        #expect(pack.name == "duo" && pack.mapTier == .path)
        let glyphs = GlyphResolver(pack: pack).allGlyphs()
        // a from the folder; b (removed) and the letters with no file there, placeholders.
        #expect(glyphs.first?.tier == .path && glyphs.count > 1 && glyphs.dropFirst().allSatisfy { $0.tier == .placeholder })
        #expect(title(glyphs[0]) == "bundle a")
    }

    @Test func placeholderEscapesHostileCodes() throws {
        let document = Placeholder.document(letter: "a", code: "<script>&")
        #expect(document.problems.isEmpty)
        #expect(document.root?.elementChildren.contains { $0.localName == "script" } == false)
    }

    @Test func discoveryListsBothRootsAndMarksOverridesAndComingSoon() throws {
        let (temp, roots) = try makeRoots()
        try temp.write("bundle/later/letter_map.json", TestMaps.complete(glyphSet: "later", status: "coming_soon", letters: [:]))
        try temp.write("docs/GlyphSets/duo/letter_map.json", TestMaps.complete(glyphSet: "duo", letters: [:]))
        try temp.write("docs/GlyphSets/.staging-duo-1/letter_map.json", TestMaps.complete(glyphSet: "duo", letters: [:]))
        let packs = PackCatalog(roots: roots).discover()
        #expect(packs.map { "\($0.name)@\($0.tier)" } == ["duo@documents", "duo@bundle", "later@bundle"])
        #expect(packs[0].overridesBundle)
        #expect(!packs[1].overridesBundle)
        #expect(packs[2].status == .comingSoon)
    }

    @Test func rootsFollowOptionsThenEnvironmentThenDefaults() throws {
        let cwd = URL(fileURLWithPath: "/tmp/project", isDirectory: true)
        let fromOptions = PackRoots.resolve(documents: "docs", bundle: "/b", environment: ["DIGITFLIP_DOCUMENTS": "/env"], currentDirectory: cwd, executable: nil)
        #expect(fromOptions.documents.path == "/tmp/project/docs")
        #expect(fromOptions.bundle.path == "/b")
        let fromEnvironment = PackRoots.resolve(environment: ["DIGITFLIP_DOCUMENTS": "/env", "DIGITFLIP_BUNDLE": "/envb"], currentDirectory: cwd, executable: nil)
        #expect(fromEnvironment.documents.path == "/env")
        #expect(fromEnvironment.bundle.path == "/envb")
        #expect(fromEnvironment.documentsGlyphSets.path == "/env/GlyphSets")
        let fromXDG = PackRoots.resolve(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"], currentDirectory: cwd, executable: URL(fileURLWithPath: "/opt/pt/bin/packtool"))
        #expect(fromXDG.documents.path == "/xdg/digitflip")
        #expect(fromXDG.bundle.path == "/opt/pt/share/digitflip/GlyphSets")
        let fromHome = PackRoots.resolve(environment: ["HOME": "/home/u"], currentDirectory: cwd, executable: nil)
        #expect(fromHome.documents.path == "/home/u/.local/share/digitflip")
    }
}

@Suite struct PlaceholderCacheTests {
    @Test func lettersSharingAMissingFileEachGetTheirOwnPlaceholder() throws {
        let temp = try TemporaryDirectory()
        let json = #"{"glyphSet": "pair", "letters": {"a": {"code": "0", "glyphFile": "same.svg"}, "b": {"code": "9", "glyphFile": "same.svg"}}}"#
        let mapURL = try temp.write("bundle/pair/letter_map.json", json)
        let roots = PackRoots(documents: temp.url.appendingPathComponent("docs"), bundle: temp.url.appendingPathComponent("bundle"))
        // The app loads such a map (lint reports map.glyph-file-shared), and so does packtool.
        let pack = try PackCatalog(roots: roots).load("pair")
        #expect(pack.map.letters.count == 2 && pack.mapPath == mapURL.standardizedFileURL.path)
        let resolver = GlyphResolver(pack: pack)
        let texts = resolver.allGlyphs().map { $0.document.root?.elementChildren.filter { $0.localName == "text" }.map(\.text) ?? [] }
        #expect(texts == [["a", "0"], ["b", "9"]])
    }
}
