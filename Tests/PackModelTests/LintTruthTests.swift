import Testing
@testable import PackModel

/// Lint's verdicts on what real editor exports hold, pinned by place, message and code:
/// the program that wrote a file, and the corrections made after linting a corpus of
/// them (issue 12, item 5).
@Suite struct LintTruthTests {
    static func lint(_ text: String) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "pack", files: ["a.svg": Array(text.utf8)]))
            .filter { $0.checkID.family == .svg }
    }

    static let svgOpen = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80""#

    /// Each program, by the trace it leaves.
    @Test(arguments: [
        (svgOpen + #" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><path d="M0 0H9"/></svg>"#, EditorProgram.inkscape),
        ("<?xml version=\"1.0\"?>\n<!-- Generator: Adobe Illustrator 25.4.1, SVG Export Plug-In . SVG Version: 6.00 Build 0)  -->\n" + svgOpen + "/>", .illustrator),
        (svgOpen + #" fill="none"><g clip-path="url(#clip0_135_6)"/><defs><clipPath id="clip0_135_6"><rect width="60" height="80"/></clipPath></defs></svg>"#, .figma),
        (svgOpen + ">\n<!-- Generator: Sketch 52.6 (67491) - http://www.bohemiancoding.com/sketch -->\n</svg>", .sketch),
        (svgOpen + #" xmlns:serif="http://www.serif.com/"/>"#, .affinity),
        (svgOpen + #" xmlns:bx="https://boxy-svg.com"/>"#, .boxy),
        ("<!-- Creator: CorelDRAW 2021.5 -->\n" + svgOpen + "/>", .coreldraw),
        // Inkscape's namespaces win: it saved the file last.
        (svgOpen + #" xmlns:sketch="http://www.bohemiancoding.com/sketch/ns" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"/>"#, .inkscape),
    ])
    func theProgramIsOneFactOfTheFile(text: String, program: EditorProgram) throws {
        let subject = LintSubject(source: MemoryPackFiles(folderName: "pack", files: ["a.svg": Array(text.utf8)]))
        #expect(subject.svgs.first?.program == program)
    }

    @Test func aFileWithNoTraceHasNoProgramAndNeutralHints() throws {
        let subject = LintSubject(source: MemoryPackFiles(folderName: "pack", files: ["a.svg": Array((Self.svgOpen + #"><g id="clip0"/></svg>"#).utf8)]))
        #expect(subject.svgs.first?.program == nil)
        let text = try #require(Self.lint(Self.svgOpen + #"><text x="1" y="9">0</text></svg>"#).first { $0.checkID == .svgText })
        #expect(text.hint == "convert text to outlines")
    }

    @Test func hintsNameTheProgramThatWroteTheFile() throws {
        let illustrator = Self.lint("<!-- Generator: Adobe Illustrator 19.0.0, SVG Export Plug-In -->\n" + Self.svgOpen + #"><text x="1" y="9">0</text></svg>"#)
        #expect(illustrator.first { $0.checkID == .svgText }?.hint == "convert text to outlines (in Illustrator: Type ▸ Create Outlines)")
        // A clip that cuts (the frame is 5 wide, the ink 9): released by hand.
        let figma = Self.lint(Self.svgOpen + ##" fill="none"><g clip-path="url(#clip0_1_2)"><path d="M0 0H9V9Z" fill="#000"/></g><defs><clipPath id="clip0_1_2"><rect width="5" height="80"/></clipPath></defs></svg>"##)
        let clip = try #require(figma.first { $0.checkID == .svgProfileAttribute && $0.subject == "@clip-path" })
        #expect(clip.hint == "clipping is not applied: release the clip and cut the shapes instead (in Figma: select the frame and turn off Clip content)")
        // The clip's <defs> is used, so profile-element reports it, saying what it holds and who uses it.
        let defs = try #require(figma.first { $0.checkID == .svgProfileElement })
        #expect(defs.message == "<defs> holds 1 clipPath, used by clip-path=\"url(#clip0_1_2)\" on <g> at 1:76; the app does not follow references, so what uses it is drawn without it")
        #expect(defs.fixedBy == nil)
        #expect(figma.filter { $0.message.contains("<defs>") }.count == 1)
        // A frame that holds all the ink cuts nothing: fix removes it, and the hints say
        // so, keeping the program's way by hand.
        let frame = Self.lint(Self.svgOpen + ##" fill="none"><g clip-path="url(#clip0_1_2)"><path d="M0 0H9V9Z" fill="#000"/></g><defs><clipPath id="clip0_1_2"><rect width="60" height="80"/></clipPath></defs></svg>"##)
        let noOp = try #require(frame.first { $0.checkID == .svgProfileAttribute && $0.subject == "@clip-path" })
        #expect(noOp.hint == "run `packtool fix pack/a.svg`: it removes clips and masks that cut nothing without changing the drawing (or by hand: clipping is not applied: release the clip and cut the shapes instead (in Figma: select the frame and turn off Clip content))")
        #expect(frame.first { $0.checkID == .svgProfileElement }?.fixedBy?.rewrite == .noOpClips)
    }

    @Test func onlyRealEventHandlersAreScript() {
        let found = Self.lint(Self.svgOpen + #" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"><defs><inkscape:path-effect id="e" only_selected="true"/></defs><path d="M0 0H9" onmouseover="x()"/></svg>"#)
        #expect(found.filter { $0.checkID == .svgEventAttribute }.map(\.message)
            == [#"event attribute onmouseover="x()" on <path> runs script when the file is opened in a browser"#])
    }

    @Test func aStyleOfPaintAndInertPropertiesSaysWhatToMoveAndWhatCanGo() throws {
        let found = Self.lint("<!-- Generator: Adobe Illustrator 25 -->\n" + Self.svgOpen + #"><path d="M0 0H9V9Z" style="fill:#000;enable-background:new;display:inline"/></svg>"#)
        let style = try #require(found.first { $0.checkID == .svgProfileAttribute })
        #expect(style.code == "unsupported-attribute")
        // A finding packtool fix resolves names it first, then the by-hand advice.
        #expect(style.hint?.hasPrefix("run `packtool fix ") == true)
        #expect(style.hint?.hasSuffix(#" (or by hand: write fill="…" as attributes; enable-background, display draw nothing and can go; set the editor to write presentation attributes (in Illustrator: File ▸ Export ▸ Export As ▸ SVG, with SVG Options ▸ Styling ▸ Presentation Attributes))"#) == true)
        #expect(!found.contains { $0.checkID == .svgDrawsNothing })
    }

    @Test func enableBackgroundIsAWarningThatSaysItDrawsNothing() throws {
        let found = Self.lint(Self.svgOpen + #" style="enable-background:new 0 0 60 80;"><path d="M0 0H9V9Z"/></svg>"#)
        #expect(found.filter { $0.severity == .error }.isEmpty, "\(found)")
        let inert = try #require(found.first { $0.checkID == .svgDrawsNothing })
        #expect(inert.severity == .warning)
        #expect(inert.code == "inert-style")
        #expect(inert.position == SourcePosition(line: 1, column: 61))
        #expect(inert.message == #"style="enable-background:new 0 0 60 80;" on <svg> sets only properties that draw nothing (enable-background: it was a hint for SVG 1.1 filters that no renderer uses)"#)
        #expect(inert.hint?.hasPrefix("run `packtool fix ") == true)
        #expect(inert.hint?.hasSuffix(" (or by hand: delete the style attribute; the drawing does not change)") == true)
    }

    @Test func hiddenContentSaysTheAppDrawsIt() throws {
        let found = Self.lint(Self.svgOpen + #"><g display="none"><path d="M0 0H9V9Z"/><path d="M1 1H2V2Z"/></g></svg>"#)
        let hidden = try #require(found.first { $0.code == "hidden-content" })
        #expect(hidden.checkID == .svgProfileAttribute)
        #expect(hidden.severity == .error)
        #expect(hidden.message == #"display="none" hides <g> in editors and browsers, but the app does not honour display or visibility: it DRAWS this <g> and the 2 elements inside"#)
        #expect(hidden.hint?.hasPrefix("run `packtool fix ") == true)
        #expect(hidden.hint?.contains("(or by hand: delete the hidden <g> itself") == true)
        #expect(hidden.hint?.contains("remove the attribute") == false)
    }

    @Test func unusedDefsAreReportedOnceWithWhatTheyHold() throws {
        let found = Self.lint(Self.svgOpen + #" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"><defs><sodipodi:guide/><sodipodi:guide/><linearGradient id="a"/><linearGradient id="b"/></defs><path d="M0 0H9V9Z"/></svg>"#)
        let defs = found.filter { $0.message.contains("<defs>") }
        #expect(defs.count == 1)
        #expect(defs.first?.checkID == .svgDrawsNothing)
        #expect(defs.first?.message == "<defs> holds 2 editor elements (sodipodi:guide), 2 linearGradient; nothing in the file references them, so they draw nothing")
    }

    /// Corrections must not hide a real problem: what the app draws differently stays an error.
    @Test func realProblemsStayErrors() {
        let found = Self.lint(Self.svgOpen + #"><defs><linearGradient id="g"/><clipPath id="c"><rect width="9" height="9"/></clipPath><mask id="m"/></defs><path d="M0 0H9V9Z" fill="url(#g)" clip-path="url(#c)" mask="url(#m)" style="vector-effect:non-scaling-stroke"/><script>x()</script></svg>"#)
        let errors = Set(found.filter { $0.severity == .error }.map { "\($0.checkID)/\($0.code)" })
        #expect(errors.isSuperset(of: ["svg.profile-attribute/paint-server", "svg.profile-attribute/unsupported-attribute",
                                       "svg.profile-element/unsupported-element", "svg.script/script"]), "\(errors)")
        #expect(found.filter { $0.checkID == .svgProfileAttribute && $0.severity == .error }.compactMap(\.subject).sorted() == ["@clip-path", "@fill", "@mask", "@style", "@vector-effect"],
                "vector-effect set in the style is judged as the attribute fix would write")
    }

    /// map.glyph-file-name has a code for each way PackName finds a name unsafe, by the same word.
    @Test func everyFileNameProblemHasItsCode() {
        for problem in PackName.FileNameProblem.allCases {
            #expect(MapGlyphFileNameCheck.Code(rawValue: problem.rawValue) != nil, "\(problem)")
        }
        #expect(MapGlyphFileNameCheck.problem("a b.svg")?.code == .notPrintable)
        #expect(MapGlyphFileNameCheck.problem("../a.svg")?.code == .path)
        #expect(MapGlyphFileNameCheck.problem("a..b.svg")?.code == .parentReference)
    }

    /// The letter tree (Pack/) screens each glyph file name once with
    /// `PackName.isGlyphFileName`; map.glyph-file-name asks only a name it doubts, for the
    /// reason. The two agree on every name, so a name the tree passes is one the check passes.
    @Test(arguments: ["a.svg", "A.SVG", "lowercase_a.svg", "a.png", "a", ".svg", "", "glyphs/a.svg", "a\\b.svg", "..a.svg",
                      ".a.svg", "a:b.svg", "a b.svg", "a\tb.svg", "é.svg", "a.svg ", "a.svgz",
                      String(repeating: "x", count: PackName.maximumFileNameBytes - 4) + ".svg",
                      String(repeating: "x", count: PackName.maximumFileNameBytes - 3) + ".svg"])
    func theTreeAndTheCheckAgreeOnGlyphFileNames(name: String) {
        #expect(PackName.isGlyphFileName(name) == (MapGlyphFileNameCheck.problem(name) == nil), "\(name)")
    }
}
