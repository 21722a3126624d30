#!/usr/bin/env python3
"""Times `di-gen migrate needle --dry-run` on a repository whose one Makefile holds N `needle generate` commands
(each writing its own Needle file from its own folder, so N units), the whole migration of a fresh clone of it
(writing every file, comparing each unit with its Needle file and generating it), and `di-gen generate --check
--diff` on a stale generated file of a synthetic workspace (the unified diff's memory). All grow linearly.

Each binary named is run on the same repositories, interleaved, so a comparison with an older build is one run.
Prints wall seconds, CPU seconds and peak RSS per run.
Usage: python3 Benchmarks/migrate_benchmark.py [--commands 1000,10000] [--full-commands 1000,10000]
                                                [--diff-components 3000] [--runs 3]
                                                [--binary NAME=PATH ...]
(default binary: this checkout's release di-gen, built first.)
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Needle's file for one root component that reads nothing: what Needle 0.13 writes for it, shortened.
NEEDLE_FILE = """import NeedleFoundation

private let needleDependenciesHash : String? = nil

private func factoryEmptyDependencyProvider(_ component: NeedleFoundation.Scope) -> AnyObject {
    return EmptyDependencyProvider(component: component)
}

private func registerProviderFactory(_ componentPath: String, _ factory: @escaping (NeedleFoundation.Scope) -> AnyObject) {
    __DependencyProviderRegistry.instance.registerDependencyProviderFactory(for: componentPath, factory)
}

public func registerProviderFactories() {
    registerProviderFactory("^->RootComponent", factoryEmptyDependencyProvider)
}
"""


def build():
    for product in ("di-gen", "workspace-generator"):
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    return subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout.strip()


def git(path, *arguments):
    subprocess.run(["git", "-c", "user.name=b", "-c", "user.email=b@b", "-c", "commit.gpgsign=false", *arguments], cwd=path,
                   check=True, stdout=subprocess.DEVNULL)


def makefile_repository(commands):
    path = os.path.join(ROOT, ".cache", f"migrate-makefile-{commands}")
    if os.path.isdir(os.path.join(path, ".git")):
        return path
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    lines = ["generate:", "\texport OUT=Apps"]
    for index in range(commands):
        folder = os.path.join(path, "Apps", f"App{index}")
        os.makedirs(folder)
        with open(os.path.join(folder, "NeedleGenerated.swift"), "w") as file:
            file.write(NEEDLE_FILE)
        with open(os.path.join(folder, "Root.swift"), "w") as file:
            file.write("import NeedleFoundation\nfinal class RootComponent: BootstrapComponent {}\n")
        lines.append(f"\tneedle generate Apps/App{index}/NeedleGenerated.swift ${{OUT}}/App{index} --exclude-suffixes Tests")
    with open(os.path.join(path, "Makefile"), "w") as file:
        file.write("\n".join(lines) + "\n")
    git(path, "init", "-q")
    git(path, "add", "-A")
    git(path, "commit", "-q", "-m", "repository")
    return path


def stale_workspace(bindir, components, binary):
    """A workspace whose generated file is stale in about a third of its providers."""
    path = os.path.join(ROOT, ".cache", f"migrate-diff-{components}")
    if not os.path.isdir(os.path.join(path, "Sources")):
        shutil.rmtree(path, ignore_errors=True)
        subprocess.run([os.path.join(bindir, "workspace-generator"), str(components), path], check=True, stdout=subprocess.DEVNULL)
        os.makedirs(os.path.join(path, ".git"), exist_ok=True)
        output = os.path.join(path, "Generated.swift")
        subprocess.run([binary, "generate", "--output", output, os.path.join(path, "Sources")], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        with open(output) as file:
            lines = file.read().split("\n")
        with open(output, "w") as file:
            file.write("\n".join(line + " // edited" if index % 3 == 0 else line for index, line in enumerate(lines)))
    return path


def run_once(arguments, cwd):
    # stderr to a file: a pipe read only after the child ends would stall a child that says much.
    with tempfile.TemporaryFile(mode="w+") as errors_file:
        start = time.perf_counter()
        process = subprocess.Popen(arguments, cwd=cwd, stdout=subprocess.DEVNULL, stderr=errors_file, text=True)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        errors_file.seek(0)
        errors = errors_file.read()
    return os.waitstatus_to_exitcode(status), wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024.0, errors


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--commands", default="1000,10000")
    parser.add_argument("--full-commands", default="1000,10000", help="sizes migrated for real, in a fresh clone each run")
    parser.add_argument("--diff-components", default="3000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--binary", action="append", default=[], help="NAME=PATH of a di-gen to compare (repeatable)")
    parser.add_argument("--timeout-note", type=float, default=600, help="skip a binary's larger sizes once a run took longer")
    args = parser.parse_args()
    bindir = build()
    binaries = [tuple(entry.split("=", 1)) for entry in args.binary] or [("this", os.path.join(bindir, "di-gen"))]
    print(f"load average at start: {os.getloadavg()[0]:.1f} (2 cores)")
    slow = set()

    def interleaved(sizes, label, run):
        """`run(binary, path, commands)` for each size, run and binary, in that order; prints what it returns (a
        status check is the caller's); a binary is dropped from larger sizes once a run took longer than the note."""
        for commands in [int(value) for value in sizes.split(",") if value]:
            path = makefile_repository(commands)
            for _ in range(args.runs):
                for name, binary in binaries:
                    if name in slow:
                        continue
                    wall, cpu, rss = run(name, binary, path, commands)
                    print(f"{label}, {commands} commands, {name}: {wall:.2f} s wall, {cpu:.2f} s CPU, {rss:.0f} MiB")
                    if wall > args.timeout_note:
                        slow.add(name)

    def dry_run(name, binary, path, commands):
        status, wall, cpu, rss, errors = run_once([binary, "migrate", "needle", "--dry-run", path], path)
        if status != 0:
            sys.exit(f"{name}: migrate failed ({status}): {errors[-2000:]}")
        return wall, cpu, rss

    def full_run(name, binary, path, commands):
        clone = os.path.join(ROOT, ".cache", f"migrate-clone-{commands}")
        shutil.rmtree(clone, ignore_errors=True)
        git(ROOT, "clone", "-q", path, clone)
        status, wall, cpu, rss, errors = run_once([binary, "migrate", "needle", clone], clone)
        alike = errors.count("all resolved alike")
        if status != 0 or alike != commands:
            sys.exit(f"{name}: migrate failed ({status}, {alike} of {commands} units alike): {errors[-2000:]}")
        shutil.rmtree(clone, ignore_errors=True)
        return wall, cpu, rss

    interleaved(args.commands, "migrate --dry-run", dry_run)
    interleaved(args.full_commands, "migrate (writing)", full_run)
    for components in [int(value) for value in args.diff_components.split(",") if value]:
        path = stale_workspace(bindir, components, binaries[0][1])
        for run in range(args.runs):
            for name, binary in binaries:
                arguments = [binary, "generate", "--check", "--diff", "--output", os.path.join(path, "Generated.swift"), os.path.join(path, "Sources")]
                status, wall, cpu, rss, errors = run_once(arguments, path)
                if status != 1:
                    sys.exit(f"{name}: generate --check --diff should find the file stale ({status}): {errors[-2000:]}")
                print(f"generate --check --diff, {components} components, {name}: {wall:.2f} s wall, {cpu:.2f} s CPU, {rss:.0f} MiB")


if __name__ == "__main__":
    main()
