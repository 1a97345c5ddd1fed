import Foundation

/// The machine-readable report, format version 1 (documented in docs/lint.md).
/// Fields are only ever added, never renamed or removed, within one version.
public struct JSONReporter: Sendable {
    public static let formatVersion = 1

    public init() {}

    struct Document: Encodable {
        struct Tool: Encodable { let name: String; let version: String }
        struct Pack: Encodable {
            let pack: String
            let files: Int
            let errors: Int
            let warnings: Int
            let infos: Int
            let diagnostics: [Item]
        }
        struct Item: Encodable {
            let checkID: String
            let code: String
            let subject: String?
            let severity: Severity
            let path: String
            let file: String?
            let line: Int?
            let column: Int?
            let message: String
            let hint: String?
            /// The `packtool fix` rewrite that resolves the finding, when its hint names fix.
            let fixedBy: SVGRewrite?
        }
        struct Summary: Encodable {
            let packs: Int
            let files: Int
            let errors: Int
            let warnings: Int
            let infos: Int
            let suppressed: Int
            let excludedPacks: [String]
        }
        let version: Int
        let tool: Tool
        let packs: [Pack]
        let summary: Summary
    }

    public func render(_ report: LintReport) -> String {
        let summary = report.summary
        let document = Document(
            version: Self.formatVersion,
            tool: .init(name: "packtool", version: PackModelVersion.string),
            packs: report.packs.map { pack in
                Document.Pack(pack: pack.pack, files: pack.fileCount, errors: pack.count(.error), warnings: pack.count(.warning),
                              infos: pack.count(.info), diagnostics: pack.diagnostics.map { diagnostic in
                    Document.Item(checkID: diagnostic.checkID.rawValue, code: diagnostic.code, subject: diagnostic.subject,
                                  severity: diagnostic.severity, path: diagnostic.path, file: diagnostic.file,
                                  line: diagnostic.position?.line, column: diagnostic.position?.column,
                                  message: diagnostic.message, hint: diagnostic.hint, fixedBy: diagnostic.fixedBy)
                })
            },
            summary: .init(packs: summary.packs, files: summary.files, errors: summary.errors, warnings: summary.warnings,
                           infos: summary.infos, suppressed: summary.suppressed, excludedPacks: report.excludedPacks))
        return JSONText.string(document)
    }
}
