import Foundation

/// SplitMix64: small, fast and the same on every machine, so an input is known by its seed and index alone.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// The generator for input `index` of a run seeded `seed`: independent of every other input.
    init(seed: UInt64, index: Int) {
        var mixer = SeededRandom(seed: seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A size between 1 and `maximum`, uniform in its logarithm: as many small sizes as huge ones.
    mutating func logUniform(upTo maximum: Int) -> Int {
        guard maximum > 1 else { return 1 }
        let exponent = Double.random(in: 0...log(Double(maximum)), using: &self)
        return min(maximum, max(1, Int(exp(exponent))))
    }

    mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
}
