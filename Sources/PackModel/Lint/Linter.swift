/// Runs checks over packs and turns their findings into diagnostics.
public struct Linter: Sendable {
    public let checks: [any LintCheck]
    /// The limits packs are judged by.
    public let policy: PackPolicy

    public init(checks: [any LintCheck] = CheckCatalogue.all, policy: PackPolicy = .standard) {
        self.checks = checks
        self.policy = policy
    }

    /// The checks of a profile, with a configuration applied as the profile allows.
    public init(profile: LintProfile, configuration: LintConfiguration = LintConfiguration(), policy: PackPolicy = .standard) {
        self.init(checks: profile.checks(configuration: configuration), policy: policy)
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
        let subject = LintSubject(source: files, policy: policy)
        var diagnostics: [Diagnostic] = []
        for check in checks {
            let info = check.info
            for finding in check.run(on: subject) {
                diagnostics.append(Diagnostic(
                    checkID: info.id, severity: info.severity, pack: subject.displayPath,
                    path: finding.file.map { Self.join(subject.displayPath, $0) } ?? subject.displayPath,
                    file: finding.file, position: finding.position, message: finding.message, hint: finding.hint))
            }
        }
        let result = PackLintResult(pack: subject.displayPath, fileCount: subject.entryCount,
                                    listingError: subject.listingError, diagnostics: diagnostics.sorted(by: Self.order))
        return (result, subject)
    }

    static func join(_ folder: String, _ file: String) -> String {
        folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }

    static func order(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let left = (lhs.path, lhs.position?.line ?? 0, lhs.position?.column ?? 0, lhs.checkID, lhs.message)
        let right = (rhs.path, rhs.position?.line ?? 0, rhs.position?.column ?? 0, rhs.checkID, rhs.message)
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
/// its file under `Lint/Checks/` and one line here; the catalogue test covers it.
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
        SVGPathDataCheck(),
        SVGGeometryAttributeCheck(),
        // SVG: drawing
        SVGNoInkCheck(),
        SVGInkBoundsCheck(),
        SVGInkCoverageCheck(),
        SVGAspectRatioCheck(),
    ]

    public static func check(id: String) -> (any LintCheck)? {
        all.first { $0.info.id == id }
    }
}
