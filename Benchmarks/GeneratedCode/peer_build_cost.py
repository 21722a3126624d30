#!/usr/bin/env python3
"""What the generated file adds to an app's builds, di-gen against Needle, in the same runs.

Clean debug and release builds come from peer-bench's compile_cost.py (../shared/peer-bench, run here with
the arguments given): the same DI-only app (`workspace-generator N --di-only --per-file 100`, made valid Needle
input by needle_compat.py), with a stub `registerProviderFactories()` or each generator's file, runs interleaved.
This script then measures the incremental debug build on the packages compile_cost.py left behind:

  before   the deepest component's dependency protocol without one requirement (its grandparent's service),
           the generated file (or the stub) for that, built (not measured);
  edit     the requirement put back: a requirement an ancestor already provides, in one component's file; the
           generator rerun (its output copied into the app only when it changed, as di-gen writes), then
           `swift build --product App`, measured (wall, and user+sys CPU of every process);
  check    the generated app must print the deepest component's requirement.

Added cost = generated - stub, per run and contender; runs interleave, contender order rotating.
Usage: peer_build_cost.py --peer-bench DIR --needle BIN --di-gen BIN --workspace-generator BIN --needle-pkg DIR
           --di-lsp-pkg DIR --out DIR --sizes 1000 --runs 3 [--phases build,release] [--skip-clean]
           [--di-gen-parts N --clean-builds debug,release]
With --di-gen-parts, di-gen spreads its providers over N part files (compile_cost.py copies one file only, so
--clean-builds measures the clean builds here too, interleaved with Needle's in the same runs).
Results: printed, and OUT/incremental-<size>.json.
"""
import argparse, json, os, resource, shutil, statistics, subprocess, sys, time

from run import BRANCHING  # this folder's run.py: the workspace generator's branching

STUB = "// Stands in for the generated providers.\nfunc registerProviderFactories() {}\n"


def run(command, cwd=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}")
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, result.stdout


def write_if_changed(path, text):
    if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
        open(path, "w", encoding="utf-8").write(text)


def deepest(size):
    """The last component, and its grandparent (whose service its protocol requires)."""
    last = size - 1
    return last, ((last - 1) // BRANCHING - 1) // BRANCHING


def requirement_edit(app, size):
    """(file, text with the requirement, text without it) for the deepest component's protocol."""
    last, grandparent = deepest(size)
    line = f"    var service{grandparent}: Service{grandparent} {{ get }}\n"
    for name in sorted(os.listdir(app)):
        path = os.path.join(app, name)
        text = open(path, encoding="utf-8").read()
        start = text.find(f"protocol Feature{last}Dependency: Dependency {{")
        if start >= 0:
            at = text.index(line, start)
            return path, text, text[:at] + text[at + len(line):]
    sys.exit(f"no Feature{last}Dependency in {app}")


def generate(kind, options, package):
    """Reruns the contender's generator into package/Generated.swift (and, with --di-gen-parts, its parts), copied
    into the app as Registration.swift (Registration.partN.swift) where they changed; returns (wall, cpu)."""
    app = os.path.join(package, "Sources", "App")
    output = os.path.join(package, "Generated.swift")
    if kind == "needle":
        command = [options.needle, "generate", output, app, "--parsing-timeout", "600", "--exporting-timeout", "600"]
    else:
        command = [options.di_gen, "generate", "--output", output, app, "--parts", str(options.di_gen_parts)]
    wall, cpu, _ = run(command)
    write_if_changed(os.path.join(app, "Registration.swift"), open(output, encoding="utf-8").read())
    for part in range(1, (options.di_gen_parts if kind == "di" else 0) + 1):
        text = open(os.path.join(package, f"Generated.part{part}.swift"), encoding="utf-8").read()
        write_if_changed(os.path.join(app, f"Registration.part{part}.swift"), text)
    return wall, cpu


def use_stub(package):
    """The stub instead of the generated files."""
    app = os.path.join(package, "Sources", "App")
    write_if_changed(os.path.join(app, "Registration.swift"), STUB)
    for name in os.listdir(app):
        if name.startswith("Registration.part"):
            os.remove(os.path.join(app, name))


def clean_build_command(package, configuration):
    """Removes the App target's own products (not its dependency's), so the next build compiles App from scratch."""
    bin_path = run(["swift", "build", "-c", configuration, "--show-bin-path"], cwd=package)[2].strip()
    objects = os.path.join(bin_path, "App.build")
    for name in os.listdir(objects) if os.path.isdir(objects) else []:
        if name not in ("sources", "output-file-map.json"):
            path = os.path.join(objects, name)
            shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
    for path in [os.path.join(bin_path, "App"), os.path.join(bin_path, "Modules", "App.swiftmodule")]:
        if os.path.isdir(path):
            shutil.rmtree(path)
        elif os.path.exists(path):
            os.remove(path)
    return ["swift", "build", "-c", configuration, "--product", "App"]


def incremental(options, size):
    out = os.path.abspath(options.out)
    samples = []
    kinds = ["needle", "di"]
    last, grandparent = deepest(size)
    parent = (last - 1) // BRANCHING
    edits = {kind: requirement_edit(os.path.join(out, f"{kind}-{size}", "Sources", "App"), size) for kind in kinds}
    for r in range(options.runs):
        for variant in ["stub", "generated"]:
            for kind in kinds[r % 2:] + kinds[:r % 2]:
                package = os.path.join(out, f"{kind}-{size}")
                app = os.path.join(package, "Sources", "App")
                path, with_requirement, without = edits[kind]
                # Before: the requirement absent, its generated file (or the stub) built.
                write_if_changed(path, without)
                if variant == "generated":
                    generate(kind, options, package)
                else:
                    use_stub(package)
                clean = {}
                for configuration in options.clean_builds.split(",") if options.clean_builds else []:
                    # With --clean-builds, the App built from scratch first (debug, release), measured.
                    load = os.getloadavg()[0]
                    wall, cpu, _ = run(clean_build_command(package, configuration), cwd=package)
                    clean[configuration] = {"wall_s": round(wall, 3), "cpu_s": round(cpu, 3), "load": round(load, 2)}
                    print(f"[{size}] clean {configuration} run {r + 1} {variant:9} {kind:6} wall {wall:6.2f}s cpu {cpu:6.2f}s "
                          f"load {load:.1f}", flush=True)
                run(["swift", "build", "--product", "App"], cwd=package)
                # The edit, the generator, the incremental build.
                write_if_changed(path, with_requirement)
                generator = (0.0, 0.0)
                if variant == "generated":
                    generator = generate(kind, options, package)
                load = os.getloadavg()[0]
                wall, cpu, _ = run(["swift", "build", "--product", "App"], cwd=package)
                sample = {"run": r + 1, "variant": variant, "kind": kind, "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
                          "generator_wall_s": round(generator[0], 3), "generator_cpu_s": round(generator[1], 3),
                          "load": round(load, 2), "clean": clean}
                if variant == "generated":
                    binary = os.path.join(run(["swift", "build", "--show-bin-path"], cwd=package)[2].strip(), "App")
                    resolved = run([binary])[2].strip().splitlines()[-1]
                    assert resolved.endswith(f"identifier={parent}"), resolved
                    sample["resolved"] = resolved
                samples.append(sample)
                print(f"[{size}] incremental run {r + 1} {variant:9} {kind:6} build wall {wall:6.2f}s cpu {cpu:6.2f}s "
                      f"generator {generator[0]:5.2f}s load {load:.1f}", flush=True)
                json.dump({"samples": samples}, open(os.path.join(out, f"incremental-{size}.json"), "w"), indent=1)
    for configuration in options.clean_builds.split(",") if options.clean_builds else []:
        print(f"\n### clean {configuration} build of App, {size} components (di-gen parts: {options.di_gen_parts})")
        print("| contender | added wall s (min-max) | added CPU s |")
        print("| --- | --- | --- |")
        for kind in kinds:
            get = lambda variant, run_number, key: next(
                s["clean"][configuration][key] for s in samples if s["kind"] == kind and s["variant"] == variant and s["run"] == run_number)
            added_wall = [get("generated", n, "wall_s") - get("stub", n, "wall_s") for n in range(1, options.runs + 1)]
            added_cpu = [get("generated", n, "cpu_s") - get("stub", n, "cpu_s") for n in range(1, options.runs + 1)]
            print(f"| {kind} | {statistics.median(added_wall):.2f} ({min(added_wall):.2f}-{max(added_wall):.2f}) | "
                  f"{statistics.median(added_cpu):.2f} |")
    print(f"\n### incremental debug build, {size} components (edit: Feature{last}Dependency gains service{grandparent}; "
          f"di-gen parts: {options.di_gen_parts})")
    print("| contender | stub build wall s | generated build wall s | added wall s (min-max) | added CPU s | generator wall s |")
    print("| --- | --- | --- | --- | --- | --- |")
    for kind in kinds:
        get = lambda variant, run_number, key: next(
            s[key] for s in samples if s["kind"] == kind and s["variant"] == variant and s["run"] == run_number)
        runs = range(1, options.runs + 1)
        added_wall = [get("generated", n, "wall_s") - get("stub", n, "wall_s") for n in runs]
        added_cpu = [get("generated", n, "cpu_s") - get("stub", n, "cpu_s") for n in runs]
        print(f"| {kind} | {statistics.median(get('stub', n, 'wall_s') for n in runs):.2f} | "
              f"{statistics.median(get('generated', n, 'wall_s') for n in runs):.2f} | {statistics.median(added_wall):.2f} "
              f"({min(added_wall):.2f}-{max(added_wall):.2f}) | {statistics.median(added_cpu):.2f} | "
              f"{statistics.median(get('generated', n, 'generator_wall_s') for n in runs):.2f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    for flag in ["--peer-bench", "--needle", "--di-gen", "--workspace-generator", "--needle-pkg", "--di-lsp-pkg", "--out"]:
        parser.add_argument(flag, required=True)
    parser.add_argument("--sizes", default="1000")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--phases", default="build,release")
    parser.add_argument("--skip-clean", action="store_true", help="reuse the packages of an earlier compile_cost.py run")
    parser.add_argument("--di-gen-parts", type=int, default=0, help="di-gen's --parts (compile_cost.py's clean builds use one file)")
    parser.add_argument("--clean-builds", default="",
                        help="also measure clean builds of App here, in the same runs (debug,release): needed with --di-gen-parts")
    options = parser.parse_args()
    for size in options.sizes.split(","):
        if not options.skip_clean:
            command = [sys.executable, os.path.join(options.peer_bench, "compile_cost.py"), "--needle", options.needle,
                       "--di-gen", options.di_gen, "--workspace-generator", options.workspace_generator,
                       "--needle-pkg", options.needle_pkg, "--di-lsp-pkg", options.di_lsp_pkg, "--sizes", size,
                       "--runs", str(options.runs), "--phases", options.phases, "--swift-mode", "6", "--out", options.out,
                       "--first-build", "stub", "--needle-arg=--parsing-timeout", "--needle-arg=600",
                       "--needle-arg=--exporting-timeout", "--needle-arg=600"]
            subprocess.run(command, check=True)
        incremental(options, int(size))


if __name__ == "__main__":
    main()
