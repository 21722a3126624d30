#!/usr/bin/env python3
"""Differential test of the Swinject front end against Swinject 2.10.0 itself.

Writes random Swinject programs (containers and parents, `Container { }` closures, assemblers with containers or
parents and their assemblies, names (literal or in a variable), 0-3 arguments of three types, object scopes, type
aliases, synchronized views, resolves at the top and inside factories), compiles them
against Swinject from the package mirror, runs every resolve, and compares nil or not with the verdict di-lsp
reaches on each (`swinject-sites`). A resolve di-lsp calls checked must agree: `served` never returns nil, a
`problem` returns nil (where it runs). Unchecked resolves are counted, not compared.

Usage: python3 Tools/SwinjectDifferential/run.py [--programs 200] [--seed 1] [--show 20]
Exit status: 0 no disagreement, 1 some, 2 a build or run failed.
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GENERATED = os.path.join(HERE, "Generated")
ARGUMENT_TYPES = [("Int", "1"), ("String", '"x"'), ("Bool", "true")]
NAMES = [None, None, "a", "b"]
SCOPES = ["", ".inObjectScope(.container)", ".inObjectScope(.transient)", ".inObjectScope(.weak)", ".inObjectScope(.graph)"]


class Program:
    """One random program: a file `P<k>.swift` with its own types and a `run()` that resolves."""

    def __init__(self, number, rng):
        self.k, self.rng = number, rng
        self.services = rng.randint(2, 5)
        self.lines = []  # run()'s body
        self.assemblies = []  # (name, registrations)
        self.aliases = []

    def service(self, index, concrete):
        return f"P{self.k}C{index}" if concrete else f"P{self.k}S{index}"

    def signature(self):
        """A registration key: (service index, concrete?, name, argument types)."""
        rng = self.rng
        count = rng.choice([0, 0, 0, 1, 1, 2, 3])
        return (rng.randrange(self.services), rng.random() < 0.2, rng.choice(NAMES), [rng.choice(ARGUMENT_TYPES) for _ in range(count)])

    def registration(self, container, key, inner_resolves):
        index, concrete, name, arguments = key
        parameters = ", ".join(f"a{i}: {type_}" for i, (type_, _) in enumerated(arguments))
        head = f"(r: Resolver{', ' + parameters if parameters else ''})"
        name_text = f', name: "{name}"' if name else ""
        inner = "".join(f"\n            report(#line, {self.resolve_text('r', resolve)})" for resolve in inner_resolves)
        value = f"P{self.k}C{index}()"
        return (f"{container}.register({self.service(index, concrete)}.self{name_text}) {{ {head} in{inner}\n"
                f"            _ = r\n            return {value}\n        }}{self.rng.choice(SCOPES)}")

    def resolve_text(self, receiver, key):
        index, concrete, name, arguments = key
        parts = [f"{self.service(index, concrete)}.self"]
        if name:
            parts.append(f'name: "{name}"')
        if len(arguments) == 1:
            parts.append(f"argument: {arguments[0][1]}")
        elif arguments:
            parts.append("arguments: " + ", ".join(value for _, value in arguments))
        return f"{receiver}.resolve({', '.join(parts)})"

    def near(self, keys, below=None):
        """A resolve key: often one registered (maybe with another name, argument type or count), else random.
        With `below`, a service numbered lower only (factories resolve downwards: Swinject stops a cycle with a
        fatal error)."""
        rng = self.rng
        if below is not None:
            keys = [key for key in keys if key[0] < below]
            if not keys:
                return None
            index, concrete, name, arguments = rng.choice(keys)
            return (index, concrete if rng.random() < 0.8 else not concrete, name if rng.random() < 0.8 else rng.choice(NAMES), list(arguments))
        if keys and rng.random() < 0.7:
            index, concrete, name, arguments = rng.choice(keys)
            change = rng.random()
            if change < 0.15:
                name = rng.choice(NAMES)
            elif change < 0.25 and arguments:
                arguments = arguments[:-1] + [rng.choice(ARGUMENT_TYPES)]
            elif change < 0.3:
                concrete = not concrete
            return (index, concrete, name, list(arguments))
        return self.signature()

    def write(self):
        rng = self.rng
        containers = []  # (name, parent index or None)
        keys = []  # every registered key
        body = []
        for number in range(rng.randint(1, 4)):
            parent = rng.choice([None] + list(range(len(containers)))) if containers else None
            name = f"c{number}"
            parent_text = f"parent: c{parent}" if parent is not None else ""
            if rng.random() < 0.25:
                registrations = [self.signature() for _ in range(rng.randint(1, 2))]
                keys += registrations
                inner = ";\n".join("            " + self.registration("c", key, []).replace("\n", "\n    ") for key in registrations)
                open_ = f"Container({parent_text}) {{ c in\n{inner}\n        }}"
                body.append(f"        let {name} = {open_}")
            else:
                body.append(f"        let {name} = Container({parent_text})")
            containers.append((name, parent))
        for _ in range(rng.randint(1, 6)):
            key = self.signature()
            keys.append(key)
            inner = [resolve for resolve in [self.near(keys, below=key[0]) for _ in range(rng.choice([0, 0, 1, 2]))] if resolve]
            body.append("        " + self.registration(rng.choice(containers)[0], key, inner))
        assemblers = []
        for number in range(rng.choice([0, 0, 1, 2])):
            assembly = f"P{self.k}Assembly{number}"
            registrations = [self.signature() for _ in range(rng.randint(1, 3))]
            keys += registrations
            self.assemblies.append((assembly, registrations))
            if assemblers and rng.random() < 0.3:
                parent = rng.randrange(len(assemblers))
                body.append(f"        let assembler{number} = Assembler([{assembly}()], parent: assembler{parent})")
            else:
                target = rng.choice(containers)[0]
                body.append(f"        let assembler{number} = Assembler([{assembly}()], container: {target})")
            assemblers.append(f"assembler{number}.resolver")
        receivers = [name for name, _ in containers] + assemblers
        if rng.random() < 0.2:  # a synchronized view: a child of its container
            body.append(f"        let synchronized = {rng.choice(containers)[0]}.synchronize()")
            receivers.append("synchronized")
        for _ in range(rng.randint(3, 12)):
            key = self.near(keys)
            receiver = rng.choice(receivers)
            text = self.resolve_text(receiver, key)
            if rng.random() < 0.1:  # through a type alias
                alias = f"P{self.k}Alias{len(body)}"
                self.aliases.append(f"typealias {alias} = {self.service(key[0], key[1])}")
                text = text.replace(f"resolve({self.service(key[0], key[1])}.self", f"resolve({alias}.self", 1)
            elif key[2] and rng.random() < 0.1:  # a name held in a variable
                body.append(f'        let name{len(body)} = "{key[2]}"')
                text = text.replace(f'name: "{key[2]}"', f"name: name{len(body) - 1}", 1)
            body.append(f"        report(#line, {text})")
        lines = ["import Swinject", ""]
        for index in range(self.services):
            lines.append(f"protocol P{self.k}S{index} {{}}")
            lines.append(f"final class P{self.k}C{index}: P{self.k}S{index} {{ init() {{}} }}")
        lines += self.aliases
        for assembly, registrations in self.assemblies:
            lines.append(f"final class {assembly}: Assembly {{")
            lines.append("    func assemble(container: Container) {")
            for key in registrations:
                lines.append("        " + self.registration("container", key, []).replace("\n            ", "\n                ").replace("\n        }", "\n            }"))
            lines.append("    }")
            lines.append("}")
        lines.append(f"enum P{self.k} {{")
        lines.append("    static func run() {")
        lines += body
        lines.append("    }")
        lines.append("}")
        with open(os.path.join(GENERATED, f"P{self.k}.swift"), "w") as file:
            file.write("\n".join(lines) + "\n")


def enumerated(items):
    return list(enumerate(items))


def generate(count, seed):
    shutil.rmtree(GENERATED, ignore_errors=True)
    os.makedirs(GENERATED)
    for number in range(count):
        Program(number, random.Random(seed * 1_000_003 + number)).write()
    with open(os.path.join(GENERATED, "main.swift"), "w") as file:
        file.write("// Runs every program; each resolve prints its file, line and whether it returned nil.\n")
        file.write("func report(_ line: Int, _ value: Any?, file: String = #fileID) {\n")
        file.write('    print("\\(file.split(separator: "/").last!):\\(line)\\t\\(value == nil ? "nil" : "some")")\n}\n')
        for number in range(count):
            file.write(f"P{number}.run()\n")


def run(arguments, cwd=ROOT):
    result = subprocess.run(arguments, cwd=cwd, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout[-3000:] + result.stderr[-3000:])
        sys.exit(f"failed ({result.returncode}): {' '.join(arguments)}")
    return result.stdout


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--programs", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--show", type=int, default=20, help="disagreements printed")
    args = parser.parse_args()
    generate(args.programs, args.seed)
    run(["swift", "build", "--package-path", HERE])
    binary = os.path.join(run(["swift", "build", "--package-path", HERE, "--show-bin-path"]).strip(), "GeneratedPrograms")
    outcomes = defaultdict(set)
    for line in run([binary]).splitlines():
        site, outcome = line.split("\t")
        outcomes[site].add(outcome)
    run(["swift", "build", "--product", "swinject-sites"])
    sites_tool = os.path.join(run(["swift", "build", "--show-bin-path"]).strip(), "swinject-sites")
    verdicts = {}
    for line in run([sites_tool, GENERATED]).splitlines():
        location, verdict, checked, _ = line.split("\t")
        path, line_number, _ = location.rsplit(":", 2)
        verdicts[f"{os.path.basename(path)}:{line_number}"] = (verdict, checked == "checked")
    checked = unchecked = unseen = 0
    reasons = defaultdict(int)
    kinds = defaultdict(int)
    disagreements = []
    for site, seen in sorted(outcomes.items()):
        verdict = verdicts.get(site)
        if verdict is None:
            unseen += 1
            continue
        name, is_checked = verdict
        if not is_checked:
            unchecked += 1
            reasons[name] += 1
            continue
        checked += 1
        kinds[(name, "nil" in seen)] += 1
        if name == "served" and "nil" in seen:
            disagreements.append(f"{site}: di-lsp says served, Swinject returned nil")
        if name == "problem" and "nil" not in seen:
            disagreements.append(f"{site}: di-lsp reports a problem, Swinject returned a value")
    never_run = sum(1 for site, (name, is_checked) in verdicts.items() if site not in outcomes)
    print(f"{args.programs} programs (seed {args.seed}): {len(outcomes)} resolve sites ran; {checked} checked by di-lsp, "
          f"{unchecked} unchecked ({', '.join(f'{count} {reason}' for reason, count in sorted(reasons.items())) or 'none'}), "
          f"{unseen} not seen by di-lsp; {never_run} sites di-lsp saw never ran (factories nothing resolved)")
    print(f"checked: {kinds[('served', False)]} served and returned a value, {kinds[('problem', True)]} reported and returned nil; "
          f"disagreements: {len(disagreements)}")
    for line in disagreements[:args.show]:
        print("  " + line)
    sys.exit(1 if disagreements else 0)


if __name__ == "__main__":
    main()
