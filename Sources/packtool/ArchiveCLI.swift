import Foundation
import PackModel

/// How zip and install judge a pack: with the linter, as `packtool lint` would.
enum ArchiveValidation {
    static let checker = PackChecker(validator: PackLint.validate, limits: .standard)
}

/// Words and exit codes for the archive subcommands (zip, install, uninstall).
extension PackOperationError {
    func cliError(source: String) -> CLIError {
        switch self {
        case .refused(let refusal) where !refusal.isRefusal:
            return .cannotRun(refusal.description, hint: "check the path and its permissions")
        case .refused(let refusal):
            return .refused("\(source) was refused", detail: refusal.description, hint: Self.hint(for: refusal))
        case .invalidMap(let problem):
            return .refused("\(source): letter_map.json cannot be loaded", detail: problem.description,
                            hint: "fix letter_map.json; `packtool lint` shows every problem")
        case .invalid(let findings):
            let errors = findings.filter { $0.severity == .error }.count
            return .refused("\(source) has \(errors) lint error\(errors == 1 ? "" : "s")",
                            detail: findings.map(\.description).joined(separator: "\n"),
                            hint: "fix the errors listed above; `packtool lint` shows every problem")
        case .wouldReplace(let name, let reason):
            return .refused("pack '\(name)' is already installed and \(reason)",
                            hint: "add --force to replace it (the installed files are lost), or `packtool uninstall \(name)` first")
        case .notInstalled(let name, let folder):
            return .cannotRun("pack '\(name)' is not installed in \(folder.path)",
                              hint: "run `packtool list` to see the installed (documents) packs")
        case .cannotWrite(let what):
            return .cannotRun(what, hint: "check that the folder exists and is writable")
        }
    }

    static func hint(for refusal: ArchiveRefusal) -> String {
        switch refusal {
        case .checksumMismatch: "the download is not the file you expected; get the archive and its SHA-256 again from the same source"
        case .manifest, .missingFile: "rebuild the archive with `packtool zip`"
        case .tooLarge, .tooManyEntries: "a glyph pack is 26 small SVGs and two JSON files; this is not one"
        default: "do not install this archive; rebuild it from the pack folder with `packtool zip`"
        }
    }
}

/// Prints validator warnings (and other notes) on standard error, one per line.
enum ArchiveNotes {
    static func print(warnings: [Diagnostic], skipped: [String]) {
        for warning in warnings { Terminal.standardError(warning.description) }
        if !skipped.isEmpty {
            Terminal.standardError("packtool: note: not part of the pack, left out: \(skipped.joined(separator: ", "))")
        }
    }
}
