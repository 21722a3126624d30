import Foundation

/// Everything one run found, in corpus order.
struct OracleResult: Sendable {
    var filesSelected = 0
    var filesCompared = 0
    var exclusions: [(path: String, exclusion: Exclusion)] = []
    var tally = Tally()
    var disagreements: [Disagreement] = []
    var selfCheckProblems: [(path: String, problem: String)] = []
    var seconds = 0.0

    var overallAgreement: Double { Tally.percent(tally.totalAgreements, of: tally.totalFacts) }
}

/// Runs the batches on `jobs` threads, each driving its own compiler process, and gathers the outcomes.
enum OracleRun {
    static func run(files: [String], corpus: URL, swiftc: URL, options: OracleOptions) throws -> OracleResult {
        let clock = ContinuousClock()
        let started = clock.now
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scanner-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let processor = BatchProcessor(corpus: corpus, invocation: CompilerInvocation(swiftc: swiftc), scratch: scratch)
        let batches = stride(from: 0, to: files.count, by: options.batchSize).map {
            Array(files[$0..<min($0 + options.batchSize, files.count)])
        }
        let board = ResultBoard(batchCount: batches.count)
        let group = DispatchGroup()
        for _ in 0..<min(options.jobs, max(batches.count, 1)) {
            group.enter()
            let thread = Thread {
                while let index = board.nextBatch() {
                    board.store(processor.process(batches[index]), at: index)
                }
                group.leave()
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        group.wait()

        var result = OracleResult()
        result.filesSelected = files.count
        for (path, outcome) in zip(files, board.outcomes.flatMap { $0 }) {
            switch outcome {
            case .compared(let tally, let disagreements, let problems):
                result.filesCompared += 1
                result.tally.add(tally)
                result.disagreements.append(contentsOf: disagreements)
                result.selfCheckProblems.append(contentsOf: problems.map { (path, $0) })
            case .excluded(let exclusion):
                result.exclusions.append((path, exclusion))
            }
        }
        let elapsed = clock.now - started
        result.seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }
}

/// The shared work list and result slots of a run; a lock keeps the threads apart.
private final class ResultBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private let batchCount: Int
    private var slots: [[FileOutcome]]

    init(batchCount: Int) {
        self.batchCount = batchCount
        slots = Array(repeating: [], count: batchCount)
    }

    func nextBatch() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < batchCount else { return nil }
        next += 1
        return next - 1
    }

    func store(_ outcomes: [FileOutcome], at index: Int) {
        lock.lock()
        slots[index] = outcomes
        lock.unlock()
    }

    var outcomes: [[FileOutcome]] {
        lock.lock()
        defer { lock.unlock() }
        return slots
    }
}
