struct MapStatusCheck: LintCheck {
    static var allowed: [String] { PackStatus.allCases.map(\.rawValue) }

    let info = CheckInfo(
        id: "map.status",
        severity: .error,
        summary: "\"status\" is \"available\" or \"coming_soon\"",
        rationale: """
        "status" tells the app whether the pack can be used now ("available") or is \
        listed greyed out ("coming_soon"). Any other word makes the app refuse the whole \
        map. Leaving "status" out means "available".
        """,
        triggering: [
            .map(#"{ "glyphSet": "example", "status": "coming-soon", "letters": {} }"#, note: "a hyphen instead of an underscore"),
            .map(#"{ "glyphSet": "example", "status": "Available", "letters": {} }"#),
        ],
        nonTriggering: [
            .map(#"{ "glyphSet": "example", "status": "coming_soon", "letters": {} }"#),
            .map(#"{ "glyphSet": "example", "letters": {} }"#, note: "no status means available"),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let member = subject.mapTree?.member(MapTree.statusKey), let status = member.value.stringValue,
              PackStatus(rawValue: status) == nil else { return [] }
        let choices = Self.allowed.map { "\"\($0)\"" }.joined(separator: " or ")
        let hint = Suggestion.closest(to: status, in: Self.allowed).map { "did you mean \"\($0)\"?" }
            ?? "write \(choices)"
        return [Finding(file: LetterMap.fileName, position: member.value.position,
                        message: "\"status\" is \"\(MapText.printable(status))\"; it must be \(choices)", hint: hint)]
    }
}
