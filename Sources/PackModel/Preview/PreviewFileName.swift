/// Default output names: derived from the phrase or pack, safe characters only.
public enum PreviewFileName {
    /// Longest slug taken from a phrase.
    static let maximumSlugLength = 60

    /// `preview-hello-world.svg`: lowercase letters and digits, runs of anything else
    /// become one `-`, no leading or trailing `-`.
    public static func forPhrase(_ phrase: String, extension ext: String) -> String {
        "preview-\(slug(phrase)).\(ext)"
    }

    /// `specimen-classic.svg`
    public static func forSpecimen(pack: String, extension ext: String) -> String {
        "specimen-\(slug(pack)).\(ext)"
    }

    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            let safe = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
            if safe {
                if result.count + (pendingDash ? 2 : 1) > maximumSlugLength { break }
                if pendingDash && !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
        }
        return result.isEmpty ? "phrase" : result
    }
}
