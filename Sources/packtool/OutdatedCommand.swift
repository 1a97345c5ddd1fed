import ArgumentParser
import Foundation
import PackModel

struct OutdatedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "outdated",
        abstract: "List installed packs whose trusted catalogue offers another version.",
        discussion: """
        Downloads and verifies every trusted catalogue (size, signature, expiry, serial: \
        see `packtool help catalogue`), records the serials seen, and lists each pack \
        installed from a catalogue whose catalogue now lists another version: a newer \
        one (`packtool update` installs it), an older one (a downgrade), or none (no \
        longer listed). A pack replaced or edited since it was installed from a \
        catalogue is no longer followed.

        A lower version, a pack no longer listed, or a catalogue announcing another next \
        key than the one it announced before is news: each is reported by name with \
        what it means and what to do, nothing is recorded, and the exit status is 1.

        EXAMPLES
          packtool outdated
          packtool outdated && packtool update

        EXIT STATUS
          0  listed (also when everything is current)
          1  a catalogue was refused by a check, or lowered a version, dropped an
             installed pack or changed its announced key
          2  a catalogue cannot be downloaded, the documents folder cannot be
             written, or another run held it
        """
    )

    @OptionGroup var rootOptions: RootOptions

    func run() throws {
        let lock = try lockDocuments(rootOptions.roots, command: "outdated")
        defer { withExtendedLifetime(lock) {} }
        let client = CatalogueCLI.client(roots: rootOptions.roots)
        let review: CatalogueReview
        do { review = try client.review() } catch { throw error.cliError }
        if review.outdated.isEmpty && review.news.isEmpty {
            do { try client.record(review) } catch { throw error.cliError }
            print("Every pack installed from a trusted catalogue is current.")
            return
        }
        var rows: [[String]] = [["NAME", "INSTALLED", "OFFERED", "CATALOGUE"]]
        for pack in review.outdated {
            let offered = pack.offered.map { "\($0)" + (pack.isDowngrade ? " (older)" : "") } ?? "not listed"
            rows.append([pack.name, "\(pack.installed)", offered, pack.catalogue])
        }
        if rows.count > 1 {
            let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                print(row.enumerated().map { index, cell in index == 3 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) }
                    .joined(separator: "  "))
            }
        }
        // News stops here: reported by name, nothing recorded, exit 1.
        guard review.news.isEmpty else { throw ExitCode(CatalogueCLI.refusal(reporting: review.news).printed()) }
        do { try client.record(review) } catch { throw error.cliError }
    }
}
