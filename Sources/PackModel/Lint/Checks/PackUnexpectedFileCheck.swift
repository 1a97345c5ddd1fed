extension CheckID {
    public static let packUnexpectedFile = CheckID(declaring: "pack.unexpected-file")
}

struct PackUnexpectedFileCheck: LintCheck {
    enum Code: String, MessageCode {
        case link
        case folder
        case specialFile = "special-file"
    }

    let info = CheckInfo(
        id: .packUnexpectedFile,
        severity: .error,
        codes: Code.self,
        summary: "the pack holds only plain files: no links, subfolders or special files",
        rationale: """
        A pack is one flat folder of plain files. packtool never follows a symbolic \
        link, because a pack from the internet could point one anywhere on the device, \
        and the app looks for glyphs only in the pack folder itself, never in a \
        subfolder. zip and install refuse such a pack; in an archive, an entry in a \
        folder below the pack's folder shows as that folder, exactly as in a pack folder \
        on disk.
        """,
        triggering: [
            .map(MapExamples.complete, unplaced: [("a.svg", Code.link)], note: "a symbolic link", otherEntries: [("a.svg", .symbolicLink)]),
            .map(MapExamples.complete, unplaced: [("drafts", Code.folder)], note: "a subfolder of drafts", otherEntries: [("drafts", .directory)]),
            .map(MapExamples.complete, unplaced: [("pipe", Code.specialFile)], note: "a FIFO", otherEntries: [("pipe", .special)]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.files.compactMap { file in
            let code: Code
            let what: String
            switch file.kind {
            case .regular: return nil
            case .symbolicLink: (code, what) = (.link, "a symbolic link; links are never followed")
            case .directory: (code, what) = (.folder, "a folder; the app reads only the files next to letter_map.json, so nothing in it is used")
            case .special: (code, what) = (.specialFile, "not a regular file (a FIFO, socket or device)")
            }
            return Finding(code, file: file.name, message: "\(MapText.printable(file.name)) is \(what)",
                           hint: file.kind == .directory ? "move it out of the pack folder" : "replace it with a plain file, or remove it")
        }
    }
}
