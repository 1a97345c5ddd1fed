struct PackReadableCheck: LintCheck {
    let info = CheckInfo(
        id: "pack.readable",
        severity: .error,
        summary: "the pack folder or archive can be read",
        rationale: """
        Nothing else can be checked when the pack itself cannot be opened: a folder \
        without read permission, or an archive refused before a byte of it is used \
        (a path that climbs out with '..', a link, a zip bomb, a damaged file). The \
        installer refuses such a pack for the same reason.
        """,
        triggering: [
            CheckExample([], note: "an archive whose entry climbs out of the pack",
                         refusal: "entry '../../.profile': '..' path segments are not allowed"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let error = subject.listingError else { return [] }
        let message: String
        let hint: String
        switch error {
        case .refused(_, let reason):
            message = "the archive was refused: \(reason)"
            hint = "rebuild the archive from the pack folder, for example with `packtool zip`"
        case .unreadable(_, let reason):
            message = "cannot read the pack: \(reason)"
            hint = "check the path and its permissions"
        case .notAFile, .tooLarge:
            message = "cannot read the pack: \(error)"
            hint = "check the path and its permissions"
        }
        return [Finding(file: nil, message: message, hint: hint)]
    }
}
