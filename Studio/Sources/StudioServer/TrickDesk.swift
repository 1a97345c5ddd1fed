import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PackModel

/// The trick judge behind the specimen's verdicts: `packtool trick`'s tools found once at
/// start-up (`TrickTools.find`), one reply per pack and version kept, and the judging
/// itself (rsvg-convert, then the recogniser) done on a thread of its own at a lower CPU
/// priority, one pack at a time: neither a request for the page nor the watcher ever
/// waits for it, and on a busy machine the page's own answers come first. The specimen is
/// served at once and its verdicts follow.
final class TrickDesk: Sendable {
    let tools: Result<TrickTools, TrickUnavailable>
    private let worker = LowPriorityWorker()
    private let lock = NSLock()
    nonisolated(unsafe) private var replies: [String: StudioTrickReply] = [:]

    init(tools: Result<TrickTools, TrickUnavailable>) {
        self.tools = tools
    }

    /// The verdicts on `pack` at `version`: the kept reply when it is that version's,
    /// else judged now, off the server's threads.
    func reply(for pack: StudioPack, version: String) async -> StudioTrickReply {
        if case .failure = tools { return pack.trick(tools: tools, version: version) }
        if let kept = kept(pack.id, version) { return kept }
        return await withCheckedContinuation { continuation in
            worker.submit { [self] in
                // An earlier request may have judged this version while this one waited.
                if let kept = kept(pack.id, version) {
                    continuation.resume(returning: kept)
                    return
                }
                let reply = pack.trick(tools: tools, version: version)
                lock.withLock { replies[pack.id] = reply }
                continuation.resume(returning: reply)
            }
        }
    }

    private func kept(_ id: String, _ version: String) -> StudioTrickReply? {
        lock.withLock { replies[id].flatMap { $0.version == version ? $0 : nil } }
    }
}

/// Runs jobs in order on one thread of its own, started when there is work and ended when
/// there is none, at nice 10 on Linux (where niceness is per thread, and the processes it
/// starts, such as rsvg-convert, inherit it).
final class LowPriorityWorker: Sendable {
    static let niceness: Int32 = 10
    private let condition = NSLock()
    nonisolated(unsafe) private var jobs: [@Sendable () -> Void] = []
    nonisolated(unsafe) private var running = false

    func submit(_ job: @escaping @Sendable () -> Void) {
        let start: Bool = condition.withLock {
            jobs.append(job)
            defer { running = true }
            return !running
        }
        if start { Thread { [self] in drain() }.start() }
    }

    private func drain() {
        #if canImport(Glibc)
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
        #endif
        while true {
            let job: (@Sendable () -> Void)? = condition.withLock {
                if jobs.isEmpty {
                    running = false
                    return nil
                }
                return jobs.removeFirst()
            }
            guard let job else { return }
            job()
        }
    }
}
