import Foundation
import Testing
import TestSupport
@testable import PackModel

/// `packtool fix` on real editor exports (`../shared/corpus/editor-exports`, copied into a
/// scratch folder first): it never crashes, a second run changes nothing, every file it
/// changes renders the same (rsvg-convert at 128 px, at most 8/255 per channel), and at
/// least 85 % of the files lint with no error afterwards.
@Suite("fix on real editor exports")
struct FixCorpusTests {
    static let corpus = TestPaths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus/editor-exports")
    static let corpusPresent = FileManager.default.fileExists(atPath: corpus.appendingPathComponent("manifest.json").path)

    /// The svg.* errors lint finds in one file, linted on its own.
    static func errors(_ bytes: [UInt8]) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "glyphs", files: ["glyph.svg": bytes]))
            .filter { $0.severity == .error && $0.file == "glyph.svg" && $0.checkID.description.hasPrefix("svg.") }
    }

    static func render(_ svg: URL, to png: URL) throws -> PNGPixels {
        let process = Process()
        process.executableURL = ExternalTool.path("rsvg-convert")
        process.arguments = ["-w", "128", "-h", "128", "-o", png.path, svg.path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return try PNGPixels(Data(contentsOf: png))
    }

    @Test(.enabled(if: corpusPresent, "../shared/corpus/editor-exports is not there (the shared corpus sits beside the repository)"),
          .requires("rsvg-convert", debian: "librsvg2-bin"))
    func fixKeepsEveryDrawingAndCleansMostFiles() throws {
        let scratchFolder = try TemporaryDirectory()
        let scratch = scratchFolder.url
        let copy = scratch.appendingPathComponent("editor-exports")
        try FileManager.default.copyItem(at: Self.corpus, to: copy)
        let programs = try FileManager.default.contentsOfDirectory(atPath: copy.path).filter { !$0.hasSuffix(".json") }.sorted()
        let fixer = SVGFixer()
        var total = 0, cleanBefore = 0, cleanAfter = 0, changed = 0, worst = 0
        var lines: [String] = []
        for program in programs {
            let folder = copy.appendingPathComponent(program)
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".svg") }.sorted()
            var before = 0, after = 0
            for name in names {
                let file = folder.appendingPathComponent(name)
                let original = try [UInt8](Data(contentsOf: file))
                let result = fixer.fix(original)
                let output = result.rewrittenBytes ?? original
                if Self.errors(original).isEmpty { before += 1 }
                let remaining = Self.errors(output)
                if remaining.isEmpty { after += 1 }
                guard let rewritten = result.rewrittenBytes else { continue }
                changed += 1
                // A second run changes nothing.
                let again = fixer.fix(rewritten)
                if case .unchanged = again.outcome {} else {
                    Issue.record("\(program)/\(name): a second fix still rewrites: \(again.rewrites)")
                }
                // The same drawing, as rsvg-convert renders it.
                let fixed = folder.appendingPathComponent("fixed-" + name)
                try Data(rewritten).write(to: fixed)
                let old = try Self.render(file, to: scratch.appendingPathComponent("\(program)-\(name).before.png"))
                let new = try Self.render(fixed, to: scratch.appendingPathComponent("\(program)-\(name).after.png"))
                guard let difference = old.maximumDifference(from: new) else {
                    Issue.record("\(program)/\(name): renders at another size after fix")
                    continue
                }
                worst = max(worst, difference)
                #expect(difference <= 8, "\(program)/\(name): rendering differs by \(difference)/255 after fix (\(result.rewrites))")
            }
            total += names.count
            cleanBefore += before
            cleanAfter += after
            lines.append("\(program): \(before)/\(names.count) lint-clean before, \(after)/\(names.count) after")
        }
        let rate = Double(cleanAfter) / Double(max(1, total))
        print("fix corpus: " + lines.joined(separator: "; "))
        print("fix corpus: \(cleanBefore)/\(total) clean before, \(cleanAfter)/\(total) after (\(Int(rate * 1000) / 10) %); \(changed) files changed, largest pixel difference \(worst)/255")
        #expect(total > 100, "the corpus holds \(total) files")
        #expect(rate >= 0.85, "only \(cleanAfter) of \(total) files lint clean after fix")
    }
}
