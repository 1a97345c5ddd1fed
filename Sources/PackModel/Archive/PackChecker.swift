/// Reads a pack source and decides whether it may be zipped or installed: the map
/// decodes and names a safe pack, every glyph file name is plain, an archive holds
/// nothing else and carries a matching manifest, and the validator finds no error.
public struct PackChecker: Sendable {
    public var validator: PackValidator
    public var limits: ArchiveLimits

    public init(validator: @escaping PackValidator = PackLint.validate, limits: ArchiveLimits = .standard) {
        self.validator = validator
        self.limits = limits
    }

    /// A source, checked and read: the files that will be installed.
    public struct Checked: Sendable {
        public let map: LetterMap
        public let files: InMemoryPackFiles
        public let warnings: [Diagnostic]
        public let skipped: [String]
    }

    /// What kind of source is checked, which decides the manifest and extra-file rules.
    public enum SourceKind: Sendable {
        /// An archive must carry a manifest that matches, and hold nothing but the pack's files.
        case archive
        /// A folder's other files are skipped (and listed). Its manifest, if any, is
        /// checked when `verifyManifest`, else ignored (zip writes a fresh one).
        case folder(verifyManifest: Bool)
    }

    /// Reads and checks a source without writing anything.
    public func check(_ source: any PackFiles, as kind: SourceKind) throws(PackOperationError) -> Checked {
        let isArchive: Bool
        let verifyManifest: Bool
        switch kind {
        case .archive: (isArchive, verifyManifest) = (true, true)
        case .folder(let verify): (isArchive, verifyManifest) = (false, verify)
        }
        let all: InMemoryPackFiles
        do { all = try source.readAll(maximumTotalBytes: limits.maximumTotalBytes) } catch { throw .refused(error) }
        // The decoder is the map checks' errors run as a gate: a map that decodes names
        // a safe pack and plain, distinct glyph file names. Its errors are reported as
        // lint reports them, in this pack.
        let map: LetterMap
        do {
            map = try LetterMap(jsonBytes: try all.read(LetterMap.fileName))
        } catch let error as LetterMapError {
            guard case .invalid(let errors) = error, !errors.isEmpty else { throw .invalidMap(error) }
            throw .invalid(errors.map { $0.inPack(source.origin) })
        } catch {
            throw .refused(.missingFile(LetterMap.fileName))
        }
        let packNames = Set(map.letters.values.map(\.glyphFile)).union([LetterMap.fileName])
        let extras = all.fileNames.filter { !packNames.contains($0) && $0 != PackManifest.fileName }
        if isArchive, let extra = extras.first { throw .refused(.entry(extra, .notPartOfPack)) }

        if verifyManifest && all.contents[PackManifest.fileName] != nil {
            do {
                let manifest = try PackManifest(jsonBytes: all.read(PackManifest.fileName))
                try manifest.verify(all.removing(Set(extras)).contents, glyphSet: map.glyphSet)
            } catch { throw .refused(error) }
        } else if isArchive {
            throw .refused(.manifest("missing: a pack archive must carry manifest.json (build it with `packtool zip`)"))
        }

        let packFiles = all.removing(Set(extras).union([PackManifest.fileName]))
        let findings = validator(packFiles)
        if findings.contains(where: { $0.severity == .error }) { throw .invalid(findings) }
        return Checked(map: map, files: packFiles, warnings: findings, skipped: extras)
    }
}
