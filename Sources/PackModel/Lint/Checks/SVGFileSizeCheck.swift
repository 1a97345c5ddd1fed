extension CheckID {
    public static let svgFileSize = CheckID(declaring: "svg.file-size")
}

struct SVGFileSizeCheck: LintCheck {
    enum Code: String, MessageCode {
        case tooLarge = "too-large"
    }
    /// Far above any glyph: a digit drawn as paths is a few KiB (`PackPolicy`).
    static var warningBytes: Int { PackPolicy.standard.glyphWarningBytes }

    let info = CheckInfo(
        id: .svgFileSize,
        severity: .warning,
        codes: Code.self,
        summary: "no SVG is larger than \(PackPolicy.describe(bytes: Self.warningBytes))",
        rationale: """
        A glyph drawn as a few paths is a few kilobytes. A file over \(PackPolicy.describe(bytes: Self.warningBytes)) usually \
        carries an embedded bitmap, editor history, or paths traced from a photo with \
        thousands of points; it slows the app's first load of the pack and the download \
        of the pack. The app still draws it.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit), unplaced: [Code.tooLarge],
                 note: "a glyph followed by \(PackPolicy.describe(bytes: Self.warningBytes)) of spaces", trailingSpaces: Self.warningBytes),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let warningBytes = subject.policy.glyphWarningBytes
        return subject.svgs.compactMap { file in
            guard file.readError == nil, file.size > warningBytes else { return nil }
            return Finding(.tooLarge, file: file.name, message: "file is \(file.size / 1024) KiB, over the \(PackPolicy.describe(bytes: warningBytes)) a glyph needs",
                           hint: "remove embedded data and editor metadata, and simplify paths (Inkscape: Path ▸ Simplify; or run svgo)")
        }
    }
}
