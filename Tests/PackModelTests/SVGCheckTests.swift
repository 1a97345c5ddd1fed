import Testing
@testable import PackModel

/// What the SVG checks say and where: positions, grouping, and that one problem is
/// reported by one check only.
@Suite struct SVGCheckTests {
    static func lint(_ files: [String: String]) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "pack", files: files.mapValues { Array($0.utf8) }))
            .filter { $0.checkID.family == .svg }
    }

    @Test func pathDataErrorPointsIntoTheValueAcrossLines() throws {
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">
          <path fill="#000"
                d="M10 5 H50
                   V75 Q &amp; 10 75 Z"/>
        </svg>
        """
        let diagnostics = Self.lint(["a.svg": text])
        let error = try #require(diagnostics.first { $0.checkID == .svgPathData })
        // d's value starts on line 3; "&amp;" is on line 4 at column 18.
        #expect(error.position == SourcePosition(line: 4, column: 18))
        #expect(error.message.contains("offset 27"))
        #expect(error.message.contains("expected a number after 'Q'"))
    }

    @Test func geometryAttributeErrorPointsIntoTheValue() throws {
        let diagnostics = Self.lint(["a.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><rect width="10" height="20mm"/></svg>"#])
        let error = try #require(diagnostics.first { $0.checkID == .svgGeometryAttribute })
        #expect(error.position == SourcePosition(line: 1, column: 88))
        #expect(error.message.contains("unit 'mm'"))
    }

    @Test func repeatedAttributesAreGroupedPerFile() {
        let paths = String(repeating: #"<path d="M10 5H50V75H10Z" style="fill:#000"/>"#, count: 5)
        let diagnostics = Self.lint(["a.svg": #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">\#(paths)</svg>"#])
            .filter { $0.checkID == .svgProfileAttribute }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("5 times") == true)
        // No program left a trace: the hint is program-neutral (LintTruthTests pins the per-program ones).
        // packtool fix resolves it: the hint names the command first, the by-hand advice after.
        #expect(diagnostics.first?.hint?.hasPrefix("run `packtool fix ") == true)
        #expect(diagnostics.first?.hint?.hasSuffix(#" (or by hand: write fill="…" as attributes; set the editor to write presentation attributes)"#) == true)
    }

    @Test func securityElementsAreNotAlsoProfileFindings() {
        let text = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/><script>x()</script><image href="a.png"/><foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="y()"/></foreignObject><style>@import "b.css";</style><text>7</text></svg>"#
        let ids = Self.lint(["a.svg": text]).map(\.checkID).sorted()
        #expect(ids == [.svgCSSReference, .svgForeignObject, .svgImage, .svgScript, .svgText])
    }

    @Test func inkscapeFileGetsOneMetadataWarningAndStyleErrors() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <svg width="60mm" height="80mm" viewBox="0 0 60 80" version="1.1" id="svg1"
           xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
           xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"
           xmlns="http://www.w3.org/2000/svg" xmlns:svg="http://www.w3.org/2000/svg">
          <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2"/>
          <defs id="defs1"/>
          <g inkscape:label="Layer 1" inkscape:groupmode="layer" id="layer1">
            <path style="fill:#000000;stroke:none" d="M10 5H50V75H10Z" id="path1"/>
          </g>
        </svg>
        """
        let diagnostics = Self.lint(["a.svg": text])
        #expect(Set(diagnostics.map(\.checkID)) == [.svgEditorMetadata, .svgProfileAttribute])
        let metadata = try #require(diagnostics.first { $0.checkID == .svgEditorMetadata })
        #expect(metadata.severity == .warning)
        #expect(metadata.message.contains("Inkscape") && metadata.message.contains("<sodipodi:namedview>"))
        #expect(metadata.position == SourcePosition(line: 3, column: 4))
        let style = try #require(diagnostics.first { $0.checkID == .svgProfileAttribute })
        #expect(style.position == SourcePosition(line: 9, column: 11), "\(diagnostics)")
    }

    @Test func inkBoundsNamesSideAmountAndElement() throws {
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80">
          <path d="M10 5H50V75H10Z"/>
          <circle cx="55" cy="40" r="10" fill="none" stroke="#000" stroke-width="2"/>
        </svg>
        """
        let finding = try #require(Self.lint(["a.svg": text]).first { $0.checkID == .svgInkBounds })
        #expect(finding.message.contains("by 6 on the right"))
        #expect(finding.position == SourcePosition(line: 3, column: 3))
    }

    @Test func aspectRatioNamesOutliersAndMajority() {
        let tall = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 5H50V75H10Z"/></svg>"#
        let square = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M2 2H22V22H2Z"/></svg>"#
        let diagnostics = Self.lint(["a.svg": tall, "b.svg": tall, "c.svg": square]).filter { $0.checkID == .svgAspectRatio }
        #expect(diagnostics.map(\.file) == ["c.svg"])
        #expect(diagnostics.first?.message.contains("1:1") == true)
        #expect(diagnostics.first?.message.contains("3:4 (2 of 3 glyphs)") == true)
    }

    @Test func cleanGlyphHasNoFindings() {
        let text = ##"<svg xmlns="http://www.w3.org/2000/svg" width="60" height="80" viewBox="0 0 60 80"><title>o</title><g fill="none" stroke="#111" stroke-width="6" stroke-linecap="round"><path d="M30 8C14 8 8 24 8 40s6 32 22 32 22-16 22-32S46 8 30 8z"/></g></svg>"##
        #expect(Self.lint(["lowercase_o.svg": text]).isEmpty)
    }
}
