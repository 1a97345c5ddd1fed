extension CheckID {
    public static let mapDuplicateKeys = CheckID(declaring: "map.duplicate-keys")
}

struct MapDuplicateKeysCheck: LintCheck {
    enum Code: String, MessageCode {
        case duplicateKey = "duplicate-key"
    }

    let info = CheckInfo(
        id: .mapDuplicateKeys,
        severity: .error,
        codes: Code.self,
        summary: "no key appears twice in the same object",
        rationale: """
        JSON readers, the app's included, keep only the last of two equal keys and say \
        nothing. Two "m" entries mean the first one you wrote is silently gone; two \
        "code" fields in one letter mean only the second counts. This happens easily \
        when a map is edited by copy and paste.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("m", code: #""41""#) + "," + MapExamples.entry("↓m", code: #""14""#)),
                 fires: Code.duplicateKey, note: "the second \"m\" replaces the first"),
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0", "glyphFile": "a.svg", ↓"code": "8" }"#), fires: Code.duplicateKey),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let root = subject.map?.root else { return [] }
        var findings: [Finding<Code>] = []
        walk(root, path: { "" }, into: &findings)
        return findings
    }

    /// Objects up to this many members are checked by comparing keys, larger ones by
    /// hashing. A letter map's `letters` object (26 one-letter keys) is under it: its
    /// keys are small strings, each comparison some 30 instructions, and the 325 of them
    /// cost a third of hashing every key into a dictionary (measured 27 Nov 2026).
    static let scannedObjectSize = 32

    /// `path` spells where the node sits, like `letters.a` (empty at the top level). It
    /// is a closure, called only for a finding: a map nearly never has one, and
    /// spelling the path of every letter entry on the way down cost more than the
    /// comparisons.
    func walk(_ node: JSONNode, path: () -> String, into findings: inout [Finding<Code>]) {
        switch node.value {
        case .object(let members):
            // Small objects (every letter entry) are searched in place: hashing each key
            // into a fresh dictionary cost more than comparing a handful of keys. Keys are
            // read where they are stored: a copy of each member retains and releases its value.
            members.withUnsafeBufferPointer { members in
                walk(members, path: path, into: &findings)
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() where element.isContainer {
                walk(element, path: { "\(path())[\(index)]" }, into: &findings)
            }
        case .string, .number, .bool, .null:
            break
        }
    }

    private func walk(_ members: UnsafeBufferPointer<JSONNode.Member>, path: () -> String, into findings: inout [Finding<Code>]) {
        let scanned = members.count <= Self.scannedObjectSize
        var first: [String: SourcePosition] = scanned ? [:] : Dictionary(minimumCapacity: members.count)
        for index in members.indices {
            let key = members[index].key
            var earlier: SourcePosition?
            if scanned {
                for before in 0..<index where members[before].key == key {
                    earlier = members[before].keyPosition
                    break
                }
            } else {
                earlier = first[key]
            }
            if let earlier {
                let member = members[index]
                let key = MapText.printable(member.key)
                let path = path()
                let place = path.isEmpty ? "at the top level" : "in \(path)"
                findings.append(Finding(
                    .duplicateKey, file: LetterMap.fileName, position: member.keyPosition, subject: path.isEmpty ? key : "\(path).\(key)",
                    message: "duplicate key \"\(key)\" \(place); only this last one is read",
                    hint: "the first is at line \(earlier.line), column \(earlier.column): keep one of the two and delete the other"))
            } else if !scanned {
                first[key] = members[index].keyPosition
            }
            // Only objects and arrays can hold keys: no path is spelled out for a leaf.
            guard members[index].value.isContainer else { continue }
            walk(members[index].value, path: {
                let parent = path(), key = MapText.printable(key)
                return parent.isEmpty ? key : "\(parent).\(key)"
            }, into: &findings)
        }
    }
}

private extension JSONNode {
    var isContainer: Bool {
        switch value {
        case .object, .array: true
        case .string, .number, .bool, .null: false
        }
    }
}
