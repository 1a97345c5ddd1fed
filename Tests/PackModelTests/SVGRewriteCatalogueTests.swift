import Testing
@testable import PackModel

/// Every rewrite of `packtool fix` on its own examples, the way the check catalogue
/// runs every check's: `before` fixed gives exactly `after` (the rewrite counted when
/// it changed something), fixing `after` again changes nothing, and the lint findings
/// the rewrite declares it resolves are gone afterwards.
@Suite("packtool fix: every rewrite on its examples")
struct SVGRewriteCatalogueTests {
    static func lint(_ text: String) -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: "p", files: ["glyph.svg": Array(text.utf8)])).filter { $0.file == "glyph.svg" }
    }

    @Test func everyRewriteIsDeclaredOnceWithExamplesOfBothKinds() {
        #expect(SVGRewrites.all.map(\.kind) == SVGRewrite.allCases)
        for info in SVGRewrites.all {
            #expect(info.examples.contains { $0.before != $0.after }, "\(info.kind) shows nothing it rewrites")
            #expect(info.examples.contains { $0.before == $0.after }, "\(info.kind) shows nothing it leaves alone")
            #expect(!info.summary.isEmpty && !info.hintPhrase.isEmpty)
        }
    }

    @Test func everyResolvedFindingIsACodeItsCheckGives() throws {
        for entry in FixableFindings.table {
            let check = try #require(CheckCatalogue.check(id: entry.check), "\(entry.check)")
            #expect(check.info.codes.contains(entry.code), "\(entry.check) has no code \(entry.code)")
        }
    }

    @Test(arguments: SVGRewrite.allCases)
    func theExamplesAreWhatFixDoes(kind: SVGRewrite) {
        let info = kind.info
        for (number, example) in info.examples.enumerated() {
            let label = "\(kind) example \(number + 1)\(example.note.map { " (\($0))" } ?? "")"
            let result = SVGFixer().fix(Array(example.before.utf8))
            let after = result.rewrittenBytes.map { String(decoding: $0, as: UTF8.self) } ?? example.before
            #expect(after == example.after, "\(label): fix gave\n\(after)")
            if example.before != example.after {
                #expect(result.rewrites[kind] != nil, "\(label): \(kind) did not count (\(result.rewrites))")
                let again = SVGFixer().fix(Array(after.utf8))
                #expect(again.rewrittenBytes == nil, "\(label): a second run still rewrites (\(again.rewrites))")
                let resolved = { (diagnostic: Diagnostic) in
                    info.resolves.contains { $0.matches(check: diagnostic.checkID, code: diagnostic.code, subject: diagnostic.subject) }
                }
                let left = Self.lint(after).filter(resolved)
                #expect(left.isEmpty, "\(label): still reported after fix: \(left.map(\.label))")
                if !info.resolves.isEmpty {
                    #expect(Self.lint(example.before).contains(where: resolved), "\(label): lint reports none of \(info.resolves) before fix")
                }
            }
        }
    }
}
