import Crypto
import Foundation

/// What the studio watches, looked at once per poll: stat first, then read and hash only
/// the files whose stat changed. The version it gives changes exactly when a file the
/// page shows (or the lint configuration) changes in name, kind, size or bytes.
///
/// Watched: each tier's GlyphSets folder (which packs there are) and every pack folder in
/// it, the folder the studio was opened on, and the `.packtool.json` that `packtool lint`
/// would use from the studio's working folder. Files are listed and read through
/// `FolderPackFiles` (bounded, never through a link), as everywhere else.
///
/// A file whose stat is unchanged is not read, except when it was modified within
/// `racyWindow` of the previous look: a file system's clock may be coarser than two quick
/// saves of the same size (git's "racily clean" case), so such a file is read again until
/// its time is safely in the past.
public struct StudioWatch: Sendable {
    public let workspace: StudioWorkspace
    /// How recent a modification must be (in seconds before the previous look) for an
    /// unchanged stat to be read anyway.
    public let racyWindow: Int64

    struct Known: Sendable {
        let stamp: FileStamp
        let digest: [UInt8]
    }

    private var known: [String: Known] = [:]
    private var lastLook: Int64 = 0
    /// How many files the last look read and hashed (what changed, and racy files).
    public private(set) var filesRead = 0
    /// How many regular files the last look saw.
    public private(set) var filesSeen = 0

    public init(workspace: StudioWorkspace, racyWindow: Int64 = 2) {
        self.workspace = workspace
        self.racyWindow = racyWindow
    }

    /// One look at every watched file; the version of what the page shows.
    public mutating func look() -> String {
        let started = Int64(Date().timeIntervalSince1970)
        var hasher = SHA256()
        var seen: [String: Known] = [:]
        filesRead = 0
        filesSeen = 0
        let roots = workspace.roots
        for root in [roots.documentsGlyphSets, roots.bundle] {
            let files = FolderPackFiles(folder: root)
            hasher.update(data: Array("\u{2}\(root.path)\u{0}".utf8))
            guard let listing = try? files.listStamped() else { continue }
            for (info, _) in listing.sorted(by: { $0.info.name < $1.info.name }) where info.kind == .directory && PackName.isSafe(info.name) {
                digest(FolderPackFiles(folder: root.appendingPathComponent(info.name, isDirectory: true)), only: nil, into: &hasher, seen: &seen)
            }
        }
        if case .folder(let folder, _) = workspace.opened {
            digest(FolderPackFiles(folder: folder), only: nil, into: &hasher, seen: &seen)
        }
        if let configuration = LintConfiguration.find(from: workspace.workingDirectory) {
            digest(FolderPackFiles(folder: configuration.deletingLastPathComponent()), only: configuration.lastPathComponent,
                   into: &hasher, seen: &seen)
        }
        known = seen
        lastLook = started
        return hasher.finalize().prefix(12).map { String(format: "%02x", $0) }.joined()
    }

    private mutating func digest(_ files: FolderPackFiles, only: String?, into hasher: inout SHA256, seen: inout [String: Known]) {
        hasher.update(data: Array("\u{1}\(files.folder.path)\u{0}".utf8))
        guard let listing = try? files.listStamped() else { return }
        for (info, stamp) in listing.sorted(by: { $0.info.name < $1.info.name }) where only == nil || info.name == only {
            hasher.update(data: Array("\(info.name)\u{0}\(info.kind.rawValue)\u{0}\(info.size)\u{0}".utf8))
            guard info.kind == .regular else { continue }
            filesSeen += 1
            let key = files.folder.path + "/" + info.name
            let racy = stamp.modified[0] >= lastLook - racyWindow || stamp.changed[0] >= lastLook - racyWindow
            if let previous = known[key], previous.stamp == stamp, !racy {
                seen[key] = previous
                hasher.update(data: previous.digest)
                continue
            }
            filesRead += 1
            let bytes = (try? files.read(info.name, limit: workspace.policy.maximumFileBytes)) ?? []
            let digest = Array(SHA256.hash(data: bytes))
            seen[key] = Known(stamp: stamp, digest: digest)
            hasher.update(data: digest)
        }
    }
}
