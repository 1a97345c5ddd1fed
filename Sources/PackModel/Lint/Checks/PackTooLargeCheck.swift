extension CheckID {
    public static let packTooLarge = CheckID(declaring: "pack.too-large")
}

struct PackTooLargeCheck: LintCheck {
    enum Code: String, MessageCode {
        case overLimit = "over-limit"
    }
    static var limit: Int { PackPolicy.standard.maximumTotalBytes }

    let info = CheckInfo(
        id: .packTooLarge,
        severity: .error,
        codes: Code.self,
        summary: "the pack's files add up to at most \(PackPolicy.describe(bytes: Self.limit))",
        rationale: """
        The files zip and install take (letter_map.json, the glyphs the map names, and the \
        manifest.json they write) must add up to at most \(PackPolicy.describe(bytes: Self.limit)), \
        the limit an archive's contents are held to before it is unpacked. It leaves room \
        for the archive's own headers within the \
        \(PackPolicy.describe(bytes: PackPolicy.standard.maximumArchiveBytes)) archive limit, \
        so a pack lint passes always zips into an archive install accepts. A real pack is \
        a few hundred kilobytes.
        """,
        triggering: [
            CheckExample([(LetterMap.fileName, MapExamples.map(letters: MapExamples.entry("a"))), ("a.svg", MapExamples.svg)],
                         unplaced: [(nil, Code.overLimit)],
                         note: "a letter map followed by \(PackPolicy.describe(bytes: Self.limit)) of spaces", trailingSpaces: Self.limit),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // Both lists are sorted by name: one walk down the listing finds each size (the
        // first entry of a name), where a dictionary of the listing cost a table per pack.
        let listing = subject.files
        var next = listing.startIndex
        let files = subject.contents.files.map { name -> (name: String, size: Int) in
            while next < listing.endIndex, listing[next].name < name { next += 1 }
            return (name, next < listing.endIndex && listing[next].name == name ? listing[next].size : 0)
        }
        let limit = subject.policy.maximumTotalBytes
        var total = files.reduce(0) { $0 + $1.size }
        // The manifest zip and install add is a few bytes per file: only worked out near the limit.
        if total > limit - 64 * 1024 {
            total += PackManifest.encodedSize(pack: subject.glyphSet ?? subject.folderName, files: files)
        }
        guard total > limit else { return [] }
        return [Finding(.overLimit, file: nil,
                        message: "the pack's files add up to \(total) bytes with the manifest zip and install write, over the \(PackPolicy.describe(bytes: limit)) limit",
                        hint: "shrink the largest glyphs (svg.file-size names those over \(PackPolicy.describe(bytes: subject.policy.glyphWarningBytes)))")]
    }
}
