import Foundation
@testable import PackModel

enum TestPaths {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)
    static let glyphSets = packageRoot.appendingPathComponent("GlyphSets", isDirectory: true)

    static func fixture(_ path: String) -> URL { fixtures.appendingPathComponent(path) }

    /// A fresh temporary folder; the caller removes it (or use `TemporaryDirectory`).
    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("packtool-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A temporary folder removed when the value is released.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = try TestPaths.temporaryFolder()
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    func write(_ relativePath: String, _ content: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file)
        return file
    }
}
