#!/usr/bin/env python3
"""Fails when DIRuntime gets slower than its recorded figures by more than 25%.

Two measures, each a ratio to hand-written Swift measured in the same run, so the machine's speed cancels out:
- wall clock: `runtime-benchmark --ratios` (medians of interleaved rounds of thread CPU time), run --runs times;
  a case fails only when its best run is over the limit (a busy machine slows single runs); a case over it after
  --runs gets up to --more-runs further runs before it fails, since a slowdown of the whole machine can last a few
  runs (CI once saw everyLevel at 2.58x in all 3 with callgrind's counts unchanged, and 1.69-1.77x right after);
- instructions: callgrind's count per operation ((count at 3N - count at N) / 2N), the same on any load, and the
  number of reference-count and lock calls per operation (each an atomic instruction that costs far more than
  its one instruction suggests: a retain and release around a read were half of its time).
Recorded figures: Benchmarks/runtime-recorded.json. Usage:
    python3 Benchmarks/runtime_check.py [--binary PATH] [--runs 3] [--more-runs 4] [--record]
--record writes the figures measured now (after a deliberate change; say why in the commit).
"""
import argparse, json, os, re, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "runtime-recorded.json")
LIMIT = 1.25
CASES = {  # name: the profile arguments of runtime-benchmark
    "firstAccess": ["--profile-first-access"],
    "everyLevel": ["--profile-first-access", "--every-level"],
    "repeated": ["--profile-repeated-access"],
}
ATOMIC_CALLS = re.compile(r"^(swift_retain|swift_release|swift_bridgeObjectRetain|swift_bridgeObjectRelease|"
                          r"swift_unknownObjectRetain|swift_unknownObjectRelease|pthread_mutex_lock|pthread_mutex_unlock)$")


def wall_ratios(binary, runs):
    best = {}
    for _ in range(runs):
        figures = json.loads(subprocess.run([binary, "--ratios"], check=True, capture_output=True, text=True).stdout)
        for case, ratio in figures.items():
            best[case] = min(best.get(case, ratio), ratio)
    return best


def callgrind(binary, arguments, iterations):
    """Total instructions, and calls per function, of one run."""
    with tempfile.NamedTemporaryFile(suffix=".callgrind") as output:
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output.name}", binary] + arguments
                       + [str(iterations)], check=True, capture_output=True)
        text = subprocess.run(["callgrind_annotate", "--inclusive=no", output.name], check=True, capture_output=True,
                              text=True).stdout
        calls = {}
        total = int(re.search(r"([\d,]+) \(100\.0%\)\s+PROGRAM TOTALS", text).group(1).replace(",", ""))
        # Calls per callee: "calls=N ..." lines follow a "cfn=" line naming the callee.
        names, callee = {}, None
        for line in open(output.name, errors="replace"):
            match = re.match(r"fn=\((\d+)\) (.*)", line)
            if match:
                names[match.group(1)] = match.group(2).strip()
                continue
            match = re.match(r"cfn=\((\d+)\)(?: (.*))?", line)
            if match:
                number, name = match.groups()
                if name:
                    names[number] = name.strip()
                callee = names.get(number)
                continue
            match = re.match(r"calls=(\d+)", line)
            if match and callee:
                calls[callee] = calls.get(callee, 0) + int(match.group(1))
        return total, calls


def per_operation(binary, arguments, n=10000):
    low_total, low_calls = callgrind(binary, arguments, n)
    high_total, high_calls = callgrind(binary, arguments, 3 * n)
    atomic = sum(high_calls.get(name, 0) - low_calls.get(name, 0) for name in high_calls if ATOMIC_CALLS.match(name))
    return (high_total - low_total) / (2 * n), atomic / (2 * n)


def instruction_ratios(binary):
    figures = {}
    for case, arguments in CASES.items():
        runtime, runtime_atomic = per_operation(binary, arguments)
        hand, hand_atomic = per_operation(binary, arguments + ["--hand-written"])
        figures[case] = {"instructions": round(runtime / hand, 3), "atomicCalls": round(runtime_atomic, 1),
                         "handWrittenAtomicCalls": round(hand_atomic, 1)}
    return figures


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default=None)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--more-runs", type=int, default=4, help="further runs, one at a time, while a case is over its limit")
    parser.add_argument("--record", action="store_true")
    options = parser.parse_args()
    binary = options.binary
    if binary is None:
        root = os.path.dirname(HERE)
        subprocess.run(["swift", "build", "-c", "release", "--product", "runtime-benchmark"], cwd=root, check=True,
                       stdout=subprocess.DEVNULL)
        binary = os.path.join(subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=root, check=True,
                                             capture_output=True, text=True).stdout.strip(), "runtime-benchmark")
    measured = {"wall": wall_ratios(binary, options.runs)}
    runs = options.runs
    if not options.record and os.path.exists(RECORDED):
        limits = {case: ratio * LIMIT for case, ratio in json.load(open(RECORDED))["wall"].items()}
        while runs < options.runs + options.more_runs and any(measured["wall"][case] > limits.get(case, float("inf")) for case in measured["wall"]):
            runs += 1
            for case, ratio in wall_ratios(binary, 1).items():
                measured["wall"][case] = min(measured["wall"][case], ratio)
    if shutil.which("valgrind"):
        measured["callgrind"] = instruction_ratios(binary)
    else:
        print("runtime check: valgrind not found; instruction counts skipped", file=sys.stderr)
    print(json.dumps(measured, indent=2))
    if options.record:
        with open(RECORDED, "w") as file:
            json.dump(measured, file, indent=2)
            file.write("\n")
        print(f"recorded in {RECORDED}")
        return 0
    recorded = json.load(open(RECORDED))
    failures = []
    for case, ratio in measured["wall"].items():
        limit = recorded["wall"][case] * LIMIT
        if ratio > limit:
            failures.append(f"{case}: {ratio:.2f}x hand-written at best in {runs} runs, over {limit:.2f}x "
                            f"(recorded {recorded['wall'][case]:.2f}x + 25%)")
    for case, figures in measured.get("callgrind", {}).items():
        was = recorded.get("callgrind", {}).get(case)
        if not was:
            continue
        if figures["instructions"] > was["instructions"] * LIMIT:
            failures.append(f"{case}: {figures['instructions']:.2f}x hand-written's instructions, over "
                            f"{was['instructions'] * LIMIT:.2f}x (recorded {was['instructions']:.2f}x + 25%)")
        if figures["atomicCalls"] > was["atomicCalls"] + 0.5:
            failures.append(f"{case}: {figures['atomicCalls']} reference-count and lock calls per operation, "
                            f"recorded {was['atomicCalls']} (each is an atomic instruction)")
    for failure in failures:
        print("runtime check: FAIL " + failure, file=sys.stderr)
    if not failures:
        print("runtime check: ok (every ratio within 25% of the recorded one)", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
