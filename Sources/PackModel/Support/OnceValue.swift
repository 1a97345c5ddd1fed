import Foundation

/// A value worked out the first time it is asked for, at most once, from whichever
/// thread asks first: a lazy fact of an immutable (Sendable) object.
final class OnceValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var make: (@Sendable () -> Value)?
    private var made: Value?

    init(_ make: @escaping @Sendable () -> Value) { self.make = make }

    var value: Value {
        lock.withLock {
            if let make {
                made = make()
                self.make = nil
            }
            return made!
        }
    }
}
