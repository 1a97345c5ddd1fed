import Foundation
import TestSupport
import Testing

/// Every hook of `.pre-commit-hooks.yaml`, run by the real `pre-commit try-repo` in a
/// scratch repository of packs, as a consumer repository runs it: a clean pack passes,
/// a broken pack fails and the output shows the finding.
///
/// try-repo clones a snapshot of this repository (its working tree as git sees it,
/// committed in a temporary repository, since try-repo reads a commit) and runs the hook
/// in the consumer's repository. Everything pre-commit writes goes to a temporary
/// PRE_COMMIT_HOME the test owns (try-repo itself installs hooks into a store of its own
/// in a temporary folder, so a hook that builds, builds in each try-repo run: the swift
/// hooks run in one, `everyHookWithNothingInstalled`).
///
/// Adding a hook to .pre-commit-hooks.yaml means adding its case to `hooks`:
/// `everyHookHasACase` fails until it is there.
@Suite(.requires("pre-commit", pypi: "pre-commit"), .requires("git", debian: "git"))
struct PreCommitHookTests {
    /// One hook, as a consumer's repository runs it.
    struct Hook: Sendable, CustomTestStringConvertible {
        enum Language: Sendable {
            /// `language: system`: runs the packtool on PATH; pre-commit builds nothing.
            case system
            /// `language: swift`: pre-commit builds this repository (`swift build -c
            /// release`, minutes) and puts its products on PATH.
            case swift
        }
        let id: String
        let language: Language
        /// The pack the hook must stop, under Tests/Fixtures; staged as
        /// GlyphSets/<its folder name>.
        var brokenFixture = "lint/broken"
        /// What the output shows for that pack.
        let brokenFinding: String
        /// The line the hook prints for the clean pack (GlyphSets/classic) when it runs
        /// over every file: where it starts, and what else it must say (never "error").
        var cleanLine = (prefix: "GlyphSets/classic: ", says: "")

        var testDescription: String { id }
    }

    /// The hooks of .pre-commit-hooks.yaml, each with what it must report.
    static let hooks: [Hook] = [
        Hook(id: "packtool-lint", language: .system, brokenFinding: "GlyphSets/broken/letter_map.json:4:13: error: \"status\" is \"coming-soon\""),
        Hook(id: "packtool-lint-swift", language: .swift, brokenFinding: "GlyphSets/broken/letter_map.json:4:13: error: \"status\" is \"coming-soon\""),
        Hook(id: "packtool-fix-check", language: .system, brokenFixture: "fix/needs_fix",
             brokenFinding: "GlyphSets/needs_fix/lowercase_b.svg: would rewrite: style-to-attributes 1",
             cleanLine: (prefix: "GlyphSets/classic/lowercase_b.svg: ", says: "clean, nothing to rewrite")),
        Hook(id: "packtool-fix-check-swift", language: .swift, brokenFixture: "fix/needs_fix",
             brokenFinding: "GlyphSets/needs_fix/lowercase_b.svg: would rewrite: style-to-attributes 1",
             cleanLine: (prefix: "GlyphSets/classic/lowercase_b.svg: ", says: "clean, nothing to rewrite")),
    ]

    static let manifest = TestPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml")

    @Test func everyHookHasACase() throws {
        let text = try String(contentsOf: Self.manifest, encoding: .utf8)
        let ids = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("- id:") else { return nil }
            return line.dropFirst("- id:".count).trimmingCharacters(in: .whitespaces)
        }
        #expect(!ids.isEmpty)
        #expect(ids.sorted() == Self.hooks.map(\.id).sorted(), "add a case to PreCommitHookTests.hooks for each hook of .pre-commit-hooks.yaml")
    }

    /// A hook that runs the packtool on PATH, with packtool on PATH: the clean pack
    /// passes; a staged broken pack fails, showing its finding, and only the staged pack
    /// is linted.
    @Test(arguments: hooks.filter { $0.language == .system })
    func hookWithPacktoolOnPath(_ hook: Hook) throws {
        let scratch = try Scratch()
        let onPath = Scratch.path(withPacktool: true)

        let clean = try scratch.tryRepo(hook.id, ["--all-files"], path: onPath)
        #expect(clean.status == 0, "\(clean.output)")
        #expect(clean.output.contains("Passed"), "\(clean.output)")

        try scratch.stageBrokenPacks([hook.brokenFixture])
        let broken = try scratch.tryRepo(hook.id, [], path: onPath)
        #expect(broken.status == 1, "\(broken.output)")
        #expect(broken.output.contains("Failed"), "\(broken.output)")
        #expect(broken.output.contains(hook.brokenFinding), "\(broken.output)")
        #expect(!broken.output.contains("GlyphSets/classic"), "only the staged pack is linted: \(broken.output)")
    }

    /// Every hook at once, with no packtool anywhere on PATH, as in a repository with
    /// nothing preinstalled. try-repo without a hook id runs them all from one install,
    /// so the swift hooks' build (minutes) happens once per test run however many there
    /// are. Each swift hook fails on the broken pack's finding while the clean pack,
    /// linted in the same run, has no error; each system hook fails saying packtool is
    /// not found.
    @Test func everyHookWithNothingInstalled() throws {
        let scratch = try Scratch()
        try scratch.stageBrokenPacks(Self.hooks.map(\.brokenFixture))
        let run = try scratch.tryRepo(nil, ["--all-files", "--verbose"], path: Scratch.path(withPacktool: false))
        #expect(run.status == 1, "\(run.output)")
        for hook in Self.hooks {
            let section = Self.section(of: hook.id, in: run.output)
            #expect(section != nil, "\(hook.id) did not run: \(run.output)")
            guard let section else { continue }
            switch hook.language {
            case .swift:
                #expect(section.contains("- exit code: 1"), "\(hook.id): \(section)")
                #expect(section.contains(hook.brokenFinding), "\(hook.id): \(section)")
                let classic = section.split(separator: "\n").first { $0.hasPrefix(hook.cleanLine.prefix) }
                #expect(classic != nil, "\(hook.id) checked the clean pack too: \(section)")
                #expect(classic?.contains("error") == false, "\(hook.id): \(classic ?? "")")
                if !hook.cleanLine.says.isEmpty {
                    #expect(classic?.contains(hook.cleanLine.says) == true, "\(hook.id): \(classic ?? "")")
                }
            case .system:
                #expect(section.contains("Executable `packtool` not found"), "\(hook.id): \(section)")
            }
        }
    }

    /// What pre-commit printed for one hook: from its `- hook id:` line to the next
    /// hook's status line (`name.....Passed` or `Failed`).
    static func section(of id: String, in output: String) -> String? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "- hook id: \(id)" }) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.contains("...") && ($0.hasSuffix("Passed") || $0.hasSuffix("Failed")) } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }
}

/// A consumer's repository of packs (GlyphSets/classic, committed) and a snapshot of
/// this repository to try hooks from, in one temporary folder.
private struct Scratch {
    let folder: TemporaryDirectory
    let consumer: URL
    let tool: URL
    let preCommitHome: URL

    init() throws {
        folder = try TemporaryDirectory()
        consumer = try OutsideTool.packRepository(in: folder, named: "packs")
        tool = folder.url.appendingPathComponent("packtool")
        preCommitHome = folder.url.appendingPathComponent("pre-commit-home")
        try Self.snapshot(of: TestPaths.packageRoot, into: tool)
    }

    /// Broken packs (fixtures), staged (not committed), as before a commit the hooks
    /// should stop: each as GlyphSets/<its folder name>.
    func stageBrokenPacks(_ fixtures: [String]) throws {
        for fixture in Set(fixtures).sorted() {
            let source = TestPaths.fixture(fixture)
            let pack = "GlyphSets/" + source.lastPathComponent
            try FileManager.default.copyItem(at: source, to: consumer.appendingPathComponent(pack))
            try OutsideTool.git(["add", pack], in: consumer)
        }
    }

    /// This repository's working tree as git sees it (tracked and untracked files, minus
    /// the ignored ones), committed into `target`: what a consumer's pre-commit would
    /// clone once this work is pushed.
    static func snapshot(of root: URL, into target: URL) throws {
        let listing = try OutsideTool.run("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        #expect(listing.status == 0, "\(listing.output)")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        for name in listing.output.split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: source.path) else { continue } // deleted, not yet committed
            let destination = target.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: source, to: destination)
        }
        try OutsideTool.commitAll(target, message: "snapshot", initialize: true)
    }

    /// `pre-commit try-repo <snapshot> [<hook>] …` in the consumer's repository (every
    /// hook when `hook` is nil).
    func tryRepo(_ hook: String?, _ arguments: [String], path: String) throws -> OutsideTool.Result {
        try OutsideTool.run("pre-commit", ["try-repo", tool.path] + (hook.map { [$0] } ?? []) + arguments, in: consumer,
                     environment: ["PRE_COMMIT_HOME": preCommitHome.path, "PATH": path, "PRE_COMMIT_COLOR": "never"])
    }

    /// PATH without any folder that holds a packtool; with the packtool `swift build`
    /// made first when `withPacktool`.
    static func path(withPacktool: Bool) -> String {
        let current = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":").map(String.init)
        let without = current.filter { !FileManager.default.isExecutableFile(atPath: $0 + "/packtool") }
        return ((withPacktool ? [PacktoolBinary.url.deletingLastPathComponent().path] : []) + without).joined(separator: ":")
    }
}
