import Foundation
import PackModel

/// Harness 5: what `packtool studio` does with a request's words. The input is split at
/// NUL bytes into a pack id, a letter and a phrase, as the page sends them; the studio's
/// page model answers over the shipped packs. Oracles, not just "does not crash": the
/// check is `PhraseValidator`'s verdict, an id names a pack only when the picker lists
/// it, a glyph is served only for a letter a–z, and what is served holds nothing the
/// profile leaves out.
public enum StudioTarget {
    static let workspace = StudioWorkspace(
        roots: PackRoots(documents: URL(fileURLWithPath: "/nonexistent-packtool-fuzz"), bundle: ShippedPack.folder.deletingLastPathComponent()),
        opened: .named("classic"), workingDirectory: URL(fileURLWithPath: "/nonexistent-packtool-fuzz"))
    static let listed = Set(workspace.choices().map(\.id))

    public static func run(_ bytes: [UInt8]) {
        let parts = bytes.split(separator: 0, maxSplits: 2, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let id = parts.first ?? ""
        let letter = parts.count > 1 ? parts[1] : ""
        let phrase = parts.count > 2 ? parts[2] : ""

        let check = StudioWorkspace.check(phrase)
        let valid = (try? PhraseValidator.validate(phrase)) != nil
        guard check.goEnabled == valid else { fatalError("studio: the check disagrees with PhraseValidator on \(phrase.debugDescription)") }

        guard let pack = workspace.pack(id: id) else {
            guard !listed.contains(id) else { fatalError("studio: listed pack \(id.debugDescription) not found") }
            return
        }
        guard listed.contains(id) else { fatalError("studio: unlisted id \(id.debugDescription) names a pack") }
        let result = pack.result(for: phrase)
        if result.outcome == .result, !valid { fatalError("studio: a result for a refused phrase") }
        if let document = pack.glyphDocument(letter: letter) {
            guard letter.count == 1, let scalar = letter.unicodeScalars.first, ("a"..."z").contains(scalar) else {
                fatalError("studio: a glyph for \(letter.debugDescription)")
            }
            for banned in ["<script", "onload", "<foreignObject", "<image", "href"] where document.contains(banned) {
                fatalError("studio: \(banned) served")
            }
        }
    }
}
