/// What the studio's specimen shows under each glyph: `packtool trick`'s two verdicts,
/// asked the same way (`TrickTools`: rsvg-convert and the model, one sheet, one judge).
/// When the tools are missing the reply says so once, with what to install, and the
/// rest of the page works as before.
public struct StudioTrickReply: Sendable, Hashable, Codable {
    /// The watcher's version the verdicts were judged at.
    public let version: String
    /// False when the pack cannot be judged here (see `note`).
    public let available: Bool
    /// Why there are no verdicts, and what to do; nil when there are.
    public let note: String?
    /// One per letter the pack's map has, in the map's order.
    public let letters: [StudioTrickLetter]

    public init(version: String, available: Bool, note: String?, letters: [StudioTrickLetter]) {
        self.version = version
        self.available = available
        self.note = note
        self.letters = letters
    }
}

/// One letter's two verdicts, as `packtool trick` gives them.
public struct StudioTrickLetter: Sendable, Hashable, Codable {
    public let letter: String
    public let code: String
    public let written: StudioTrickHalf
    public let turned: StudioTrickHalf
}

/// One half: what it reads as (the recogniser's best label, `^e` for an upside-down e;
/// for a two-digit code each place's), whether that passes, and the best scores.
public struct StudioTrickHalf: Sendable, Hashable, Codable {
    public let reads: String
    public let pass: Bool
    public let candidates: [StudioTrickCandidate]

    init(_ half: TrickHalfVerdict) {
        reads = half.reads
        pass = half.pass
        candidates = half.candidates.map { StudioTrickCandidate(label: $0.label.description, score: ($0.score * 100).rounded() / 100) }
    }
}

public struct StudioTrickCandidate: Sendable, Hashable, Codable {
    public let label: String
    public let score: Double
}

extension StudioPack {
    /// The pack's glyphs judged with `tools`, or why they cannot be: the tools are
    /// missing (`tools` failed), the map does not load, or drawing failed.
    public func trick(tools: Result<TrickTools, TrickUnavailable>, version: String) -> StudioTrickReply {
        let found: TrickTools
        switch tools {
        case .failure(let missing):
            return StudioTrickReply(version: version, available: false, note: Self.note(missing), letters: [])
        case .success(let tools):
            found = tools
        }
        guard case .success(let pack) = load() else {
            return StudioTrickReply(version: version, available: false, note: "the glyphs are judged once letter_map.json loads", letters: [])
        }
        let report: TrickReport
        do {
            report = try found.judge(pack)
        } catch {
            return StudioTrickReply(version: version, available: false, note: "\(error)", letters: [])
        }
        let order = Dictionary(pack.map.sortedLetters.enumerated().map { ($1.letter, $0) }, uniquingKeysWith: { first, _ in first })
        let letters = report.letters
            .sorted { (order[String($0.letter)] ?? .max) < (order[String($1.letter)] ?? .max) }
            .map { StudioTrickLetter(letter: String($0.letter), code: $0.code, written: StudioTrickHalf($0.written), turned: StudioTrickHalf($0.turned)) }
        return StudioTrickReply(version: version, available: true, note: nil, letters: letters)
    }

    /// The one line the page shows when the judge cannot run here.
    public static func note(_ missing: TrickUnavailable) -> String {
        let what = switch missing {
        case .noRasterizer: "rsvg-convert is not on PATH"
        default: "\(missing)"
        }
        return "No trick verdicts: \(what). To see them, \(missing.remedy), then restart packtool studio."
    }
}
