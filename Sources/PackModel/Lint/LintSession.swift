import Foundation

/// One `lint` run over many packs: packs are read and checked one at a time per core,
/// each pack's parsed files dropped as soon as its diagnostics are out, and results
/// come back in the order the packs were given whatever order they finished in.
public struct LintSession: Sendable {
    public let linter: Linter
    public let configuration: LintConfiguration
    public let workingDirectory: URL

    /// `fixer`: what lint asks of `packtool fix` (see `LintFixer`). The spelling without
    /// it, declared in `Fix/`, hands in `SVGFixer()`.
    public init(configuration: LintConfiguration = LintConfiguration(), workingDirectory: URL,
                checks: [any LintCheck] = CheckCatalogue.all, profile: LintProfile = .lint, fixer: (any LintFixer)?) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        linter = Linter(checks: profile.checks(configuration: configuration, catalogue: checks), fixer: fixer)
    }

    /// A pack to lint; the source is made only when a worker picks it up, so an
    /// archive's bytes are held only while its pack is checked.
    public typealias PackOpener = @Sendable () -> any PackFiles

    /// Lints every pack, using all cores when there is more than one pack. Findings on
    /// excluded paths are dropped.
    public func lint(_ packs: [PackOpener], processorCount: Int = ProcessInfo.processInfo.activeProcessorCount) -> [PackLintResult] {
        let lintOne: @Sendable (Int) -> PackLintResult = { index in
            var result = linter.run(packs[index]())
            result.diagnostics.removeAll { configuration.isExcluded($0.path, cwd: workingDirectory) }
            return result
        }
        guard packs.count > 1, processorCount > 1 else { return packs.indices.map(lintOne) }
        let slots = ResultSlots<PackLintResult>(count: packs.count)
        DispatchQueue.concurrentPerform(iterations: packs.count) { index in
            slots[index] = lintOne(index)
        }
        return slots.values
    }

    /// The checks that run, with their configured severities, for reports.
    public var checks: [CheckInfo] { linter.checks.map(\.info) }
}

/// One slot per pack, written once by whichever thread linted it.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
