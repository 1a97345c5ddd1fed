extension CheckID {
    public static let svgEncoding = CheckID(declaring: "svg.encoding")
}

struct SVGEncodingCheck: LintCheck {
    enum Code: String, MessageCode {
        /// Bytes that are not UTF-8 (a file saved as Latin-1 with an accented title).
        case invalidBytes = "invalid-bytes"
        /// Non-ASCII UTF-8 under a declaration of another encoding, or a declared
        /// encoding ASCII does not read the same in.
        case declaredEncoding = "declared-encoding"
    }
    let info = CheckInfo(
        id: .svgEncoding,
        severity: .error,
        codes: Code.self,
        summary: "each SVG is UTF-8",
        rationale: """
        The app reads glyph files as UTF-8. A file saved in Latin-1 or UTF-16 (some \
        Windows editors do that) has bytes that are not UTF-8 and is refused, so the \
        letter shows a placeholder; the message names the bytes and their lines (each \
        is read as '?' so the rest of the file is still checked). A file whose XML \
        declaration names another encoding while holding non-ASCII characters is read \
        differently by a renderer that trusts the declaration. A file of pure ASCII \
        reads the same in UTF-8, Latin-1 or US-ASCII, so declaring one of those is no \
        error. Only titles and descriptions usually contain non-ASCII characters; \
        re-save the file as UTF-8.
        """,
        triggering: [
            .svg(#"↓<?xml version="1.0" encoding="ISO-8859-1"?>"# + SVGExample.glyph("<title>café</title>" + SVGExample.digit), fires: Code.declaredEncoding,
                 note: "declares Latin-1 but holds UTF-8 characters"),
            .svg(#"↓<?xml version="1.0" encoding="UTF-16"?>"# + SVGExample.glyph(SVGExample.digit), fires: Code.declaredEncoding,
                 note: "declares UTF-16, which ASCII bytes are not"),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph("<title>café</title>" + SVGExample.digit)),
            .svg(#"<?xml version="1.0" encoding="ISO-8859-1"?>"# + SVGExample.glyph(SVGExample.digit),
                 note: "pure ASCII under a Latin-1 declaration reads the same as UTF-8"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.findings(for: .notUTF8, code: Code.invalidBytes, message: \.message,
                         hint: "save the file as UTF-8 (in most editors: Save As ▸ Encoding ▸ UTF-8)")
            + subject.findings(for: .declaredEncoding, code: Code.declaredEncoding, message: \.message,
                               hint: "write encoding=\"UTF-8\" in the <?xml ...?> declaration, and save the file as UTF-8")
    }
}
