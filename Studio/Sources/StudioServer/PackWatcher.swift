import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PackModel

/// Polls the packs the studio shows and keeps a version that changes when any of their
/// files does. Polling, not inotify: it works the same on every system and file system,
/// and what is compared (names, kinds, sizes and bytes, through the pack seam) catches an
/// editor's save whether it writes in place or renames a new file over the old one.
final class PackWatcher: Sendable {
    let workspace: StudioWorkspace
    private let lock = NSLock()
    nonisolated(unsafe) private var current: String

    init(workspace: StudioWorkspace) {
        self.workspace = workspace
        self.current = workspace.fingerprint()
    }

    /// What the page last saw must equal this, or it asks again.
    var version: String { lock.withLock { current } }

    func run(every interval: Duration, until stopping: StopSignal) async {
        while !stopping.isStopped && !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let seen = workspace.fingerprint()
            lock.withLock { current = seen }
        }
    }
}

/// Set once SIGINT or SIGTERM arrives (or the server has stopped): open event streams end,
/// so the server's graceful shutdown never waits for a page left open.
final class StopSignal: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var stopped = false
    nonisolated(unsafe) private var sources: [any DispatchSourceSignal] = []

    var isStopped: Bool { lock.withLock { stopped } }

    func stop() { lock.withLock { stopped = true } }

    /// Listens for the signals beside the server's own handler (a dispatch source per
    /// signal; several sources for one signal each see it).
    func install() {
        lock.withLock {
            for number in [SIGINT, SIGTERM] {
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [weak self] in self?.stop() }
                source.resume()
                sources.append(source)
            }
        }
    }
}
