import DIRuntime
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

// runtime-benchmark: DIRuntime against hand-written Swift, a Needle-style runtime and a Swinject-style
// container, side by side.
// Run with `swift run -c release runtime-benchmark`. Cases run in interleaved rounds; figures are each case's
// median round, in ns of this thread's CPU time per operation; ratios are to the first hand-written variant.

registerRuntimeChainProviderFactories()
registerNeedleStyleProviderFactories()

// `--profile-first-access [N]` and `--profile-repeated-access [N]` loop one case only, for a profiler; add
// `--hand-written` to loop the baseline instead, and `--every-level` (first access) to read at every level.
// A small N suits valgrind (instruction counts per operation).
let profiledIterations = CommandLine.arguments.last.flatMap { Int($0) }
let profileHandWritten = CommandLine.arguments.contains("--hand-written")
if CommandLine.arguments.contains("--profile-first-access") {
    let iterations = profiledIterations ?? 2_000_000
    let everyLevel = CommandLine.arguments.contains("--every-level")
    if profileHandWritten {
        for _ in 0..<iterations { blackHole(readSession(everyLevel ? makeHandLeafReadingEveryLevel() : makeHandLeaf())) }
    } else if everyLevel {
        for _ in 0..<iterations { blackHole(readSession(makeRuntimeLeafReadingEveryLevel())) }
    } else {
        for _ in 0..<iterations { blackHole(readSession(makeRuntimeLeaf())) }
    }
    exit(0)
}
if CommandLine.arguments.contains("--profile-repeated-access") {
    let iterations = profiledIterations ?? 100_000_000
    if profileHandWritten {
        let leaf = makeHandLeaf()
        for _ in 0..<iterations { blackHole(readSession(leaf)) }
    } else {
        let leaf = makeRuntimeLeaf()
        for _ in 0..<iterations { blackHole(readSession(leaf)) }
    }
    exit(0)
}

// `--ratios`: only DIRuntime against the hand-written baseline in the three cases the goals name, as one line of
// JSON (`Benchmarks/runtime_check.py` compares it with the recorded figures).
if CommandLine.arguments.contains("--ratios") {
    func ratio(_ runtime: @escaping () -> Void, _ handWritten: @escaping () -> Void, iterations: Int) -> Double {
        let results = measureSideBySide(
            [BenchmarkCase(name: "DIRuntime", operation: runtime), BenchmarkCase(name: "hand-written", operation: handWritten)],
            iterations: iterations)
        return results[0].nanosecondsPerOperation / results[1].nanosecondsPerOperation
    }
    let first = ratio({ blackHole(readSession(makeRuntimeLeaf())) }, { blackHole(readSession(makeHandLeaf())) }, iterations: 20_000)
    let everyLevel = ratio(
        { blackHole(readSession(makeRuntimeLeafReadingEveryLevel())) }, { blackHole(readSession(makeHandLeafReadingEveryLevel())) },
        iterations: 20_000)
    let runtimeLeaf = makeRuntimeLeaf(), handLeaf = makeHandLeaf()
    let repeated = ratio({ blackHole(readSession(runtimeLeaf)) }, { blackHole(readSession(handLeaf)) }, iterations: 1_000_000)
    print("{\"firstAccess\": \(formatted(first, decimals: 3)), \"everyLevel\": \(formatted(everyLevel, decimals: 3)), \"repeated\": \(formatted(repeated, decimals: 3))}")
    exit(0)
}

/// Prints a table of results with each one's ratio to the result named `baselineName`.
func report(_ title: String, _ results: [CaseResult], baselineName: String) {
    let baseline = results.first { $0.name == baselineName }!
    print("\n\(title)")
    print(padded("  case", to: 54) + leftPadded("ns/op", to: 10) + leftPadded("ratio", to: 9))
    for result in results {
        let ratio = result.nanosecondsPerOperation / baseline.nanosecondsPerOperation
        print(padded("  " + result.name, to: 54)
            + leftPadded(formatted(result.nanosecondsPerOperation), to: 10)
            + leftPadded(formatted(ratio, decimals: 2) + "x", to: 9))
    }
}

// Sanity: every contender really returns one session per root.
do {
    let leaf = makeRuntimeLeaf()
    precondition(readSession(leaf) === readSession(leaf), "DIRuntime: shared must return one instance")
    let handLeaf = makeHandLeaf()
    precondition(readSession(handLeaf) === readSession(handLeaf))
    let closureLeaf = makeClosureLeaf()
    precondition(readSession(closureLeaf) === readSession(closureLeaf))
    let containerLeaf = makeContainerLeaf()
    precondition(readSession(containerLeaf) === readSession(containerLeaf))
    let needleStyleLeaf = makeNeedleStyleLeaf()
    precondition(readSession(needleStyleLeaf) === readSession(needleStyleLeaf))
}

let baselineName = "hand-written, parent properties (baseline)"

// MARK: - First access: create the root and seven levels, then read the session at level 7.

report(
    "First access (root + 7 levels created, session resolved at depth 7, chain deallocated)",
    measureSideBySide([
        BenchmarkCase(name: "DIRuntime") { blackHole(readSession(makeRuntimeLeaf())) },
        BenchmarkCase(name: baselineName) { blackHole(readSession(makeHandLeaf())) },
        BenchmarkCase(name: "hand-written, closures handed down") { blackHole(readSession(makeClosureLeaf())) },
        BenchmarkCase(name: "hand-written, eager lets (no lazy, no lock)") {
            blackHole(readSession(makeEagerLeaf()))
        },
        BenchmarkCase(name: "Needle-style runtime (string paths, [String: Any])") {
            blackHole(readSession(makeNeedleStyleLeaf()))
        },
        BenchmarkCase(name: "Swinject-style container") { blackHole(readSession(makeContainerLeaf())) },
    ] + lockFreeHandWrittenCases(firstAccess: true), iterations: 20_000),
    baselineName: baselineName)

// The same, but every level reads `network` through its dependency on the way down, so DIRuntime makes a
// provider at every level (the case above makes one, at the leaf, as providers are made on first use).
let everyLevelBaseline = "hand-written, parent properties, every level reads"
report(
    "First access, every level reading its dependency on the way down",
    measureSideBySide([
        BenchmarkCase(name: "DIRuntime, every level reads") { blackHole(readSession(makeRuntimeLeafReadingEveryLevel())) },
        BenchmarkCase(name: everyLevelBaseline) { blackHole(readSession(makeHandLeafReadingEveryLevel())) },
    ], iterations: 20_000),
    baselineName: everyLevelBaseline)

// MARK: - Repeated access: read the session at level 7 of an existing chain.

let runtimeLeaf = makeRuntimeLeaf()
let handLeaf = makeHandLeaf()
let closureLeaf = makeClosureLeaf()
let eagerLeaf = makeEagerLeaf()
let containerLeaf = makeContainerLeaf()
let needleStyleLeaf = makeNeedleStyleLeaf()

report(
    "Repeated access (session at depth 7 of an existing chain)",
    measureSideBySide([
        BenchmarkCase(name: "DIRuntime") { blackHole(readSession(runtimeLeaf)) },
        BenchmarkCase(name: baselineName) { blackHole(readSession(handLeaf)) },
        BenchmarkCase(name: "hand-written, closures handed down") { blackHole(readSession(closureLeaf)) },
        BenchmarkCase(name: "hand-written, eager lets (no lazy, no lock)") { blackHole(readSession(eagerLeaf)) },
        BenchmarkCase(name: "Needle-style runtime (string paths, [String: Any])") {
            blackHole(readSession(needleStyleLeaf))
        },
        BenchmarkCase(name: "Swinject-style container") { blackHole(readSession(containerLeaf)) },
    ] + lockFreeHandWrittenCases(firstAccess: false), iterations: 1_000_000),
    baselineName: baselineName)

// MARK: - Keying shared instances: a repeated read of the 8th of 8 values (DIRuntime's lock-free where it can be).

let addressKeyed = AddressKeyedComponent()
let stringKeyed = StringKeyedComponent()
let typeKeyed = TypeKeyedComponent()
let lockOnly = LockOnlyComponent()
fillAll(addressKeyed, stringKeyed, typeKeyed)
let lockFloorName = "lock + stored let (floor)"
report(
    "Keying shared instances (repeated read of the last of 8 values; all but DIRuntime behind a recursive mutex)",
    measureSideBySide([
        BenchmarkCase(name: "DIRuntime shared: #function address, list scan") { blackHole(readLast(addressKeyed)) },
        BenchmarkCase(name: "Needle 0.x: [String: Any] by #function, as? T") { blackHole(readLast(stringKeyed)) },
        BenchmarkCase(name: "[ObjectIdentifier: AnyObject] by value type") { blackHole(readLast(typeKeyed)) },
        BenchmarkCase(name: lockFloorName) { blackHole(readLast(lockOnly)) },
    ], iterations: 1_000_000),
    baselineName: lockFloorName)

// MARK: - Registration of a generated table of 21,111 states (see RegistrationLoad.swift for what they are).

var registerMilliseconds: [Double] = []
var readMilliseconds: [Double] = []
for rootType in pathStepTypes {
    var start = threadCPUTimeNanoseconds()
    DependencyProviderRegistry.shared.register(registrationTable(under: rootType))
    registerMilliseconds.append((threadCPUTimeNanoseconds() - start) / 1e6)
    start = threadCPUTimeNanoseconds()
    let provided = readEveryState(under: rootType)
    readMilliseconds.append((threadCPUTimeNanoseconds() - start) / 1e6)
    precondition(provided == 10_000, "every leaf state must have its provider, found \(provided)")
}
var warmMilliseconds: [Double] = []
for _ in 0..<5 {
    let start = threadCPUTimeNanoseconds()
    _ = readEveryState(under: PathStep9.self)
    warmMilliseconds.append((threadCPUTimeNanoseconds() - start) / 1e6)
}
print("\nRegistration of a generated table of 21,111 states (10,000 with a provider), \(registerMilliseconds.count) runs")
print("  register (what registerProviderFactories() costs), median: "
    + "\(formatted(median(registerMilliseconds), decimals: 3)) ms (max \(formatted(registerMilliseconds.max()!, decimals: 3)))")
print("  then reading every state's entries once (as creating a component in each would), median: "
    + "\(formatted(median(readMilliseconds), decimals: 2)) ms")
print("  looking every state up again (warm), median: \(formatted(median(warmMilliseconds), decimals: 2)) ms")

// Creating components still costs one short lookup when the registry holds 200,000+ states.
report(
    "First access again, registry now holding 200,000+ states",
    measureSideBySide([
        BenchmarkCase(name: "DIRuntime") { blackHole(readSession(makeRuntimeLeaf())) },
        BenchmarkCase(name: baselineName) { blackHole(readSession(makeHandLeaf())) },
    ], iterations: 20_000, rounds: 5),
    baselineName: baselineName)
print("\n(sink \(blackHoleSink & 0xF))")
