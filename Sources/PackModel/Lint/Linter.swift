/// Runs checks over packs and turns their findings into diagnostics.
public struct Linter: Sendable {
    public let checks: [any LintCheck]
    /// The limits packs are judged by.
    public let policy: PackPolicy
    /// What lint asks of `packtool fix` to keep its hints' promises (see `LintFixer`);
    /// nil names fix in no hint and reads every file as written (the letter-map gate).
    public let fixer: (any LintFixer)?

    /// The fixer is always handed in: `Linter(checks:policy:)`, declared in `Fix/`,
    /// hands in `SVGFixer()`.
    public init(checks: [any LintCheck] = CheckCatalogue.all, policy: PackPolicy = .standard, fixer: (any LintFixer)?) {
        self.checks = checks
        self.policy = policy
        self.fixer = fixer
    }

    /// The checks of a profile, with a configuration applied as the profile allows.
    public init(profile: LintProfile, configuration: LintConfiguration = LintConfiguration(), policy: PackPolicy = .standard,
                fixer: (any LintFixer)?) {
        self.init(checks: profile.checks(configuration: configuration), policy: policy, fixer: fixer)
    }

    /// Lints one pack: reads it once, runs every check, sorts the diagnostics by file,
    /// position and check id.
    public func lint(_ files: any PackFiles) -> [Diagnostic] {
        run(files).diagnostics
    }

    /// Lints one pack and says how much of it was seen. The pack's parsed files are
    /// dropped when this returns; only the diagnostics are kept.
    public func run(_ files: any PackFiles) -> PackLintResult {
        judge(files).result
    }

    /// Lints one pack and keeps what was read (for a gate, which then writes those bytes).
    func judge(_ files: any PackFiles) -> (result: PackLintResult, subject: LintSubject) {
        let subject = LintSubject(source: files, policy: policy, fixer: fixer)
        let result = PackLintResult(pack: subject.displayPath, fileCount: subject.entryCount,
                                    listingError: subject.listingError, diagnostics: diagnostics(of: subject))
        return (result, subject)
    }

    /// Every check's diagnostics on one subject, sorted.
    func diagnostics(of subject: LintSubject) -> [Diagnostic] {
        checks.flatMap { $0.diagnostics(on: subject) }.sorted(by: Self.order)
    }

    static func join(_ folder: String, _ file: String) -> String {
        folder.isEmpty ? file : folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }

    static func order(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.path, lhs.position?.line ?? 0, lhs.position?.column ?? 0, lhs.checkID.rawValue, lhs.message)
        let right = (rhs.path, rhs.position?.line ?? 0, rhs.position?.column ?? 0, rhs.checkID.rawValue, rhs.message)
        return left < right
    }
}

/// What linting one pack produced.
public struct PackLintResult: Sendable {
    /// The pack as the user named it.
    public let pack: String
    /// How many entries the pack folder or archive holds.
    public let fileCount: Int
    /// Why the pack could not be listed (also reported as a `pack.readable` diagnostic).
    public let listingError: PackReadError?
    public var diagnostics: [Diagnostic]

    public init(pack: String, fileCount: Int, listingError: PackReadError?, diagnostics: [Diagnostic]) {
        self.pack = pack
        self.fileCount = fileCount
        self.listingError = listingError
        self.diagnostics = diagnostics
    }
}

/// Every check, in the order `--list-checks` shows them. Adding a check means adding
/// its file under `Lint/Checks/` and one line here; the catalogue test fails until the
/// line is there, and runs the check on its examples.
public enum CheckCatalogue {
    public static let all: [any LintCheck] = [
        PackReadableCheck(),
        MapMissingCheck(),
        MapReadableCheck(),
        MapJSONSyntaxCheck(),
        MapRootObjectCheck(),
        MapFieldTypesCheck(),
        MapDuplicateKeysCheck(),
        MapUnknownKeysCheck(),
        MapGlyphSetCheck(),
        MapGlyphSetNameCheck(),
        MapDisplayNameCheck(),
        MapStatusCheck(),
        MapLettersCompleteCheck(),
        MapLettersUnknownKeysCheck(),
        MapLetterFieldsCheck(),
        MapCodeIsStringCheck(),
        MapCodeDigitsCheck(),
        MapCodeLengthCheck(),
        MapGlyphFileNameCheck(),
        MapGlyphFileExistsCheck(),
        MapGlyphFilePendingCheck(),
        MapGlyphFileSharedCheck(),
        PackUnusedSVGCheck(),
        PackUnexpectedFileCheck(),
        PackExtraFileCheck(),
        PackFinderLeftoverCheck(),
        ArchiveOutsidePackCheck(),
        PackManifestCheck(),
        PackTooLargeCheck(),
        // SVG: reading the file
        SVGFileTooLargeCheck(),
        SVGFileSizeCheck(),
        SVGEncodingCheck(),
        SVGWellFormedCheck(),
        SVGDoctypeCheck(),
        SVGProcessingInstructionCheck(),
        SVGTooComplexCheck(),
        // SVG: security
        SVGScriptCheck(),
        SVGEventAttributeCheck(),
        SVGForeignObjectCheck(),
        SVGImageCheck(),
        SVGExternalReferenceCheck(),
        SVGCSSReferenceCheck(),
        // SVG: structure and profile
        SVGRootCheck(),
        SVGViewBoxCheck(),
        SVGProfileElementCheck(),
        SVGProfileAttributeCheck(),
        SVGTextCheck(),
        SVGEditorMetadataCheck(),
        SVGDrawsNothingCheck(),
        SVGEditorDrawingCheck(),
        SVGPathDataCheck(),
        SVGGeometryAttributeCheck(),
        // SVG: drawing
        SVGNoInkCheck(),
        SVGPaleInkCheck(),
        SVGInkBoundsCheck(),
        SVGInkCoverageCheck(),
        SVGAspectRatioCheck(),
    ]

    /// The map checks whose errors can stop a map from loading: the strict decoder of
    /// `LetterMap` runs them over a map's JSON as a gate, and refuses the map for the
    /// findings `stopsLoading` names, so what `encode`, `preview` and `list` cannot load
    /// is what `lint` calls an error, in the same words.
    public static let letterMapGate: [any LintCheck] = all.filter { loadingFindings[$0.info.id] != nil }

    /// Whether a finding stops a map from loading.
    public static func stopsLoading(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity == .error, let codes = loadingFindings[diagnostic.checkID] else { return false }
        return codes.map { $0.contains(diagnostic.code) } ?? true
    }

    /// What the app's own decoder fails on, which it shows as its full-screen "Could not
    /// load glyph configuration" state (JSON that does not parse, a required key missing,
    /// a value of the wrong type, a number for a code, an unknown status), and names
    /// packtool must never follow (a glyph file or pack name that could leave the pack's
    /// folder); nil means every code of the check. The other map errors describe a map
    /// the app loads and then performs badly with: a missing letter is "No mapping found
    /// for 'x'" only when the magician types it, a duplicate key is read as its last
    /// value, a shared glyph file or a code that is not digits is drawn as it is. Those
    /// stay lint's errors and refuse `zip` and `install`, but a pack still being drawn
    /// can be encoded and previewed the way the app would show it.
    static let loadingFindings: [CheckID: Set<String>?] = [
        .mapReadable: nil, .mapMissing: nil, .mapJSONSyntax: nil, .mapRootObject: nil, .mapFieldTypes: nil,
        .mapLetterFields: nil, .mapCodeIsString: nil, .mapStatus: nil, .mapGlyphSetName: nil, .mapGlyphFileName: nil,
        .mapGlyphSetMatchesFolder: ["missing"], .mapLettersComplete: ["no-letters"],
    ]

    public static func check(id: CheckID) -> (any LintCheck)? {
        all.first { $0.info.id == id }
    }
}
