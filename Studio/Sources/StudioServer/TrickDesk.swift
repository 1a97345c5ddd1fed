import Foundation
import PackModel

/// The trick judge behind the specimen's verdicts: `packtool trick`'s tools found once at
/// start-up (`TrickTools.find`), one reply per pack and version kept, and the judging
/// itself (rsvg-convert, then the recogniser) done on a queue of its own, one pack at a
/// time, so that neither a request for the page nor the watcher ever waits for it: the
/// specimen is served at once and its verdicts follow.
final class TrickDesk: Sendable {
    let tools: Result<TrickTools, TrickUnavailable>
    private let queue = DispatchQueue(label: "packtool-studio.trick", qos: .utility)
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
            queue.async { [self] in
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
