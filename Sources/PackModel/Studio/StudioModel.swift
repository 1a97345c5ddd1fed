import Foundation

/// What `packtool studio` shows, as values: the packs of the picker, the verdict on a
/// phrase as it is typed, the result of Go, and a pack's specimen and lint findings.
/// The HTTP server only turns these into JSON and glyph documents; every rule comes
/// from where the other commands take it (`PhraseValidator` and `PhraseEncoder` for
/// phrases, `SpecText` for the app's words, `PackCatalog` and `GlyphResolver` for the
/// tiers, `SafeGlyph` for what of a glyph is shown, the linter for findings).
public struct StudioWorkspace: Sendable {
    /// The pack named on the command line.
    public enum Opened: Sendable, Hashable {
        /// A pack name, read through the tiers as the app does.
        case named(String)
        /// A pack folder given by its path, read alone.
        case folder(URL, displayPath: String)
    }

    public let roots: PackRoots
    public let opened: Opened
    public let workingDirectory: URL
    public let policy: PackPolicy
    public let box: GlyphBox

    /// The id of a pack given by its path (a pack name never starts with `.`).
    public static let openedID = ".opened"

    /// The id of the pack the page opens on: its name for a pack of the tiers, also when
    /// it was given by the path of the folder the app would read (listed once, by name);
    /// `openedID` for any other folder.
    public let openedPackID: String

    public init(roots: PackRoots, opened: Opened, workingDirectory: URL, policy: PackPolicy = .standard, box: GlyphBox = .standard) {
        self.roots = roots
        self.opened = opened
        self.workingDirectory = workingDirectory
        self.policy = policy
        self.box = box
        switch opened {
        case .named(let name):
            openedPackID = name
        case .folder(let folder, _):
            let packs = PackCatalog(roots: roots, policy: policy).discover()
            let path = folder.standardizedFileURL.resolvingSymlinksInPath().path
            // The folder the app reads for a name: documents first.
            let read = packs.filter { pack in !packs.contains { $0.name == pack.name && $0.tier == .documents && pack.tier == .bundle } }
            openedPackID = read.first { $0.folder.standardizedFileURL.resolvingSymlinksInPath().path == path }?.name ?? Self.openedID
        }
    }

    var catalog: PackCatalog { PackCatalog(roots: roots, policy: policy) }

    // MARK: The picker

    /// Every pack of both tiers, once per name (the one the app loads: documents first),
    /// sorted by name, plus the pack given by its path. A `coming_soon` pack is listed and
    /// not selectable, as in the app; the pack the studio was opened on is the exception,
    /// since it is the one being drawn.
    public func choices() -> [StudioPackChoice] {
        var seen: Set<String> = []
        var choices: [StudioPackChoice] = []
        let openedID = openedPackID
        for pack in catalog.discover() where !seen.contains(pack.name) {
            seen.insert(pack.name)
            let status = pack.status
            choices.append(StudioPackChoice(id: pack.name, name: pack.name, displayName: pack.displayName ?? pack.name,
                                            status: status?.rawValue, tier: pack.tier.rawValue,
                                            selectable: status != .comingSoon || pack.name == openedID, opened: pack.name == openedID))
        }
        if openedID == Self.openedID, case .folder(let folder, let displayPath) = opened {
            let map = try? LetterMap(in: FolderPackFiles(folder: folder, displayPath: displayPath), policy: policy)
            choices.insert(StudioPackChoice(id: Self.openedID, name: map?.glyphSet ?? folder.lastPathComponent,
                                            displayName: map?.displayName ?? folder.lastPathComponent, status: map?.status.rawValue,
                                            tier: Tier.path.rawValue, selectable: true, opened: true), at: 0)
        } else if case .named(let name) = opened, !seen.contains(name) {
            // A name no tier has: the page shows the app's error state for it.
            choices.insert(StudioPackChoice(id: name, name: name, displayName: name, status: nil, tier: Tier.documents.rawValue,
                                            selectable: true, opened: true), at: 0)
        }
        return choices
    }

    /// The pack an id of `choices()` names; nil for any other id. Ids are looked up,
    /// never used as paths.
    public func pack(id: String) -> StudioPack? {
        pack(id: id, in: choices())
    }

    func pack(id: String, in choices: [StudioPackChoice]) -> StudioPack? {
        if id == Self.openedID, case .folder(let folder, let displayPath) = opened, openedPackID == Self.openedID {
            return StudioPack(id: id, workspace: self, source: .folder(FolderPackFiles(folder: folder, displayPath: displayPath)))
        }
        guard PackName.isSafe(id), choices.contains(where: { $0.id == id }) else { return nil }
        return StudioPack(id: id, workspace: self, source: .named(id))
    }

    // MARK: Watching

    /// A digest of every file the studio shows: each pack's folders in every tier (names,
    /// kinds, sizes and bytes), the opened folder and the lint configuration. It changes
    /// when anything the page shows could change. One look, reading everything; the
    /// studio's watcher keeps a `StudioWatch` to read only what changed.
    public func fingerprint() -> String {
        var watch = StudioWatch(workspace: self)
        return watch.look()
    }

    // MARK: Phrases

    /// The verdict on a phrase as it is typed: what the Go button and the inline error
    /// show. The rule is `PhraseValidator`'s, the words `SpecText`'s.
    public static func check(_ input: String) -> StudioPhraseCheck {
        do {
            let phrase = try PhraseValidator.validate(input)
            return StudioPhraseCheck(lowercased: phrase, problem: nil, message: nil, goEnabled: true)
        } catch {
            return StudioPhraseCheck(lowercased: input.lowercased(), problem: StudioPhraseCheck.name(of: error),
                                     message: error == .empty ? nil : error.description, goEnabled: false)
        }
    }
}

/// One entry of the picker.
public struct StudioPackChoice: Sendable, Hashable, Codable {
    /// What the page sends back to name this pack.
    public let id: String
    public let name: String
    public let displayName: String
    /// `available`, `coming_soon`, or nil when the map cannot be loaded.
    public let status: String?
    /// Where the pack's map is: documents, bundle, or path.
    public let tier: String
    public let selectable: Bool
    /// The pack the studio was opened on.
    public let opened: Bool
}

/// What the page shows under the text field while the artist types.
public struct StudioPhraseCheck: Sendable, Hashable, Codable {
    /// The input lowercased, as the app shows it.
    public let lowercased: String
    /// `empty`, `invalidCharacters`, `characterLimitExceeded`, or nil.
    public let problem: String?
    /// The inline error in the spec's words; nil when there is none (an empty phrase
    /// only disables Go).
    public let message: String?
    public let goEnabled: Bool

    static func name(of problem: PhraseProblem) -> String {
        switch problem {
        case .empty: "empty"
        case .invalidCharacters: "invalidCharacters"
        case .characterLimitExceeded: "characterLimitExceeded"
        }
    }
}

/// One pack as the studio shows it: loaded afresh for each question, so a save on disk
/// is seen at the next one.
public struct StudioPack: Sendable {
    enum Source: Sendable {
        case named(String)
        case folder(FolderPackFiles)
    }

    public let id: String
    let workspace: StudioWorkspace
    let source: Source

    /// How the pack is named before its map is read (and when it cannot be).
    var label: String {
        switch source {
        case .named(let name): name
        case .folder(let files): files.folderName
        }
    }

    /// The pack through its tiers (or alone, for a path), or the app's error state.
    public func load() -> Result<LoadedPack, PackLoadError> {
        switch source {
        case .named(let name): Result { () throws(PackLoadError) in try workspace.catalog.load(name) }
        case .folder(let files): Result { () throws(PackLoadError) in try PackCatalog.load(files, policy: workspace.policy) }
        }
    }

    /// The one folder lint reads, as `packtool lint` finds it for the same word.
    public var lintedFiles: (any PackFiles)? {
        switch source {
        case .folder(let files):
            return files
        case .named(let name):
            let locator = PackLocator(workingDirectory: workspace.workingDirectory, roots: workspace.roots)
            guard let located = try? locator.locate(name), located.tier != nil else { return nil }
            return located.files(policy: workspace.policy)
        }
    }

    /// What Go shows for a phrase.
    public func result(for input: String) -> StudioResult {
        let pack: LoadedPack
        switch load() {
        case .failure(let error):
            return StudioResult(outcome: .loadError, message: error.message, detail: error.detail)
        case .success(let loaded):
            pack = loaded
        }
        let encoded: EncodedPhrase
        do {
            encoded = try pack.encoder.encode(input)
        } catch {
            switch error {
            case .phrase(let problem):
                return StudioResult(outcome: .inputError, problem: StudioPhraseCheck.name(of: problem),
                                    message: problem == .empty ? nil : problem.description)
            case .configuration(let missing):
                return StudioResult(outcome: .configurationError, message: missing.description,
                                    detail: "\(pack.mapPath) has no letter '\(missing.letter)'; add it to \"letters\"")
            }
        }
        let resolver = GlyphResolver(pack: pack)
        let items: [StudioItem] = encoded.items.map { item in
            switch item {
            case .gap:
                return StudioItem(kind: .gap)
            case .glyph(let letter, let entry):
                let glyph = resolver.glyph(for: letter, entry: entry)
                return StudioItem(kind: .glyph, letter: String(letter), code: entry.code, tier: glyph.tier.rawValue)
            }
        }
        return StudioResult(outcome: .result, phrase: encoded.phrase, digitLine: encoded.digitLine, items: items)
    }

    /// The pack's specimen and lint findings, and whether its map loads.
    public func state(version: String) -> StudioPackState {
        let loaded = load()
        var specimen: [StudioGlyphInfo] = []
        var map: LetterMap?
        var loadError: StudioLoadError?
        var name = label
        var displayName = label
        var status: String?
        switch loaded {
        case .success(let pack):
            map = pack.map
            name = pack.name
            displayName = pack.map.displayName
            status = pack.map.status.rawValue
            let resolver = GlyphResolver(pack: pack)
            specimen = resolver.allGlyphs().map { glyph in
                let safe = SafeGlyph(glyph, box: workspace.box)
                return StudioGlyphInfo(letter: String(glyph.letter), code: glyph.entry.code, glyphFile: glyph.entry.glyphFile,
                                       tier: glyph.tier.rawValue, path: glyph.path, problem: glyph.problem, omitted: safe.omitted)
            }
        case .failure(let error):
            loadError = StudioLoadError(message: error.message, detail: error.detail)
        }
        var findings: [StudioFinding] = []
        var linted: String?
        var lintProblem: String?
        if let files = lintedFiles {
            linted = files.displayPath
            switch lint() {
            case .success(let report):
                findings = report.diagnostics.map { StudioFinding($0, letters: Self.letters(of: $0, map: map)) }
                if !report.excludedPacks.isEmpty {
                    lintProblem = "not linted: the lint configuration excludes \(report.excludedPacks.joined(separator: ", "))"
                }
            case .failure(let error):
                lintProblem = Self.describe(error)
            }
        }
        return StudioPackState(id: id, version: version, name: name, displayName: displayName, status: status,
                               box: StudioBox(workspace.box),
                               loadError: loadError, specimen: specimen, lintedPath: linted, findings: findings, lintProblem: lintProblem)
    }

    /// `packtool lint` on this pack, run from the studio's working folder: the same
    /// `LintRun`, so the same configuration (`.packtool.json`, searched upward from there)
    /// and the same verdict.
    public func lint() -> Result<LintReport, LintRunError> {
        let target: String
        switch source {
        case .folder(let files): target = files.folder.path
        case .named(let name): target = name
        }
        let roots = workspace.roots
        let run = LintRun(targets: [target], workingDirectory: workspace.workingDirectory, configuration: .search, roots: { roots })
        return Result { () throws(LintRunError) in try run.run().report }
    }

    static func describe(_ error: LintRunError) -> String {
        switch error {
        case .configuration(let problem): "not linted: bad configuration: \(problem.description) (\(problem.hint))"
        case .baseline(let problem): "not linted: bad baseline: \(problem.description)"
        case .locator(let problem): "not linted: \(problem)"
        case .bundleRootUnreadable(let root), .bundleRootEmpty(let root): "not linted: no pack in \(root.path)"
        case .cannotWriteBaseline(let file, _): "not linted: cannot write \(file.path)"
        }
    }

    /// The letters a finding is about: those whose glyph file it names, or the letter
    /// of its key in the map (`letters.p.code`).
    static func letters(of diagnostic: Diagnostic, map: LetterMap?) -> [String] {
        if let file = diagnostic.file, file != LetterMap.fileName, let map {
            return map.sortedLetters.filter { $0.entry.glyphFile == file }.map(\.letter)
        }
        if diagnostic.file == LetterMap.fileName, let subject = diagnostic.subject {
            let parts = subject.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
            if parts.count >= 2, parts[0] == Substring(LetterMapKeys.letters.name), LetterMapKeys.letterNames.contains(String(parts[1])) {
                return [String(parts[1])]
            }
        }
        return []
    }

    /// One letter's glyph as a standalone SVG document, reduced to the supported profile
    /// as `preview` embeds it, fitted into the uniform box; nil for a letter the map lacks
    /// or a map that does not load.
    public func glyphDocument(letter: String) -> String? {
        guard letter.count == 1, let character = letter.first, PhraseValidator.isAllowed(character), character != " ",
              case .success(let pack) = load(), let entry = pack.map.entry(for: character) else { return nil }
        let glyph = GlyphResolver(pack: pack).glyph(for: character, entry: entry)
        return SafeGlyph(glyph, box: workspace.box).standaloneDocument(box: workspace.box, idPrefix: "g-")
    }
}

/// What Go produced.
public struct StudioResult: Sendable, Hashable, Codable {
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The three lines.
        case result
        /// The phrase is refused: the inline error, no result.
        case inputError
        /// The pack lacks a letter of the phrase: "No mapping found for 'x'".
        case configurationError
        /// No tier has a loadable `letter_map.json`: the full-screen error state.
        case loadError
    }

    public let outcome: Outcome
    public var problem: String?
    public var message: String?
    public var detail: String?
    public var phrase: String?
    public var digitLine: String?
    public var items: [StudioItem]

    public init(outcome: Outcome, problem: String? = nil, message: String? = nil, detail: String? = nil, phrase: String? = nil,
                digitLine: String? = nil, items: [StudioItem] = []) {
        self.outcome = outcome
        self.problem = problem
        self.message = message
        self.detail = detail
        self.phrase = phrase
        self.digitLine = digitLine
        self.items = items
    }
}

/// One position of rows 2 and 3: a glyph or a space's gap.
public struct StudioItem: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable { case glyph, gap }
    public let kind: Kind
    public var letter: String?
    public var code: String?
    public var tier: String?

    public init(kind: Kind, letter: String? = nil, code: String? = nil, tier: String? = nil) {
        self.kind = kind
        self.letter = letter
        self.code = code
        self.tier = tier
    }
}

/// The uniform glyph box, and the gap a space leaves (as `preview` draws them).
public struct StudioBox: Sendable, Hashable, Codable {
    public let width: Double
    public let height: Double
    public let gap: Double

    init(_ box: GlyphBox) {
        width = box.width
        height = box.height
        gap = PreviewMetrics.gapWidth(for: box)
    }
}

public struct StudioLoadError: Sendable, Hashable, Codable {
    /// The spec's words: "Could not load glyph configuration. Check letter_map.json."
    public let message: String
    /// What is wrong, tier by tier.
    public let detail: String
}

/// One letter of the specimen.
public struct StudioGlyphInfo: Sendable, Hashable, Codable {
    public let letter: String
    public let code: String
    public let glyphFile: String
    public let tier: String
    public let path: String?
    public let problem: String?
    public let omitted: [String]
}

/// One lint finding, with the letters it is about.
public struct StudioFinding: Sendable, Hashable, Codable {
    public let check: String
    public let code: String
    public let severity: String
    public let message: String
    public let hint: String?
    public let file: String?
    public let line: Int?
    public let column: Int?
    public let letters: [String]

    init(_ diagnostic: Diagnostic, letters: [String]) {
        check = diagnostic.checkID.rawValue
        code = diagnostic.code
        severity = diagnostic.severity.rawValue
        message = diagnostic.message
        hint = diagnostic.hint
        file = diagnostic.file
        line = diagnostic.position?.line
        column = diagnostic.position?.column
        self.letters = letters
    }
}

/// Everything the page shows about one pack besides a result.
public struct StudioPackState: Sendable, Hashable, Codable {
    public let id: String
    public let version: String
    public let name: String
    public let displayName: String
    public let status: String?
    public let box: StudioBox
    public let loadError: StudioLoadError?
    public let specimen: [StudioGlyphInfo]
    /// The folder the findings are about.
    public let lintedPath: String?
    public let findings: [StudioFinding]
    /// Why lint did not run as `packtool lint` would (a bad `.packtool.json`, the pack
    /// excluded by it); nil when it did.
    public var lintProblem: String? = nil
}

extension SafeGlyph {
    /// The glyph alone as an SVG file: the box, and the glyph's own viewBox fitted into it
    /// (uniform scale, centred, never cropped or stretched).
    public func standaloneDocument(box: GlyphBox, idPrefix: String) -> String {
        let width = Markup.number(box.width)
        let height = Markup.number(box.height)
        let inner = Markup.element("svg", [("width", width), ("height", height), ("viewBox", viewBox.description),
                                           ("preserveAspectRatio", "xMidYMid meet")], content: markup(idPrefix: idPrefix))
        return Markup.element("svg", [("xmlns", SVGDocument.svgNamespace), ("width", width), ("height", height),
                                      ("viewBox", "0 0 \(width) \(height)")], content: inner) + "\n"
    }
}
