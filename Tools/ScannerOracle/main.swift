import Foundation

// scanner-oracle: compares what DIScanner reads from real Swift files with what the compiler parses.
// See docs/SCANNER-ORACLE.md for the method and the latest findings.

let options: OracleOptions
do {
    options = try OracleOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("scanner-oracle: \(error)\n".utf8))
    exit(2)
}

if let explain = options.explain {
    guard let swiftc = CompilerInvocation.locateSwiftc() else { exit(2) }
    exit(ExplainFile.run(path: explain, swiftc: swiftc))
}

let corpus: URL
switch CorpusSelection.prepare(options) {
case .ready(let directory):
    corpus = directory
case .skipped(let why):
    print("scanner-oracle: skipped: \(why)")
    exit(0)
case .failed(let why):
    FileHandle.standardError.write(Data("scanner-oracle: \(why)\n".utf8))
    exit(2)
}

guard let swiftc = CompilerInvocation.locateSwiftc() else {
    FileHandle.standardError.write(Data("scanner-oracle: no swiftc on PATH (or set SCANNER_ORACLE_SWIFTC)\n".utf8))
    exit(2)
}

let files = CorpusSelection.files(in: corpus, limit: options.maxFiles)
let result: OracleResult
do {
    result = try OracleRun.run(files: files, corpus: corpus, swiftc: swiftc, options: options)
} catch {
    FileHandle.standardError.write(Data("scanner-oracle: \(error)\n".utf8))
    exit(2)
}

print(SummaryText.render(result, minAgreement: options.minAgreement))

let reportURL = URL(fileURLWithPath: options.report)
let existingReport = try? String(contentsOf: reportURL, encoding: .utf8)
let sourceLines = SourceLineLookup(corpus: corpus)
let report = MarkdownReport(
    result: result,
    commandLine: (["scanner-oracle"] + CommandLine.arguments.dropFirst()).joined(separator: " "),
    minAgreement: options.minAgreement,
    sourceContext: { sourceLines.context($0.line, of: $0.file) },
    preamble: MarkdownReport.preamble(ofExisting: existingReport))
do {
    try FileManager.default.createDirectory(at: reportURL.deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.render().write(to: reportURL, atomically: true, encoding: .utf8)
    print("report: \(options.report)")
} catch {
    FileHandle.standardError.write(Data("scanner-oracle: cannot write \(options.report): \(error)\n".utf8))
    exit(2)
}

exit(result.overallAgreement >= options.minAgreement ? 0 : 1)
