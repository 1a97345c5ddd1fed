import Foundation
import TestSupport
@testable import PackModel
import Testing

/// The record an install writes ahead of putting the pack in place, naming the record it
/// replaces, and how a reader settles it from the pack the folder holds.
@Suite struct TrustStateTests {
    static let new = TrustState.Installed(pack: "neon", catalogue: "https://example.org/c.json", version: 2, manifestSHA256: String(repeating: "b", count: 64),
                                          replacing: .init(catalogue: "https://example.org/old.json", version: 1, manifestSHA256: String(repeating: "a", count: 64)))

    @Test func aRecordWithWhatItReplacesIsReadBackAsWritten() throws {
        let state = TrustState(installed: [Self.new])
        let text = String(decoding: state.encoded(), as: UTF8.self)
        #expect(text.contains(#""replacing": { "catalogue": "https://example.org/old.json", "version": 1, "manifestSHA256": ""#), "\(text)")
        #expect(try TrustState(jsonBytes: state.encoded()) == state)
        // A record that replaces nothing is written as before.
        let plain = TrustState(installed: [Self.new.settled(manifestSHA256: Self.new.manifestSHA256)])
        #expect(!String(decoding: plain.encoded(), as: UTF8.self).contains("replacing"))
    }

    @Test func theRecordSettlesOnThePackTheFolderHolds() {
        let old = Self.new.settled(manifestSHA256: String(repeating: "a", count: 64))
        #expect(old.version == 1 && old.catalogue == "https://example.org/old.json" && old.replacing == nil)
        let new = Self.new.settled(manifestSHA256: String(repeating: "b", count: 64))
        #expect(new.version == 2 && new.catalogue == "https://example.org/c.json" && new.replacing == nil)
        // Missing or edited: the new record stands, and the pack is not taken for the
        // catalogue's (its manifest matches neither).
        for digest in [nil, String(repeating: "c", count: 64)] {
            #expect(Self.new.settled(manifestSHA256: digest) == new)
        }
    }

    @Test func theRecordAStoreLoadsIsSettled() throws {
        let temp = try TemporaryDirectory()
        let documents = temp.url.appendingPathComponent("docs")
        let pack = documents.appendingPathComponent("GlyphSets/neon")
        try FileManager.default.createDirectory(at: pack, withIntermediateDirectories: true)
        let manifest = Array("{\"the old pack\": true}\n".utf8)
        try Data(manifest).write(to: pack.appendingPathComponent(PackManifest.fileName))
        var record = Self.new
        record.replacing?.manifestSHA256 = PackManifest.sha256Hex(manifest)
        let store = TrustStore(documents: documents)
        try store.save(TrustState(installed: [record]))
        let loaded = try store.load()
        #expect(loaded.installed("neon")?.version == 1 && loaded.installed("neon")?.replacing == nil)
    }

    @Test func aReplacedRecordWithUnknownKeysIsRefusedWithItsLine() throws {
        let text = """
        {
          "formatVersion": 1,
          "catalogues": [],
          "installed": [
            { "pack": "neon", "catalogue": "c", "version": 2, "manifestSHA256": "b",
              "replacing": { "catalogue": "c", "version": 1, "manifestSHA256": "a", "extra": 1 } }
          ]
        }
        """
        #expect {
            try TrustState(jsonBytes: Array(text.utf8))
        } throws: { error in
            "\(error)".contains("line 6")
        }
    }
}
