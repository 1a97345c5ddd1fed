import TestSupport
import Testing

@Suite struct SeededRandomTests {
    @Test func aSeedGivesTheSameValuesAgain() {
        var first = SeededRandom(seed: 42)
        var second = SeededRandom(seed: 42)
        let values = (0..<8).map { _ in first.next() }
        #expect((0..<8).map { _ in second.next() } == values)
        var other = SeededRandom(seed: 43)
        #expect((0..<8).map { _ in other.next() } != values)
    }

    @Test func theSeedComesFromTheEnvironmentWhenSet() {
        let replayed = SeededRandom.forTest("seed test", environment: [SeededRandom.environmentKey: "1234"])
        #expect(replayed.seed == 1234)
        #expect(replayed.replay == "replay with PACKTOOL_TEST_SEED=1234")
        let fresh = SeededRandom.forTest("seed test", environment: [:])
        let another = SeededRandom.forTest("seed test", environment: [:])
        #expect(fresh.seed != another.seed)
    }
}
