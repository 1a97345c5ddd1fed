/// A fixed table keyed by short names (the element and attribute names of the SVG
/// profile), with a lookup made for them: FNV-1a over the name's UTF-8 bytes, open
/// addressing, and one string comparison. `Set<String>` and `Dictionary` run seeded
/// SipHash over the whole string for every query; the SVG checks ask for every element
/// and attribute of every file, and that hashing was a twentieth of a lint run.
struct NameTable<Value: Sendable>: Sendable {
    private let keys: [String]
    private let values: [Value]
    /// One more than an index into `keys`, or 0 for an empty slot. The count is a power
    /// of two at least twice the number of keys, so a probe always ends.
    private let slots: [Int32]

    /// The first value given for a name wins.
    init(_ pairs: some Sequence<(String, Value)>) {
        var keys: [String] = []
        var values: [Value] = []
        for (key, value) in pairs where !keys.contains(key) {
            keys.append(key)
            values.append(value)
        }
        var size = 4
        while size < keys.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.hash(key)) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.keys = keys
        self.values = values
        self.slots = slots
    }

    init(_ dictionary: [String: Value]) {
        self.init(dictionary.map { ($0.key, $0.value) })
    }

    @inline(__always)
    private static func hash(_ name: String) -> UInt64 {
        ByteSearch.withBytes(of: name, hash)
    }

    @inline(__always)
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash
    }

    subscript(name: String) -> Value? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if keys[entry - 1] == name { return values[entry - 1] }
            slot = (slot + 1) & mask
        }
    }
}

/// A fixed set of names with `NameTable`'s lookup.
struct NameSet: Sendable {
    private let table: NameTable<Bool>

    init(_ names: some Sequence<String>) {
        table = NameTable(names.map { ($0, true) })
    }

    func contains(_ name: String) -> Bool { table[name] != nil }
}
