import Foundation
import TestSupport
import Testing

/// Runs the outside programs the CI tests drive (git, pre-commit, bash, python3) the way
/// they are run for real: from PATH, no standard input, standard output and error read
/// together, a git identity for scratch commits, and the variables that would point git
/// or packtool somewhere else removed; `environment` on top.
enum OutsideTool {
    struct Result {
        let status: Int32
        let output: String
    }

    static func run(_ tool: String, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = try #require(ExternalTool.path(tool))
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ProcessInfo.processInfo.environment
        for key in ["GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE", "DIGITFLIP_BUNDLE", "DIGITFLIP_DOCUMENTS", "XDG_DATA_HOME", "GITHUB_STEP_SUMMARY"] {
            env.removeValue(forKey: key)
        }
        for role in ["AUTHOR", "COMMITTER"] {
            env["GIT_\(role)_NAME"] = "packtool tests"
            env["GIT_\(role)_EMAIL"] = "tests@packtool.invalid"
        }
        env["NO_COLOR"] = "1"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// git, expected to succeed; its output, trimmed.
    @discardableResult
    static func git(_ arguments: [String], in repository: URL) throws -> String {
        let result = try run("git", arguments, in: repository)
        #expect(result.status == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Everything in the folder committed (a new repository first when `initialize`);
    /// returns the commit.
    @discardableResult
    static func commitAll(_ repository: URL, message: String, initialize: Bool = false) throws -> String {
        if initialize { try git(["init", "--quiet"], in: repository) }
        try git(["add", "--all"], in: repository)
        try git(["commit", "--quiet", "--message", message], in: repository)
        return try git(["rev-parse", "HEAD"], in: repository)
    }

    /// A repository of packs, `<folder>/<name>/`, holding a copy of the shipped
    /// `classic` in GlyphSets/, committed: a consumer's repository as CI sees it.
    static func packRepository(in folder: TemporaryDirectory, named name: String) throws -> URL {
        let repository = folder.url.appendingPathComponent(name)
        _ = try folder.copyShippedPack("classic", to: "\(name)/GlyphSets/classic")
        try commitAll(repository, message: "classic", initialize: true)
        return repository
    }
}
