import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The app's drawing (`AppDrawing`): the file read down to the profile, beside the
/// editor's (`ResolvedDrawing`), and `SafeGlyph` writing it out byte for byte as it
/// wrote its own copy before the drawing was named.
@Suite("the app's drawing")
struct AppDrawingTests {
    static func drawings(_ body: String) -> (app: AppDrawing, editor: ResolvedDrawing) {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\">\(body)</svg>")
        return (AppDrawing(document: document), ResolvedDrawing(document: document))
    }

    @Test func aFileInsideTheProfileDrawsTheSameInBoth() {
        let (app, editor) = Self.drawings("<title>A</title><g fill=\"#123\" transform=\"translate(1 2)\"><path d=\"M5 5H55V75H5Z\" stroke=\"#000\"/></g>")
        #expect(app.omitted.isEmpty)
        #expect(app.resolved == editor, "\(app.resolved.difference(from: editor) ?? "")")
    }

    @Test func cssIsNotReadByTheApp() {
        let (app, editor) = Self.drawings("<style>.c{stroke:red}</style><path class=\"c\" style=\"fill:red\" fill=\"blue\" d=\"M5 5H55V75H5Z\"/>")
        #expect(app.content == [.element(name: "path", attributes: [.init(name: "fill", value: "blue"), .init(name: "d", value: "M5 5H55V75H5Z")], children: [])])
        #expect(app.omitted == ["<style>", "class=", "style="])
        let difference = try? #require(editor.difference(from: app.resolved))
        #expect(difference?.contains("fill changed from \"red\" to \"blue\"") == true, "\(difference ?? "")")
    }

    /// The two drawings compared element by element: each place they differ, with no
    /// table of properties asked. A blend written as an attribute is read by the
    /// editor's drawing and not the app's; a fill the app reads as written is no
    /// difference; hidden content (drawn by only one) is not compared.
    @Test func theDrawingsSayWhereTheyDifferWithoutATable() {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\"><g fill=\"#123\"><path mix-blend-mode=\"multiply\" d=\"M5 5H55V75H5Z\"/></g><path display=\"none\" shape-rendering=\"crispEdges\" d=\"M0 0H1V1Z\"/></svg>")
        var found: [String] = []
        AppDrawing(document: document).differences(from: document.root!, asFixWrites: nil, same: { _, a, b in a == b }) { difference in
            found.append("\(difference.element.localName) \(difference.kind) \(difference.name) \(difference.editor ?? "-") \(difference.app ?? "-") \(difference.ancestors.map(\.localName))")
            return true
        }
        #expect(found == ["path attribute mix-blend-mode multiply - [\"svg\", \"g\"]"], "\(found)")
    }

    @Test func hiddenContentIsDrawnByTheApp() {
        let (app, editor) = Self.drawings("<path display=\"none\" d=\"M0 0H1V1Z\"/><path visibility=\"hidden\" d=\"M0 0H2V2Z\"/>")
        #expect(app.content.count == 2)
        #expect(app.omitted == ["display=", "visibility="])
        #expect(editor.content.children.isEmpty)
        #expect(app.resolved.content.children.map(\.name) == ["path", "path"])
    }

    /// Read as fix writes it, the app's drawing leaves out what fix's hidden-content
    /// rule deletes (`SVGRewrites.deletesAsHidden`, the one rule both ask): a hidden
    /// layer, a hidden shape, not a hidden shape something refers to, not a hidden group
    /// holding a shape that shows itself again. It is the app's drawing of what fix
    /// writes: the same content, node for node.
    @Test func readAsFixWritesHiddenContentIsWhatFixDeletes() throws {
        let body = "<g display=\"none\"><path d=\"M0 0H60V80H0Z\"/></g><path visibility=\"hidden\" d=\"M0 0H2V2Z\"/>"
            + "<path id=\"p\" display=\"none\" d=\"M1 1H3V3Z\"/><use href=\"#p\"/>"
            + "<g visibility=\"hidden\"><path visibility=\"visible\" d=\"M4 4H6V6Z\"/></g><path d=\"M10 5H50V75H10Z\"/>"
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\">\(body)</svg>"
        let document = SVGDocument(string: text)
        let root = try #require(document.root)
        let asFixWrites = AppDrawing.AsFixWrites(movedCSS: { _ in [] }, clones: nil, deleted: SVGRewrites.deletedAsHidden(root, cascade: document.cascade))
        let app = AppDrawing(document: document, asFixWrites: asFixWrites)
        #expect(app.content.map { node -> String in
            guard case .element(let name, let attributes, _) = node else { return "text" }
            return name + (attributes.first { $0.name == "d" }.map { " " + $0.value } ?? "")
        } == ["path M1 1H3V3Z", "g", "path M10 5H50V75H10Z"])
        let result = SVGFixer().fix(Array(text.utf8))
        guard case .rewritten(let fixed) = result.outcome else {
            Issue.record("fix did not rewrite the file: \(result.outcome)")
            return
        }
        #expect(result.rewrites[.hiddenContent] == 2)
        #expect(AppDrawing(document: SVGDocument(bytes: fixed)).content == app.content)
        // Not read as fix writes, the app draws every one of them (and not the use).
        #expect(AppDrawing(document: document).content.count == 5)
    }

    /// The drawing walked from the tree, as `content` holds it: each element met with
    /// the element of the file it comes from (a clone fix expands: the use, then its
    /// target's elements in the copy), its name and attributes as read; a visitor that
    /// does not enter an element meets nothing inside it. The drawing's nodes are built
    /// by the same walk (where they come from is the walk's to say, not the nodes').
    @Test func theWalkMeetsEachElementWithWhereItComesFrom() throws {
        struct Recorder: AppDrawing.Visitor {
            var met: [String] = []
            var skipping: String?
            mutating func enter(_ visit: AppDrawing.Visit) -> Bool {
                met.append("\(visit.name)<-\(visit.source.localName)@\(visit.source.position.line):\(visit.source.position.column) \(visit.attributes.map(\.name))")
                return visit.source["id"] == nil || visit.source["id"] != skipping
            }
            mutating func leave(_ visit: AppDrawing.Visit) { met.append("/" + visit.name) }
            mutating func text(_ text: String) { met.append("text " + text) }
        }
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 80\" fill=\"#111\">\n<title>A</title>\n<defs><g id=\"t\"><path d=\"M0 0H5V5Z\"/></g></defs>\n<use href=\"#t\" x=\"3\"/>\n<g id=\"k\"><path d=\"M10 5H50V75H10Z\"/></g></svg>"
        let document = SVGDocument(string: text)
        let asFixWrites = AppDrawing.AsFixWrites(movedCSS: { _ in [] }, clones: document.clones)
        var recorder = Recorder()
        #expect(AppDrawing.walk(document, asFixWrites: asFixWrites, visitor: &recorder))
        #expect(recorder.met == [
            "svg<-svg@1:1 [\"fill\"]", "title<-title@2:1 []", "text A", "/title",
            "g<-use@4:1 [\"transform\"]", "g<-g@3:7 []", "path<-path@3:17 [\"d\"]", "/path", "/g", "/g",
            "g<-g@5:1 [\"id\"]", "path<-path@5:11 [\"d\"]", "/path", "/g", "/svg",
        ], "\(recorder.met)")
        var skipping = Recorder(skipping: "k")
        AppDrawing.walk(document, asFixWrites: asFixWrites, visitor: &skipping)
        #expect(!skipping.met.contains { $0.hasPrefix("path<-path@5") } && skipping.met.suffix(3) == ["g<-g@5:1 [\"id\"]", "/g", "/svg"], "\(skipping.met)")
        let names = AppDrawing(document: document, asFixWrites: asFixWrites).content.compactMap { node -> String? in
            if case .element(let name, _, _) = node { return name } else { return nil }
        }
        #expect(names == ["title", "g", "g"])
        var noRoot = Recorder()
        #expect(!AppDrawing.walk(SVGDocument(string: "<html/>"), visitor: &noRoot) && noRoot.met.isEmpty)
    }

    @Test func paintFromAReferenceIsNotRead() {
        let (app, editor) = Self.drawings("<defs><linearGradient id=\"g\"/></defs><path fill=\"URL(#g)\" stroke=\"#000\" d=\"M0 0H1V1Z\"/>")
        #expect(app.content == [.element(name: "path", attributes: [.init(name: "stroke", value: "#000"), .init(name: "d", value: "M0 0H1V1Z")], children: [])])
        #expect(app.omitted == ["<defs>", "fill=url(...)"])
        #expect(app.resolved.content.children.first?.properties["fill"] == nil, "the app's path keeps the initial fill")
        #expect(editor.content.children.first?.properties["fill"]?.contains("linearGradient") == true)
    }

    @Test func theRootsOwnAttributesPlaceTheDrawing() {
        let document = SVGDocument(string: "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"60\" height=\"80\" fill=\"red\" version=\"1.1\"><path d=\"M0 0H1V1Z\"/></svg>")
        let app = AppDrawing(document: document)
        #expect(app.viewport.map(\.name) == ["width", "height", "version"])
        #expect(app.rootAttributes == [.init(name: "fill", value: "red")])
        #expect(app.viewBox == ViewBox(minX: 0, minY: 0, width: 60, height: 80))
        #expect(app.resolved == ResolvedDrawing(document: document))
    }

    @Test func aRootThatIsNotSVGDrawsNothing() {
        let app = AppDrawing(document: SVGDocument(string: "<html><svg xmlns=\"http://www.w3.org/2000/svg\"/></html>"))
        #expect(!app.hasSVGRoot)
        #expect(app.content.isEmpty && app.viewport.isEmpty)
        #expect(app.omitted == ["<html> root"])
    }

    /// Every glyph the repository ships draws in the app what its editor shows.
    @Test func theShippedGlyphsDrawTheSameInBoth() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.glyphSets.path).filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files.count >= 50)
        for file in files {
            let document = SVGDocument(data: try Data(contentsOf: TestPaths.glyphSets.appendingPathComponent(file)))
            let app = AppDrawing(document: document)
            #expect(app.resolved == ResolvedDrawing(document: document), "GlyphSets/\(file): \(app.resolved.difference(from: ResolvedDrawing(document: document)) ?? "")")
        }
    }

    static let corpus = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/editor-exports")
    static let corpusPresent = FileManager.default.fileExists(atPath: corpus.appendingPathComponent("manifest.json").path)

    /// Every export of the shared corpus (copied into a scratch folder first), fixed:
    /// wherever the app's drawing of the fixed file differs from what the editor showed
    /// before fix, lint says something (a warning or an error) about the fixed file, so a
    /// file that lints clean after fix draws in the app what the artist saw.
    @Test(.enabled(if: corpusPresent, "../shared/corpus/editor-exports is not there (the shared corpus sits beside the repository)"))
    func aCleanFileDrawsInTheAppWhatTheEditorShowed() throws {
        let scratch = try TemporaryDirectory()
        let copy = scratch.url.appendingPathComponent("editor-exports")
        try FileManager.default.copyItem(at: Self.corpus, to: copy)
        var files = 0, differ = 0
        var silent: [String] = []
        for program in try FileManager.default.contentsOfDirectory(atPath: copy.path).sorted() where !program.hasSuffix(".json") {
            let folder = copy.appendingPathComponent(program)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where PackName.isPackSVG(name) {
                let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
                let editor = ResolvedDrawing(document: SVGDocument(bytes: bytes))
                let fixed = SVGFixer().fix(bytes).rewrittenBytes ?? bytes
                files += 1
                guard let difference = editor.difference(from: AppDrawing(document: SVGDocument(bytes: fixed)).resolved) else { continue }
                differ += 1
                if !SVGAgreementTests.lint(fixed).contains(where: { $0.severity != .info }) { silent.append("\(program)/\(name): \(difference)") }
            }
        }
        print("the app's drawing: \(files) exports, \(differ) draw in the app other than the editor showed after fix, \(silent.count) of them lint clean")
        #expect(files > 100, "the corpus holds \(files) SVG files")
        #expect(differ > 0, "some exports use what the app cannot draw (gradients, clips, filters)")
        #expect(silent.isEmpty, "lint is silent where the app draws other than the editor showed:\n\(silent.prefix(20).joined(separator: "\n"))")
    }
}

/// `SafeGlyph` writes the app's drawing out. What it writes (viewBox, what was left out,
/// the markup of a drawn glyph and of a placeholder-tier copy) is compared, as a digest
/// per file, with Tests/Fixtures/preview/safe-glyph-digests.txt, written from `SafeGlyph`
/// as it was before `AppDrawing` (its own copier): the shipped packs and every SVG
/// fixture. Files added since are not in the list; a listed file that is gone is
/// skipped, but most must be there.
@Suite("SafeGlyph's bytes")
struct SafeGlyphBytesTests {
    static let digests = TestPaths.fixture("preview/safe-glyph-digests.txt")

    /// 64-bit FNV-1a: a digest with no dependency, enough to tell two outputs apart.
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    static func written(_ document: SVGDocument, placeholder: Bool) -> String {
        let safe = SafeGlyph(document: document, allowPlaceholderText: placeholder, box: .standard)
        return "\(safe.viewBox) \(safe.isEmpty) \(safe.omitted)\n\(safe.markup(idPrefix: "p-"))"
    }

    static func digest(_ document: SVGDocument, placeholderOnly: Bool = false) -> String {
        let placeholder = written(document, placeholder: true)
        return fnv1a(placeholderOnly ? placeholder : written(document, placeholder: false) + "\n" + placeholder)
    }

    @Test func everyListedFileIsWrittenAsBefore() throws {
        let lines = try String(contentsOf: Self.digests, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        var compared = 0
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 1).map(String.init)
            try #require(fields.count == 2, "a line of \(Self.digests.lastPathComponent) is not `digest path`: \(line)")
            let (expected, name) = (fields[0], fields[1])
            let actual: String
            if name.hasPrefix("placeholder:"), let letter = name.dropFirst("placeholder:".count).first {
                actual = Self.digest(Placeholder.document(letter: letter, code: "x"), placeholderOnly: true)
            } else {
                guard let data = FileManager.default.contents(atPath: TestPaths.packageRoot.appendingPathComponent(name).path) else { continue }
                actual = Self.digest(SVGDocument(data: data))
            }
            compared += 1
            #expect(actual == expected, "SafeGlyph writes \(name) differently than before AppDrawing")
        }
        #expect(compared >= 250, "only \(compared) of the \(lines.count) listed files are there")
    }

    @Test func theDigestTellsOutputsApart() {
        #expect(Self.fnv1a("a") != Self.fnv1a("b"))
        #expect(Self.fnv1a("") == "cbf29ce484222325")
    }
}

/// The one reader of a written colour knows every CSS colour name.
@Suite("colour names")
struct SVGColourNameTests {
    /// CSS Color 4 names 148 colours (SVG 1.1's and CSS 3's 147, and rebeccapurple); the
    /// corpora write green, which the 45-name table did not know.
    @Test func everyCSSNameReads() {
        #expect(SVGColour.names.count == 148)
        let green: [Double] = [0, 128 / 255, 0]
        #expect(SVGColour.rgb("green") == green)
        let purple: [Double] = [102 / 255, 51 / 255, 153 / 255]
        #expect(SVGColour.rgb(" RebeccaPurple ") == purple)
        #expect(SVGColour.rgb("DarkSlateGrey") == SVGColour.rgb("#2f4f4f"))
        #expect(SVGColour.rgb("transparent") == nil, "no colour to judge: read as none by the ink")
        #expect(SVGColour.rgb("blak") == nil)
    }

    /// Hex colours are ASCII hex digits, three or six, any case; anything else is no
    /// colour. Fullwidth digits (`Character.isHexDigit` says yes to them) once trapped.
    @Test func hexColoursAreASCIIDigits() {
        let slate: [Double] = [47 / 255, 79 / 255, 79 / 255]
        #expect(SVGColour.rgb("#2f4f4f") == slate)
        #expect(SVGColour.rgb(" #2F4F4F ") == slate)
        let orange: [Double] = [1, 170 / 255, 0], black: [Double] = [0, 0, 0]
        #expect(SVGColour.rgb("#fA0") == orange)
        #expect(SVGColour.rgb("#000") == black)
        for other in ["#", "#ff", "#ffff", "#fffff", "#fffffff", "#ggg", "#ＦＦＦ", "#ｆｆｆｆｆｆ", "#١٢٣", "#f f", "#fé"] {
            #expect(SVGColour.rgb(other) == nil, "\(other)")
        }
    }

    /// A glyph painted in a light colour by name is pale, whichever CSS name it is.
    @Test func aLightNamedColourIsPale() {
        #expect(PaleInk.isPale("fill", "lightpink"))
        #expect(!PaleInk.isPale("fill", "darkgreen"))
    }
}
