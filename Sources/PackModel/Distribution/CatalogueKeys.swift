import Crypto
import Foundation

/// A publisher's Ed25519 public key: the raw 32 bytes of RFC 8032, written as base64 on
/// one line (`NAME.pub`), the form CryptoKit's `Curve25519.Signing.PublicKey(rawRepresentation:)`
/// and libsodium's `crypto_sign_ed25519` keys read as they are.
public struct CataloguePublicKey: Sendable, Hashable, CustomStringConvertible {
    public static let byteCount = 32

    public let raw: [UInt8]

    public init(raw: [UInt8]) throws(CatalogueKeyError) {
        guard raw.count == Self.byteCount else { throw .wrongLength(what: "public key", bytes: raw.count, expected: Self.byteCount) }
        guard (try? Curve25519.Signing.PublicKey(rawRepresentation: raw)) != nil else { throw .notAKey("public key") }
        self.raw = raw
    }

    /// Reads the one-line base64 form (surrounding white space ignored).
    public init(base64 text: String) throws(CatalogueKeyError) {
        try self.init(raw: CatalogueKeyText.decode(text, what: "public key"))
    }

    /// One line of base64, no newline.
    public var base64: String { Data(raw).base64EncodedString() }
    public var description: String { base64 }

    /// Whether `signature` (64 bytes) is this key's Ed25519 signature of exactly `message`.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        guard signature.count == CatalogueSigningKey.signatureByteCount,
              let key = try? Curve25519.Signing.PublicKey(rawRepresentation: raw) else { return false }
        return key.isValidSignature(signature, for: message)
    }
}

/// A publisher's Ed25519 private key: the 32-byte seed of RFC 8032, base64 on one line
/// (`NAME.key`, mode 0600). Never leaves the publisher's machine.
public struct CatalogueSigningKey: Sendable {
    public static let signatureByteCount = 64

    /// The seed (swift-crypto's private key type is not Sendable; the seed is).
    private let seed: [UInt8]
    public let publicKey: CataloguePublicKey

    /// A new random key (the system's secure random source, through swift-crypto).
    public init() {
        let key = Curve25519.Signing.PrivateKey()
        seed = Array(key.rawRepresentation)
        // 32 bytes from swift-crypto: always a valid key.
        publicKey = try! CataloguePublicKey(raw: Array(key.publicKey.rawRepresentation))
    }

    public init(seed: [UInt8]) throws(CatalogueKeyError) {
        guard seed.count == 32 else { throw .wrongLength(what: "private key", bytes: seed.count, expected: 32) }
        guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed) else { throw .notAKey("private key") }
        self.seed = seed
        publicKey = try CataloguePublicKey(raw: Array(key.publicKey.rawRepresentation))
    }

    public init(base64 text: String) throws(CatalogueKeyError) {
        try self.init(seed: CatalogueKeyText.decode(text, what: "private key"))
    }

    /// The seed, base64 on one line: what `NAME.key` holds.
    public var base64: String { Data(seed).base64EncodedString() }

    /// The Ed25519 signature of exactly these bytes (RFC 8032).
    public func signature(for message: [UInt8]) throws(CatalogueKeyError) -> [UInt8] {
        do { return Array(try Curve25519.Signing.PrivateKey(rawRepresentation: seed).signature(for: message)) } catch { throw .notAKey("private key") }
    }
}

/// Why a key or signature file cannot be used.
public enum CatalogueKeyError: Error, Sendable, Equatable, CustomStringConvertible {
    case notBase64(String)
    case wrongLength(what: String, bytes: Int, expected: Int)
    case notAKey(String)

    public var description: String {
        switch self {
        case .notBase64(let what): "the \(what) is not one line of base64"
        case .wrongLength(let what, let bytes, let expected): "the \(what) is \(bytes) bytes; an Ed25519 \(what) is \(expected)"
        case .notAKey(let what): "the \(what) is not a usable Ed25519 \(what)"
        }
    }
}

/// The one-line base64 text of keys and signatures.
enum CatalogueKeyText {
    /// The bytes of one line of standard base64 (padding required), with at most one
    /// trailing newline and surrounding spaces; anything else is refused.
    static func decode(_ text: String, what: String) throws(CatalogueKeyError) -> [UInt8] {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, trimmed.utf8.count <= 256, !trimmed.contains(where: \.isWhitespace),
              let data = Data(base64Encoded: trimmed) else { throw .notBase64(what) }
        return Array(data)
    }
}
