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
        and SHA-256 of every file). Other files in the pack folder are left out, and \
        listed, as `packtool lint` lists them.

        The pack is judged by the linter's zip profile: a pack `packtool lint` finds no \
        error in is zipped, one with an error is refused with the same findings, and \
        an archive zip writes is one `packtool install` accepts. A repository's \
        .packtool.json (found as lint finds it, or --config) may turn warnings and infos \
        off or raise a check to an error, but never lowers a check whose default is \
        error: what the app or install would refuse is never zipped.

        The archive is reproducible: the same files give the same bytes, on every machine \
        (entries sorted, stored uncompressed, dated 1980-01-01, mode 0644). It is written \
        to a temporary file and renamed into place, so an existing archive is replaced \
        whole or not at all. The first line printed names the pack folder zipped.

        PACK is a pack folder or a pack name (see FINDING A PACK in `packtool --help`).

        EXAMPLES
          packtool zip classic -o dist
          packtool zip ./my_pack

        EXIT STATUS
          0  written
          1  the pack was refused: lint errors (a link, a subfolder, a stale
             manifest.json, a glyph over the size limit ...)
          2  the pack cannot be found, a bad .packtool.json, or the archive
             cannot be written
        """
    )

    @Argument(help: ArgumentHelp("A pack folder, or a pack name.", valueName: "PACK"))
    var pack: String

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("The folder to write <glyphSet>.zip into.", valueName: "DIR"))
    var output: String = "."

    @Option(name: .long, help: ArgumentHelp("Read this configuration file instead of searching for .packtool.json.", valueName: "FILE"))
    var config: String?

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if pack.isEmpty { throw CLIError.usage("PACK is empty", hint: "give a pack folder (e.g. ./my_pack) or a name from `packtool list`") }
        if output.isEmpty { throw CLIError.usage("-o needs a folder", hint: "leave it out to write into the current folder") }
        // `-o classic.zip` means the archive, not a folder to make and write classic.zip/classic.zip
        // into. A folder of that name that already exists is taken as it is.
        if output.lowercased().hasSuffix(".zip"), !FileManager.default.fileExists(atPath: output) {
            throw CLIError.usage("-o \(output) names a file, but -o is the folder the archive is written into (the archive is always named <glyphSet>.zip, after the pack)",
                                 hint: "give a folder, e.g. -o dist, or leave -o out to write <glyphSet>.zip into the current folder")
        }
        if config?.isEmpty == true { throw CLIError.usage("--config needs a file name") }
    }

    func run() throws {
        let cwd = CommandLineFolder.current
        let rootOptions = rootOptions
        let located: PackLocator.Located
        do {
            located = try PackLocator(workingDirectory: cwd, roots: { rootOptions.roots }).locate(pack)
        } catch {
            throw error.cliError
        }
        let configuration = try rootOptions.configuration(file: config, workingDirectory: cwd)
        let directory = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw CLIError.cannotRun("the output \(directory.path) is a file, not a folder", hint: "give a folder with -o DIR; <glyphSet>.zip is written inside it")
        }
        Notes.print(located.notes + LintProfile.zipGate.ignoredSettings(configuration: configuration).map { id in
            "\(configuration.file?.lastPathComponent ?? LintConfiguration.fileName) lowers \(id), whose default is error; zip keeps it an error"
        })
        let result: PackZipResult
        do {
            // A missing output folder is made only once the pack has passed.
            let zipper = PackZipper(gate: PackGate(.zipGate, configuration: configuration))
            result = try zipper.zip(located.files(), into: directory, createDirectory: !exists)
        } catch {
            throw error.cliError(source: "pack \(located.displayPath)")
        }
        Notes.print(findings: result.notes)
        print("pack   \(located.displayPath)")
        print("wrote  \(result.url.path)")
        print("size   \(result.size) bytes")
        print("sha256 \(result.sha256)")
    }
}
