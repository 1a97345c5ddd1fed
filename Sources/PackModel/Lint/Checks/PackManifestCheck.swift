struct PackManifestCheck: LintCheck {
    let info = CheckInfo(
        id: "pack.manifest",
        severity: .error,
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
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "a.svg was changed after the manifest was written",
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

    func run(on subject: LintSubject) -> [Finding] {
        guard let read = subject.manifest else { return [] }
        let hint = "delete \(PackManifest.fileName) (zip and install write a fresh one), or put back the files it describes"
        func finding(_ message: String) -> Finding {
            Finding(file: PackManifest.fileName, message: message, hint: hint)
        }
        let manifest: PackManifest
        do {
            manifest = try PackManifest(jsonBytes: read.get())
        } catch let error as PackReadError {
            return [finding("cannot read \(PackManifest.fileName): \(error)")]
        } catch {
            return [finding("\(PackManifest.fileName) is not a valid manifest: \(error)")]
        }
        var problems: [String] = []
        if let glyphSet = try? subject.map?.decoded.get().glyphSet, manifest.pack != glyphSet {
            problems.append("it is for pack '\(ArchiveRefusal.printable(manifest.pack))' but letter_map.json says glyphSet '\(ArchiveRefusal.printable(glyphSet))'")
        }
        let listed = Set(manifest.files.map(\.name))
        for name in subject.contents.files where !listed.contains(name) {
            problems.append("'\(ArchiveRefusal.printable(name))' is not listed in it")
        }
        let sizes = Dictionary(subject.files.filter { $0.kind == .regular }.map { ($0.name, $0.size) }, uniquingKeysWith: { first, _ in first })
        for file in manifest.files {
            guard let size = sizes[file.name], file.name != PackManifest.fileName else {
                problems.append("it lists '\(ArchiveRefusal.printable(file.name))', which is not in the pack")
                continue
            }
            // The digest is checked for every file the checks read (the map and the SVGs).
            problems += file.mismatches(size: subject.bytes(of: file.name)?.count ?? size, bytes: subject.bytes(of: file.name))
        }
        return problems.map { finding("\(PackManifest.fileName) does not match the pack: \($0)") }
    }
}
