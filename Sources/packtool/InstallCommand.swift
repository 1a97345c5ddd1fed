import ArgumentParser
import Foundation
import PackModel

struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a pack (folder, .zip, name, trusted catalogue's pack or URL) into the documents tier.",
        discussion: """
        The pack lands in <documents>/GlyphSets/<glyphSet>/, where <glyphSet> comes from \
        its letter_map.json, and from then on wins over a bundled pack of the same name, \
        file by file.

        Everything is checked before a byte is written. An archive's structure is \
        vetted first: no absolute paths, '..', backslashes, drive letters, control \
        characters, links, devices, FIFOs, duplicates or names differing only by case, \
        no encryption, stored or deflated only, and limits on entry count, sizes and \
        compression ratio. Then the pack inside is judged by the linter's install \
        profile, every check at its default severity and no configuration read: errors \
        refuse the install in the words `packtool lint` uses for the same pack or \
        archive; warnings and notes are shown. A manifest.json is optional; when there \
        is one, every file must match it. Files the map does not name are left out, and \
        macOS Finder leftovers (__MACOSX/, ._*, .DS_Store) skipped, in folders and \
        archives alike; files sit at the archive root or in one top folder.

        SOURCE is a pack folder, a .zip, a pack name (see FINDING A PACK in \
        `packtool --help`), or an http(s):// URL of a .zip. A name that neither the \
        documents nor the bundle tier holds is looked up in the trusted catalogues \
        (`packtool catalogue add`), in the order they were added: the pack is downloaded \
        and installed only through every check (the catalogue's size, signature, expiry \
        and serial; the entry; the download stopped at the declared size; its size and \
        SHA-256; then the install gate below). A local pack always wins over a \
        catalogue's, and install says so when a trusted catalogue also lists the name; \
        --from-catalogue takes the catalogue's instead. `packtool update NAME` updates \
        a pack installed from a catalogue.

        A download prints its size and SHA-256, so the archive can be pinned with \
        --sha256 next time; over plain http:// without --sha256 it also warns. \
        --sha256 takes the 64 hex digits, or the whole line `sha256sum` prints \
        ("<digest>  classic.zip").

        When the installed pack already holds exactly the files this install would \
        write, nothing is written and install says "unchanged" (exit 0), whatever \
        the source.

        The install is atomic: files are written into a staging folder inside \
        GlyphSets/ (0644, folder 0755, synced), which then takes the pack's place in one \
        step; an old pack is removed only once the new one is in place. Killed at any \
        moment, the folder holds the old pack or the new one, complete; leftovers are \
        cleaned up by the next install or uninstall. Runs that change one documents \
        folder (install, update, uninstall, outdated, catalogue add/remove) take turns: \
        each holds a lock on <documents>/.packtool-documents.lock, waits up to 30 \
        seconds for another (PACKTOOL_LOCK_WAIT), then says which run holds it (exit 2).

        An installed pack is replaced without --force only when it is exactly as packtool \
        installed it (its manifest.json matches its files); a pack edited by hand, or put \
        there by other means, needs --force.

        EXAMPLES
          packtool install classic.zip
          packtool install https://example.com/packs/classic.zip --sha256 3f5a…
          packtool install ./my_pack --documents /tmp/docs
          packtool install classic_neon        (from a trusted catalogue)
          packtool install classic --from-catalogue

        EXIT STATUS
          0  installed, or unchanged
          1  the source was refused: vetting, lint errors, a checksum mismatch,
             a catalogue check, or an edited pack without --force
          2  the source cannot be read or downloaded, or the documents folder
             cannot be written

        ENVIRONMENT
          PACKTOOL_TEST_PAUSE=staged|swapped|aside
             for crash tests only: at that step the installer prints
             "packtool: test pause at STEP" on standard error and sleeps
          PACKTOOL_LOCK_WAIT=SECONDS
             how long to wait for another run holding the documents folder's
             lock (default 30)
        """
    )

    @Argument(help: ArgumentHelp("A pack folder, a .zip file, a pack name, or an http(s):// URL of a .zip.", valueName: "SOURCE"))
    var source: String

    @Option(name: .long, help: ArgumentHelp("The archive's expected SHA-256 (64 hex digits, or a line `sha256sum` printed), checked before the archive is opened.", valueName: "HEX"))
    var sha256: String?

    @Flag(name: .long, help: "Replace an installed pack even if it was changed since it was installed.")
    var force = false

    @Flag(name: .long, help: "Take the pack NAME from the trusted catalogues even when a local pack (installed or bundled) has the name.")
    var fromCatalogue = false

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if source.isEmpty {
            throw CLIError.usage("SOURCE is empty", hint: "give a pack folder, a .zip file, a pack name or an http(s):// URL")
        }
        if let sha256 { _ = try InstallDownload.expectedSHA256(sha256) }
        if fromCatalogue && !PackName.isSafe(source) {
            throw CLIError.usage("--from-catalogue takes a pack name; got '\(source)'", hint: "give the name a trusted catalogue lists, e.g. `packtool install classic --from-catalogue`")
        }
        if sha256 != nil && !InstallDownload.isURL(source) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError.usage("--sha256 applies to an archive, not a folder",
                                     hint: "zip the folder with `packtool zip` first, or drop --sha256")
            }
        }
    }

    /// The digest --sha256 names (a `sha256sum` line gives its digest), validated already.
    var pinnedSHA256: String? { sha256.flatMap { try? InstallDownload.expectedSHA256($0) } }

    func run() throws {
        let roots = rootOptions.roots
        let lock = try lockDocuments(roots, command: "install")
        defer { withExtendedLifetime(lock) {} }
        var installer = PackInstaller(glyphSets: roots.documentsGlyphSets)
        installer.checkpoint = Self.testPause(ProcessInfo.processInfo.environment["PACKTOOL_TEST_PAUSE"])
        if fromCatalogue {
            return try installFromCatalogue(findInCatalogues(roots: roots), roots: roots)
        }
        let found = InstallDownload.isURL(source) ? nil : try locate(roots: roots)
        let located = found?.located
        if let match = found?.catalogue {
            return try installFromCatalogue(match, roots: roots)
        }
        if let located, located.tier == .documents || located.tier == .bundle { noteCatalogueCopy(of: located, roots: roots) }
        let source = try installSource(roots: roots, policy: installer.policy, located: located)
        let result: InstallResult
        do {
            result = try installer.install(source, force: force)
        } catch {
            throw error.cliError(source: source.displayPath)
        }
        for line in result.recovered { Terminal.standardError("packtool: note: cleaned up an interrupted run: \(line)") }
        Notes.print(findings: result.notes)
        if result.unchanged {
            print("unchanged \(result.name) in \(result.folder.path): the installed pack is already identical, nothing was written")
            return
        }
        print("\(result.replaced ? "replaced" : "installed") \(result.name) in \(result.folder.path)")
        if let bundled = roots.folder(of: result.name, in: .bundle), FileManager.default.fileExists(atPath: bundled.path) {
            print("it overrides the bundled pack \(result.name) (\(bundled.path)), file by file")
        }
    }

    /// What to install from: a URL is downloaded (curl, in packtool) and handed over as
    /// bytes; any other word is found as every command finds a pack (`located`).
    func installSource(roots: PackRoots, policy: PackPolicy, located: PackLocator.Located?) throws(CLIError) -> InstallSource {
        if InstallDownload.isURL(source) {
            guard let url = URL(string: source) else { throw CLIError.cannotRun("'\(source)' is not a valid URL") }
            do {
                let bytes = try InstallDownload.fetch(url, limit: policy.maximumArchiveBytes)
                InstallDownload.reportDigest(of: bytes, from: source, pinned: pinnedSHA256)
                return .downloaded(bytes, from: source, sha256: pinnedSHA256)
            } catch {
                switch error {
                case .tooLarge(let limit):
                    throw CLIError.refused("the download is larger than \(limit) bytes", detail: source,
                                           hint: "a glyph pack archive is far smaller; check the URL")
                case .status(let code):
                    throw CLIError.cannotRun("the server answered HTTP \(code)", detail: source, hint: "check the URL")
                case .transport(let reason):
                    throw CLIError.cannotRun("cannot download \(source)", detail: reason, hint: "check the URL and the network")
                }
            }
        }
        guard let located else { throw CLIError.cannotRun("'\(source)' was not located; please report this") }
        switch located.place {
        case .archive(let url):
            return .archive(url, sha256: pinnedSHA256, displayPath: located.displayPath)
        case .folder(let url):
            if sha256 != nil {
                throw CLIError.cannotRun("--sha256 applies to an archive, not a folder (\(located.displayPath))",
                                         hint: "zip the folder with `packtool zip` first, or drop --sha256")
            }
            if located.tier == .documents {
                throw CLIError.cannotRun("'\(source)' is the installed pack itself, \(url.path)",
                                         hint: "give the pack folder or archive to install from; `packtool list` shows what is installed, `packtool update \(source)` installs a trusted catalogue's newer version")
            }
            return .folder(url, displayPath: located.displayPath)
        case .catalogue:
            throw CLIError.cannotRun("'\(source)' is a catalogue's pack; please report this")
        }
    }

    /// The pack a word names, as every command finds one, with the trusted catalogues as
    /// a tier (PackLocator's rule 3), and the catalogue's verified match when a catalogue
    /// answered; its notes go to standard error.
    func locate(roots: PackRoots) throws(CLIError) -> (located: PackLocator.Located, catalogue: CatalogueMatch?) {
        let client = CatalogueCLI.client(roots: roots)
        let tier = CatalogueTier(client: client)
        let located: PackLocator.Located
        do {
            located = try PackLocator(workingDirectory: CommandLineFolder.current, roots: { roots }, catalogues: tier.lookup)
                .locate(source, accepting: [.archive, .catalogue])
        } catch {
            switch error {
            case .catalogue(let failure):
                throw tier.refusal(for: failure)?.cliError ?? error.cliError
            case .noPackNamed:
                var failure = error.cliError
                let trusted = (try? client.trusted().map(\.url)) ?? []
                failure.detail = [failure.detail, trusted.isEmpty ? "no catalogue is trusted (`packtool catalogue add URL --key KEY`)"
                                    : "and no trusted catalogue lists it (\(trusted.joined(separator: ", ")))"].compactMap { $0 }.joined(separator: "\n")
                throw failure
            default:
                throw error.cliError
            }
        }
        Notes.print(located.notes)
        guard case .catalogue(let answer) = located.place else { return (located, nil) }
        guard let match = tier.match(for: answer) else { throw CLIError.cannotRun("'\(source)' is a catalogue's pack the catalogues no longer hold; please report this") }
        return (located, match)
    }

    /// --from-catalogue: the name in the trusted catalogues only, whatever the local tiers hold.
    func findInCatalogues(roots: PackRoots) throws(CLIError) -> CatalogueMatch {
        let client = CatalogueCLI.client(roots: roots)
        let match: CatalogueMatch?
        do { match = try client.find(source) } catch { throw error.cliError }
        guard let match else {
            let trusted = (try? client.trusted().map(\.url)) ?? []
            throw CatalogueRefusal.noEntry(name: source, catalogues: trusted).cliError
        }
        return match
    }

    /// A local pack won over a trusted catalogue's of the same name: say so, and how to
    /// take the catalogue's. Only asked when a catalogue is trusted; a catalogue that
    /// cannot be fetched now is not news here (install by name did not need it).
    func noteCatalogueCopy(of located: PackLocator.Located, roots: PackRoots) {
        let client = CatalogueCLI.client(roots: roots)
        guard PackName.isSafe(source), let trusted = try? client.trusted(), !trusted.isEmpty,
              let match = (try? client.find(source)) ?? nil else { return }
        let tier = located.tier == .bundle ? "the bundled pack" : "the installed pack"
        Notes.print(["\(match.source.url) also lists '\(source)' (version \(match.entry.version)); \(tier) won, as a local pack always does. "
                     + "To take the catalogue's instead: `packtool install \(source) --from-catalogue`"])
    }

    /// A trusted catalogue's pack, through the rest of the chain (CatalogueClient).
    func installFromCatalogue(_ match: CatalogueMatch, roots: PackRoots) throws(CLIError) {
        if sha256 != nil {
            throw CLIError.cannotRun("--sha256 does not apply to a catalogue's pack: the signed catalogue gives its SHA-256",
                                     hint: "drop --sha256")
        }
        let done: CatalogueInstallResult
        do { done = try CatalogueCLI.client(roots: roots).install(match, force: force) } catch { throw error.cliError }
        for line in done.result.recovered { Terminal.standardError("packtool: note: cleaned up an interrupted run: \(line)") }
        Notes.print(findings: done.result.notes)
        let verb = done.result.unchanged ? "unchanged" : done.result.replaced ? "replaced" : "installed"
        print("\(verb) \(done.entry.name) version \(done.entry.version) from \(done.catalogue) in \(done.result.folder.path)")
    }

    /// The crash-test hook: at the named step, say so and sleep until killed.
    static func testPause(_ step: String?) -> @Sendable (InstallStep) -> Void {
        guard let step, !step.isEmpty else { return { _ in } }
        return { current in
            guard current.rawValue == step else { return }
            Terminal.standardError("packtool: test pause at \(step)")
            while true { sleep(60) }
        }
    }
}
