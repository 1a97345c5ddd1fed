import ArgumentParser
import Foundation
import PackModel

struct UpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Install the versions trusted catalogues offer for installed packs.",
        discussion: """
        For each pack installed from a trusted catalogue (or only NAME), when its \
        catalogue lists another version, installs that version through every check: \
        the catalogue's size, signature, expiry and serial; the pack's entry; the \
        download stopped at the declared size; its size and SHA-256; the install gate \
        (lint's words, as `packtool install`); the atomic install. Each pack is \
        installed atomically; a refusal leaves it, and the documents folder, as it was.

        Before anything is installed, what the catalogues say is compared with what \
        was installed from them. A lower version than the one installed (a rollback \
        to a pack with a known flaw, say), a pack the catalogue no longer lists, or a \
        catalogue announcing another next key than the one it announced before is \
        reported by name, with what it means and what to do, and nothing is installed \
        or recorded (exit 1). --allow-downgrade accepts a lower version.

        Runs that change one documents folder (install, update, uninstall, outdated, \
        catalogue add/remove) take turns: each holds a lock on \
        <documents>/.packtool-documents.lock, waits up to 30 seconds \
        (PACKTOOL_LOCK_WAIT) for another, then says which run holds it (exit 2).

        EXAMPLES
          packtool update
          packtool update classic_neon
          packtool update classic_neon --allow-downgrade

        EXIT STATUS
          0  updated, or nothing to update
          1  a check refused a catalogue or a pack, or a catalogue lowered a
             version, dropped an installed pack or changed its announced key
          2  a download failed, NAME was not installed from a trusted catalogue,
             the documents folder cannot be written, or another run held it
        """
    )

    @Argument(help: ArgumentHelp("Only this installed pack.", valueName: "NAME"))
    var name: String?

    @Flag(name: .long, help: "Install a lower version than the one installed.")
    var allowDowngrade = false

    @Flag(name: .long, help: "Replace an installed pack even if it was changed since it was installed.")
    var force = false

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if let name, !PackName.isSafe(name) {
            throw CLIError.usage("'\(name)' is not a pack name", hint: "pack names use letters, digits, '_' and '-'; `packtool outdated` lists what can be updated")
        }
    }

    func run() throws {
        let lock = try lockDocuments(rootOptions.roots, command: "update")
        defer { withExtendedLifetime(lock) {} }
        let client = CatalogueCLI.client(roots: rootOptions.roots)
        let review: CatalogueReview
        do { review = try client.review(name, allowDowngrade: allowDowngrade) } catch { throw error.cliError }
        // A lower version, a pack no longer listed, another announced key: said by name,
        // and nothing is installed or recorded until the user has looked.
        guard review.news.isEmpty else { throw ExitCode(CatalogueCLI.refusal(reporting: review.news).printed()) }
        guard !review.matches.isEmpty else {
            do { try client.record(review) } catch { throw error.cliError }
            print(name.map { "\($0) is current." } ?? "Every pack installed from a trusted catalogue is current.")
            return
        }
        var failure: CLIError?
        for match in review.matches {
            do {
                let done = try client.install(match, allowDowngrade: allowDowngrade, force: force)
                Notes.print(findings: done.result.notes)
                let same = done.result.unchanged ? " (its files were already these; nothing was written but the version)" : ""
                print("updated \(done.entry.name) from version \(done.previousVersion.map(String.init) ?? "?") to \(done.entry.version) in \(done.result.folder.path)\(same)")
            } catch {
                let cli = error.cliError
                cli.print()
                if failure == nil || cli.exitCode > failure!.exitCode { failure = cli }
            }
        }
        if let failure { throw ExitCode(failure.exitCode) }
    }
}
