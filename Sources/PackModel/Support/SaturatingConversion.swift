extension Int {
    /// `value` without its fraction (rounded toward zero, as `Int(_:)` does), clamped to
    /// Int's range, and 0 for NaN. `Int(_:)` traps on NaN, on infinities and on anything
    /// past ±2^63, and the numbers of a pack's geometry can be any of those.
    init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value <= -0x1p63 {
            self = .min
        } else {
            self.init(value)
        }
    }
}
