import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point of an install where a test may stop the process (see `PackInstaller.checkpoint`).
public enum InstallStep: String, Sendable, CaseIterable {
    /// The new pack is complete and synced in its staging folder; nothing is in place yet.
    case staged
    /// The new pack is in place; the old one (if any) still waits to be removed.
    case swapped
    /// Fallback path only (no atomic exchange): the old pack has been renamed aside and
    /// the new one is not in place yet.
    case asideOld = "aside"
}

/// What an install did.
public struct InstallResult: Sendable {
    public let name: String
    public let folder: URL
    public let replaced: Bool
    /// The pack was already installed byte for byte as it would be written (its files
    /// and its manifest): nothing was written.
    public let unchanged: Bool
    /// What the install gate found that is not an error (warnings, infos), in lint's words.
    public let findings: [Diagnostic]
    /// Files of the source that are not part of the pack and were not installed.
    public let skipped: [String]
    /// The warnings, and the notes that say what was left out (see `GatedPack.notes`).
    public var notes: [Diagnostic] { GatedPack.notes(findings) }
    /// Leftovers of interrupted runs that were cleaned up first.
    public let recovered: [String]
}

/// Installs packs into `<documents>/GlyphSets/` so that, killed at any instant, the
/// folder holds the old pack or the new one, complete, never a mixture:
///
/// 1. the source is read into memory under the limits and judged by the install gate
///    (the linter's install profile, with no configuration): nothing is written for a
///    refused pack;
/// 2. under an exclusive `flock` on `GlyphSets/.packtool.lock`, leftovers of an
///    interrupted run are repaired (`recover`);
/// 3. the files are written into `GlyphSets/.staging-<name>-<random>/` (0644, folder
///    0755, created exclusively, never through a link), each file and the folder synced;
/// 4. the staging folder takes the pack's place in one step: a plain rename when there
///    is no old pack; otherwise an atomic exchange (Linux `renameat2(RENAME_EXCHANGE)`,
///    macOS `renamex_np(RENAME_SWAP)`), after which the staging name holds the old pack
///    and is removed. Where exchange is not supported the old pack is renamed to
///    `.old-<name>-<random>` first, then the new one into place; a run killed between
///    the two renames leaves no pack at the name until the next run, whose recovery
///    renames the old one back.
///
/// Hidden names (`.staging-`, `.old-`, `.trash-`) are never listed as packs.
public struct PackInstaller: Sendable {
    public static let lockFileName = ".packtool.lock"
    static let stagingPrefix = ".staging-"
    static let oldPrefix = ".old-"
    static let trashPrefix = ".trash-"

    public let glyphSets: URL
    /// The limits a source is judged by.
    public let policy: PackPolicy
    /// Use the atomic exchange when available (tests turn it off to exercise the fallback).
    public var useExchange = true
    /// Called at each `InstallStep`; packtool wires it to its test hook.
    public var checkpoint: @Sendable (InstallStep) -> Void = { _ in }

    public init(glyphSets: URL, policy: PackPolicy = .standard) {
        self.glyphSets = glyphSets.standardizedFileURL
        self.policy = policy
    }

    /// The install profile of the linter: every check at its default severity, no
    /// configuration (a downloaded pack is hostile, and nothing may weaken this gate).
    public var gate: PackGate { PackGate(.installGate, policy: policy) }

    // MARK: - Installing

    /// Opens the source (checking an archive's SHA-256 first) and installs it.
    public func install(_ source: InstallSource, force: Bool) throws(PackOperationError) -> InstallResult {
        try install(source.open(policy: policy), force: force)
    }

    /// Checks the pack with the install gate, then installs it as `<glyphSets>/<glyphSet>/`.
    /// Replacing an installed pack needs `force` unless that pack is exactly as packtool
    /// installed it (its manifest matches its files). When the installed pack already
    /// holds exactly the files this install would write, nothing is written and the
    /// result says `unchanged`, whatever the source (folder, archive or download).
    public func install(_ source: any PackFiles, force: Bool) throws(PackOperationError) -> InstallResult {
        try install(gated: gate.check(source), force: force)
    }

    /// Installs a pack this installer's gate has already passed (`gate.check`), for a
    /// caller that must look at the pack between the gate and the write (the catalogue
    /// client checks the pack is the one its entry names).
    public func install(gated pack: GatedPack, force: Bool) throws(PackOperationError) -> InstallResult {
        try withLock { () throws(PackOperationError) -> InstallResult in
            let recovered = recover()
            let name = pack.map.glyphSet
            let target = glyphSets.appendingPathComponent(name, isDirectory: true)
            let exists = Self.exists(target)
            var contents = pack.files
            contents[PackManifest.fileName] = PackManifest(pack: name, contents: contents).encoded()
            if exists, (try? Self.installedFiles(target, policy: policy)) == contents {
                return InstallResult(name: name, folder: target, replaced: false, unchanged: true, findings: pack.findings,
                                     skipped: pack.skipped, recovered: recovered)
            }
            if exists && !force, let reason = Self.reasonNotPristine(target, name: name, policy: policy) {
                throw .wouldReplace(name: name, reason: reason)
            }
            let staging = try stage(contents, name: name)
            do {
                checkpoint(.staged)
                try place(staging, at: target, name: name, exists: exists)
            } catch {
                try? FileManager.default.removeItem(at: staging)
                throw .cannotWrite("cannot move the new pack into \(target.path): \(error)")
            }
            return InstallResult(name: name, folder: target, replaced: exists, unchanged: false, findings: pack.findings,
                                 skipped: pack.skipped, recovered: recovered)
        }
    }

    /// Writes the files into a new staging folder, synced.
    func stage(_ contents: [String: [UInt8]], name: String) throws(PackOperationError) -> URL {
        let staging = glyphSets.appendingPathComponent(Self.stagingPrefix + name + "-" + Self.randomSuffix(), isDirectory: true)
        do {
            guard mkdir(staging.path, 0o700) == 0 else { throw POSIXFailure(operation: "create \(staging.path)") }
            for name in contents.keys.sorted() {
                try Self.writeFile(staging.appendingPathComponent(name), bytes: contents[name]!)
            }
            guard chmod(staging.path, 0o755) == 0 else { throw POSIXFailure(operation: "chmod \(staging.path)") }
            AtomicRename.syncFolder(staging)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw .cannotWrite("cannot write the staging folder: \(error)")
        }
        return staging
    }

    /// Puts the complete staging folder at `target` in one step (see the type's comment).
    func place(_ staging: URL, at target: URL, name: String, exists: Bool) throws(POSIXFailure) {
        if !exists {
            try AtomicRename.rename(staging, to: target)
            AtomicRename.syncFolder(glyphSets)
            checkpoint(.swapped)
            return
        }
        if useExchange, try AtomicRename.exchange(staging, target) == .exchanged {
            AtomicRename.syncFolder(glyphSets)
            checkpoint(.swapped)
            try? FileManager.default.removeItem(at: staging) // now the old pack
            return
        }
        let aside = glyphSets.appendingPathComponent(Self.oldPrefix + name + "-" + Self.randomSuffix(), isDirectory: true)
        try AtomicRename.rename(target, to: aside)
        checkpoint(.asideOld)
        do {
            try AtomicRename.rename(staging, to: target)
        } catch {
            try? AtomicRename.rename(aside, to: target)
            throw error
        }
        AtomicRename.syncFolder(glyphSets)
        checkpoint(.swapped)
        try? FileManager.default.removeItem(at: aside)
    }

    // MARK: - Uninstalling

    /// Removes an installed pack: renamed aside in one step (so it is gone or still whole),
    /// then deleted. Returns its former folder.
    @discardableResult
    public func uninstall(_ name: String) throws(PackOperationError) -> URL {
        guard PackName.isSafe(name) else { throw .notAPackName(name) }
        // Nothing to remove: say so before the lock, which would create the documents
        // folder, GlyphSets/ and the lock file. A copy an interrupted install left
        // aside (`.old-<name>-…`) counts: recovery puts it back, then it is removed.
        guard Self.exists(glyphSets.appendingPathComponent(name, isDirectory: true)) || hasSetAside(name) else {
            throw .notInstalled(name: name, folder: glyphSets)
        }
        return try withLock { () throws(PackOperationError) -> URL in
            _ = recover()
            let target = glyphSets.appendingPathComponent(name, isDirectory: true)
            guard Self.exists(target) else { throw .notInstalled(name: name, folder: glyphSets) }
            let trash = glyphSets.appendingPathComponent(Self.trashPrefix + name + "-" + Self.randomSuffix(), isDirectory: true)
            do { try AtomicRename.rename(target, to: trash) } catch { throw .cannotWrite("cannot remove \(target.path): \(error)") }
            AtomicRename.syncFolder(glyphSets)
            try? FileManager.default.removeItem(at: trash)
            return target
        }
    }

    /// Whether an interrupted install left the pack renamed aside.
    func hasSetAside(_ name: String) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: glyphSets.path)) ?? []).contains { entry in
            // `.old-<name>-<random>`, read as recover() reads it: the name ends at the last '-'.
            guard entry.hasPrefix(Self.oldPrefix), let dash = entry.lastIndex(of: "-") else { return false }
            return entry[entry.index(entry.startIndex, offsetBy: Self.oldPrefix.count)..<dash] == name
        }
    }

    // MARK: - Recovery

    /// Repairs what an interrupted run left, and says what it did. Must run under the
    /// lock. Staging and trash folders are removed; an `.old-<name>-…` folder is renamed
    /// back to `<name>` when nothing is there (the run died between its two renames),
    /// else removed.
    public func recover() -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: glyphSets.path) else { return [] }
        var done: [String] = []
        for entry in names.sorted() {
            let url = glyphSets.appendingPathComponent(entry)
            if entry.hasPrefix(Self.stagingPrefix) || entry.hasPrefix(Self.trashPrefix) {
                if (try? FileManager.default.removeItem(at: url)) != nil { done.append("removed \(entry)") }
            } else if entry.hasPrefix(Self.oldPrefix), let dash = entry.lastIndex(of: "-"),
                      dash > entry.index(entry.startIndex, offsetBy: Self.oldPrefix.count) {
                let name = String(entry[entry.index(entry.startIndex, offsetBy: Self.oldPrefix.count)..<dash])
                let target = glyphSets.appendingPathComponent(name, isDirectory: true)
                if PackName.isSafe(name) && !Self.exists(target), (try? AtomicRename.rename(url, to: target)) != nil {
                    done.append("restored \(name) from \(entry)")
                } else if (try? FileManager.default.removeItem(at: url)) != nil {
                    done.append("removed \(entry)")
                }
            }
        }
        if !done.isEmpty { AtomicRename.syncFolder(glyphSets) }
        return done
    }

    // MARK: - Helpers

    /// Runs `body` holding an exclusive lock on the root (waiting for another install).
    func withLock<T>(_ body: () throws(PackOperationError) -> T) throws(PackOperationError) -> T {
        do {
            try FileManager.default.createDirectory(at: glyphSets, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite("cannot create \(glyphSets.path): \(FileErrorText.describe(error))")
        }
        let lockPath = glyphSets.appendingPathComponent(Self.lockFileName).path
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        guard fd >= 0 else { throw .cannotWrite("cannot open the lock file: \(POSIXFailure(operation: lockPath))") }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw .cannotWrite("cannot lock: \(POSIXFailure(operation: lockPath))") }
        }
        return try body()
    }

    /// Creates the file exclusively (never through a link), 0644 whatever the umask,
    /// writes it whole and syncs it.
    static func writeFile(_ url: URL, bytes: [UInt8]) throws(POSIXFailure) {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw POSIXFailure(operation: "create \(url.path)") }
        defer { close(fd) }
        guard fchmod(fd, 0o644) == 0 else { throw POSIXFailure(operation: "chmod \(url.path)") }
        guard SmallFile.writeAll(fd, bytes) else { throw POSIXFailure(operation: "write \(url.path)") }
        guard fsync(fd) == 0 else { throw POSIXFailure(operation: "sync \(url.path)") }
    }

    /// Whether anything (even a dangling link) has this name.
    static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// Why an installed pack may not be replaced without --force, or nil when it is
    /// exactly what packtool installed (a real folder whose manifest matches its files).
    static func reasonNotPristine(_ folder: URL, name: String, policy: PackPolicy) -> String? {
        let contents: [String: [UInt8]]
        do {
            contents = try installedFiles(folder, policy: policy)
        } catch {
            return error.reason
        }
        do {
            guard let manifestBytes = contents[PackManifest.fileName] else { return "was not installed by packtool (it has no manifest.json)" }
            let manifest: PackManifest
            do { manifest = try PackManifest(jsonBytes: manifestBytes) } catch { return "has been changed since it was installed (manifest.json: \(error))" }
            let mismatches = manifest.mismatches(contents, glyphSet: name)
            return mismatches.isEmpty ? nil : "has been changed since it was installed (manifest.json: \(mismatches.joined(separator: "; ")))"
        }
    }

    /// Why an installed folder's files cannot be read as a pack's.
    struct NotAPlainPack: Error { let reason: String }

    /// Every file of an installed pack folder, by name: only a real folder of regular
    /// files (never through a link), each read under the policy's limit.
    static func installedFiles(_ folder: URL, policy: PackPolicy) throws(NotAPlainPack) -> [String: [UInt8]] {
        var info = stat()
        guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { throw NotAPlainPack(reason: "is not a plain folder") }
        let files = FolderPackFiles(folder: folder)
        func changed(_ error: PackReadError) -> NotAPlainPack {
            NotAPlainPack(reason: "has been changed since it was installed (\(error.description))")
        }
        let entries: [PackFileInfo]
        do throws(PackReadError) { entries = try files.list().entries } catch { throw changed(error) }
        var contents: [String: [UInt8]] = [:]
        for entry in entries {
            guard entry.kind == .regular else {
                throw NotAPlainPack(reason: "has been changed since it was installed (\(entry.name) is \(entry.kind.phrase))")
            }
            do throws(PackReadError) {
                contents[entry.name] = try files.read(entry.name, limit: policy.maximumFileBytes)
            } catch {
                throw changed(error)
            }
        }
        return contents
    }

    static func randomSuffix() -> String {
        (0..<8).map { _ in String(UInt8.random(in: 0...15), radix: 16) }.joined()
    }
}
