import Foundation
import PackModel

/// What the catalogue commands share: the client over curl, and their words.
enum CatalogueCLI {
    /// The catalogue client of a documents folder, fetching with curl (the same download
    /// as `install URL`: http(s) only, stopped as soon as more than the limit arrives).
    static func client(roots: PackRoots) -> CatalogueClient {
        var client = CatalogueClient(roots: roots, transport: fetch)
        client.installer.checkpoint = InstallCommand.testPause(ProcessInfo.processInfo.environment["PACKTOOL_TEST_PAUSE"])
        return client
    }

    static let fetch: CatalogueTransport = { text, limit throws(CatalogueTransportError) in
        guard let url = URL(string: text) else { throw .failed("not a valid URL") }
        do throws(InstallDownload.Failure) {
            return try InstallDownload.fetch(url, limit: limit)
        } catch {
            switch error {
            case .tooLarge: throw .tooLarge
            case .status(let code): throw .failed("the server answered HTTP \(code)")
            case .transport(let reason): throw .failed(reason)
            }
        }
    }

    /// A public key given as a `.pub` file or as its base64 text.
    static func publicKey(_ argument: String, option: String = "--key") throws(CLIError) -> CataloguePublicKey {
        let text: String
        if FileManager.default.fileExists(atPath: argument) {
            guard let data = FileManager.default.contents(atPath: argument), data.count <= 1024 else {
                throw CLIError.cannotRun("cannot read the public key \(argument)", hint: "give the NAME.pub file `packtool keygen` wrote")
            }
            text = String(decoding: data, as: UTF8.self)
        } else {
            text = argument
        }
        do {
            return try CataloguePublicKey(base64: text)
        } catch {
            throw CLIError.cannotRun("\(option) \(argument): \(error)",
                                     hint: "give the publisher's NAME.pub file or its one line of base64 (32 bytes), as `packtool keygen` prints it")
        }
    }
}

extension CatalogueRefusal {
    /// Words and exit status: 1 for refused bytes, 2 when packtool could not do its job.
    var cliError: CLIError {
        let detail = "failed check: \(step)"
        let hint: String
        switch self {
        case .catalogueTooLarge, .signatureUnreadable, .signatureInvalid, .malformed:
            hint = "nothing was installed or changed; the server's files are not the publisher's. If the publisher rotated to a key you did not learn, `packtool catalogue remove URL` and add it again with the new key, checked with the publisher"
        case .expired:
            hint = "nothing was installed or changed; the server serves an old catalogue (or this machine's clock is wrong). Ask the publisher to publish again, or check the clock"
        case .rollback, .serialReused:
            hint = "nothing was installed or changed; the server replays an older catalogue than one this machine already verified. Try again later or report it to the publisher"
        case .noEntry:
            hint = "`packtool catalogue list` shows the trusted catalogues; `packtool catalogue add URL --key KEY` trusts another"
        case .notFromCatalogue(let name):
            hint = "`packtool catalogue list` shows the packs installed from catalogues; `packtool install \(name)` installs one by name when no local pack has the name"
        case .entryURL:
            hint = "report it to the catalogue's publisher"
        case .downloadTooLarge, .sizeMismatch, .digestMismatch:
            hint = "nothing was installed or changed; the archive on the server is not the one the signed catalogue names. Report it to the publisher"
        case .wrongPack:
            hint = "nothing was installed or changed; report it to the catalogue's publisher"
        case .downgrade:
            hint = "add --allow-downgrade to install the older version anyway"
        case .install(_, let url, let error):
            let inner = error.cliError(source: url)
            return CLIError(message: "\(description)", detail: [inner.detail, detail].compactMap { $0 }.joined(separator: "\n"),
                            hint: inner.hint, exitCode: inner.exitCode)
        case .transport:
            hint = "check the URL and the network; nothing was installed or changed"
        case .trustFile:
            hint = "check the documents folder (--documents) and its permissions"
        case .alreadyTrusted:
            hint = "`packtool catalogue list` shows it; remove it first to change its key"
        case .notTrusted:
            hint = "`packtool catalogue list` shows the trusted catalogues"
        case .notAURL:
            hint = "give the http(s) URL of the catalogue.json that `packtool publish` wrote"
        }
        return isRefusal ? .refused(description, detail: detail, hint: hint) : .cannotRun(description, detail: detail, hint: hint)
    }
}
