/// Substring search on bytes, for the hot paths (lint, fix, the catalogue reader).
///
/// `String.contains(_:)`, `range(of:)` and `components(separatedBy:)` with a string
/// argument go through Foundation's `NSString` on Linux: bridging, Unicode-aware
/// comparison and an allocation per call. That one pattern was 81 % of a lint run
/// (`EditorProgram.detect` asking five times per file), 28 % of fix and of the
/// catalogue parse (issue #22). What these callers look for is ASCII in UTF-8 bytes,
/// where a byte comparison gives the same answer as the string one.
enum ByteSearch {
    /// The offset of the first occurrence of `needle` in `haystack`, or nil.
    /// An empty needle is found at the start.
    static func firstIndex(of needle: some Collection<UInt8>, in haystack: some Collection<UInt8>) -> Int? {
        let needle = Array(needle)
        guard !needle.isEmpty else { return 0 }
        if let found = haystack.withContiguousStorageIfAvailable({ search(needle, in: $0) }) { return found }
        return Array(haystack).withUnsafeBufferPointer { search(needle, in: $0) }
    }

    /// Whether `needle` occurs in `haystack`.
    static func contains(_ needle: some Collection<UInt8>, in haystack: some Collection<UInt8>) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    /// Whether the UTF-8 of `needle` occurs in the UTF-8 of `haystack`: for ASCII
    /// needles, the answer `haystack.contains(needle)` gives without Foundation.
    static func contains(_ needle: String, in haystack: some StringProtocol) -> Bool {
        var haystack = String(haystack)
        return haystack.withUTF8 { bytes in contains(needle.utf8, in: bytes) }
    }

    /// Whether `needle` (ASCII) occurs in `haystack` with ASCII letters compared without
    /// case: `haystack.lowercased().contains(needle)` for a lowercase ASCII needle,
    /// without the copy and without Foundation.
    static func containsIgnoringASCIICase(_ needle: String, in haystack: some StringProtocol) -> Bool {
        let needle = needle.utf8.map(lowered)
        guard !needle.isEmpty else { return true }
        // No copy: nearly every value searched (path data above all) holds no match.
        let utf8 = haystack.utf8
        guard let first = needle.first, utf8.contains(where: { lowered($0) == first }) else { return false }
        return !endsOfMatchesIgnoringASCIICase(needle, in: utf8).isEmpty
    }

    /// Where each match of `needle` (ASCII) ends in `haystack`, ASCII letters compared
    /// without case, matches not overlapping: what `range(of:options: .caseInsensitive)`
    /// in a loop finds, for an ASCII needle, as indices into the string.
    static func endsOfMatchesIgnoringASCIICase(_ needle: String, in haystack: String) -> [String.Index] {
        endsOfMatchesIgnoringASCIICase(needle.utf8.map(lowered), in: haystack.utf8)
    }

    private static func endsOfMatchesIgnoringASCIICase<View: Collection<UInt8>>(_ needle: [UInt8], in utf8: View) -> [View.Index] {
        var result: [View.Index] = []
        var index = utf8.startIndex
        while index != utf8.endIndex {
            var end = index
            var matched = 0
            while matched < needle.count, end != utf8.endIndex, lowered(utf8[end]) == needle[matched] {
                end = utf8.index(after: end)
                matched += 1
            }
            if matched == needle.count {
                result.append(end)
                index = end
            } else {
                index = utf8.index(after: index)
            }
        }
        return result
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    private static func search(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = needle.count
        guard haystack.count >= count else { return nil }
        let first = needle[0]
        let last = haystack.count - count
        var index = 0
        while index <= last {
            if haystack[index] == first {
                var matched = 1
                while matched < count && haystack[index + matched] == needle[matched] { matched += 1 }
                if matched == count { return index }
            }
            index += 1
        }
        return nil
    }
}
