/// A unified diff of two texts by lines (Myers' O(ND) algorithm), as `diff -u` writes
/// it, so `packtool fix --diff` needs no outside tool.
public enum UnifiedDiff {
    /// The diff with `context` lines around each change; empty when the texts are equal.
    public static func make(old: String, new: String, oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = edits(a, b)
        guard script.contains(where: { $0 != .same }) else { return "" }
        // Walk the script with positions in both files.
        struct Line { let kind: Edit; let text: TextLine; let oldLine: Int; let newLine: Int }
        var all: [Line] = []
        var i = 0, j = 0
        for edit in script {
            switch edit {
            case .same: all.append(Line(kind: .same, text: a[i], oldLine: i, newLine: j)); i += 1; j += 1
            case .delete: all.append(Line(kind: .delete, text: a[i], oldLine: i, newLine: j)); i += 1
            case .insert: all.append(Line(kind: .insert, text: b[j], oldLine: i, newLine: j)); j += 1
            }
        }
        var output = "--- \(oldName)\n+++ \(newName)\n"
        var index = 0
        while index < all.count {
            guard let change = all[index...].firstIndex(where: { $0.kind != .same }) else { break }
            let start = max(index, change - context)
            var end = change
            var lastChange = change
            while end < all.count {
                if all[end].kind != .same { lastChange = end }
                if end - lastChange > 2 * context { break }
                end += 1
            }
            end = min(all.count, lastChange + context + 1)
            let hunk = all[start..<end]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = hunk.first!.oldLine + (oldCount == 0 ? 0 : 1)
            let newStart = hunk.first!.newLine + (newCount == 0 ? 0 : 1)
            output += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
            for line in hunk {
                let marker = line.kind == .same ? " " : line.kind == .delete ? "-" : "+"
                output += marker + line.text.text + "\n"
                if !line.text.endsWithNewline { output += "\\ No newline at end of file\n" }
            }
            index = end
        }
        return output
    }

    enum Edit: Equatable { case same, delete, insert }

    struct TextLine: Equatable {
        let text: Substring
        let endsWithNewline: Bool
    }

    /// The lines of a text as `diff` and `patch` read them: ended by LF, a CR before it
    /// kept as part of the line (a CRLF file's diff has CRLF lines, which patch applies
    /// to it). Split by bytes: a Swift Character joins CR and LF into one, which would
    /// make a CRLF file a single line. A file with bare CRs only is, for patch, one line.
    static func lines(_ text: String) -> [TextLine] {
        var result: [TextLine] = []
        let bytes = text.utf8
        var start = bytes.startIndex
        var index = start
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                result.append(TextLine(text: text[start..<index], endsWithNewline: true))
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start < bytes.endIndex { result.append(TextLine(text: text[start..<bytes.endIndex], endsWithNewline: false)) }
        return result
    }

    /// The shortest edit script turning `a` into `b`.
    static func edits<T: Equatable>(_ a: [T], _ b: [T]) -> [Edit] {
        let n = a.count, m = b.count
        let maximum = n + m
        guard maximum > 0 else { return [] }
        var v = [Int](repeating: 0, count: 2 * maximum + 2)
        var trace: [[Int]] = []
        var found = false
        for d in 0...maximum {
            trace.append(v)
            var k = -d
            while k <= d {
                var x: Int
                if k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1]) {
                    x = v[maximum + k + 1]
                } else {
                    x = v[maximum + k - 1] + 1
                }
                var y = x - k
                while x < n && y < m && a[x] == b[y] { x += 1; y += 1 }
                v[maximum + k] = x
                if x >= n && y >= m { found = true; break }
                k += 2
            }
            if found { break }
        }
        // Back through the trace.
        var script: [Edit] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[maximum + k - 1] < v[maximum + k + 1])) ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : v[maximum + previousK]
            let previousY = previousX - previousK
            while x > previousX && y > previousY { script.append(.same); x -= 1; y -= 1 }
            if d > 0 {
                script.append(x == previousX ? .insert : .delete)
                x = previousX
                y = previousY
            }
        }
        while x > 0 && y > 0 { script.append(.same); x -= 1; y -= 1 }
        return script.reversed()
    }
}
