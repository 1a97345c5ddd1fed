/// A check's documentation as text (for `packtool explain`) and Markdown (for SARIF
/// rule help), built from its `CheckInfo` so both always say the same thing.
public enum CheckDocumentation {
    public static func text(_ info: CheckInfo) -> String {
        var lines = [
            "\(info.id) (\(info.severity.rawValue))",
            "  \(info.summary)",
            "  message codes: " + info.codes.joined(separator: ", "),
            "",
            wrap(info.rationale, indent: "  "),
        ]
        for (title, examples) in [("Triggering", info.triggering), ("Not triggering", info.nonTriggering)] {
            for (index, example) in examples.enumerated() {
                lines.append("")
                lines.append("\(title) example \(index + 1)" + (example.note.map { ": \($0)" } ?? ""))
                lines += describe(example).map { "  " + $0 }
                lines += example.expected.map { "  reported \(place($0)) [\(info.id)/\($0.code)]" }
            }
        }
        return lines.joined(separator: "\n")
    }

    public static func markdown(_ info: CheckInfo) -> String {
        var parts = ["**\(info.summary)** (`\(info.id)`, default severity \(info.severity.rawValue))", info.rationale,
                     "Message codes: " + info.codes.map { "`\($0)`" }.joined(separator: ", ") + "."]
        for (title, examples) in [("Triggers on", info.triggering), ("Does not trigger on", info.nonTriggering)] {
            for example in examples {
                var part = "\(title)" + (example.note.map { " — \($0)" } ?? "") + ":\n"
                for file in example.files {
                    part += "\n`\(file.name)`:\n\n```\(file.name.hasSuffix(".json") ? "json" : "xml")\n\(file.content)\n```\n"
                }
                if example.trailingSpaces > 0 { part += "\n(followed by \(example.trailingSpaces) spaces)\n" }
                for line in describeSpecial(example) { part += "\n- \(line)" }
                for expected in example.expected { part += "\n- reported \(place(expected)) (`\(expected.code)`)" }
                parts.append(part)
            }
        }
        parts.append("Run `packtool explain \(info.id)` for this text in a terminal.")
        return parts.joined(separator: "\n\n")
    }

    /// `at letter_map.json:5:20`, `on a_old.svg` (the whole file), `on the pack`.
    static func place(_ expected: ExpectedFinding) -> String {
        guard let file = expected.file else { return "on the pack" }
        return expected.position.map { "at \(file):\($0.line):\($0.column)" } ?? "on \(file)"
    }

    /// The example's files and special entries, one line or block each.
    static func describe(_ example: CheckExample) -> [String] {
        var lines: [String] = []
        if example.folderName != "example" { lines.append("(the pack folder is named \(example.folderName))") }
        for file in example.files {
            lines.append("\(file.name):")
            lines += file.content.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        if example.trailingSpaces > 0 { lines.append("  (followed by \(example.trailingSpaces) spaces)") }
        if example.files.isEmpty && example.otherEntries.isEmpty && example.outside.isEmpty && example.refusal == nil { lines.append("(an empty pack)") }
        lines += describeSpecial(example)
        return lines
    }

    static func describeSpecial(_ example: CheckExample) -> [String] {
        var lines = example.otherEntries.map { entry -> String in
            let kind = switch entry.kind {
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .special: "a FIFO or device"
            case .regular: "a file"
            }
            return "\(entry.name) is \(kind)"
        }
        if !example.outside.isEmpty {
            lines.append("(an archive whose pack folder is \(example.folderName)/; outside it: " + example.outside.joined(separator: ", ") + ")")
        }
        if let refusal = example.refusal { lines.append("the archive is refused: \(refusal)") }
        return lines
    }

    /// Wraps prose at 88 columns.
    static func wrap(_ text: String, indent: String, width: Int = 88) -> String {
        var lines: [String] = []
        var current = indent
        for word in text.split(whereSeparator: \.isWhitespace) {
            if current.count + word.count + 1 > width, current != indent {
                lines.append(current)
                current = indent
            }
            current += (current == indent ? "" : " ") + word
        }
        if current != indent { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
