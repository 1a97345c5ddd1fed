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
            if let found = haystack.utf8.withContiguousStorageIfAvailable({ firstIndexIgnoringASCIICase(of: needle, in: $0) != nil }) { return found }
            return Array(haystack.utf8).withUnsafeBufferPointer { firstIndexIgnoringASCIICase(of: needle, in: $0) != nil }
        }
    }

    /// The one case-blind matcher: the offset of the first occurrence of `needle` (ASCII)
    /// in `haystack` at or after `start`, ASCII letters compared without case (`é` is not
    /// `É`), or nil. An empty needle is found at `start`.
    static func firstIndexIgnoringASCIICase(of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let count = needle.count
        guard count > 0 else { return start <= haystack.count ? start : nil }
        guard haystack.count >= count, start <= haystack.count - count else { return nil }
        let first = lowered(needle[0])
        for index in start...(haystack.count - count) where lowered(haystack[index]) == first {
            if matchesIgnoringASCIICase(needle, in: haystack, at: index, from: 1) { return index }
        }
        return nil
    }

    /// Whether `needle` (ASCII) is at `offset` in `haystack`, ASCII letters compared
    /// without case (the bytes before `from` in the needle taken as matched).
    @inline(__always)
    static func matchesIgnoringASCIICase(_ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, at offset: Int, from: Int = 0) -> Bool {
        guard offset >= 0, haystack.count - offset >= needle.count else { return false }
        var matched = from
        while matched < needle.count && lowered(haystack[offset + matched]) == lowered(needle[matched]) { matched += 1 }
        return matched == needle.count
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
