#!/usr/bin/env python3
"""What the runtime library alone costs an app's release build: the same app (workspace-generator --di-only, 100
components per file) with only a stub `registerProviderFactories()`, built against NeedleFoundation and against
DIRuntime from one or more checkouts, interleaved.

Each library is copied into a package of its own (NeedleFoundation from a Needle checkout's Sources/, DIRuntime
from a di-lsp checkout's Sources/), each app depends on one by path. Measured per variant: one clean release build
(library and app), then --rounds rebuilds of the App target alone (its sources touched; the library stays built),
user CPU and wall, rounds interleaved so that the machine's drift hits every variant alike.

Usage: python3 Benchmarks/stub_build_cost.py --needle NEEDLE_CHECKOUT [--runtime NAME=DI_LSP_CHECKOUT ...]
           [--size 1000] [--rounds 4] [--work DIR]
(--runtime defaults to this checkout, named "this"; workspace-generator is this checkout's release build.)
"""
import argparse
import os
import resource
import shutil
import statistics
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

LIBRARY_PACKAGE = """// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "{name}", products: [.library(name: "{module}", targets: ["{module}"])],
    targets: [.target(name: "{module}")], swiftLanguageModes: [.{mode}])
"""

APP_PACKAGE = """// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "app", dependencies: [.package(path: "../{library}")],
    targets: [.executableTarget(name: "App", dependencies: [.product(name: "{module}", package: "{library}")])],
    swiftLanguageModes: [.v6])
"""


def build(folder):
    """User CPU and wall seconds of `swift build -c release` in `folder` (children's CPU, measured around it)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime
    started = time.monotonic()
    subprocess.run(["swift", "build", "-c", "release"], cwd=folder, check=True, capture_output=True)
    return resource.getrusage(resource.RUSAGE_CHILDREN).ru_utime - before, time.monotonic() - started


def make_variant(work, name, module, sources, generated, mode):
    library, app = os.path.join(work, f"lib-{name}"), os.path.join(work, f"app-{name}")
    shutil.rmtree(library, ignore_errors=True)
    shutil.rmtree(app, ignore_errors=True)
    shutil.copytree(sources, os.path.join(library, "Sources", module))
    with open(os.path.join(library, "Package.swift"), "w") as f:
        f.write(LIBRARY_PACKAGE.format(name=f"lib-{name}", module=module, mode=mode))
    shutil.copytree(generated, os.path.join(app, "Sources", "App"))
    for path in os.listdir(os.path.join(app, "Sources", "App")):
        full = os.path.join(app, "Sources", "App", path)
        with open(full) as f:
            text = f.read()
        with open(full, "w") as f:
            f.write(text.replace("import DIRuntime\n", f"import {module}\n"))
    with open(os.path.join(app, "Sources", "App", "Registration.swift"), "w") as f:
        f.write("func registerProviderFactories() {}\n")
    with open(os.path.join(app, "Sources", "App", "main.swift"), "w") as f:
        f.write("registerProviderFactories()\nlet root = RootComponent()\nprint(ObjectIdentifier(root.session))\n")
    with open(os.path.join(app, "Package.swift"), "w") as f:
        f.write(APP_PACKAGE.format(library=f"lib-{name}", module=module))
    return app


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--needle", required=True, help="a checkout of uber/needle (its Sources/NeedleFoundation)")
    parser.add_argument("--runtime", action="append", default=[], help="NAME=PATH of a di-lsp checkout")
    parser.add_argument("--size", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--work", default=os.path.join(ROOT, ".cache", "stub-build-cost"))
    args = parser.parse_args()
    runtimes = [tuple(item.split("=", 1)) for item in args.runtime] or [("this", ROOT)]
    os.makedirs(args.work, exist_ok=True)
    generated = os.path.join(args.work, "generated")
    shutil.rmtree(generated, ignore_errors=True)
    generator = os.path.join(ROOT, ".build", "release", "workspace-generator")
    subprocess.run([generator, str(args.size), generated, "--di-only", "--per-file", "100"], check=True, capture_output=True)
    sources = os.path.join(generated, "Sources", "App")
    apps = {"NeedleFoundation": make_variant(
        args.work, "needle", "NeedleFoundation", os.path.join(args.needle, "Sources", "NeedleFoundation"), sources, "v5")}
    for name, checkout in runtimes:
        apps[f"DIRuntime ({name})"] = make_variant(
            args.work, name, "DIRuntime", os.path.join(checkout, "Sources", "DIRuntime"), sources, "v6")
    for name, app in apps.items():
        shutil.rmtree(os.path.join(app, ".build"), ignore_errors=True)
        cpu, wall = build(app)
        print(f"{name}: clean release build {cpu:.1f} s CPU, {wall:.1f} s wall", flush=True)
    rebuilds = {name: [] for name in apps}
    for _ in range(args.rounds):
        for name, app in apps.items():
            for path in os.listdir(os.path.join(app, "Sources", "App")):
                os.utime(os.path.join(app, "Sources", "App", path))
            rebuilds[name].append(build(app))
    for name, runs in rebuilds.items():
        cpus = sorted(cpu for cpu, _ in runs)
        print(f"{name}: App target alone, release, {args.size} components: CPU {cpus[0]:.1f}-{cpus[-1]:.1f} s "
              f"(median {statistics.median(cpus):.1f}), wall median {statistics.median(w for _, w in runs):.1f} s")


if __name__ == "__main__":
    main()
