import Foundation

/// One lint run as a library call: the packs a user named (folders, files inside packs,
/// archives, pack names, or none for every pack of the bundle root), the configuration
/// file, and a baseline to compare with or record; `run()` returns the report. This is
/// all of `packtool lint` except parsing its options and printing: the command renders
/// the report with a `LintFormat` and turns `LintReport.verdict(strict:)` into an exit
/// status, and an app or another tool can do the same without the command line.
public struct LintRun: Sendable {
    /// What to do with a baseline file (paths as the user typed them, relative to the
    /// working directory, `~` allowed).
    public enum BaselineUse: Sendable, Hashable {
        case none
        /// Report only findings the baseline does not know.
        case compare(String)
        /// Record the current findings in the file, then report against it.
        case record(String)
    }

    /// Where the configuration comes from.
    public enum ConfigurationSource: Sendable {
        /// The nearest `.packtool.json` in the working directory or a parent; the
        /// defaults when there is none.
        case search
        /// This file (`--config FILE`, as typed).
        case file(String)
        /// A configuration the caller made (an app, a test).
        case given(LintConfiguration)
    }

    /// What the user named; empty means every pack folder of the bundle root.
    public var targets: [String]
    /// Relative paths are taken from here, and reports show paths relative to it.
    public var workingDirectory: URL
    public var configuration: ConfigurationSource
    public var baseline: BaselineUse
    /// The tiers, worked out only when a target is a pack name or there is none:
    /// finding them (environment, home folder, the executable's location) took longer
    /// than linting a pack, and paths, as CI and hooks pass them, never need them.
    public var roots: @Sendable () -> PackRoots
    /// What lint asks of `packtool fix` (see `LintFixer`). The spelling without it,
    /// declared in `Fix/`, hands in `SVGFixer()`: what `packtool lint` and the studio use.
    public var fixer: (any LintFixer)?

    public init(targets: [String], workingDirectory: URL, configuration: ConfigurationSource = .search, baseline: BaselineUse = .none,
                fixer: (any LintFixer)?, roots: @escaping @Sendable () -> PackRoots) {
        self.targets = targets
        self.workingDirectory = workingDirectory
        self.configuration = configuration
        self.baseline = baseline
        self.fixer = fixer
        self.roots = roots
    }

    /// What a run produced besides the report.
    public struct Outcome: Sendable {
        public var report: LintReport
        /// Set when the run recorded a baseline: the file and how many findings it holds.
        public var recordedBaseline: RecordedBaseline?
        /// What the user should know about how the targets were read: which folder a
        /// pack name meant when it could mean another (see `PackLocator`).
        public var notes: [String] = []
    }

    public struct RecordedBaseline: Sendable, Hashable {
        public let file: URL
        public let findingCount: Int
    }

    /// The configuration: the given one, `--config`'s file, else the nearest
    /// `.packtool.json`, else the defaults.
    public func loadConfiguration() throws(LintRunError) -> LintConfiguration {
        let file: URL
        switch configuration {
        case .given(let given):
            return given
        case .file(let path):
            file = LintPaths.fileURL(path, cwd: workingDirectory)
        case .search:
            guard let found = LintConfiguration.find(from: workingDirectory) else { return LintConfiguration() }
            file = found
        }
        do {
            return try LintConfiguration.load(file)
        } catch {
            throw .configuration(error)
        }
    }

    /// Finds the packs, lints them (one per core), applies the configuration and the
    /// baseline, and returns the report. Nothing is printed; the only file written is
    /// a baseline being recorded.
    public func run() throws(LintRunError) -> Outcome {
        let cwd = workingDirectory
        let configuration = try loadConfiguration()
        let targets = try LintTargets.resolve(self.targets, roots: roots, cwd: cwd)
        let included = targets.filter { !configuration.isExcluded($0.displayPath, cwd: cwd) }
        let excluded = targets.filter { configuration.isExcluded($0.displayPath, cwd: cwd) }.map(\.displayPath)

        let session = LintSession(configuration: configuration, workingDirectory: cwd, fixer: fixer)
        var results = session.lint(included.map(\.opener))
        var report = LintReport(packs: results, checks: session.checks, excludedPacks: excluded)
        var recorded: RecordedBaseline?

        let known: Baseline?
        switch baseline {
        case .none:
            known = nil
        case .record(let path):
            let file = LintPaths.fileURL(path, cwd: cwd)
            let made = Baseline(recording: results.flatMap(\.diagnostics), file: file, cwd: cwd)
            do throws(SmallFile.WriteFailure) {
                try SmallFile.write(file, bytes: Array(made.encoded()))
            } catch {
                throw .cannotWriteBaseline(file, reason: error.reason)
            }
            recorded = RecordedBaseline(file: file, findingCount: made.findingCount)
            known = made
        case .compare(let path):
            do {
                known = try Baseline.load(LintPaths.fileURL(path, cwd: cwd))
            } catch {
                throw .baseline(error)
            }
        }
        if let known {
            var suppressed = 0
            for index in results.indices {
                let filtered = known.filter(results[index].diagnostics, cwd: cwd)
                results[index].diagnostics = filtered.new
                suppressed += filtered.suppressed
            }
            report.packs = results
            report.suppressedByBaseline = suppressed
        }
        return Outcome(report: report, recordedBaseline: recorded, notes: targets.flatMap(\.notes))
    }
}

/// Why a lint run could not run at all (packtool exits 2). Findings are never errors
/// here: they are in the report.
public enum LintRunError: Error, Sendable, Equatable {
    /// A target names no pack: `PackLocator`'s reason, the same for every command.
    case locator(PackLocatorError)
    /// No targets were given and the bundle root cannot be listed.
    case bundleRootUnreadable(URL)
    /// No targets were given and the bundle root holds no pack folder.
    case bundleRootEmpty(URL)
    case configuration(ConfigurationError)
    case baseline(ConfigurationError)
    case cannotWriteBaseline(URL, reason: String)
}

/// A pack to lint: how reports name it, and how to open it when a worker gets to it.
public struct LintTarget: Sendable {
    public let displayPath: String
    public let opener: LintSession.PackOpener
    /// What the user should know about which folder the word meant.
    public var notes: [String] = []
}

/// Command-line words to packs through `PackLocator` (a folder, a file inside a pack,
/// a `.zip`, or a pack name looked up documents then bundle), or every pack of the
/// bundle root when there is none.
public enum LintTargets {
    /// `roots` is worked out only when an argument is a pack name or there is none.
    public static func resolve(_ arguments: [String], roots: @escaping @Sendable () -> PackRoots, cwd: URL) throws(LintRunError) -> [LintTarget] {
        let cache = RootsCache(roots)
        if arguments.isEmpty { return try bundlePacks(roots: cache.get(), cwd: cwd) }
        let locator = PackLocator(workingDirectory: cwd, roots: { cache.get() })
        var seen = Set<String>()
        var targets: [LintTarget] = []
        for argument in arguments {
            let located: PackLocator.Located
            do {
                located = try locator.locate(argument, accepting: [.archive, .fileInPack])
            } catch {
                throw .locator(error)
            }
            let key = LintPaths.absolute(located.displayPath, cwd: cwd)
            guard seen.insert(key).inserted else { continue }
            targets.append(LintTarget(displayPath: located.displayPath, opener: { located.files() }, notes: located.notes))
        }
        return targets
    }

    static func folder(_ url: URL, shown: String) -> LintTarget {
        LintTarget(displayPath: shown) { FolderPackFiles(folder: url, displayPath: shown) }
    }

    /// Every visible folder of the bundle root, sorted; none at all is an error.
    static func bundlePacks(roots: PackRoots, cwd: URL) throws(LintRunError) -> [LintTarget] {
        let root = roots.bundle
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: root.path)
        } catch {
            throw .bundleRootUnreadable(root)
        }
        let folders = names.sorted().filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }
        guard !folders.isEmpty else { throw .bundleRootEmpty(root) }
        return folders.map { name in
            let url = root.appendingPathComponent(name, isDirectory: true)
            return folder(url, shown: LintPaths.display(url.path, base: cwd, cwd: cwd))
        }
    }
}

/// The roots, worked out at most once, from whichever thread asks first.
private final class RootsCache: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () -> PackRoots
    private var made: PackRoots?

    init(_ make: @escaping @Sendable () -> PackRoots) { self.make = make }

    func get() -> PackRoots {
        lock.withLock {
            if let made { return made }
            let roots = make()
            made = roots
            return roots
        }
    }
}
