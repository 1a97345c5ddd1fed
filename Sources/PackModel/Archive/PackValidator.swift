/// The seam through which `packtool zip` and `packtool install` judge a pack: given the
/// pack's files (in memory, nothing extracted), say what is wrong. Errors refuse the
/// zip or the install; warnings are shown and let it go ahead.
public typealias PackValidator = @Sendable (any PackFiles) -> [Diagnostic]

/// The linter as the gate of zip and install: the same checks `packtool lint` runs,
/// on the files in memory. Infos are advice and are left out here.
public enum PackLint {
    public static let validate: PackValidator = { files in
        let contents: InMemoryPackFiles
        do throws(ArchiveRefusal) {
            contents = try files.readAll()
        } catch {
            let finding = Finding(error.isRefusal ? PackReadableCheck.Code.refused : .unreadable, file: nil, message: error.description)
            return [PackReadableCheck().diagnostic(finding, pack: files.origin)]
        }
        // The pack is zipped and installed under its glyphSet; compare with that name.
        let glyphSet = try? contents.letterMap().get().glyphSet
        let folderName = glyphSet.flatMap { PackName.isSafe($0) ? $0 : nil } ?? ""
        let source = MemoryPackSource(folderName: folderName, files: contents.contents, displayPath: files.origin)
        return Linter().lint(source).filter { $0.severity != .info }
    }
}
