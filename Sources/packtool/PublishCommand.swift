import ArgumentParser
import Foundation
import PackModel

struct PublishCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish packs as a signed catalogue any static web server can host.",
        discussion: """
        Judges each PACK with the zip gate (the same verdict as `packtool zip`: lint's \
        errors refuse, with the repository's .packtool.json), writes its archive \
        reproducibly into DIR as <name>-<version>.zip, then writes DIR/catalogue.json and \
        DIR/catalogue.json.sig, the Ed25519 signature (base64) of the exact bytes of \
        catalogue.json. Upload DIR as it is; users run `packtool catalogue add \
        URL/catalogue.json --key NAME.pub`.

        The catalogue holds a format version, a serial, issued and expires times (RFC \
        3339, UTC), and for each pack its name, display name, status, version, archive \
        URL (relative to the catalogue unless --base-url is given), size and SHA-256.

        Publishing again into the same DIR continues its catalogue: the serial grows by \
        one; a pack whose archive is byte for byte the same keeps its entry and version; \
        a changed pack gets the next version and a new archive name (the old archive \
        stays, for clients holding the previous catalogue); packs not given stay listed. \
        The catalogue already in DIR must be signed by --key (or announce it with \
        --next-key): a catalogue signed by another key would be refused by every client. \
        catalogue.json is written last; a refusal or failure leaves the old one.

        Republish before the catalogue expires (--expires, default 30 days): clients \
        refuse an expired catalogue, so that a mirror cannot serve an old one forever.

        KEY ROTATION
          1. packtool keygen -o new
          2. packtool publish … --key old.key --next-key new.pub
             (signed by the old key, the catalogue announces the new one; every client
             that fetches it learns it)
          3. once clients have fetched it (at least the catalogue's validity, say),
             packtool publish … --key new.key. Clients that verify a catalogue signed by
             the announced key pin it and drop the old one. See docs/catalogue.md.

        EXAMPLES
          packtool keygen -o publisher
          packtool publish GlyphSets/classic GlyphSets/no_zero --to site --key publisher.key
          packtool publish ./my_pack --to site --key publisher.key --base-url https://cdn.example.com/packs --expires 7

        EXIT STATUS
          0  published
          1  a pack was refused by the zip gate, or DIR holds a catalogue of another key
          2  a pack or the key cannot be read, or DIR cannot be written
        """
    )

    @Argument(help: ArgumentHelp("Pack folders or pack names (see FINDING A PACK in `packtool --help`).", valueName: "PACK"))
    var packs: [String]

    @Option(name: .customLong("to"), help: ArgumentHelp("The folder to publish into (made when missing).", valueName: "DIR"))
    var directory: String

    @Option(name: .long, help: ArgumentHelp("The private key, as `packtool keygen` writes it.", valueName: "NAME.key"))
    var key: String

    @Option(name: .long, help: ArgumentHelp("Write absolute archive URLs under this http(s) URL instead of relative ones.", valueName: "URL"))
    var baseURL: String?

    @Option(name: .long, help: ArgumentHelp("Days until the catalogue expires (1 to \(PackPolicy.standard.maximumCatalogueValidityDays)).", valueName: "DAYS"))
    var expires: Int = 30

    @Option(name: .long, help: ArgumentHelp("Announce the key that will sign later catalogues (key rotation).", valueName: "NEW.pub"))
    var nextKey: String?

    @Option(name: .long, help: ArgumentHelp("Read this configuration file instead of searching for .packtool.json.", valueName: "FILE"))
    var config: String?

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if packs.isEmpty { throw CLIError.usage("give at least one PACK", hint: "a pack folder or a pack name from `packtool list`") }
        if directory.isEmpty { throw CLIError.usage("--to needs a folder") }
        if !(1...PackPolicy.standard.maximumCatalogueValidityDays).contains(expires) {
            throw CLIError.usage("--expires must be from 1 to \(PackPolicy.standard.maximumCatalogueValidityDays) days; got \(expires)",
                                 hint: "a catalogue valid for long lets a mirror serve it unchanged for as long; 30 days is the default")
        }
        if let baseURL, !InstallDownload.isURL(baseURL) || baseURL.contains("?") || baseURL.contains("#") || URL(string: baseURL) == nil {
            throw CLIError.usage("--base-url must be an http(s) URL without '?' or '#'", hint: "for example https://cdn.example.com/packs")
        }
    }

    func run() throws {
        let cwd = CommandLineFolder.current
        let rootOptions = rootOptions
        let signingKey = try Self.signingKey(key)
        let next = try nextKey.map { argument throws(CLIError) in try CatalogueCLI.publicKey(argument, option: "--next-key") }
        let configuration = try rootOptions.configuration(file: config, workingDirectory: cwd)
        var sources: [any PackFiles] = []
        let locator = PackLocator(workingDirectory: cwd, roots: { rootOptions.roots })
        for pack in packs {
            let located: PackLocator.Located
            do { located = try locator.locate(pack) } catch { throw error.cliError }
            Notes.print(located.notes)
            sources.append(located.files())
        }
        var publisher = CataloguePublisher(key: signingKey)
        publisher.zipper = PackZipper(gate: PackGate(.zipGate, configuration: configuration))
        let result: PublishResult
        do {
            result = try publisher.publish(sources, to: URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL,
                                           baseURL: baseURL, validDays: expires, nextKey: next)
        } catch {
            switch error {
            case .pack(let source, let inner): throw inner.cliError(source: "pack \(source)")
            case .duplicate:
                throw CLIError.cannotRun(error.description, hint: "give each pack once; a catalogue lists one version of each name")
            case .existing(let what):
                throw CLIError.refused(what, hint: "publish with the key that signed it, or announce this key first with --next-key (see KEY ROTATION in `packtool help publish`)")
            case .cannotWrite(let what):
                throw CLIError.cannotRun(what, hint: "check that the folder is writable")
            }
        }
        for pack in result.packs {
            Notes.print(findings: pack.notes)
            print("\(pack.change.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)) \(pack.entry.name) version \(pack.entry.version)  \(pack.entry.url)  \(pack.entry.size) bytes  sha256 \(pack.entry.sha256)")
        }
        let catalogue = result.catalogue
        print("wrote \(result.catalogueFile.path) (serial \(catalogue.serial), \(catalogue.packs.count) pack\(catalogue.packs.count == 1 ? "" : "s"), expires \(CatalogueTime.format(catalogue.expires)))")
        print("wrote \(result.signatureFile.path) (signed by \(signingKey.publicKey.base64))")
        if let next { print("announced the next key \(next.base64)") }
    }

    /// Reads NAME.key; says so when other users may read it.
    static func signingKey(_ path: String) throws(CLIError) -> CatalogueSigningKey {
        let hint = "give the NAME.key file `packtool keygen` wrote"
        guard let data = try readSmallFile(path, kind: .key, what: "the private key", hint: hint) else {
            throw CLIError.cannotRun("cannot read the private key \(path)", hint: hint)
        }
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & 0o077 != 0 {
            Notes.print(["\(path) can be read by other users (mode \(String(info.st_mode & 0o777, radix: 8))); `chmod 600 \(path)`"])
        }
        do {
            return try CatalogueSigningKey(base64: String(decoding: data, as: UTF8.self))
        } catch {
            throw CLIError.cannotRun("\(path): \(error)", hint: "give the NAME.key file `packtool keygen` wrote (not the .pub)")
        }
    }
}
