/// Why an archive (a file or a download) was refused before any of it was used. Every
/// case names the entry and the rule it broke, so the user knows exactly what is wrong,
/// and `hint` says what to do about it.
///
/// Only what is dangerous or ambiguous to read is refused here. What an honest archive
/// made by another tool may hold (Finder leftovers, files the map does not name, no
/// manifest, a folder layout) is judged by the linter's checks, as in a pack folder.
public enum ArchiveRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes are not a ZIP archive this reader accepts (structure, not one entry).
    case malformedArchive(String)
    /// One entry broke one rule.
    case entry(String, EntryRule)
    /// A limit on the archive as a whole.
    case tooLarge(what: String, size: Int, limit: Int)
    case tooManyEntries(count: Int, limit: Int)
    /// Only folders, or nothing at all.
    case noFiles

    /// The rule an entry broke.
    public enum EntryRule: Sendable, Equatable, CustomStringConvertible {
        case absolutePath
        case parentSegment
        case emptyOrDotSegment
        case backslash
        case driveOrColon
        case controlCharacter
        case nonASCIIName
        case nameTooLong(limit: Int)
        case duplicateName
        case caseDuplicate(of: String)
        /// A file and a folder of the same name in the pack's folder.
        case fileAndFolder(String)
        case link
        case device
        case fifoOrSocket
        case setuidOrSetgid
        case directoryWithData
        case encrypted
        case unsupportedFlags(UInt16)
        case unsupportedMethod(UInt16)
        case zip64
        case forbiddenExtraField(UInt16)
        case malformedExtraField
        case localHeaderMismatch(String)
        case storedSizeMismatch
        case tooLarge(size: UInt64, limit: Int)
        case compressionRatio(ratio: UInt64, limit: Int)
        case inflatesPastDeclaredSize(declared: UInt64)
        case truncatedData
        case corruptData
        case crcMismatch
        case notRegularFile

        public var description: String {
            switch self {
            case .absolutePath: "absolute paths are not allowed"
            case .parentSegment: "'..' path segments are not allowed"
            case .emptyOrDotSegment: "empty or '.' path segments are not allowed"
            case .backslash: "backslashes are not allowed in names"
            case .driveOrColon: "':' (drive letters, streams) is not allowed in names"
            case .controlCharacter: "control characters (including NUL) are not allowed in names"
            case .nonASCIIName: "names must be printable ASCII"
            case .nameTooLong(let limit): "the name is longer than \(limit) bytes"
            case .duplicateName: "the name appears more than once"
            case .caseDuplicate(let other): "the name differs only by case from '\(ArchiveRefusal.printable(other))'"
            case .fileAndFolder(let name): "'\(ArchiveRefusal.printable(name))' is both a file and a folder"
            case .link: "links are not allowed"
            case .device: "device files are not allowed"
            case .fifoOrSocket: "FIFOs and sockets are not allowed"
            case .setuidOrSetgid: "setuid/setgid permissions are not allowed"
            case .directoryWithData: "a folder entry carries data"
            case .encrypted: "encrypted entries are not supported"
            case .unsupportedFlags(let flags): "unsupported general-purpose flags 0x\(String(flags, radix: 16))"
            case .unsupportedMethod(let method): "compression method \(method) is not supported (only stored and deflate)"
            case .zip64: "Zip64 entries are not supported (a pack is far below 4 GiB)"
            case .forbiddenExtraField(let id): "extra field 0x\(String(id, radix: 16, uppercase: true)) is not allowed (it can override sizes or names)"
            case .malformedExtraField: "the extra field is malformed"
            case .localHeaderMismatch(let what): "the local header disagrees with the central directory (\(what))"
            case .storedSizeMismatch: "a stored entry's compressed and uncompressed sizes differ"
            case .tooLarge(let size, let limit): "declares \(size) bytes; the limit per file is \(limit)"
            case .compressionRatio(let ratio, let limit): "compression ratio \(ratio):1 exceeds the limit of \(limit):1"
            case .inflatesPastDeclaredSize(let declared): "inflates past its declared size of \(declared) bytes (zip bomb?)"
            case .truncatedData: "the compressed data ends early"
            case .corruptData: "the compressed data is corrupt"
            case .crcMismatch: "the CRC-32 does not match the data"
            case .notRegularFile: "only regular files and folders are allowed"
            }
        }
    }

    public var description: String {
        switch self {
        case .malformedArchive(let what): "not a valid ZIP archive: \(what)"
        case .entry(let name, let rule): "entry '\(Self.printable(name))': \(rule)"
        case .tooLarge(let what, let size, let limit): "\(what) is \(size) bytes; the limit is \(limit)"
        case .tooManyEntries(let count, let limit): "the archive has \(count) entries; the limit is \(limit)"
        case .noFiles: "the archive holds no files"
        }
    }

    /// What to do about it, in one sentence. Never "rebuild it with `packtool zip`" for
    /// an archive that tool could not have made: an archive is refused here only when it
    /// holds something no pack folder can, is damaged, or is far too large.
    public var hint: String {
        switch self {
        case .malformedArchive, .entry(_, .truncatedData), .entry(_, .corruptData), .entry(_, .crcMismatch),
             .entry(_, .localHeaderMismatch), .entry(_, .storedSizeMismatch):
            "the archive is damaged or was altered after it was made; download it again, or zip the pack folder again"
        case .entry(_, .absolutePath), .entry(_, .parentSegment), .entry(_, .backslash), .entry(_, .driveOrColon),
             .entry(_, .controlCharacter), .entry(_, .emptyOrDotSegment), .entry(_, .link), .entry(_, .device),
             .entry(_, .fifoOrSocket), .entry(_, .setuidOrSetgid):
            "no pack folder holds such an entry: this archive was made to write outside the pack or to plant something; do not use it"
        case .entry(_, .nonASCIIName), .entry(_, .nameTooLong):
            "pack files have short ASCII names; rename the file in the pack folder (or remove it) and zip the folder again"
        case .entry(_, .duplicateName), .entry(_, .caseDuplicate), .entry(_, .fileAndFolder):
            "two entries would land on one file (names differ only by case on macOS and Windows); keep one and zip the pack folder again"
        case .entry(_, .encrypted), .entry(_, .unsupportedFlags), .entry(_, .unsupportedMethod), .entry(_, .zip64),
             .entry(_, .forbiddenExtraField), .entry(_, .malformedExtraField), .entry(_, .directoryWithData):
            "zip the pack folder with `packtool zip` or a plain `zip -r` (stored or deflated, no encryption)"
        case .entry(_, .tooLarge), .entry(_, .compressionRatio), .entry(_, .inflatesPastDeclaredSize), .tooLarge, .tooManyEntries:
            "a glyph pack is 26 small SVGs and two JSON files; this archive is far larger than any pack, so it was not unpacked"
        case .entry(_, .notRegularFile):
            "a pack holds plain files only; zip the pack folder again"
        case .noFiles:
            "zip the pack folder itself (its letter_map.json and SVGs), not an empty folder"
        }
    }

    /// A name made safe to print: control and non-ASCII bytes become escapes.
    public static func printable(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F { result.unicodeScalars.append(scalar) }
            else { result += "\\u{\(String(scalar.value, radix: 16))}" }
        }
        return result
    }
}
