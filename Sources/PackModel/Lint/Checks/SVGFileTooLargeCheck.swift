extension CheckID {
    public static let svgFileTooLarge = CheckID(declaring: "svg.file-too-large")
}

struct SVGFileTooLargeCheck: LintCheck {
    enum Code: String, MessageCode {
        case overLimit = "over-limit"
    }
    let info = CheckInfo(
        id: .svgFileTooLarge,
        severity: .error,
        codes: Code.self,
        summary: "no SVG is larger than 5 MiB (such a file is not read at all)",
        rationale: """
        No glyph needs 5 MiB. A file that large is refused without being read or parsed, \
        so that a pack cannot exhaust the memory of packtool or of the app; the letter \
        would show a placeholder.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit), unplaced: [Code.overLimit], note: "a glyph followed by 5 MiB of spaces",
                 trailingSpaces: LintSubject.svgReadLimit),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let limitMiB = LintSubject.svgReadLimit / 1024 / 1024
        return subject.svgs.compactMap { file in
            let tooLarge: Bool
            if case .tooLarge? = file.readError { tooLarge = true } else { tooLarge = file.document?.problems.contains { $0.kind == .tooLarge } ?? false }
            guard tooLarge else { return nil }
            return Finding(.overLimit, file: file.name, message: "file is \(file.size) bytes, over the \(limitMiB) MiB limit; it was not read",
                           hint: "a glyph is a few paths: re-export it without embedded images or traced detail")
        }
    }
}
