/// One problem a validator found in a pack. Errors refuse a zip or an install;
/// warnings are shown and let it go ahead.
public struct ValidationFinding: Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable, Hashable {
        case error
        case warning
    }

    public let severity: Severity
    /// The pack file it is about (relative to the pack root), when there is one.
    public let file: String?
    /// "line:col" or similar, when known.
    public let location: String?
    public let message: String

    public init(severity: Severity, file: String?, location: String? = nil, message: String) {
        self.severity = severity
        self.file = file
        self.location = location
        self.message = message
    }

    public var description: String {
        let place = [file, location].compactMap { $0 }.joined(separator: ":")
        return (place.isEmpty ? "" : place + ": ") + "\(severity.rawValue): \(message)"
    }
}

/// The seam through which `packtool zip` and `packtool install` judge a pack: given the
/// pack's files (in memory, nothing extracted), say what is wrong. The linter plugs in
/// here; until it does, `BuiltInPackValidator.validate` is used.
public typealias PackValidator = @Sendable (any PackFiles) -> [ValidationFinding]

/// The minimum a pack must satisfy to be zipped or installed: the map decodes, its
/// `glyphSet` is a safe pack name, every glyph file is a plain file name that is present
/// and parses as SVG without fatal problems.
public enum BuiltInPackValidator {
    public static let validate: PackValidator = { files in
        var findings: [ValidationFinding] = []
        func fail(_ file: String?, _ location: String? = nil, _ message: String) {
            findings.append(ValidationFinding(severity: .error, file: file, location: location, message: message))
        }
        let decoded: Result<LetterMap, LetterMapError>
        do throws(ArchiveRefusal) {
            decoded = try files.letterMap()
        } catch {
            return [ValidationFinding(severity: .error, file: LetterMap.fileName, message: error.description)]
        }
        let map: LetterMap
        switch decoded {
        case .success(let value): map = value
        case .failure(let problem):
            fail(LetterMap.fileName, nil, problem.description)
            return findings
        }
        if !PackName.isSafe(map.glyphSet) {
            fail(LetterMap.fileName, nil, "glyphSet \"\(ArchiveRefusal.printable(map.glyphSet))\" is not a safe pack name (letters, digits, '_' and '-', at most 64)")
        }
        let present = Set(files.fileNames)
        for (letter, entry) in map.sortedLetters {
            guard PackName.isSafeFileName(entry.glyphFile) else {
                fail(LetterMap.fileName, nil, "letter '\(letter)': glyphFile \"\(ArchiveRefusal.printable(entry.glyphFile))\" is not a plain file name")
                continue
            }
            guard present.contains(entry.glyphFile) else {
                fail(entry.glyphFile, nil, "letter '\(letter)': the glyph file is missing from the pack")
                continue
            }
        }
        for glyphFile in Set(map.letters.values.map(\.glyphFile)).sorted() where present.contains(glyphFile) && PackName.isSafeFileName(glyphFile) {
            do throws(ArchiveRefusal) {
                let document = SVGDocument(bytes: try files.read(glyphFile))
                if let fatal = document.problems.first(where: \.isFatal) {
                    fail(glyphFile, "\(fatal.position.line):\(fatal.position.column)", fatal.message)
                } else if document.root == nil {
                    fail(glyphFile, nil, "not an SVG document")
                }
            } catch {
                fail(glyphFile, nil, error.description)
            }
        }
        return findings
    }
}
