import Foundation
import PackModel

/// Harness 2: the JSON parser and every reader built on it: the letter map's strict
/// decoding and the map checks (the input is a pack's letter_map.json), an archive's
/// manifest, and a repository's .packtool.json.
public enum JSONTarget {
    static let mapChecks = CheckCatalogue.all.filter { $0.info.id.family == .map }
    static let configurationFile = URL(fileURLWithPath: "/fuzz/.packtool.json")

    public static func run(_ bytes: [UInt8]) {
        if let map = try? LetterMap(jsonBytes: bytes) {
            _ = map.sortedLetters.count
        }
        _ = try? PackManifest(jsonBytes: bytes)
        _ = try? LintConfiguration.parse(bytes, file: configurationFile, knownChecks: CheckCatalogue.all.map(\.info.id))
        var files = ShippedPack.lightFiles
        files[LetterMap.fileName] = bytes
        let diagnostics = Linter(checks: mapChecks).lint(MemoryPackFiles(folderName: "classic", files: files))
        for diagnostic in diagnostics { _ = diagnostic.message }
    }
}
