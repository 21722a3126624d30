#!/usr/bin/env python3
"""Measures what di-gen's generated providers cost: file size, debug compile time, registration time.

For each size (default 1,000 and 10,000 components) it writes a package in .cache/generated-code/<size>/ that
depends on this repository by path (product DIRuntime) and holds only DI declarations
(`workspace-generator --di-only`: dependency protocols, components, the service classes they provide) plus a
main.swift that times `registerProviderFactories()` with a monotonic clock and then resolves a dependency of
the deepest component. `Sources/App/Registration.swift` is either a stub (`func registerProviderFactories() {}`)
or the file di-gen generated for the sources; everything else is identical, so the difference between the two
is the generated code's cost. Measured, each `--runs` times (the median and the spread are reported):

  build     clean debug build of the App target only (DIRuntime already built): stub vs generated
  typecheck `swiftc -typecheck -wmo` of all App sources: stub vs generated
  frontend  one `swiftc -frontend -c -Onone` job whose primary file is the generated file (the other sources
            as context), as the driver runs it inside a debug build; the stub as primary for comparison
  register  `registerProviderFactories()` inside the built app, debug and release builds
It also lists the slowest generated functions (-debug-time-function-bodies) and the time of a release build of
the whole package (DIRuntime included, once).

Sources hold 100 components per file by default (`--per-file`): with one file per component, a debug build of
10,000 files spends its time in the driver's batch jobs each re-parsing all 10,000 files, which would drown the
generated file's cost (it does not change the generated file).

Usage: python3 Benchmarks/GeneratedCode/run.py [--runs N] [--sizes 1000,10000] [--per-file N] [--skip-release]
Results: printed, and written to .cache/generated-code/results.json (and results-<size>.json as they come).
"""
import argparse
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CACHE = os.path.join(ROOT, ".cache", "generated-code")
BRANCHING = 8  # must match Benchmarks/WorkspaceGenerator

PACKAGE_SWIFT = """// swift-tools-version: 6.0
// Written by Benchmarks/GeneratedCode/run.py: DI-only sources plus the generated providers (or a stub).
import PackageDescription

let package = Package(
    name: "GeneratedCodeBenchmark",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "di-lsp", path: "{root}")],
    targets: [
        .executableTarget(name: "App", dependencies: [.product(name: "DIRuntime", package: "di-lsp")]),
    ],
    swiftLanguageModes: [.v6]
)
"""

MAIN_SWIFT = """// Written by Benchmarks/GeneratedCode/run.py. Times registration, then resolves through the deepest component.
// Wall time on a monotonic clock, and on Linux also this thread's CPU time, which a loaded machine's
// preemptions do not inflate.
import DIRuntime
#if canImport(Glibc)
import Glibc
#endif

func milliseconds(_ duration: Duration) -> Double {{
    Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}}

func threadCPUMilliseconds() -> Double {{
    #if canImport(Glibc)
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    #else
    return .nan
    #endif
}}

let clock = ContinuousClock()
let firstCPU = threadCPUMilliseconds()
let firstStart = clock.now
registerProviderFactories()
let first = clock.now - firstStart
let againCPU = threadCPUMilliseconds()
let againStart = clock.now
registerProviderFactories()
let again = clock.now - againStart
let endCPU = threadCPUMilliseconds()
let deepest = RootComponent(){chain}
print("register_ms=\\(milliseconds(first)) register_again_ms=\\(milliseconds(again)) "
    + "register_cpu_ms=\\(againCPU - firstCPU) register_again_cpu_ms=\\(endCPU - againCPU)")
print("resolved {component}.service{parent}.identifier=\\(deepest.dependency.service{parent}.identifier)")
"""

STUB_SWIFT = "// Stands in for the generated providers, to measure a build without them.\nfunc registerProviderFactories() {}\n"


CPU_SECONDS = []  # user+sys seconds of each command's processes, in order; steadier than wall time under load


def run(command, cwd=ROOT, check=True):
    """Runs `command`; returns (wall seconds, stdout, stderr) and appends its CPU seconds to CPU_SECONDS."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    CPU_SECONDS.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    if check and result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return seconds, result.stdout, result.stderr


def summary(values):
    """Median, min and max of repeated measurements, rounded for reading."""
    return {"median": round(statistics.median(values), 3), "min": round(min(values), 3),
            "max": round(max(values), 3), "runs": [round(v, 3) for v in values]}


def build_tools():
    for product in ["di-gen", "workspace-generator"]:
        run(["swift", "build", "-c", "release", "--product", product])
    return run(["swift", "build", "-c", "release", "--show-bin-path"])[1].strip()


def deepest_chain(size):
    """`.childA.childB...` from the root to the last component, and that component's parent index."""
    indices = []
    index = size - 1
    while index != 0:
        indices.append(index)
        index = (index - 1) // BRANCHING
    chain = "".join(f".child{i}" for i in reversed(indices))
    return chain, size - 1, (size - 2) // BRANCHING


def make_package(tools, size, per_file):
    """Writes the DI-only package and generates its providers; returns its directory and the file's facts."""
    package = os.path.join(CACHE, str(size))
    sources = os.path.join(package, "Sources", "App")
    shutil.rmtree(sources, ignore_errors=True)
    run([os.path.join(tools, "workspace-generator"), str(size), package, "--di-only", "--per-file", str(per_file)])
    with open(os.path.join(package, "Package.swift"), "w") as file:
        file.write(PACKAGE_SWIFT.format(root=ROOT))
    chain, last, parent = deepest_chain(size)
    with open(os.path.join(sources, "main.swift"), "w") as file:
        file.write(MAIN_SWIFT.format(chain=chain, component=f"Feature{last}Component", parent=parent))
    generated = os.path.join(package, "GeneratedProviders.swift")
    seconds, _, stderr = run([os.path.join(tools, "di-gen"), "generate", "--output", generated, sources])
    text = open(generated, encoding="utf-8").read()
    facts = {"bytes": len(text.encode()), "lines": text.count("\n"), "di_gen_seconds": round(seconds, 3),
             "header": text.splitlines()[1], "functions": len(re.findall(r"^(?:public |private )?func ", text, re.M)),
             "provider_classes": len(re.findall(r"^private final class ", text, re.M)),
             "registrations": text.count("paths.provide(") + text.count("paths.conform("), "extensions": len(re.findall(r"^extension ", text, re.M)), "paths": text.count("paths.provide(") + text.count("paths.conform(") + text.count("paths.step(") + text.count("paths.root("), "source_files": len(os.listdir(sources))}
    return package, facts


def use_registration(package, generated):
    """Puts the generated file or the stub into the App target as Sources/App/Registration.swift."""
    target = os.path.join(package, "Sources", "App", "Registration.swift")
    if generated:
        shutil.copyfile(os.path.join(package, "GeneratedProviders.swift"), target)
    else:
        with open(target, "w") as file:
            file.write(STUB_SWIFT)


def bin_path(package, configuration):
    return run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=package)[1].strip()


def clean_app(package, configuration):
    """Removes the App target's outputs only, so the next build recompiles App and not DIRuntime."""
    binaries = bin_path(package, configuration)
    # SwiftPM writes App.build/sources and output-file-map.json when it plans the build; keep those.
    objects = os.path.join(binaries, "App.build")
    paths = [os.path.join(objects, name) for name in os.listdir(objects) if name not in ("sources", "output-file-map.json")]
    paths += [os.path.join(binaries, "App"), os.path.join(binaries, "Modules", "App.swiftmodule")]
    for path in paths:
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)


def timed_build(package, configuration):
    clean_app(package, configuration)
    return run(["swift", "build", "-c", configuration, "--product", "App"], cwd=package)[0]


def app_sources(package):
    sources = os.path.join(package, "Sources", "App")
    return sorted(os.path.join(sources, name) for name in os.listdir(sources) if name.endswith(".swift"))


def module_flags(package):
    return ["-module-name", "App", "-I", os.path.join(bin_path(package, "debug"), "Modules"), "-swift-version", "6"]


def typecheck(package, extra=()):
    return run(["swiftc", "-typecheck", "-wmo", *module_flags(package), *extra, *app_sources(package)])


def frontend_compile(package, primary_name):
    """One debug frontend job with `primary_name` as the primary file and every other App file as context."""
    files = app_sources(package)
    primary = os.path.join(package, "Sources", "App", primary_name)
    command = ["swiftc", "-frontend", "-c", "-Onone", "-g", *module_flags(package), "-o", os.path.join(CACHE, "primary.o")]
    for path in files:
        command += ["-primary-file", path] if path == primary else [path]
    return run(command)[0]


def slowest_functions(package, count=5):
    """The generated file's slowest function bodies to type-check, with the total over the file."""
    _, stdout, stderr = typecheck(package, ["-Xfrontend", "-debug-time-function-bodies"])
    timings = []
    for line in (stdout + stderr).splitlines():
        match = re.match(r"^(\d+(?:\.\d+)?)ms\t(.*Registration\.swift:\d+:\d+)\t(.*)$", line)
        if match:
            timings.append((float(match.group(1)), match.group(2).rsplit("/", 1)[-1], match.group(3)))
    timings.sort(reverse=True)
    return {"total_ms": round(sum(t[0] for t in timings), 1), "bodies": len(timings),
            "slowest": [f"{ms}ms {where} {what}" for ms, where, what in timings[:count]]}


def registration_times(package, configuration, runs):
    """Runs the built app `runs` times; the first and repeated registration, in milliseconds."""
    binary = os.path.join(bin_path(package, configuration), "App")
    samples, resolved = {}, ""
    for _ in range(runs):
        output = run([binary])[1]
        for name, value in re.findall(r"(register\w*_ms)=([0-9.e+-]+|nan)", output):
            samples.setdefault(name, []).append(float(value))
        resolved = output.splitlines()[-1]
    return {**{name: summary(values) for name, values in samples.items()}, "check": resolved}


def measure(tools, size, runs, release, per_file):
    package, facts = make_package(tools, size, per_file)
    print(f"[{size}] generated: {facts}", flush=True)
    result = {"size": size, "per_file": per_file, "file": facts}

    def save():  # after every phase, so an interrupted run keeps what it measured
        with open(os.path.join(CACHE, f"results-{size}.json"), "w") as file:
            json.dump({"load_average": os.getloadavg(), "result": result}, file, indent=2)

    use_registration(package, generated=True)
    result["first_debug_build_s"] = round(run(["swift", "build", "--product", "App"], cwd=package)[0], 3)
    result["register_debug"] = registration_times(package, "debug", max(runs, 7))
    print(f"[{size}] register (debug): {result['register_debug']}", flush=True)
    result["function_bodies"] = slowest_functions(package)
    save()
    phases = {"debug_build_s": timed_build, "typecheck_wmo_s": lambda p, _: typecheck(p)[0],
              "frontend_primary_s": lambda p, _: frontend_compile(p, "Registration.swift")}
    samples = {phase: {"stub": [], "generated": []} for phase in phases}
    cpu = {phase: {"stub": [], "generated": []} for phase in phases}
    for _ in range(runs):
        for variant in ["stub", "generated"]:
            use_registration(package, generated=variant == "generated")
            for phase, function in phases.items():
                samples[phase][variant].append(function(package, "debug"))
                cpu[phase][variant].append(CPU_SECONDS[-1])
            print(f"[{size}] {variant}: " + " ".join(f"{phase} {samples[phase][variant][-1]:.1f}" for phase in phases),
                  flush=True)
        for phase in phases:
            result[phase] = {variant: summary(values) for variant, values in samples[phase].items()}
            result[phase.replace("_s", "_cpu_s")] = {variant: summary(values) for variant, values in cpu[phase].items()}
        save()
    use_registration(package, generated=True)
    if release:
        result["release_build_s"] = round(run(["swift", "build", "-c", "release", "--product", "App"], cwd=package)[0], 3)
        result["register_release"] = registration_times(package, "release", max(runs, 7))
        print(f"[{size}] release build {result['release_build_s']}s, register: {result['register_release']}", flush=True)
        save()
    return result


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--sizes", default="1000,10000")
    parser.add_argument("--skip-release", action="store_true")
    parser.add_argument("--per-file", type=int, default=100, help="components per source file (1 = one file each)")
    options = parser.parse_args()
    os.makedirs(CACHE, exist_ok=True)
    tools = build_tools()
    results = [measure(tools, int(size), options.runs, not options.skip_release, options.per_file) for size in options.sizes.split(",")]
    with open(os.path.join(CACHE, "results.json"), "w") as file:
        json.dump({"load_average": os.getloadavg(), "results": results}, file, indent=2)
    print(json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
