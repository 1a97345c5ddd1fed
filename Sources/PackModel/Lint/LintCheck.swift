/// A lint check: one file under `Lint/Checks/`, with its id (a `CheckID` declared in the
/// same file), default severity, message codes, summary, rationale and examples. The
/// catalogue test runs every check on its own examples: each triggering example must
/// give exactly the findings it states (file, line, column, code), each non-triggering
/// one none.
public protocol LintCheck: Sendable {
    /// The message codes of the check's findings: an enum of kebab-case words, so a
    /// finding can only carry a code its check declares.
    associatedtype Code: MessageCode
    var info: CheckInfo { get }
    /// Everything the check finds in one pack. The check must not assume anything about
    /// the pack beyond what `LintSubject` offers: files can be missing or hostile.
    func run(on subject: LintSubject) -> [Finding<Code>]
    /// `run`'s findings as diagnostics; given by the extension below, never written by a
    /// check. A requirement so that the linter's call through `any LintCheck` reaches a
    /// copy compiled for the check's own type: called as an extension method, it ran
    /// generic, and looked up the metadata of `Finding<Code>` and `[Finding<Code>]` and
    /// the check's witness tables at every call (57 checks a pack, about 1,500
    /// instructions each).
    func diagnostics(on subject: LintSubject, fixHints: Bool) -> [Diagnostic]
}

/// A finding's stable code, declared by its check beside the words of its message (as
/// fontbakery's `Message("unacceptable", text)`): a few lowercase words joined by hyphens,
/// such as `too-large` or `missing-letter`, with no digits and no measurement, so it stays
/// the same when a file grows or moves. Baselines and SARIF fingerprints use it, never
/// the message's words.
///
///     enum Code: String, MessageCode {
///         case number
///         case notAString = "not-a-string"
///     }
public protocol MessageCode: RawRepresentable, CaseIterable, Sendable, Hashable where RawValue == String {}

extension LintCheck {
    /// Every code the check can give, in declaration order.
    public static var codes: [String] { Code.allCases.map(\.rawValue) }

    /// The check's findings in one pack, as diagnostics with the check's id and severity.
    public func diagnostics(on subject: LintSubject) -> [Diagnostic] {
        diagnostics(on: subject, fixHints: true)
    }

    public func diagnostics(on subject: LintSubject, fixHints: Bool) -> [Diagnostic] {
        let findings = run(on: subject)
        // A clean pack asks nothing of the subject's fixer.
        if findings.isEmpty { return [] }
        // The subject's answers are asked in place (a class holds the fixer): copying the
        // fixer out for every finding cost lint 0.1 M instructions over the exports.
        let fix = fixHints && subject.fix.fixer != nil ? subject.fix : nil
        let pack = subject.displayPath
        return findings.map { finding in
            let path = Self.path(of: finding, in: pack)
            // A hint names fix only where fix will make the change: never on a file fix
            // leaves alone (one lint refuses as unsafe or cannot read).
            guard let fix, finding.fixable, !(finding.file.map { subject.fixRefuses($0) } ?? false) else {
                return diagnostic(finding, pack: pack, path: path, resolution: nil)
            }
            return diagnostic(finding, pack: pack, path: path, resolution: fix.resolution(check: info.id, code: finding.code.rawValue, subject: finding.subject,
                                                                                         path: path, hint: finding.hint))
        }
    }

    /// One finding of this check as a diagnostic of a pack (as the user named it).
    /// A finding a rewrite of `packtool fix` resolves (`LintFixer.resolution`) gets a
    /// hint naming the command and `fixedBy`; with no fixer, none does.
    public func diagnostic(_ finding: Finding<Code>, pack: String, fixable: Bool = true, fixer: (any LintFixer)?) -> Diagnostic {
        let path = Self.path(of: finding, in: pack)
        let resolution = fixable && finding.fixable
            ? fixer?.resolution(check: info.id, code: finding.code.rawValue, subject: finding.subject, path: path, hint: finding.hint) : nil
        return diagnostic(finding, pack: pack, path: path, resolution: resolution)
    }

    /// Where a finding is, as the report names it: its file in the pack, or the pack.
    private static func path(of finding: Finding<Code>, in pack: String) -> String {
        finding.file.map { Linter.join(pack, $0) } ?? pack
    }

    /// The diagnostic, given what fix answered for it (nil: its hint does not name fix).
    private func diagnostic(_ finding: Finding<Code>, pack: String, path: String, resolution: (rewrite: FixRewrite, hint: String)?) -> Diagnostic {
        Diagnostic(checkID: info.id, code: finding.code.rawValue, subject: finding.subject, severity: info.severity, pack: pack,
                   path: path, file: finding.file, position: finding.position, message: finding.message,
                   hint: resolution?.hint ?? finding.hint, fixedBy: resolution?.rewrite)
    }
}

public struct CheckInfo: Sendable {
    public let id: CheckID
    public let severity: Severity
    /// The message codes the check's findings carry, in declaration order.
    public let codes: [String]
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

    /// `codes` is the check's `Code` enum; its cases are the codes listed.
    public init<Code: MessageCode>(id: CheckID, severity: Severity, codes: Code.Type, summary: String, rationale: String,
                                   triggering: @autoclosure @escaping @Sendable () -> [CheckExample],
                                   nonTriggering: @autoclosure @escaping @Sendable () -> [CheckExample]) {
        self.init(id: id, severity: severity, codes: Code.allCases.map(\.rawValue), summary: summary, rationale: rationale,
                  makeTriggering: triggering, makeNonTriggering: nonTriggering)
    }

    private init(id: CheckID, severity: Severity, codes: [String], summary: String, rationale: String,
                 makeTriggering: @escaping @Sendable () -> [CheckExample], makeNonTriggering: @escaping @Sendable () -> [CheckExample]) {
        self.id = id
        self.severity = severity
        self.codes = codes
        self.summary = summary
        self.rationale = rationale
        self.makeTriggering = makeTriggering
        self.makeNonTriggering = makeNonTriggering
    }

    /// The same check reporting with another severity (a configuration's setting).
    public func with(severity: Severity) -> CheckInfo {
        CheckInfo(id: id, severity: severity, codes: codes, summary: summary, rationale: rationale,
                  makeTriggering: makeTriggering, makeNonTriggering: makeNonTriggering)
    }
}

/// Where a triggering example says its check fires.
public struct ExpectedFinding: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file inside the example pack; nil for the pack itself.
    public let file: String?
    /// Where a `↓` marker stood in the file; nil for a finding about the whole file.
    public let position: SourcePosition?
    public let code: String

    public init(file: String?, position: SourcePosition?, code: String) {
        self.file = file
        self.position = position
        self.code = code
    }

    public static func < (lhs: ExpectedFinding, rhs: ExpectedFinding) -> Bool {
        (lhs.file ?? "", lhs.position?.line ?? 0, lhs.position?.column ?? 0, lhs.code)
            < (rhs.file ?? "", rhs.position?.line ?? 0, rhs.position?.column ?? 0, rhs.code)
    }

    /// `letter_map.json:5:20 number`, `a_old.svg unused`, `the pack refused`.
    public var description: String {
        let place = file.map { name in position.map { "\(name):\($0.line):\($0.column)" } ?? name } ?? "the pack"
        return "\(place) \(code)"
    }
}

/// A tiny pack that shows a check at work: a few files, by name, and the folder name
/// the pack sits in. Only the named files exist.
///
/// A triggering example says where its check fires: a `↓` in a file's text stands just
/// before the character a finding points at (it is removed when the pack is made), and
/// `fires` gives the code of each marker, in the order they appear (file by file).
/// Findings about a whole file or the pack, which have no position, are listed in
/// `unplaced`. The catalogue test compares the findings with exactly this list.
public struct CheckExample: Sendable {
    /// The character that marks where a finding points.
    public static let marker: Unicode.Scalar = "↓"

    public let folderName: String
    /// The files, markers removed.
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
    /// Every finding the check gives on this example, sorted; empty for a
    /// non-triggering example.
    public let expected: [ExpectedFinding]

    /// A non-triggering example: the check finds nothing here.
    public init(folderName: String = "example", _ files: [(name: String, content: String)], note: String? = nil,
                otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = [], refusal: ArchiveRefusal? = nil,
                trailingSpaces: Int = 0) {
        self.init(folderName: folderName, files, codes: [], unplaced: [], note: note, otherEntries: otherEntries,
                  outside: outside, refusal: refusal, trailingSpaces: trailingSpaces)
    }

    /// A triggering example: one code of `fires` for each `↓` in the files, in order,
    /// and the findings without a position (`nil` file: the pack itself) in `unplaced`.
    public init<Code: MessageCode>(folderName: String = "example", _ files: [(name: String, content: String)], fires: [Code] = [],
                                   unplaced: [(file: String?, code: Code)] = [], note: String? = nil,
                                   otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = [], refusal: ArchiveRefusal? = nil,
                                   trailingSpaces: Int = 0) {
        self.init(folderName: folderName, files, codes: fires.map(\.rawValue), unplaced: unplaced.map { ($0.file, $0.code.rawValue) },
                  note: note, otherEntries: otherEntries, outside: outside, refusal: refusal, trailingSpaces: trailingSpaces)
    }

    private init(folderName: String, _ files: [(name: String, content: String)], codes: [String], unplaced: [(file: String?, code: String)],
                 note: String?, otherEntries: [(name: String, kind: PackFileKind)], outside: [String], refusal: ArchiveRefusal?,
                 trailingSpaces: Int) {
        var stripped: [(name: String, content: String)] = []
        var places: [(file: String, position: SourcePosition)] = []
        for file in files {
            let (content, positions) = Self.removeMarkers(file.content)
            stripped.append((file.name, content))
            places += positions.map { (file.name, $0) }
        }
        var expected = zip(places, codes).map { ExpectedFinding(file: $0.file, position: $0.position, code: $1) }
        // A marker without a code, or a code without a marker, is a mistake in the
        // example: it shows up as an expected finding no check can give.
        expected += places.dropFirst(codes.count).map { ExpectedFinding(file: $0.file, position: $0.position, code: "(a marker without a code)") }
        expected += codes.dropFirst(places.count).map { ExpectedFinding(file: nil, position: nil, code: "\($0) (a code without a marker)") }
        expected += unplaced.map { ExpectedFinding(file: $0.file, position: nil, code: $0.code) }
        self.folderName = folderName
        self.files = stripped
        self.note = note
        self.otherEntries = otherEntries
        self.outside = outside
        self.refusal = refusal
        self.trailingSpaces = trailingSpaces
        self.expected = expected.sorted()
    }

    /// The text without its markers, and where each marker stood (line and column in
    /// Unicode scalars, as `SourcePosition` counts).
    static func removeMarkers(_ text: String) -> (String, [SourcePosition]) {
        guard text.unicodeScalars.contains(marker) else { return (text, []) }
        var result = String.UnicodeScalarView()
        var positions: [SourcePosition] = []
        var line = 1
        var column = 1
        for scalar in text.unicodeScalars {
            if scalar == marker {
                positions.append(SourcePosition(line: line, column: column))
                continue
            }
            result.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (String(result), positions)
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

    /// A non-triggering example that is one letter map, with other files if given.
    public static func map(_ json: String, folderName: String = "example", note: String? = nil, also files: [(name: String, content: String)] = [],
                           otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = []) -> CheckExample {
        CheckExample(folderName: folderName, [(LetterMap.fileName, json)] + files, note: note, otherEntries: otherEntries, outside: outside)
    }

    /// A triggering example that is one letter map (with other files if given): the
    /// check fires at each `↓` with the code `fires` gives in turn.
    public static func map<Code: MessageCode>(_ json: String, fires: Code..., unplaced: [(file: String?, code: Code)] = [],
                                              folderName: String = "example", note: String? = nil,
                                              also files: [(name: String, content: String)] = [],
                                              otherEntries: [(name: String, kind: PackFileKind)] = [], outside: [String] = []) -> CheckExample {
        CheckExample(folderName: folderName, [(LetterMap.fileName, json)] + files, fires: fires, unplaced: unplaced, note: note,
                     otherEntries: otherEntries, outside: outside)
    }

    /// A non-triggering example that is one SVG file (named `glyph.svg` unless given).
    public static func svg(_ text: String, name: String = "glyph.svg", note: String? = nil, trailingSpaces: Int = 0) -> CheckExample {
        CheckExample([(name, text)], note: note, trailingSpaces: trailingSpaces)
    }

    /// A triggering example that is one SVG file: the check fires at each `↓` with the
    /// code `fires` gives in turn, and on the file as a whole with each `unplaced` code.
    public static func svg<Code: MessageCode>(_ text: String, fires: Code..., unplaced: [Code] = [], name: String = "glyph.svg",
                                              note: String? = nil, trailingSpaces: Int = 0) -> CheckExample {
        CheckExample([(name, text)], fires: fires, unplaced: unplaced.map { (name, $0) }, note: note, trailingSpaces: trailingSpaces)
    }
}

extension MemoryPackFiles {
    /// The pack a check's example describes: its files (markers removed), its other
    /// entries, what lies outside its folder and the refusal it stands for. Declared
    /// here, with the example: Pack/ knows nothing of lint's checks.
    public init(example: CheckExample) {
        var files: [String: [UInt8]] = [:]
        for file in example.materializedFiles { files[file.name] = Array(file.content.utf8) }
        var others: [String: PackFileKind] = [:]
        for entry in example.otherEntries { others[entry.name] = entry.kind }
        self.init(folderName: example.folderName, files: files, otherEntries: others, outside: example.outside, refusal: example.refusal)
    }
}
