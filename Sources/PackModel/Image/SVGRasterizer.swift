import Foundation

/// Draws SVG as the app does, into PNG: librsvg in packtool (`rsvg-convert`), anything
/// else in a test. PackModel composes what to draw and reads the pixels back; the front
/// end decides which program runs it.
public protocol SVGRasterizer: Sendable {
    /// The PNG of an SVG document at `zoom` times its size, 8-bit RGBA, transparent
    /// where nothing is drawn.
    func png(fromSVG svg: Data, zoom: Int) throws -> Data
}
