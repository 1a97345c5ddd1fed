import Testing
@testable import PackModel

/// Every check fires on each of its triggering examples and stays silent on the rest.
/// Adding a check to the catalogue adds it here.
@Suite struct CheckCatalogueTests {
    static let checks: [CheckArgument] = CheckCatalogue.all.map(CheckArgument.init)

    struct CheckArgument: CustomTestStringConvertible, Sendable {
        let check: any LintCheck
        var testDescription: String { check.info.id }
    }

    @Test(arguments: checks) func firesOnTriggeringExamples(_ argument: CheckArgument) {
        let info = argument.check.info
        #expect(!info.triggering.isEmpty, "\(info.id) has no triggering example")
        for (index, example) in info.triggering.enumerated() {
            let findings = argument.check.run(on: LintSubject(source: MemoryPackFiles(example: example)))
            #expect(!findings.isEmpty, "\(info.id) stayed silent on triggering example \(index + 1): \(example.note ?? "")")
        }
    }

    @Test(arguments: checks) func silentOnNonTriggeringExamples(_ argument: CheckArgument) {
        let info = argument.check.info
        #expect(!info.nonTriggering.isEmpty, "\(info.id) has no non-triggering example")
        for (index, example) in info.nonTriggering.enumerated() {
            let findings = argument.check.run(on: LintSubject(source: MemoryPackFiles(example: example)))
            #expect(findings.isEmpty, "\(info.id) fired on non-triggering example \(index + 1): \(findings.map(\.message))")
        }
    }

    @Test func idsAreUniqueAndWellFormed() {
        let ids = CheckCatalogue.all.map(\.info.id)
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.wholeMatch(of: /(map|svg|pack|archive)\.[a-z0-9]+(-[a-z0-9]+)*/) != nil, "bad check id \(id)")
        }
    }

    @Test func everyCheckExplainsItself() {
        for check in CheckCatalogue.all {
            #expect(!check.info.summary.isEmpty && !check.info.summary.contains("\n"), "\(check.info.id) summary")
            #expect(check.info.rationale.count > 40, "\(check.info.id) rationale is too thin")
        }
    }
}
