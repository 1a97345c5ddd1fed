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
        one (`packtool update` installs it), an older one (a downgrade, which update \
        refuses without --allow-downgrade), or none (no longer listed). A pack replaced \
        or edited since it was installed from a catalogue is no longer followed.

        EXAMPLES
          packtool outdated
          packtool outdated && packtool update

        EXIT STATUS
          0  listed (also when everything is current)
          1  a catalogue was refused by a check
          2  a catalogue cannot be downloaded, or the documents folder cannot be written
        """
    )

    @OptionGroup var rootOptions: RootOptions

    func run() throws {
        let outdated: [OutdatedPack]
        do { outdated = try CatalogueCLI.client(roots: rootOptions.roots).outdated() } catch { throw error.cliError }
        guard !outdated.isEmpty else {
            print("Every pack installed from a trusted catalogue is current.")
            return
        }
        var rows: [[String]] = [["NAME", "INSTALLED", "OFFERED", "CATALOGUE"]]
        for pack in outdated {
            let offered = pack.offered.map { "\($0)" + (pack.isDowngrade ? " (older)" : "") } ?? "not listed"
            rows.append([pack.name, "\(pack.installed)", offered, pack.catalogue])
        }
        let widths = (0..<4).map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            print(row.enumerated().map { index, cell in index == 3 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) }
                .joined(separator: "  "))
        }
    }
}
