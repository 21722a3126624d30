#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// Timing helpers: cases run side by side in rounds, and each case's median round gives ns per operation.
/// Time is this thread's CPU time, so other processes on a shared machine do not count against a case.

/// Where `blackHole` mixes what it is given: a global the optimiser must assume someone reads. Mixing by
/// multiply-and-xor has no closed form, so a loop feeding it cannot be folded away.
nonisolated(unsafe) var blackHoleSink = 0

/// Makes the identity of `object` observable, so the work producing it cannot be removed or hoisted.
@inline(never)
func blackHole(_ object: AnyObject) {
    blackHoleSink = (blackHoleSink &* 31) ^ Int(bitPattern: ObjectIdentifier(object))
}

/// The result of one benchmark case.
struct CaseResult {
    let name: String
    let nanosecondsPerOperation: Double
}

/// One contender: a name and the operation to time.
struct BenchmarkCase {
    let name: String
    let operation: () -> Void
}

/// Times the cases side by side: after a warm-up, each of `rounds` rounds runs every case for `iterations`
/// operations in turn, so load from other processes falls on all cases alike. Returns each case's median
/// round, in nanoseconds per operation, in the order given.
func measureSideBySide(_ cases: [BenchmarkCase], iterations: Int, rounds: Int = 11) -> [CaseResult] {
    for benchmarkCase in cases {
        for _ in 0..<iterations { benchmarkCase.operation() }
    }
    var samples = Array(repeating: [Double](), count: cases.count)
    for _ in 0..<rounds {
        for (index, benchmarkCase) in cases.enumerated() {
            let start = threadCPUTimeNanoseconds()
            for _ in 0..<iterations { benchmarkCase.operation() }
            samples[index].append((threadCPUTimeNanoseconds() - start) / Double(iterations))
        }
    }
    return zip(cases, samples).map { benchmarkCase, caseSamples in
        CaseResult(name: benchmarkCase.name, nanosecondsPerOperation: median(caseSamples))
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// The CPU time this thread has used, in nanoseconds.
func threadCPUTimeNanoseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
}

/// Formats `value` with `decimals` digits after the point, without Foundation.
func formatted(_ value: Double, decimals: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = String(rounded)
    if let dot = text.firstIndex(of: ".") {
        let fraction = text[text.index(after: dot)...]
        if fraction.count < decimals { text += String(repeating: "0", count: decimals - fraction.count) }
    }
    return text
}

func padded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

func leftPadded(_ text: String, to width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
}
