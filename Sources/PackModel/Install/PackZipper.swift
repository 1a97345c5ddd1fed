import Foundation
import ZIPFoundation

/// What `PackZipper.zip` wrote.
public struct PackZipResult: Sendable {
    /// The pack that was zipped, as its source names it.
    public let source: String
    public let url: URL
    public let size: Int
    public let sha256: String
    /// What the zip gate found that is not an error (warnings, infos), in lint's words.
    public let findings: [Diagnostic]
    /// Files of the folder that are not part of the pack and were left out.
    public let skipped: [String]

    /// The warnings, and the notes that say what was left out (see `GatedPack.notes`).
    public var notes: [Diagnostic] { GatedPack.notes(findings) }
}

/// A pack the zip gate passed and its archive's bytes.
public struct PackArchive: Sendable {
    public let pack: GatedPack
    public let bytes: [UInt8]
    public var name: String { pack.map.glyphSet }
}

/// Builds a pack's downloadable archive, reproducibly: `<glyphSet>/` as the one top
/// folder holding `letter_map.json`, the SVGs the map names and `manifest.json`; entries
/// sorted by name, every timestamp 1980-01-01 00:00 (the ZIP epoch), every file 0644,
/// no folder entries, no extra fields, and every entry *stored* (not deflated), so the
/// bytes depend only on the pack's files, on Linux and macOS alike (deflate output
/// differs between zlib and Apple's Compression framework).
public struct PackZipper: Sendable {
    /// 1980-01-01T00:00:00Z.
    public static let fixedDate = Date(timeIntervalSince1970: 315_532_800)
    public static let filePermissions: UInt16 = 0o644

    /// The zip profile of the linter, with the repository's configuration.
    public var gate: PackGate

    public init(gate: PackGate = PackGate(.zipGate)) {
        self.gate = gate
    }

    /// Checks the pack folder and writes `<directory>/<glyphSet>.zip`.
    public func zip(folder: URL, into directory: URL, createDirectory: Bool = false) throws(PackOperationError) -> PackZipResult {
        try zip(FolderPackFiles(folder: folder), into: directory, createDirectory: createDirectory)
    }

    /// Checks the pack with the zip gate and writes `<directory>/<glyphSet>.zip`
    /// atomically (a temporary file in the same folder, synced, then renamed over the
    /// target).
    ///
    /// With `createDirectory`, a missing `directory` (and missing folders above it) is
    /// made once the pack has passed, and removed again if the archive cannot be
    /// written: a refused pack or a failed write leaves no new folder behind.
    public func zip(_ source: any PackFiles, into directory: URL, createDirectory: Bool = false) throws(PackOperationError) -> PackZipResult {
        let archive = try archive(source)
        let pack = archive.pack
        let bytes = archive.bytes

        let target = directory.appendingPathComponent(pack.map.glyphSet + ".zip")
        let created = createDirectory ? try Self.createMissingFolders(directory) : []
        do {
            try SmallFile.write(target, bytes: bytes, mode: 0o644)
        } catch {
            Self.removeEmptyFolders(created)
            throw .cannotWrite("cannot write \(target.path): \(error)")
        }
        return PackZipResult(source: source.displayPath, url: target, size: bytes.count, sha256: PackManifest.sha256Hex(bytes),
                             findings: pack.findings, skipped: pack.skipped)
    }

    /// Checks the pack with the zip gate and builds its archive in memory (what `zip`
    /// writes and `publish` puts in a catalogue): one notion of an acceptable pack, one
    /// archive layout.
    public func archive(_ source: any PackFiles) throws(PackOperationError) -> PackArchive {
        let pack = try gate.check(source)
        var contents = pack.files
        contents[PackManifest.fileName] = PackManifest(pack: pack.map.glyphSet, contents: contents).encoded()
        let bytes = try Self.archiveBytes(top: pack.map.glyphSet, contents: contents)

        // Self-check: the archive must pass the install gate, which a pack the zip gate
        // passed always does (the zip gate can only be stricter).
        do {
            _ = try PackGate(.installGate, policy: gate.policy).check(ArchivePackFiles(bytes: bytes, displayPath: "the new archive", policy: gate.policy))
        } catch {
            let reasons = error.errors.map(\.description)
            throw .cannotWrite("the archive packtool built fails the install gate (\(reasons.isEmpty ? error.description : reasons.joined(separator: "; "))); please report this")
        }
        return PackArchive(pack: pack, bytes: bytes)
    }

    /// Makes `directory` and every missing folder above it, outermost first; returns
    /// the folders it made, innermost first. On failure, removes them again.
    static func createMissingFolders(_ directory: URL) throws(PackOperationError) -> [URL] {
        var missing: [URL] = []
        var current = directory.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path) {
            missing.append(current)
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        var created: [URL] = []
        for folder in missing.reversed() {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
            } catch {
                removeEmptyFolders(created.reversed())
                throw .cannotWrite("cannot create the folder \(folder.path): \(FileErrorText.describe(error))")
            }
            created.append(folder)
        }
        return created.reversed()
    }

    /// Removes folders this run made, innermost first, each only while it is empty.
    static func removeEmptyFolders(_ folders: [URL]) {
        for folder in folders where rmdir(folder.path) != 0 { return }
    }

    /// The archive bytes for these files under `<top>/`, built in memory.
    static func archiveBytes(top: String, contents: [String: [UInt8]]) throws(PackOperationError) -> [UInt8] {
        do {
            let archive = try Archive(data: Data(), accessMode: .create)
            for name in contents.keys.sorted() {
                let data = Data(contents[name]!)
                try archive.addEntry(with: top + "/" + name, type: .file, uncompressedSize: Int64(data.count),
                                     modificationDate: fixedDate, permissions: filePermissions, compressionMethod: .none,
                                     provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) })
            }
            guard let data = archive.data else { throw PackOperationError.cannotWrite("the in-memory archive is empty") }
            return Array(data)
        } catch let error as PackOperationError {
            throw error
        } catch {
            throw .cannotWrite("cannot build the archive: \(error)")
        }
    }
}
