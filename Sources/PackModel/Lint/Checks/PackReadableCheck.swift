extension CheckID {
    public static let packReadable = CheckID(declaring: "pack.readable")
}

struct PackReadableCheck: LintCheck {
    enum Code: String, MessageCode {
        /// An archive refused by vetting.
        case refused
        case unreadable
    }

    let info = CheckInfo(
        id: .packReadable,
        severity: .error,
        codes: Code.self,
        summary: "the pack folder or archive can be read",
        rationale: """
        Nothing else can be checked when the pack itself cannot be opened: a folder \
        without read permission, or an archive refused before a byte of it is used \
        (a path that climbs out with '..', a link, a zip bomb, a damaged file). The \
        installer refuses such a pack for the same reason.
        """,
        triggering: [
            CheckExample([], unplaced: [(nil, Code.refused)], note: "an archive whose entry climbs out of the pack",
                         refusal: "entry '../../.profile': '..' path segments are not allowed"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let error = subject.listingError else { return [] }
        var code = Code.unreadable
        let message: String
        let hint: String
        switch error {
        case .refused(_, let reason):
            code = .refused
            message = "the archive was refused: \(reason)"
            hint = "rebuild the archive from the pack folder, for example with `packtool zip`"
        case .unreadable(_, let reason):
            message = "cannot read the pack: \(reason)"
            hint = "check the path and its permissions"
        case .notAFile, .tooLarge:
            message = "cannot read the pack: \(error)"
            hint = "check the path and its permissions"
        }
        return [Finding(code, file: nil, message: message, hint: hint)]
    }
}
