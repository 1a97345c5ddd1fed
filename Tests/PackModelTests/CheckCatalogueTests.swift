import Foundation
import TestSupport
import Testing
@testable import PackModel

/// Every check gives exactly the findings its triggering examples state (file, line,
/// column and message code) and none on the rest; the catalogue holds every check file
/// under Sources/PackModel/Lint/Checks/. Adding a check file adds it here.
@Suite struct CheckCatalogueTests {
    static let checks: [CheckArgument] = CheckCatalogue.all.map(CheckArgument.init)

    struct CheckArgument: CustomTestStringConvertible, Sendable {
        let check: any LintCheck
        var testDescription: String { check.info.id.rawValue }
    }

    /// What a check reports on one example, in the example's terms.
    static func findings(of check: any LintCheck, on example: CheckExample) -> [ExpectedFinding] {
        check.diagnostics(on: LintSubject(source: MemoryPackFiles(example: example)))
            .map { ExpectedFinding(file: $0.file, position: $0.position, code: $0.code) }
            .sorted()
    }

    @Test(arguments: checks) func firesExactlyWhereItsTriggeringExamplesSay(_ argument: CheckArgument) {
        let info = argument.check.info
        #expect(!info.triggering.isEmpty, "\(info.id) has no triggering example")
        for (index, example) in info.triggering.enumerated() {
            #expect(!example.expected.isEmpty, "triggering example \(index + 1) of \(info.id) states no finding (mark it with ↓ and give `fires:`)")
            let found = Self.findings(of: argument.check, on: example)
            #expect(found == example.expected,
                    "\(info.id), triggering example \(index + 1) (\(example.note ?? "")): stated \(example.expected.map(\.description)), found \(found.map(\.description))")
        }
    }

    @Test(arguments: checks) func silentOnNonTriggeringExamples(_ argument: CheckArgument) {
        let info = argument.check.info
        #expect(!info.nonTriggering.isEmpty, "\(info.id) has no non-triggering example")
        for (index, example) in info.nonTriggering.enumerated() {
            #expect(example.expected.isEmpty, "non-triggering example \(index + 1) of \(info.id) states findings")
            let found = argument.check.diagnostics(on: LintSubject(source: MemoryPackFiles(example: example)))
            #expect(found.isEmpty, "\(info.id) fired on non-triggering example \(index + 1): \(found.map(\.message))")
        }
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = CheckCatalogue.all.map(\.info.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.rawValue.wholeMatch(of: /(map|svg|pack|archive)\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "bad check id \(id)")
            #expect(id.family != nil, "\(id) has no family")
        }
    }

    /// A message code is a few kebab-case words, no digit and no measurement, declared
    /// once by the check's `Code` enum, which `info.codes` lists.
    @Test(arguments: checks) func codesAreDeclaredOnceAndWellFormed(_ argument: CheckArgument) {
        func declared<Check: LintCheck>(_ check: Check) -> [String] { Check.codes }
        let info = argument.check.info
        #expect(info.codes == declared(argument.check), "\(info.id): info.codes is not its Code enum")
        #expect(!info.codes.isEmpty, "\(info.id) declares no message code")
        #expect(Set(info.codes).count == info.codes.count, "\(info.id) declares a code twice")
        for code in info.codes {
            #expect(code.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(info.id): code \"\(code)\" is not kebab-case words without digits")
        }
    }

    /// Every code a check gives, on any example of any check and on the fixture packs,
    /// is one it declares (the `Code` enum makes this so; this keeps it so).
    @Test func everyGivenCodeIsDeclared() throws {
        let examples = CheckCatalogue.all.flatMap { $0.info.triggering + $0.info.nonTriggering }
        var diagnostics = examples.flatMap { Linter().lint(MemoryPackFiles(example: $0)) }
        for pack in ["broken", "clean", "soon"] {
            diagnostics += Linter().lint(FolderPackFiles(folder: LintFixtures.lint.appendingPathComponent(pack)))
        }
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let codes = CheckCatalogue.check(id: diagnostic.checkID)?.info.codes ?? []
            #expect(codes.contains(diagnostic.code), "\(diagnostic.checkID) gave undeclared code \(diagnostic.code)")
        }
    }

    @Test func everyCheckExplainsItself() {
        for check in CheckCatalogue.all {
            #expect(!check.info.summary.isEmpty && !check.info.summary.contains("\n"), "\(check.info.id) summary")
            #expect(check.info.rationale.count > 40, "\(check.info.id) rationale is too thin")
        }
    }

    /// The check files as the repository holds them: each declares one `LintCheck` and
    /// its `CheckID`; the other files there (support, example builders) declare neither.
    static func checkFiles() throws -> [(file: String, checks: [String], ids: [String])] {
        let folder = TestPaths.packageRoot.appendingPathComponent("Sources/PackModel/Lint/Checks")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(!names.isEmpty, "no Swift file in \(folder.path)")
        return try names.map { name in
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let checks = text.matches(of: /struct\s+(\w+)\s*:\s*LintCheck\b/).map { String($0.1) }
            let ids = text.matches(of: /CheckID\(declaring:\s*"([^"]*)"\)/).map { String($0.1) }
            return (name, checks, ids)
        }
    }

    /// Complete by construction: a check file that is not in `CheckCatalogue.all` fails
    /// here, as does a check whose id is declared anywhere but in its own file.
    @Test func catalogueHoldsEveryCheckFile() throws {
        let files = try Self.checkFiles()
        let registered = Dictionary(uniqueKeysWithValues: CheckCatalogue.all.map { (String(describing: type(of: $0)), $0.info.id.rawValue) })
        var declaredChecks: [String] = []
        for file in files where !file.checks.isEmpty || !file.ids.isEmpty {
            #expect(file.checks.count == 1 && file.ids.count == 1,
                    "\(file.file) declares \(file.checks.count) checks and \(file.ids.count) ids; a check file declares one of each")
            guard let check = file.checks.first, let id = file.ids.first else { continue }
            declaredChecks.append(check)
            #expect(registered[check] != nil, "\(check) (\(file.file)) is not in CheckCatalogue.all")
            #expect(registered[check] == nil || registered[check] == id, "\(check) reports as \(registered[check] ?? "") but its file declares \(id)")
        }
        #expect(Set(declaredChecks) == Set(registered.keys), "checks in the catalogue without a file of their own: \(Set(registered.keys).subtracting(declaredChecks).sorted())")
    }

    /// `CheckID(declaring:)` is for a check's own file: anywhere else a typed id is
    /// written as the check declared it (`.mapCodeIsString`), so a misspelling does not compile.
    @Test func checkIDsAreDeclaredOnlyInCheckFiles() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let checks = sources.appendingPathComponent("PackModel/Lint/Checks").standardizedFileURL.path + "/"
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            Issue.record("cannot list \(sources.path)")
            return
        }
        var outside: [String] = []
        for case let url as URL in walker where url.pathExtension == "swift" && !url.standardizedFileURL.path.hasPrefix(checks) {
            let text = try String(contentsOf: url, encoding: .utf8)
            // Documentation may show the form; code may not use it.
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            if code.contains(where: { $0.contains(/CheckID\(declaring:\s*"/) }) { outside.append(url.lastPathComponent) }
        }
        #expect(outside.isEmpty, "CheckID(declaring:) outside Lint/Checks/: \(outside)")
    }
}
