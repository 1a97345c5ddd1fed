import Foundation
import Testing

/// The folders of `Sources/PackModel` are layers: a folder may use only the types of the
/// folders before it in the order the README writes down once ("Layers of
/// Sources/PackModel", in Development). Everything is one Swift module, so the compiler
/// does not hold this; this test does, by reading the sources.
///
/// What it reads: the top-level types each folder declares (`class`, `struct`, `enum`,
/// `protocol`, `actor`, `typealias`; a nested type is reached through its parent's name,
/// which is tracked), and every capitalised name each file uses outside comments and
/// string literals (an interpolation's code counts) and not after a `.` (a member, not a
/// type). A `private` or `fileprivate` type is its own file's and shadows any other. A
/// folder is the first path component under `Sources/PackModel` (`Lint/Checks/` is Lint).
@Suite struct LayeringTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = packageRoot.appendingPathComponent("Sources/PackModel")

    /// An edge that still goes the wrong way: the file, the types it may still use from a
    /// later folder, and why it could not go yet. The list may only shrink: an entry that
    /// no longer matches a use fails the test too, so it is deleted when its edge goes.
    struct Allowance {
        let file: String
        let types: [String]
        let reason: String
        init(_ file: String, uses types: [String], because reason: String) {
            self.file = file
            self.types = types
            self.reason = reason
        }
    }

    static let allowances: [Allowance] = []

    @Test func everyFolderUsesOnlyTheFoldersBeforeIt() throws {
        let order = try Self.order()
        let scan = try SourceScan(root: Self.sources)
        var problems: [String] = []

        for folder in scan.folders.sorted() where !order.contains(folder) {
            problems.append("\(folder.isEmpty ? "a file at the top of Sources/PackModel" : "folder \(folder)/") is not in the README's layer order: add it (or move the file into a folder)")
        }
        for (name, folders) in scan.ambiguous.sorted(by: { $0.key < $1.key }) {
            problems.append("\(name) is declared in \(folders.sorted().map { "\($0)/" }.joined(separator: " and ")): ambiguous, rename one or make it private")
        }

        var allowed: [String: Set<String>] = [:]
        for allowance in Self.allowances { allowed[allowance.file, default: []].formUnion(allowance.types) }
        var used: [String: Set<String>] = [:]
        let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let rule = order.joined(separator: " → ")

        for use in scan.uses {
            guard let from = rank[use.fromFolder], let to = rank[use.toFolder], to > from else { continue }
            if allowed[use.file]?.contains(use.type) == true {
                used[use.file, default: []].insert(use.type)
                continue
            }
            problems.append("\(use.file) uses \(use.type), declared in \(use.toFolder)/: \(use.fromFolder)/ comes before \(use.toFolder)/ and may use only the folders before it")
        }
        for allowance in Self.allowances {
            for type in allowance.types where used[allowance.file]?.contains(type) != true {
                problems.append("the allowance for \(allowance.file) using \(type) is no longer needed: delete it")
            }
        }
        if !problems.isEmpty {
            Issue.record("the order (README.md): \(rule)\n\(problems.joined(separator: "\n"))")
        }
    }

    /// The scan is honest: comments and string literals are not code, interpolations are.
    @Test func theScanReadsCodeOnly() {
        let code = SourceScan.code(of: """
        // Linter in a comment
        /* Fixer /* nested */ still a comment */
        let a = "Linter \\(Planner.x) \\("Hidden") text"
        let b = #"raw "Hidden" \\(Hidden)"#
        let c = \"\"\"
            Hidden "quoted" \\(Shown)
            \"\"\"
        let d = x.Member
        """)
        let names = SourceScan.typeNames(in: code)
        #expect(names == ["Planner", "Shown"])
    }

    /// The order, lowest first, from the one place it is written.
    static func order() throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = "`Spec → "
        guard let line = readme.split(separator: "\n").first(where: { $0.contains(marker) }),
              let start = line.range(of: marker)?.lowerBound else {
            Issue.record("README.md has no line holding the layer order (`Spec → …`)")
            return []
        }
        let text = line[start...].dropFirst().prefix(while: { $0 != "`" })
        return text.components(separatedBy: "→").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

/// Which types each folder declares, and which each file uses.
struct SourceScan {
    struct Use {
        let file: String
        let fromFolder: String
        let type: String
        let toFolder: String
    }

    private(set) var folders: Set<String> = []
    /// A type declared (not privately) in more than one folder: the scan cannot tell
    /// which one a use means, so it reports the name instead of guessing.
    private(set) var ambiguous: [String: Set<String>] = [:]
    private(set) var uses: [Use] = []

    init(root: URL) throws {
        let files = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] ?? []
        var code: [String: String] = [:]
        var declared: [String: Set<String>] = [:]
        var privateTypes: [String: Set<String>] = [:]
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let stripped = Self.code(of: text)
            code[file] = stripped
            folders.insert(Self.folder(of: file))
            for declaration in Self.topLevelTypes(in: stripped) {
                if declaration.isPrivate {
                    privateTypes[file, default: []].insert(declaration.name)
                } else {
                    declared[declaration.name, default: []].insert(Self.folder(of: file))
                }
            }
        }
        ambiguous = declared.filter { $0.value.count > 1 }
        for (file, text) in code.sorted(by: { $0.key < $1.key }) {
            let from = Self.folder(of: file)
            for name in Set(Self.typeNames(in: text)).sorted() where privateTypes[file]?.contains(name) != true {
                guard let folders = declared[name], folders.count == 1, let to = folders.first, to != from else { continue }
                uses.append(Use(file: file, fromFolder: from, type: name, toFolder: to))
            }
        }
    }

    static func folder(of file: String) -> String {
        file.contains("/") ? String(file.prefix(while: { $0 != "/" })) : ""
    }

    /// The source with comments and the text of string literals blanked (newlines kept);
    /// the code inside `\( … )` interpolations is kept.
    static func code(of source: String) -> String {
        let bytes = Array(source.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        enum Frame { case code(parens: Int), string(hashes: Int, multiline: Bool) }
        var frames: [Frame] = [.code(parens: 0)]
        var index = 0
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            return position + pattern.count <= bytes.count && Array(bytes[position..<position + pattern.count]) == pattern
        }
        let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), backslash = UInt8(ascii: "\\")
        while index < bytes.count {
            let byte = bytes[index]
            switch frames[frames.count - 1] {
            case .code(let parens):
                if starts("//", at: index) {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                    out.append(UInt8(ascii: " "))
                } else if starts("/*", at: index) {
                    var depth = 0
                    repeat {
                        if starts("/*", at: index) { depth += 1; index += 2 }
                        else if starts("*/", at: index) { depth -= 1; index += 2 }
                        else { if bytes[index] == UInt8(ascii: "\n") { out.append(bytes[index]) }; index += 1 }
                    } while depth > 0 && index < bytes.count
                    out.append(UInt8(ascii: " "))
                } else if byte == quote || byte == hash {
                    var hashes = 0
                    while index + hashes < bytes.count, bytes[index + hashes] == hash { hashes += 1 }
                    if index + hashes < bytes.count, bytes[index + hashes] == quote {
                        let multiline = starts("\"\"\"", at: index + hashes)
                        index += hashes + (multiline ? 3 : 1)
                        out.append(contentsOf: Array(" \"".utf8))
                        frames.append(.string(hashes: hashes, multiline: multiline))
                    } else {
                        out.append(contentsOf: bytes[index..<index + max(hashes, 1)])
                        index += max(hashes, 1)
                    }
                } else if byte == UInt8(ascii: "(") {
                    frames[frames.count - 1] = .code(parens: parens + 1)
                    out.append(byte); index += 1
                } else if byte == UInt8(ascii: ")") {
                    if parens == 0 && frames.count > 1 {
                        frames.removeLast()  // the end of an interpolation: back in the string
                        out.append(UInt8(ascii: " "))
                    } else {
                        frames[frames.count - 1] = .code(parens: parens - 1)
                        out.append(byte)
                    }
                    index += 1
                } else {
                    out.append(byte); index += 1
                }
            case .string(let hashes, let multiline):
                let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let escape = "\\" + String(repeating: "#", count: hashes)
                if starts(close, at: index) {
                    index += close.utf8.count
                    out.append(contentsOf: Array("\" ".utf8))
                    frames.removeLast()
                } else if byte == backslash, starts(escape, at: index) {
                    index += escape.utf8.count
                    if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        out.append(UInt8(ascii: " "))
                        frames.append(.code(parens: 0))
                    } else {
                        index += 1
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { out.append(byte) }
                    index += 1
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
    }

    /// Identifiers with where they start, and the byte before them that is not a space.
    private static func identifiers(in code: String) -> [(name: String, afterDot: Bool, line: Substring)] {
        var result: [(name: String, afterDot: Bool, line: Substring)] = []
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let bytes = Array(line.utf8)
            var index = 0
            var previous: UInt8 = 0
            while index < bytes.count {
                let byte = bytes[index]
                if isIdentifierByte(byte), !(byte >= 0x30 && byte <= 0x39) {
                    var end = index
                    while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                    result.append((String(decoding: bytes[index..<end], as: UTF8.self), previous == UInt8(ascii: "."), line))
                    previous = bytes[end - 1]
                    index = end
                } else if isIdentifierByte(byte) {
                    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }  // a number
                    previous = bytes[index - 1]
                } else {
                    if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { previous = byte }
                    index += 1
                }
            }
        }
        return result
    }

    /// The capitalised names `code` uses, in order, not after a `.`.
    static func typeNames(in code: String) -> [String] {
        identifiers(in: code).filter { !$0.afterDot && $0.name.first!.isUppercase }.map(\.name)
    }

    /// The types declared outside every brace.
    static func topLevelTypes(in code: String) -> [(name: String, isPrivate: Bool)] {
        let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        var result: [(name: String, isPrivate: Bool)] = []
        var depth = 0
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = identifiers(in: String(line))
            var wordIndex = 0
            for byte in line.utf8 {
                if byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: "}") { depth -= 1 }
            }
            // Braces opened on a declaration's own line come after its name.
            let depthAtStart = depth - line.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "{") ? 1 : $1 == UInt8(ascii: "}") ? -1 : 0) }
            guard depthAtStart == 0 else { continue }
            while wordIndex + 1 < words.count {
                let word = words[wordIndex]
                if keywords.contains(word.name), !word.afterDot {
                    let modifiers = words[..<wordIndex].map(\.name)
                    result.append((words[wordIndex + 1].name, modifiers.contains("private") || modifiers.contains("fileprivate")))
                    break
                }
                wordIndex += 1
            }
        }
        return result
    }
}
