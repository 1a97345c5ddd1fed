import Foundation
import Testing
@testable import PackModel

@Suite struct SVGProfileDocTests {
    /// docs/svg.md shows the profile exactly as `SVGProfile` defines it.
    @Test func readmeTableMatchesTheProfile() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/svg.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text.contains(SVGProfile.markdownTable), "regenerate the table in docs/svg.md from SVGProfile.markdownTable")
    }

    @Test func everySVGCheckIsDocumented() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/svg.md")
        let text = try String(contentsOf: docs, encoding: .utf8)
        for check in CheckCatalogue.all where check.info.id.family == .svg {
            #expect(text.contains("`\(check.info.id)`"), "\(check.info.id) is missing from docs/svg.md")
        }
    }
}
