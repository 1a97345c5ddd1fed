extension CheckID {
    public static let packReadable = CheckID(declaring: "pack.readable")
}

struct PackReadableCheck: LintCheck {
    enum Code: String, MessageCode {
        /// An archive refused by vetting.
        case refused
        case unreadable
        /// A glyph file of the pack that cannot be read.
        case unreadableFile = "unreadable-file"
    }

    let info = CheckInfo(
        id: .packReadable,
        severity: .error,
        codes: Code.self,
        summary: "the pack folder or archive, and each of its files, can be read",
        rationale: """
        Nothing else can be checked when the pack itself cannot be opened: a folder \
        without read permission, or an archive refused before a byte of it is used \
        (a path that climbs out with '..', a link, a zip bomb, a damaged file). The \
        installer refuses such a pack with the same words. A glyph that cannot be read \
        (permissions, a disk error) cannot be judged or installed either.
        """,
        triggering: [
            CheckExample([], unplaced: [(nil, Code.refused)], note: "an archive whose entry climbs out of the pack",
                         refusal: .entry("../../.profile", .parentSegment)),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        if let error = subject.listingError {
            switch error {
            case .refused(_, let refusal):
                return [Finding(.refused, file: nil, message: "the archive was refused: \(refusal)", hint: refusal.hint)]
            default:
                return [Finding(.unreadable, file: nil, message: "cannot read the pack: \(error)", hint: "check the path and its permissions")]
            }
        }
        // A glyph over the size limit is svg.file-too-large's; any other read error is here.
        return subject.svgs.compactMap { file in
            guard let error = file.readError else { return nil }
            if case .tooLarge = error { return nil }
            return Finding(.unreadableFile, file: file.name, message: "\(MapText.printable(file.name)) cannot be read: \(error)",
                           hint: "make it a plain file packtool can read (check its permissions)")
        }
    }
}
