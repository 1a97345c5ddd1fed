/// Every limit packtool puts on a pack, in one table. A real pack is 26 small SVGs and
/// two JSON files, so each limit sits far above any honest pack and far below anything
/// that could hurt the machine or the app.
///
/// One table, read by everything that judges a pack: the linter's checks
/// (`svg.file-too-large`, `svg.file-size`, `svg.too-complex`, `map.readable`,
/// `pack.too-large`), archive vetting (`VettedArchive`), the download of an install
/// source, the SVG reader (`SVGDocument.Limits`), and a signed catalogue's reader and
/// verifier (`Catalogue`, `CatalogueVerifier`, `TrustStore`), and every small file outside a
/// pack (`SmallFile`: keys, catalogues, trust, baselines, configuration, manifests). Change a number here and every
/// command moves with it, so `lint`, `zip` and `install` never disagree about a size.
public struct PackPolicy: Sendable, Hashable {
    // MARK: One file

    /// Largest file of a pack: a glyph, or any entry of an archive. A larger SVG is not
    /// read (`svg.file-too-large`); a larger archive entry is refused before it is inflated.
    public var maximumFileBytes: Int
    /// Largest `letter_map.json` or `manifest.json` (a real map is about 2 KB).
    public var maximumJSONBytes: Int
    /// A glyph larger than this still works but is suspicious (`svg.file-size` warns).
    public var glyphWarningBytes: Int
    /// Longest glyph file name, in bytes (`map.glyph-file-name`).
    public var maximumGlyphFileNameBytes: Int

    // MARK: The whole pack

    /// Largest sum of the files a pack installs: its letter map, glyphs and manifest
    /// (`pack.too-large`), and of every entry an archive declares. It is kept below
    /// `maximumArchiveBytes` with room for the archive's own headers, so a pack within
    /// it always zips into an archive that install accepts.
    public var maximumTotalBytes: Int

    // MARK: An archive (a file or a download)

    /// Largest archive, on disk or downloaded.
    public var maximumArchiveBytes: Int
    /// Most entries (files and folders) in an archive.
    public var maximumEntries: Int
    /// Largest uncompressed/compressed ratio of one deflated entry.
    public var maximumCompressionRatio: Int
    /// Longest entry name, in bytes.
    public var maximumEntryNameBytes: Int

    // MARK: One SVG document

    /// Deepest element nesting the SVG reader follows (`svg.too-complex`).
    public var maximumSVGDepth: Int
    /// Most elements the SVG reader reads in one file (`svg.too-complex`).
    public var maximumSVGElements: Int

    // MARK: One SVG's drawing (DrawingResolver, CloneExpansion, AppDrawing)

    /// Deepest a drawing is resolved or compared, clones followed into what they show
    /// included (each clone adds the depth of what it shows): the reader's own nesting
    /// limit, so a file the reader accepts is never cut short without clones.
    public var maximumSVGDrawingDepth: Int
    /// Deepest a plain walk of the element tree goes (the resolver's inherited values,
    /// which subtrees a clone may be expanded to): far above what the reader accepts, a
    /// guard for trees built in memory only.
    public var maximumSVGTreeWalkDepth: Int
    /// Longest chain of references followed in one description (a gradient's href to
    /// another, a clip path's clone of a rectangle): beyond it a chain is called a cycle.
    public var maximumSVGReferenceChain: Int

    // MARK: A signed catalogue (Distribution/)

    /// Largest `catalogue.json`, checked before a byte of it is verified or parsed (a
    /// 1,000-pack catalogue is about 300 KiB).
    public var maximumCatalogueBytes: Int
    /// Largest `catalogue.json.sig` (a signature is 88 base64 characters).
    public var maximumSignatureBytes: Int
    /// Most packs one catalogue lists.
    public var maximumCatalogueEntries: Int
    /// Longest string in a catalogue entry (a display name, a URL), in bytes.
    public var maximumCatalogueStringBytes: Int
    /// How far the local clock may be behind the catalogue's publisher: a catalogue is
    /// refused as expired only once `expires` plus this many seconds has passed.
    public var catalogueClockSkewSeconds: Int
    /// Longest validity `publish --expires` writes, in days.
    public var maximumCatalogueValidityDays: Int
    /// Largest trust file (`<documents>/packtool-trust.json`).
    public var maximumTrustFileBytes: Int

    // MARK: Small files outside a pack (SmallFile)

    /// Largest key file (`NAME.key`, `NAME.pub`: 44 base64 characters and a newline).
    public var maximumKeyFileBytes: Int
    /// Largest lint baseline (`--baseline`): a few hundred bytes per finding recorded.
    public var maximumBaselineBytes: Int
    /// Largest `.packtool.json`.
    public var maximumConfigurationBytes: Int
    /// Largest trick recogniser model (`Models/trick-recogniser.dftm`, about 0.5 MB today).
    public var maximumTrickModelBytes: Int

    // MARK: The documents folder's lock

    /// How long a run that changes the documents folder (install, update, uninstall,
    /// catalogue add/remove) waits for another run holding its lock, in seconds, before
    /// it gives up and says which run holds it.
    public var documentsLockWaitSeconds: Int

    public init(maximumFileBytes: Int = 5 << 20, maximumJSONBytes: Int = 1 << 20, glyphWarningBytes: Int = 256 << 10,
                maximumGlyphFileNameBytes: Int = 128, maximumTotalBytes: Int = 12 << 20, maximumArchiveBytes: Int = 16 << 20,
                maximumEntries: Int = 128, maximumCompressionRatio: Int = 200, maximumEntryNameBytes: Int = 255,
                maximumSVGDepth: Int = 64, maximumSVGElements: Int = 50_000,
                maximumSVGDrawingDepth: Int = 64, maximumSVGTreeWalkDepth: Int = 256, maximumSVGReferenceChain: Int = 48,
                maximumCatalogueBytes: Int = 4 << 20, maximumSignatureBytes: Int = 256, maximumCatalogueEntries: Int = 10_000,
                maximumCatalogueStringBytes: Int = 2048, catalogueClockSkewSeconds: Int = 600, maximumCatalogueValidityDays: Int = 366,
                maximumTrustFileBytes: Int = 4 << 20, maximumKeyFileBytes: Int = 1024, maximumBaselineBytes: Int = 16 << 20,
                maximumConfigurationBytes: Int = 1 << 20, maximumTrickModelBytes: Int = 8 << 20, documentsLockWaitSeconds: Int = 30) {
        self.maximumTrickModelBytes = maximumTrickModelBytes
        self.maximumFileBytes = maximumFileBytes
        self.maximumJSONBytes = maximumJSONBytes
        self.glyphWarningBytes = glyphWarningBytes
        self.maximumGlyphFileNameBytes = maximumGlyphFileNameBytes
        self.maximumTotalBytes = maximumTotalBytes
        self.maximumArchiveBytes = maximumArchiveBytes
        self.maximumEntries = maximumEntries
        self.maximumCompressionRatio = maximumCompressionRatio
        self.maximumEntryNameBytes = maximumEntryNameBytes
        self.maximumSVGDepth = maximumSVGDepth
        self.maximumSVGElements = maximumSVGElements
        self.maximumSVGDrawingDepth = maximumSVGDrawingDepth
        self.maximumSVGTreeWalkDepth = maximumSVGTreeWalkDepth
        self.maximumSVGReferenceChain = maximumSVGReferenceChain
        self.maximumCatalogueBytes = maximumCatalogueBytes
        self.maximumSignatureBytes = maximumSignatureBytes
        self.maximumCatalogueEntries = maximumCatalogueEntries
        self.maximumCatalogueStringBytes = maximumCatalogueStringBytes
        self.catalogueClockSkewSeconds = catalogueClockSkewSeconds
        self.maximumCatalogueValidityDays = maximumCatalogueValidityDays
        self.maximumTrustFileBytes = maximumTrustFileBytes
        self.maximumKeyFileBytes = maximumKeyFileBytes
        self.maximumBaselineBytes = maximumBaselineBytes
        self.maximumConfigurationBytes = maximumConfigurationBytes
        self.documentsLockWaitSeconds = documentsLockWaitSeconds
    }

    /// The limits every command uses.
    public static let standard = PackPolicy()

    /// A size in words: `2 MiB`, `256 KiB`, `1500 bytes`.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
