import ArgumentParser
import Foundation
import PackModel

struct KeygenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "keygen",
        abstract: "Make an Ed25519 key pair for signing a pack catalogue.",
        discussion: """
        Writes NAME.key, the private key (the 32-byte Ed25519 seed of RFC 8032, base64 \
        on one line, file mode 0600), and NAME.pub, the public key (32 bytes, base64 on \
        one line), and prints the public key. These are the raw forms that CryptoKit's \
        Curve25519.Signing keys and libsodium's Ed25519 keys read as they are.

        `packtool publish --key NAME.key` signs a catalogue with the private key; users \
        trust it with `packtool catalogue add URL --key NAME.pub` (or the printed line). \
        Keep NAME.key secret and backed up: whoever holds it can publish packs your \
        users install. Existing files are never overwritten.

        EXAMPLES
          packtool keygen -o publisher
          packtool keygen -o keys/2027

        EXIT STATUS
          0  written
          2  NAME.key or NAME.pub exists, or cannot be written
        """
    )

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Write NAME.key and NAME.pub.", valueName: "NAME"))
    var output: String

    func validate() throws {
        if output.isEmpty || output.hasSuffix("/") {
            throw CLIError.usage("-o needs a file name without extension", hint: "for example -o publisher writes publisher.key and publisher.pub")
        }
    }

    func run() throws {
        let keyPath = output + ".key"
        let publicPath = output + ".pub"
        for path in [keyPath, publicPath] where FileManager.default.fileExists(atPath: path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            throw CLIError.cannotRun("\(path) already exists; packtool never overwrites a key",
                                     hint: "choose another NAME with -o, or move the old files away first")
        }
        let key = CatalogueSigningKey()
        do {
            try Self.create(keyPath, Array((key.base64 + "\n").utf8), mode: 0o600)
        } catch {
            throw CLIError.cannotRun("cannot write \(keyPath): \(error)", hint: "check that the folder exists and is writable")
        }
        do {
            try Self.create(publicPath, Array((key.publicKey.base64 + "\n").utf8), mode: 0o644)
        } catch {
            unlink(keyPath)
            throw CLIError.cannotRun("cannot write \(publicPath): \(error)", hint: "check that the folder exists and is writable")
        }
        print("wrote \(keyPath) (private: keep it secret) and \(publicPath)")
        print("public key: \(key.publicKey.base64)")
    }

    /// Creates the file exclusively (never over an existing file or through a link) with
    /// exactly this mode, whatever the umask, and syncs it.
    static func create(_ path: String, _ bytes: [UInt8], mode: mode_t) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(fd) }
        guard fchmod(fd, mode) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard SmallFile.writeAll(fd, bytes) else {
            let code = errno
            unlink(path)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
        }
        guard fsync(fd) == 0 else { unlink(path); throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
