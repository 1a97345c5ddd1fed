import Foundation
import PackModel

/// The shipped classic pack, read once from the repository this package sits in: the
/// well-formed base that the pack and archive harnesses change one thing at a time.
///
/// `files` holds its real glyphs; `lightFiles` the same map with one small rectangle per
/// letter, which the harnesses that lint a whole pack per input use: linting 26 real
/// glyphs per input cost more than the input itself, and a tenth of the speed.
enum ShippedPack {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GlyphSets/classic")

    /// letter_map.json and the 26 glyph files, by name.
    static let files: [String: [UInt8]] = {
        let map = read(LetterMap.fileName)
        guard let decoded = try? LetterMap(jsonBytes: map) else {
            fatalError("fuzz: cannot load the classic pack at \(folder.path); run from a packtool checkout")
        }
        var files = [LetterMap.fileName: map]
        for (_, entry) in decoded.sortedLetters { files[entry.glyphFile] = read(entry.glyphFile) }
        return files
    }()

    static let lightGlyph = Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 80"><path d="M10 10h40v60h-40z"/></svg>"#.utf8)

    /// letter_map.json and one small glyph per letter.
    static let lightFiles: [String: [UInt8]] = files.mapValues { _ in lightGlyph }.merging([LetterMap.fileName: files[LetterMap.fileName]!]) { $1 }

    /// The glyph file names in letter order (a–z).
    static let glyphFiles: [String] = {
        guard let map = try? LetterMap(jsonBytes: files[LetterMap.fileName] ?? []) else { return [] }
        return map.sortedLetters.map(\.entry.glyphFile)
    }()

    private static func read(_ name: String) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
            fatalError("fuzz: cannot read \(name) in \(folder.path); run from a packtool checkout")
        }
        return Array(data)
    }
}
