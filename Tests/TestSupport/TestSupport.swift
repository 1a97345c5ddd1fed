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

    /// A shipped pack's letter map alone, copied to `relativePath` with its status set to
    /// `status`: a pack whose glyphs are not drawn yet. Every shipped pack is drawn, so
    /// tests of the not-yet-drawn case (placeholders, pending glyphs, a greyed picker
    /// entry) make one here.
    @discardableResult
    public func copyShippedMapOnly(_ name: String, to relativePath: String, status: String) throws -> URL {
        let source = TestPaths.glyphSets.appendingPathComponent(name).appendingPathComponent("letter_map.json")
        var text = try String(contentsOf: source, encoding: .utf8)
        guard let range = text.range(of: #""status": "[a-z_]+""#, options: .regularExpression) else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: source.path])
        }
        text.replaceSubrange(range, with: #""status": "\#(status)""#)
        let destination = url.appendingPathComponent(relativePath, isDirectory: true)
        try write(relativePath + "/letter_map.json", text)
        return destination
    }

    /// A bundle folder at `relativePath` holding copies of the shipped packs, except that
    /// each pack named in `notDrawnYet` is its letter map alone with status `coming_soon`.
    public func bundleOfShippedPacks(at relativePath: String, notDrawnYet: Set<String>) throws -> URL {
        let bundle = url.appendingPathComponent(relativePath, isDirectory: true)
        try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: TestPaths.glyphSets.path).sorted() where !name.hasPrefix(".") {
            if notDrawnYet.contains(name) {
                try copyShippedMapOnly(name, to: relativePath + "/" + name, status: "coming_soon")
            } else {
                _ = try copyShippedPack(name, to: relativePath + "/" + name)
            }
        }
        return bundle
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
