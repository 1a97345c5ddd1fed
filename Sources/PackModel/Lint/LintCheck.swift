/// A lint check: one file under `Lint/Checks/`, with its id, default severity, summary,
/// rationale and examples. The catalogue test runs every check on its own examples: it
/// must fire on each triggering example and stay silent on each non-triggering one.
public protocol LintCheck: Sendable {
    var info: CheckInfo { get }
    /// Everything the check finds in one pack. The check must not assume anything about
    /// the pack beyond what `LintSubject` offers: files can be missing or hostile.
    func run(on subject: LintSubject) -> [Finding]
}

public struct CheckInfo: Sendable {
    /// `map.…`, `svg.…` or `pack.…`, lowercase words joined by hyphens.
    public let id: String
    public let severity: Severity
    /// One line, shown in `lint --list-checks` and as the SARIF rule's short description.
    public let summary: String
    /// Why a glyph artist should care, in a few sentences.
    public let rationale: String
    /// Examples are built when asked for (`explain`, the docs, the catalogue test), not
    /// when a check is made: every lint run makes the whole catalogue, and its examples
    /// are hundreds of strings put together.
    public var triggering: [CheckExample] { makeTriggering() }
    public var nonTriggering: [CheckExample] { makeNonTriggering() }
    private let makeTriggering: @Sendable () -> [CheckExample]
    private let makeNonTriggering: @Sendable () -> [CheckExample]

    public init(id: String, severity: Severity, summary: String, rationale: String,
                triggering: @autoclosure @escaping @Sendable () -> [CheckExample],
                nonTriggering: @autoclosure @escaping @Sendable () -> [CheckExample]) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        makeTriggering = triggering
        makeNonTriggering = nonTriggering
    }
}

/// A tiny pack that shows a check at work: a few files, by name, and the folder name
/// the pack sits in. Only the named files exist.
public struct CheckExample: Sendable {
    public let folderName: String
    public let files: [(name: String, content: String)]
    /// What the example shows, when the files alone don't say it.
    public let note: String?
    /// Entries that are not regular files: a subfolder, a link, a FIFO.
    public let otherEntries: [(name: String, kind: PackFileKind)]
    /// Entries of an archive outside the pack's folder, by their full name
    /// (`__MACOSX/example/._a.svg`): the example is then an archive.
    public let outside: [String]
    /// When set, the pack cannot be listed at all: an archive refused for this reason.
    public let refusal: ArchiveRefusal?
    /// Spaces appended to the first file when the pack is made: the size checks need
    /// files of megabytes, which are neither kept in memory nor printed by `explain`.
    public let trailingSpaces: Int

    public init(folderName: String = "example", _ files: [(name: String, content: String)], note: String? = nil,
                otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = [], refusal: ArchiveRefusal? = nil,
                trailingSpaces: Int = 0) {
        self.folderName = folderName
        self.files = files
        self.note = note
        self.otherEntries = otherEntries
        self.outside = outside
        self.refusal = refusal
        self.trailingSpaces = trailingSpaces
    }

    /// The files as the example pack holds them, trailing spaces included.
    public var materializedFiles: [(name: String, content: String)] {
        guard trailingSpaces > 0, let first = files.first else { return files }
        let spaces = String(unsafeUninitializedCapacity: trailingSpaces) { buffer in
            buffer.initialize(repeating: 0x20)
            return trailingSpaces
        }
        return [(first.name, first.content + spaces)] + files.dropFirst()
    }

    /// An example that is one letter map.
    public static func map(_ json: String, folderName: String = "example", note: String? = nil, also files: [(name: String, content: String)] = [],
                           otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = []) -> CheckExample {
        CheckExample(folderName: folderName, [(LetterMap.fileName, json)] + files, note: note, otherEntries: otherEntries, outside: outside)
    }

    /// An example that is one SVG file (named `glyph.svg` unless given).
    public static func svg(_ text: String, name: String = "glyph.svg", note: String? = nil, trailingSpaces: Int = 0) -> CheckExample {
        CheckExample([(name, text)], note: note, trailingSpaces: trailingSpaces)
    }
}
