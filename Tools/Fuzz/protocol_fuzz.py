"""The protocol fuzzer: sessions of mutated client messages, drawn from the recorded conversations in
protocol-fixtures/ and interleaved at random, sent to the real di-lsp binary over pipes. A session fails when the
server crashes, stops answering (hangs), exits before it is told to, or writes something that is not a well-formed
JSON-RPC message, or answers an id nobody sent. A failing session is saved as the exact bytes sent plus the
workspace, and `fuzz.py replay DIR` runs it again."""

import decimal
import json
import os
import random
import re
import shutil
import subprocess
import threading
import time

import fixtures as fixture_files
import json_text
import protocol_mutations as mutations
import workspace_mutations

ROOT_BASE = "/tmp/di-lsp-protocol-fuzz"
PROBES = 3


class Session:
    """One server process and the bytes it is sent; `units` are the frames (or pieces of garbage) counted."""

    def __init__(self, seed, number, fixtures, frames):
        self.rng = random.Random("%d-%d" % (seed, number))
        self.root = "%s/%d-%d" % (ROOT_BASE, seed, number)
        chosen = self.rng.choice(fixtures)
        # Sometimes with a configuration, build descriptions and a stale generated file (workspace_mutations.py).
        self.workspace = fixture_files.Fixture(chosen.name, chosen.files + workspace_mutations.extra_files(self.rng), [], {})
        self.units = []
        self.next_id = 100000
        pool, initializers = [], []
        for fixture in fixtures:
            for kind, text in fixture.client_messages(self.root):
                if kind == "json":
                    message = json.loads(text)
                    method = message.get("method") if isinstance(message, dict) else None
                    if method == "exit" or (method == "shutdown" and self.rng.random() < 0.98):
                        continue
                    if method == "initialize":
                        initializers.append(message)
                    else:
                        pool.append(("json", message))
                else:
                    pool.append((kind, text))
        initialize = dict(self.rng.choice(initializers))
        initialize["params"] = dict(initialize["params"], rootUri="file://" + self.root, workspaceFolders=None)
        self.add_message(initialize, mutate=self.rng.random() < 0.03)
        self.add_message({"jsonrpc": "2.0", "method": "initialized", "params": {}}, mutate=self.rng.random() < 0.03)
        for _ in range(frames):
            self.add_unit(pool)

    def add_message(self, message, mutate):
        if isinstance(message, dict) and "method" in message and "id" in message:
            message = dict(message, id=self.fresh_id())
        if mutate:
            for _ in range(self.rng.randint(1, 3)):
                message = mutations.mutate_json(self.rng, message)
        self.units.append(mutations.frame(json_text.dumps(message).encode("utf-8", "surrogatepass")))

    def fresh_id(self):
        self.next_id += 1
        return self.next_id if self.rng.random() < 0.8 else "r%d" % self.next_id

    def add_unit(self, pool):
        if self.rng.random() < 0.02:
            known = [path for path, _ in self.workspace.files]
            self.add_message(workspace_mutations.storm(self.rng, self.root, known), mutate=self.rng.random() < 0.2)
            return
        kind, message = self.rng.choice(pool)
        roll = self.rng.random()
        if kind == "body":
            self.units.append(mutations.frame(message.encode()))
        elif kind == "bytes":
            self.units.append(message.encode().replace(b"\\r", b"\r").replace(b"\\n", b"\n"))
        elif roll < 0.35:
            self.add_message(message, mutate=False)
        elif roll < 0.80:
            self.add_message(message, mutate=True)
        elif roll < 0.90:
            body = json_text.dumps(message).encode("utf-8", "surrogatepass")
            self.units.append(mutations.frame(mutations.mutate_bytes(self.rng, body)))
        elif roll < 0.95:
            self.units.append(mutations.bad_frame(self.rng, json_text.dumps(message).encode("utf-8", "surrogatepass")))
        else:
            self.units.append(mutations.garbage(self.rng))

    def stream(self):
        """Every byte the client sends before the probes."""
        return b"".join(self.units)


def probe_frames():
    return b"".join(mutations.frame(json.dumps({"jsonrpc": "2.0", "id": "probe-%d" % number, "method": "workspace/symbol",
                                                   "params": {"query": "Root"}}).encode()) for number in range(PROBES))


def ending_frames():
    return (mutations.frame(b'{"jsonrpc":"2.0","id":"fuzz-shutdown","method":"shutdown"}')
            + mutations.frame(b'{"jsonrpc":"2.0","method":"exit"}'))


class ServerOutput:
    """Reads the server's stdout on a thread: frames, then messages; notes anything malformed."""

    def __init__(self, stream):
        self.condition = threading.Condition()
        self.response_ids = []
        self.problems = []
        self.messages = 0
        self.closed = False
        threading.Thread(target=self.read, args=(stream,), daemon=True).start()

    def read(self, stream):
        buffer = b""
        while True:
            chunk = stream.read1(1 << 16) if hasattr(stream, "read1") else stream.read(1 << 16)
            if not chunk:
                break
            buffer += chunk
            while True:
                header_end = buffer.find(b"\r\n\r\n")
                if header_end < 0:
                    break
                match = re.match(rb"Content-Length: (\d+)$", buffer[:header_end])
                if not match:
                    self.note("the server wrote a malformed header: %r" % buffer[:header_end][:200])
                    buffer = b""
                    break
                length = int(match.group(1))
                if len(buffer) < header_end + 4 + length:
                    break
                body = buffer[header_end + 4:header_end + 4 + length]
                buffer = buffer[header_end + 4 + length:]
                self.take(body)
        with self.condition:
            self.closed = True
            self.condition.notify_all()

    def take(self, body):
        try:
            message = json.loads(body)
        except ValueError:
            self.note("the server wrote a body that is not JSON: %r" % body[:200])
            return
        if not isinstance(message, dict) or message.get("jsonrpc") != "2.0":
            self.note("the server wrote a message that is not JSON-RPC 2.0: %r" % body[:200])
            return
        with self.condition:
            self.messages += 1
            if "method" not in message:
                if ("result" in message) == ("error" in message):
                    self.problems.append("a response without exactly one of result and error: %r" % body[:200])
                self.response_ids.append(message.get("id"))
            self.condition.notify_all()

    def note(self, problem):
        with self.condition:
            self.problems.append(problem)

    def wait_for(self, predicate, timeout):
        deadline = time.monotonic() + timeout
        with self.condition:
            while not predicate():
                remaining = deadline - time.monotonic()
                if remaining <= 0 or self.closed:
                    return predicate()
                self.condition.wait(remaining)
            return True


def sent_ids(stream):
    """The ids that appear in the client's bytes: numbers as exact decimals (a reply may spell 1e3 as 1000, the
    same value), strings unescaped."""
    ids = set()
    for token in re.findall(rb'"id"\s*:\s*(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)', stream):
        try:
            ids.add(decimal.Decimal(token.decode()))
        except decimal.InvalidOperation:
            pass
    for token in re.findall(rb'"id"\s*:\s*("(?:[^"\\]|\\.)*")', stream):
        try:
            ids.add(json.loads(token.decode("utf-8", "surrogateescape"), strict=False))
        except ValueError:
            pass
    return ids


def id_was_sent(response_id, ids):
    if response_id is None or isinstance(response_id, str):
        return response_id is None or response_id in ids
    if isinstance(response_id, bool) or not isinstance(response_id, (int, float)):
        return False
    return decimal.Decimal(response_id) in ids


def run_stream(server, root, stream, timeout):
    """Sends `stream`, then probes, then shutdown and exit; returns (failure or None, messages received)."""
    process = subprocess.Popen([server], cwd=root, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=dict(os.environ, SWIFT_BACKTRACE="enable=no"))
    output = ServerOutput(process.stdout)
    errors = []
    threading.Thread(target=lambda: errors.append(process.stderr.read()), daemon=True).start()

    def write(data):
        try:
            process.stdin.write(data)
            process.stdin.flush()
            return True
        except (BrokenPipeError, OSError):
            return False

    def finish(failure):
        if process.poll() is None:
            process.kill()
        process.wait()
        time.sleep(0.05)
        detail = (errors[0] if errors else b"")[-4000:].decode("utf-8", "replace")
        return (failure + ("\n\nstderr:\n" + detail if detail else "")) if failure else None, output.messages

    writer = threading.Thread(target=lambda: write(stream + probe_frames()), daemon=True)
    writer.start()
    writer.join(timeout)
    if writer.is_alive():
        return finish("hang: the server stopped reading its input for %d s" % timeout)
    probes = {"probe-%d" % number for number in range(PROBES)}
    answered = output.wait_for(lambda: any(response in probes for response in output.response_ids), timeout)
    if process.poll() is not None:
        return finish("dead server: it exited with status %d before it was told to" % process.returncode)
    if not answered:
        return finish("hang: none of %d probe requests was answered within %d s" % (PROBES, timeout))
    write(ending_frames())
    try:
        process.stdin.close()
    except OSError:
        pass
    try:
        status = process.wait(timeout)
    except subprocess.TimeoutExpired:
        return finish("hang: the server did not exit within %d s of exit" % timeout)
    output.wait_for(lambda: output.closed, 5)
    if status < 0:
        return finish("crash: the server died of signal %d" % -status)
    if status not in (0, 1):
        return finish("crash: the server exited with status %d" % status)
    if output.problems:
        return finish("bad output: " + output.problems[0])
    known = sent_ids(stream) | {"fuzz-shutdown"} | probes
    unknown = [response for response in output.response_ids if not id_was_sent(response, known)]
    if unknown:
        return finish("wrong id: the server answered id %s, which no request had" % json.dumps(unknown[0]))
    return finish(None)


def prepare_root(root, workspace):
    shutil.rmtree(root, ignore_errors=True)
    os.makedirs(root)
    workspace.write_workspace(root)


def save_failure(folder, session, failure):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "stream.bin"), "wb") as handle:
        handle.write(session.stream())
    with open(os.path.join(folder, "session.json"), "w") as handle:
        json.dump({"kind": "protocol", "root": session.root, "fixture": session.workspace.name,
                   "files": session.workspace.files, "frames": len(session.units)}, handle, indent=1)
    with open(os.path.join(folder, "reason.txt"), "w") as handle:
        handle.write(failure + "\n")


def replay(folder, server, timeout):
    with open(os.path.join(folder, "session.json")) as handle:
        saved = json.load(handle)
    with open(os.path.join(folder, "stream.bin"), "rb") as handle:
        stream = handle.read()
    workspace = fixture_files.Fixture(saved["fixture"], saved["files"], [], {})
    prepare_root(saved["root"], workspace)
    try:
        failure, _ = run_stream(server, saved["root"], stream, timeout)
    finally:
        shutil.rmtree(saved["root"], ignore_errors=True)
    return failure


def run(arguments, report):
    fixtures = fixture_files.load(arguments.fixtures)
    started = time.monotonic()
    frames, sessions, failures = 0, 0, []
    number = arguments.first_session
    while frames < arguments.frames and time.monotonic() - started < arguments.minutes * 60:
        session = Session(arguments.seed, number, fixtures, arguments.frames_per_session)
        prepare_root(session.root, session.workspace)
        try:
            failure, _ = run_stream(arguments.server, session.root, session.stream(), arguments.timeout)
        finally:
            shutil.rmtree(session.root, ignore_errors=True)
        frames += len(session.units) + PROBES + 2
        sessions += 1
        if failure:
            folder = os.path.join(arguments.failures, "protocol-%d-%d" % (arguments.seed, number))
            save_failure(folder, session, failure)
            failures.append({"session": number, "folder": folder, "reason": failure.split("\n")[0]})
            report("session %d FAILED: %s (saved to %s)" % (number, failure.split("\n")[0], folder))
        if sessions % 10 == 0:
            report("protocol: %d sessions, %d frames, %d failures, %.0f s" % (sessions, frames, len(failures), time.monotonic() - started))
        number += 1
    return {"sessions": sessions, "frames": frames, "failures": failures, "seconds": round(time.monotonic() - started, 1),
            "crashes": sum(1 for failure in failures if failure["reason"].startswith(("crash", "dead"))),
            "hangs": sum(1 for failure in failures if failure["reason"].startswith("hang"))}
