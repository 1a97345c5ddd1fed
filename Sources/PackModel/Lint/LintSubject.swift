import Algorithms
import Foundation

/// One pack as the checks see it: its file listing, its letter map (raw bytes and the
/// JSON tree with positions), and every SVG file in it, each read and parsed exactly
/// once. Built by the linter for one pack and dropped when the pack is done.
public struct LintSubject: Sendable {
    public struct MapFile: Sendable {
        public let bytes: [UInt8]
        /// The JSON tree, or where the syntax broke.
        public let json: Result<JSONNode, JSONSyntaxError>

        public var root: JSONNode? { try? json.get() }
    }

    /// A class, not a struct: some twenty checks each pass every file around, and a
    /// reference is one retain where a copy of a parsed document is many.
    public final class SVGFile: Sendable {
        public let name: String
        public let size: Int
        /// Why the file could not be read (too large, not a regular file …).
        public let readError: PackReadError?
        /// The parsed document (which may itself carry problems), nil when unread.
        public let document: SVGDocument?
        /// What the SVG checks look at, worked out once here rather than once per check:
        /// for a root `<svg>`, every element the profile walk reaches with its role and
        /// (on supported elements) its attributes' roles; empty otherwise.
        let classified: [ClassifiedElement]
        /// Which roles `classified` holds, elements' and attributes' (CSS-set ones
        /// included): a check with nothing to say about a clean glyph asks this and
        /// passes the file by, rather than walking it and making its arrays.
        let roles: ClassifiedRoles
        /// Every element of a usable document that the security checks look at; empty
        /// when the reader found none of interest (`SVGDocument.securityClean`).
        let securityElements: [SVGSecurity.Element]
        /// The attributes of `securityElements` that an attribute security check could
        /// report (see `SVGSecurity.mayReport`), with their element: nearly always none,
        /// so three checks look at these rather than at every attribute of the file.
        let suspectAttributes: [(entry: SVGSecurity.Element, attribute: SVGAttribute)]
        /// The root `<svg>`'s viewBox, nil when absent or invalid (or the root is not
        /// `<svg>`): parsed once here, three checks read it.
        let viewBox: ViewBox?
        /// The box the root draws in: the viewBox, or one implied by a plain width and
        /// height (`SVGElement.drawingBox`): what the geometry checks measure against,
        /// so adding the viewBox fix writes changes none of their findings.
        let drawingBox: ViewBox?
        /// The program that wrote the file, when its traces say (see `EditorProgram`):
        /// worked out the first time a check writing an editor hint asks.
        /// A clean glyph has no such finding and never pays for it. Kept with the
        /// document's other derived facts (`DerivedResults`).
        public var program: EditorProgram? { document.flatMap { $0.derived.program(of: $0) } }

        public init(name: String, size: Int, readError: PackReadError?, document: SVGDocument?) {
            self.name = name
            self.size = size
            self.readError = readError
            self.document = document
            let root = document?.root
            // The reader screened every element and attribute as it built the tree
            // (`SVGSecurity.mayInterest`): with nothing there, no check has anything to
            // find in these two lists, and the walk is skipped (1.9 M instructions over
            // the guard's 624 glyphs).
            let securityClean = document?.securityClean == true
            let securityElements = securityClean ? [] : root.map(SVGSecurity.elements) ?? []
            self.securityElements = securityElements
            // Each attribute looked at where it is stored (a copy out of the array, to
            // filter, retains and releases its strings); nearly always none is kept.
            var suspects: [(entry: SVGSecurity.Element, attribute: SVGAttribute)] = []
            for entry in securityElements {
                entry.element.attributes.withUnsafeBufferPointer { attributes in
                    for index in attributes.indices where SVGSecurity.mayReport(attributes[index]) {
                        suspects.append((entry, attributes[index]))
                    }
                }
            }
            suspectAttributes = suspects
            // The profile walk reaches no element the security walk does not (it stops
            // at foreign content too), so with no suspect it need not ask again.
            let classified = root.map { $0.isSVGRoot ? SVGElementRole.classify($0, cascade: document?.cascade, clones: document?.clones, screened: suspects.isEmpty) : [] } ?? []
            self.classified = classified
            roles = ClassifiedRoles(classified)
            // The root's viewBox is parsed once, for both.
            let svgRoot = root.flatMap { $0.isSVGRoot ? $0 : nil }
            let viewBox = svgRoot?.viewBox
            self.viewBox = viewBox
            drawingBox = svgRoot?.drawingBox(viewBox: viewBox)
        }
    }

    public let displayPath: String
    public let folderName: String
    /// The limits the pack is judged by.
    public let policy: PackPolicy
    /// Every entry of the pack's folder but Finder leftovers, sorted by name.
    public let files: [PackFileInfo]
    /// How many entries the pack's folder (and, for an archive, the archive) holds.
    public let entryCount: Int
    /// Why the pack could not be listed; then nothing else is known.
    public let listingError: PackReadError?
    /// What zip and install take from the pack, and what they leave out.
    public let contents: PackContents
    /// nil when the pack has no `letter_map.json` (or it could not be read: see `mapReadError`).
    public let map: MapFile?
    /// The map's tree when it parsed with an object at its top level, with its letter
    /// entries picked out once for the map checks.
    let mapTree: LetterMapTree?
    public let mapReadError: PackReadError?
    /// `manifest.json`'s bytes, or why they could not be read; nil when there is none.
    public let manifest: Result<[UInt8], PackReadError>?
    /// Every regular file whose name ends in `.svg` (any case), sorted by name; Finder's
    /// `._name.svg` files are not SVGs and are not among them.
    public let svgs: [SVGFile]
    /// Every parsed SVG, whatever its root: the security checks look at all of them.
    let parsedSVGs: [ParsedSVG]
    /// What lint asks of `packtool fix` (handed in by the linter's caller; nil promises
    /// nothing of fix), with the files fix leaves as they are, worked out the first time
    /// a finding's hint would name fix.
    let fix: FixAnswers
    /// Every parsed SVG whose root is `<svg>` in the SVG namespace: the files the
    /// profile, viewBox and geometry checks judge (`svg.root` reports the others).
    let svgRoots: [ParsedSVG]
    /// The SVG files the letter map names (when it decodes), else every SVG: what the
    /// pack-wide comparisons are about. These three are worked out once here: a dozen
    /// checks ask for them.
    let glyphSVGRoots: [ParsedSVG]

    /// `fixer`: what lint asks of `packtool fix` (see `LintFixer`); nil reads every file
    /// as written and names fix in no hint. `LintSubject(source:policy:)`, in `Fix/`,
    /// hands in `SVGFixer()`.
    public init(source: any PackFiles, policy: PackPolicy = .standard, fixer: (any LintFixer)?) {
        fix = FixAnswers(fixer)
        displayPath = source.displayPath
        folderName = source.folderName
        self.policy = policy
        var listing = PackListing(entries: [])
        var listingError: PackReadError?
        do {
            // Kinds only: a folder's regular files get their sizes below, from the reads
            // (the read's own `fstat`) or one look-up each for a file nobody reads, not from
            // an `fstatat` of every entry while listing.
            listing = try source.listKinds()
        } catch {
            listingError = error
        }
        // Sizes still unknown here (`PackFileInfo.unknownSize`) are filled in at the end.
        let files = listing.entries.filter { !FinderLeftover.isLeftover(name: $0.name) }
        var sizes = files.map(\.size)
        self.entryCount = listing.entries.count + listing.outside.count
        self.listingError = listingError

        var map: MapFile?
        var mapReadError: PackReadError?
        if let mapIndex = files.firstIndex(where: { $0.name == LetterMap.fileName }) {
            let mapInfo = files[mapIndex]
            do throws(PackReadError) {
                guard mapInfo.kind == .regular else { throw PackReadError.notAFile(path: source.path(of: mapInfo.name), kind: mapInfo.kind) }
                let bytes = try source.read(mapInfo.name, limit: policy.maximumJSONBytes)
                Self.learn(&sizes[mapIndex], bytes.count)
                map = MapFile(bytes: bytes, json: Result { () throws(JSONSyntaxError) in try JSONDocument.parse(bytes) })
            } catch {
                mapReadError = error
            }
        }
        self.map = map
        self.mapReadError = mapReadError
        let mapTree = LetterMapTree(map?.root)
        self.mapTree = mapTree
        contents = PackContents(listing: listing, files: files, mapTree: mapTree)

        if let index = files.firstIndex(where: { $0.name == PackManifest.fileName }) {
            let info = files[index]
            let read = Result { () throws(PackReadError) in
                guard info.kind == .regular else { throw PackReadError.notAFile(path: source.path(of: info.name), kind: info.kind) }
                return try source.read(info.name, limit: policy.maximumJSONBytes)
            }
            if case .success(let bytes) = read { Self.learn(&sizes[index], bytes.count) }
            manifest = read
        } else {
            manifest = nil
        }

        let limits = SVGDocument.Limits(policy: policy)
        var svgs: [SVGFile] = []
        for index in files.indices where files[index].kind == .regular && PackName.isPackSVG(files[index].name) {
            let info = files[index]
            do throws(PackReadError) {
                let bytes = try source.read(info.name, limit: policy.maximumFileBytes)
                Self.learn(&sizes[index], bytes.count)
                svgs.append(SVGFile(name: info.name, size: bytes.count, readError: nil, document: SVGDocument(bytes: bytes, limits: limits)))
            } catch {
                // Refused as too large: the size it was refused at, from the read's `fstat`.
                if case .tooLarge(_, let size, _) = error { Self.learn(&sizes[index], size) }
                if sizes[index] == PackFileInfo.unknownSize { sizes[index] = source.size(ofListed: info.name) }
                svgs.append(SVGFile(name: info.name, size: sizes[index], readError: error, document: nil))
            }
        }
        self.svgs = svgs
        // Every regular file no read above gave a size to (notes, images, a map over its
        // limit …): one look-up each, as listing them used to make for every entry.
        self.files = files.indices.map { index in
            let info = files[index]
            guard info.size == PackFileInfo.unknownSize else { return info }
            let size = sizes[index] == PackFileInfo.unknownSize ? source.size(ofListed: info.name) : sizes[index]
            return PackFileInfo(name: info.name, kind: info.kind, size: size)
        }
        parsedSVGs = Self.parsedSVGs(svgs)
        svgRoots = parsedSVGs.filter { $0.root.isSVGRoot }
        glyphSVGRoots = Self.glyphSVGRoots(svgRoots, map: mapTree)
    }

    /// A file's size as a read found it, where the listing left it unknown (a listing
    /// that knows it keeps its own, as before).
    private static func learn(_ size: inout Int, _ read: Int) {
        if size == PackFileInfo.unknownSize { size = read }
    }

    /// A pack that is nothing but a letter map, already parsed (or not): what the strict
    /// decoder runs the map checks on. It has no folder name and no other file.
    init(letterMap json: Result<JSONNode, JSONSyntaxError>, bytes: [UInt8] = []) {
        fix = FixAnswers(nil)
        displayPath = ""
        folderName = ""
        policy = .standard
        let files = [PackFileInfo(name: LetterMap.fileName, kind: .regular, size: bytes.count)]
        self.files = files
        entryCount = 1
        listingError = nil
        map = MapFile(bytes: bytes, json: json)
        mapReadError = nil
        mapTree = LetterMapTree(map?.root)
        contents = PackContents(listing: PackListing(entries: files), files: files, mapTree: mapTree)
        manifest = nil
        svgs = []
        parsedSVGs = []
        svgRoots = []
        glyphSVGRoots = []
    }

    /// A pack that is one SVG file, already read: what `fix` asks lint's security checks
    /// of, the document it plans from, rather than reading the bytes a second time. It
    /// has no folder name, no letter map and no other file, and asks nothing of fix
    /// (`fixer`, for a test that asks its hints).
    init(svg document: SVGDocument, name: String, policy: PackPolicy = .standard, fixer: (any LintFixer)? = nil) {
        fix = FixAnswers(fixer)
        displayPath = ""
        folderName = ""
        self.policy = policy
        let files = [PackFileInfo(name: name, kind: .regular, size: document.source.count)]
        self.files = files
        entryCount = 1
        listingError = nil
        map = nil
        mapReadError = nil
        mapTree = LetterMapTree(nil)
        contents = PackContents(listing: PackListing(entries: files), files: files, mapTree: mapTree)
        manifest = nil
        svgs = [SVGFile(name: name, size: document.source.count, readError: nil, document: document)]
        parsedSVGs = Self.parsedSVGs(svgs)
        svgRoots = parsedSVGs.filter { $0.root.isSVGRoot }
        glyphSVGRoots = Self.glyphSVGRoots(svgRoots, map: mapTree)
    }

    /// The bytes of a file of the pack as read for the checks (the map and the SVGs);
    /// nil for a file that was not read.
    public func bytes(of name: String) -> [UInt8]? {
        if name == LetterMap.fileName { return map?.bytes }
        return svg(named: name)?.document?.source
    }

    /// The map's `glyphSet` when it is written as a string (whether or not the map
    /// would load).
    var glyphSet: String? { mapTree?.member(LetterMapKeys.glyphSet)?.value.stringValue }

    /// The entry of `files` with this name (the last, should two compare equal): a binary
    /// search, as `files` is sorted by name, where a table of the pack's names cost a
    /// dictionary per pack.
    func file(named name: String) -> PackFileInfo? {
        let after = files.partitioningIndex { $0.name > name }
        return after > 0 && files[after - 1].name == name ? files[after - 1] : nil
    }

    public func svg(named name: String) -> SVGFile? {
        svgs.first { $0.name == name }
    }

    /// The parsed root elements of every usable SVG, with their file names.
    public var usableSVGs: [(file: SVGFile, root: SVGElement)] {
        svgs.compactMap { file in file.document?.root.map { (file, $0) } }
    }
}

extension LintSubject.SVGFile {
    /// The file as `packtool fix` will write it (`LintFixer.asFixWrites`: fix's one
    /// rule for the CSS it moves out, the clones it expands and the hidden content it
    /// deletes), built the first time a check asks and kept with the document's other
    /// derived facts: the ink and svg.editor-drawing read the file by it. nil where fix
    /// writes nothing the app reads otherwise: a file with no CSS, no clone fix expands
    /// and no hidden content (most glyphs; then the pack is not asked whether fix leaves
    /// the file alone, and the app's drawing is read as written), or no document; nil
    /// too for a subject given no fixer (the file is read as written).
    func asFixWrites(in subject: LintSubject) -> AppDrawing.AsFixWrites? {
        guard let document else { return nil }
        // No closure holds `subject`: capturing it copied the pack's every field.
        if let known = document.derived.knownAsFixWrites { return known }
        let hides = roles.has(attribute: .hidden)
        let made = document.cascade != nil || roles.has(.clone) || hides
            ? subject.fixer?.asFixWrites(document, refused: subject.fixRefuses(name), hides: hides) : nil
        return document.derived.keep(asFixWrites: made)
    }

    /// The ink of the file as the app will draw it once fix has written it
    /// (`asFixWrites(in:)` handed to the measurement), measured once: what svg.ink-bounds,
    /// svg.ink-coverage, svg.no-ink and svg.pale-ink ask, and what reads each path's
    /// data for svg.path-data.
    func ink(in subject: LintSubject) -> InkMeasurement? {
        guard let document else { return nil }
        // The rule is asked for only when the ink is measured: five checks ask per file.
        // Asked before the root is taken out: four of the five find it measured.
        if let known = document.derived.knownInk { return known }
        guard let root = document.root else { return nil }
        // Hidden content is looked for only where the classification found some.
        return document.derived.ink(of: root, asFixWrites: asFixWrites(in: subject), readsHidden: roles.has(attribute: .hidden))
    }
}

extension LintSubject {
    /// What lint asks of `packtool fix` for this pack; nil when its linter was given none.
    public var fixer: (any LintFixer)? { fix.fixer }

    /// Whether `packtool fix` leaves this file of the pack as it is: lint refuses it as
    /// unsafe or cannot read it (`LintFixer.refusedFiles`, asked of this very pack).
    /// With no fixer, none: lint then asks nothing of fix (no hint names it, and
    /// `asFixWrites(in:)` reads every file as written).
    func fixRefuses(_ file: String) -> Bool {
        guard PackName.isPackSVG(file) else { return false }
        return fix.refusedFiles(of: self).contains(file)
    }
}

/// The fixer a subject was given, and `LintSubject.fixRefuses`' answer, worked out once
/// per pack and only when asked: a pack whose findings no fix resolves never runs the
/// security checks twice. One class for both, so the subject holds one reference.
final class FixAnswers: @unchecked Sendable {
    let fixer: (any LintFixer)?
    private let lock = NSLock()
    private var known: Set<String>?

    init(_ fixer: (any LintFixer)?) {
        self.fixer = fixer
    }

    /// The fixer's resolution of a finding (`LintFixer.resolution`), asked in place.
    func resolution(check: CheckID, code: String, subject: String?, path: String, hint: String?) -> (rewrite: FixRewrite, hint: String)? {
        fixer?.resolution(check: check, code: code, subject: subject, path: path, hint: hint)
    }

    func refusedFiles(of subject: LintSubject) -> Set<String> {
        if let known = lock.withLock({ known }) { return known }
        let found = fixer?.refusedFiles(in: subject) ?? []
        lock.withLock { known = found }
        return found
    }
}

/// The roles a file's classified elements hold (`LintSubject.SVGFile.roles`): one bit
/// an element role, one an attribute role.
struct ClassifiedRoles: Sendable {
    private var elements: UInt16 = 0
    private var attributes: UInt16 = 0

    init(_ classified: [ClassifiedElement]) {
        for item in classified {
            elements |= Self.bit(item.role)
            for role in item.attributeRoles { attributes |= Self.bit(role) }
            for entry in item.cssAttributes { attributes |= Self.bit(entry.role) }
        }
    }

    /// Whether an element of the file has this role.
    func has(_ role: SVGElementRole) -> Bool { elements & Self.bit(role) != 0 }

    /// Whether an attribute (or a property CSS sets) of a supported element has this role.
    func has(attribute role: SVGAttributeRole) -> Bool { attributes & Self.bit(role) != 0 }

    private static func bit(_ role: SVGElementRole) -> UInt16 {
        switch role {
        case .supported: 1 << 0
        case .security: 1 << 1
        case .text: 1 << 2
        case .editorMetadata: 1 << 3
        case .unsupported: 1 << 4
        case .clone: 1 << 5
        case .drawsNothing: 1 << 6
        }
    }

    private static func bit(_ role: SVGAttributeRole) -> UInt16 {
        switch role {
        case .allowed: 1 << 0
        case .security: 1 << 1
        case .editorMetadata: 1 << 2
        case .unsupported: 1 << 3
        case .paintReference: 1 << 4
        case .drawsNothing: 1 << 5
        case .hidden: 1 << 6
        case .editorOnly: 1 << 7
        }
    }
}
