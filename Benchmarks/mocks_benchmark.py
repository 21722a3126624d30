#!/usr/bin/env python3
"""Times `di-gen mocks` on synthetic workspaces of 1,000 and 10,000 components (issue: 10,000 in < 1 s, output
linear in requirements).

Builds release binaries, generates the workspaces with `workspace-generator` (kept in .cache/, shared with
check_benchmark.py), runs `di-gen mocks` several times each into a fresh file (so every run writes), and prints
median / best wall time, median CPU time, peak RSS, and the output's size per requirement.
Usage: python3 Benchmarks/mocks_benchmark.py [--runs N] [--sizes 1000,10000]
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build():
    for product in ("di-gen", "workspace-generator"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True,
                       stdout=subprocess.DEVNULL)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def workspace(bindir, size):
    path = os.path.join(ROOT, ".cache", f"workspace-{size}")
    if not os.path.isdir(os.path.join(path, "Sources")):
        subprocess.run([os.path.join(bindir, "workspace-generator"), str(size), path], check=True,
                       stdout=subprocess.DEVNULL)
    return path


def run_once(binary, path, output):
    """Wall seconds, CPU seconds (user + system), peak RSS (MiB) and stderr of one run in a fresh child."""
    if os.path.exists(output):
        os.remove(output)
    start = time.perf_counter()
    process = subprocess.Popen([binary, "mocks", "--output", output, path], stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    message = process.stderr.read()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"di-gen mocks failed: {message}")
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, message


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000")
    args = parser.parse_args()
    bindir = build()
    binary = os.path.join(bindir, "di-gen")
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores); wall time suffers from other load, CPU time much less")
    print(f"{'components':>10} {'mocks':>6} {'requirements':>12} {'median s':>9} {'best s':>7} {'cpu s':>6} "
          f"{'peak MiB':>9} {'bytes':>10} {'lines':>8} {'bytes/req':>9}")
    with tempfile.TemporaryDirectory() as scratch:
        for size in [int(s) for s in args.sizes.split(",")]:
            path = workspace(bindir, size)
            output = os.path.join(scratch, f"Mocks{size}.swift")
            run_once(binary, path, output)  # warm the file cache
            results = [run_once(binary, path, output) for _ in range(args.runs)]
            counts = re.search(r"\((\d+) mocks, (\d+) requirements\)", results[0][3])
            mocks, requirements = int(counts.group(1)), int(counts.group(2))
            size_bytes = os.path.getsize(output)
            lines = sum(1 for _ in open(output, "rb"))
            walls = [r[0] for r in results]
            print(f"{size:>10} {mocks:>6} {requirements:>12} {statistics.median(walls):>9.3f} {min(walls):>7.3f} "
                  f"{statistics.median(r[1] for r in results):>6.3f} {max(r[2] for r in results):>9.1f} "
                  f"{size_bytes:>10} {lines:>8} {size_bytes / requirements:>9.1f}")


if __name__ == "__main__":
    main()
