import ArgumentParser
import Foundation
import PackModel

struct InstallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install",
        abstract: "Install a pack (folder, .zip or http(s) URL) into the documents tier.",
        discussion: """
        The pack lands in <documents>/GlyphSets/<glyphSet>/, where <glyphSet> comes from \
        its letter_map.json, and from then on wins over a bundled pack of the same name, \
        file by file.

        Everything is checked before a byte is written: an archive's structure, every \
        entry name (no absolute paths, '..', backslashes, drive letters, control \
        characters, links, devices, FIFOs, duplicates or names differing only by case), \
        encryption and compression method, limits on entry count, sizes and compression \
        ratio, the manifest's sizes and SHA-256 digests, then the pack itself (errors \
        refuse the install, warnings are shown). A folder SOURCE gets the same scrutiny: \
        a link, FIFO, device or subfolder in it is refused; files the map does not name \
        are left out.

        The install is atomic: files are written into a staging folder inside \
        GlyphSets/ (0644, folder 0755, synced), which then takes the pack's place in one \
        step; an old pack is removed only once the new one is in place. Killed at any \
        moment, the folder holds the old pack or the new one, complete; leftovers are \
        cleaned up by the next install or uninstall. Installs into one documents folder \
        wait for each other (a lock on GlyphSets/.packtool.lock).

        An installed pack is replaced without --force only when it is exactly as packtool \
        installed it (its manifest.json matches its files); a pack edited by hand, or put \
        there by other means, needs --force.

        EXAMPLES
          packtool install classic.zip
          packtool install https://example.com/packs/classic.zip --sha256 3f5a…
          packtool install ./my_pack --documents /tmp/docs

        EXIT STATUS
          0  installed
          1  the source was refused: vetting, lint errors, a checksum mismatch,
             or an edited pack without --force
          2  the source cannot be read or downloaded, or the documents folder
             cannot be written

        ENVIRONMENT
          PACKTOOL_TEST_PAUSE=staged|swapped|aside
             for crash tests only: at that step the installer prints
             "packtool: test pause at STEP" on standard error and sleeps
        """
    )

    @Argument(help: ArgumentHelp("A pack folder, a .zip file, or an http(s):// URL of a .zip.", valueName: "SOURCE"))
    var source: String

    @Option(name: .long, help: ArgumentHelp("The archive's expected SHA-256 (64 hex digits), checked before the archive is opened.", valueName: "HEX"))
    var sha256: String?

    @Flag(name: .long, help: "Replace an installed pack even if it was changed since it was installed.")
    var force = false

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if source.isEmpty {
            throw CLIError.usage("SOURCE is empty", hint: "give a pack folder, a .zip file or an http(s):// URL")
        }
        if let sha256, sha256.count != 64 || !sha256.allSatisfy(\.isHexDigit) {
            throw CLIError.usage("--sha256 must be 64 hexadecimal digits; '\(sha256)' has \(sha256.count) characters",
                                 hint: "copy the whole digest published with the archive (`sha256sum FILE` prints it)")
        }
        if sha256 != nil && !InstallDownload.isURL(source) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), isDirectory.boolValue {
                throw CLIError.usage("--sha256 applies to an archive, not a folder",
                                     hint: "zip the folder with `packtool zip` first, or drop --sha256")
            }
        }
    }

    func run() throws {
        let roots = rootOptions.roots
        let checker = ArchiveValidation.checker
        let (files, kind) = try openSource(limits: checker.limits)
        var installer = PackInstaller(glyphSets: roots.documentsGlyphSets, validator: checker.validator, limits: checker.limits)
        installer.checkpoint = Self.testPause(ProcessInfo.processInfo.environment["PACKTOOL_TEST_PAUSE"])
        let result: InstallResult
        do {
            result = try installer.install(files, as: kind, force: force)
        } catch {
            throw error.cliError(source: source)
        }
        for line in result.recovered { Terminal.standardError("packtool: note: cleaned up an interrupted run: \(line)") }
        ArchiveNotes.print(warnings: result.warnings, skipped: result.skipped)
        print("\(result.replaced ? "replaced" : "installed") \(result.name) in \(result.folder.path)")
        if let bundled = roots.folder(of: result.name, in: .bundle), FileManager.default.fileExists(atPath: bundled.path) {
            print("it overrides the bundled pack \(result.name) (\(bundled.path)), file by file")
        }
    }

    /// Reads the source: a URL is downloaded, a file is read; both are checked against
    /// --sha256 and then vetted from memory. A folder is vetted in place.
    func openSource(limits: ArchiveLimits) throws(CLIError) -> (any PackFiles, PackChecker.SourceKind) {
        let bytes: [UInt8]
        if InstallDownload.isURL(source) {
            guard let url = URL(string: source) else { throw CLIError.cannotRun("'\(source)' is not a valid URL") }
            do {
                bytes = try InstallDownload.fetch(url, limit: limits.maximumArchiveBytes)
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
        } else {
            let url = URL(fileURLWithPath: source).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw CLIError.cannotRun("no such file or folder: \(url.path)", hint: "give a pack folder, a .zip file or an http(s):// URL")
            }
            if isDirectory.boolValue {
                do {
                    return (try VettedFolder(url: url, limits: limits), .folder(verifyManifest: true))
                } catch {
                    throw PackOperationError.refused(error).cliError(source: url.path)
                }
            }
            do {
                bytes = try VettedArchive.readBytes(at: url, limits: limits)
            } catch {
                throw PackOperationError.refused(error).cliError(source: url.path)
            }
        }
        if let expected = sha256?.lowercased() {
            let actual = PackManifest.sha256Hex(bytes)
            guard actual == expected else {
                throw PackOperationError.refused(.checksumMismatch(expected: expected, actual: actual)).cliError(source: source)
            }
        }
        do {
            return (try VettedArchive(bytes: bytes, origin: source, limits: limits), .archive)
        } catch {
            throw PackOperationError.refused(error).cliError(source: source)
        }
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
