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
            let fixedBy: FixRewrite?
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

    /// The report as JSON, laid out byte for byte as `JSONText.string(document(report))`
    /// (JSONEncoder, pretty, sorted keys, slashes unescaped) lays it out, written straight
    /// into one string: JSONEncoder's boxing of every value cost lint 2 % of its
    /// instructions over 24 clean packs (27 Nov 2026). LintReporterTests compares the two.
    public func render(_ report: LintReport) -> String {
        var out = ""
        out.reserveCapacity(512 + report.packs.count * 160 + report.diagnostics.count * 420)
        let summary = report.summary
        out += "{\n  \"packs\" : "
        Self.array(report.packs, indent: "  ", into: &out) { pack, out in
            out += "{\n      \"diagnostics\" : "
            Self.array(pack.diagnostics, indent: "      ", into: &out) { diagnostic, out in
                out += "{"
                Self.item(diagnostic, into: &out)
                out += "\n        }"
            }
            out += ",\n      \"errors\" : \(pack.count(.error)),\n      \"files\" : \(pack.fileCount),\n      \"infos\" : \(pack.count(.info)),\n      \"pack\" : "
            Self.quote(pack.pack, into: &out)
            out += ",\n      \"warnings\" : \(pack.count(.warning))\n    }"
        }
        out += ",\n  \"summary\" : {\n    \"errors\" : \(summary.errors),\n    \"excludedPacks\" : "
        Self.array(report.excludedPacks, indent: "    ", into: &out) { name, out in Self.quote(name, into: &out) }
        out += ",\n    \"files\" : \(summary.files),\n    \"infos\" : \(summary.infos),\n    \"packs\" : \(summary.packs)"
        out += ",\n    \"suppressed\" : \(summary.suppressed),\n    \"warnings\" : \(summary.warnings)\n  },\n  \"tool\" : {\n    \"name\" : \"packtool\",\n    \"version\" : "
        Self.quote(PackModelVersion.string, into: &out)
        out += "\n  },\n  \"version\" : \(Self.formatVersion)\n}\n"
        return out
    }

    /// A JSON array laid out as JSONEncoder's pretty printer lays it out, its brackets at
    /// `indent`: each element on a line of its own one level in (`write` writes it from
    /// there), and an empty array as `[`, a blank line, `]`.
    private static func array<Element>(_ elements: [Element], indent: String, into out: inout String,
                                       _ write: (Element, inout String) -> Void) {
        guard !elements.isEmpty else {
            out += "[\n\n" + indent + "]"
            return
        }
        let lead = "\n" + indent + "  "
        out += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { out += "," }
            out += lead
            write(element, &out)
        }
        out += "\n" + indent + "]"
    }

    /// One diagnostic's members, sorted by key as JSONEncoder sorts them; absent optionals
    /// are left out, as JSONEncoder leaves them.
    private static func item(_ diagnostic: Diagnostic, into out: inout String) {
        out += "\n          \"checkID\" : "
        quote(diagnostic.checkID.rawValue, into: &out)
        out += ",\n          \"code\" : "
        quote(diagnostic.code, into: &out)
        if let column = diagnostic.position?.column { out += ",\n          \"column\" : \(column)" }
        if let file = diagnostic.file {
            out += ",\n          \"file\" : "
            quote(file, into: &out)
        }
        if let fixedBy = diagnostic.fixedBy {
            out += ",\n          \"fixedBy\" : "
            quote(fixedBy.name, into: &out)
        }
        if let hint = diagnostic.hint {
            out += ",\n          \"hint\" : "
            quote(hint, into: &out)
        }
        if let line = diagnostic.position?.line { out += ",\n          \"line\" : \(line)" }
        out += ",\n          \"message\" : "
        quote(diagnostic.message, into: &out)
        out += ",\n          \"path\" : "
        quote(diagnostic.path, into: &out)
        out += ",\n          \"severity\" : "
        quote(diagnostic.severity.rawValue, into: &out)
        if let subject = diagnostic.subject {
            out += ",\n          \"subject\" : "
            quote(subject, into: &out)
        }
    }

    /// `text` as a JSON string, escaped as JSONEncoder escapes it: `"` and `\\`, the
    /// short forms \\b \\f \\n \\r \\t, other control characters as \\u00xx; slashes and
    /// everything else as they are.
    private static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Runs of plain bytes go in whole; an escaped byte is ASCII, so it always sits
        // between scalars and its index cuts the text cleanly.
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: text[runStart..<index])
                switch byte {
                case UInt8(ascii: "\""): out += "\\\""
                case UInt8(ascii: "\\"): out += "\\\\"
                case 0x08: out += "\\b"
                case 0x0C: out += "\\f"
                case 0x0A: out += "\\n"
                case 0x0D: out += "\\r"
                case 0x09: out += "\\t"
                default:
                    let hex = String(byte, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
                runStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        // `append(contentsOf:)` with a Substring is String's own; `+=` took the generic
        // Sequence path, whose first use cost the runtime's look-ups 0.3 M instructions.
        out.append(contentsOf: text[runStart...])
        out += "\""
    }

    /// The report as the `Encodable` document JSONEncoder writes: the reference `render`
    /// is checked against.
    func document(_ report: LintReport) -> Document {
        let summary = report.summary
        return Document(
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
    }
}
