import Testing
@testable import PackModel

/// How fix writes a value between quotes: `&`, `<` and `"` as references, and `'` too
/// between single quotes; nothing else touched, and a value needing none comes back as is.
@Suite struct FixEscapeTests {
    @Test func valuesAreEscapedForTheirQuotes() {
        #expect(RewritePlanner.escape("translate(1 2)") == "translate(1 2)")
        #expect(RewritePlanner.escape(#"a&b<c>"d'e"#) == #"a&amp;b&lt;c>&quot;d'e"#)
        #expect(RewritePlanner.escape(#"a&b<c>"d'e"#, quote: UInt8(ascii: "'")) == #"a&amp;b&lt;c>&quot;d&apos;e"#)
        #expect(RewritePlanner.escape("&amp;") == "&amp;amp;", "a reference in the value is text, escaped again")
        #expect(RewritePlanner.escape("é&ü\u{301}") == "é&amp;ü\u{301}")
        #expect(RewritePlanner.escape("") == "")
    }
}
