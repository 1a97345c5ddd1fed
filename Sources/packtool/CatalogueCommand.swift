import ArgumentParser
import Foundation
import PackModel

struct CatalogueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalogue",
        abstract: "Trust signed pack catalogues, list and remove them, verify one.",
        discussion: """
        A catalogue is what `packtool publish` writes: catalogue.json, its Ed25519 \
        signature catalogue.json.sig, and the packs' archives, on any static web server. \
        A trusted catalogue is a URL and the publisher's public key, pinned: there is no \
        trust on first use. `packtool install NAME` then finds packs in it, `packtool \
        outdated` and `packtool update` keep them current.

        Trust, the highest serial seen of each catalogue and the packs installed from \
        them are kept in <documents>/packtool-trust.json, written atomically.

        Every catalogue fetched is checked in this order, and the first failure refuses, \
        naming the check, with nothing installed or changed: its size (4 MiB at most); \
        the signature, for the pinned key; its expiry (with 10 minutes of tolerance for \
        a slow clock); its serial, never lower than one already seen. See \
        docs/catalogue.md for what each check stops.

        EXAMPLES
          packtool catalogue add https://packs.example.com/catalogue.json --key publisher.pub
          packtool catalogue add https://packs.example.com/catalogue.json --key 8ZQm…base64…=
          packtool catalogue list
          packtool catalogue remove https://packs.example.com/catalogue.json
          packtool catalogue verify site/catalogue.json --key publisher.pub

        EXIT STATUS
          0  done
          1  the catalogue was refused by a check
          2  it cannot be downloaded, the documents folder cannot be written, bad arguments
        """,
        subcommands: [Add.self, List.self, Remove.self, Verify.self]
    )

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add",
            abstract: "Trust a catalogue, pinned to its publisher's key.",
            discussion: """
            Downloads URL and URL.sig, verifies them with KEY (size, signature, expiry), \
            and only then records the catalogue and its serial. The key is required: \
            get it from the publisher by a channel you trust, not from the server that \
            hosts the catalogue.

            EXAMPLES
              packtool catalogue add https://packs.example.com/catalogue.json --key publisher.pub

            EXIT STATUS
              0  trusted
              1  the catalogue failed a check, or is already trusted
              2  it cannot be downloaded, or the documents folder cannot be written
            """
        )

        @Argument(help: ArgumentHelp("The http(s) URL of catalogue.json.", valueName: "URL"))
        var url: String

        @Option(name: .long, help: ArgumentHelp("The publisher's public key: a NAME.pub file or its base64 line.", valueName: "PUBKEY"))
        var key: String

        @OptionGroup var rootOptions: RootOptions

        func validate() throws {
            if !InstallDownload.isURL(url) {
                throw CLIError.usage("URL must be an http(s) URL; got '\(url)'", hint: "give the URL of the catalogue.json that `packtool publish` wrote")
            }
        }

        func run() throws {
            let key = try CatalogueCLI.publicKey(key)
            let lock = try lockDocuments(rootOptions.roots, command: "catalogue add")
            defer { withExtendedLifetime(lock) {} }
            let verified: VerifiedCatalogue
            do { verified = try CatalogueCLI.client(roots: rootOptions.roots).add(url, key: key) } catch { throw error.cliError }
            let catalogue = verified.catalogue
            print("trusted \(url)")
            print("key \(key.base64); serial \(catalogue.serial); \(catalogue.packs.count) pack\(catalogue.packs.count == 1 ? "" : "s"); expires \(CatalogueTime.format(catalogue.expires))")
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "List the trusted catalogues (nothing is downloaded).",
            discussion: """
            Shows each trusted catalogue's URL, pinned key, announced next key and the \
            highest serial seen, then the packs installed from catalogues.

            EXIT STATUS
              0  listed (also when there is none)
              2  the trust file cannot be read
            """
        )

        @OptionGroup var rootOptions: RootOptions

        func run() throws {
            let client = CatalogueCLI.client(roots: rootOptions.roots)
            let state: TrustState
            do { state = try client.store.load() } catch { throw error.cliError }
            guard !state.catalogues.isEmpty else {
                print("No trusted catalogues. Add one with `packtool catalogue add URL --key PUBKEY`.")
                return
            }
            for trust in state.catalogues {
                print(trust.url)
                print("  key     \(trust.key.base64)")
                if let next = trust.nextKey { print("  next    \(next.base64) (announced)") }
                print("  serial  \(trust.highestSerial.map(String.init) ?? "none seen")")
            }
            let installed = state.installed.filter { client.installedVersion($0.pack, state: state) != nil }
            if !installed.isEmpty {
                print("")
                for item in installed { print("installed \(item.pack) version \(item.version) from \(item.catalogue)") }
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Stop trusting a catalogue.",
            discussion: """
            Forgets the catalogue, its key and its serial. Packs installed from it stay \
            installed; `outdated` and `update` no longer look at them.

            EXIT STATUS
              0  removed
              2  it is not trusted, or the documents folder cannot be written
            """
        )

        @Argument(help: ArgumentHelp("The catalogue's URL, as `packtool catalogue list` shows it.", valueName: "URL"))
        var url: String

        @OptionGroup var rootOptions: RootOptions

        func run() throws {
            let lock = try lockDocuments(rootOptions.roots, command: "catalogue remove")
            defer { withExtendedLifetime(lock) {} }
            do { try CatalogueCLI.client(roots: rootOptions.roots).remove(url) } catch { throw error.cliError }
            print("removed \(url)")
        }
    }

    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",
            abstract: "Verify a catalogue file (a publisher's check before uploading).",
            discussion: """
            Runs the checks a client runs on FILE and FILE.sig (size, signature for KEY, \
            expiry) and prints a summary; no serial is compared and nothing is stored. \
            Without --key, FILE is only read and parsed, and the summary says it was NOT \
            verified.

            EXAMPLES
              packtool catalogue verify site/catalogue.json --key publisher.pub

            EXIT STATUS
              0  verified (or, without --key, readable)
              1  a check failed
              2  FILE cannot be read
            """
        )

        @Argument(help: ArgumentHelp("A catalogue.json; its signature is FILE.sig.", valueName: "FILE"))
        var file: String

        @Option(name: .long, help: ArgumentHelp("The publisher's public key: a NAME.pub file or its base64 line.", valueName: "PUBKEY"))
        var key: String?

        func run() throws {
            let policy = PackPolicy.standard
            let bytes = try Self.read(file, kind: .catalogue)
            let catalogue: Catalogue
            if let key {
                let publicKey = try CatalogueCLI.publicKey(key)
                let signature = try Self.read(file + ".sig", kind: .signature)
                do {
                    catalogue = try CatalogueVerifier(policy: policy).verify(catalogue: bytes, signature: signature,
                                                                             trust: CatalogueTrust(url: file, key: publicKey), now: Date()).catalogue
                } catch {
                    throw error.cliError
                }
                print("verified \(file): signed by \(publicKey.base64)")
            } else {
                do { catalogue = try Catalogue(jsonBytes: bytes, policy: policy) } catch {
                    throw CLIError.refused("\(file) is not a catalogue: \(error)", hint: "`packtool publish` writes catalogues")
                }
                print("read \(file): NOT verified (give --key to check the signature and expiry)")
            }
            print("serial \(catalogue.serial); \(catalogue.packs.count) pack\(catalogue.packs.count == 1 ? "" : "s"); issued \(CatalogueTime.format(catalogue.issued)); expires \(CatalogueTime.format(catalogue.expires))")
            if let next = catalogue.nextKey { print("announces the next key \(next.base64)") }
        }

        static func read(_ path: String, kind: SmallFile.Kind) throws(CLIError) -> [UInt8] {
            let hint = "give the catalogue.json that `packtool publish` wrote; its signature must be beside it"
            guard let bytes = try readSmallFile(path, kind: kind, what: kind.phrase, hint: hint) else { throw CLIError.cannotRun("cannot read \(path)", hint: hint) }
            return bytes
        }
    }
}
