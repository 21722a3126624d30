import Foundation

/// The command line: `scanner-oracle [--corpus DIR] [--max-files N] [--jobs J] [--report FILE]
/// [--min-agreement PCT] [--batch-size B]`.
struct OracleOptions: Sendable {
    var corpus = ".cache/corpus"
    /// True when `--corpus` was given: the folder is then used as it is, never (re)extracted.
    var corpusGiven = false
    var maxFiles: Int?
    /// Compiler processes in flight. Twice the cores by default: while one batch's compiler runs, another
    /// batch's JSON is being read, and the two overlap (measured: 1,500 files in 44 s with 2, 28 s with 4).
    var jobs = 2 * ProcessInfo.processInfo.activeProcessorCount
    var report = "docs/SCANNER-ORACLE.md"
    var minAgreement = 100.0
    /// Files per compiler call; one call costs ~60 ms of start-up, so batches amortise it.
    var batchSize = 40
    /// `--explain FILE`: print both readers' facts for one file instead of running the corpus.
    var explain: String?

    static let usage = """
        usage: scanner-oracle [--corpus DIR] [--max-files N] [--jobs J] [--report FILE] [--min-agreement PCT] [--batch-size B]
               scanner-oracle --explain FILE
        """

    enum ParseError: Error, CustomStringConvertible {
        case invalid(String)
        var description: String {
            switch self { case .invalid(let message): message }
        }
    }

    init() {}

    init(arguments: [String]) throws {
        var remaining = arguments[...]
        func value(for flag: String) throws -> String {
            guard let value = remaining.popFirst() else { throw ParseError.invalid("\(flag) needs a value\n\(Self.usage)") }
            return value
        }
        func number<Number: LosslessStringConvertible>(for flag: String) throws -> Number {
            let text = try value(for: flag)
            guard let number = Number(text) else { throw ParseError.invalid("\(flag): not a number: \(text)") }
            return number
        }
        while let flag = remaining.popFirst() {
            switch flag {
            case "--corpus":
                corpus = try value(for: flag)
                corpusGiven = true
            case "--max-files": maxFiles = try number(for: flag)
            case "--jobs": jobs = max(1, try number(for: flag))
            case "--report": report = try value(for: flag)
            case "--min-agreement": minAgreement = try number(for: flag)
            case "--batch-size": batchSize = max(1, try number(for: flag))
            case "--explain": explain = try value(for: flag)
            case "--help", "-h": throw ParseError.invalid(Self.usage)
            default: throw ParseError.invalid("unknown argument \(flag)\n\(Self.usage)")
            }
        }
    }
}
