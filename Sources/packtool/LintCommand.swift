import ArgumentParser
import Foundation
import PackModel

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check glyph packs for everything that would fail or look wrong in the app.",
        discussion: """
        Each PACK is a pack folder, a file inside one (its folder is linted), a pack \
        .zip (read in memory, nothing extracted), or a pack name looked up in the \
        documents root, then the bundle root (see `packtool --help`). With no PACK, \
        every folder in the bundle root is linted. Finding no pack at all is an error, \
        never a silent pass.

        Every finding names its file, line and column, the check that found it, how \
        bad it is and how to fix it. `packtool explain ID` tells why a check exists \
        and shows examples; `--list-checks` lists them all.

        FORMATS
          human   path:line:col: severity: message [check-id], a hint below, grouped by
                  pack, a summary line last; coloured only on a terminal, never with
                  NO_COLOR; more than 5 findings of one check in a pack are folded
                  unless --verbose
          json    a stable report, "version": 1 (documented in docs/lint.md)
          sarif   SARIF 2.1.0 for GitHub code scanning and other SARIF viewers
          github  GitHub Actions workflow commands (::error file=...), plus a Markdown
                  table of every finding appended to $GITHUB_STEP_SUMMARY when set

        CONFIGURATION
          .packtool.json, found in the current folder or the nearest parent (or given
          with --config), can turn checks off, change their severity and exclude paths:
            {"checks": {"map.code-length": "off", "pack.unused-svg": "error"},
             "exclude": ["GlyphSets/wip/**"]}
          Globs are relative to the file's folder: * stays within a folder, ** crosses
          folders. An unknown check id or value is an error naming its line.

        BASELINE
          --write-baseline FILE records the current findings by check id, path
          (relative to FILE's folder) and message, never by line, so edits elsewhere
          keep them known. --baseline FILE then reports only findings that are not
          in it, and says how many it suppressed.

        EXAMPLES
          packtool lint                             every pack in the bundle root
          packtool lint GlyphSets/classic           one folder
          packtool lint classic --documents ~/dev   by name, documents tier first
          packtool lint new_pack.zip                an archive, in memory
          packtool lint --strict --format sarif --output packtool.sarif
          packtool lint --write-baseline .packtool-baseline.json
          packtool lint --baseline .packtool-baseline.json --format github

        EXIT STATUS
          0  no errors (warnings and infos allowed unless --strict)
          1  at least one error, or under --strict at least one warning
          2  lint could not run: bad arguments, no pack found, an unreadable path, a
             bad .packtool.json or baseline file

        FILES
          .packtool.json   configuration, searched upward from the current folder
          <pack>/letter_map.json, <pack>/*.svg   what is checked
        """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case human, json, sarif, github
    }

    @Argument(help: ArgumentHelp("Pack folders, files in packs, .zip archives or pack names. Default: every pack in the bundle root.", valueName: "PACK"))
    var packs: [String] = []

    @Option(name: .long, help: "Report format: human, json, sarif or github.")
    var format: Format = .human

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Write the report to FILE (atomically) instead of standard output.", valueName: "FILE"))
    var output: String?

    @Flag(name: .long, help: "List every check with its id, severity and summary, then exit.")
    var listChecks = false

    @Option(name: .long, help: ArgumentHelp("Read this configuration file instead of searching for .packtool.json.", valueName: "FILE"))
    var config: String?

    @Option(name: .long, help: ArgumentHelp("Report only findings that are not in this baseline file.", valueName: "FILE"))
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: ArgumentHelp("Record the current findings in FILE, then report against it.", valueName: "FILE"))
    var writeBaseline: String?

    @Flag(name: .long, help: "Show every finding in the human format; none are folded.")
    var verbose = false

    @OptionGroup var rootOptions: RootOptions

    var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

    func run() throws {
        let cwd = workingDirectory
        let configuration = try loadConfiguration(cwd: cwd)
        if listChecks {
            print(Self.checkTable(configuration: configuration))
            return
        }
        let targets = try PackTargets.resolve(packs, roots: rootOptions.roots, cwd: cwd)
        let included = targets.filter { !configuration.isExcluded($0.displayPath, cwd: cwd) }
        let excluded = targets.filter { configuration.isExcluded($0.displayPath, cwd: cwd) }.map(\.displayPath)

        let session = LintSession(configuration: configuration, workingDirectory: cwd)
        var results = session.lint(included.map(\.opener))
        var report = LintReport(packs: results, checks: session.checks, excludedPacks: excluded)

        if let suppressed = try applyBaseline(to: &results, cwd: cwd) {
            report.packs = results
            report.suppressedByBaseline = suppressed
        }

        let unreadable = results.compactMap { result -> String? in
            guard case .unreadable(let path, let reason)? = result.listingError else { return nil }
            return "\(path): \(reason)"
        }
        try write(render(report, cwd: cwd, executionSuccessful: unreadable.isEmpty), cwd: cwd)
        if format == .github, let summaryPath = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !summaryPath.isEmpty {
            try Self.append(GitHubReporter(workingDirectory: cwd).stepSummary(report), to: summaryPath)
        }

        if !unreadable.isEmpty {
            throw CLIError.cannotRun("could not read \(unreadable.count == 1 ? "a pack" : "\(unreadable.count) packs")",
                                     detail: unreadable.joined(separator: "\n"), hint: "check the paths and their permissions")
        }
        let summary = report.summary
        if summary.errors > 0 || (strict && summary.warnings > 0) {
            // The report already says everything; exit 1 without another message.
            Foundation.exit(CLIError.refusedExitCode)
        }
    }

    // MARK: - Steps

    func loadConfiguration(cwd: URL) throws(CLIError) -> LintConfiguration {
        let file: URL
        if let config {
            file = PackTargets.fileURL(config, cwd: cwd)
        } else if let found = LintConfiguration.find(from: cwd) {
            file = found
        } else {
            return LintConfiguration()
        }
        do {
            return try LintConfiguration.load(file)
        } catch {
            throw CLIError.cannotRun("bad configuration: \(error.description)", hint: error.hint)
        }
    }

    /// Writes the baseline when asked, then drops the findings the baseline knows.
    /// Returns how many were dropped, or nil when no baseline is in use.
    func applyBaseline(to results: inout [PackLintResult], cwd: URL) throws(CLIError) -> Int? {
        var baseline: Baseline?
        if let writeBaseline {
            let file = PackTargets.fileURL(writeBaseline, cwd: cwd)
            let recorded = Baseline(recording: results.flatMap(\.diagnostics), file: file, cwd: cwd)
            do {
                try recorded.encoded().write(to: file, options: .atomic)
            } catch {
                throw CLIError.cannotRun("cannot write the baseline \(file.path)", detail: error.localizedDescription)
            }
            Terminal.standardError("packtool: recorded \(recorded.findingCount) finding\(recorded.findingCount == 1 ? "" : "s") in \(writeBaseline)")
            baseline = recorded
        } else if let path = self.baseline {
            do {
                baseline = try Baseline.load(PackTargets.fileURL(path, cwd: cwd))
            } catch {
                throw CLIError.cannotRun("bad baseline: \(error.description)", hint: error.hint)
            }
        }
        guard let baseline else { return nil }
        var suppressed = 0
        for index in results.indices {
            let filtered = baseline.filter(results[index].diagnostics, cwd: cwd)
            results[index].diagnostics = filtered.new
            suppressed += filtered.suppressed
        }
        return suppressed
    }

    func render(_ report: LintReport, cwd: URL, executionSuccessful: Bool) -> String {
        switch format {
        case .human:
            HumanReporter(useColor: output == nil && Terminal.useColor(), verbose: verbose).render(report)
        case .json:
            JSONReporter().render(report)
        case .sarif:
            SARIFReporter(workingDirectory: cwd).render(report, executionSuccessful: executionSuccessful)
        case .github:
            GitHubReporter(workingDirectory: cwd).render(report)
        }
    }

    func write(_ text: String, cwd: URL) throws(CLIError) {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = PackTargets.fileURL(output, cwd: cwd)
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CLIError.cannotRun("cannot write the report to \(output)", detail: error.localizedDescription,
                                     hint: "check that the folder exists and is writable")
        }
    }

    static func append(_ text: String, to path: String) throws(CLIError) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError.cannotRun("cannot append to GITHUB_STEP_SUMMARY (\(path))")
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }

    static func checkTable(configuration: LintConfiguration) -> String {
        var rows = [["ID", "SEVERITY", "SUMMARY"]]
        for check in CheckCatalogue.all {
            let severity: String = switch configuration.settings[check.info.id] {
            case .off?: "off"
            case .severity(let configured)?: configured.rawValue
            case nil: check.info.severity.rawValue
            }
            rows.append([check.info.id, severity, check.info.summary])
        }
        return TextTable.render(rows)
    }
}

/// What `lint` was asked to check, resolved to pack sources.
struct PackTarget {
    let displayPath: String
    let opener: LintSession.PackOpener
}

enum PackTargets {
    /// `roots` is worked out only when an argument is a pack name or there is none:
    /// finding the tiers (environment, home folder, the executable's location) took
    /// longer than linting a pack, and paths, as CI and hooks pass them, never need it.
    static func resolve(_ arguments: [String], roots: @autoclosure () -> PackRoots, cwd: URL) throws(CLIError) -> [PackTarget] {
        var resolved: PackRoots?
        func lazyRoots() -> PackRoots {
            if let resolved { return resolved }
            let made = roots()
            resolved = made
            return made
        }
        if arguments.isEmpty { return try bundlePacks(roots: lazyRoots(), cwd: cwd) }
        var seen = Set<String>()
        var targets: [PackTarget] = []
        for argument in arguments {
            let target = try resolve(argument, roots: lazyRoots, cwd: cwd)
            let key = LintPaths.absolute(target.displayPath, cwd: cwd)
            if seen.insert(key).inserted { targets.append(target) }
        }
        return targets
    }

    static func resolve(_ argument: String, roots: () -> PackRoots, cwd: URL) throws(CLIError) -> PackTarget {
        let url = fileURL(argument, cwd: cwd)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return folder(url, shown: trimmed(argument)) }
            if url.pathExtension.lowercased() == "zip" {
                let shown = argument
                return PackTarget(displayPath: shown) { ZipPackSource(archive: url, displayPath: shown) }
            }
            // A file inside a pack (as pre-commit passes them): lint its folder.
            let parent = url.deletingLastPathComponent()
            return folder(parent, shown: LintPaths.display(parent.path, base: cwd, cwd: cwd))
        }
        if PackName.isSafe(argument) {
            let roots = roots()
            for tier in [Tier.documents, .bundle] {
                guard let candidate = roots.folder(of: argument, in: tier) else { continue }
                if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                    return folder(candidate, shown: LintPaths.display(candidate.path, base: cwd, cwd: cwd))
                }
            }
            throw CLIError.cannotRun(
                "no pack named '\(argument)'",
                detail: "looked in \(roots.documentsGlyphSets.path) and \(roots.bundle.path), and found no file or folder \(argument) here",
                hint: "run `packtool list` to see the packs packtool finds, or give the pack folder's path")
        }
        throw CLIError.cannotRun("\(argument): no such file or folder", hint: "give a pack folder, a file in one, a .zip or a pack name")
    }

    /// A path as typed (relative to `cwd`, `~` expanded) as an absolute file URL.
    static func fileURL(_ path: String, cwd: URL) -> URL {
        // NSString's tilde expansion is costly on Linux and runs once per argument.
        URL(fileURLWithPath: LintPaths.absolute(path.hasPrefix("~") ? (path as NSString).expandingTildeInPath : path, cwd: cwd))
    }

    static func folder(_ url: URL, shown: String) -> PackTarget {
        PackTarget(displayPath: shown) { FolderPackSource(folder: url, displayPath: shown) }
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// Every visible folder of the bundle root, sorted; none at all is an error.
    static func bundlePacks(roots: PackRoots, cwd: URL) throws(CLIError) -> [PackTarget] {
        let root = roots.bundle
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        } catch {
            throw CLIError.cannotRun("no pack to lint: cannot read the bundle root \(root.path)",
                                     hint: "give pack folders or names, or the bundled GlyphSets folder with --bundle DIR")
        }
        let folders = names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        guard !folders.isEmpty else {
            throw CLIError.cannotRun("no pack to lint: the bundle root \(root.path) holds no pack folder",
                                     hint: "give pack folders or names, or the bundled GlyphSets folder with --bundle DIR")
        }
        return folders.map { name in
            let url = root.appendingPathComponent(name, isDirectory: true)
            return folder(url, shown: LintPaths.display(url.path, base: cwd, cwd: cwd))
        }
    }
}
