import Testing
@testable import PackModel

/// `ByteSearch` answers what `String.contains` would, for ASCII needles, over bytes.
@Suite struct ByteSearchTests {
    // A long string (stored out of line) and a small one (bytes copied to the stack),
    // and a bridged-looking Substring haystack for the generic path.
    static let long = "M10 20 L30 40 C1 2 3 4 5 6 fill:url(#Grad) and more text past the small-string limit"

    @Test func withBytesSeesTheUTF8() {
        #expect(ByteSearch.withBytes(of: "héllo") { Array($0) } == Array("héllo".utf8))
        #expect(ByteSearch.withBytes(of: Self.long) { $0.count } == Self.long.utf8.count)
        #expect(ByteSearch.withBytes(of: "") { $0.count } == 0)
    }

    @Test func containsByte() {
        #expect(ByteSearch.contains(byte: UInt8(ascii: "("), in: Self.long))
        #expect(!ByteSearch.contains(byte: UInt8(ascii: "@"), in: Self.long))
        #expect(ByteSearch.contains(byte: UInt8(ascii: "o"), in: "ab/o"))
        #expect(!ByteSearch.contains(byte: 0, in: ""))
    }

    @Test func substringSearch() {
        #expect(ByteSearch.firstIndex(of: "url(".utf8, in: Array(Self.long.utf8)) == 32)
        #expect(ByteSearch.firstIndex(of: "".utf8, in: Array("abc".utf8)) == 0)
        #expect(ByteSearch.firstIndex(of: "abcd".utf8, in: Array("abc".utf8)) == nil)
        #expect(ByteSearch.contains("Grad", in: Self.long))
        #expect(!ByteSearch.contains("grad", in: Self.long))
        #expect(ByteSearch.contains("more", in: Self.long.dropFirst(10)))
    }

    @Test func ignoringASCIICase() {
        for (needle, haystack, expected) in [
            ("url(", "fill:URL(#a)", true), ("url(", "fill:ur(#a)", false), ("mask", "MASK", true),
            ("mask", "mas", false), ("", "anything", true), ("grad", Self.long, true),
            ("gradient", Self.long, false), ("uurl", "uuurl", true), ("é", "É", false),
        ] {
            #expect(ByteSearch.containsIgnoringASCIICase(needle, in: haystack) == expected, "\(needle) in \(haystack)")
            #expect(ByteSearch.containsIgnoringASCIICase(needle, in: haystack[...]) == expected)
        }
    }

    /// The one case-blind matcher, from an offset and at one: what `SVGReference` finds
    /// `url(` with.
    @Test func firstIndexAndMatchIgnoringASCIICase() {
        let haystack = Array("a URL( b url( UrL(".utf8)
        haystack.withUnsafeBufferPointer { haystack in
            ByteSearch.withBytes(of: "url(") { needle in
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: haystack) == 2)
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: haystack, from: 3) == 9)
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: haystack, from: 10) == 14)
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: haystack, from: 15) == nil)
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: needle, in: haystack, from: haystack.count) == nil)
                #expect(ByteSearch.matchesIgnoringASCIICase(needle, in: haystack, at: 14))
                #expect(!ByteSearch.matchesIgnoringASCIICase(needle, in: haystack, at: 15))
                #expect(!ByteSearch.matchesIgnoringASCIICase(needle, in: haystack, at: haystack.count))
            }
            ByteSearch.withBytes(of: "") { empty in
                #expect(ByteSearch.firstIndexIgnoringASCIICase(of: empty, in: haystack, from: 4) == 4)
            }
        }
        #expect(SVGReference.urlIDs(in: "fill:URL( '#a' ) myurl(#b) -url(#c) uurl(#d) url(#e)") == ["a", "e"])
        #expect(SVGReference.leadingURLID("  Url(#g) red") == "g")
        #expect(SVGReference.leadingURLID("x url(#g)") == nil)
    }
}
