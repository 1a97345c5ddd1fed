/// "Did you mean" for names a user typed: check ids, map keys, status values, pack
/// names, subcommands. The one place that decides what counts as a slip.
public enum Suggestion {
    /// The candidate closest to `text` when it is a plausible slip (case, `_`/`-`, one or
    /// two edits), else nil.
    public static func closest(to text: String, in candidates: [String]) -> String? {
        closeMatches(to: text, in: candidates, limit: 1).first
    }

    /// Up to `limit` plausible candidates, best first.
    public static func closeMatches(to text: String, in candidates: [String], limit: Int = 3) -> [String] {
        let key = normalized(text)
        let scored = candidates.map { candidate -> (String, Int) in
            let other = normalized(candidate)
            if other == key { return (candidate, 0) }
            // A word of the id typed alone ("code-length") counts as close.
            if key.count >= 3 && (other.contains(key) || key.contains(other)) { return (candidate, 1) }
            return (candidate, editDistance(key, other))
        }
        return scored
            .filter { $0.1 <= max(1, min(3, $0.0.count / 3)) }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .prefix(limit)
            .map(\.0)
    }

    /// Lowercased, with `_`, `-` and spaces removed: "Coming-Soon" and "coming_soon" agree.
    static func normalized(_ text: String) -> String {
        text.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
    }

    /// Edit distance over characters, where swapping two neighbours counts as one edit
    /// (optimal string alignment): "lnit" is one slip from "lint", as a typist makes it.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left), b = Array(right)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[b.count]
    }
}
