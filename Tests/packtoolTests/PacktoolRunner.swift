import Foundation

/// Runs the built `packtool` binary, as a user would, and captures what it prints.
struct PacktoolRunner {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary `swift build` put beside this test bundle (or in .build/debug).
    static let executable: URL = {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("packtool")
        let candidates = [besideTests, packageRoot.appendingPathComponent(".build/debug/packtool")]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[1]
    }()

    var currentDirectory: URL = PacktoolRunner.packageRoot
    /// Added to a clean environment: only PATH and HOME come from the test's own.
    var environment: [String: String] = [:]

    @discardableResult
    func run(_ arguments: [String], standardInput: Data? = nil) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: Self.executable.path) else {
            throw RunnerError(message: "packtool binary not found at \(Self.executable.path); run `swift build` first")
        }
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = currentDirectory
        var environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
                           "HOME": ProcessInfo.processInfo.environment["HOME"] ?? "/tmp",
                           "NO_COLOR": "1"]
        environment.merge(self.environment) { $1 }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes to the end before waiting, so a chatty child cannot block.
        let errorData = ReadBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errorData.data = error.fileHandleForReading.readDataToEndOfFile() }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outputData, as: UTF8.self),
                      standardError: String(decoding: errorData.data, as: UTF8.self))
    }

    struct RunnerError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private final class ReadBox: @unchecked Sendable {
        var data = Data()
    }
}

/// A temporary folder removed when the value is released.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("packtool-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ content: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file)
        return file
    }

    /// Copies a shipped pack into this folder (at `relativePath`).
    func copyShippedPack(_ name: String, to relativePath: String) throws -> URL {
        let destination = url.appendingPathComponent(relativePath, isDirectory: true)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PacktoolRunner.packageRoot.appendingPathComponent("GlyphSets/\(name)"), to: destination)
        return destination
    }
}
