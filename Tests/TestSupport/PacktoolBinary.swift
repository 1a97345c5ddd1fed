import Foundation
import Testing

/// Runs the built `packtool` binary as a user would and captures what it prints. Each
/// test target that uses it depends on the executable, so `swift test` builds it first
/// (the root package's packtoolTests, and Studio/'s tests, which build packtool beside
/// packtool-studio).
public enum PacktoolBinary {
    /// The binary `swift build` put beside this test bundle, or in .build/debug.
    public static let url: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("packtool")
        let candidates = [besideTests, TestPaths.packageRoot.appendingPathComponent(".build/debug/packtool")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }()

    public struct Result {
        public let status: Int32
        public let stdout: String
        public let stderr: String
        /// How the process ended: `.uncaughtSignal` (with the signal in `status`) when it
        /// crashed or was killed.
        public var reason: Process.TerminationReason = .exit

        /// Whether the process exited on its own with one of packtool's statuses (0, 1, 2),
        /// as opposed to a trap or another signal.
        public var exitedWithOwnStatus: Bool { reason == .exit && (0...2).contains(status) }
    }

    /// The binary, or a test failure saying how to build it.
    public static func require() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            Issue.record("packtool is not built at \(url.path); run `swift build` before `swift test`")
            throw CancellationError()
        }
        return url
    }

    /// A process ready to run: the package root as working directory, the test's own
    /// environment without anything that would change where packs are found or where
    /// reports go, colour off, and `environment` on top.
    public static func process(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> (Process, stdout: Pipe, stderr: Pipe) {
        let process = Process()
        process.executableURL = try require()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? TestPaths.packageRoot
        var env = ProcessInfo.processInfo.environment
        for key in ["GITHUB_STEP_SUMMARY", "DIGITFLIP_BUNDLE", "DIGITFLIP_DOCUMENTS", "XDG_DATA_HOME", "PACKTOOL_TEST_PAUSE", "COLUMNS"] {
            env.removeValue(forKey: key)
        }
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        return (process, out, err)
    }

    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let (process, out, err) = try process(arguments, in: directory, environment: environment)
        return try finish(process, stdout: out, stderr: err)
    }

    /// Runs any program with exactly `environment` (nil: this process's), standard input
    /// empty, and captures its two streams apart, so a test can tell what went to which.
    public static func runProgram(_ executable: URL, _ arguments: [String], in directory: URL,
                                  environment: [String: String]? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        return try finish(process, stdout: out, stderr: err)
    }

    /// Starts `process` and reads both pipes before waiting, so a large report cannot fill
    /// a pipe and stall.
    private static func finish(_ process: Process, stdout out: Pipe, stderr err: Pipe) throws -> Result {
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var errData = Data()
        group.enter()
        DispatchQueue.global().async {
            errData = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self), reason: process.terminationReason)
    }

    /// Copies a fixture pack into `folder` and returns the copy.
    public static func copyFixture(_ relativePath: String, to folder: URL, as name: String? = nil) throws -> URL {
        let source = TestPaths.fixture(relativePath)
        let target = folder.appendingPathComponent(name ?? source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }
}
