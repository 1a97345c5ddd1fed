import ArgumentParser
import Foundation
import PackModel

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Start a glyph pack: a letter map with all 26 letters and a README.",
        usage: "packtool new NAME [--from PACK] [--in DIR] [--documents DIR] [--bundle DIR]",
        discussion: """
        Creates DIR/NAME/ (DIR is the current folder unless --in) holding:
          letter_map.json  all 26 letters a-z, each with the code it has in PACK
                           (classic unless --from; codes stay strings, "01" is
                           not "1") and a glyph file name, lowercase_a.svg …
                           lowercase_z.svg; "glyphSet" NAME, a "displayName"
                           made from NAME, "status": "coming_soon" (the app
                           lists the pack greyed out until you change it) and
                           "$schema" for editors that check the map as you type
          README.md        the next steps, from drawing to `packtool zip`
        No SVG is written: until a glyph is drawn, the app, `packtool preview` and
        `packtool studio` show its placeholder, the letter and its code in a box.
        `packtool lint` lists the glyphs still to draw as one finding.

        NAME is a pack name: letters, digits, '_' and '-', starting with a letter
        or digit, at most 64. PACK is found as every command finds a pack (see
        FINDING A PACK in `packtool --help`); its map must load and name all 26
        letters.

        packtool new never overwrites: when DIR/NAME exists, even as an empty
        folder, nothing is written. The folder appears whole or not at all (it is
        written under a hidden name beside it, then renamed in one step).

        "$schema" points at Schemas/letter_map.schema.json relative to the new
        folder when a folder above DIR holds one (as in this repository), else at
        ../../Schemas/letter_map.schema.json, where it is for a pack created in a
        repository's GlyphSets folder.

        EXAMPLES
          packtool new my_pack
              creates ./my_pack with the classic codes
          packtool new neon --from no_zero --in GlyphSets
              creates GlyphSets/neon with the codes of no_zero
          packtool new my_pack && packtool studio ./my_pack
              starts a pack and opens it live in a browser

        EXIT STATUS
          0  the pack folder was created
          1  NAME exists already, or is not a pack name
          2  bad arguments, PACK cannot be found or loaded, or the folder cannot
             be written
        """
    )

    @Argument(help: ArgumentHelp("The new pack's name, also its folder's.", valueName: "NAME"))
    var name: String

    @Option(name: .long, help: ArgumentHelp("The pack whose codes the new one starts with. Default: classic.", valueName: "PACK"))
    var from: String = PackRoots.defaultPack

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder to create NAME in. Default: the current folder.", valueName: "DIR"))
    var folder: String?

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if from.isEmpty { throw CLIError.usage("--from needs a pack name or path", hint: "leave it out to take the codes of \(PackRoots.defaultPack)") }
        if folder?.isEmpty == true { throw CLIError.usage("--in needs a folder", hint: "leave it out to create the pack in the current folder") }
    }

    func run() throws {
        guard PackName.isSafe(name) else {
            throw CLIError.refused("'\(name)' is not a pack name",
                                   hint: "use letters, digits, '_' and '-', starting with a letter or digit, at most 64: packtool new my_pack")
        }
        let selection = try PackSelection.parse(["--pack", from] + rootArguments)
        let source = try selection.load()
        let parent = LintPaths.fileURL(folder ?? ".", cwd: CommandLineFolder.current).standardizedFileURL
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError.cannotRun("\(folder ?? "."): no such folder", hint: "create it first, or give another folder with --in")
        }
        let target = parent.appendingPathComponent(name, isDirectory: true)
        let starter = PackStarter(name: name, codes: source.map, schema: Self.schemaReference(from: target))
        let created: URL
        do {
            created = try starter.create(in: parent, codesFrom: from)
        } catch {
            switch error {
            case .exists(let path):
                throw CLIError.refused("\(path) already exists; nothing was written",
                                       hint: "packtool new never overwrites: pick another NAME, or another folder with --in")
            case .badName:
                throw CLIError.refused(error.description, hint: "for example: packtool new my_pack")
            case .incompleteCodes:
                throw CLIError.cannotRun("\(source.mapPath): \(error.description)",
                                         hint: "give --from a pack whose map names all 26 letters (`packtool lint \(from)` shows what is missing)")
            case .cannotWrite:
                throw CLIError.cannotRun(error.description, hint: "check that \(parent.path) is a folder you can write to")
            }
        }
        let shown = LintPaths.display(created.path, base: CommandLineFolder.current, cwd: CommandLineFolder.current)
        print("created \(shown)/ (\(LetterMapKeys.letterNames.count) letters with the codes of \(source.name), status coming_soon)")
        print("next: packtool studio \(PackLocator.isPath(shown) ? shown : "./" + shown)    (draw the glyphs and watch them live)")
    }

    /// The options that pick the roots, passed on to find PACK.
    var rootArguments: [String] {
        (rootOptions.documents.map { ["--documents", $0] } ?? []) + (rootOptions.bundle.map { ["--bundle", $0] } ?? [])
    }

    /// `$schema`: the repository's schema relative to the new folder, when a folder
    /// above it has `Schemas/letter_map.schema.json`.
    static func schemaReference(from target: URL) -> String {
        var folder = target.deletingLastPathComponent()
        var ups = 1
        while ups < 32 {
            let candidate = folder.appendingPathComponent("Schemas/letter_map.schema.json")
            if FileManager.default.fileExists(atPath: candidate.path) {
                return String(repeating: "../", count: ups) + "Schemas/letter_map.schema.json"
            }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
            ups += 1
        }
        return PackStarter.repositorySchema
    }
}
