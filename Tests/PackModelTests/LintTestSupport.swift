import Foundation
import TestSupport
@testable import PackModel

enum LintFixtures {
    static let packageRoot = TestPaths.packageRoot
    static let lint = TestPaths.fixture("lint")
    static let glyphSets = TestPaths.glyphSets

    static func temporaryFolder() throws -> URL { try TestPaths.temporaryFolder() }

    static func lint(_ files: [String: String], folderName: String = "example") -> [Diagnostic] {
        Linter().lint(MemoryPackFiles(folderName: folderName, files: files.mapValues { Array($0.utf8) }))
    }

    /// A diagnostic of check `id`; its code is the check's first unless given.
    static func diagnostic(_ id: CheckID, _ severity: Severity = .error, code: String? = nil, subject: String? = "status",
                           path: String = "p/letter_map.json", line: Int? = 3, column: Int = 5,
                           message: String = "something is wrong", hint: String? = "fix it") -> Diagnostic {
        Diagnostic(checkID: id, code: code ?? CheckCatalogue.check(id: id)?.info.codes.first ?? "", subject: subject,
                   severity: severity, pack: "p", path: path, file: "letter_map.json",
                   position: line.map { SourcePosition(line: $0, column: column) }, message: message, hint: hint)
    }
}
