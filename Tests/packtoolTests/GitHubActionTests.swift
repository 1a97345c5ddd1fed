import Foundation
import TestSupport
import Testing

/// The action's "which packs" step (Scripts/github-action packs), run as the runner runs
/// it, in a scratch repository: the packs a push or pull request changed; every pack on a
/// new branch's first push (a base of forty zeros), after a force-push (a base that was
/// never fetched) or when .packtool.json changed; the packs input when given.
@Suite(.requires("git", debian: "git"), .requires("bash", debian: "bash"))
struct GitHubActionTests {
    let folder: TemporaryDirectory
    let repository: URL
    let first: String
    let second: String

    /// Two commits: classic and soon, then a change to soon and a new pack, fresh.
    init() throws {
        folder = try TemporaryDirectory()
        repository = try OutsideTool.packRepository(in: folder, named: "repo")
        try FileManager.default.copyItem(at: TestPaths.fixture("lint/soon"), to: repository.appendingPathComponent("GlyphSets/soon"))
        try folder.write("repo/GlyphSets/README.md", "packs\n")
        first = try OutsideTool.commitAll(repository, message: "one", initialize: true)
        try folder.write("repo/GlyphSets/soon/letter_map.json", try String(contentsOf: TestPaths.fixture("lint/soon/letter_map.json"), encoding: .utf8) + "\n")
        try FileManager.default.copyItem(at: TestPaths.fixture("lint/clean"), to: repository.appendingPathComponent("GlyphSets/fresh"))
        try folder.write("repo/GlyphSets/README.md", "packs, more\n")
        second = try OutsideTool.commitAll(repository, message: "two")
    }

    /// Runs the step; returns its exit status, what it printed, and the pack list it wrote.
    func packs(_ environment: [String: String]) throws -> (status: Int32, output: String, packs: [String]) {
        let temp = folder.url.appendingPathComponent("runner-temp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        var env = ["GITHUB_ACTION_PATH": TestPaths.packageRoot.path, "GITHUB_WORKSPACE": repository.path, "RUNNER_TEMP": temp.path,
                   "GITHUB_OUTPUT": temp.appendingPathComponent("output").path,
                   "HOME": folder.url.path, // `git config --global` writes here, not in the user's home
                   "PACKS": "", "PACKS_ROOT": "", "BASE_SHA": ""]
        env.merge(environment) { $1 }
        let run = try OutsideTool.run("bash", [TestPaths.packageRoot.appendingPathComponent("Scripts/github-action").path, "packs"],
                                      in: repository, environment: env)
        let list = (try? String(contentsOf: temp.appendingPathComponent("packtool-packs.txt"), encoding: .utf8)) ?? ""
        return (run.status, run.output, list.split(separator: "\n").map(String.init))
    }

    @Test func aPushLintsThePacksItChanged() throws {
        let run = try packs(["BASE_SHA": first])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.packs == ["GlyphSets/fresh", "GlyphSets/soon"], "\(run.output)")
        #expect(!run.output.contains("::notice"), "\(run.output)")
    }

    @Test func aFirstPushLintsEveryPack() throws {
        let run = try packs(["BASE_SHA": String(repeating: "0", count: 40)])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.packs == ["GlyphSets/classic", "GlyphSets/fresh", "GlyphSets/soon"])
        #expect(run.output.contains("::notice title=packtool::Linting every pack under GlyphSets/: there is no previous commit"), "\(run.output)")
    }

    @Test func aForcePushWhoseBaseWasNeverFetchedLintsEveryPack() throws {
        let run = try packs(["BASE_SHA": "0123456789abcdef0123456789abcdef01234567"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.packs == ["GlyphSets/classic", "GlyphSets/fresh", "GlyphSets/soon"])
        #expect(run.output.contains("the base commit 0123456789ab is not available"), "\(run.output)")
    }

    @Test func aConfigurationChangeLintsEveryPack() throws {
        try folder.write("repo/.packtool.json", #"{"checks": {"svg.ink-coverage": "off"}}"#)
        try OutsideTool.commitAll(repository, message: "config")
        let run = try packs(["BASE_SHA": second])
        #expect(run.packs == ["GlyphSets/classic", "GlyphSets/fresh", "GlyphSets/soon"], "\(run.output)")
        #expect(run.output.contains(".packtool.json changed"), "\(run.output)")
    }

    @Test func aDeletedPackIsNotLinted() throws {
        try FileManager.default.removeItem(at: repository.appendingPathComponent("GlyphSets/soon"))
        try OutsideTool.commitAll(repository, message: "remove soon")
        let run = try packs(["BASE_SHA": second])
        // Nothing left that changed: every remaining pack, said so.
        #expect(run.packs == ["GlyphSets/classic", "GlyphSets/fresh"], "\(run.output)")
        #expect(run.output.contains("no pack under GlyphSets/ changed"), "\(run.output)")
    }

    @Test func thePacksInputWins() throws {
        let run = try packs(["PACKS": "GlyphSets/classic\n GlyphSets/soon", "BASE_SHA": first])
        #expect(run.packs == ["GlyphSets/classic", "GlyphSets/soon"], "\(run.output)")
    }

    @Test func noPacksFailsTheStepSayingWhy() throws {
        let run = try packs(["PACKS_ROOT": "Elsewhere", "BASE_SHA": String(repeating: "0", count: 40)])
        #expect(run.status == 2)
        #expect(run.output.contains("::error title=packtool::no pack folder under Elsewhere/"), "\(run.output)")
    }
}
