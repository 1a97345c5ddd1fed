@testable import PackModel
import Testing

@Suite("CSS white space around values")
struct CSSWhitespaceTests {
    @Test("space, tab, line feed, carriage return and form feed go; the value stays as written")
    func trimsCSSWhitespace() {
        #expect(" \t\n\r\u{0C}red \t\n\r\u{0C}".trimmingCSSWhitespace == "red")
        #expect("url(#g) ".trimmingCSSWhitespace == "url(#g)")
        #expect("M0 0 L 1 1".trimmingCSSWhitespace == "M0 0 L 1 1")
        #expect(" \t ".trimmingCSSWhitespace == "")
        #expect("".trimmingCSSWhitespace == "")
        #expect("a , b".split(separator: ",").map(\.trimmingCSSWhitespace) == ["a", "b"])
    }

    @Test("a no-break space is not white space to a renderer, so it is not trimmed")
    func keepsOtherUnicodeSpaces() {
        #expect("\u{A0}red".trimmingCSSWhitespace == "\u{A0}red")
        #expect("none\u{2003}".trimmingCSSWhitespace == "none\u{2003}")
        #expect(" é ".trimmingCSSWhitespace == "é")
    }

    /// A keyword is the value by this one trimming rule, in ASCII lower case: the same
    /// blanks go (and no others), and only A to Z are lowered, as CSS compares keywords.
    @Test(arguments: [
        (" NORMAL", "normal"), ("\u{C}None\t\r\n", "none"), ("none", "none"), ("\u{A0}none", "\u{A0}none"), ("NÖNE", "nÖne"), (" \t ", ""),
        ("crispEdges", "crispedges"),
    ])
    func aKeywordIsTheTrimmedValueInASCIILowerCase(value: String, keyword: String) {
        #expect(SVGProperties.keyword(value) == keyword)
        #expect(SVGProperties.keyword(value, is: keyword), "the string-free reading agrees")
        #expect(!SVGProperties.keyword(value, is: keyword + "s") && !SVGProperties.keyword(value + "s", is: keyword))
        #expect(SVGProperties.keyword(value) == String(decoding: value.trimmingCSSWhitespace.utf8.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }, as: UTF8.self))
    }
}
