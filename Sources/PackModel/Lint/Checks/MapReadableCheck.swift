struct MapReadableCheck: LintCheck {
    let info = CheckInfo(
        id: "map.readable",
        severity: .error,
        summary: "letter_map.json is a regular file packtool can read",
        rationale: """
        The map must be a plain file inside the pack. A symbolic link is never followed \
        (a pack from the internet could point it anywhere on the device), a folder of \
        that name is not a map, and a map over \(PackPolicy.describe(bytes: PackPolicy.standard.maximumJSONBytes)) \
        is refused unread: a real map is about 2 KB.
        """,
        triggering: [
            CheckExample([("a.svg", MapExamples.svg)], note: "letter_map.json is a symbolic link",
                         otherEntries: [(LetterMap.fileName, .symbolicLink)]),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let error = subject.mapReadError else { return [] }
        let message: String
        switch error {
        case .notAFile(_, let kind):
            message = kind == .symbolicLink
                ? "\(LetterMap.fileName) is a symbolic link; links are never followed"
                : "\(LetterMap.fileName) is \(kind.phrase), not a regular file"
        case .tooLarge(_, let size, let limit):
            message = "\(LetterMap.fileName) is \(size) bytes, over the \(PackPolicy.describe(bytes: limit)) limit; it was not read"
        case .unreadable(_, let reason):
            message = "cannot read \(LetterMap.fileName): \(reason)"
        case .noSuchFile:
            message = "\(LetterMap.fileName) disappeared while the pack was read"
        case .refused(_, let reason):
            message = "\(LetterMap.fileName) was refused: \(reason)"
        }
        return [Finding(file: LetterMap.fileName, message: message,
                        hint: "make \(LetterMap.fileName) a plain, readable file of its own in the pack folder")]
    }
}
