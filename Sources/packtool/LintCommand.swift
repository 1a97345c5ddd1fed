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
        documents root, then the bundle root (see FINDING A PACK in `packtool --help`). \
        With no PACK, every folder in the bundle root is linted. Finding no pack at all \
        is an error, never a silent pass.

        lint, zip and install judge a pack with the same checks: a pack lint finds no \
        error in is zipped, and the archive installs; the errors lint reports for an \
        archive are what install refuses it for, in the same words. (zip and install \
        apply a configuration less freely: see `packtool zip --help`.)

        Every finding names its file, line and column, the check that found it and \
        its message code (map.code-is-string/number), how bad it is and how to fix \
        it. `packtool explain ID` tells why a check exists and shows examples; \
        `--list-checks` lists them all.

        FORMATS
        \(LintFormat.helpSection)

        CONFIGURATION
          .packtool.json, found in the current folder or the nearest parent (or given
          with --config), can turn checks off, change their severity and exclude paths:
            {"checks": {"map.code-length": "off", "pack.unused-svg": "error"},
             "exclude": ["GlyphSets/wip/**"]}
          Globs are relative to the file's folder: * stays within a folder, ** crosses
          folders. An unknown check id or value is an error naming its line.

        BASELINE
          --write-baseline FILE records the current findings by check id, path
          (relative to FILE's folder), message code and subject (the key, element
          or attribute), never by line or wording, so edits elsewhere and changed
          measurements keep them known. --baseline FILE then reports only findings
          that are not in it, and says how many it suppressed. The two are never
          given together.

        OPTIONS THAT CONFLICT
          Refused before any pack is read (exit 2): --baseline with --write-baseline;
          --output naming the baseline file; --list-checks with PACK, --format,
          --strict, --output or a baseline; --verbose with a format other than human.

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

    @Argument(help: ArgumentHelp("Pack folders, files in packs, .zip archives or pack names. Default: every pack in the bundle root.", valueName: "PACK"))
    var packs: [String] = []

    @Option(name: .long, help: ArgumentHelp("Report format (see FORMATS).", valueName: "FORMAT"))
    var format: LintFormat = .human

    @Flag(name: .long, help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(name: .long, help: ArgumentHelp("Write the report to FILE instead of standard output: a file is replaced atomically; /dev/stdout, a pipe or a device is written into.", valueName: "FILE"))
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

    /// What was parsed, as plain values: what `validate()` and `run()` act on.
    var options: LintOptions {
        LintOptions(packs: packs, format: format, strict: strict, output: output, listChecks: listChecks, config: config,
                    baseline: baseline, writeBaseline: writeBaseline, verbose: verbose,
                    documents: rootOptions.documents, bundle: rootOptions.bundle)
    }

    func validate() throws { try options.validate() }

    func run() throws { try options.run() }
}

/// lint's options as values. `LintCommand` is how ArgumentParser reads them, `quick`
/// the plain command lines hooks and CI run; both end here, so a run is the same
/// whichever read it.
struct LintOptions: Equatable {
    var packs: [String] = []
    var format: LintFormat = .human
    var strict = false
    var output: String?
    var listChecks = false
    var config: String?
    var baseline: String?
    var writeBaseline: String?
    var verbose = false
    var documents: String?
    var bundle: String?

    /// The flags and options `quick` reads: every one `LintCommand` declares but `--help`
    /// and `--version` (LintQuickParseTests holds them to ArgumentParser's declarations,
    /// so an option added there and not here, or the other way round, fails it).
    static let quickFlags: Set<String> = ["--strict", "--list-checks", "--verbose"]
    static let quickOptions: Set<String> = ["--format", "--output", "--config", "--baseline", "--write-baseline", "--documents", "--bundle"]

    /// lint's arguments (after `lint`) read without ArgumentParser when the command line
    /// is plain (`QuickCommandLine`), or nil.
    static func quick(_ arguments: ArraySlice<String>) -> LintOptions? {
        guard let line = QuickCommandLine(arguments, flags: quickFlags, options: quickOptions) else { return nil }
        var options = LintOptions(packs: line.words, strict: line.flags.contains("--strict"), output: line.values["--output"],
                                  listChecks: line.flags.contains("--list-checks"), config: line.values["--config"],
                                  baseline: line.values["--baseline"], writeBaseline: line.values["--write-baseline"],
                                  verbose: line.flags.contains("--verbose"), documents: line.values["--documents"], bundle: line.values["--bundle"])
        if let name = line.values["--format"] {
            guard let format = LintFormat(rawValue: name) else { return nil }
            options.format = format
        }
        return options
    }

    /// Appends `text` to the file `GITHUB_STEP_SUMMARY` names.
    static func append(_ text: String, to path: String) throws(CLIError) {
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw CLIError.cannotRun("cannot append to GITHUB_STEP_SUMMARY (\(path))", hint: "check that the variable names a writable file")
        }
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data(text.utf8))
    }

    /// The check catalogue as a table, with the severities `configuration` gives.
    static func checkTable(configuration: LintConfiguration) -> String {
        var rows = [["ID", "SEVERITY", "SUMMARY"]]
        for check in CheckCatalogue.all {
            let severity: String = switch configuration.settings[check.info.id] {
            case .off?: "off"
            case .severity(let configured)?: configured.rawValue
            case nil: check.info.severity.rawValue
            }
            rows.append([check.info.id.rawValue, severity, check.info.summary])
        }
        return TextTable.render(rows)
    }

    var workingDirectory: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }

    /// Options that contradict each other, or do nothing in this combination, are
    /// refused before a pack is read.
    func validate() throws {
        try RootOptions.validate(documents: documents, bundle: bundle)
        for (name, value) in [("--output", output), ("--config", config), ("--baseline", baseline), ("--write-baseline", writeBaseline)] {
            if value?.isEmpty == true { throw CLIError.usage("\(name) needs a file name") }
        }
        if baseline != nil && writeBaseline != nil {
            throw CLIError.usage("--baseline and --write-baseline cannot be used together",
                                 hint: "record the findings once with --write-baseline FILE, then gate on new ones with --baseline FILE")
        }
        if listChecks {
            let lintOnly = [(!packs.isEmpty, "PACK"), (format != .human, "--format"), (strict, "--strict"), (output != nil, "--output"),
                            (baseline != nil, "--baseline"), (writeBaseline != nil, "--write-baseline"), (verbose, "--verbose")]
                .filter(\.0).map(\.1)
            if !lintOnly.isEmpty {
                let listed = lintOnly.count == 1 ? lintOnly[0] : lintOnly.dropLast().joined(separator: ", ") + " and " + lintOnly.last!
                throw CLIError.usage("--list-checks lints nothing, so \(listed) would do nothing",
                                     hint: "run `packtool lint --list-checks` alone (with --config to see a configuration's severities)")
            }
        }
        if verbose && !format.isForPeople {
            throw CLIError.usage("--verbose applies to the human format only; --format \(format.rawValue) always lists every finding",
                                 hint: "drop --verbose")
        }
        let cwd = workingDirectory
        if let output, let file = writeBaseline ?? baseline,
           LintPaths.fileURL(output, cwd: cwd).path == LintPaths.fileURL(file, cwd: cwd).path {
            throw CLIError.usage("--output and --\(writeBaseline != nil ? "write-baseline" : "baseline") name the same file, \(output)",
                                 hint: "write the report and the baseline to two different files")
        }
    }

    func run() throws {
        let cwd = workingDirectory
        let documents = self.documents, bundle = self.bundle
        let baselineUse: LintRun.BaselineUse = if let writeBaseline { .record(writeBaseline) } else if let baseline { .compare(baseline) } else { .none }
        let lintRun = LintRun(targets: packs, workingDirectory: cwd, configuration: config.map { .file($0) } ?? .search, baseline: baselineUse,
                              roots: { PackRoots.resolve(documents: documents, bundle: bundle) })
        if listChecks {
            let configuration: LintConfiguration
            do { configuration = try lintRun.loadConfiguration() } catch { throw error.cliError }
            print(LintOptions.checkTable(configuration: configuration))
            return
        }

        let outcome: LintRun.Outcome
        do { outcome = try lintRun.run() } catch { throw error.cliError }
        Notes.print(outcome.notes)
        if let recorded = outcome.recordedBaseline {
            Terminal.standardError("packtool: recorded \(recorded.findingCount) finding\(recorded.findingCount == 1 ? "" : "s") in \(writeBaseline ?? recorded.file.path)")
        }
        let report = outcome.report
        let reporter = format.reporter(ReportOptions(workingDirectory: cwd, useColor: output == nil && Terminal.useColor(), verbose: verbose))
        try write(reporter.render(report), cwd: cwd)
        if let summary = reporter.jobSummary(report), let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            try LintOptions.append(summary, to: path)
        }

        switch report.verdict(strict: strict) {
        case .passed:
            return
        case .failed:
            // The report already says everything; exit 1 without another message.
            throw ExitCode(CLIError.refusedExitCode)
        case .couldNotRun:
            let unreadable = report.unreadablePacks
            throw CLIError.cannotRun("could not read \(unreadable.count == 1 ? "a pack" : "\(unreadable.count) packs")",
                                     detail: unreadable.map { "\($0.path): \($0.reason)" }.joined(separator: "\n"),
                                     hint: "check the paths and their permissions")
        }
    }

    func write(_ text: String, cwd: URL) throws(CLIError) {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = LintPaths.fileURL(output, cwd: cwd)
        do throws(SmallFile.WriteFailure) {
            try SmallFile.write(url, bytes: Array(text.utf8))
        } catch {
            throw CLIError.cannotRun("cannot write the report to \(output)", detail: error.reason,
                                     hint: "check that the folder exists and is writable")
        }
    }

}

/// `--format`'s values are `LintFormat`'s cases: a new reporter is a new value here.
extension LintFormat: ExpressibleByArgument {
    /// The FORMATS section of `packtool lint --help`, one entry per format.
    static var helpSection: String {
        allCases.map { format in
            let lines = format.help.split(separator: "\n", omittingEmptySubsequences: false)
            return lines.enumerated().map { index, line in
                index == 0 ? "  " + format.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0) + line : "          " + line
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    var help: String {
        switch self {
        case .human:
            """
            path:line:col: severity: message [check-id/code], a hint
            below, grouped by pack, a summary line last; coloured only on a
            terminal, never with NO_COLOR; more than 5 findings of one check
            in a pack are folded unless --verbose
            """
        case .json:
            #"a stable report, "version": 1 (documented in docs/lint.md)"#
        case .sarif:
            "SARIF 2.1.0 for GitHub code scanning and other SARIF viewers"
        case .github:
            """
            GitHub Actions workflow commands (::error file=...), plus a Markdown
            table of every finding appended to $GITHUB_STEP_SUMMARY when set
            """
        }
    }
}

extension LintRunError {
    /// Words and exit status: lint could not run (2).
    var cliError: CLIError {
        switch self {
        case .locator(let error):
            error.cliError
        case .bundleRootUnreadable(let root):
            FileManager.default.fileExists(atPath: root.path)
                ? .cannotRun("no pack to lint: cannot read the bundle root \(root.path)",
                             hint: "give pack folders or names, or the bundled GlyphSets folder with --bundle DIR")
                : .cannotRun("no pack to lint: the shipped packs were not found (no folder \(root.path))",
                             hint: "give pack folders or names; " + PackSearch.shippedPacksHint)
        case .bundleRootEmpty(let root):
            .cannotRun("no pack to lint: the bundle root \(root.path) holds no pack folder",
                       hint: "give pack folders or names, or the bundled GlyphSets folder with --bundle DIR")
        case .configuration(let error):
            .cannotRun("bad configuration: \(error.description)", hint: error.hint)
        case .baseline(let error):
            .cannotRun("bad baseline: \(error.description)", hint: error.hint)
        case .cannotWriteBaseline(let file, let reason):
            .cannotRun("cannot write the baseline \(file.path)", detail: reason, hint: "check that the folder exists and is writable")
        }
    }
}
