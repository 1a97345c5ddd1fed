import Testing
@testable import PackModel

/// A stroke's reach past half its width (`StrokeCorners`): the tips of miter joins and
/// the corners of square caps, worked out where they are, so "this clip holds all the
/// ink" is not kept back by a miter limit no corner uses.
@Suite struct StrokeCornersTests {
    func corners(_ d: String, join: String = "miter", limit: String = "4", cap: String = "butt", width: Double = 2,
                 transform: AffineTransform = .identity) throws -> Rect? {
        var corners = try #require(StrokeCorners(transform: transform, halfWidth: width / 2, linejoin: join, miterlimit: limit, linecap: cap))
        _ = PathData.trace(d, into: &corners)
        return corners.finish()
    }

    @Test func aRightAngleMiterReachesTheCornerOfTheHalfWidthSquare() throws {
        // Right, then down: the tip is 1 up and 1 right of the corner at (10, 0).
        let beyond = try #require(try corners("M0 0H10V10"))
        #expect(abs(beyond.maxX - 11) < 1e-12 && abs(beyond.minY + 1) < 1e-12)
        #expect(abs(beyond.minX - 11) < 1e-12 && abs(beyond.maxY + 1) < 1e-12)
    }

    @Test func aSharpCornerPastTheLimitIsBeveled() throws {
        // About 6° between the segments: a miter of ~20 half widths, over the limit of 4.
        #expect(try corners("M0 0L100 0L0 10") == nil)
        // Under a limit of 30 the tip is there, ~20 half widths out past (100, 0).
        let tip = try #require(try corners("M0 0L100 0L0 10", limit: "30"))
        #expect(tip.maxX > 119 && tip.maxX < 121)
    }

    @Test func smoothJoinsRoundShapesAndRoundJoinsReachNoFurther() throws {
        // A circle of four cubics, each leaving as the last arrived.
        #expect(try corners("M96 170C136.869 170 170 136.869 170 96C170 55.13 136.869 22 96 22C55.13 22 22 55.13 22 96C22 136.869 55.13 170 96 170Z") == nil)
        #expect(try corners("M0 0H10V10", join: "round") == nil)
        #expect(try corners("M0 0H10V10", join: "bevel") == nil)
    }

    @Test func squareCapsReachTheirCorners() throws {
        let beyond = try #require(try corners("M0 0H10", cap: "square"))
        #expect(beyond == Rect(minX: -1, minY: -1, maxX: 11, maxY: 1))
        // Closed, the same line has joins, not caps: a U-turn, beveled.
        #expect(try corners("M0 0H10Z", cap: "square") == nil)
    }

    @Test func whatIsNotFollowedIsBoxedWithinTheLimitAroundItsPoint() throws {
        // An arc's ends: the join where it meets the line may be a miter of any angle.
        let beyond = try #require(try corners("M0 0H10A5 5 0 0 1 20 0"))
        #expect(beyond == Rect(minX: 6, minY: -4, maxX: 14, maxY: 4))
        // A segment of no length with square caps.
        let dot = try #require(try corners("M5 5L5 5", cap: "square"))
        #expect(dot.minX < 5 - 1 && dot.maxX > 5 + 1)
    }

    @Test func tipsAreTransformedWithThePath() throws {
        let beyond = try #require(try corners("M0 0H10V10", transform: AffineTransform(2, 0, 0, 2, 100, 0)))
        #expect(abs(beyond.maxX - 122) < 1e-12 && abs(beyond.minY + 2) < 1e-12)
    }

    /// End to end: Figma's frame clip around a stroked circle that it holds exactly goes;
    /// the same clip around a triangle whose miter apex pokes out stays.
    @Test func aFrameClipHoldingAStrokedCircleGoesOneCutByMiterTipsStays() {
        func fixed(_ body: String) -> String? {
            let text = #"<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 192 192" fill="none">"#
                + body + #"<defs><clipPath id="c"><rect width="160" height="160" fill="white" transform="translate(16 16)"/></clipPath></defs></svg>"#
            return SVGFixer().fix(Array(text.utf8)).rewrittenBytes.map { String(decoding: $0, as: UTF8.self) }
        }
        let circle = fixed(#"<g clip-path="url(#c)"><path d="M96 170C136.869 170 170 136.869 170 96C170 55.13 136.869 22 96 22C55.13 22 22 55.13 22 96C22 136.869 55.13 170 96 170Z" stroke="black" stroke-width="12"/></g>"#)
        #expect(circle.map { !$0.contains("clip") } == true)
        // A square's right-angled miters reach the corners of the frame exactly: it goes.
        let square = fixed(#"<g clip-path="url(#c)"><path d="M22 22H170V170H22Z" stroke="black" stroke-width="12"/></g>"#)
        #expect(square.map { !$0.contains("clip") } == true)
        // The triangle's sides lie 6 inside the frame, but its apex's miter reaches 13.4
        // above it, past the frame: the clip cuts it and stays.
        let triangle = #"<path d="M96 22L170 170H22Z" stroke="black" stroke-width="12""#
        #expect(fixed(#"<g clip-path="url(#c)">"# + triangle + "/></g>")?.contains("clip-path") ?? true)
        // With round joins nothing pokes out: it goes.
        let round = fixed(#"<g clip-path="url(#c)">"# + triangle + #" stroke-linejoin="round"/></g>"#)
        #expect(round.map { !$0.contains("clip") } == true)
        // A stroke of a fixed width on the screen is any width in user units: it stays.
        #expect(fixed(#"<g clip-path="url(#c)"><path d="M96 170C136.869 170 170 136.869 170 96C170 55.13 136.869 22 96 22C55.13 22 22 55.13 22 96C22 136.869 55.13 170 96 170Z" stroke="black" stroke-width="12" vector-effect="non-scaling-stroke"/></g>"#)?.contains("clip-path") ?? true)
    }
}
