import Foundation

/// A letter's glyph, resolved through the tiers and parsed.
public struct ResolvedGlyph: Sendable {
    public let letter: Character
    public let entry: LetterEntry
    /// Where the drawing came from. A file that exists but cannot be used is replaced by
    /// a placeholder, and `problem` says why.
    public let tier: Tier
    public let url: URL?
    public let document: SVGDocument
    public let problem: String?
}

/// Resolves glyphs for one pack and parses each glyph file at most once per run,
/// whether it comes from a file or is a placeholder. Safe to share between threads.
public final class GlyphResolver: @unchecked Sendable {
    public let pack: LoadedPack
    private let lock = NSLock()
    private var cache: [String: (tier: Tier, url: URL?, document: SVGDocument, problem: String?)] = [:]
    /// How many SVG parses this resolver has run (for tests and benchmarks).
    public private(set) var parseCount = 0

    public init(pack: LoadedPack) {
        self.pack = pack
    }

    public func glyph(for letter: Character, entry: LetterEntry) -> ResolvedGlyph {
        let cached = lock.withLock { cache[entry.glyphFile] }
        let value = cached ?? load(letter: letter, entry: entry)
        return ResolvedGlyph(letter: letter, entry: entry, tier: value.tier, url: value.url, document: value.document, problem: value.problem)
    }

    /// Every letter of the map, sorted, resolved.
    public func allGlyphs() -> [ResolvedGlyph] {
        pack.map.sortedLetters.compactMap { item in
            guard let letter = item.letter.first, item.letter.count == 1 else { return nil }
            return glyph(for: letter, entry: item.entry)
        }
    }

    private func load(letter: Character, entry: LetterEntry) -> (tier: Tier, url: URL?, document: SVGDocument, problem: String?) {
        var value: (tier: Tier, url: URL?, document: SVGDocument, problem: String?)
        if let found = pack.locateGlyphFile(entry.glyphFile) {
            do {
                let document = SVGDocument(data: try Data(contentsOf: found.url))
                if document.isUsable {
                    value = (found.tier, found.url, document, nil)
                } else {
                    let reason = document.problems.first?.description ?? "unusable"
                    value = (.placeholder, found.url, Placeholder.document(letter: letter, code: entry.code), "\(found.url.path): \(reason)")
                }
            } catch {
                value = (.placeholder, found.url, Placeholder.document(letter: letter, code: entry.code), "\(found.url.path): \(FileErrorText.describe(error))")
            }
        } else {
            value = (.placeholder, nil, Placeholder.document(letter: letter, code: entry.code), nil)
        }
        return lock.withLock {
            if let raced = cache[entry.glyphFile] { return raced }
            parseCount += 1
            cache[entry.glyphFile] = value
            return value
        }
    }
}

/// The in-memory stand-in for a missing glyph: the spec's rounded rectangle showing the
/// letter and its code. Never written to disk; parsed through `SVGDocument` like a file.
public enum Placeholder {
    public static func svg(letter: Character, code: String, box: GlyphBox = .standard) -> String {
        let width = GlyphBox.format(box.width)
        let height = GlyphBox.format(box.height)
        let shownCode = code.count > 6 ? String(code.prefix(5)) + "…" : code
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
          <rect x="2" y="2" width="\(GlyphBox.format(box.width - 4))" height="\(GlyphBox.format(box.height - 4))" rx="8" fill="#1a1a2e" stroke="#e94560" stroke-width="2"/>
          <text x="\(GlyphBox.format(box.width / 2))" y="\(GlyphBox.format(box.height * 0.4375))" text-anchor="middle" fill="#e94560" font-size="24" font-family="monospace">\(escape(String(letter)))</text>
          <text x="\(GlyphBox.format(box.width / 2))" y="\(GlyphBox.format(box.height * 0.75))" text-anchor="middle" fill="#0f3460" font-size="16" font-family="monospace">\(escape(shownCode))</text>
        </svg>
        """
    }

    public static func document(letter: Character, code: String) -> SVGDocument {
        SVGDocument(string: svg(letter: letter, code: code))
    }

    static func escape(_ text: String) -> String {
        Markup.escape(text)
    }
}
