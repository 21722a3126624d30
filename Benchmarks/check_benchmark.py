#!/usr/bin/env python3
"""Times `di-lsp --check` on synthetic workspaces of 1,000 and 10,000 components.

Builds release binaries, generates the workspaces with `workspace-generator` (kept in .cache/), runs the
check several times each, and prints median / best wall time and peak RSS of the child process.
Usage: python3 Benchmarks/check_benchmark.py [--runs N] [--sizes 1000,10000]
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "di-lsp"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run(["swift", "build", "-c", "release", "--product", "workspace-generator"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return bindir


def workspace(bindir, size):
    path = os.path.join(ROOT, ".cache", f"workspace-{size}")
    if not os.path.isdir(os.path.join(path, "Sources")):
        subprocess.run([os.path.join(bindir, "workspace-generator"), str(size), path], check=True,
                       stdout=subprocess.DEVNULL)
    return path


def run_once(binary, path):
    """Wall seconds, CPU seconds (user + system) and peak RSS (MiB) of one `--check` run in a fresh child."""
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(binary, [binary, "--check", path])
    _, status, usage = os.wait4(pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"di-lsp --check exited {code}")
    return wall, usage.ru_maxrss / 1024.0, code, usage.ru_utime + usage.ru_stime


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--sizes", default="1000,10000")
    args = parser.parse_args()
    bindir = build()
    binary = os.path.join(bindir, "di-lsp")
    load = os.getloadavg()[0]
    print(f"load average at start: {load:.1f} (2 cores); wall time suffers from other load, CPU time much less")
    print(f"{'components':>10} {'files':>6} {'lines':>9} {'median s':>9} {'best s':>7} {'cpu s':>6} {'peak MiB':>9} exit")
    for size in [int(s) for s in args.sizes.split(",")]:
        path = workspace(bindir, size)
        files = [os.path.join(dp, f) for dp, _, fs in os.walk(path) for f in fs if f.endswith(".swift")]
        lines = sum(1 for f in files for _ in open(f, "rb"))
        run_once(binary, path)  # warm the file cache
        results = [run_once(binary, path) for _ in range(args.runs)]
        walls = [r[0] for r in results]
        cpu = statistics.median(r[3] for r in results)
        print(f"{size:>10} {len(files):>6} {lines:>9} {statistics.median(walls):>9.3f} {min(walls):>7.3f} {cpu:>6.3f} "
              f"{max(r[1] for r in results):>9.1f} {results[0][2]}")


if __name__ == "__main__":
    main()
