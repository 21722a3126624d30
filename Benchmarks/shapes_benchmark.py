#!/usr/bin/env python3
"""Times `di-lsp --check` on adversarial shapes that used to crash it or blow up (the type-text and
protocol-chain rows): a type nested 1,000,000 deep in each form, `A` followed by 100,000 `?`, and 10,000
dependency protocols each inheriting the previous.

Builds the release `di-lsp`, writes each workspace into .cache/shapes/ (one small file), runs the check in a
fresh child process and prints wall time, CPU time, peak RSS and the exit status (0 or 1 is a clean run;
anything else, such as -11 for a crash, is a failure). Not a timed test: the goals are in docs/PERFORMANCE.md.
Usage: python3 Benchmarks/shapes_benchmark.py [--runs N] [--depth D]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "di-lsp"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(bindir, "di-lsp")


def nested_types(depth):
    """One type per form, each nested `depth` levels (made one at a time, to keep this process small)."""
    return {
        "parentheses": "(" * depth + "A" + ")" * depth,
        "generic arguments": "A<" * depth + "A" + ">" * depth,
        "arrays": "[" * depth + "A" + "]" * depth,
        "dictionaries": "[A: " * depth + "A" + "]" * depth,
        "function arrows": "(A) -> " * depth + "A",
        "A + 100,000 ?": "A" + "?" * 100_000,
    }


def type_workspace(text):
    """A root providing `value` of the type and a component requiring it: both sides are read and compared."""
    return (f"protocol FeedDependency: Dependency {{\n    var value: {text} {{ get }}\n}}\n"
            f"final class Root: BootstrapComponent {{\n    var value: {text} {{ fatalError() }}\n"
            "    var feed: Feed { Feed(parent: self) }\n}\n"
            "final class Feed: Component<FeedDependency> {}\n")


def chain_workspace(count):
    """`count` protocols, each inheriting the previous with one requirement; the root provides them all."""
    lines = ["protocol P0: Dependency { var r0: R { get } }"]
    lines += [f"protocol P{i}: P{i - 1} {{ var r{i}: R {{ get }} }}" for i in range(1, count)]
    lines.append("final class Root: BootstrapComponent {")
    lines += [f"    var r{i}: R {{ R() }}" for i in range(count)]
    lines.append("    var leaf: Leaf { Leaf(parent: self) }")
    lines.append("}")
    lines.append(f"final class Leaf: Component<P{count - 1}> {{}}")
    return "\n".join(lines) + "\n"


def write(name, source):
    path = os.path.join(ROOT, ".cache", "shapes", name.replace(" ", "-").replace(",", "").replace("+", "plus"))
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    with open(os.path.join(path, "Shape.swift"), "w") as file:
        file.write(source)
    return path, len(source)


def run_once(binary, path):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(binary, [binary, "--check", path])
    _, status, usage = os.wait4(pid, 0)
    return (time.perf_counter() - start, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0,
            os.waitstatus_to_exitcode(status))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--depth", type=int, default=1_000_000)
    parser.add_argument("--chain", type=int, default=10_000)
    args = parser.parse_args()
    binary = build()
    # Written first and dropped, so the forked children do not start with this process's big strings
    # (peak RSS counts what a child inherits before it runs di-lsp).
    workspaces = [(name, *write(name, type_workspace(text))) for name, text in nested_types(args.depth).items()]
    name = f"{args.chain:,}-protocol chain"
    workspaces.append((name, *write(name, chain_workspace(args.chain))))
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores)")
    print(f"{'shape':<26} {'bytes':>10} {'wall median s':>14} {'cpu s':>7} {'peak MiB':>9} exit")
    failed = False
    for name, path, size in workspaces:
        results = [run_once(binary, path) for _ in range(args.runs)]
        exits = {r[3] for r in results}
        failed = failed or not exits <= {0, 1}
        print(f"{name:<26} {size:>10,} {statistics.median(r[0] for r in results):>14.3f} "
              f"{statistics.median(r[1] for r in results):>7.3f} {max(r[2] for r in results):>9.1f} "
              f"{','.join(str(e) for e in sorted(exits))}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
