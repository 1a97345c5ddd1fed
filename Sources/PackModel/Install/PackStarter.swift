import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a pack: a folder with a `letter_map.json` naming all 26 letters (codes taken
/// from an existing pack, a glyph file name each), `status: coming_soon`, and a short
/// README of what to do next. No SVG is written: until a glyph is drawn the app, `preview`
/// and `studio` show its placeholder.
///
/// The folder appears whole or not at all: the files are written into a hidden staging
/// folder beside it, then renamed into place in one step that refuses to replace anything
/// already there (not even an empty folder).
public struct PackStarter: Sendable {
    /// The new pack's name: its folder and its `glyphSet`.
    public let name: String
    /// The pack whose codes the new one starts from.
    public let codes: LetterMap
    /// What `$schema` says, for editors that check the map as it is typed.
    public let schema: String

    public init(name: String, codes: LetterMap, schema: String = PackStarter.repositorySchema) {
        self.name = name
        self.codes = codes
        self.schema = schema
    }

    /// Where the schema is from a pack folder in a repository laid out like this one
    /// (`GlyphSets/NAME/` beside `Schemas/`).
    public static let repositorySchema = "../../Schemas/letter_map.schema.json"

    /// A glyph file name for a letter: the spec's `lowercase_x.svg`.
    public static func glyphFile(for letter: String) -> String { "lowercase_\(letter).svg" }

    /// The name shown in the app's picker until the artist changes it: `my_pack` → `My Pack`.
    public var displayName: String {
        name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// Why a pack cannot be started.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        case badName(String)
        /// The codes' pack lacks some letters, so the new map could not name all 26.
        case incompleteCodes(missing: [String])
        case exists(path: String)
        case cannotWrite(path: String, reason: String)

        public var description: String {
            switch self {
            case .badName(let name): "'\(name)' is not a pack name: letters, digits, '_' and '-', starting with a letter or digit, at most 64"
            case .incompleteCodes(let missing): "the pack the codes come from has no letter \(missing.joined(separator: ", "))"
            case .exists(let path): "\(path) already exists; packtool new never overwrites"
            case .cannotWrite(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    /// `letter_map.json`, in the key order a map writes (`LetterMapKeys.topLevel`), one
    /// letter a line.
    public func letterMapText() throws(Failure) -> String {
        guard PackName.isSafe(name) else { throw .badName(name) }
        let missing = LetterMapKeys.letterNames.filter { codes.letters[$0] == nil }
        guard missing.isEmpty else { throw .incompleteCodes(missing: missing) }
        func quoted(_ text: String) -> String { JSONText.quoted(text) }
        let letters = LetterMapKeys.letterNames.map { letter in
            "    \(quoted(letter)): { \(quoted(LetterMapKeys.code.name)): \(quoted(codes.letters[letter]!.code)), \(quoted(LetterMapKeys.glyphFile.name)): \(quoted(Self.glyphFile(for: letter))) }"
        }
        return """
        {
          \(quoted(LetterMapKeys.schema.name)): \(quoted(schema)),
          \(quoted(LetterMapKeys.glyphSet.name)): \(quoted(name)),
          \(quoted(LetterMapKeys.displayName.name)): \(quoted(displayName)),
          \(quoted(LetterMapKeys.status.name)): \(quoted(PackStatus.comingSoon.rawValue)),
          \(quoted(LetterMapKeys.letters.name)): {
        \(letters.joined(separator: ",\n"))
          }
        }

        """
    }

    /// The README: what the folder is and the loop from here to a pack that ships.
    public func readmeText(codesFrom source: String) -> String {
        """
        # \(displayName)

        A DigitFlip glyph pack started with `packtool new \(name) --from \(source)`: all 26
        letters with the codes of `\(source)`, no glyph drawn yet. Until a letter's SVG is
        here, the app shows its placeholder (the letter and its code in a box).

        Next steps:

        1. Open the pack live in a browser and keep it open while you draw:
           `packtool studio \(name)` (from the folder that holds this one:
           `packtool studio ./\(name)`).
        2. Draw each glyph as one SVG per letter, named as in `letter_map.json`
           (`\(Self.glyphFile(for: "a"))` … `\(Self.glyphFile(for: "z"))`), and save it here. The studio
           shows it, written and turned 180°, within a second.
        3. Change a code in `letter_map.json` if your glyph draws other digits.
        4. `packtool lint ./\(name)` lists what is left; it must show no error.
        5. When every glyph is drawn, set "status" to "available" and zip the pack:
           `packtool zip ./\(name)`.

        """
    }

    /// The README's file name.
    public static let readmeName = "README.md"

    /// Creates `<parent>/<name>/` and returns it. Nothing is left behind on failure.
    public func create(in parent: URL, codesFrom source: String) throws(Failure) -> URL {
        let map = try letterMapText()
        let target = parent.appendingPathComponent(name, isDirectory: true)
        var info = stat()
        if lstat(target.path, &info) == 0 { throw .exists(path: target.path) }
        let staging = parent.appendingPathComponent(".new-\(name)-\(PackInstaller.randomSuffix())", isDirectory: true)
        do throws(POSIXFailure) {
            guard mkdir(staging.path, 0o700) == 0 else { throw POSIXFailure(operation: "create \(staging.path)") }
            do throws(POSIXFailure) {
                try PackInstaller.writeFile(staging.appendingPathComponent(LetterMap.fileName), bytes: Array(map.utf8))
                try PackInstaller.writeFile(staging.appendingPathComponent(Self.readmeName), bytes: Array(readmeText(codesFrom: source).utf8))
                guard chmod(staging.path, 0o755) == 0 else { throw POSIXFailure(operation: "chmod \(staging.path)") }
                AtomicRename.syncFolder(staging)
                try AtomicRename.renameNoReplace(staging, to: target)
            } catch {
                try? FileManager.default.removeItem(at: staging)
                throw error
            }
        } catch {
            if error.code == EEXIST || error.code == ENOTEMPTY { throw .exists(path: target.path) }
            throw .cannotWrite(path: target.path, reason: error.description)
        }
        AtomicRename.syncFolder(parent)
        return target
    }
}
