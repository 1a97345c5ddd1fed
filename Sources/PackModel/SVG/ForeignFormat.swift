/// A file that is not SVG at all, told by its first bytes: a bitmap or a PDF saved (or
/// renamed) as `.svg`. The reader stops there and says what the file is, rather than
/// reporting the bytes as broken UTF-8 or broken XML, which would send the artist to
/// the wrong repair. The one place that knows these signatures.
public enum ForeignFormat: String, Sendable, CaseIterable {
    case png
    case jpeg
    case gif
    case webp
    case tiff
    case bmp
    case photoshop
    case pdf
    case postscript
    case zip
    case gzip

    /// What the file is, in words: "a PNG image".
    public var name: String {
        switch self {
        case .png: "a PNG image"
        case .jpeg: "a JPEG image"
        case .gif: "a GIF image"
        case .webp: "a WebP image"
        case .tiff: "a TIFF image"
        case .bmp: "a BMP image"
        case .photoshop: "a Photoshop document"
        case .pdf: "a PDF document (an Illustrator .ai file is one too)"
        case .postscript: "a PostScript or EPS file"
        case .zip: "a ZIP archive"
        case .gzip: "a gzip-compressed file (an .svgz, perhaps)"
        }
    }

    /// What to do instead.
    public var advice: String {
        switch self {
        case .png, .jpeg, .gif, .webp, .tiff, .bmp, .photoshop:
            "a bitmap renamed .svg is still a bitmap: draw the glyph as vector paths and export it as SVG "
                + "(File ▸ Export ▸ SVG), or trace the bitmap into paths first (Inkscape: Path ▸ Trace Bitmap)"
        case .pdf, .postscript:
            "export the glyph as SVG from the program that made it (Illustrator: File ▸ Export ▸ Export As ▸ SVG; "
                + "Inkscape opens PDF and EPS: then File ▸ Save As ▸ Plain SVG)"
        case .zip:
            "unzip it, and put the .svg file inside in its place (`packtool lint FILE.zip` checks a zipped pack as it is)"
        case .gzip:
            "save it as plain, uncompressed SVG (Inkscape: File ▸ Save As ▸ Plain SVG; or `gunzip -c FILE > FILE.svg`)"
        }
    }

    /// The format whose signature `bytes` starts with, or nil (then the file may be SVG).
    /// No signature starts with `<`, white space or a byte-order mark, so no file that
    /// could be well-formed XML is ever taken for one of these.
    public static func sniff(_ bytes: some Collection<UInt8>) -> ForeignFormat? {
        // Every file linted comes through here, nearly all of them XML: a first byte no
        // signature starts with (`<`, white space, a byte-order mark) ends it at once.
        guard let first = bytes.first, mayStartSignature(first) else { return nil }
        let head = Array(bytes.prefix(12))
        func starts(_ signature: [UInt8]) -> Bool { head.starts(with: signature) }
        func ascii(_ text: String) -> [UInt8] { Array(text.utf8) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) { return .gif }
        if starts(ascii("RIFF")) && head.count >= 12 && Array(head[8..<12]) == ascii("WEBP") { return .webp }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .tiff }
        if starts(ascii("BM")) { return .bmp }
        if starts(ascii("8BPS")) { return .photoshop }
        if starts(ascii("%PDF-")) { return .pdf }
        if starts(ascii("%!PS")) || starts([0xC5, 0xD0, 0xD3, 0xC6]) { return .postscript }
        if starts([0x50, 0x4B, 0x03, 0x04]) || starts([0x50, 0x4B, 0x05, 0x06]) || starts([0x50, 0x4B, 0x07, 0x08]) { return .zip }
        if starts([0x1F, 0x8B]) { return .gzip }
        return nil
    }

    /// Whether a signature `sniff` knows starts with `byte` (ForeignFormatTests try every
    /// signature, so one added above and not here fails them).
    static func mayStartSignature(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x89, 0xFF, UInt8(ascii: "G"), UInt8(ascii: "R"), 0x49, 0x4D, UInt8(ascii: "B"), UInt8(ascii: "8"),
             UInt8(ascii: "%"), 0xC5, 0x50, 0x1F: true
        default: false
        }
    }
}
