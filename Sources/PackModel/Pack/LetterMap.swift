import Foundation

/// Whether a pack is ready to use. The app shows a `comingSoon` pack greyed out.
public enum PackStatus: String, Sendable, Codable, CaseIterable {
    case available
    case comingSoon = "coming_soon"
}

/// One letter's entry in a letter map: the digits to write and the SVG that draws them.
public struct LetterEntry: Sendable, Hashable, Codable {
    /// The digits, always a string: `"01"` is not `"1"`.
    public let code: String
    public let glyphFile: String

    public init(code: String, glyphFile: String) {
        self.code = code
        self.glyphFile = glyphFile
    }
}

/// The decoded `letter_map.json` of a pack.
public struct LetterMap: Sendable, Hashable {
    public static let fileName = "letter_map.json"

    public let glyphSet: String
    /// The name shown to users; falls back to `glyphSet` when the map has none.
    public let displayName: String
    public let status: PackStatus
    /// Keyed by the letter as written in the map (normally "a" … "z").
    public let letters: [String: LetterEntry]

    public init(glyphSet: String, displayName: String? = nil, status: PackStatus = .available, letters: [String: LetterEntry]) {
        self.glyphSet = glyphSet
        self.displayName = displayName ?? glyphSet
        self.status = status
        self.letters = letters
    }

    /// The entry for one input character, if the map has it.
    public func entry(for letter: Character) -> LetterEntry? {
        letters[String(letter)]
    }

    /// Letters sorted, for stable output.
    public var sortedLetters: [(letter: String, entry: LetterEntry)] {
        letters.keys.sorted().map { ($0, letters[$0]!) }
    }
}

/// Why a letter map could not be decoded. Each case names what to fix.
public enum LetterMapError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadable(path: String, reason: String)
    case syntax(JSONSyntaxError)
    case rootNotObject(found: String)
    case missingField(String)
    case wrongType(field: String, expected: String, found: String, at: SourcePosition)
    case numericCode(letter: String, written: String, at: SourcePosition)
    case invalidStatus(String, at: SourcePosition)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .syntax(let error):
            "invalid JSON at line \(error.position.line), column \(error.position.column): \(error.message)"
        case .rootNotObject(let found):
            "the top level must be a JSON object, found \(found)"
        case .missingField(let field):
            "required field \"\(field)\" is missing"
        case .wrongType(let field, let expected, let found, let position):
            "\(field) must be \(expected), found \(found) (line \(position.line), column \(position.column))"
        case .numericCode(let letter, let written, let position):
            "the code of letter '\(letter)' is the number \(written); write it as a string, \"\(written)\" (line \(position.line), column \(position.column))"
        case .invalidStatus(let status, let position):
            "status \"\(status)\" is not one of \"available\", \"coming_soon\" (line \(position.line), column \(position.column))"
        }
    }

    /// Where in the file the problem is, when known.
    public var position: SourcePosition? {
        switch self {
        case .syntax(let error): error.position
        case .wrongType(_, _, _, let position), .numericCode(_, _, let position), .invalidStatus(_, let position): position
        case .unreadable, .rootNotObject, .missingField: nil
        }
    }
}

extension LetterMap {
    /// Decodes a map the way the app must: strictly. A code is a JSON string and stays
    /// a string; a number is refused and the letter named.
    public init(jsonBytes bytes: [UInt8]) throws(LetterMapError) {
        let root: JSONNode
        do {
            root = try JSONDocument.parse(bytes)
        } catch {
            throw .syntax(error)
        }
        try self.init(json: root)
    }

    /// Reads a map file through the pack seam: a regular file only (a link is never
    /// followed), at most the policy's size for a map.
    public init(contentsOf url: URL, policy: PackPolicy = .standard) throws(LetterMapError) {
        let folder = FolderPackFiles(folder: url.deletingLastPathComponent())
        let bytes: [UInt8]
        do {
            bytes = try folder.read(url.lastPathComponent, limit: policy.maximumJSONBytes)
        } catch {
            throw .unreadable(path: url.path, reason: error.reason)
        }
        try self.init(jsonBytes: bytes)
    }

    /// Reads the map of a pack through the seam.
    public init(in files: any PackFiles, policy: PackPolicy = .standard) throws(LetterMapError) {
        let bytes: [UInt8]
        do {
            bytes = try files.read(LetterMap.fileName, limit: policy.maximumJSONBytes)
        } catch {
            throw .unreadable(path: files.path(of: LetterMap.fileName), reason: error.reason)
        }
        try self.init(jsonBytes: bytes)
    }

    public init(json root: JSONNode) throws(LetterMapError) {
        guard root.members != nil else { throw .rootNotObject(found: root.typeName) }

        func requiredString(_ key: String) throws(LetterMapError) -> String {
            guard let member = root.member(key) else { throw .missingField(key) }
            guard let string = member.value.stringValue else {
                throw .wrongType(field: "\"\(key)\"", expected: "a string", found: member.value.typeName, at: member.value.position)
            }
            return string
        }

        let glyphSet = try requiredString("glyphSet")
        var displayName: String?
        if root.member("displayName") != nil { displayName = try requiredString("displayName") }
        var status = PackStatus.available
        if let member = root.member("status") {
            let text = try requiredString("status")
            guard let parsed = PackStatus(rawValue: text) else { throw .invalidStatus(text, at: member.value.position) }
            status = parsed
        }

        guard let lettersMember = root.member("letters") else { throw .missingField("letters") }
        guard let letterMembers = lettersMember.value.members else {
            throw .wrongType(field: "\"letters\"", expected: "an object", found: lettersMember.value.typeName, at: lettersMember.value.position)
        }
        var letters: [String: LetterEntry] = [:]
        for member in letterMembers {
            let letter = member.key
            guard member.value.members != nil else {
                throw .wrongType(field: "letter '\(letter)'", expected: "an object with \"code\" and \"glyphFile\"", found: member.value.typeName, at: member.value.position)
            }
            guard let codeMember = member.value.member("code") else { throw .missingField("letters.\(letter).code") }
            let code: String
            switch codeMember.value.value {
            case .string(let text): code = text
            case .number(let written): throw .numericCode(letter: letter, written: written, at: codeMember.value.position)
            default:
                throw .wrongType(field: "the code of letter '\(letter)'", expected: "a string of digits", found: codeMember.value.typeName, at: codeMember.value.position)
            }
            guard let fileMember = member.value.member("glyphFile") else { throw .missingField("letters.\(letter).glyphFile") }
            guard let glyphFile = fileMember.value.stringValue else {
                throw .wrongType(field: "the glyphFile of letter '\(letter)'", expected: "a string", found: fileMember.value.typeName, at: fileMember.value.position)
            }
            letters[letter] = LetterEntry(code: code, glyphFile: glyphFile)
        }
        self.init(glyphSet: glyphSet, displayName: displayName, status: status, letters: letters)
    }
}

enum FileErrorText {
    /// A short reason for a file error, without Foundation's long wrapper text.
    static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return POSIXError(code).localizedDescription.lowercased()
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError, NSFileNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
