import Foundation
import PackModel

/// Harness 5: the signed catalogue's reader and verifier, the trust file's reader, and
/// the archive check, with oracles beyond "does not crash":
///
/// - whatever the reader accepts, it writes back and reads again to the same value;
/// - **no forgery verifies**: the harness holds one genuine catalogue signed by a fixed
///   key; the fuzzer has no private key, so any other bytes that pass the signature
///   check, or any signature but the genuine one, is a forgery and a finding;
/// - an archive passes the size and SHA-256 check only when it is the declared one.
///
/// The first byte picks what the rest is: 0 a catalogue (checked with the genuine
/// signature), 1 a signature text (for the genuine catalogue), 2 a signature chunk then
/// a catalogue, 3 a trust file. Every input is also an archive for the genuine entry.
public enum CatalogueTarget {
    static let key = try! CatalogueSigningKey(seed: [UInt8](repeating: 0x42, count: 32))
    static let issued = Date(timeIntervalSince1970: 1_800_000_000)
    static let genuineArchive = Array("PK fuzz archive".utf8)
    static let genuine = Catalogue(
        serial: 7, issued: issued, expires: issued.addingTimeInterval(30 * 86_400), nextKey: nil,
        packs: [
            Catalogue.Entry(name: "classic", displayName: "Digitext", status: .available, version: 3, url: "classic-3.zip",
                            size: genuineArchive.count, sha256: PackManifest.sha256Hex(genuineArchive)),
            Catalogue.Entry(name: "no_zero", displayName: "Digitext without 0", status: .comingSoon, version: 1,
                            url: "https://cdn.example.com/no_zero-1.zip", size: 2339, sha256: String(repeating: "0", count: 64)),
        ]).encoded()
    static let genuineSignature = try! key.signature(for: genuine)
    static let genuineSignatureText = Array((Data(genuineSignature).base64EncodedString() + "\n").utf8)
    static let trust = CatalogueTrust(url: "https://packs.example.com/catalogue.json", key: key.publicKey)
    static let verifier = CatalogueVerifier()

    public static func run(_ bytes: [UInt8]) {
        var input = FuzzInput(bytes)
        let mode = input.byte() % 4
        let rest = Array(bytes.dropFirst())
        switch mode {
        case 0:
            roundTrip(rest)
            expectNoForgery(catalogue: rest, signature: genuineSignatureText)
        case 1:
            expectNoForgery(catalogue: genuine, signature: rest)
        case 2:
            let signature = input.chunk()
            let catalogue = input.rest()
            roundTrip(catalogue)
            expectNoForgery(catalogue: catalogue, signature: signature)
        default:
            if let state = try? TrustState(jsonBytes: rest) {
                guard let again = try? TrustState(jsonBytes: state.encoded()), again == state else {
                    fatalError("a trust file read, written and read again differs")
                }
            }
        }
        let entry = try! Catalogue(jsonBytes: genuine).packs[0]
        if (try? verifier.verify(archive: rest, for: entry, from: "fuzz")) != nil, rest != genuineArchive {
            fatalError("an archive other than the declared one passed the size and SHA-256 check")
        }
    }

    static func roundTrip(_ bytes: [UInt8]) {
        guard let catalogue = try? Catalogue(jsonBytes: bytes) else { return }
        guard let again = try? Catalogue(jsonBytes: catalogue.encoded()), again == catalogue else {
            fatalError("a catalogue read, written and read again differs")
        }
        for entry in catalogue.packs { _ = CatalogueURL.resolve(entry.url, against: trust.url) }
    }

    static func expectNoForgery(catalogue: [UInt8], signature: [UInt8]) {
        guard let verified = try? verifier.verify(catalogue: catalogue, signature: signature, trust: trust, now: issued) else { return }
        guard catalogue == genuine else { fatalError("FORGERY: bytes other than the signed catalogue verified") }
        let text = String(decoding: signature, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard Data(base64Encoded: text).map(Array.init) == genuineSignature else {
            fatalError("FORGERY: a signature other than the genuine one verified")
        }
        _ = verified.catalogue.packs.count
    }
}
