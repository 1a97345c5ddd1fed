import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PackModel
import ServiceLifecycle

/// Looks at the packs the studio shows every `interval` and keeps a version that changes
/// when any of their files does: a `Service` the application's service group runs beside
/// the HTTP server, and ends on graceful shutdown.
///
/// Polling, not inotify: it works the same on every system and file system, and catches
/// an editor's save whether it writes in place or renames a new file over the old one.
/// Each look is a `StudioWatch` look: stat first, then read and hash only what changed.
final class PackWatcher: Service, Sendable {
    let interval: Duration
    private let lock = NSLock()
    nonisolated(unsafe) private var watch: StudioWatch
    nonisolated(unsafe) private var current: String

    init(workspace: StudioWorkspace, interval: Duration) {
        self.interval = interval
        var watch = StudioWatch(workspace: workspace)
        self.current = watch.look()
        self.watch = watch
    }

    /// What the page last saw must equal this, or it asks again.
    var version: String { lock.withLock { current } }

    /// How many files the last look read, of how many it saw.
    var lastLook: (read: Int, seen: Int) { lock.withLock { (watch.filesRead, watch.filesSeen) } }

    /// One look now (the service's loop calls this; tests may too).
    @discardableResult
    func look() -> String {
        lock.withLock {
            current = watch.look()
            return current
        }
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do { try await Task.sleep(for: self.interval) } catch { return }
                self.look()
            }
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

    /// Listens for the signals beside the service group's own handler (a dispatch source
    /// per signal; several sources for one signal each see it).
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
