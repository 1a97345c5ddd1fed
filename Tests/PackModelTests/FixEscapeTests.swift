import Testing
@testable import PackModel

/// The one escaper's two policies. `.minimal` is how fix writes a value back between
/// quotes: `&`, `<` and `"` as references, `'` too between single quotes, tab, line feed
/// and carriage return as character references; nothing else touched, and a value
/// needing none comes back as is. `.complete` is for markup packtool writes itself.
@Suite struct FixEscapeTests {
    @Test func minimalEscapesOnlyWhatTheQuoteNeeds() {
        #expect(Markup.escape("translate(1 2)", .minimal()) == "translate(1 2)")
        #expect(Markup.escape(#"a&b<c>"d'e"#, .minimal()) == #"a&amp;b&lt;c>&quot;d'e"#)
        #expect(Markup.escape(#"a&b<c>"d'e"#, .minimal(quote: UInt8(ascii: "'"))) == #"a&amp;b&lt;c>&quot;d&apos;e"#)
        #expect(Markup.escape("&amp;", .minimal()) == "&amp;amp;", "a reference in the value is text, escaped again")
        #expect(Markup.escape("é&ü\u{301}", .minimal()) == "é&amp;ü\u{301}")
        #expect(Markup.escape("", .minimal()) == "")
    }

    /// A tab or line break written raw into an attribute is read back as a space (XML's
    /// attribute-value normalisation), so fix writes the character reference it came from.
    @Test func minimalKeepsWhitespaceAParserWouldNormalise() {
        #expect(Markup.escape("a\tb\nc\rd", .minimal()) == "a&#9;b&#10;c&#13;d")
        #expect(Markup.escape("\u{FFFD}\u{7F}", .minimal()) == "\u{FFFD}\u{7F}", "nothing dropped: the value came from a parsed file")
    }

    @Test func completeEscapesEverythingAndDropsWhatXMLForbids() {
        #expect(Markup.escape(#"a&b<c>"d'e"#) == "a&amp;b&lt;c&gt;&quot;d&#39;e")
        #expect(Markup.escape("x\u{1}\u{7F}\u{FFFE}\u{FFFF}y\u{FFFD}") == "xy\u{FFFD}")
        #expect(Markup.escape("plain") == "plain")
        #expect(Markup.escape(#"a&b<c>"d'e"#, .complete) == Markup.escape(#"a&b<c>"d'e"#))
    }
}
