import Foundation

/// A repository's lint settings, read from `.packtool.json`:
///
///     {
///       "checks": { "map.code-length": "off", "pack.unused-svg": "error" },
///       "exclude": ["GlyphSets/wip/**", "**/drafts_*.svg"]
///     }
///
/// `checks` turns a check off or gives it another severity; `exclude` holds globs,
/// relative to the folder of the file, for packs and files whose findings are dropped.
/// Anything unknown is an error naming the line and column, so a typo never silently
/// disables nothing.
public struct LintConfiguration: Sendable {
    public static let fileName = ".packtool.json"
    static let checksKey = "checks"
    static let excludeKey = "exclude"

    public enum Setting: Sendable, Hashable {
        case off
        case severity(Severity)

        static let words = ["off"] + Severity.allCases.map(\.rawValue)

        init?(word: String) {
            if word == "off" { self = .off } else if let severity = Severity(rawValue: word) { self = .severity(severity) } else { return nil }
        }
    }

    /// Where the file was read from; nil for the built-in defaults.
    public let file: URL?
    public var settings: [CheckID: Setting]
    public var exclude: [Glob]

    public init(file: URL? = nil, settings: [CheckID: Setting] = [:], exclude: [Glob] = []) {
        self.file = file
        self.settings = settings
        self.exclude = exclude
    }

    /// Excluded paths are relative to this folder.
    public var baseDirectory: URL? { file?.deletingLastPathComponent() }

    /// The nearest `.packtool.json` in `directory` or one of its parents.
    /// Worked out on the path's text (`LintPaths.standardized`), not by URL arithmetic:
    /// `URL.standardizedFileURL` and a URL per folder climbed cost more than linting a
    /// small pack.
    public static func find(from directory: URL) -> URL? {
        var current = directory.path.hasPrefix("/") ? LintPaths.standardized(directory.path) : directory.standardizedFileURL.path
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
                return URL(fileURLWithPath: candidate, isDirectory: false)
            }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    public static func load(_ url: URL, knownChecks: [CheckID] = CheckID.all) throws(ConfigurationError) -> LintConfiguration {
        let bytes: [UInt8]
        do throws(PackReadError) {
            bytes = try SmallFile.read(url.path, kind: .configuration)
        } catch {
            let hint = if case .noSuchFile = error { "check the path given to --config" } else { SmallFile.hint(for: error, kind: .configuration) }
            throw ConfigurationError(file: url.path, position: nil, message: "cannot read the file: \(error.reason)", hint: hint)
        }
        return try parse(bytes, file: url, knownChecks: knownChecks)
    }

    public static func parse(_ bytes: [UInt8], file: URL, knownChecks: [CheckID] = CheckID.all) throws(ConfigurationError) -> LintConfiguration {
        func fail(_ position: SourcePosition?, _ message: String, _ hint: String) -> ConfigurationError {
            ConfigurationError(file: file.path, position: position, message: message, hint: hint)
        }
        let root: JSONNode
        do {
            root = try JSONDocument.parse(bytes)
        } catch {
            throw fail(error.position, "invalid JSON: \(error.message)", "fix the JSON at this line and column")
        }
        guard let members = root.members else {
            throw fail(root.position, "the top level is \(root.typeName); it must be an object", #"write { "checks": { … }, "exclude": [ … ] }"#)
        }
        var configuration = LintConfiguration(file: file)
        for member in members {
            switch member.key {
            case checksKey:
                guard let checks = member.value.members else {
                    throw fail(member.value.position, "\"checks\" must be an object, found \(member.value.typeName)",
                               #"write "checks": { "check.id": "off" | "error" | "warning" | "info" }"#)
                }
                for check in checks {
                    let id: CheckID
                    do {
                        id = try CheckID(parsing: check.key, among: knownChecks)
                    } catch {
                        throw fail(check.keyPosition, error.description, error.hint)
                    }
                    guard let word = check.value.stringValue, let setting = Setting(word: word) else {
                        throw fail(check.value.position, "the setting of \"\(check.key)\" must be one of " + Setting.words.map { "\"\($0)\"" }.joined(separator: ", "),
                                   "write \"off\" to turn the check off, or the severity it should report with")
                    }
                    configuration.settings[id] = setting
                }
            case excludeKey:
                guard case .array(let patterns) = member.value.value else {
                    throw fail(member.value.position, "\"exclude\" must be an array of glob strings, found \(member.value.typeName)",
                               #"write "exclude": ["GlyphSets/wip/**"]"#)
                }
                for pattern in patterns {
                    guard let text = pattern.stringValue, !text.isEmpty, !text.hasPrefix("/") else {
                        throw fail(pattern.position, "each exclude pattern must be a non-empty relative glob string",
                                   "patterns are relative to the folder holding \(fileName), like \"GlyphSets/wip/**\"")
                    }
                    configuration.exclude.append(Glob(text))
                }
            default:
                throw fail(member.keyPosition, "unknown key \"\(MapText.printable(member.key))\"",
                           Suggestion.closest(to: member.key, in: [checksKey, excludeKey]).map { "did you mean \"\($0)\"?" }
                               ?? "the file may hold only \"checks\" and \"exclude\"")
            }
        }
        return configuration
    }

    /// The checks to run: those turned off are left out, the others carry their configured
    /// severity; a check in `keeping` keeps its default whatever is configured.
    public func apply(to checks: [any LintCheck], keeping: [CheckID] = []) -> [any LintCheck] {
        checks.compactMap { check in
            switch keeping.contains(check.info.id) ? nil : settings[check.info.id] {
            case nil: check
            case .off: nil
            case .severity(let severity): severity == check.info.severity ? check : check.reconfigured(severity: severity)
            }
        }
    }

    /// Whether a path (as reported, absolute or relative to `cwd`) is excluded.
    public func isExcluded(_ path: String, cwd: URL) -> Bool {
        guard !exclude.isEmpty, let base = baseDirectory, let relative = LintPaths.relative(path, to: base, cwd: cwd) else { return false }
        return exclude.contains { $0.matchesPathOrParent(relative) }
    }
}

/// A check with the severity the configuration gave it.
struct ReconfiguredCheck<Base: LintCheck>: LintCheck {
    let base: Base
    let info: CheckInfo

    init(base: Base, severity: Severity) {
        self.base = base
        info = base.info.with(severity: severity)
    }

    func run(on subject: LintSubject) -> [Finding<Base.Code>] { base.run(on: subject) }
}

extension LintCheck {
    /// This check, reporting with another severity.
    func reconfigured(severity: Severity) -> any LintCheck {
        ReconfiguredCheck(base: self, severity: severity)
    }
}

/// A problem in `.packtool.json` or a baseline file, with where it is.
public struct ConfigurationError: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let position: SourcePosition?
    public let message: String
    public let hint: String

    public var location: String { position.map { "\(file):\($0.line):\($0.column)" } ?? file }
    public var description: String { "\(location): \(message)" }
}

/// A path glob: `*` matches within one path segment, `**` across segments, `?` one
/// character. Paths use forward slashes.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let parts: [Character]

    public init(_ pattern: String) {
        self.pattern = pattern
        parts = Array(pattern)
    }

    public var description: String { pattern }

    public func matches(_ path: String) -> Bool {
        Self.match(parts[...], Array(path)[...])
    }

    /// True when the glob matches the path or one of the folders above it, so
    /// "GlyphSets/wip" and "GlyphSets/wip/**" both exclude everything in that pack.
    public func matchesPathOrParent(_ path: String) -> Bool {
        if matches(path) || matches(path + "/") { return true }
        var prefix = Substring(path)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if matches(String(prefix)) { return true }
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<Character>, _ text: ArraySlice<Character>) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        if first == "*" {
            let doubled = pattern.dropFirst().first == "*"
            let rest = pattern.dropFirst(doubled ? 2 : 1)
            // "**/" also matches no folder at all.
            if doubled, rest.first == "/", match(rest.dropFirst(), text) { return true }
            var index = text.startIndex
            while true {
                if match(rest, text[index...]) { return true }
                guard index < text.endIndex, doubled || text[index] != "/" else { return false }
                index += 1
            }
        }
        guard let character = text.first else { return false }
        if first == "?" ? character == "/" : first != character { return false }
        return match(pattern.dropFirst(), text.dropFirst())
    }
}
