import ArgumentParser
import Foundation
import PackModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct StudioCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "studio",
        abstract: "Show a pack live in a browser, as the app's screen, while you draw it.",
        usage: "packtool studio [PACK] [--port N] [--documents DIR] [--bundle DIR]",
        discussion: """
        Serves a page on 127.0.0.1 and prints its URL; open it in a browser. The
        page is the DigitFlip app's one screen, following the app's spec word for
        word: the title, the digitext picker with every pack of both tiers (a
        coming_soon pack is listed greyed out and cannot be picked; the pack the
        studio was opened on can, since it is the one being drawn), the field
        "Enter a word or phrase..." (lowercased as you type), Go (disabled while
        the phrase is empty, spaces only, invalid or over 50 characters), the
        inline errors as you type ("Invalid characters, use a-z characters only",
        then "Character limit exceeded": the first only), and on Go the three
        sections "Write These Numbers", "Write This" and "Flipped Preview" (row 3
        turned 180° as one unit, rows 2 and 3 scrolling together, every glyph
        aspect-fitted and centred in one uniform box, placeholders for glyphs not
        drawn yet). A letter the map lacks shows "No mapping found for 'x'" as a
        configuration error; a letter_map.json that cannot be loaded shows the
        app's full-screen "Could not load glyph configuration. Check
        letter_map.json." The last result stays while you edit the phrase.

        Beside the screen: the pack's specimen (every glyph as written and turned
        180°, with its tier) and its lint findings, each linked to its glyph.

        LIVE
          The pack's files are compared every 200 ms (names, sizes and bytes; no
          file-system notification needed). When one changes, the page shows it
          within a second and keeps what you typed: the specimen, the findings
          and the last result are redrawn. A broken save shows its finding or the
          error state; the next good save recovers.

        SAFETY
          Loopback only (127.0.0.1). A request whose Host header is not
          127.0.0.1:PORT or localhost:PORT is refused (a page elsewhere cannot
          reach the server by pointing its own name at 127.0.0.1). Only the
          pack's files are read, through the same reader as every command (no
          links followed, sizes bounded); glyphs are reduced to the supported SVG
          profile exactly as `packtool preview` embeds them; no URL names a file.
          Nothing is ever written. Ctrl-C stops the server.

        PACK is a pack name, read through the tiers (documents, then bundle), or
        a pack folder, read alone (see FINDING A PACK in `packtool --help`).
        Default: classic. The server is the program packtool-studio, installed
        beside packtool (`Scripts/install --studio`, or the release archive).

        EXAMPLES
          packtool studio ./my_pack
              serves ./my_pack on a free port and prints the URL
          packtool new my_pack && packtool studio ./my_pack --port 8765
          packtool studio no_zero --bundle GlyphSets

        EXIT STATUS
          0  stopped by Ctrl-C (SIGINT) or SIGTERM
          2  bad arguments, PACK cannot be found, the port cannot be used, or
             packtool-studio is missing
        """
    )

    @Argument(help: ArgumentHelp("The pack: a name, or a pack folder. Default: classic.", valueName: "PACK"))
    var pack: String = PackRoots.defaultPack

    @Option(name: .long, help: ArgumentHelp("The port on 127.0.0.1. Default: 0, any free port.", valueName: "N"))
    var port: Int = 0

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if pack.isEmpty { throw CLIError.usage("PACK is empty", hint: "give a pack name or a pack folder, or leave it out for \(PackRoots.defaultPack)") }
        if !(0...65535).contains(port) {
            throw CLIError.usage("--port \(port) is not a port number from 0 to 65535", hint: "give --port 0 (the default) for any free port")
        }
    }

    func run() throws {
        let rootOptions = rootOptions
        let roots = rootOptions.roots
        let locator = PackLocator(workingDirectory: CommandLineFolder.current, roots: { roots })
        let located: PackLocator.Located
        do {
            located = try locator.locate(pack, accepting: [], oneFolder: false)
        } catch {
            throw error.cliError
        }
        Notes.print(located.notes)
        var arguments = ["--port", String(port), "--documents", roots.documents.path, "--bundle", roots.bundle.path]
        if located.tier != nil {
            arguments += ["--name", pack]
        } else if let folder = located.folder {
            arguments += ["--folder", folder.path, "--display", located.displayPath]
        }
        try Self.exec(arguments)
    }

    /// The server beside this executable.
    static var serverURL: URL? {
        Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("packtool-studio")
    }

    /// Replaces this process with the server, so that Ctrl-C reaches it directly.
    static func exec(_ arguments: [String]) throws -> Never {
        guard let server = serverURL, FileManager.default.isExecutableFile(atPath: server.path) else {
            throw CLIError.cannotRun("packtool-studio is not installed beside packtool (\(serverURL?.deletingLastPathComponent().path ?? "?"))",
                                     hint: "the studio server is a package of its own: `swift build -c release --package-path Studio` builds it, then copy Studio/.build/release/packtool-studio into that folder; `Scripts/install --studio PREFIX` and the archive of `Scripts/release` install both (docs/studio.md)")
        }
        FileHandle.standardOutput.synchronizeFile()
        let argv = ([server.path] + arguments).map { strdup($0) } + [nil]
        execv(server.path, argv)
        let reason = String(cString: strerror(errno))
        throw CLIError.cannotRun("cannot run \(server.path): \(reason)", hint: "check that packtool-studio is executable")
    }
}
