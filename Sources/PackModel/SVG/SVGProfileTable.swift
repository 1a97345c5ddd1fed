extension SVGProfile {
    /// The profile as a Markdown table, for the README and `packtool explain`; a test
    /// keeps docs/svg.md equal to it.
    public static var markdownTable: String {
        func list(_ names: some Sequence<String>) -> String {
            let sorted = names.sorted()
            return sorted.isEmpty ? "—" : sorted.map { "`\($0)`" }.joined(separator: ", ")
        }
        let order = ["svg", "g", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "title", "desc"]
        let names = order.filter { elements[$0] != nil } + elements.keys.filter { !order.contains($0) }.sorted()
        var lines = ["| Element | Draws | Attributes of its own |", "|---|---|---|"]
        for name in names {
            let draws = shapeElements.contains(name) ? "ink" : descriptiveElements.contains(name) ? "text for people, not drawn" : "groups"
            let own = descriptiveElements.contains(name) ? "core only, no presentation attributes" : list(elements[name] ?? [])
            lines.append("| `\(name)` | \(draws) | \(own) |")
        }
        for name in allowedWhenEmpty.sorted() {
            lines.append("| `\(name)` | nothing; accepted only when empty | core only |")
        }
        lines.append("")
        lines.append("- Core attributes, on every element: \(list(coreAttributes)).")
        lines.append("- Presentation attributes, on every element except `title` and `desc`: \(list(presentationAttributes)); paint (\(list(paintAttributes))) may not be `url(…)`.")
        lines.append("- Ignored anywhere (they draw nothing): \(list(ignorableAttributes)), and names starting with \(list(ignorableAttributePrefixes)).")
        lines.append("- Namespace declarations: the SVG namespace and `xmlns:xlink` only; others are editor metadata.")
        lines.append("- Text elements (\(list(textElements))) are a warning of their own: `svg.text`.")
        return lines.joined(separator: "\n")
    }
}
