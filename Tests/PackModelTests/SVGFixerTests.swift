import Foundation
import Testing
import TestSupport
@testable import PackModel

/// The fixer's rewrites, one by one, on small files: what each writes (byte for byte),
/// that the drawing is proven unchanged, that a second run changes nothing, and that
/// what lint refuses as hostile is never rewritten.
@Suite("packtool fix: the rewrites")
struct SVGFixerTests {
    static let open = ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">"##

    /// The file after fix, checking on the way that a second run changes nothing.
    static func fixed(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) -> (text: String, result: SVGFixResult) {
        let result = SVGFixer().fix(Array(text.utf8))
        guard let bytes = result.rewrittenBytes else { return (text, result) }
        if case .unchanged = SVGFixer().fix(bytes).outcome {} else {
            Issue.record("a second fix changed the file again", sourceLocation: sourceLocation)
        }
        return (String(decoding: bytes, as: UTF8.self), result)
    }

    @Test func styleBecomesPresentationAttributesWithValuesAsWritten() {
        let (text, result) = Self.fixed(Self.open + ##"<path d="M10.000 5.50e1H50Z" style="fill:#FF0000;stroke-width:2.50;-inkscape-stroke:none"/></svg>"##)
        #expect(text == Self.open + ##"<path d="M10.000 5.50e1H50Z" fill="#FF0000" stroke-width="2.50"/></svg>"##)
        #expect(result.rewrites == [.styleToAttributes: 2, .noDrawProperties: 1])
    }

    @Test func styleOverridesTheAttributeItReplaces() {
        let (text, _) = Self.fixed(Self.open + ##"<path d="M0 0H9V9Z" fill="blue" style="fill:red"/></svg>"##)
        #expect(text == Self.open + ##"<path d="M0 0H9V9Z" fill="red"/></svg>"##)
    }

    @Test func aSimpleStyleSheetIsResolvedOntoTheElements() {
        let (text, result) = Self.fixed(Self.open + "<defs><style>.a{fill:#123}path{stroke:#000}#p{stroke:#f00}</style></defs>"
            + ##"<path id="p" class="a" d="M0 0H9V9Z"/><path class="a" d="M1 1H8V8Z"/></svg>"##)
        #expect(text == Self.open + ##"<path id="p" d="M0 0H9V9Z" fill="#123" stroke="#f00"/><path d="M1 1H8V8Z" fill="#123" stroke="#000"/></svg>"##)
        #expect(result.rewrites[.styleToAttributes] != nil && result.rewrites[.unusedDefinitions] == 1)
    }

    /// Found by the fix fuzz harness: removing hidden content took away the only thing
    /// that blended inside an isolated group, which made its `isolation` removable only on
    /// a second run. One run does what a second would.
    @Test func aRewriteThatMakesAnotherPossibleIsFollowedInTheSameRun() {
        let (text, result) = Self.fixed(Self.open + ##"<g isolation="isolate"><path d="M0 0H5V5Z" mix-blend-mode="multiply" display="none"/></g><path d="M10 5H50V75H10Z"/></svg>"##)
        #expect(text == Self.open + ##"<g></g><path d="M10 5H50V75H10Z"/></svg>"##)
        #expect(result.rewrites[.hiddenContent] == 1 && result.rewrites[.noDrawProperties] == 1)
    }

    /// Found by the fix fuzz harness: a sheet's rule overrides a fill attribute that
    /// pointed at a gradient; the attribute takes the rule's colour, and the gradient,
    /// used by nothing then, goes in the same run, not the next.
    @Test func whatOnlyAnOverriddenAttributePointedAtGoesInTheSameRun() {
        let (text, result) = Self.fixed(Self.open + ##"<defs><style>.a{fill:#123}</style><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path class="a" d="M10 5H50V75H10Z" fill="url(#g)"/></svg>"##)
        #expect(text == Self.open + ##"<path d="M10 5H50V75H10Z" fill="#123"/></svg>"##)
        #expect(result.rewrites[.unusedDefinitions] != nil && result.rewrites[.styleToAttributes] != nil)
        // A gradient the rule points at stays.
        let (kept, _) = Self.fixed(Self.open + ##"<defs><style>.a{fill:url(#g)}</style><linearGradient id="g"><stop offset="0"/></linearGradient></defs><path class="a" d="M10 5H50V75H10Z" fill="red"/></svg>"##)
        #expect(kept.contains(##"<linearGradient id="g">"##) && kept.contains(##"fill="url(#g)""##))
    }

    /// Found by the fix fuzz harness on an editor export whose clip-path attribute was
    /// misspelt: the attribute SVG does not define goes, and what only it pointed at goes
    /// in the same run, not the next.
    @Test func whatOnlyADeletedAttributePointedAtGoesInTheSameRun() {
        let (text, result) = Self.fixed(Self.open + ##"<g cli0-path="url(#c)"><path d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="80"/></clipPath></defs></svg>"##)
        #expect(text == Self.open + ##"<g><path d="M10 5H50V75H10Z"/></g></svg>"##)
        #expect(result.rewrites[.noDrawProperties] == 1 && result.rewrites[.unusedDefinitions] != nil)
    }

    /// Found by the fix fuzz harness: without a viewBox, a clip of the whole page cut
    /// nothing only once the viewBox rewrite had written one, so the clip went on a
    /// second run. The page is the same area with or without the viewBox written.
    @Test func aClipOfTheWholePageGoesInTheRunThatWritesTheViewBox() {
        let open = ##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80">"##
        let (text, result) = Self.fixed(open + ##"<g clip-path="url(#c)"><peth d="M10 5H50V75H10Z"/></g><defs><clipPath id="c"><rect width="60" height="80"/></clipPath></defs></svg>"##)
        #expect(!text.contains("clip"), "\(text)")
        #expect(result.rewrites[.viewBox] == 1 && result.rewrites[.noOpClips] == 1)
    }

    /// Found by generated clone files: when not every rewrite could be proven together,
    /// a rewrite with nothing to do alone (the namespace only a hidden clone used) was left
    /// out of the rest, and hidden content only a hidden clone used stayed; a second run
    /// deleted both. Now the first run does.
    @Test(arguments: [
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="80" viewBox="0 0 60 80"><defs><rect id="t" paint-order="stroke" x="2" y="3" width="10" height="12"/><clipPath id="c"><rect width="60" height="80"/></clipPath></defs><g clip-path="url(#c)"><use xlink:href="#t" display="none" opacity=".7"/></g><use href="#t" stroke="#000"></use></svg>"##,
        ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="60" height="80" viewBox="0 0 60 80"><defs><clipPath id="c"><rect width="60" height="80"/></clipPath></defs><g id="t" visibility="hidden"><path display="none" d="M5 5H25V35H5Z"/><rect style="fill:#0a0;stroke-width:0.5pt" x="2" y="3" width="10" height="12"/></g><use xlink:href="#t" opacity=".7" display="none"/></svg>"##,
    ])
    func hiddenClonesAndWhatOnlyTheyUsedGoInOneRun(_ input: String) {
        let (text, result) = Self.fixed(input)
        #expect(!text.contains("xlink") && !text.contains("display"), "\(text)")
        #expect(result.rewrites[.hiddenContent] != nil && result.rewrites[.editorData] == 1)
    }

    @Test func aSheetThatNeedsACSSEngineLeavesTheFileAlone() {
        let result = SVGFixer().fix(Array((Self.open + "<style>g > path{fill:red}</style><g><path d=\"M0 0H9V9Z\"/></g></svg>").utf8))
        guard case .refused(let reason) = result.outcome else { Issue.record("rewrote \(result.outcome)"); return }
        #expect(reason.contains("does not resolve"))
    }

    @Test func editorDataCommentsAndUnusedNamespacesGo() {
        let input = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- Created with Inkscape -->
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" viewBox="0 0 60 80" inkscape:version="1.3">
          <sodipodi:namedview id="nv"/>
          <metadata><title>x</title></metadata>
          <path d="M10 5H50V75H10Z" inkscape:label="zero"/>
        </svg>
        """
        let (text, result) = Self.fixed(input)
        #expect(text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">
          <path d="M10 5H50V75H10Z"/>
        </svg>
        """)
        #expect(result.rewrites == [.editorData: 7])
        #expect(result.program == .inkscape)
    }

    @Test func theDoctypeGoesAndLatin1IsTranscoded() {
        var bytes = Array(##"<?xml version="1.0" encoding="ISO-8859-1"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"##.utf8)
        bytes += Array((Self.open + "<title>caf").utf8) + [0xE9] + Array("</title><path d=\"M0 0H9V9Z\"/></svg>".utf8)
        let result = SVGFixer().fix(bytes)
        let text = result.rewrittenBytes.map { String(decoding: $0, as: UTF8.self) }
        #expect(text == ##"<?xml version="1.0" encoding="UTF-8"?>"## + Self.open + "<title>café</title><path d=\"M0 0H9V9Z\"/></svg>")
        #expect(result.rewrites == [.prolog: 2])
    }

    @Test func aDoctypeWithAnInternalSubsetIsNeverRewritten() {
        let result = SVGFixer().fix(Array((##"<!DOCTYPE svg [<!ENTITY x "y">]>"## + Self.open + "<path d=\"M0 0H9V9Z\"/></svg>").utf8))
        guard case .refused(let reason) = result.outcome else { Issue.record("rewrote it"); return }
        #expect(reason.contains("internal subset"))
    }

    @Test func aMalformedFileIsSaidToBeUnreadableNotUnsafe() {
        let result = SVGFixer().fix(Array((Self.open + "<path d=\"M0 0H9V9Z\" style=\"fill:red\"></svg>").utf8))
        guard case .refused(let reason) = result.outcome else { Issue.record("rewrote a malformed file"); return }
        #expect(reason.hasPrefix("lint cannot read it: "), "\(reason)")
        #expect(reason.contains("svg.well-formed"), "\(reason)")
        #expect(!reason.contains("unsafe"), "\(reason)")
    }

    /// Every hostile fixture, fuzz seed and fuzz regression SVG, named by its path.
    static func seedsAndRegressions() throws -> [(String, [UInt8])] {
        var files: [(String, [UInt8])] = []
        for folder in ["Tests/Fixtures/hostile-svg", "Tests/Fixtures/fuzz-regressions", "Fuzz/Seeds/fix", "Fuzz/Seeds/svg", "Fuzz/Seeds/lint"] {
            let url = TestPaths.packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where name.hasSuffix(".svg") {
                files.append(("\(folder)/\(name)", try [UInt8](Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        return files
    }

    /// One run does what a second would on every seed and regression: the fuzz harness's
    /// idempotence findings (a Boxy and a Figma export whose `clip-rule="url(#…)"` kept a
    /// clip path alive for one more run) stay found here, without the fuzzer.
    @Test func everySeedAndRegressionIsFixedInOneRun() throws {
        var rewritten = 0
        for (name, bytes) in try Self.seedsAndRegressions() {
            guard let fixed = SVGFixer().fix(bytes).rewrittenBytes else { continue }
            rewritten += 1
            let again = SVGFixer().fix(fixed)
            if case .unchanged = again.outcome { continue }
            Issue.record("\(name): a second fix rewrote it again: \(again.rewrites)")
        }
        #expect(rewritten > 10, "only \(rewritten) seeds were rewritten at all")
    }

    /// fix reads a file once: lint's security checks are asked of the document it plans
    /// from, and say what they say of the bytes read as lint reads a pack's file, on
    /// every hostile fixture, fuzz seed and fuzz regression (and a few made here).
    @Test func theSecurityChecksJudgeTheFixersDocumentAsLintJudgesTheBytes() throws {
        var files = try Self.seedsAndRegressions()
        for body in [##"<image href="a.png"/>"##, ##"<image href="data:image/png;base64,AA=="/>"##, ##"<path d="M0 0H9V9Z" style="fill:url(http://x/y#a)"/>"##] {
            files.append((body, Array((Self.open + body + "</svg>").utf8)))
        }
        var hostile = 0
        for (name, bytes) in files {
            let read = SVGFixer.hostileFinding(bytes)
            let asked = SVGFixer.hostileFinding(in: SVGDocument(bytes: bytes, limits: .standard, recordingMarkup: true))
            #expect(read == asked, "\(name): \(read ?? "none") / \(asked ?? "none")")
            if read != nil { hostile += 1 }
        }
        #expect(files.count > 30 && hostile > 10, "\(files.count) files, \(hostile) hostile")
    }

    /// A file larger than lint reads is refused as lint reports it, unread.
    @Test func aFileTooLargeForLintIsRefusedUnread() {
        let padding = String(repeating: " ", count: PackPolicy.standard.maximumFileBytes)
        let result = SVGFixer().fix(Array((Self.open + "<path d=\"M0 0H9V9Z\" style=\"fill:red\"/>" + padding + "</svg>").utf8))
        guard case .refused(let reason) = result.outcome else { Issue.record("rewrote a file too large for lint"); return }
        #expect(reason.hasPrefix("lint cannot read it: "), "\(reason)")
        #expect(reason.contains("svg.file-too-large"), "\(reason)")
    }

    @Test func hostileFilesAreReportedInLintsWordsNotRewritten() {
        for body in [##"<script>alert(1)</script>"##, ##"<path d="M0 0H9V9Z" onclick="x()" style="fill:red"/>"##, ##"<image href="http://example.com/a.png"/>"##] {
            let result = SVGFixer().fix(Array((Self.open + body + "</svg>").utf8))
            guard case .refused(let reason) = result.outcome else { Issue.record("rewrote \(body)"); continue }
            #expect(reason.contains("lint refuses it as unsafe"), "\(reason)")
        }
    }

    @Test func clonesOfClonesAreNotResolvedForever() {
        // 24 levels of two clones each: 16 million shapes from a few lines.
        var body = ##"<defs><path id="u0" d="M0 0H1V1Z"/>"##
        for level in 1...24 { body += ##"<g id="u\##(level)"><use href="#u\##(level - 1)"/><use href="#u\##(level - 1)"/></g>"## }
        let result = SVGFixer().fix(Array((Self.open + body + ##"</defs><use href="#u24"/><!-- x --></svg>"##).utf8))
        guard case .refused(let reason) = result.outcome else { Issue.record("rewrote it"); return }
        #expect(reason.contains("too many to prove"))
    }

    /// Found by the fix fuzz harness: `vbscript:` inside a longer style is nothing to lint,
    /// but left alone in the style it reads as a script URL. A rewrite never makes a file
    /// lint refuses: that rewrite is left out, and a second run changes nothing.
    @Test func aRewriteNeverMakesAFileHostile() throws {
        let input = Self.open + ##"<path d="M0 0H9V9Z" style="fill:#000;vbscript:"/><!-- x --></svg>"##
        let (text, result) = Self.fixed(input)
        #expect(SVGFixer.hostileFinding(Array(text.utf8)) == nil, "\(text)")
        #expect(result.withheld[.styleToAttributes] != nil)
        #expect(text == Self.open + ##"<path d="M0 0H9V9Z" style="fill:#000;vbscript:"/></svg>"##)
    }

    /// Found by the fix fuzz harness: clip-rule stayed because a clip path was there,
    /// which the same run removed, so a second run removed clip-rule. What can go is
    /// judged on what stays; a gradient stop keeps its colour.
    @Test func oneRunDoesWhatASecondWould() {
        let (text, _) = Self.fixed(Self.open.replacingOccurrences(of: ">", with: ##" style="clip-rule:evenodd">"##)
            + ##"<g clip-path="url(#c)"><path d="M10 10H50V70H10Z" fill="url(#g)"/></g><defs><clipPath id="c"><rect width="60" height="80"/></clipPath>"##
            + ##"<linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><g display="none"><text font-size="3">0</text></g></svg>"##)
        #expect(text == Self.open + ##"<g><path d="M10 10H50V70H10Z" fill="url(#g)"/></g><defs>"##
            + ##"<linearGradient id="g"><stop offset="0" stop-color="#000"/><stop offset="1" stop-color="#fff"/></linearGradient></defs></svg>"##)
    }

    /// Found by the fix fuzz harness (a Boxy SVG export, Fuzz/Seeds/fix): `clip-rule="url(#c)"`
    /// on a group draws nothing and went, but its `url(#c)` had kept the clip path alive,
    /// so a second run removed that. A reference counts only where the run keeps it:
    /// an attribute or declaration that draws nothing, as attribute or in a style.
    @Test(arguments: [
        ##"<g clip-rule="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##, ##"<g style="clip-rule:url(#c)"><path d="M10 5H50V75H10Z"/></g>"##,
        ##"<g text-rendering="url(#c)"><path d="M10 5H50V75H10Z"/></g>"##, ##"<g style="font-family:url(#c)"><path d="M10 5H50V75H10Z"/></g>"##,
        ##"<path d="M10 5H50V75H10Z" style="paint-order:url(#c)"/>"##, ##"<path d="M10 5H50V75H10Z" style="stroke-width:url(#c)pt"/>"##,
    ])
    func whatOnlyADeletedPropertyPointedAtGoesInTheSameRun(body: String) {
        let (text, result) = Self.fixed(Self.open + ##"<defs><clipPath id="c"><rect width="9" height="9"/></clipPath></defs>"## + body + "</svg>")
        #expect(!text.contains("clipPath") && !text.contains("url(") && text.contains(##"<path d="M10 5H50V75H10Z"/>"##), "\(text)")
        #expect(result.rewrites[.unusedDefinitions] == 2 && result.rewrites[.noDrawProperties] != nil)
    }

    @Test func theBoxyExportWithAClipRuleURLIsFixedInOneRun() throws {
        let bytes = try [UInt8](Data(contentsOf: TestPaths.packageRoot.appendingPathComponent("Fuzz/Seeds/fix/boxy-clip-rule-url-keeps-defs.svg")))
        let result = SVGFixer().fix(bytes)
        let fixed = try #require(result.rewrittenBytes)
        #expect(result.rewrites[.unusedDefinitions] == 2)
        let again = SVGFixer().fix(fixed)
        guard case .unchanged = again.outcome else { Issue.record("a second fix rewrote it: \(again.rewrites)"); return }
        #expect(!String(decoding: fixed, as: UTF8.self).contains("clipPath"))
    }

    /// A sheet's `url(#g)` moved onto the element keeps the gradient: unused-definitions is
    /// no longer left out by the proof for removing it.
    @Test func aGradientASheetPointsAtStaysWhenTheSheetIsMovedOut() {
        let (text, result) = Self.fixed(Self.open + ##"<defs><style>.a{fill:url(#g)}</style><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient><linearGradient id="h"/></defs><path class="a" d="M10 5H50V75H10Z"/></svg>"##)
        #expect(text == Self.open + ##"<defs><linearGradient id="g"><stop offset="0" stop-color="red"/><stop offset="1" stop-color="blue"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/></svg>"##)
        #expect(result.withheld[.unusedDefinitions] == nil && result.rewrites[.unusedDefinitions] == 1)
    }

    @Test func propertiesThatDrawNothingGo() {
        let (text, _) = Self.fixed(Self.open + ##"<g display="inline" enable-background="new" font-family="Arial" style=""><path d="M0 0H9V9Z" visibility="visible" clip-rule="evenodd"/></g></svg>"##)
        #expect(text == Self.open + ##"<g><path d="M0 0H9V9Z"/></g></svg>"##)
    }

    @Test func visibleAgainInsideAHiddenGroupStays() {
        let input = Self.open + ##"<g visibility="hidden"><path d="M0 0H9V9Z" visibility="visible"/></g></svg>"##
        let (text, _) = Self.fixed(input)
        #expect(text == input)
    }

    @Test func hiddenContentIsDeletedUnlessSomethingUsesIt() {
        let (text, result) = Self.fixed(Self.open + ##"<g display="none"><path d="M0 0H9V9Z"/></g><path d="M1 1H8V8Z"/></svg>"##)
        #expect(text == Self.open + ##"<path d="M1 1H8V8Z"/></svg>"##)
        #expect(result.rewrites == [.hiddenContent: 1])
        let used = Self.open + ##"<g display="none"><linearGradient id="g"><stop offset="0"/></linearGradient></g><path d="M1 1H8V8Z" fill="url(#g)"/></svg>"##
        #expect(Self.fixed(used).text == used)
    }

    @Test func aCloneOfShapesBecomesAGroupAndTheRestStay() {
        // Two clones of one path in defs: two groups, the definition gone.
        let (text, result) = Self.fixed(Self.open + ##"<defs><path id="p" d="M1 1H9V9Z" fill="#111"/></defs><use href="#p" x="10" y="2.5"/><use href="#p" transform="rotate(5)"/></svg>"##)
        #expect(text == Self.open + ##"<g transform="translate(10 2.5)"><path d="M1 1H9V9Z" fill="#111"/></g><g transform="rotate(5)"><path d="M1 1H9V9Z" fill="#111"/></g></svg>"##)
        #expect(result.rewrites == [.expandClones: 2, .unusedDefinitions: 2])
        // What a clone of these draws is not a group: a symbol (a viewport), text, a
        // hidden target (hidden content something uses stays), an offset with a unit,
        // a clone inside a clip path (where a group may not stand), a clone something
        // else points at.
        for kept in [
            ##"<defs><symbol id="s" viewBox="0 0 9 9"><path d="M1 1H9V9Z"/></symbol></defs><use href="#s" width="60" height="80"/>"##,
            ##"<defs><text id="t" x="1" y="9">0</text></defs><use href="#t"/>"##,
            ##"<defs><path id="p" d="M1 1H9V9Z" display="none"/></defs><use href="#p"/>"##,
            ##"<defs><path id="p" d="M1 1H9V9Z"/></defs><use href="#p" x="1mm"/>"##,
            ##"<defs><path id="p" d="M1 1H9V9Z"/></defs><use id="u" href="#p"/><use href="#u"/>"##,
        ] {
            let fixed = Self.fixed(Self.open + kept + "</svg>")
            #expect(fixed.result.rewrites[.expandClones] == nil, "\(kept)")
            #expect(fixed.text.contains("<use"), "\(kept)")
        }
    }

    @Test func aCloneInAFileWithASheetIsExpandedOnceTheSheetIsWrittenOut() {
        // The sheet's rule is written onto the target first, so the copy carries it.
        let (text, result) = Self.fixed(Self.open + ##"<style>#p{fill:#222}</style><defs><path id="p" d="M1 1H9V9Z"/></defs><use href="#p"/></svg>"##)
        #expect(text == Self.open + ##"<g><path d="M1 1H9V9Z" fill="#222"/></g></svg>"##)
        #expect(result.rewrites[.expandClones] == 1)
    }

    @Test func clonesNeverMakeTheFileLargerThanAGlyphMayBe() {
        // A large path cloned many times: the copies stop where the file would pass the
        // size limit, and what is left is still proven.
        let path = "M0 0" + String(repeating: "L1 1", count: 200_000) + "Z"
        let body = ##"<defs><path id="p" d="\##(path)"/></defs>"## + String(repeating: ##"<use href="#p"/>"##, count: 40)
        let result = SVGFixer().fix(Array((Self.open + body + "</svg>").utf8))
        if let bytes = result.rewrittenBytes { #expect(bytes.count <= PackPolicy.standard.maximumFileBytes) }
    }

    @Test func illustratorsClipOfAClonedRectangleGoesWhenItHoldsTheInk() {
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 60 80"><g><defs><rect id="SVGID_1_" x="2" y="2" width="50" height="70"/></defs><clipPath id="SVGID_2_"><use xlink:href="#SVGID_1_" overflow="visible"/></clipPath><g clip-path="url(#SVGID_2_)"><path d="M5 5H50V70H5Z"/></g></g></svg>"##
        let (text, result) = Self.fixed(svg)
        #expect(text == Self.open + ##"<g><g><path d="M5 5H50V70H5Z"/></g></g></svg>"##)
        #expect(result.rewrites[.noOpClips] == 1)
        // Moved by x, the rectangle no longer holds the ink the same way: left as it is.
        let moved = svg.replacingOccurrences(of: ##"overflow="visible""##, with: ##"x="20""##)
        #expect(Self.fixed(moved).result.rewrites[.noOpClips] == nil)
    }

    @Test func aStrokeWidthInPointsGoesOnlyWhereNoStrokeIsPainted() {
        let (text, result) = Self.fixed(Self.open + ##"<g stroke-width="1pt"><path d="M1 1H9V9Z" stroke-width="0.75pt"/></g><path d="M1 1H9V9Z" stroke="#000" stroke-width="1pt"/></svg>"##)
        #expect(text == Self.open + ##"<g stroke-width="1pt"><path d="M1 1H9V9Z"/></g><path d="M1 1H9V9Z" stroke="#000" stroke-width="1pt"/></svg>"##)
        #expect(result.rewrites == [.noDrawProperties: 1])
        let markers = Self.open + ##"<path d="M1 1H9V9Z" marker-end="url(#m)" stroke-width="1pt"/><marker id="m"><path d="M0 0H1V1Z"/></marker></svg>"##
        #expect(Self.fixed(markers).result.rewrites[.noDrawProperties] == nil)
    }

    @Test func aClipThatCutsNothingGoesAndARealOneStays() {
        let (text, result) = Self.fixed(Self.open + ##"<g clip-path="url(#c)"><path d="M10 10H50V70H10Z"/></g><defs><clipPath id="c"><rect width="60" height="80" fill="white"/></clipPath></defs></svg>"##)
        #expect(text == Self.open + ##"<g><path d="M10 10H50V70H10Z"/></g></svg>"##)
        #expect(result.rewrites == [.noOpClips: 1, .unusedDefinitions: 2])
        let cutting = Self.open + ##"<g clip-path="url(#c)"><path d="M10 10H50V70H10Z"/></g><defs><clipPath id="c"><rect width="30" height="80"/></clipPath></defs></svg>"##
        let kept = Self.fixed(cutting)
        #expect(kept.text == cutting)
        #expect(kept.result.leftForArtist.map(\.kind) == [.clip])
        let dangling = Self.fixed(Self.open + ##"<path d="M10 10H50V70H10Z" clip-path="url(#nothing)"/></svg>"##)
        #expect(dangling.text == Self.open + ##"<path d="M10 10H50V70H10Z"/></svg>"##)
    }

    @Test func aViewBoxComesFromPixelWidthAndHeight() {
        let (text, _) = Self.fixed(##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80.5"><path d="M0 0H9V9Z"/></svg>"##)
        #expect(text == ##"<svg xmlns="http://www.w3.org/2000/svg" width="60px" height="80.5" viewBox="0 0 60 80.5"><path d="M0 0H9V9Z"/></svg>"##)
        let millimetres = ##"<svg xmlns="http://www.w3.org/2000/svg" width="60mm" height="80mm"><path d="M0 0H9V9Z"/></svg>"##
        #expect(Self.fixed(millimetres).text == millimetres)
    }

    @Test func gradientsAreLeftAndReportedForTheProgram() {
        let input = ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none"><path d="M0 0H9V9Z" fill="url(#paint0_linear_1_2)"/><defs><linearGradient id="paint0_linear_1_2"><stop stop-color="white"/><stop offset="1" stop-color="white" stop-opacity="0"/></linearGradient></defs></svg>"##
        let (text, result) = Self.fixed(input)
        #expect(text == input)
        #expect(result.program == .figma)
        #expect(result.leftForArtist.first?.kind == .gradient && result.leftForArtist.first?.advice.contains("Fill panel") == true)
    }

    /// A gradient of one colour is that colour (`flat-gradients`), but only where SVG
    /// paints it: not on a shape without width or height in objectBoundingBox units, nor
    /// where the stops' colour is the stop's `currentColor`.
    @Test func aGradientOfOneColourIsThatColourWhereItPaints() {
        let gradient = ##"<defs><radialGradient id="g" gradientTransform="rotate(30)" spreadMethod="reflect"><stop offset="0" stop-color="#F00"/><stop offset=".7" style="stop-color:#f00;stop-opacity:1"/></radialGradient></defs>"##
        let (text, result) = Self.fixed(Self.open + gradient + ##"<path d="M10 5H50V75H10Z" fill="url(#g)" stroke="url(#g) blue"/></svg>"##)
        #expect(text == Self.open + ##"<path d="M10 5H50V75H10Z" fill="#F00" stroke="#F00"/></svg>"##)
        #expect(result.rewrites[.flatGradients] == 2)
        let line = Self.open + gradient + ##"<path d="M10 40H50" stroke="url(#g)"/></svg>"##
        let fixedLine = Self.fixed(line)
        #expect(fixedLine.text.contains(##"<path d="M10 40H50" stroke="url(#g)"/>"##) && fixedLine.result.rewrites[.flatGradients] == nil, "\(fixedLine.text)")
        let user = Self.open + ##"<defs><linearGradient id="g" gradientUnits="userSpaceOnUse"><stop stop-color="#00f"/></linearGradient></defs><path d="M10 40H50" stroke="url(#g)"/></svg>"##
        #expect(Self.fixed(user).text == Self.open + ##"<path d="M10 40H50" stroke="#00f"/></svg>"##)
        let current = Self.open + ##"<defs><linearGradient id="g" color="red"><stop stop-color="currentColor"/></linearGradient></defs><path d="M10 5H50V75H10Z" fill="url(#g)" color="blue"/></svg>"##
        #expect(Self.fixed(current).text == current)
        let empty = Self.open + ##"<defs><linearGradient id="g"/></defs><path d="M10 5H50V75H10Z" fill="url(#g)"/></svg>"##
        #expect(Self.fixed(empty).text == empty)
    }

    @Test func theProofSeesWhatADrawingChangeWouldBe() throws {
        let before = ResolvedDrawing(document: SVGDocument(string: Self.open + ##"<g style="fill:red"><path d="M0 0H9V9Z"/></g></svg>"##))
        let same = ResolvedDrawing(document: SVGDocument(string: Self.open + ##"<!-- x --><g fill="red"><path id="a" d="M0 0H9V9Z"/></g></svg>"##))
        let recoloured = ResolvedDrawing(document: SVGDocument(string: Self.open + ##"<g><path d="M0 0H9V9Z"/></g></svg>"##))
        let rounded = ResolvedDrawing(document: SVGDocument(string: Self.open + ##"<g fill="red"><path d="M0 0H9V9.0Z"/></g></svg>"##))
        #expect(before.difference(from: same) == nil)
        #expect(try #require(before.difference(from: recoloured)).contains("fill"))
        #expect(try #require(before.difference(from: rounded)).contains("d changed"))
        // A rewrite whose result does not draw the same is never written.
        let proof = SVGFixer.proofFailure(before: before, after: Array((Self.open + "<g><path d=\"M0 0H9V9Z\"/></g></svg>").utf8))
        #expect(proof != nil)
    }

    @Test func everyFixableEntryNamesARealCodeAndFixingRemovesItsFindings() throws {
        for entry in FixableFindings.table {
            let check = try #require(CheckCatalogue.check(id: entry.check), "\(entry.check)")
            #expect(check.info.codes.contains(entry.code), "\(entry.check) has no code \(entry.code)")
        }
        // One file with a finding of each entry; after fix none of them is left.
        let input = ##"<?xml version="1.0" encoding="ISO-8859-1"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "svg11.dtd">"##
            + ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="60" height="80" inkscape:version="1">"##
            + "<title>é</title><style>.a{fill:#000}</style>"
            + ##"<g display="inline" visibility="visible" enable-background="new" font-family="Arial" clip-rule="nonzero" overflow="visible">"##
            + ##"<path class="a" d="M10 5H50V75H10Z" style="stroke:none"/><g display="none"><path d="M0 0H1V1Z"/></g>"##
            + ##"<path id="c" d="M20 20H30V30H20Z"/><use href="#c" x="5"/></g>"##
            + ##"<clipPath id="frame"><rect width="60" height="80"/></clipPath><g clip-path="url(#frame)"><path d="M12 6H14V8H12Z"/></g>"##
            + ##"<defs><linearGradient id="unused"><stop offset="0"/></linearGradient></defs></svg>"##
        let lint = { (bytes: [UInt8]) in Linter().lint(MemoryPackFiles(folderName: "p", files: ["a.svg": bytes])).filter { $0.file == "a.svg" } }
        let before = lint(Array(input.utf8)).filter(\.isFixable)
        let covered = Set(before.compactMap(\.fixedBy?.rewrite))
        #expect(covered == Set(FixableFindings.table.map(\.rewrite)), "findings: \(before.map(\.label))")
        #expect(before.allSatisfy { $0.hint?.hasPrefix("run `packtool fix p/a.svg`") == true })
        let result = SVGFixer().fix(Array(input.utf8))
        let after = lint(try #require(result.rewrittenBytes))
        // Not one finding of a kind a rewrite resolves is left, whatever its hint says.
        let left = after.filter { FixableFindings.rewrite(check: $0.checkID, code: $0.code, subject: $0.subject) != nil }
        #expect(left.isEmpty, "left: \(left.map(\.description))")
    }
}

/// Replacing a file: atomic, its mode kept, never through a link.
@Suite("packtool fix: writing files")
struct SVGFileReplacementTests {
    @Test func replacesInOneStepKeepingTheMode() throws {
        let folder = try TemporaryDirectory()
        let file = try folder.write("a.svg", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        #expect(SVGFileReplacement.replace(file.path, with: Array("new".utf8)) == nil)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["a.svg"], "no temporary file left")
    }

    @Test func linksAreNeverFollowedOrWritten() throws {
        let folder = try TemporaryDirectory()
        let target = try folder.write("outside/real.svg", "keep")
        let link = folder.url.appendingPathComponent("pack/link.svg")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let listed = SVGFileReplacement.files(at: link.deletingLastPathComponent().path)
        #expect(listed.files.isEmpty && listed.errors.count == 1 && listed.errors[0].message.contains("symbolic link"))
        #expect(SVGFileReplacement.files(at: link.path).errors.count == 1)
        if case .success = SVGFileReplacement.read(link.path) { Issue.record("read through a link") }
        #expect(SVGFileReplacement.replace(link.path, with: Array("x".utf8)) != nil)
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
    }
}
