import Foundation
import PackModel

/// Harness 3: the ZIP structure parser, archive vetting, reading a pack from an archive
/// in memory, and the install gate and linter on what it holds. An input whose first byte
/// is even is the archive itself (byte-level mutation, for the structure parser); an odd
/// one is a recipe (see `ZipRecipe`) that changes a well-formed archive of the classic
/// pack one decision at a time.
public enum ArchiveTarget {
    public static func run(_ bytes: [UInt8]) {
        guard let mode = bytes.first else { return }
        let archive = mode & 1 == 0 ? Array(bytes.dropFirst()) : recipe(FuzzInput(Array(bytes.dropFirst()))).bytes()
        judge(archive)
    }

    /// What `packtool lint X.zip` and `packtool install X.zip` do with an archive, short
    /// of writing anything: the archive read through the pack seam, the linter, and the
    /// install gate (the linter's install profile).
    public static func judge(_ archive: [UInt8]) {
        if let vetted = try? VettedArchive(bytes: archive, origin: "fuzz.zip") {
            _ = vetted.topFolder
            _ = vetted.list().outside.count
        }
        let files = ArchivePackFiles(bytes: archive, displayPath: "fuzz.zip")
        for diagnostic in Linter().lint(files) { _ = diagnostic.message }
        do { _ = try PackGate(.installGate).check(files) } catch { _ = error.description }
    }

    static let names = [
        "letter_map.json", "manifest.json", "lowercase_a.svg", "README.md", ".DS_Store", "__MACOSX/", "__MACOSX/classic/._lowercase_a.svg",
        "._lowercase_a.svg", "classic/", "other/", "../evil.svg", "/abs.svg", "C:x.svg", "a\\b.svg", "classic/sub/x.svg",
        "LOWERCASE_A.SVG", "classic/letter_map.json", "classic/manifest.json", "classic/lowercase_a.svg", "classic/.DS_Store",
        "lowercase_a.svg/", "./lowercase_b.svg", "classic//x.svg", "caf\u{E9}.svg", "tab\t.svg",
    ]

    static func recipe(_ input: FuzzInput) -> ZipRecipe {
        var input = input
        var recipe: ZipRecipe
        switch input.choose(4) {
        case 0: recipe = .classic(topFolder: "classic", manifest: true)
        case 1: recipe = .classic(topFolder: nil, manifest: false)
        case 2: recipe = .classic(topFolder: "classic", manifest: false)
        default: recipe = ZipRecipe()
        }
        var steps = 0
        while !input.isAtEnd && steps < 24 {
            steps += 1
            let count = recipe.entries.count
            let target = count > 0 ? input.choose(count) : 0
            switch input.choose(16) {
            case 0: recipe.entries.append(.init(name: name(&input), content: input.chunk()))
            case 1 where count > 0: recipe.entries[target].name = name(&input)
            case 2 where count > 0: recipe.entries[target].content = input.chunk()
            case 3 where count > 0: recipe.entries[target].method = .deflateStoredBlocks
            case 4 where count > 0: recipe.entries[target].method = .deflateRaw(input.chunk())
            case 5 where count > 0: recipe.entries[target].method = .other(input.uint16())
            case 6 where count > 0: recipe.entries[target].flags = input.uint16()
            case 7 where count > 0: recipe.entries[target].dataDescriptor.toggle()
            case 8 where count > 0:
                recipe.entries[target].externalAttributes = input.pick([0o120777 << 16, 0o040755 << 16, 0o020644 << 16, 0o010644 << 16,
                                                                        0o104755 << 16, 0x10, input.uint32()])
            case 9 where count > 0: recipe.entries[target].versionMadeBy = input.pick([0x0014, 0x0314, 0x1314, 0x0A14, input.uint16()])
            case 10 where count > 0: recipe.entries[target].crcDelta = input.uint32()
            case 11 where count > 0: recipe.entries[target].declaredSizeDelta = Int(Int16(bitPattern: input.uint16()))
            case 12 where count > 0:
                let id = input.pick([0x0001, 0x7075, 0x5455, 0x7875, 0x000A, input.uint16()] as [UInt16])
                let data = input.chunk()
                recipe.entries[target].extra = [UInt8(id & 0xFF), UInt8(id >> 8), UInt8(data.count & 0xFF), UInt8((data.count >> 8) & 0xFF)] + data
            case 13 where count > 0: recipe.entries[target].localNameOverride = name(&input)
            case 14 where count > 0:
                if input.bool() { recipe.entries.remove(at: target) } else { recipe.entries.append(recipe.entries[target]) }
            case 15:
                switch input.choose(3) {
                case 0: recipe.comment = input.chunk()
                case 1: recipe.prefix = input.chunk()
                default: recipe.trailer = input.chunk()
                }
            default: break
            }
        }
        return recipe
    }

    static func name(_ input: inout FuzzInput) -> String {
        if input.bool() { return input.pick(names) }
        return String(decoding: input.chunk(), as: UTF8.self)
    }
}
