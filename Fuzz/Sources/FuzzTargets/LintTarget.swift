import Foundation
import PackModel

/// Harness 4: the whole linter on a pack whose glyphs are the input (the zip/install
/// gates, profiles of this linter, are reached by the archive harness). The first byte says how many of the classic pack's glyphs the input replaces
/// (one, every other, or all 26), so that pack-wide findings (aspect ratios, ink sizes,
/// shared glyph files) are reached as well as one file's.
public enum LintTarget {
    public static func run(_ bytes: [UInt8]) {
        guard let shape = bytes.first else { return }
        let svg = Array(bytes.dropFirst())
        var files = ShippedPack.lightFiles
        for (index, name) in ShippedPack.glyphFiles.enumerated() {
            switch shape % 3 {
            case 0: if index == 0 { files[name] = svg }
            case 1: if index % 2 == 0 { files[name] = svg }
            default: files[name] = svg
            }
        }
        let source = MemoryPackFiles(folderName: "classic", files: files)
        let result = Linter().run(source)
        for diagnostic in result.diagnostics {
            _ = diagnostic.message
            _ = diagnostic.hint
        }
    }
}
