import ArgumentParser
import Foundation
import PackModel

struct UninstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "uninstall",
        abstract: "Remove an installed (documents-tier) pack.",
        discussion: """
        Removes <documents>/GlyphSets/NAME/ in one step (it is renamed aside, then \
        deleted), under the same locks as install (the documents folder's, \
        <documents>/.packtool-documents.lock, then GlyphSets/.packtool.lock). A bundled \
        pack of the same name is never touched and is used again.

        EXIT STATUS
          0  removed
          2  no such installed pack, it cannot be removed, or another run held
             the documents folder for PACKTOOL_LOCK_WAIT seconds (default 30)
        """
    )

    @Argument(help: ArgumentHelp("The installed pack's name.", valueName: "NAME"))
    var name: String

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        guard PackName.isSafe(name) else {
            throw CLIError.usage("'\(name)' is not a pack name", hint: "pack names use letters, digits, '_' and '-'; see `packtool list`")
        }
    }

    func run() throws {
        let roots = rootOptions.roots
        let lock = try lockDocuments(roots, command: "uninstall")
        defer { withExtendedLifetime(lock) {} }
        let folder: URL
        do {
            folder = try PackInstaller(glyphSets: roots.documentsGlyphSets).uninstall(name)
        } catch {
            throw error.cliError(source: name)
        }
        print("removed \(folder.path)")
        if let bundled = roots.folder(of: name, in: .bundle), FileManager.default.fileExists(atPath: bundled.path) {
            print("the bundled pack \(name) (\(bundled.path)) is used again")
        } else {
            print("no bundled pack is named \(name)")
        }
    }
}
