import Foundation

/// A small, reproducible random number generator (SplitMix64) for randomized tests.
///
/// Each test that draws random values makes one with `SeededRandom.forTest(_:)`, which
/// takes the seed from `PACKTOOL_TEST_SEED` when it is set, else a fresh one, and
/// prints it. A failing run is replayed exactly with
///
///     PACKTOOL_TEST_SEED=<seed> swift test --filter <test>
///
/// and failure messages should carry `replay` so the seed is next to the failure.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    public static let environmentKey = "PACKTOOL_TEST_SEED"

    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The generator for one test, its seed printed on standard output.
    public static func forTest(_ name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> SeededRandom {
        let given = environment[environmentKey].flatMap { UInt64($0.trimmingCharacters(in: .whitespaces)) }
        var system = SystemRandomNumberGenerator()
        let generator = SeededRandom(seed: given ?? system.next())
        print("\(name): random seed \(generator.seed)\(given == nil ? "" : " (from \(environmentKey))"); \(generator.replay)")
        return generator
    }

    /// How to run the same values again.
    public var replay: String { "replay with \(Self.environmentKey)=\(seed)" }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
