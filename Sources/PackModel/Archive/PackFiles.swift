/// The files of one pack, whatever holds them (a vetted archive, a vetted folder, memory),
/// named relative to the pack root (`letter_map.json`, `lowercase_a.svg`, `manifest.json`).
/// This is what validators (the built-in one, the linter) and the installer read.
public protocol PackFiles: Sendable {
    /// Where the files come from, for messages (a path or a URL).
    var origin: String { get }
    /// Every file of the pack, sorted.
    var fileNames: [String] { get }
    /// The bytes of one file, read under the limits it was vetted with.
    func read(_ name: String) throws(ArchiveRefusal) -> [UInt8]
}

extension PackFiles {
    /// Reads every file once, each bounded by its vetting limits, all together by `maximumTotalBytes`.
    public func readAll(maximumTotalBytes: Int = ArchiveLimits.standard.maximumTotalBytes) throws(ArchiveRefusal) -> InMemoryPackFiles {
        var contents: [String: [UInt8]] = [:]
        var total = 0
        for name in fileNames {
            let bytes = try read(name)
            total += bytes.count
            guard total <= maximumTotalBytes else { throw .tooLarge(what: "the pack's files", size: total, limit: maximumTotalBytes) }
            contents[name] = bytes
        }
        return InMemoryPackFiles(origin: origin, contents: contents)
    }

    /// The decoded letter map, or why it cannot be used.
    public func letterMap() throws(ArchiveRefusal) -> Result<LetterMap, LetterMapError> {
        guard fileNames.contains(LetterMap.fileName) else { throw .missingFile(LetterMap.fileName) }
        let bytes = try read(LetterMap.fileName)
        return Result { () throws(LetterMapError) in try LetterMap(jsonBytes: bytes) }
    }
}

/// Pack files already read into memory (what the installer validates and writes).
public struct InMemoryPackFiles: PackFiles {
    public let origin: String
    public let contents: [String: [UInt8]]

    public init(origin: String, contents: [String: [UInt8]]) {
        self.origin = origin
        self.contents = contents
    }

    public var fileNames: [String] { contents.keys.sorted() }

    public func read(_ name: String) throws(ArchiveRefusal) -> [UInt8] {
        guard let bytes = contents[name] else { throw .missingFile(name) }
        return bytes
    }

    /// The same files without some of them.
    func removing(_ names: Set<String>) -> InMemoryPackFiles {
        InMemoryPackFiles(origin: origin, contents: contents.filter { !names.contains($0.key) })
    }
}
