extension Sequence {
    /// `flatMap`, appending only the arrays that hold something: what the checks use to
    /// gather each file's findings, where nearly every file has none. `flatMap` appends
    /// every file's array, and appending even an empty array to the empty result goes
    /// through the array's growth path (~100 instructions), once a file for each of a
    /// dozen checks. The first non-empty array is taken as it is, not copied.
    @inlinable
    func flatMapNonEmpty<Part>(_ transform: (Element) throws -> [Part]) rethrows -> [Part] {
        var result: [Part] = []
        for element in self {
            let part = try transform(element)
            guard !part.isEmpty else { continue }
            if result.isEmpty { result = part } else { result.append(contentsOf: part) }
        }
        return result
    }
}
