import Foundation

/// A mutex in one allocation, for the objects made once per file linted (the
/// document's derived results): `NSLock` is an object of its own that holds a separately
/// allocated mutex, and making and freeing both, for every file, cost about twice
/// what this does. The owner calls `destroy()` in its `deinit`, once.
struct FileLock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    func destroy() {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
