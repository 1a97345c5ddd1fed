import ArgumentParser
import Foundation
import PackModel

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Rewrite drawing programs' SVG exports into clean glyphs, proving the drawing unchanged.",
        discussion: """
        Each PATH is an SVG file or a pack folder; a folder's SVG files are every \
        regular *.svg file directly inside it (those its letter map names and any \
        other, as lint reads them all). Other files named on the command line \
        (letter_map.json, a README: what a pre-commit hook passes) are skipped. Links \
        and special files are never followed or written: they are reported.

        fix makes eight rewrites that change how a file is written, never what it draws:
          prolog                a DOCTYPE without an internal subset removed; the
                                encoding declared as UTF-8 (Latin-1 bytes transcoded)
          editor-data           foreign-namespace elements and attributes (Inkscape,
                                Sodipodi, Illustrator, Sketch, Affinity, RDF),
                                <metadata>, comments, unused namespace declarations
          style-to-attributes   style="…" and simple <style> rules (.class, tag, #id)
                                written as presentation attributes; class dropped
          no-draw-properties    enable-background, display:inline, visibility:visible,
                                clip-rule outside clip paths, font properties where no
                                text is, -inkscape-* and rendering hints, empty style,
                                a stroke width in pt where no stroke is painted
          hidden-content        display="none" (and visibility="hidden" with nothing
                                visible inside) deleted, unless something refers to it
          no-op-clips           a clip that is one rectangle holding all the ink, a
                                mask that is one opaque rectangle holding it, and a
                                clip-path pointing at nothing, removed
          expand-clones         a <use> of shapes replaced by a group holding a copy
                                of them, moved by its x and y
          unused-definitions    <defs> content nothing refers to, and empty <defs>
          viewbox               viewBox="0 0 W H" from the width and height in user
                                units (plain, px, or pt, in, mm… where exact)
        Everything else is copied byte for byte: coordinates and numbers are never \
        reformatted or rounded.

        THE PROOF
          Before a file is written, the drawing it resolves to (every shape's
          geometry, fill, stroke, stroke width, opacities and transforms after the
          style cascade, references resolved) is computed before and after the
          rewrite. They must be equal; a rewrite that would change the drawing is
          left out and the difference is reported.

        LEFT FOR THE ARTIST
          Gradients, clips that really cut, masks, filters, non-scaling strokes,
          markers, bitmaps, text and clones change the drawing when removed: fix
          leaves them and says what to do in the program that wrote the file.
          A file lint refuses as unsafe (script, event handlers, links to other
          files or the network, a DOCTYPE with an internal subset) is reported and
          never rewritten.

        Each file is replaced in one step (a temporary file beside it, its mode
        kept, then a rename) or not at all. Running fix twice changes nothing the
        second time.

        OUTPUT
          One line per file: what was rewritten, with counts, then indented notes
          (rewrites left out, what is left for the artist); a summary line last.
          --diff prints a unified diff of every rewrite instead and writes nothing;
          --check writes nothing and exits 1 when a rewrite is pending.

        EXAMPLES
          packtool fix GlyphSets/new_pack          every SVG in the folder
          packtool fix zero.svg one.svg            two files
          packtool fix --diff zero.svg             show what would change
          packtool fix --check GlyphSets/*         CI or pre-commit: fail when a fix is due

        EXIT STATUS
          0  every file was rewritten or has nothing to rewrite (with --check:
             nothing to rewrite); what is left for the artist does not count
          1  with --check, a rewrite is pending; or a file was refused (unsafe,
             not readable as SVG) and left as it was
          2  packtool could not do its job: a path missing, a link or special file,
             a file that could not be written
        """
    )

    @Argument(help: ArgumentHelp("SVG files or pack folders.", valueName: "PATH"))
    var paths: [String]

    @Flag(help: "Print a unified diff of the rewrites; write nothing.")
    var diff = false

    @Flag(help: "Write nothing; exit 1 when a rewrite is pending (for CI and pre-commit).")
    var check = false

    /// What was parsed, as plain values: what `validate()` and `run()` act on.
    var options: FixOptions { FixOptions(paths: paths, diff: diff, check: check) }

    func validate() throws { try options.validate() }

    func run() throws { try options.run() }
}

/// fix's options as values: `FixCommand` is how ArgumentParser reads them, `quick` the
/// plain command lines pre-commit runs (`fix --check FILE…`); both end here.
struct FixOptions: Equatable {
    var paths: [String]
    var diff = false
    var check = false

    /// The flags and options `quick` reads: every one `FixCommand` declares but `--help`
    /// and `--version` (LintQuickParseTests holds them to ArgumentParser's declarations).
    static let quickFlags: Set<String> = ["--diff", "--check"]
    static let quickOptions: Set<String> = []

    /// fix's arguments (after `fix`) read without ArgumentParser when the command line is
    /// plain (`QuickCommandLine`), or nil.
    static func quick(_ arguments: ArraySlice<String>) -> FixOptions? {
        guard let line = QuickCommandLine(arguments, flags: quickFlags, options: quickOptions) else { return nil }
        return FixOptions(paths: line.words, diff: line.flags.contains("--diff"), check: line.flags.contains("--check"))
    }

    func validate() throws {
        if diff && check {
            throw CLIError.usage("--diff and --check are given together", hint: "use --diff to see the rewrites, --check to fail when one is pending")
        }
        if paths.isEmpty {
            throw CLIError.usage("no PATH given", hint: "name SVG files or pack folders, e.g. `packtool fix GlyphSets/new_pack`")
        }
    }

    func run() throws {
        let mode: FixRun.Mode = diff ? .diff : check ? .check : .write
        let summary = FixRun(mode: mode).run(paths: paths) { event in render(event, mode: mode) }
        let verb = mode == .write ? "rewritten" : "to rewrite"
        let total = summary.files, left = summary.leftForArtist
        // "Nothing to rewrite", not "clean": a file fix has nothing for may still hold
        // what only the artist can change (lint's errors), listed above.
        let line = "\(total) file\(total == 1 ? "" : "s"): \(summary.rewritten) \(verb), \(summary.unchanged) with nothing to rewrite, \(summary.refused) left as they were"
            + (left > 0 ? "; \(left) thing\(left == 1 ? "" : "s") left for the artist" : "")
        if diff { Terminal.standardError(line) } else { print(line) }
        let status = summary.exitStatus(mode: mode)
        if status != 0 { throw ExitCode(status) }
    }

    /// One event of the run, in words (with --diff, only the diffs go to standard output).
    func render(_ event: FixRun.Event, mode: FixRun.Mode) {
        switch event {
        case .failed(let error):
            Terminal.standardError("packtool: error: \(error)\nhint: \(error.hint)")
        case .skipped(let file):
            if !diff { print("\(file): not an SVG file, skipped") }
        case .noSVGFiles(let path):
            print("\(path): no SVG files")
        case .file(let file, let result, let unifiedDiff):
            switch result.outcome {
            case .refused(let reason):
                print("\(file): left as it was: \(reason)")
            case .unchanged:
                // Clean only when nothing is left for the artist either.
                if !diff { print("\(file): \(result.leftForArtist.isEmpty ? "clean, " : "")nothing to rewrite") }
            case .rewritten:
                if let unifiedDiff {
                    print(unifiedDiff, terminator: "")
                } else {
                    let done = result.rewrites.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
                    print("\(file): \(check ? "would rewrite" : "rewrote"): \(done)")
                }
            }
            guard !diff else { return }
            for (kind, reason) in result.withheld.sorted(by: { $0.key < $1.key }) {
                print("  left out \(kind.rawValue): it would change the drawing (\(reason))")
            }
            let program = result.program.map { " (\($0.rawValue))" } ?? ""
            for item in result.leftForArtist {
                print("  \(file):\(item.position): left for the artist\(program): \(item.what): \(item.advice)")
            }
        }
    }
}
