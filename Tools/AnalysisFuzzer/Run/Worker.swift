import Dispatch
import Foundation

/// Runs inputs `first..<first + count` one after another, reporting each on stdout as `start N <label>` before and
/// `done N <milliseconds>` after, flushed, so the driver knows which input was running when the worker crashed or
/// stopped answering. The driver restarts it after the failing input.
func runWorker(seed: UInt64, first: Int, count: Int, corpus: Corpus, shapeShare: Double, sizeScale: Double) {
    for index in first..<first + count {
        let input = FuzzInput.generate(seed: seed, index: index, corpus: corpus, shapeShare: shapeShare, sizeScale: sizeScale)
        report("start \(index) \(input.label)")
        let started = DispatchTime.now().uptimeNanoseconds
        _ = exercise(input)
        report("done \(index) \((DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)")
    }
}

private func report(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
