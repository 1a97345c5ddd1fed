import Foundation

/// Where a file came from, in the order the app looks: documents, then bundle, then a
/// placeholder made in memory. A pack given by its path (a folder or an archive) is read
/// from there alone: its files are from `path`, its missing ones placeholders.
public enum Tier: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    case documents
    case bundle
    case path
    case placeholder

    public var description: String { rawValue }
}

/// The two folders that hold packs. The documents root is the app's documents folder:
/// its packs live in `<documents>/GlyphSets/<name>/`. The bundle root is itself a
/// GlyphSets folder: its packs live in `<bundle>/<name>/`.
public struct PackRoots: Sendable, Hashable {
    public static let glyphSetsFolder = "GlyphSets"
    public static let defaultPack = "classic"

    public let documents: URL
    public let bundle: URL

    public init(documents: URL, bundle: URL) {
        self.documents = documents.standardizedFileURL
        self.bundle = bundle.standardizedFileURL
    }

    /// `<documents>/GlyphSets`, where installed packs live.
    public var documentsGlyphSets: URL { documents.appendingPathComponent(Self.glyphSetsFolder, isDirectory: true) }

    public func glyphSetsRoot(_ tier: Tier) -> URL? {
        switch tier {
        case .documents: documentsGlyphSets
        case .bundle: bundle
        case .path, .placeholder: nil
        }
    }

    /// The folder a pack would have in a tier (whether or not it exists).
    public func folder(of pack: String, in tier: Tier) -> URL? {
        guard PackName.isSafe(pack) else { return nil }
        return glyphSetsRoot(tier)?.appendingPathComponent(pack, isDirectory: true)
    }

    /// Resolves the roots as documented in `packtool --help`:
    /// documents: the option, else `$DIGITFLIP_DOCUMENTS`, else
    /// `${XDG_DATA_HOME:-$HOME/.local/share}/digitflip`;
    /// bundle: the option, else `$DIGITFLIP_BUNDLE`, else `./GlyphSets` when it exists,
    /// else `<executable>/../share/digitflip/GlyphSets`.
    public static func resolve(
        documents: String? = nil,
        bundle: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
        executable: URL? = Bundle.main.executableURL
    ) -> PackRoots {
        func path(_ text: String) -> URL {
            let expanded = (text as NSString).expandingTildeInPath
            return URL(fileURLWithPath: expanded, isDirectory: true, relativeTo: currentDirectory).absoluteURL
        }
        func nonEmpty(_ value: String?) -> String? { value.flatMap { $0.isEmpty ? nil : $0 } }

        let documentsURL: URL
        if let option = nonEmpty(documents) {
            documentsURL = path(option)
        } else if let variable = nonEmpty(environment["DIGITFLIP_DOCUMENTS"]) {
            documentsURL = path(variable)
        } else {
            let home = nonEmpty(environment["HOME"]) ?? NSHomeDirectory()
            let dataHome = nonEmpty(environment["XDG_DATA_HOME"]) ?? (home + "/.local/share")
            documentsURL = path(dataHome).appendingPathComponent("digitflip", isDirectory: true)
        }

        let bundleURL = ShippedData.locate(option: bundle, variable: "DIGITFLIP_BUNDLE", environment: environment, currentDirectory: currentDirectory,
                                           executable: executable, repositoryPath: glyphSetsFolder, installedPath: glyphSetsFolder, isDirectory: true)
        return PackRoots(documents: documentsURL, bundle: bundleURL)
    }
}

/// Names that are safe as one folder or file name: no separators, no `..`, nothing hidden.
public enum PackName {
    /// Whether a file name is an SVG's, as every part of packtool reads a pack: by its
    /// extension, `.svg` in any case.
    public static func isSVGFile(_ name: String) -> Bool {
        // An ASCII name (nearly every one) by its last four bytes, read in place:
        // lowercasing a copy and comparing Characters cost some 500 instructions a name,
        // asked for every file and every letter of a pack. For ASCII the two agree (its
        // one cluster of two scalars, CR LF, is no part of `.svg`); any other name is
        // asked as before, where a combining mark or a prepended scalar can change it.
        var name = name
        let ascii: Bool? = name.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            let count = bytes.count
            // `| 0x20` lowercases an ASCII letter and maps no other byte onto s, v or g.
            return count >= 4 && bytes[count - 4] == UInt8(ascii: ".") && bytes[count - 3] | 0x20 == UInt8(ascii: "s")
                && bytes[count - 2] | 0x20 == UInt8(ascii: "v") && bytes[count - 1] | 0x20 == UInt8(ascii: "g")
        }
        return ascii ?? name.lowercased().hasSuffix(".svg")
    }

    /// Whether an entry of a pack's folder is one of its SVG files, the ones lint judges
    /// and fix rewrites: an SVG by name, hidden or not (`.draft.svg` is linted, so fix
    /// takes it too), but never a Finder leftover (`._a.svg` is no glyph).
    public static func isPackSVG(_ name: String) -> Bool {
        isSVGFile(name) && !FinderLeftover.isLeftover(name: name)
    }

    /// A pack name: letters, digits, `_` and `-`, starting with a letter or digit, at most 64.
    public static func isSafe(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count), let first = name.unicodeScalars.first,
              isASCIIAlphanumeric(first) else { return false }
        return name.unicodeScalars.allSatisfy { isASCIIAlphanumeric($0) || $0 == "_" || $0 == "-" }
    }

    /// A glyph file name: one plain relative name, no separators, no `..`, not hidden,
    /// printable ASCII.
    public static func isSafeFileName(_ name: String) -> Bool {
        fileNameProblem(name) == nil
    }

    /// A usable glyph file name: a safe file name ending in `.svg` (any case), what
    /// `map.glyph-file-name` accepts (its `problem` is nil exactly for these).
    static func isGlyphFileName(_ name: String) -> Bool {
        isSafeFileName(name) && isSVGFile(name)
    }

    /// Longest glyph file name, in bytes (`PackPolicy`).
    public static let maximumFileNameBytes = PackPolicy.standard.maximumGlyphFileNameBytes

    /// What is wrong with a glyph file name: one stable word each, so a check's message
    /// code can name it (`map.glyph-file-name/path`).
    public enum FileNameProblem: String, Sendable, CaseIterable {
        case empty
        /// A `/` or a backslash.
        case path
        /// `..` anywhere in the name.
        case parentReference = "parent-reference"
        /// Starts with `.`.
        case hidden
        /// A `:`.
        case colon
        case tooLong = "too-long"
        /// Spaces, control characters or non-ASCII characters.
        case notPrintable = "not-printable"
    }

    /// Why a name is not a safe glyph file name, in words a glyph artist reads; nil when it is.
    public static func fileNameProblem(_ name: String) -> String? {
        fileNameProblemKind(name)?.reason
    }

    /// What is wrong with a name as a glyph file name, and why in words; nil when nothing is.
    public static func fileNameProblemKind(_ name: String) -> (kind: FileNameProblem, reason: String)? {
        // Byte comparisons: Foundation's substring search is slow on Linux, and this runs
        // for every letter of every pack linted, three times. Nearly every name is fine:
        // one pass over its bytes says so; only a name it doubts is asked each question
        // below, in order, for the first problem.
        if isPlainFileName(name) { return nil }
        let bytes = Array(name.utf8)
        if bytes.isEmpty { return (.empty, "the file name is empty") }
        if bytes.contains(UInt8(ascii: "/")) || bytes.contains(UInt8(ascii: "\\")) { return (.path, "it is a path, not a file name: glyph files sit next to letter_map.json, so no '/' or '\\'") }
        if zip(bytes, bytes.dropFirst()).contains(where: { $0 == UInt8(ascii: ".") && $1 == UInt8(ascii: ".") }) { return (.parentReference, "it contains '..', which could point outside the pack") }
        if bytes[0] == UInt8(ascii: ".") { return (.hidden, "it starts with '.', which hides the file") }
        if bytes.contains(UInt8(ascii: ":")) { return (.colon, "it contains ':', which is a drive or stream separator on some systems") }
        if name.utf8.count > maximumFileNameBytes { return (.tooLong, "it is longer than \(maximumFileNameBytes) bytes") }
        if !name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) {
            return (.notPrintable, "it contains spaces, control characters or non-ASCII characters; use letters, digits, '_', '-' and '.'")
        }
        return nil
    }

    /// A name none of `fileNameProblemKind`'s questions finds anything in: not empty, at
    /// most `maximumFileNameBytes`, printable ASCII without a space, `/`, `\` or `:`, not
    /// starting with `.` and without `..`.
    private static func isPlainFileName(_ name: String) -> Bool {
        // Over the bytes in place: iterating `utf8` of a small string costs tens of
        // instructions a byte.
        var name = name
        return name.withUTF8 { bytes in
            guard !bytes.isEmpty, bytes.count <= maximumFileNameBytes else { return false }
            var previous: UInt8 = UInt8(ascii: ".")  // so a leading `.` counts as `..`
            for byte in bytes {
                guard byte > 0x20, byte < 0x7F, byte != UInt8(ascii: "/"), byte != UInt8(ascii: "\\"), byte != UInt8(ascii: ":"),
                      !(byte == UInt8(ascii: ".") && previous == UInt8(ascii: ".")) else { return false }
                previous = byte
            }
            return true
        }
    }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }
}
