"""Drives the scanner/analysis fuzzer (`analysis-fuzzer worker`, Tools/AnalysisFuzzer): runs inputs by index,
restarts the worker after an input that crashed it or overran the per-input budget, and saves each such input
(regenerated from seed and index with `analysis-fuzzer save`) so `fuzz.py replay DIR` can run it again."""

import os
import resource
import select
import signal
import subprocess
import time

MEMORY_LIMIT = 6 << 30


def limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def corpus_options(arguments):
    options = ["--shape-share", str(arguments.shape_share), "--size-scale", str(arguments.size_scale)]
    for folder in arguments.corpus:
        if os.path.isdir(folder):
            options += ["--corpus", folder]
    if arguments.corpus_cache:
        options += ["--corpus-cache", arguments.corpus_cache]
    return options


def run(arguments, report):
    started = time.monotonic()
    end = arguments.first + arguments.count
    index, completed, failures, buckets, mutants = arguments.first, 0, [], {}, 0
    slowest = (0, None)
    while index < end and time.monotonic() - started < arguments.minutes * 60:
        command = [arguments.binary, "worker", "--seed", str(arguments.seed), "--first", str(index),
                   "--count", str(end - index)] + corpus_options(arguments)
        worker = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, preexec_fn=limit_memory,
                                  env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
        current, label, since, pending = None, "", time.monotonic(), b""
        failure = None
        while True:
            ready, _, _ = select.select([worker.stdout], [], [], 0.5)
            if ready:
                chunk = os.read(worker.stdout.fileno(), 65536)
                if not chunk:
                    break
                pending += chunk
                *lines, pending = pending.split(b"\n")
                for line in lines:
                    words = line.decode("utf-8", "replace").split(" ", 2)
                    if words[0] == "start":
                        current, label, since = int(words[1]), (words[2] if len(words) > 2 else ""), time.monotonic()
                        mutants += label == "mutant"
                    elif words[0] == "done":
                        completed += 1
                        milliseconds = int(words[2])
                        if milliseconds > slowest[0]:
                            slowest = (milliseconds, "%d (%s)" % (current, label))
                        index, current = int(words[1]) + 1, None
                        if completed % 1000 == 0:
                            report("analysis: %d inputs, %d failures, %.0f s" % (completed, len(failures), time.monotonic() - started))
            if current is not None and time.monotonic() - since > arguments.budget:
                worker.send_signal(signal.SIGKILL)
                failure = "hang: input %d (%s) ran past the %g s budget" % (current, label, arguments.budget)
                break
            if time.monotonic() - started > arguments.minutes * 60:
                worker.send_signal(signal.SIGKILL)
                break
        status = worker.wait()
        errors = worker.stderr.read()[-3000:].decode("utf-8", "replace")
        if failure is None and current is not None and status != 0 and time.monotonic() - started <= arguments.minutes * 60:
            how = "signal %d" % -status if status < 0 else "status %d" % status
            failure = "crash: input %d (%s) ended the worker with %s" % (current, label, how)
        if failure:
            shape = label.split(" ")[0] or "mutant"
            kind = failure.split(":")[0]
            bucket = "%s %s" % (kind, shape)
            buckets[bucket] = buckets.get(bucket, 0) + 1
            folder = os.path.join(arguments.failures, "analysis-%d-%d" % (arguments.seed, current))
            if buckets[bucket] <= arguments.keep:
                save(arguments, current, folder, failure, errors)
                report("input %d FAILED: %s (saved to %s)" % (current, failure, folder))
            failures.append({"input": current, "label": label, "reason": failure, "folder": folder if buckets[bucket] <= arguments.keep else None})
            index = current + 1
        elif current is None and status != 0 and index < end and time.monotonic() - started <= arguments.minutes * 60:
            raise SystemExit("analysis-fuzzer worker failed to start (status %d):\n%s" % (status, errors))
    return {"inputs": completed + len(failures), "mutants": mutants, "completed": completed, "failures": failures, "buckets": buckets,
            "crashes": sum(1 for failure in failures if failure["reason"].startswith("crash")),
            "hangs": sum(1 for failure in failures if failure["reason"].startswith("hang")),
            "slowest_ms": slowest[0], "slowest_input": slowest[1], "seconds": round(time.monotonic() - started, 1)}


def save(arguments, index, folder, failure, errors):
    subprocess.run([arguments.binary, "save", "--seed", str(arguments.seed), "--index", str(index), "--out", folder]
                   + corpus_options(arguments), check=False, stdout=subprocess.DEVNULL, preexec_fn=limit_memory)
    with open(os.path.join(folder, "reason.txt"), "w") as handle:
        handle.write(failure + "\n\nreplay: python3 Tools/Fuzz/fuzz.py replay %s\n" % folder)
        if errors:
            handle.write("\nstderr (end):\n" + errors + "\n")


def replay(folder, binary, budget):
    started = time.monotonic()
    try:
        result = subprocess.run([binary, "replay", folder], capture_output=True, timeout=budget, preexec_fn=limit_memory,
                                env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    except subprocess.TimeoutExpired:
        return "hang: the input ran past the %g s budget" % budget
    if result.returncode != 0:
        how = "signal %d" % -result.returncode if result.returncode < 0 else "status %d" % result.returncode
        return "crash: %s\n%s" % (how, result.stderr.decode("utf-8", "replace")[-3000:])
    print(result.stdout.decode().strip(), "(%.1f s with start-up)" % (time.monotonic() - started))
    return None
