#!/usr/bin/env python3
"""Times `di-lsp --check` and `di-gen generate` on graph shapes whose path counts or sizes used to blow up
(issues 10 and 12): diamonds 30 and 64 levels deep (2^31 and 2^65 paths), a root with 5,000 children, a chain
of 10,000 components each the child of the previous, and 100,000 components that nothing creates.

Builds the release tools, writes each workspace with `workspace-generator --shape ...` into .cache/shapes/,
runs each tool in a fresh child process and prints wall time, CPU time (user + system), peak RSS, the exit
status and, for di-gen, the size of the generated file. Not a timed test: the goals are in docs/PERFORMANCE.md.
Usage: python3 Benchmarks/graph_shapes_benchmark.py [--runs N] [--only NAME,...]
"""
import argparse
import os
import resource
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name: (workspace-generator arguments, whether di-gen can generate it: --break adds an error on purpose)
SHAPES = {
    "diamond-30": (["30", "--shape", "diamond", "--break"], False),
    "diamond-30-clean": (["30", "--shape", "diamond"], True),
    "diamond-64": (["64", "--shape", "diamond"], True),
    "wide-5000": (["5000", "--shape", "wide"], True),
    "chain-10000": (["10000", "--shape", "chain"], True),
    "unreachable-100000": (["100000", "--shape", "unreachable"], False),
}


def build():
    for product in ["di-lsp", "di-gen", "workspace-generator"]:
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def workspace(bindir, name, arguments):
    path = os.path.join(ROOT, ".cache", "shapes", name)
    if not os.path.isdir(os.path.join(path, "Sources")):
        subprocess.run([os.path.join(bindir, "workspace-generator"), arguments[0], path] + arguments[1:], check=True,
                       stdout=subprocess.DEVNULL)
    return path


def run_once(command):
    """Wall seconds, CPU seconds and peak RSS (MiB) of one run in a fresh child, and its exit status."""
    start = time.perf_counter()
    with open(os.devnull, "w") as null:
        process = subprocess.Popen(command, stdout=null, stderr=null)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, code


def measure(command, runs):
    samples = [run_once(command) for _ in range(runs)]
    walls = [s[0] for s in samples]
    return statistics.median(walls), statistics.median(s[1] for s in samples), max(s[2] for s in samples), samples[-1][3]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", default="")
    options = parser.parse_args()
    bindir = build()
    only = set(filter(None, options.only.split(",")))
    print(f"load average {os.getloadavg()[0]:.1f}; {options.runs} runs each, medians")
    print(f"{'shape':<20} {'tool':<8} {'wall s':>8} {'CPU s':>8} {'RSS MiB':>8} {'exit':>5} {'output':>10}")
    for name, (arguments, generates) in SHAPES.items():
        if only and name not in only:
            continue
        path = workspace(bindir, name, arguments)
        wall, cpu, rss, code = measure([os.path.join(bindir, "di-lsp"), "--check", path], options.runs)
        print(f"{name:<20} {'check':<8} {wall:8.3f} {cpu:8.3f} {rss:8.1f} {code:5d} {'':>10}", flush=True)
        if generates:
            output = os.path.join(ROOT, ".cache", "shapes", name + "-GeneratedProviders.swift")
            wall, cpu, rss, code = measure(
                [os.path.join(bindir, "di-gen"), "generate", "--output", output, path], options.runs)
            size = os.path.getsize(output) if os.path.exists(output) else 0
            print(f"{name:<20} {'di-gen':<8} {wall:8.3f} {cpu:8.3f} {rss:8.1f} {code:5d} {size:>9,}B", flush=True)


main()
