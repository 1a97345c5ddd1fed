import Foundation

/// Turns a word from the command line into a pack, the same way for every command
/// (`lint`, `zip`, `preview`, `encode`, `install`, `--pack`):
///
/// 1. **A path** is a word with a `/`, one starting with `~` or `.`, one ending in
///    `.zip`, or one that cannot be a pack name: a folder is that pack folder; a `.zip`
///    file is an archive (for the commands that read archives); a file inside a pack
///    folder means that folder (`lint`, as a pre-commit hook passes files).
/// 2. **A pack name** is any other word, looked up as the app does: the documents tier,
///    then the bundle tier. When a folder of that name is also in the current folder,
///    or (for a command that reads one folder) the bundle's pack is hidden by an
///    installed one, the command says which it used and how to pick the other.
/// 3. For a command that installs packs by name (`install`), a name neither tier has
///    is looked up in the **catalogue tier**: the trusted catalogues, each verified (see
///    `CatalogueVerifier`), in the order they were added; the first that lists it wins.
///    A local pack always wins over a catalogue's: a catalogue never changes what a name
///    already means on this machine. The catalogues are fetched only when the tiers
///    hold no such pack.
/// 4. A name no tier (and no catalogue) has, but which is a folder in the current
///    folder, is that folder.
public struct PackLocator: Sendable {
    /// What a command accepts besides a pack folder.
    public struct Accepts: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A pack `.zip`.
        public static let archive = Accepts(rawValue: 1)
        /// A file inside a pack folder, meaning that folder.
        public static let fileInPack = Accepts(rawValue: 2)
        /// A pack a trusted catalogue lists (rule 3), for a locator given a catalogue lookup.
        public static let catalogue = Accepts(rawValue: 4)
    }

    /// The catalogue tier: the pack of that name in the trusted catalogues (verified), or
    /// nil, in the locator's own terms (`CatalogueAnswer`, `CatalogueLookupFailure`). The
    /// front end supplies it (Distribution's `CatalogueTier.lookup`, `CatalogueClient.find`
    /// over its transport), and keeps what it needs to install what was found.
    public typealias CatalogueLookup = @Sendable (String) throws(CatalogueLookupFailure) -> CatalogueAnswer?

    public let workingDirectory: URL
    /// The tiers, worked out only for a word that is a pack name: finding them
    /// (environment, home folder, the executable's location) costs more than linting a
    /// pack, and paths, as CI and hooks pass them, never need them.
    private let roots: @Sendable () -> PackRoots
    private let catalogues: CatalogueLookup?

    public init(workingDirectory: URL, roots: @escaping @Sendable () -> PackRoots, catalogues: CatalogueLookup? = nil) {
        self.workingDirectory = workingDirectory
        self.roots = roots
        self.catalogues = catalogues
    }

    public init(workingDirectory: URL, roots: PackRoots) {
        self.init(workingDirectory: workingDirectory, roots: { roots })
    }

    /// Where a located pack is.
    public enum Place: Sendable, Hashable {
        case folder(URL)
        case archive(URL)
        /// A pack a trusted catalogue lists; not downloaded yet.
        case catalogue(CatalogueAnswer)
    }

    /// A pack a word named.
    public struct Located: Sendable {
        /// The word as given.
        public let word: String
        public let place: Place
        /// How reports name the pack: the path as typed, or the folder found for a name
        /// relative to the working directory.
        public let displayPath: String
        /// For a pack found by name, the tier its folder is in; nil for a path.
        public let tier: Tier?
        /// What the command should tell the user: which folder it used when the word
        /// could mean another, and how to pick that one.
        public let notes: [String]

        /// The pack's files, through the one seam. A catalogue's pack has none before it
        /// is downloaded and verified (`CatalogueClient.install`): an empty pack here.
        public func files(policy: PackPolicy = .standard) -> any PackFiles {
            switch place {
            case .folder(let url): FolderPackFiles(folder: url, displayPath: displayPath)
            case .archive(let url): ArchivePackFiles(url: url, displayPath: displayPath, policy: policy)
            case .catalogue(let answer): MemoryPackFiles(folderName: answer.name, files: [:], displayPath: displayPath)
            }
        }

        /// The folder, for a pack that is one.
        public var folder: URL? {
            if case .folder(let url) = place { return url }
            return nil
        }
    }

    /// Whether the word is a path rather than a pack name (rule 1).
    public static func isPath(_ word: String) -> Bool {
        word.contains("/") || word.hasPrefix("~") || word.hasPrefix(".") || word.lowercased().hasSuffix(".zip") || !PackName.isSafe(word)
    }

    /// The pack a word names. `oneFolder` is true for the commands that read one folder
    /// (lint, zip, install): they say so when an installed pack hides a bundled one.
    /// Commands that read a pack file by file through the tiers (preview, encode) get
    /// no such note: they use both, as the app does.
    public func locate(_ word: String, accepting: Accepts = [], oneFolder: Bool = true) throws(PackLocatorError) -> Located {
        guard !word.isEmpty else { throw .empty }
        let here = fileURL(word)
        var isDirectory: ObjCBool = false
        let existsHere = FileManager.default.fileExists(atPath: here.path, isDirectory: &isDirectory)
        if Self.isPath(word) {
            guard existsHere else { throw .noSuchPath(word) }
            if isDirectory.boolValue { return Located(word: word, place: .folder(here), displayPath: Self.trimmed(word), tier: nil, notes: []) }
            if here.pathExtension.lowercased() == "zip" {
                guard accepting.contains(.archive) else { throw .archiveNotAccepted(word) }
                return Located(word: word, place: .archive(here), displayPath: word, tier: nil, notes: [])
            }
            guard accepting.contains(.fileInPack) else { throw .notAPack(word) }
            let parent = here.deletingLastPathComponent()
            return Located(word: word, place: .folder(parent), displayPath: LintPaths.display(parent.path, base: workingDirectory, cwd: workingDirectory),
                           tier: nil, notes: [])
        }

        let roots = roots()
        var found: [(tier: Tier, folder: URL)] = []
        for tier in [Tier.documents, .bundle] {
            guard let folder = roots.folder(of: word, in: tier) else { continue }
            var folderIsDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path, isDirectory: &folderIsDirectory), folderIsDirectory.boolValue {
                found.append((tier, folder))
            }
        }
        guard let first = found.first else {
            // Rule 3: the trusted catalogues.
            if accepting.contains(.catalogue), let catalogues {
                let answer: CatalogueAnswer?
                do { answer = try catalogues(word) } catch { throw .catalogue(error) }
                if let answer {
                    var notes: [String] = []
                    if existsHere && isDirectory.boolValue {
                        notes.append("'\(word)' is the pack \(word) of the trusted catalogue \(answer.catalogue), not the folder ./\(word) here; write ./\(word) to use that folder")
                    }
                    return Located(word: word, place: .catalogue(answer), displayPath: answer.archiveURL, tier: nil, notes: notes)
                }
            }
            // Rule 4: no tier has it, but it is a folder here.
            if existsHere && isDirectory.boolValue {
                return Located(word: word, place: .folder(here), displayPath: word, tier: nil, notes: [])
            }
            throw .noPackNamed(word, search: PackSearch(word: word, roots: roots))
        }
        let shown = LintPaths.display(first.folder.path, base: workingDirectory, cwd: workingDirectory)
        var notes: [String] = []
        if oneFolder, found.count > 1 {
            let other = LintPaths.display(found[1].folder.path, base: workingDirectory, cwd: workingDirectory)
            notes.append("'\(word)' is the installed pack \(shown), which overrides the bundled one; give the path \(Self.pathForm(other)) to use the bundled \(other)")
        }
        if existsHere && isDirectory.boolValue && here.standardizedFileURL.path != first.folder.standardizedFileURL.path {
            notes.append("'\(word)' is the pack named \(word) in the \(first.tier) tier (\(shown)), not the folder ./\(word) here; write ./\(word) to use that folder")
        }
        return Located(word: word, place: .folder(first.folder), displayPath: shown, tier: first.tier, notes: notes)
    }

    /// A path as typed (relative to the working directory, `~` expanded) as an absolute file URL.
    public func fileURL(_ path: String) -> URL {
        LintPaths.fileURL(path, cwd: workingDirectory)
    }

    /// A relative path written so that packtool reads it as a path: `./x` for a bare name.
    static func pathForm(_ path: String) -> String {
        path.contains("/") ? path : "./" + path
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// What the catalogue tier answered for a name (rule 3), in the locator's terms: the pack
/// a trusted catalogue lists, where its archive is and which catalogue lists it. The
/// lookup (Distribution's `CatalogueTier`) makes it and keeps the verified match behind
/// it, which is what installs the pack (`CatalogueTier.match(for:)`).
public struct CatalogueAnswer: Sendable, Hashable {
    /// The pack's name, as the catalogue lists it.
    public let name: String
    /// The archive's absolute URL.
    public let archiveURL: String
    /// The catalogue's URL.
    public let catalogue: String

    public init(name: String, archiveURL: String, catalogue: String) {
        self.name = name
        self.archiveURL = archiveURL
        self.catalogue = catalogue
    }
}

/// Why the catalogue tier could not answer: a trusted catalogue failed verification (or
/// could not be fetched), in the lookup's words. The lookup keeps its own reason
/// (Distribution's `CatalogueRefusal`, `CatalogueTier.refusal(for:)`).
public struct CatalogueLookupFailure: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// Where a pack name was looked for and not found: each tier's folder (and whether it
/// exists), and the closest name a tier does hold. The one answer to "no such pack",
/// whichever command was given the name.
public struct PackSearch: Sendable, Equatable {
    public struct Place: Sendable, Equatable {
        public let tier: Tier
        /// The tier's GlyphSets folder.
        public let folder: URL
        public let exists: Bool

        public init(tier: Tier, folder: URL, exists: Bool) {
            self.tier = tier
            self.folder = folder
            self.exists = exists
        }
    }

    /// The tiers in the order they were searched: documents, then bundle.
    public let places: [Place]
    /// A pack name a tier holds that is a plausible slip for the word (`Suggestion`).
    public let suggestion: String?

    public init(places: [Place], suggestion: String?) {
        self.places = places
        self.suggestion = suggestion
    }

    /// Looks at both tiers for the names they hold.
    public init(word: String, roots: PackRoots) {
        var places: [Place] = []
        var names: [String] = []
        for tier in [Tier.documents, .bundle] {
            guard let folder = roots.glyphSetsRoot(tier) else { continue }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) && isDirectory.boolValue
            places.append(Place(tier: tier, folder: folder, exists: exists))
            if exists, let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) {
                names += entries.filter(PackName.isSafe).sorted()
            }
        }
        self.init(places: places, suggestion: Suggestion.closest(to: word, in: names))
    }

    /// The bundle tier's folder does not exist: packtool runs away from the packs it
    /// ships (outside the repository, or installed without its share/ folder).
    public var shippedPacksMissing: Bool {
        places.contains { $0.tier == .bundle && !$0.exists }
    }

    /// What to do when the shipped packs are not found, whichever command noticed.
    public static let shippedPacksHint = "the shipped packs (classic, no_zero) are not where packtool looks: give --bundle DIR (a GlyphSets folder), "
        + "set $DIGITFLIP_BUNDLE, or install packtool with its packs (README, Installing packtool); "
        + "`packtool list` shows the packs packtool finds"

    /// One line per tier: "documents: /x/GlyphSets (no such folder)".
    public var searched: String {
        places.map { "\($0.tier): \($0.folder.path)\($0.exists ? "" : " (no such folder)")" }.joined(separator: "\n")
    }
}

/// Why a word names no pack.
public enum PackLocatorError: Error, Sendable, Equatable, CustomStringConvertible {
    case empty
    /// A path that does not exist.
    case noSuchPath(String)
    /// A pack name no tier holds a folder of (and no folder of that name is here).
    case noPackNamed(String, search: PackSearch)
    /// A `.zip` given to a command that reads folders only.
    case archiveNotAccepted(String)
    /// A file that is neither a pack folder nor an archive.
    case notAPack(String)
    /// The catalogue tier was asked and a trusted catalogue failed verification (or
    /// could not be fetched): the name is not resolved past a catalogue that failed.
    case catalogue(CatalogueLookupFailure)

    public var description: String {
        switch self {
        case .noPackNamed: ([message] + (detail.map { [$0] } ?? [])).joined(separator: "\n")
        default: message
        }
    }

    /// The first line: what went wrong.
    public var message: String {
        switch self {
        case .empty: "the pack is empty"
        case .noSuchPath(let path): "\(path): no such file or folder"
        case .noPackNamed(let name, let search):
            search.suggestion.map { "no pack named '\(name)'; did you mean '\($0)'?" }
                ?? (search.shippedPacksMissing ? "no pack named '\(name)': the shipped packs were not found" : "no pack named '\(name)'")
        case .archiveNotAccepted(let path): "\(path) is an archive; this command takes a pack folder or a pack name"
        case .notAPack(let path): "\(path) is a file, not a pack folder or a .zip"
        case .catalogue(let failure): failure.description
        }
    }

    /// Where packtool looked, when that helps.
    public var detail: String? {
        switch self {
        case .noPackNamed(let name, let search):
            "looked in the tiers, in order:\n\(search.searched)\nand found no folder ./\(name) here"
                + (search.shippedPacksMissing && search.suggestion != nil ? "\nthe shipped packs were not found either" : "")
        default: nil
        }
    }

    /// What to do about it.
    public var hint: String {
        switch self {
        case .noPackNamed(_, let search) where search.shippedPacksMissing:
PackSearch.shippedPacksHint
        case .noPackNamed:
            "run `packtool list` to see the packs packtool finds, or give the pack folder's path (./NAME)"
        case .empty: "give a pack folder (e.g. ./my_pack) or a name from `packtool list`"
        case .noSuchPath: "give a pack folder, a .zip or a pack name (`packtool --help`, FINDING A PACK)"
        case .archiveNotAccepted(let path): "unzip it first, or `packtool lint \(path)` to check it as it is"
        case .notAPack: "give the folder that holds letter_map.json"
        case .catalogue: ""
        }
    }
}
