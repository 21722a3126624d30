import Foundation

/// Milliseconds between two `DispatchTime` readings.
func milliseconds(from start: UInt64, to end: UInt64) -> Double {
    Double(end &- start) / 1_000_000
}

/// The value below which `fraction` of the samples fall (nearest rank).
func percentile(_ samples: [Double], _ fraction: Double) -> Double {
    guard !samples.isEmpty else { return .nan }
    let sorted = samples.sorted()
    let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
}

/// Peak resident set size of process `pid` in megabytes (`VmHWM`), where the platform can tell.
func peakResidentMegabytes(of pid: Int32) -> Double? {
    #if os(Linux)
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    else { return nil }
    return kilobytes / 1024
    #else
    return nil
    #endif
}

func formatted(_ value: Double) -> String {
    String(format: value < 10 ? "%.2f" : "%.1f", value)
}
