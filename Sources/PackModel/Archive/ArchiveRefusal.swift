/// Why an archive, a download or a pack folder was refused. Every case names the entry
/// (or file) and the rule it broke, so the user knows exactly what is wrong.
public enum ArchiveRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// The source could not be read at all (not a refusal of its content).
    case unreadable(path: String, reason: String)
    /// The bytes are not a ZIP archive this reader accepts (structure, not one entry).
    case malformedArchive(String)
    /// One entry broke one rule.
    case entry(String, EntryRule)
    /// A limit on the archive as a whole.
    case tooLarge(what: String, size: Int, limit: Int)
    case tooManyEntries(count: Int, limit: Int)
    /// Files at the root and in a folder, or in several top folders.
    case layout(String)
    /// The manifest is missing, unreadable or does not match the files.
    case manifest(String)
    /// The `--sha256` given does not match the archive.
    case checksumMismatch(expected: String, actual: String)
    /// A file the pack needs is not there.
    case missingFile(String)

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
        case nestedFolder
        case duplicateName
        case caseDuplicate(of: String)
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
        case notInManifest
        case notPartOfPack
        case notRegularFile
        case unsafePackFileName

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
            case .nestedFolder: "a pack has no subfolders: files sit at the archive root or in one top folder"
            case .duplicateName: "the name appears more than once"
            case .caseDuplicate(let other): "the name differs only by case from '\(other)'"
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
            case .notInManifest: "the file is not listed in manifest.json"
            case .notPartOfPack: "the file is not part of the pack (only letter_map.json, manifest.json and the SVGs the map names)"
            case .notRegularFile: "only regular files are allowed"
            case .unsafePackFileName: "letter_map.json names a glyph file that is not a plain file name (no folders, '..', hidden or non-ASCII names)"
            }
        }
    }

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .malformedArchive(let what): "not a valid ZIP archive: \(what)"
        case .entry(let name, let rule): "entry '\(Self.printable(name))': \(rule)"
        case .tooLarge(let what, let size, let limit): "\(what) is \(size) bytes; the limit is \(limit)"
        case .tooManyEntries(let count, let limit): "the archive has \(count) entries; the limit is \(limit)"
        case .layout(let what): "layout: \(what)"
        case .manifest(let what): "manifest.json: \(what)"
        case .checksumMismatch(let expected, let actual): "SHA-256 mismatch: expected \(expected), got \(actual)"
        case .missingFile(let name): "missing file '\(Self.printable(name))'"
        }
    }

    /// True when the content was refused; false when the source could not be read.
    public var isRefusal: Bool {
        if case .unreadable = self { return false }
        return true
    }

    /// A name made safe to print: control and non-ASCII bytes become escapes.
    static func printable(_ name: String) -> String {
        var result = ""
        for scalar in name.unicodeScalars {
            if scalar.value >= 0x20 && scalar.value < 0x7F { result.unicodeScalars.append(scalar) }
            else { result += "\\u{\(String(scalar.value, radix: 16))}" }
        }
        return result
    }
}
