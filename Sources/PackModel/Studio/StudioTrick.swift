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
    /// One per letter the pack's map has, in the map's order: the very type
    /// `packtool trick --format json` prints for a letter.
    public let letters: [TrickReportJSON.Letter]

    public init(version: String, available: Bool, note: String?, letters: [TrickReportJSON.Letter]) {
        self.version = version
        self.available = available
        self.note = note
        self.letters = letters
    }
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
            .map(TrickReportJSON.letter)
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
