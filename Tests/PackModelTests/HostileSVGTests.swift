import Foundation
import Testing
@testable import PackModel

/// Hostile SVG files: each produces its own diagnostic and nothing else happens — no
/// entity is expanded, no other file is read, nothing crashes.
@Suite struct HostileSVGTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/hostile-svg")

    /// Fixture → the SVG checks that must report it (and no other SVG check).
    static let expected: [String: Set<CheckID>] = [
        // The rest of the file is read without the DOCTYPE's internal subset, so the
        // entity the file uses is undefined there: not well-formed, and never expanded.
        "external-entity.svg": [.svgDoctype, .svgWellFormed],
        "parameter-entity.svg": [.svgDoctype],
        "billion-laughs.svg": [.svgDoctype, .svgWellFormed],
        "quadratic-blowup.svg": [.svgDoctype, .svgWellFormed],
        "external-dtd.svg": [.svgDoctype],
        "deep-nesting.svg": [.svgTooComplex],
        "script.svg": [.svgScript],
        "onload.svg": [.svgEventAttribute],
        // The link is an external reference, and <a> is outside the profile too.
        "external-href.svg": [.svgExternalReference, .svgProfileElement],
        "javascript-link.svg": [.svgExternalReference, .svgProfileElement],
        "xml-stylesheet.svg": [.svgProcessingInstruction],
        "foreign-object.svg": [.svgForeignObject],
        "xinclude.svg": [.svgForeignObject],
        "data-image.svg": [.svgImage],
        "css-import.svg": [.svgCSSReference],
        "latin1.svg": [.svgEncoding],
        "utf16.svg": [.svgEncoding],
    ]

    static func lint(_ name: String, _ bytes: [UInt8]) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "hostile", files: [name: bytes]))
            .filter { $0.checkID.family == .svg && $0.file == name }
    }

    @Test(arguments: expected.keys.sorted()) func fixtureGivesItsDiagnosticOnly(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let diagnostics = Self.lint(name, bytes)
        #expect(Set(diagnostics.map(\.checkID)) == Self.expected[name], "\(name): \(diagnostics.map { "\($0.checkID): \($0.message)" })")
        for diagnostic in diagnostics {
            #expect(diagnostic.severity == .error, "\(diagnostic.checkID) on \(name)")
            #expect(diagnostic.position != nil, "\(diagnostic.checkID) on \(name) has no position")
            #expect(!diagnostic.message.contains("root:"), "contents of /etc/passwd leaked")
            #expect(!diagnostic.message.contains("lollollol"), "an entity was expanded")
        }
    }

    @Test func everyFixtureIsCovered() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".svg") }
        #expect(Set(names) == Set(Self.expected.keys))
    }

    /// The same files as one pack on disk, through the folder source.
    @Test func folderOfHostileFilesLintsWithoutHarm() {
        let diagnostics = Linter().lint(FolderPackFiles(folder: Self.folder))
        for (name, checks) in Self.expected {
            let found = Set(diagnostics.filter { $0.file == name && $0.checkID.family == .svg }.map(\.checkID))
            #expect(found == checks, "\(name)")
        }
    }

    /// An entity naming a real file with known content: that content must appear
    /// nowhere, whichever way the entity is declared or used.
    @Test func canaryFileIsNeverRead() throws {
        let canary = Self.folder.appendingPathComponent("canary.txt")
        let secret = try String(contentsOf: canary, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let url = canary.absoluteString
        let variants = [
            #"<!DOCTYPE svg [<!ENTITY c SYSTEM "\#(url)">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><title>&c;</title></svg>"#,
            #"<!DOCTYPE svg [<!ENTITY c SYSTEM "\#(canary.path)">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="&c;"/></svg>"#,
            #"<!DOCTYPE svg [<!ENTITY % c SYSTEM "\#(url)"> %c;]><svg xmlns="http://www.w3.org/2000/svg"/>"#,
            #"<!DOCTYPE svg SYSTEM "\#(url)"><svg xmlns="http://www.w3.org/2000/svg"/>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xi="http://www.w3.org/2001/XInclude" viewBox="0 0 60 80"><xi:include href="\#(url)" parse="text"/></svg>"#,
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><image href="\#(url)"/><use href="\#(url)#x"/></svg>"#,
        ]
        for (index, text) in variants.enumerated() {
            let diagnostics = Self.lint("glyph.svg", Array(text.utf8))
            #expect(!diagnostics.isEmpty, "variant \(index) passed silently")
            for diagnostic in diagnostics {
                #expect(!diagnostic.message.contains(secret) && !(diagnostic.hint ?? "").contains(secret), "variant \(index) leaked the canary")
            }
            // The parsed tree holds no trace of it either.
            let document = SVGDocument(string: text)
            var texts: [String] = []
            document.root?.forEachElement { element, _ in texts.append(element.text); texts += element.attributes.map(\.value) }
            #expect(!texts.joined().contains(secret), "variant \(index) put the canary in the tree")
        }
    }

    @Test func obfuscatedReferencesAreStillFound() {
        let cases: [(String, CheckID)] = [
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0H9V9Z" style="fill:\75 rl(http://e.x/a#b)"/></svg>"#, .svgCSSReference),
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><style>@IMPORT 'x.css';</style></svg>"#, .svgCSSReference),
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><a href="JaVaScRiPt:alert(1)"/></svg>"#, .svgExternalReference),
            (#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M0 0H9V9Z" ONLOAD="x()"/></svg>"#, .svgEventAttribute),
            (#"<s:svg xmlns:s="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><s:script>x()</s:script></s:svg>"#, .svgScript),
        ]
        for (text, check) in cases {
            let ids = Self.lint("glyph.svg", Array(text.utf8)).map(\.checkID)
            #expect(ids.contains(check), "\(check) missed: \(text)")
        }
    }
}
