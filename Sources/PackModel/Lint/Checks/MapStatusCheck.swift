extension CheckID {
    public static let mapStatus = CheckID(declaring: "map.status")
}

struct MapStatusCheck: LintCheck {
    enum Code: String, MessageCode {
        case unknownStatus = "unknown-status"
    }

    static var allowed: [String] { LetterMapKeys.status.allowedValues ?? [] }

    let info = CheckInfo(
        id: .mapStatus,
        severity: .error,
        codes: Code.self,
        summary: "\"status\" is \"available\" or \"coming_soon\"",
        rationale: """
        "status" tells the app whether the pack can be used now ("available") or is \
        listed greyed out ("coming_soon"). Any other word makes the app refuse the whole \
        map. Leaving "status" out means "available".
        """,
        triggering: [
            .map(#"{ "glyphSet": "example", "status": ↓"coming-soon", "letters": {} }"#, fires: Code.unknownStatus,
                 note: "a hyphen instead of an underscore"),
            .map(#"{ "glyphSet": "example", "status": ↓"Available", "letters": {} }"#, fires: Code.unknownStatus),
        ],
        nonTriggering: [
            .map(#"{ "glyphSet": "example", "status": "coming_soon", "letters": {} }"#),
            .map(#"{ "glyphSet": "example", "letters": {} }"#, note: "no status means available"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let member = subject.mapTree?.member(LetterMapKeys.status), let status = member.value.stringValue,
              !Self.allowed.contains(status) else { return [] }
        let choices = Self.allowed.map { "\"\($0)\"" }.joined(separator: " or ")
        let hint = Suggestion.closest(to: status, in: Self.allowed).map { "did you mean \"\($0)\"?" }
            ?? "write \(choices)"
        return [Finding(.unknownStatus, file: LetterMap.fileName, position: member.value.position, subject: LetterMapKeys.status.name,
                        message: "\"status\" is \"\(MapText.printable(status))\"; it must be \(choices)", hint: hint)]
    }
}
