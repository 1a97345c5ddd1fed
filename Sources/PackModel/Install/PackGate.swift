import Foundation

/// Why a zip, an install or an uninstall did not happen.
public enum PackOperationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source could not be read at all (a missing folder, permissions): not the pack's fault.
    case unreadable(PackReadError)
    /// The archive is not the one expected: its SHA-256 differs from the one given.
    case checksumMismatch(expected: String, actual: String)
    /// The gate's profile found errors. Every finding is here (errors, warnings, infos),
    /// exactly as `packtool lint` reports them, so the refusal and lint say the same words.
    case refused([Diagnostic])
    /// A pack is already installed and has been changed since (or was not installed by packtool).
    case wouldReplace(name: String, reason: String)
    case notInstalled(name: String, folder: URL)
    /// The name is not a pack name (letters, digits, '_' and '-').
    case notAPackName(String)
    /// The file system refused an operation.
    case cannotWrite(String)

    public var description: String {
        switch self {
        case .unreadable(let error): return error.description
        case .checksumMismatch(let expected, let actual): return "SHA-256 mismatch: expected \(expected), got \(actual)"
        case .refused(let findings):
            let errors = findings.filter { $0.severity == .error }.count
            return "the pack has \(errors) error\(errors == 1 ? "" : "s")"
        case .wouldReplace(let name, let reason): return "pack '\(name)' is already installed and \(reason)"
        case .notInstalled(let name, let folder): return "pack '\(name)' is not installed in \(folder.path)"
        case .notAPackName(let name): return "'\(ArchiveRefusal.printable(name))' is not a pack name"
        case .cannotWrite(let what): return what
        }
    }

    /// The errors of a refusal.
    public var errors: [Diagnostic] {
        guard case .refused(let findings) = self else { return [] }
        return findings.filter { $0.severity == .error }
    }

    /// True when the input was refused (exit 1); false when packtool could not run (exit 2).
    public var isRefusal: Bool {
        switch self {
        case .checksumMismatch, .refused, .wouldReplace: true
        case .unreadable, .notInstalled, .notAPackName, .cannotWrite: false
        }
    }
}


/// A pack a gate let through: what zip puts in the archive and install writes.
public struct GatedPack: Sendable {
    public let map: LetterMap
    /// `letter_map.json` and the glyph files the map names, by name, as they were read
    /// and checked (the manifest is not among them: a fresh one is written).
    public let files: [String: [UInt8]]
    /// What the gate's profile found that is not an error (warnings, and infos such as
    /// the files left out), in lint's words.
    public let findings: [Diagnostic]
    /// Which files make up the pack and which were left out.
    public let contents: PackContents

    /// Files of the source that are not part of the pack and were left out (Finder
    /// leftovers included), sorted.
    public var skipped: [String] { (contents.leftOut + contents.finderLeftovers).sorted() }

    /// What zip and install show beside their work: the warnings, and the notes that say
    /// what they left out. Other infos are advice about drawing the pack, for `lint`.
    public var notes: [Diagnostic] { Self.notes(findings) }

    static let leftOutChecks: Set<CheckID> = [.packExtraFile, .packFinderLeftover]

    static func notes(_ findings: [Diagnostic]) -> [Diagnostic] {
        findings.filter { $0.severity == .warning || ($0.severity == .info && leftOutChecks.contains($0.checkID)) }
    }
}

/// The gate of `zip` and `install`: the one linter under a profile. A pack passes when
/// the profile finds no error; then its files are handed over exactly as the checks read
/// them (nothing is read twice). There is no other rule about what a good pack is.
public struct PackGate: Sendable {
    public let profile: LintProfile
    public let configuration: LintConfiguration
    public let policy: PackPolicy

    public init(_ profile: LintProfile, configuration: LintConfiguration = LintConfiguration(), policy: PackPolicy = .standard) {
        self.profile = profile
        self.configuration = configuration
        self.policy = policy
    }

    /// Judges the pack; throws `.refused` with every finding when there is an error,
    /// `.unreadable` when the pack cannot be read at all.
    public func check(_ files: any PackFiles) throws(PackOperationError) -> GatedPack {
        let (result, subject) = Linter(profile: profile, configuration: configuration, policy: policy).judge(files)
        if let error = result.listingError, !error.isRefusal { throw .unreadable(error) }
        guard !result.diagnostics.contains(where: { $0.severity == .error }) else { throw .refused(result.diagnostics) }
        // The checks guarantee the rest (map.* errors whenever the map does not load,
        // map.glyphset-name, map.glyph-file-name, svg.file-too-large, pack.readable, none
        // of which a gate lets a configuration lower); this only makes sure.
        guard let tree = subject.mapTree, case let map = LetterMap(checkedTree: tree), PackName.isSafe(map.glyphSet) else {
            throw .cannotWrite("the \(profile) gate passed a pack whose letter map cannot be used; please report this")
        }
        var contents: [String: [UInt8]] = [:]
        for name in subject.contents.files {
            guard PackName.isSafeFileName(name) || name == LetterMap.fileName, let bytes = subject.bytes(of: name) else {
                throw .cannotWrite("the \(profile) gate passed a pack whose file '\(ArchiveRefusal.printable(name))' was not read; please report this")
            }
            contents[name] = bytes
        }
        return GatedPack(map: map, files: contents, findings: result.diagnostics, contents: subject.contents)
    }
}
