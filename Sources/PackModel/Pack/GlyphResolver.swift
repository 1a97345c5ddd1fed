import Foundation

/// A letter's glyph, resolved through the tiers and parsed.
public struct ResolvedGlyph: Sendable {
    public let letter: Character
    public let entry: LetterEntry
    /// Where the drawing came from. A file that exists but cannot be used (a link, which
    /// is never followed; a file too large or not an SVG) is replaced by a placeholder,
    /// and `problem` says why.
    public let tier: Tier
    /// The glyph file's path, for messages; nil when no layer has the file.
    public let path: String?
    public let document: SVGDocument
    public let problem: String?
}

/// Resolves glyphs for one pack and parses each glyph file at most once per run. Files
/// are read through the pack's layers (`PackFiles`): bounded, and never through a link.
/// Files are cached by glyph file name (the spec's key, with the pack); placeholders by
/// glyph file, letter and code, since two letters pointing at one missing file must
/// still each show their own letter. Safe to share between threads.
public final class GlyphResolver: @unchecked Sendable {
    public let pack: LoadedPack
    private let lock = NSLock()

    private enum FileLookup {
        case found(tier: Tier, path: String, document: SVGDocument)
        case unusable(path: String, problem: String)
        case missing
    }

    private struct PlaceholderKey: Hashable {
        let glyphFile: String
        let letter: Character
        let code: String
    }

    private var files: [String: FileLookup] = [:]
    /// Each layer's entries by name, listed once.
    private var listings: [Int: [String: PackFileInfo]] = [:]
    private var placeholders: [PlaceholderKey: SVGDocument] = [:]
    /// How many SVG parses this resolver has run (for tests and benchmarks).
    public private(set) var parseCount = 0

    public init(pack: LoadedPack) {
        self.pack = pack
    }

    public func glyph(for letter: Character, entry: LetterEntry) -> ResolvedGlyph {
        switch lookUp(entry.glyphFile) {
        case .found(let tier, let path, let document):
            return ResolvedGlyph(letter: letter, entry: entry, tier: tier, path: path, document: document, problem: nil)
        case .unusable(let path, let problem):
            return ResolvedGlyph(letter: letter, entry: entry, tier: .placeholder, path: path, document: placeholder(letter, entry), problem: problem)
        case .missing:
            return ResolvedGlyph(letter: letter, entry: entry, tier: .placeholder, path: nil, document: placeholder(letter, entry), problem: nil)
        }
    }

    /// Every letter of the map, sorted, resolved.
    public func allGlyphs() -> [ResolvedGlyph] {
        pack.map.sortedLetters.compactMap { item in
            guard let letter = item.letter.first, item.letter.count == 1 else { return nil }
            return glyph(for: letter, entry: item.entry)
        }
    }

    private func lookUp(_ glyphFile: String) -> FileLookup {
        if let cached = lock.withLock({ files[glyphFile] }) { return cached }
        var lookup = FileLookup.missing
        var parsed = false
        // A name that is not a plain file name is never looked up.
        if PackName.isSafeFileName(glyphFile) {
            for (index, layer) in pack.layers.enumerated() {
                // A folder of that name is not a glyph: the next layer may have the file.
                guard let info = listing(index)[glyphFile], info.kind != .directory else { continue }
                let path = layer.files.path(of: glyphFile)
                guard info.kind == .regular else {
                    lookup = .unusable(path: path, problem: "\(path) is \(info.kind.phrase); packtool never follows links or reads special files")
                    break
                }
                do {
                    let document = SVGDocument(bytes: try layer.files.read(glyphFile, limit: pack.policy.maximumFileBytes),
                                               limits: SVGDocument.Limits(policy: pack.policy))
                    parsed = true
                    lookup = document.isUsable ? .found(tier: layer.tier, path: path, document: document)
                                               : .unusable(path: path, problem: "\(path): \(document.problems.first?.description ?? "unusable")")
                } catch {
                    lookup = .unusable(path: path, problem: error.description)
                }
                break
            }
        }
        return lock.withLock {
            if let raced = files[glyphFile] { return raced }
            if parsed { parseCount += 1 }
            files[glyphFile] = lookup
            return lookup
        }
    }

    /// A layer's entries by name; empty when the layer cannot be listed (a tier without
    /// this pack).
    private func listing(_ index: Int) -> [String: PackFileInfo] {
        if let cached = lock.withLock({ listings[index] }) { return cached }
        let entries = (try? pack.layers[index].files.list().entries) ?? []
        let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return lock.withLock {
            if let raced = listings[index] { return raced }
            listings[index] = byName
            return byName
        }
    }

    private func placeholder(_ letter: Character, _ entry: LetterEntry) -> SVGDocument {
        let key = PlaceholderKey(glyphFile: entry.glyphFile, letter: letter, code: entry.code)
        if let cached = lock.withLock({ placeholders[key] }) { return cached }
        let document = Placeholder.document(letter: letter, code: entry.code)
        return lock.withLock {
            if let raced = placeholders[key] { return raced }
            parseCount += 1
            placeholders[key] = document
            return document
        }
    }
}

/// The in-memory stand-in for a missing glyph: the spec's rounded rectangle showing the
/// letter and its code. Never written to disk; parsed through `SVGDocument` like a file.
/// The code is drawn in a light blue rather than the spec's suggested #0f3460, which
/// is unreadable on the #1a1a2e rectangle.
public enum Placeholder {
    public static func svg(letter: Character, code: String, box: GlyphBox = .standard) -> String {
        let width = GlyphBox.format(box.width)
        let height = GlyphBox.format(box.height)
        let shownCode = code.count > 6 ? String(code.prefix(5)) + "…" : code
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
          <rect x="2" y="2" width="\(GlyphBox.format(box.width - 4))" height="\(GlyphBox.format(box.height - 4))" rx="8" fill="#1a1a2e" stroke="#e94560" stroke-width="2"/>
          <text x="\(GlyphBox.format(box.width / 2))" y="\(GlyphBox.format(box.height * 0.4375))" text-anchor="middle" fill="#e94560" font-size="24" font-family="monospace">\(Markup.escape(String(letter)))</text>
          <text x="\(GlyphBox.format(box.width / 2))" y="\(GlyphBox.format(box.height * 0.75))" text-anchor="middle" fill="#9fb3d9" font-size="16" font-family="monospace">\(Markup.escape(shownCode))</text>
        </svg>
        """
    }

    public static func document(letter: Character, code: String) -> SVGDocument {
        SVGDocument(string: svg(letter: letter, code: code))
    }
}
