extension CheckID {
    public static let mapReadable = CheckID(declaring: "map.readable")
}

struct MapReadableCheck: LintCheck {
    enum Code: String, MessageCode {
        case link
        case notAFile = "not-a-file"
        case tooLarge = "too-large"
        case unreadable
        case refused
    }

    let info = CheckInfo(
        id: .mapReadable,
        severity: .error,
        codes: Code.self,
        summary: "letter_map.json is a regular file packtool can read",
        rationale: """
        The map must be a plain file inside the pack. A symbolic link is never followed \
        (a pack from the internet could point it anywhere on the device), a folder of \
        that name is not a map, and a map over \(PackPolicy.describe(bytes: PackPolicy.standard.maximumJSONBytes)) \
        is refused unread: a real map is about 2 KB.
        """,
        triggering: [
            CheckExample([("a.svg", MapExamples.svg)], unplaced: [(LetterMap.fileName, Code.link)], note: "letter_map.json is a symbolic link",
                         otherEntries: [(LetterMap.fileName, .symbolicLink)]),
            CheckExample([("a.svg", MapExamples.svg)], unplaced: [(LetterMap.fileName, Code.notAFile)], note: "letter_map.json is a folder",
                         otherEntries: [(LetterMap.fileName, .directory)]),
            CheckExample([(LetterMap.fileName, MapExamples.complete)], unplaced: [(LetterMap.fileName, Code.tooLarge)],
                         note: "a map followed by \(PackPolicy.describe(bytes: PackPolicy.standard.maximumJSONBytes)) of spaces",
                         trailingSpaces: PackPolicy.standard.maximumJSONBytes),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let error = subject.mapReadError else { return [] }
        let code: Code
        let message: String
        switch error {
        case .notAFile(_, let kind):
            code = kind == .symbolicLink ? .link : .notAFile
            message = kind == .symbolicLink
                ? "\(LetterMap.fileName) is a symbolic link; links are never followed"
                : "\(LetterMap.fileName) is \(kind.phrase), not a regular file"
        case .tooLarge(_, let size, let limit):
            code = .tooLarge
            message = "\(LetterMap.fileName) is \(size) bytes, over the \(PackPolicy.describe(bytes: limit)) limit; it was not read"
        case .unreadable(_, let reason):
            code = .unreadable
            message = "cannot read \(LetterMap.fileName): \(reason)"
        case .noSuchFile:
            code = .unreadable
            message = "\(LetterMap.fileName) disappeared while the pack was read"
        case .refused(_, let reason):
            code = .refused
            message = "\(LetterMap.fileName) was refused: \(reason)"
        }
        return [Finding(code, file: LetterMap.fileName, message: message,
                        hint: "make \(LetterMap.fileName) a plain, readable file of its own in the pack folder")]
    }
}
