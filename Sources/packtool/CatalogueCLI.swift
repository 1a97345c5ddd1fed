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
        // A file when there is one of that name (never through a link), else the base64 itself.
        if let bytes = try readSmallFile(argument, kind: .key, ifPresent: true, what: "the public key", hint: "give the NAME.pub file `packtool keygen` wrote") {
            text = String(decoding: bytes, as: UTF8.self)
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

extension CatalogueCLI {
    /// Reports each piece of news as an error naming it, what it means and what to do;
    /// the error to exit with says nothing was changed (exit 1).
    static func refusal(reporting news: [CatalogueNews]) -> CLIError {
        for item in news {
            CLIError.refused(item.description, detail: "what it means: \(item.meaning)", hint: item.remedy).print()
        }
        let count = news.count == 1 ? "this" : "these \(news.count)"
        return .refused("nothing was installed or changed because of \(count)",
                        hint: "a validly signed catalogue said something to check with its publisher first (above)")
    }
}

/// The documents folder's lock for a run that changes it (DocumentsLock), waiting
/// `PackPolicy.documentsLockWaitSeconds` (PACKTOOL_LOCK_WAIT seconds when set) and saying
/// so while it waits.
func lockDocuments(_ roots: PackRoots, command: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(CLIError) -> DocumentsLock {
    let wait = environment["PACKTOOL_LOCK_WAIT"].flatMap { Int($0) } ?? PackPolicy.standard.documentsLockWaitSeconds
    do {
        return try DocumentsLock.acquire(documents: roots.documents, command: command, waitSeconds: wait) { holder in
            Notes.print(["waiting up to \(wait) seconds for another packtool run to finish with \(roots.documents.path)" + (holder.map { " (\($0))" } ?? "")])
        }
    } catch {
        throw CLIError.cannotRun(error.description, hint: error.hint)
    }
}

/// A small file read through `SmallFile` (bounded, never through a link), its refusals
/// in words: a link, a special file or an oversized file is refused (exit 1); a missing or
/// unreadable one cannot be used (exit 2). With `ifPresent`, nil when nothing has the name.
func readSmallFile(_ path: String, kind: SmallFile.Kind, ifPresent: Bool = false, what: String, hint: String) throws(CLIError) -> [UInt8]? {
    do throws(PackReadError) {
        return try ifPresent ? SmallFile.readIfPresent(path, kind: kind) : SmallFile.read(path, kind: kind)
    } catch {
        if error.isRefusal {
            throw CLIError.refused("\(what) \(path) was not read: \(error.reason)", hint: SmallFile.hint(for: error, kind: kind))
        }
        throw CLIError.cannotRun("cannot read \(what) \(path): \(error.reason)", hint: hint)
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
