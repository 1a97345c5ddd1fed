import Foundation

/// Paths and scratch folders for both test targets: the unit tests and the end-to-end
/// tests that run the built binary.
public enum TestPaths {
    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures", isDirectory: true)
    public static let glyphSets = packageRoot.appendingPathComponent("GlyphSets", isDirectory: true)

    public static func fixture(_ path: String) -> URL { fixtures.appendingPathComponent(path) }

    /// A fresh temporary folder; the caller removes it (or use `TemporaryDirectory`).
    public static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("packtool-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A temporary folder removed when the value is released.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = try TestPaths.temporaryFolder()
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    @discardableResult
    public func write(_ relativePath: String, _ content: String) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(content.utf8).write(to: file)
        return file
    }

    /// Copies a shipped pack into this folder (at `relativePath`).
    public func copyShippedPack(_ name: String, to relativePath: String) throws -> URL {
        let destination = url.appendingPathComponent(relativePath, isDirectory: true)
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.glyphSets.appendingPathComponent(name), to: destination)
        return destination
    }
}

/// Letter maps for tests. A map packtool loads names all 26 letters (the strict decoder
/// is the map checks' errors run as a gate), so a test about a few letters writes those
/// and lets the rest be filled in.
public enum TestMaps {
    public static let alphabet = "abcdefghijklmnopqrstuvwxyz".map(String.init)

    /// `letter_map.json` text: the given letters as given (`code` as written in JSON,
    /// such as `"\"01\""`), every other letter `x` as `{"code": "1", "glyphFile": "x.svg"}`.
    public static func complete(glyphSet: String, displayName: String? = nil, status: String? = nil,
                                letters: [String: (code: String, glyphFile: String)]) -> String {
        var top = [#""glyphSet": "\#(glyphSet)""#]
        if let displayName { top.append(#""displayName": "\#(displayName)""#) }
        if let status { top.append(#""status": "\#(status)""#) }
        let entries = alphabet.map { letter in
            let entry = letters[letter] ?? (#""1""#, "\(letter).svg")
            return #"    "\#(letter)": {"code": \#(entry.code), "glyphFile": "\#(entry.glyphFile)"}"#
        }
        top.append("\"letters\": {\n" + entries.joined(separator: ",\n") + "\n  }")
        return "{\n  " + top.joined(separator: ",\n  ") + "\n}\n"
    }
}
