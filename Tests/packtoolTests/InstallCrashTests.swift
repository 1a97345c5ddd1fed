import Foundation
import TestSupport
import Testing

/// Installs over an existing pack, killed with SIGKILL part-way: the pack folder must
/// always be the old pack or the new one, complete, and the next run must clean up.
private struct Scenario {
    let temp: URL
    let documents: String
    let oldZip: URL
    let newZip: URL
    let old: [String: Data]
    let new: [String: Data]
    var pack: URL { URL(fileURLWithPath: documents).appendingPathComponent("GlyphSets/classic") }
    var glyphSets: URL { URL(fileURLWithPath: documents).appendingPathComponent("GlyphSets") }

    init() throws {
        temp = try TestPaths.temporaryFolder()
        oldZip = try PacktoolBinary.zipFixture(into: temp, variant: "old")
        newZip = try PacktoolBinary.zipFixture(into: temp, variant: "new")
        // What each version looks like once installed, from a scratch documents folder.
        for (zip, name) in [(newZip, "new")] {
            _ = try PacktoolBinary.run(["install", zip.path, "--documents", temp.appendingPathComponent("ref-\(name)").path])
        }
        new = PacktoolBinary.contents(of: temp.appendingPathComponent("ref-new/GlyphSets/classic"))
        documents = temp.appendingPathComponent("docs").path
        let first = try PacktoolBinary.run(["install", oldZip.path, "--documents", documents])
        #expect(first.status == 0, "\(first.stderr)")
        old = PacktoolBinary.contents(of: URL(fileURLWithPath: documents).appendingPathComponent("GlyphSets/classic"))
        #expect(old.count == 28 && new.count == 28 && old != new)
    }

    var leftovers: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: glyphSets.path)) ?? []).filter { $0.hasPrefix(".") && $0 != ".packtool.lock" }
    }

    /// Starts an install of `zip`, pausing at `step` when given.
    func start(_ zip: URL, pauseAt step: String? = nil) throws -> (Process, Pipe) {
        let (process, _, err) = try PacktoolBinary.process(["install", zip.path, "--documents", documents],
                                                       environment: step.map { ["PACKTOOL_TEST_PAUSE": $0] } ?? [:])
        try process.run()
        return (process, err)
    }
}

private func waitForPause(_ pipe: Pipe, step: String) -> Bool {
    var text = ""
    while !text.contains("test pause at \(step)") {
        let data = pipe.fileHandleForReading.availableData
        if data.isEmpty { return false }
        text += String(decoding: data, as: UTF8.self)
    }
    return true
}

@Test(arguments: ["staged", "swapped"])
func installKilledAtAStepLeavesOldOrNewAndIsCleanedUp(step: String) throws {
    let scenario = try Scenario()
    defer { try? FileManager.default.removeItem(at: scenario.temp) }
    let (process, err) = try scenario.start(scenario.newZip, pauseAt: step)
    #expect(waitForPause(err, step: step))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()

    let after = PacktoolBinary.contents(of: scenario.pack)
    #expect(after == (step == "staged" ? scenario.old : scenario.new))
    #expect(scenario.leftovers.contains { $0.hasPrefix(".staging-classic-") })

    let next = try PacktoolBinary.run(["install", scenario.newZip.path, "--documents", scenario.documents])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stderr.contains("cleaned up an interrupted run: removed .staging-classic-"))
    #expect(PacktoolBinary.contents(of: scenario.pack) == scenario.new)
    #expect(scenario.leftovers.isEmpty)
}

@Test func installKilledAtRandomMomentsIsNeverAMixture() throws {
    let scenario = try Scenario()
    defer { try? FileManager.default.removeItem(at: scenario.temp) }
    // The kill moments come from a seeded generator: the seed is printed, and
    // PACKTOOL_TEST_SEED=<seed> replays the same moments.
    var generator = SeededRandom.forTest("installKilledAtRandomMomentsIsNeverAMixture")
    for round in 0..<24 {
        let zip = round % 2 == 0 ? scenario.newZip : scenario.oldZip
        let (process, _) = try scenario.start(zip)
        let delay = UInt32.random(in: 0...35_000, using: &generator) // an install takes about 30 ms
        usleep(delay)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let now = PacktoolBinary.contents(of: scenario.pack)
        #expect(now == scenario.old || now == scenario.new,
                "round \(round), killed after \(delay) µs: a mixture of \(now.count) files; \(generator.replay)")
    }
    let final = try PacktoolBinary.run(["install", scenario.oldZip.path, "--documents", scenario.documents])
    #expect(final.status == 0, "\(final.stderr)")
    #expect(PacktoolBinary.contents(of: scenario.pack) == scenario.old)
    #expect(scenario.leftovers.isEmpty)
}
