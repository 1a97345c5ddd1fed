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

        EXIT STATUS
          0  success
          1  the input was refused: a phrase the app would not accept, lint
             errors (or warnings under --strict), a pack or archive that fails
             vetting
          2  packtool could not do its job: bad arguments, an unreadable path,
             a pack whose letter map cannot be loaded

        ENVIRONMENT
          DIGITFLIP_DOCUMENTS, DIGITFLIP_BUNDLE, XDG_DATA_HOME, HOME
                    where packs are found (see above)
          NO_COLOR  when set, output is never coloured
        """,
        version: PackModelVersion.string,
        subcommands: [
            LintCommand.self,
            PreviewCommand.self,
            ZipCommand.self,
            InstallCommand.self,
            UninstallCommand.self,
            EncodeCommand.self,
            ListCommand.self,
            ExplainCommand.self,
        ]
    )

    /// Runs the command and maps every failure to the documented exit codes: usage
    /// errors exit 2 (not ArgumentParser's 64), refusals exit 1.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            error.print()
            Foundation.exit(error.exitCode)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                Swift.print(fullMessage(for: error))
                Foundation.exit(0)
            }
            Terminal.standardError(fullMessage(for: error))
            Foundation.exit(code == .validationFailure ? CLIError.usageExitCode : code.rawValue)
        }
    }
}
