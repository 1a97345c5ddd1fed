#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Substring search on bytes, for the hot paths (lint, fix, the catalogue reader).
///
/// `String.contains(_:)`, `range(of:)` and `components(separatedBy:)` with a string
/// argument go through Foundation's `NSString` on Linux: bridging, Unicode-aware
/// comparison and an allocation per call. That one pattern was 81 % of a lint run
/// (`EditorProgram.detect` asking five times per file), 28 % of fix and of the
/// catalogue parse (issue #22). What these callers look for is ASCII in UTF-8 bytes,
/// where a byte comparison gives the same answer as the string one.
enum ByteSearch {
    /// `body` over the UTF-8 bytes of `text`, contiguous: in place for a native string
    /// (a small string's bytes are copied to the stack), in a copy only for a bridged
    /// one. Iterating the UTF-8 view instead asks the string's representation at every
    /// byte, some 25-30 instructions a byte.
    @inline(__always)
    static func withBytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable(body) ?? Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether `byte` occurs in `bytes` (memchr).
    @inline(__always)
    static func contains(byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        return memchr(base, Int32(byte), bytes.count) != nil
    }

    /// Whether `byte` occurs in the UTF-8 of `text`.
    static func contains(byte: UInt8, in text: String) -> Bool {
        withBytes(of: text) { contains(byte: byte, in: $0) }
    }

    /// The offset of the first occurrence of `needle` in `haystack`, or nil.
    /// An empty needle is found at the start. Nothing is copied when both are
    /// contiguous (a string literal's UTF-8, a byte array).
    static func firstIndex(of needle: some Collection<UInt8>, in haystack: some Collection<UInt8>) -> Int? {
        guard !needle.isEmpty else { return 0 }
        if let found = needle.withContiguousStorageIfAvailable({ needle in firstIndex(of: needle, in: haystack) }) { return found }
        return Array(needle).withUnsafeBufferPointer { firstIndex(of: $0, in: haystack) }
    }

    private static func firstIndex(of needle: UnsafeBufferPointer<UInt8>, in haystack: some Collection<UInt8>) -> Int? {
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
        // Neither side copied: nearly every value searched (path data above all) holds
        // no match.
        withBytes(of: needle) { needle in
            if let found = haystack.utf8.withContiguousStorageIfAvailable({ containsIgnoringASCIICase(needle, in: $0) }) { return found }
            return Array(haystack.utf8).withUnsafeBufferPointer { containsIgnoringASCIICase(needle, in: $0) }
        }
    }

    private static func containsIgnoringASCIICase(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = needle.count
        guard count > 0 else { return true }
        guard haystack.count >= count else { return false }
        let first = lowered(needle[0])
        for index in 0...(haystack.count - count) where lowered(haystack[index]) == first {
            var matched = 1
            while matched < count && lowered(haystack[index + matched]) == lowered(needle[matched]) { matched += 1 }
            if matched == count { return true }
        }
        return false
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

    private static func search(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>) -> Int? {
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
