import Foundation
import Testing
import TestSupport
@testable import PackModel

/// The style sheet reader strips `<![CDATA[` and then `]]>` in one pass over the bytes;
/// the answer must be the one the two Foundation `replacingOccurrences` calls it
/// replaced give, markers next to each other, inside each other and next to
/// characters that combine with them included.
@Suite struct StyleSheetCDATATests {
    static func foundation(_ text: String) -> String {
        text.replacingOccurrences(of: "<![CDATA[", with: "").replacingOccurrences(of: "]]>", with: "")
    }

    @Test(arguments: [
        "", ".a{fill:#000}", "<![CDATA[.a{fill:#000}]]>", "\n<![CDATA[\n.a{fill:red}\n]]>\n",
        "]]]]>>", "]]<![CDATA[>", "<![CDA<![CDATA[TA[", "<<![CDATA[![CDATA[", "]]>]]>]]>", "]]]>", "]>]]",
        "<![CDATA[", "]]>", "<![CDATA", "]]", "é]]>é", "]]>\u{338}", "]]≯", "<![CDATA[\u{301}x", "\u{600}<![CDATA[x",
        "]]>\u{200D}", "\u{301}]]>", "x]]><![CDATA[é", ".é{fill:red}<![CDATA[.b{}]]>",
    ])
    func stripsAsFoundationDid(_ text: String) {
        #expect(SVGStyle.withoutCDATAMarkers(text) == Self.foundation(text))
    }

    @Test func aSheetWithoutMarkersIsNotCopied() {
        var text = ".a{fill:#000}.b{stroke:none}"
        #expect(text.withUTF8 { SVGStyle.cdataStripped($0) } == .unchanged)
        text = "<![CDATA[.a{}]]>"
        #expect(text.withUTF8 { SVGStyle.cdataStripped($0) } == .stripped(Array(".a{}".utf8)))
    }

    @Test func randomMixesOfMarkerPiecesStripAsFoundationDid() {
        var random = SeededRandom.forTest("randomMixesOfMarkerPiecesStripAsFoundationDid")
        let pieces = ["<![CDATA[", "]]>", "<", "!", "[", "CDATA", "]", "]]", ">", "<![", "CDATA[", "a", " ", "{", "}",
                      "é", "\u{301}", "\u{338}", "\u{200D}", "\u{600}", "≯", "\n"]
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(SVGStyle.withoutCDATAMarkers(text) == Self.foundation(text), "\(Array(text.unicodeScalars)); \(random.replay)")
        }
    }
}
