extension CheckID {
    public static let packManifest = CheckID(declaring: "pack.manifest")
}

struct PackManifestCheck: LintCheck {
    enum Code: String, MessageCode {
        /// manifest.json cannot be read, or is not a manifest.
        case unreadable
        /// It names another pack.
        case otherPack = "other-pack"
        /// A file of the pack it does not list.
        case unlisted
        /// A file it lists that is not in the pack.
        case missing
        /// A file whose size or SHA-256 differs.
        case mismatch
    }

    let info = CheckInfo(
        id: .packManifest,
        severity: .error,
        codes: Code.self,
        summary: "a manifest.json, when there is one, lists every file of the pack with its size and SHA-256",
        rationale: """
        manifest.json is optional. `packtool zip` writes one into every archive and \
        install writes a fresh one into every installed pack, so that each file's size \
        and SHA-256 travel with it and an installed pack edited by hand can be told from \
        an untouched one. When there is one it must be right: a manifest that disagrees \
        with the files means they changed after it was written (damaged, edited or \
        tampered with), so zip and install refuse the pack until the files or the \
        manifest are put right. Deleting a stale manifest.json is always safe.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [(PackManifest.fileName, Code.mismatch)],
                 note: "a.svg was changed after the manifest was written",
                 also: [("a.svg", MapExamples.svg), (PackManifest.fileName, Self.example(svg: "<svg/>"))]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "no manifest", also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "a manifest that matches",
                 also: [("a.svg", MapExamples.svg), (PackManifest.fileName, Self.example(svg: MapExamples.svg))]),
        ])

    /// The manifest of the examples' pack, as if its a.svg held `svg`.
    static func example(svg: String) -> String {
        let contents = [LetterMap.fileName: Array(MapExamples.map(letters: MapExamples.entry("a")).utf8), "a.svg": Array(svg.utf8)]
        return String(decoding: PackManifest(pack: "example", contents: contents).encoded(), as: UTF8.self)
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let read = subject.manifest else { return [] }
        let hint = "delete \(PackManifest.fileName) (zip and install write a fresh one), or put back the files it describes"
        func finding(_ code: Code, _ message: String, about name: String? = nil) -> Finding<Code> {
            Finding(code, file: PackManifest.fileName, subject: name, message: message, hint: hint)
        }
        let manifest: PackManifest
        do {
            manifest = try PackManifest(jsonBytes: read.get())
        } catch let error as PackReadError {
            return [finding(.unreadable, "cannot read \(PackManifest.fileName): \(error)")]
        } catch {
            return [finding(.unreadable, "\(PackManifest.fileName) is not a valid manifest: \(error)")]
        }
        let mismatch = "\(PackManifest.fileName) does not match the pack: "
        var findings: [Finding<Code>] = []
        if let glyphSet = subject.glyphSet, manifest.pack != glyphSet {
            findings.append(finding(.otherPack, mismatch + "it is for pack '\(ArchiveRefusal.printable(manifest.pack))' but letter_map.json says glyphSet '\(ArchiveRefusal.printable(glyphSet))'"))
        }
        let listed = Set(manifest.files.map(\.name))
        for name in subject.contents.files where !listed.contains(name) {
            findings.append(finding(.unlisted, mismatch + "'\(ArchiveRefusal.printable(name))' is not listed in it", about: name))
        }
        let sizes = Dictionary(subject.files.filter { $0.kind == .regular }.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
        for file in manifest.files {
            guard let size = sizes[file.name], file.name != PackManifest.fileName else {
                findings.append(finding(.missing, mismatch + "it lists '\(ArchiveRefusal.printable(file.name))', which is not in the pack", about: file.name))
                continue
            }
            // The digest is checked for every file the checks read (the map and the SVGs).
            let bytes = subject.bytes(of: file.name)
            findings += file.mismatches(size: bytes?.count ?? size, bytes: bytes).map { finding(.mismatch, mismatch + $0, about: file.name) }
        }
        return findings
    }
}
