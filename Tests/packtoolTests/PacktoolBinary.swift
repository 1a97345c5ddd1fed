import Foundation
import Testing

/// Runs the built `packtool` (`<package>/.build/debug/packtool`; run `swift build` first).
enum PacktoolBinary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let url = packageRoot.appendingPathComponent(".build/debug/packtool")
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary, or a test failure saying how to build it.
    static func require() throws -> URL {
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            Issue.record("packtool is not built at \(url.path); run `swift build` before `swift test`")
            throw CancellationError()
        }
        return url
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try require()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "GITHUB_STEP_SUMMARY")
        env.removeValue(forKey: "DIGITFLIP_BUNDLE")
        env.removeValue(forKey: "DIGITFLIP_DOCUMENTS")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a large report cannot fill a pipe and stall.
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
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("packtool-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Copies a fixture pack into `folder` and returns the copy.
    static func copyFixture(_ relativePath: String, to folder: URL, as name: String? = nil) throws -> URL {
        let source = fixtures.appendingPathComponent(relativePath)
        let target = folder.appendingPathComponent(name ?? source.lastPathComponent)
        try FileManager.default.copyItem(at: source, to: target)
        return target
    }
}
