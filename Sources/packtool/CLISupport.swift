import ArgumentParser
import Foundation
import PackModel

/// A failure the user sees: what went wrong, what to do, and the exit code.
struct CLIError: Error {
    static let refusedExitCode: Int32 = 1
    static let usageExitCode: Int32 = 2

    let message: String
    var detail: String?
    var hint: String?
    var exitCode: Int32

    /// The input was refused (exit 1).
    static func refused(_ message: String, detail: String? = nil, hint: String? = nil) -> CLIError {
        CLIError(message: message, detail: detail, hint: hint, exitCode: refusedExitCode)
    }

    /// packtool could not do its job (exit 2).
    static func cannotRun(_ message: String, detail: String? = nil, hint: String? = nil) -> CLIError {
        CLIError(message: message, detail: detail, hint: hint, exitCode: usageExitCode)
    }

    /// `packtool: error: message`, the detail indented below, then `hint: …`.
    var text: String {
        var text = "packtool: error: \(message)"
        if let detail, !detail.isEmpty {
            text += "\n" + detail.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        }
        if let hint { text += "\nhint: \(hint)" }
        return text
    }

    func print() {
        Terminal.standardError(text)
    }

    /// Prints it and gives its exit code.
    func printed() -> Int32 {
        print()
        return exitCode
    }

    /// A bad combination of options or a bad option value, found by a command's
    /// `validate()` before any work: reported like ArgumentParser's own usage errors
    /// (exit 2, the command's usage below the message), with this hint.
    ///
    /// ArgumentParser keeps only a `ValidationError`'s message, so the hint travels in
    /// it after `hintMarker`; `Packtool.main` splits it off again.
    static func usage(_ message: String, hint: String? = nil) -> ValidationError {
        ValidationError(hint.map { message + hintMarker + $0 } ?? message)
    }

    static let hintMarker = "\nhint: "
}

enum Terminal {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The first executable of that name on PATH (tools packtool runs: rsvg-convert, curl).
    static func executable(named name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        ExecutableSearch.find(name, environment: environment)
    }

    /// Colour only on a terminal, never when NO_COLOR is set.
    static func useColor(for fileDescriptor: Int32 = STDOUT_FILENO, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(fileDescriptor) == 1
    }
}

/// `--documents` and `--bundle`, on every subcommand that reads packs.
struct RootOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The documents folder (installed packs are in DIR/GlyphSets). Default: $DIGITFLIP_DOCUMENTS, else ${XDG_DATA_HOME:-$HOME/.local/share}/digitflip.",
        valueName: "DIR"))
    var documents: String?

    @Option(name: .long, help: ArgumentHelp(
        "The bundled GlyphSets folder. Default: $DIGITFLIP_BUNDLE, else ./GlyphSets when it exists, else <packtool>/../share/digitflip/GlyphSets.",
        valueName: "DIR"))
    var bundle: String?

    var roots: PackRoots { PackRoots.resolve(documents: documents, bundle: bundle) }

    func validate() throws { try Self.validate(documents: documents, bundle: bundle) }

    static func validate(documents: String?, bundle: String?) throws {
        if documents?.isEmpty == true { throw CLIError.usage("--documents needs a folder path", hint: "give a folder, or leave the option out for the default") }
        if bundle?.isEmpty == true { throw CLIError.usage("--bundle needs a folder path", hint: "give a folder, or leave the option out for the default") }
    }
}

/// `--pack PACK` plus the roots: which pack to read. A name is read through the tiers,
/// file by file (documents, bundle, placeholder); a folder or an archive is read alone.
struct PackSelection: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The pack: a name, looked up documents then bundle, or a pack folder or .zip (see FINDING A PACK in `packtool --help`).",
        valueName: "PACK"))
    var pack: String = PackRoots.defaultPack

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if pack.isEmpty { throw CLIError.usage("--pack needs a pack name or path", hint: "leave it out for the default pack, \(PackRoots.defaultPack); `packtool list` shows the others") }
    }

    /// The pack, loaded; notes about which one the word meant go to standard error.
    func load() throws(CLIError) -> LoadedPack {
        try Self.load(pack, rootOptions: rootOptions)
    }

    /// The pack a word names (a name read through the tiers, or a folder or archive read
    /// alone), loaded; notes about which one the word meant go to standard error.
    static func load(_ pack: String, rootOptions: RootOptions) throws(CLIError) -> LoadedPack {
        let locator = PackLocator(workingDirectory: CommandLineFolder.current, roots: { rootOptions.roots })
        let located: PackLocator.Located
        do {
            // A name no tier has is the one "no such pack" answer every command gives
            // (tiers searched, a close name); the app's error state below is for a pack
            // that is there and whose map does not load.
            located = try locator.locate(pack, accepting: [.archive], oneFolder: false)
        } catch {
            throw error.cliError
        }
        Notes.print(located.notes)
        do {
            if located.tier == nil { return try PackCatalog.load(located.files()) }
            return try PackCatalog(roots: rootOptions.roots).load(pack)
        } catch {
            throw CLIError.cannotRun(
                error.message,
                detail: error.detail,
                hint: "run `packtool list` to see the packs packtool can find, or `packtool lint \(pack)` to see what is wrong with this one")
        }
    }
}

extension RootOptions {
    /// The repository's lint configuration (`--config FILE`, else the .packtool.json
    /// found from the working folder), as zip and publish read it for the zip gate.
    func configuration(file: String?, workingDirectory: URL) throws(CLIError) -> LintConfiguration {
        let roots = self
        do {
            return try LintRun(targets: [], workingDirectory: workingDirectory, configuration: file.map { .file($0) } ?? .search,
                               roots: { roots.roots }).loadConfiguration()
        } catch {
            throw error.cliError
        }
    }
}

/// The folder packtool runs in.
enum CommandLineFolder {
    static var current: URL { URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true) }
}
