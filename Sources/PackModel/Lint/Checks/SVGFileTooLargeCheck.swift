extension CheckID {
    public static let svgFileTooLarge = CheckID(declaring: "svg.file-too-large")
}

struct SVGFileTooLargeCheck: LintCheck {
    enum Code: String, MessageCode {
        case overLimit = "over-limit"
    }
    static var limit: Int { PackPolicy.standard.maximumFileBytes }

    let info = CheckInfo(
        id: .svgFileTooLarge,
        severity: .error,
        codes: Code.self,
        summary: "no SVG is larger than \(PackPolicy.describe(bytes: Self.limit)) (such a file is not read at all)",
        rationale: """
        No glyph needs \(PackPolicy.describe(bytes: Self.limit)). A file that large is refused without being read \
        or parsed, so that a pack cannot exhaust the memory of packtool or of the app; the \
        letter would show a placeholder. It is the one limit on a file of a pack \
        (PackPolicy): zip and install refuse the same file, and an archive entry over it \
        is refused before it is unpacked.
        """,
        triggering: [
            .svg(SVGExample.glyph(SVGExample.digit), unplaced: [Code.overLimit], note: "a glyph followed by \(PackPolicy.describe(bytes: Self.limit)) of spaces",
                 trailingSpaces: Self.limit),
        ],
        nonTriggering: [
            .svg(SVGExample.glyph(SVGExample.digit)),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let limit = PackPolicy.describe(bytes: subject.policy.maximumFileBytes)
        return subject.svgs.compactMap { file in
            let tooLarge: Bool
            if case .tooLarge? = file.readError { tooLarge = true } else { tooLarge = file.document?.problems.contains { $0.kind == .tooLarge } ?? false }
            guard tooLarge else { return nil }
            return Finding(.overLimit, file: file.name, message: "file is \(file.size) bytes, over the \(limit) limit; it was not read",
                           hint: "a glyph is a few paths: re-export it without embedded images or traced detail")
        }
    }
}
