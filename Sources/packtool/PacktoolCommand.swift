import ArgumentParser
import Foundation
import PackModel

@main
struct Packtool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "packtool",
        abstract: "Lint, preview, package and install DigitFlip glyph packs.",
        discussion: """
        A glyph pack is a folder holding letter_map.json (26 letters a-z, each with
        a digit code written as a JSON string, and a glyph file) and one SVG per
        letter. packtool finds a pack the way the DigitFlip app does, file by
        file, in three tiers:

          1. documents    DIR/GlyphSets/<pack>/ where DIR is --documents,
                          else $DIGITFLIP_DOCUMENTS,
                          else ${XDG_DATA_HOME:-$HOME/.local/share}/digitflip
          2. bundle       DIR/<pack>/ where DIR is --bundle,
                          else $DIGITFLIP_BUNDLE,
                          else ./GlyphSets when it exists,
                          else <packtool>/../share/digitflip/GlyphSets
          3. placeholder  a rectangle showing the letter and its code

        The default pack is "classic".

        FINDING A PACK
          Every command that takes a pack (lint, zip, install, preview --pack,
          encode --pack, new --from, studio) reads the word the same way:
          1. a path: a word with a '/', starting with '.' or '~', ending in
             .zip, or that cannot be a pack name. A folder is that pack; a .zip
             is an archive (lint, install, preview, encode); a file in a pack
             folder means that folder (lint).
          2. a pack name: any other word, looked up in documents, then in
             bundle. If ./NAME is also a folder here, packtool says which one
             it used; write ./NAME for the folder. lint, zip and install say
             so too when an installed pack hides a bundled one.
          3. for install: a name no tier has is looked up in the trusted
             catalogues (`packtool catalogue add`), first added first; a local
             pack always wins over a catalogue's.
          4. a name no tier has, but which is a folder here, is that folder.
          A pack given by name is read through the tiers file by file (preview,
          encode); one given by path is read alone, then placeholders.

        EXIT STATUS
          0  success
          1  the input was refused: a phrase the app would not accept, lint
             errors (or warnings under --strict), a pack or archive that fails
             vetting
          2  packtool could not do its job: bad arguments, an unreadable path,
             a pack whose letter map cannot be loaded
          `packtool` alone prints this help on standard error and exits 2;
          `packtool --help` and `packtool help` print it on standard output.

        ENVIRONMENT
          DIGITFLIP_DOCUMENTS, DIGITFLIP_BUNDLE, XDG_DATA_HOME, HOME
                    where packs are found (see above)
          NO_COLOR  when set, output is never coloured
          PACKTOOL_LOCK_WAIT
                    seconds a run that changes the documents folder waits for
                    another that holds it (default 30; see `packtool help install`)
        """,
        version: PackModelVersion.string,
        subcommands: [
            LintCommand.self,
            FixCommand.self,
            PreviewCommand.self,
            TrickCommand.self,
            ZipCommand.self,
            InstallCommand.self,
            UninstallCommand.self,
            EncodeCommand.self,
            ListCommand.self,
            ExplainCommand.self,
            NewCommand.self,
            StudioCommand.self,
            KeygenCommand.self,
            PublishCommand.self,
            CatalogueCommand.self,
            OutdatedCommand.self,
            UpdateCommand.self,
        ]
    )

    /// Parses, runs, and ends the process through ArgumentParser with the documented
    /// exit status. Every failure is printed here, once, in one voice: `packtool: error:`,
    /// what went wrong, then a `hint:` line. Commands never exit themselves: they return
    /// (0), throw a `CLIError` (1 or 2, printed here), or throw an `ExitCode` when their
    /// output already said everything.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments == ["--version"] {
            // What ArgumentParser prints for it, without building the parser (half of a
            // run's start-up; docs/performance.md).
            print(configuration.version)
            return
        }
        do {
            // The command lines CI and pre-commit run most, read without ArgumentParser
            // when they are plain (`QuickCommandLine`); anything else, or options
            // `validate` refuses, goes to ArgumentParser, which says what is wrong.
            if arguments.first == "lint", let options = LintOptions.quick(arguments.dropFirst()), (try? options.validate()) != nil {
                try options.run()
                return
            }
            if arguments.first == "fix", let options = FixOptions.quick(arguments.dropFirst()), (try? options.validate()) != nil {
                try options.run()
                return
            }
            try checkSubcommand(in: arguments)
            var command = try CommandRun.parse(arguments) ?? parseAsRoot(arguments)
            try command.run()
        } catch {
            Self.exit(withError: report(error))
        }
    }

    /// Prints a failure and returns what ArgumentParser should exit with: a bare
    /// `ExitCode` (it prints nothing more), or a help or version request, which it
    /// prints on standard output with status 0.
    static func report(_ error: any Error) -> any Error {
        switch error {
        case let error as CLIError:
            error.print()
            return ExitCode(error.exitCode)
        case let code as ExitCode:
            return code
        default:
            let code = exitCode(for: error)
            if code == .success { return error }
            let failure = code == .validationFailure
                ? usageError(error)
                : CLIError.cannotRun(message(for: error), hint: "this is unexpected; please report it with the command line you ran")
            failure.print()
            return ExitCode(failure.exitCode)
        }
    }

    /// ArgumentParser's parsing and validation errors (a missing argument, an unknown
    /// option, a bad value, a `validate()` refusal) in packtool's voice, exit 2: the
    /// message, the argument's help and the command's usage below it, and a hint.
    static func usageError(_ error: any Error) -> CLIError {
        var message = message(for: error)
        var hint: String?
        if let marker = message.range(of: CLIError.hintMarker) {
            hint = String(message[marker.upperBound...])
            message = String(message[..<marker.lowerBound])
        }
        var detail: [String] = []
        var inUsage = false
        var helpCommand: String?
        for line in fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Help:  ") {
                detail.append(String(line.dropFirst("Help:  ".count)))
            } else if line.hasPrefix("Usage: ") {
                detail.append("usage: " + line.dropFirst("Usage: ".count))
                inUsage = true
            } else if line.hasPrefix("  See '") {
                helpCommand = line.split(separator: "'").dropFirst().first.map(String.init)
                inUsage = false
            } else if inUsage && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                detail.append(String(line))
            }
        }
        return CLIError.cannotRun(
            lowercasingFirstWord(message),
            detail: detail.isEmpty ? nil : detail.joined(separator: "\n"),
            hint: hint ?? "run `\(helpCommand ?? "packtool --help")` to see every option")
    }

    /// "Missing expected argument" -> "missing expected argument", as packtool's other
    /// messages begin; "XML …" or "--format …" stay as they are.
    static func lowercasingFirstWord(_ text: String) -> String {
        guard let first = text.first, first.isUppercase, let second = text.dropFirst().first, second.isLowercase else { return text }
        return first.lowercased() + text.dropFirst()
    }

    /// Before parsing: `packtool` alone, `packtool nope` and `packtool help nope` are
    /// usage errors (exit 2). ArgumentParser would print the help with status 0 for the
    /// first and the last, and "Unexpected argument" for the second.
    static func checkSubcommand(in arguments: [String]) throws(CLIError) {
        let names = configuration.subcommands.map { $0.configuration.commandName ?? "\($0)" }
        guard let first = arguments.first else {
            Terminal.standardError(helpMessage())
            throw CLIError.cannotRun("no subcommand given",
                                     hint: "pick one of the subcommands listed above; `packtool help <subcommand>` explains it, `packtool --help` prints this on standard output")
        }
        var named = first
        if first == "help" {
            let rest = arguments.dropFirst().filter { !$0.hasPrefix("-") }
            guard let name = rest.first else { return }
            named = name
            let nested = configuration.subcommands.first { ($0.configuration.commandName ?? "") == name }?.configuration.subcommands
                .map { $0.configuration.commandName ?? "\($0)" } ?? []
            if names.contains(name), rest.count > 1, !(rest.count == 2 && nested.contains(rest[rest.startIndex + 1])) {
                throw CLIError.cannotRun("'\(name)' has no subcommand '\(rest[rest.startIndex + 1])'", hint: "run `packtool help \(name)`")
            }
        } else if first.hasPrefix("-") {
            return
        }
        guard !names.contains(named) else { return }
        let close = Suggestion.closeMatches(to: named, in: names)
        throw CLIError.cannotRun(
            "no subcommand named '\(named)'",
            detail: close.isEmpty ? "subcommands: " + names.joined(separator: ", ") : "did you mean " + close.map { "'\($0)'" }.joined(separator: " or ") + "?",
            hint: "run `packtool --help` to see what each subcommand does")
    }
}

/// The parse of a run that names a subcommand and its arguments, and nothing else, for
/// less than half of what `parseAsRoot` costs at start-up.
///
/// Before it parses anything, ArgumentParser's `parseAsRoot` checks every command line for
/// `--generate-completion-script` by parsing it twice more as two helper commands of its
/// own: 8 M instructions of Swift runtime conformance look-ups per run, as much as the
/// rest of `packtool --version` (docs/performance.md). It skips that check for a command
/// tree with a "super-command" name. `CommandRun` is `Packtool`'s tree under such a
/// name, tried first; it answers only when the command line asks for nothing the check
/// or the help could be about, and only with a command of the tree. Anything else
/// (a completion script, help, the version, a usage error) is nil, and `Packtool` parses
/// the command line again as before, so every message, help text and exit status is
/// ArgumentParser's own, word for word.
struct CommandRun: ParsableCommand {
    static let configuration: CommandConfiguration = {
        var configuration = Packtool.configuration
        configuration._superCommandName = "packtool"
        return configuration
    }()

    /// Every command type of the tree below the root.
    private static let commands: Set<ObjectIdentifier> = {
        var found: Set<ObjectIdentifier> = []
        var pending = Packtool.configuration.subcommands
        while let command = pending.popLast() {
            guard found.insert(ObjectIdentifier(command)).inserted else { continue }
            pending += command.configuration.subcommands
        }
        return found
    }()

    /// The subcommand the arguments run, or nil when `Packtool.parseAsRoot` must answer.
    static func parse(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help",
              !arguments.contains(where: { $0.hasPrefix("--generate-completion-script") || $0.hasPrefix("---") })
        else { return nil }
        guard let command = try? parseAsRoot(arguments), commands.contains(ObjectIdentifier(type(of: command))) else { return nil }
        return command
    }
}
