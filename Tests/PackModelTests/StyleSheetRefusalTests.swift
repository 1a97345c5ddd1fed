import Testing
@testable import PackModel

/// `SVGStyle.sheet` refuses a sheet holding `@`, `/*` or `\` (and a body holding `{`)
/// with a byte search, not Foundation's `contains`: the same answers on ASCII sheets,
/// and a refusal too where a combining mark follows the `@` (CSS reads code points, so
/// the at-rule is still there).
@Suite struct StyleSheetRefusalTests {
    @Test(arguments: [
        "@media print{.a{fill:red}}", ".a{fill:red}/* c */", ".a\\:b{fill:red}", ".a{fill:red;{}}",
        "@\u{301}.a{fill:red}",
    ])
    func refused(_ text: String) {
        #expect(SVGStyle.sheet(text) == nil)
    }

    @Test func aSimpleSheetIsRead() throws {
        let rules = try #require(SVGStyle.sheet(".a{fill:red} .b{stroke:blue}"))
        #expect(rules.count == 2)
        #expect(SVGStyle.refusesSheet("a/b*c".utf8) == false)
        #expect(SVGStyle.refusesSheet("a/*c".utf8))
        #expect(SVGStyle.refusesSheet("@\u{301}x".utf8))
        // A mark between `/` and `*` makes no comment in CSS's code points: not refused.
        #expect(SVGStyle.refusesSheet("/\u{301}*".utf8) == false)
    }
}
