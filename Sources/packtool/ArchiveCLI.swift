import Foundation
import PackModel

/// Words and exit codes for the commands that zip, install and uninstall.
extension PackOperationError {
    /// `source` is how the user named the pack or archive.
    func cliError(source: String) -> CLIError {
        switch self {
        case .unreadable(let error):
            return .cannotRun(error.description, hint: "check the path and its permissions")
        case .checksumMismatch:
            return .refused("\(source) was refused", detail: description,
                            hint: "the download is not the file you expected; get the archive and its SHA-256 again from the same source")
        case .refused(let findings):
            // The findings as lint prints them; one hint that fits them all ends the
            // message, else each finding keeps its own.
            let errors = findings.filter { $0.severity == .error }
            let hints = Set(errors.map { $0.hint ?? "" })
            let shared = hints.count == 1 ? hints.first.flatMap { $0.isEmpty ? nil : $0 } : nil
            let detail = errors.map { error in
                error.description + (shared == nil ? error.hint.map { "\n    hint: \($0)" } ?? "" : "")
            }
            return .refused("\(source) was refused: \(errors.count) error\(errors.count == 1 ? "" : "s")",
                            detail: detail.joined(separator: "\n"),
                            hint: shared ?? "fix the errors listed above; `packtool lint` on the same pack reports the same findings")
        case .wouldReplace(let name, let reason):
            return .refused("pack '\(name)' is already installed and \(reason)",
                            hint: "add --force to replace it (the installed files are lost), or `packtool uninstall \(name)` first")
        case .notInstalled(let name, let folder):
            return .cannotRun("pack '\(name)' is not installed in \(folder.path)",
                              hint: "run `packtool list` to see the installed (documents) packs")
        case .notAPackName:
            return .cannotRun(description, hint: "pack names use letters, digits, '_' and '-'; see `packtool list`")
        case .cannotWrite(let what):
            return .cannotRun(what, hint: "check that the folder exists and is writable")
        }
    }
}

extension PackLocatorError {
    /// Words and exit status (2: packtool could not find what to work on). The words are
    /// PackModel's (`PackLocatorError.message`, `detail`, `hint`): one answer whichever
    /// command was given the word.
    var cliError: CLIError {
        // A catalogue's refusal has its own words and status; the command that asked the
        // catalogue tier (install) says them from the refusal it kept (`CatalogueTier`).
        .cannotRun(message, detail: detail, hint: hint)
    }
}

/// What packtool says beside its output, on standard error.
enum Notes {
    static func print(_ notes: [String]) {
        for note in notes { Terminal.standardError("packtool: note: \(note)") }
    }

    /// A gate's notes (warnings, and what was left out), in lint's words; more than
    /// `fold` of one check are folded, as lint folds them.
    static func print(findings: [Diagnostic], fold: Int = 5) {
        var shown: [CheckID: Int] = [:]
        var folded: [CheckID: Int] = [:]
        var order: [CheckID] = []
        for finding in findings where finding.severity != .error {
            if shown[finding.checkID] == nil { order.append(finding.checkID) }
            if shown[finding.checkID, default: 0] < fold {
                shown[finding.checkID, default: 0] += 1
                Terminal.standardError(finding.description)
            } else {
                folded[finding.checkID, default: 0] += 1
            }
        }
        for id in order {
            if let count = folded[id] { Terminal.standardError("… and \(count) more [\(id)]") }
        }
    }
}
