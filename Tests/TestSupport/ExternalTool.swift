import Foundation
import Testing

/// Outside programs some tests run (python3, zip, curl, script). A test that needs one
/// says so with a trait, so that it is skipped visibly, with the reason, when the
/// program is missing, and never passes by returning early:
///
///     @Test(.requires("zip", debian: "zip"))
///
/// `.ci/run` installs the Debian package (or PyPI distribution) of every program a test names here, so CI
/// runs them all.
public enum ExternalTool {
    /// The first executable of that name on PATH.
    public static func path(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    public static func available(_ name: String) -> Bool { path(name) != nil }

    /// True when python3 is on PATH and can import `module`.
    public static func pythonModule(_ module: String) -> Bool {
        guard let python = path("python3") else { return false }
        let probe = Process()
        probe.executableURL = python
        probe.arguments = ["-c", "import \(module)"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `tool` is on PATH; otherwise it is reported as skipped,
    /// naming the Debian package to install.
    public static func requires(_ tool: String, debian package: String) -> Self {
        .enabled(if: ExternalTool.available(tool),
                 Comment(rawValue: "\(tool) is not on PATH (Debian: apt install \(package); .ci/run installs it)"))
    }

    /// Runs the test only when `tool` is on PATH; otherwise it is reported as skipped,
    /// naming the PyPI distribution to install.
    public static func requires(_ tool: String, pypi distribution: String) -> Self {
        .enabled(if: ExternalTool.available(tool),
                 Comment(rawValue: "\(tool) is not on PATH (PyPI: pip install \(distribution); .ci/run installs it)"))
    }

    /// Runs the test only when python3 can import `module`.
    public static func requiresPython(module: String, debian package: String) -> Self {
        .enabled(if: ExternalTool.pythonModule(module),
                 Comment(rawValue: "python3 cannot import \(module) (Debian: apt install \(package); .ci/run installs it)"))
    }

    /// Runs the test only when python3 can import `module`, which comes from PyPI.
    public static func requiresPython(module: String, pypi package: String) -> Self {
        .enabled(if: ExternalTool.pythonModule(module),
                 Comment(rawValue: "python3 cannot import \(module) (PyPI: pip install \(package); .ci/run installs it)"))
    }
}
