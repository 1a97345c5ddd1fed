import Foundation
import TestSupport
import Testing
@testable import PackModel

/// The one inflater of hostile compressed bytes (`RawInflate`), shared by the archive reader
/// and the PNG decoder. The trick harness found the earlier one (ZIPFoundation's, which gives
/// zlib a whole buffer's length) reading past a truncated IDAT stream's heap block.
@Suite struct RawInflateTests {
    static let text = Array(String(repeating: "the quick brown fox jumps over the lazy dog ", count: 40).utf8)

    @Test func inflatesAWholeStreamAndLeavesWhatFollowsUnread() throws {
        let stream = Deflate.literals(Self.text)
        #expect(try RawInflate.inflate(stream[...], limit: Self.text.count) == Self.text)
        // A zlib stream's Adler-32 (or any bytes) after the end of the stream are not read.
        #expect(try RawInflate.inflate((stream + [1, 2, 3, 4])[...], limit: Self.text.count) == Self.text)
    }

    @Test func everyPrefixOfAStreamIsTruncatedNeverReadBeyond() {
        let stream = Deflate.literals(Self.text)
        for length in 0..<stream.count {
            // A slice in the middle of a larger array: bytes after it are there, but not its.
            let padded = stream.prefix(length) + [UInt8](repeating: 0, count: 64)
            let slice = padded[..<length]
            #expect(throws: RawInflate.Failure.truncated, "prefix of \(length) bytes") {
                try RawInflate.inflate(slice, limit: Self.text.count)
            }
        }
    }

    @Test func stopsAtTheLimitAndRefusesWhatIsNotDeflate() {
        let stream = Deflate.literals(Self.text)
        #expect(throws: RawInflate.Failure.pastLimit) { try RawInflate.inflate(stream[...], limit: Self.text.count - 1) }
        // A stored block whose length and its complement disagree.
        #expect(throws: RawInflate.Failure.corrupt) { try RawInflate.inflate([0x01, 0x05, 0x00, 0x00, 0x00][...], limit: 100) }
        // Block type 3 is reserved.
        #expect(throws: RawInflate.Failure.corrupt) { try RawInflate.inflate([0x07, 0x00][...], limit: 100) }
    }

    @Test func aPNGWhoseImageDataEndsEarlyIsToldSo() throws {
        // A valid 8×8 PNG with its IDAT cut to half, the chunk's length and CRC made to match:
        // only the deflate stream is short.
        let png = [UInt8](PNGWriter.rgba(width: 8, height: 8, pixels: [UInt8](repeating: 200, count: 256)))
        let idat = try #require((0..<png.count - 4).first { png[$0..<($0 + 4)].elementsEqual("IDAT".utf8) })
        let length = Int(png[idat - 4]) << 24 | Int(png[idat - 3]) << 16 | Int(png[idat - 2]) << 8 | Int(png[idat - 1])
        let kept = length / 2
        let body = Array(png[(idat + 4)..<(idat + 4 + kept)])
        let rebuilt = Array(png[..<(idat - 4)]) + PNGWriter.chunk("IDAT", body) + Array(png[(idat + 8 + length)...])
        #expect(throws: PNGPixels.Failure.corrupt("image data ends before its deflate stream does")) {
            try PNGPixels(Data(rebuilt))
        }
    }
}
