import ArgumentParser
import Foundation
import PackModel

struct ZipCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "zip",
        abstract: "Build a pack's downloadable, reproducible archive.",
        discussion: """
        Writes DIR/<glyphSet>.zip (DIR is made if it does not exist) holding one top folder <glyphSet>/ with letter_map.json, \
        the SVGs the map names, and manifest.json (format version, pack name, and the size \
        and SHA-256 of every file). Other files in the pack folder are left out (and \
        listed). A pack with lint errors is refused and the errors are printed.

        The archive is reproducible: the same files give the same bytes, on every machine \
        (entries sorted, stored uncompressed, dated 1980-01-01, mode 0644). It is written \
        to a temporary file and renamed into place, so an existing archive is replaced \
        whole or not at all.

        PACK is a folder when it contains a '/' (./classic, GlyphSets/classic); otherwise \
        it is a pack name, looked up documents then bundle (the folder holding the map is \
        zipped), or else a folder of that name in the current directory.

        EXAMPLES
          packtool zip classic -o dist
          packtool zip ./my_pack

        EXIT STATUS
          0  written
          1  the pack was refused: lint errors, or a link or special file in it
          2  the pack cannot be found or the archive cannot be written
        """
    )

    @Argument(help: ArgumentHelp("A pack folder, or a pack name.", valueName: "PACK"))
    var pack: String

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The folder to write <glyphSet>.zip into.", valueName: "DIR"))
    var output: String = "."

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if pack.isEmpty { throw CLIError.usage("PACK is empty", hint: "give a pack folder (e.g. ./my_pack) or a name from `packtool list`") }
        if output.isEmpty { throw CLIError.usage("-o needs a folder", hint: "leave it out to write into the current folder") }
    }

    func run() throws {
        let folder = try Self.packFolder(pack, roots: rootOptions.roots)
        let directory = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw CLIError.cannotRun("the output \(directory.path) is a file, not a folder", hint: "give a folder with -o DIR; <glyphSet>.zip is written inside it")
        }
        let result: PackZipResult
        do {
            // A missing output folder is made only once the pack has passed.
            result = try PackZipper(checker: ArchiveValidation.checker).zip(folder: folder, into: directory, createDirectory: !exists)
        } catch {
            throw error.cliError(source: "pack \(folder.path)")
        }
        ArchiveNotes.print(warnings: result.warnings, skipped: result.skipped)
        print("wrote  \(result.url.path)")
        print("size   \(result.size) bytes")
        print("sha256 \(result.sha256)")
    }

    /// The folder to zip: a path when PACK has a '/', else the folder holding the pack's
    /// map (documents then bundle), else a folder of that name here.
    static func packFolder(_ pack: String, roots: PackRoots) throws(CLIError) -> URL {
        let asPath = URL(fileURLWithPath: pack, isDirectory: true).standardizedFileURL
        if !pack.contains("/") && pack != "." && pack != ".." {
            if let loaded = try? PackCatalog(roots: roots).load(pack) {
                return loaded.mapURL.deletingLastPathComponent()
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: asPath.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.cannotRun("no pack folder or pack named '\(pack)'",
                                     hint: "give a pack folder (e.g. ./my_pack) or a name from `packtool list`")
        }
        return asPath
    }
}
