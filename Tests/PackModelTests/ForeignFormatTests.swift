import Testing
@testable import PackModel

/// `ForeignFormat.sniff` answers from the first byte when no signature can start there
/// (every SVG linted goes through it); these hold that guard to the signatures.
@Suite struct ForeignFormatTests {
    static let samples: [(bytes: [UInt8], format: ForeignFormat)] = [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13], .png),
        ([0xFF, 0xD8, 0xFF, 0xE0, 0, 16], .jpeg),
        (Array("GIF87a".utf8) + [1, 0], .gif),
        (Array("GIF89a".utf8) + [1, 0], .gif),
        (Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBPVP8 ".utf8), .webp),
        ([0x49, 0x49, 0x2A, 0x00, 8, 0], .tiff),
        ([0x4D, 0x4D, 0x00, 0x2A, 0, 8], .tiff),
        (Array("BM".utf8) + [0x36, 0, 0, 0], .bmp),
        (Array("8BPS".utf8) + [0, 1], .photoshop),
        (Array("%PDF-1.7\n".utf8), .pdf),
        (Array("%!PS-Adobe-3.0".utf8), .postscript),
        ([0xC5, 0xD0, 0xD3, 0xC6, 0, 0], .postscript),
        ([0x50, 0x4B, 0x03, 0x04, 20, 0], .zip),
        ([0x50, 0x4B, 0x05, 0x06, 0, 0], .zip),
        ([0x50, 0x4B, 0x07, 0x08, 0, 0], .zip),
        ([0x1F, 0x8B, 0x08, 0x00], .gzip),
    ]

    @Test func everySignatureIsFound() {
        for sample in Self.samples {
            #expect(ForeignFormat.sniff(sample.bytes) == sample.format, "\(sample.bytes.prefix(4))")
            #expect(ForeignFormat.mayStartSignature(sample.bytes[0]))
        }
        #expect(Set(Self.samples.map(\.format)) == Set(ForeignFormat.allCases))
    }

    @Test func xmlIsNotForeign() {
        for text in ["<svg/>", "<?xml version=\"1.0\"?><svg/>", "\n<svg/>", " <svg/>", "\u{FEFF}<svg/>", "", "RIFF0000WAVE"] {
            #expect(ForeignFormat.sniff(Array(text.utf8)) == nil, "\(text)")
        }
    }

    /// No byte but a signature's first passes the guard: every other first byte is
    /// answered nil without a look at the rest.
    @Test func theGuardPassesOnlySignatureFirstBytes() {
        let firsts = Set(Self.samples.map { $0.bytes[0] })
        for byte in UInt8.min...UInt8.max {
            #expect(ForeignFormat.mayStartSignature(byte) == firsts.contains(byte), "\(byte)")
        }
    }
}
