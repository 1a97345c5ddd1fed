import Crypto
import Foundation

/// `manifest.json`: what a pack claims to hold, so that every byte about to be installed
/// can be checked. Written by `packtool zip` and into every installed pack (so a later
/// install can tell an untouched installed pack from one edited by hand). Optional in a
/// pack; when there is one, `pack.manifest` holds the files to it.
///
///     {
///       "formatVersion": 1,
///       "pack": "classic",
///       "files": [
///         { "name": "letter_map.json", "size": 1234, "sha256": "…64 hex digits…" },
///         …
///       ]
///     }
public struct PackManifest: Sendable, Hashable {
    public static let fileName = "manifest.json"
    public static let formatVersion = 1

    public struct File: Sendable, Hashable {
        public let name: String
        public let size: Int
        /// Lowercase hex.
        public let sha256: String
    }

    public let pack: String
    /// Sorted by name; never lists the manifest itself.
    public let files: [File]

    /// The manifest describing these files (the manifest itself excluded).
    public init(pack: String, contents: [String: [UInt8]]) {
        self.pack = pack
        self.files = contents.keys.sorted().filter { $0 != Self.fileName }.map { name in
            File(name: name, size: contents[name]!.count, sha256: Self.sha256Hex(contents[name]!))
        }
    }

    init(pack: String, files: [File]) {
        self.pack = pack
        self.files = files.sorted { $0.name < $1.name }
    }

    /// The size of the manifest these files would get, without reading them (every
    /// digest is 64 hex digits whatever the bytes).
    static func encodedSize(pack: String, files: [(name: String, size: Int)]) -> Int {
        let zero = String(repeating: "0", count: 64)
        return PackManifest(pack: pack, files: files.filter { $0.name != fileName }.map { File(name: $0.name, size: $0.size, sha256: zero) })
            .encoded().count
    }

    public static func sha256Hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        SHA256.hash(data: Array(bytes)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The manifest as written in archives: fixed key order and layout, so the same
    /// pack always gives the same bytes.
    public func encoded() -> [UInt8] {
        let lines = files.map { file in
            "    { \"name\": \(JSONText.quoted(file.name)), \"size\": \(file.size), \"sha256\": \"\(file.sha256)\" }"
        }
        let text = """
        {
          "formatVersion": \(Self.formatVersion),
          "pack": \(JSONText.quoted(pack)),
          "files": [
        \(lines.joined(separator: ",\n"))
          ]
        }

        """
        return Array(text.utf8)
    }

    public init(jsonBytes: [UInt8]) throws(ManifestError) {
        let root: JSONNode
        do { root = try JSONDocument.parse(jsonBytes) } catch { throw .manifest("invalid JSON at \(error.description)") }
        guard root.members != nil else { throw .manifest("the top level must be an object") }
        guard case .number(let version)? = root.member("formatVersion")?.value.value else {
            throw .manifest("\"formatVersion\" is missing or not a number")
        }
        guard version == String(Self.formatVersion) else {
            throw .manifest("format version \(version) is not supported (this packtool reads version \(Self.formatVersion))")
        }
        guard let pack = root.member("pack")?.value.stringValue else { throw .manifest("\"pack\" is missing or not a string") }
        guard case .array(let items)? = root.member("files")?.value.value else { throw .manifest("\"files\" is missing or not an array") }
        var files: [File] = []
        for item in items {
            let line = "line \(item.position.line)"
            guard let name = item.member("name")?.value.stringValue else { throw .manifest("\(line): a file without a \"name\" string") }
            guard case .number(let sizeText)? = item.member("size")?.value.value, sizeText.allSatisfy(\.isASCII),
                  sizeText.allSatisfy(\.isNumber), let size = Int(sizeText) else {
                throw .manifest("\(line): \"size\" of '\(ArchiveRefusal.printable(name))' is not a whole number")
            }
            guard let sha = item.member("sha256")?.value.stringValue, sha.count == 64,
                  sha.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }) else {
                throw .manifest("\(line): \"sha256\" of '\(ArchiveRefusal.printable(name))' is not 64 lowercase hex digits")
            }
            files.append(File(name: name, size: size, sha256: sha))
        }
        self.pack = pack
        self.files = files.sorted { $0.name < $1.name }
        if let duplicate = zip(self.files, self.files.dropFirst()).first(where: { $0.name == $1.name }) {
            throw .manifest("'\(ArchiveRefusal.printable(duplicate.0.name))' is listed twice")
        }
    }

    /// What disagrees between the manifest and a pack's files (the manifest itself
    /// excluded), in words; empty when every file is listed, every listed file is there
    /// with that size and SHA-256, and the manifest names the pack the map names.
    public func mismatches(_ contents: [String: [UInt8]], glyphSet: String) -> [String] {
        var problems: [String] = []
        if pack != glyphSet {
            problems.append("it is for pack '\(ArchiveRefusal.printable(pack))' but letter_map.json says glyphSet '\(ArchiveRefusal.printable(glyphSet))'")
        }
        let listed = Set(files.map(\.name))
        for name in contents.keys.sorted() where name != Self.fileName && !listed.contains(name) {
            problems.append("'\(ArchiveRefusal.printable(name))' is not listed in it")
        }
        for file in files {
            guard let bytes = contents[file.name] else {
                problems.append("it lists '\(ArchiveRefusal.printable(file.name))', which is not in the pack")
                continue
            }
            problems += file.mismatches(size: bytes.count, bytes: bytes)
        }
        return problems
    }
}

extension PackManifest.File {
    /// How this file's actual size and bytes (when read) differ from what is listed.
    func mismatches(size actual: Int, bytes: [UInt8]?) -> [String] {
        guard actual == size else {
            return ["'\(ArchiveRefusal.printable(name))' is \(actual) bytes; the manifest says \(size)"]
        }
        guard let bytes else { return [] }
        let digest = PackManifest.sha256Hex(bytes)
        return digest == sha256 ? [] : ["'\(ArchiveRefusal.printable(name))' has SHA-256 \(digest); the manifest says \(sha256)"]
    }
}

/// Why `manifest.json` cannot be read as a manifest.
public enum ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    case manifest(String)

    public var description: String {
        switch self {
        case .manifest(let what): what
        }
    }
}
