import Testing
@testable import PackModel

/// The checks gather their findings with `flatMapNonEmpty`: what `flatMap` gives, in order.
@Suite struct FlatMapNonEmptyTests {
    @Test func itIsFlatMapInOrder() {
        let parts: [[Int]] = [[], [1, 2], [], [], [3], [4, 5, 6], []]
        for count in 0...parts.count {
            let prefix = Array(parts.prefix(count))
            #expect(prefix.flatMapNonEmpty { $0 } == prefix.flatMap { $0 })
        }
        #expect([[Int]]().flatMapNonEmpty { $0 }.isEmpty)
        #expect([1, 2, 3].flatMapNonEmpty { Array(repeating: $0, count: $0 - 1) } == [2, 3, 3])
    }
}
