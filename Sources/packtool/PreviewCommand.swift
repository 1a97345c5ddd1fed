import ArgumentParser
import Foundation
import PackModel

/// The picture formats `preview` writes.
enum PreviewFormat: String, CaseIterable, ExpressibleByArgument {
    case svg, html, png

    /// The format a file name asks for, from its extension.
    init?(fileName: String) {
        let ext = (fileName as NSString).pathExtension.lowercased()
        switch ext {
        case "svg": self = .svg
        case "html", "htm": self = .html
        case "png": self = .png
        default: return nil
        }
    }
}

struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Draw the trick's three lines for a phrase, or a pack's specimen.",
        usage: """
        packtool preview [--pack PACK] [--documents DIR] [--bundle DIR] PHRASE
                         [-o FILE] [--format svg|html|png] [--box WxH]
        packtool preview --specimen [--pack PACK] [--documents DIR]
                         [--bundle DIR] [-o FILE] [--format svg|html|png]
                         [--box WxH]
        """,
        discussion: """
        For a phrase, writes one picture with the app's three sections:
          Write These Numbers  the digit line, as `packtool encode` prints it
          Write This           the glyphs in reversed letter order, as the
                               magician draws them
          Flipped Preview      the same row turned 180° as one unit about its
                               centre: order reversed and every glyph upside
                               down, like turning the paper (never a mirror)
        Every glyph is fitted into one uniform box (60x80 unless --box): scaled
        uniformly, centred on both axes, its own viewBox kept, never cropped or
        stretched. Each space of the phrase is a gap half a box wide, and
        consecutive spaces add up. A letter without a usable glyph file shows
        its placeholder, and the table says why (a glyph that is a symbolic link
        is never followed).

        PACK is a pack name, read through the tiers file by file, or a pack
        folder or .zip, read alone (see FINDING A PACK in `packtool --help`).

        With --specimen, draws every letter of the pack instead: the letter, its
        code, the glyph as written, the glyph turned 180°, and its tier. A half
        `packtool trick` finds weak is labelled in red with what it reads as
        (when its model and rsvg-convert are there; otherwise a note says why).

        Glyphs are embedded, never linked. Only what the supported SVG profile
        allows is copied: no script, style, foreignObject, image, links, event
        handlers or url() paint. Ids are renamed per glyph so they cannot
        collide. Each glyph file is read once per run. The output file is
        replaced atomically (a temporary file beside it, then a rename).

        Standard output gets the digit line (phrase only) and a table of the
        glyphs used: letter, code, glyph file, tier (documents, bundle, path
        for a pack given by its path, or placeholder), and a note when a file
        was unusable or had content left out. The path written goes to
        standard error.

        FORMATS
          svg   one SVG file (the default)
          html  one self-contained page in the app's dark style; rows 2 and 3
                share one horizontal scroll area and only row 3 is rotated
          png   the SVG rendered at 2x by rsvg-convert
                (Debian/Ubuntu: apt install librsvg2-bin; macOS: brew install
                librsvg)
        Without --format, the format comes from the -o extension (.svg, .html,
        .htm, .png), else svg.

        EXAMPLES
          packtool preview "hello world"
              writes preview-hello-world.svg
          packtool preview --pack no_zero top -o top.html
          packtool preview --pack ./my_pack --specimen
          packtool preview --specimen --format png
              writes specimen-classic.png
          packtool preview "hi  you" --box 48x80

        EXIT STATUS
          0  the picture was written
          1  the app would refuse the phrase (the same message as `packtool
             encode`); nothing is written
          2  bad arguments, empty phrase, the pack cannot be loaded or lacks a
             letter, the file cannot be written, or rsvg-convert is missing
        """
    )

    @OptionGroup var selection: PackSelection

    @Argument(help: "The word or phrase: letters a-z and spaces, at most 50 characters. Quote it if it has spaces.")
    var phrase: String?

    @Flag(name: .long, help: "Draw every letter of the pack instead of a phrase.")
    var specimen = false

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp(
        "Where to write. Default: preview-<phrase>.<format> or specimen-<pack>.<format> in the current folder.", valueName: "FILE"))
    var output: String?

    @Option(name: .long, help: ArgumentHelp("svg, html or png. Default: from the -o extension, else svg.", valueName: "FORMAT"))
    var format: PreviewFormat?

    @Option(name: .long, help: ArgumentHelp("The glyph box, width x height, e.g. 60x80 (the default).", valueName: "WxH"))
    var box: String?

    /// Everything the options alone can say is wrong, before the pack is read.
    func validate() throws {
        if specimen && phrase != nil {
            throw CLIError.usage("give either a PHRASE or --specimen, not both", hint: "quote a phrase with spaces: packtool preview \"hello world\"")
        }
        if !specimen && phrase == nil {
            throw CLIError.usage("give a PHRASE to preview, or --specimen for the whole pack", hint: "for example: packtool preview \"hello world\"")
        }
        if let box, Self.parseBox(box) == nil {
            throw CLIError.usage("--box '\(box)' is not WIDTHxHEIGHT with numbers from 1 to \(Int(Self.maximumBoxSide))",
                                 hint: "give the glyph box as width x height, e.g. --box 60x80")
        }
        if output?.isEmpty == true {
            throw CLIError.usage("-o needs a file name", hint: "leave it out to write preview-<phrase>.svg here")
        }
        _ = try resolvedFormat()
    }

    func run() throws {
        let format = try resolvedFormat()
        let pack = try selection.load()
        let box = box.flatMap(Self.parseBox) ?? .standard
        let resolver = GlyphResolver(pack: pack)
        let composer = PreviewComposer(resolver: resolver, box: box, verdicts: specimen ? Self.trickVerdicts(pack) : [:])

        let preview: ComposedPreview
        let destination: URL
        var digitLine: String?
        if let phrase {
            let encoded = try EncodeCommand.encode(phrase, with: pack)
            preview = format == .html ? composer.phraseHTML(encoded) : composer.phraseSVG(encoded)
            digitLine = encoded.digitLine
            destination = outputURL(default: PreviewFileName.forPhrase(encoded.phrase, extension: format.rawValue))
        } else {
            preview = format == .html ? composer.specimenHTML() : composer.specimenSVG()
            destination = outputURL(default: PreviewFileName.forSpecimen(pack: pack.name, extension: format.rawValue))
        }

        let bytes = format == .png ? try PreviewRasterizer.png(fromSVG: preview.data) : preview.data
        try PreviewFileWriter.replace(destination, with: bytes)

        if let digitLine { print(digitLine) }
        print(Self.table(preview.glyphs))
        Terminal.standardError("wrote \(destination.path) (\(format.rawValue), pack \(pack.name), box \(box))")
    }

    /// `packtool trick`'s verdicts for the specimen to mark weak glyphs with, when the
    /// recogniser's model and rsvg-convert are there; otherwise a note says why not and
    /// the specimen is drawn unmarked.
    static func trickVerdicts(_ pack: LoadedPack) -> [Character: TrickLetterVerdict] {
        do {
            let report = try TrickTools.find().judge(pack)
            return Dictionary(report.letters.map { ($0.letter, $0) }, uniquingKeysWith: { first, _ in first })
        } catch let missing as TrickUnavailable {
            switch missing {
            case .noRasterizer:
                Terminal.standardError("note: weak glyphs are not marked: rsvg-convert is not on PATH (\(RSVGConvert.install))")
            case .noModel(let path, _):
                Terminal.standardError("note: weak glyphs are not marked: no recogniser model at \(path) (see `packtool trick --help`)")
            case .unreadableModel:
                Terminal.standardError("note: weak glyphs are not marked: \(missing)")
            }
            return [:]
        } catch {
            Terminal.standardError("note: weak glyphs are not marked: \(error)")
            return [:]
        }
    }

    /// The format: --format, else the -o extension, else svg. A conflict is a usage error.
    func resolvedFormat() throws(ValidationError) -> PreviewFormat {
        let fromName = output.flatMap { PreviewFormat(fileName: $0) }
        switch (format, fromName, output) {
        case (let given?, let named?, let output?) where given != named:
            throw CLIError.usage("--format \(given.rawValue) does not match the output file '\(output)'",
                                 hint: "name the file .\(given.rawValue), or drop --format to write \(named.rawValue)")
        case (let given?, _, _):
            return given
        case (nil, let named?, _):
            return named
        case (nil, nil, let output?) where !(output as NSString).pathExtension.isEmpty:
            throw CLIError.usage("cannot tell the format from the output file '\(output)'",
                                 hint: "name it .svg, .html or .png, or give --format svg|html|png")
        case (nil, nil, _):
            return .svg
        }
    }

    func outputURL(default name: String) -> URL {
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let path = output.map { ($0 as NSString).expandingTildeInPath } ?? name
        return URL(fileURLWithPath: path, relativeTo: current).absoluteURL.standardizedFileURL
    }

    static let maximumBoxSide = 2000.0

    /// `60x80` (also `60X80`, `60×80`, decimals allowed) → a box.
    static func parseBox(_ text: String) -> GlyphBox? {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...maximumBoxSide).contains(width), (1...maximumBoxSide).contains(height) else { return nil }
        return GlyphBox(width: width, height: height)
    }

    /// letter, code, glyph file, tier (and a note when there is something to say).
    static func table(_ glyphs: [PreviewGlyph]) -> String {
        let notes = glyphs.map(PreviewComposer.note(for:))
        let withNotes = notes.contains { !$0.isEmpty }
        var rows: [[String]] = [["LETTER", "CODE", "GLYPH FILE", "TIER"] + (withNotes ? ["NOTE"] : [])]
        for (glyph, note) in zip(glyphs, notes) {
            rows.append([String(glyph.letter), glyph.entry.code, glyph.entry.glyphFile, glyph.tier.rawValue] + (withNotes ? [note] : []))
        }
        return TextTable.render(rows)
    }
}
