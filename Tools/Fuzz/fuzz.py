#!/usr/bin/env python3
"""Fuzzing for di-lsp (docs/RELIABILITY.md).

  fuzz.py protocol [--seed N] [--frames N] [--minutes M] ...   mutated LSP sessions against the real di-lsp
  fuzz.py analysis [--seed N] [--count N] [--minutes M] ...    mutated Swift through scan, analysis, reports, di-gen
  fuzz.py replay DIR                                           run one saved failure again (exit 1 if it still fails)

Runs are seeded and reproducible: the same seed gives the same inputs. Failures are saved under --failures
(default .fuzz/failures) and a summary is written as JSON with --report."""

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import analysis_fuzz  # noqa: E402
import protocol_fuzz  # noqa: E402

PACKAGE = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def built(name, configuration):
    return os.path.join(PACKAGE, ".build", configuration, name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    for name in ("protocol", "analysis", "replay"):
        command = commands.add_parser(name)
        command.add_argument("--configuration", default="release", choices=["debug", "release"],
                             help="which build of the binaries to use (default release)")
        command.add_argument("--failures", default=os.path.join(PACKAGE, ".fuzz", "failures"))
        command.add_argument("--report", help="write the summary here as JSON")
        command.add_argument("--timeout", type=float, default=30, help="protocol: seconds to wait for an answer")
        command.add_argument("--budget", type=float, default=5, help="analysis: seconds one input may take")
        command.add_argument("--minutes", type=float, default=10 ** 6, help="stop after this long")
        command.add_argument("--seed", type=int, default=1)
    protocol = commands.choices["protocol"]
    protocol.add_argument("--frames", type=int, default=100_000, help="stop after this many frames")
    protocol.add_argument("--frames-per-session", type=int, default=2000)
    protocol.add_argument("--first-session", type=int, default=0)
    protocol.add_argument("--fixtures", default=os.path.join(PACKAGE, "protocol-fixtures"))
    analysis = commands.choices["analysis"]
    analysis.add_argument("--count", type=int, default=10_000, help="stop after this many inputs")
    analysis.add_argument("--first", type=int, default=0)
    analysis.add_argument("--corpus", action="append", default=[],
                          help="folders of real Swift (default: .cache/corpus, Examples, /tmp/apps, /tmp/needle)")
    analysis.add_argument("--corpus-cache", default=None, help="where to keep the corpus file list (default under .fuzz)")
    analysis.add_argument("--shape-share", type=float, default=0.1, help="share of inputs that are adversarial shapes")
    analysis.add_argument("--size-scale", type=float, default=1.0, help="scale the shapes' maximum sizes")
    analysis.add_argument("--keep", type=int, default=3, help="inputs saved per kind of failure and shape")
    commands.choices["replay"].add_argument("folder")
    arguments = parser.parse_args()

    def report(line):
        print(line, flush=True)

    if arguments.command == "replay":
        if os.path.exists(os.path.join(arguments.folder, "stream.bin")):
            failure = protocol_fuzz.replay(arguments.folder, built("di-lsp", arguments.configuration), arguments.timeout)
        else:
            failure = analysis_fuzz.replay(arguments.folder, built("analysis-fuzzer", arguments.configuration), arguments.budget)
        print(failure or "passes: no crash, no hang")
        return 1 if failure else 0

    if arguments.command == "protocol":
        arguments.server = built("di-lsp", arguments.configuration)
        summary = protocol_fuzz.run(arguments, report)
    else:
        arguments.binary = built("analysis-fuzzer", arguments.configuration)
        if not arguments.corpus:
            arguments.corpus = [os.path.join(PACKAGE, ".cache", "corpus"), os.path.join(PACKAGE, "Examples"), "/tmp/apps", "/tmp/needle"]
        if arguments.corpus_cache is None:
            os.makedirs(os.path.join(PACKAGE, ".fuzz"), exist_ok=True)
            key = abs(hash(tuple(sorted(os.path.abspath(folder) for folder in arguments.corpus)))) % 10 ** 8
            arguments.corpus_cache = os.path.join(PACKAGE, ".fuzz", "corpus-%s.txt" % key)
        summary = analysis_fuzz.run(arguments, report)
    summary["seed"] = arguments.seed
    report(json.dumps({key: value for key, value in summary.items() if key != "failures"}))
    if arguments.report:
        with open(arguments.report, "w") as handle:
            json.dump(summary, handle, indent=1)
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
