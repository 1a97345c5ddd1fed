import Foundation
@testable import PackModel
import TestSupport
import Testing

/// What the studio page shows, as values: every rule is the one the other commands use.
@Suite struct StudioModelTests {
    /// A documents root with nothing installed, the shipped packs as the bundle, and a
    /// pack folder started by `PackStarter` in the scratch folder.
    struct Setup {
        let scratch: TemporaryDirectory
        let roots: PackRoots
        let folder: URL

        /// `notDrawnYet`: shipped packs the bundle holds as coming_soon letter maps alone
        /// (a bundle folder of the test's own); none: the shipped GlyphSets themselves.
        init(notDrawnYet: Set<String> = []) throws {
            scratch = try TemporaryDirectory()
            let bundle = notDrawnYet.isEmpty ? TestPaths.glyphSets : try scratch.bundleOfShippedPacks(at: "bundle", notDrawnYet: notDrawnYet)
            roots = PackRoots(documents: scratch.url.appendingPathComponent("documents"), bundle: bundle)
            let classic = try LetterMap(contentsOf: TestPaths.glyphSets.appendingPathComponent("classic/letter_map.json"))
            folder = try PackStarter(name: "my_pack", codes: classic).create(in: scratch.url, codesFrom: "classic")
        }

        func workspace(_ opened: StudioWorkspace.Opened? = nil) -> StudioWorkspace {
            StudioWorkspace(roots: roots, opened: opened ?? .folder(folder, displayPath: "./my_pack"), workingDirectory: scratch.url)
        }
    }

    @Test(arguments: ["", " ", "     ", "hi", "HeLLo", "hi you", "hi  you", "hello!", "h1", "café", "tab\there", "İ", "Ⅻ",
                      String(repeating: "a", count: 50), String(repeating: "a", count: 51), String(repeating: "A", count: 51) + "!",
                      String(repeating: " ", count: 51)])
    func theCheckIsPhraseValidatorsVerdict(_ input: String) {
        let check = StudioWorkspace.check(input)
        do {
            let phrase = try PhraseValidator.validate(input)
            #expect(check.goEnabled && check.message == nil && check.problem == nil)
            #expect(check.lowercased == phrase)
        } catch {
            #expect(!check.goEnabled)
            #expect(check.message == (error == .empty ? nil : error.description))
        }
    }

    @Test func theInlineErrorsAreTheSpecsWordsFirstMatchOnly() {
        #expect(StudioWorkspace.check("Hello!").message == "Invalid characters, use a-z characters only")
        #expect(StudioWorkspace.check(String(repeating: "a", count: 51)).message == "Character limit exceeded")
        #expect(StudioWorkspace.check(String(repeating: "a", count: 51) + "1").message == "Invalid characters, use a-z characters only")
        #expect(StudioWorkspace.check("   ").message == nil)
        #expect(!StudioWorkspace.check("   ").goEnabled)
        #expect(StudioWorkspace.check("HI").lowercased == "hi")
    }

    @Test func theResultIsTheEncodersInReversedOrder() throws {
        let setup = try Setup()
        let pack = try #require(setup.workspace().pack(id: "classic"))
        let result = pack.result(for: "hi you")
        #expect(result.outcome == .result)
        #expect(result.digitLine == "0 0 6   1 4")
        #expect(result.items.map { $0.letter ?? "_" } == ["u", "o", "y", "_", "i", "h"])
        #expect(result.items.allSatisfy { $0.kind == .gap || $0.tier == "bundle" })
        #expect(pack.result(for: "top").digitLine == "01 0 7", "leading zeros kept")
        #expect(pack.result(for: "hi  you").items.filter { $0.kind == .gap }.count == 2, "spaces are not collapsed")
        let refused = pack.result(for: "hello!")
        #expect(refused.outcome == .inputError && refused.message == SpecText.invalidCharacters && refused.items.isEmpty)
    }

    @Test func aMissingLetterIsAConfigurationErrorAndABrokenMapTheErrorState() throws {
        let setup = try Setup()
        let mapURL = setup.folder.appendingPathComponent("letter_map.json")
        var text = try String(contentsOf: mapURL, encoding: .utf8)
        let qLine = try #require(text.split(separator: "\n").first { $0.contains("\"q\":") })
        text = text.replacingOccurrences(of: qLine + "\n", with: "")
        try Data(text.utf8).write(to: mapURL)
        let pack = try #require(setup.workspace().pack(id: StudioWorkspace.openedID))
        let missing = pack.result(for: "quiz")
        #expect(missing.outcome == .configurationError)
        #expect(missing.message == "No mapping found for 'q'")
        #expect(pack.result(for: "hi").outcome == .result)

        try Data("{ \"glyphSet\": ".utf8).write(to: mapURL)
        let broken = pack.result(for: "hi")
        #expect(broken.outcome == .loadError)
        #expect(broken.message == "Could not load glyph configuration. Check letter_map.json.")
        let state = pack.state(version: "1")
        #expect(state.loadError?.message == SpecText.configurationError)
        #expect(state.specimen.isEmpty)
        #expect(state.findings.contains { $0.check == "map.json-syntax" && $0.severity == "error" })
    }

    @Test func thePickerListsEveryPackAndGreysComingSoon() throws {
        let setup = try Setup(notDrawnYet: ["no_zero"])
        let choices = setup.workspace().choices()
        #expect(choices.map(\.id) == [StudioWorkspace.openedID, "classic", "no_zero"])
        let noZero = try #require(choices.first { $0.id == "no_zero" })
        #expect(noZero.status == "coming_soon" && !noZero.selectable && noZero.displayName == "Digitext without 0")
        #expect(choices.first { $0.id == "classic" }?.selectable == true)
        let opened = try #require(choices.first)
        #expect(opened.opened && opened.selectable && opened.status == "coming_soon", "the pack being drawn can be shown")
        // Opened by name, a coming_soon pack is the one being drawn.
        let byName = setup.workspace(.named("no_zero")).choices()
        #expect(byName.map(\.id) == ["classic", "no_zero"])
        #expect(byName.first { $0.id == "no_zero" }?.selectable == true)
        #expect(setup.workspace(.named("no_zero")).openedPackID == "no_zero")
        // The bundled classic given by its path is the picker's classic, listed once.
        let classicFolder = setup.workspace(.folder(setup.roots.bundle.appendingPathComponent("classic"), displayPath: "GlyphSets/classic"))
        #expect(classicFolder.openedPackID == "classic")
        #expect(classicFolder.choices().map(\.id) == ["classic", "no_zero"])
    }

    @Test func bothShippedPacksCanBePicked() throws {
        let choices = try Setup().workspace().choices()
        #expect(choices.map(\.id) == [StudioWorkspace.openedID, "classic", "no_zero"])
        for id in ["classic", "no_zero"] {
            let choice = try #require(choices.first { $0.id == id })
            #expect(choice.status == "available" && choice.selectable, "\(id)")
        }
    }

    @Test(arguments: ["../classic", "/etc", "classic/..", "..", ".", "", StudioWorkspace.openedID + "x", "my_pack", "CLASSIC", "classic\u{0}"])
    func aPackIdIsLookedUpNeverUsedAsAPath(_ id: String) throws {
        let setup = try Setup()
        #expect(setup.workspace().pack(id: id) == nil)
        #expect(setup.workspace(.named("classic")).pack(id: StudioWorkspace.openedID) == nil)
    }

    @Test func aGlyphIsReducedToTheProfileAndALinkIsNeverFollowed() throws {
        let setup = try Setup()
        try setup.scratch.write("my_pack/lowercase_b.svg", """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 80" onload="alert(1)"><script>alert(2)</script>\
            <path d="M5 5h20v70H5z" onclick="x()"/></svg>
            """)
        try setup.scratch.write("outside.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><desc>SECRET</desc></svg>"#)
        try FileManager.default.createSymbolicLink(atPath: setup.folder.appendingPathComponent("lowercase_c.svg").path, withDestinationPath: "../outside.svg")
        let pack = try #require(setup.workspace().pack(id: StudioWorkspace.openedID))
        let b = try #require(pack.glyphDocument(letter: "b"))
        #expect(b.contains("M5 5h20v70H5z") && b.contains("viewBox=\"0 0 30 80\"") && b.contains("preserveAspectRatio=\"xMidYMid meet\""))
        #expect(!b.contains("script") && !b.contains("alert") && !b.contains("onclick"))
        #expect(b.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"80\""), "the uniform box")
        let c = try #require(pack.glyphDocument(letter: "c"))
        #expect(!c.contains("SECRET") && c.contains(">c<"), "a link is a placeholder")
        #expect(pack.glyphDocument(letter: "../letter_map.json") == nil)
        #expect(pack.glyphDocument(letter: "A") == nil)
        #expect(pack.glyphDocument(letter: " ") == nil)
        let state = pack.state(version: "1")
        #expect(state.specimen.first { $0.letter == "b" }?.omitted.isEmpty == false)
        #expect(state.specimen.first { $0.letter == "c" }?.tier == "placeholder")
        let linkFinding = try #require(state.findings.first { $0.check == "map.glyph-file-exists" })
        #expect(linkFinding.letters == ["c"])
        #expect(state.findings.contains { $0.file == "lowercase_b.svg" && $0.letters == ["b"] }, "a glyph's findings name its letter")
    }

    @Test func theFingerprintChangesWithAnyFileOfThePack() throws {
        let setup = try Setup()
        let workspace = setup.workspace()
        let first = workspace.fingerprint()
        #expect(workspace.fingerprint() == first, "nothing changed")
        try setup.scratch.write("my_pack/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M1 1h9v9z"/></svg>"#)
        let second = workspace.fingerprint()
        #expect(second != first)
        // Same size, other bytes.
        try setup.scratch.write("my_pack/lowercase_a.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M2 2h9v9z"/></svg>"#)
        #expect(workspace.fingerprint() != second)
    }
}
