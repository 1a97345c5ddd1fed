import ArgumentParser
import PackModel

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every pack in the documents and bundle roots.",
        discussion: """
        Shows each pack's name, display name, status (a coming-soon pack is listed and \
        marked, never hidden), the tier it is in, and, for an installed documents pack, \
        the bundled pack it overrides. A pack whose letter map cannot be loaded is listed \
        with the reason.
        """
    )

    @OptionGroup var rootOptions: RootOptions

    func run() throws {
        let roots = rootOptions.roots
        let packs = PackCatalog(roots: roots).discover()
        print("documents: \(roots.documentsGlyphSets.path)")
        print("bundle:    \(roots.bundle.path)")
        print("")
        guard !packs.isEmpty else {
            print("No packs found. Give the bundled GlyphSets folder with --bundle DIR, or install one with `packtool install`.")
            return
        }
        let overridden = Set(packs.filter(\.overridesBundle).map(\.name))
        var rows: [[String]] = [["NAME", "DISPLAY NAME", "STATUS", "TIER", "NOTE"]]
        for pack in packs {
            var note = ""
            let status: String
            let displayName: String
            switch pack.map {
            case .success(let map):
                displayName = map.displayName
                status = map.status == .comingSoon ? "coming soon" : "available"
            case .failure(let error):
                displayName = "-"
                status = "broken"
                note = "letter_map.json: \(error.description)"
            }
            if pack.tier == .documents && pack.overridesBundle {
                note = note.isEmpty ? "overrides bundled \(pack.name)" : note
            } else if pack.tier == .bundle && overridden.contains(pack.name) {
                note = note.isEmpty ? "overridden by documents \(pack.name) (per file)" : note
            }
            rows.append([pack.name, displayName, status, pack.tier.rawValue, note])
        }
        print(TextTable.render(rows))
    }
}

enum TextTable {
    /// Left-aligned columns separated by two spaces; no trailing spaces.
    static func render(_ rows: [[String]]) -> String {
        guard let columns = rows.map(\.count).max() else { return "" }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }.joined(separator: "\n")
    }
}
