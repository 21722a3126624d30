#!/usr/bin/env python3
"""Times the inputs once found quadratic, at growing sizes, so linearity is measured, not assumed:

- `storm`: a branch switch's `workspace/didChangeWatchedFiles` naming N new files at once. The server is
  initialised on a one-component workspace, N one-struct files are written, the notification is sent, then a
  `workspace/symbol` request every 20 ms until one for the last new file's component answers it. Prints the
  time until the files are indexed, the first answer (which waits for the notification to be read: one
  stream) and the slowest answer after it (the server must keep answering while it takes the batch).
- `groups`: `di-lsp --check` on an Xcode project whose groups nest N deep.
- `targets`: `di-lsp --check` on a `Package.swift` with N targets.

Builds the release `di-lsp`; workspaces go to .cache/scaling/. Not a timed test: the figures are in
docs/PERFORMANCE.md and docs/RELIABILITY.md. Usage:
  python3 Benchmarks/reliability_scaling.py [storm|groups|targets] [--sizes 10000,40000,80000]
SCALING_SERVER=PATH runs that server instead of building one (a wrapper that runs `perf record`, say);
SCALING_STDERR=FILE keeps the server's stderr (with DI_LSP_TRACE_TIMING=1, its phases).
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CACHE = os.path.join(ROOT, ".cache", "scaling")


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "di-lsp"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    bindir = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                            capture_output=True, text=True).stdout.strip()
    return os.path.join(bindir, "di-lsp")


def fresh(name):
    path = os.path.join(CACHE, name)
    shutil.rmtree(path, ignore_errors=True)
    os.makedirs(path)
    return path


class Client:
    """A minimal LSP client over the server's stdio; responses by id, notifications dropped."""

    def __init__(self, server):
        self.process = subprocess.Popen([server], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=open(os.environ["SCALING_STDERR"], "w") if "SCALING_STDERR" in os.environ else subprocess.DEVNULL)
        self.responses = {}
        self.lock = threading.Condition()
        self.next_id = 1
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            message = json.loads(stream.read(length))
            if "id" in message and "method" not in message:
                with self.lock:
                    self.responses[message["id"]] = message
                    self.lock.notify_all()

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method, params, timeout=600):
        ident = self.next_id
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        deadline = time.time() + timeout
        with self.lock:
            while ident not in self.responses:
                if not self.lock.wait(timeout=max(0, deadline - time.time())):
                    raise TimeoutError(method)
            return self.responses.pop(ident)

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def close(self):
        try:
            self.request("shutdown", None, timeout=30)
            self.notify("exit", None)
            self.process.wait(timeout=30)
        except Exception:
            self.process.kill()


def storm(server, size):
    root = fresh(f"storm-{size}")
    with open(os.path.join(root, "Root.swift"), "w") as f:
        f.write("final class RootComponent: BootstrapComponent {}\n")
    client = Client(server)
    uri = "file://" + root
    client.request("initialize", {"processId": None, "rootUri": uri, "capabilities": {
        "workspace": {"didChangeWatchedFiles": {"dynamicRegistration": True}}}})
    client.notify("initialized", {})
    client.request("workspace/symbol", {"query": "RootComponent"})
    folder = os.path.join(root, "Branch")
    os.makedirs(folder)
    changes = []
    for index in range(size):
        path = os.path.join(folder, f"File{index}.swift")
        with open(path, "w") as f:
            # The last file declares a component, which workspace/symbol finds once the batch is indexed.
            f.write("final class StormComponent: Component<EmptyDependency> {}\n" if index == size - 1 else f"struct Storm{index} {{}}\n")
        changes.append({"uri": "file://" + path, "type": 1})
    started = time.time()
    client.notify("workspace/didChangeWatchedFiles", {"changes": changes})
    # The first answer waits for the notification itself to be read (one stream); the later ones show
    # whether the loop keeps answering while the batch is taken.
    latencies = []
    while True:
        asked = time.time()
        found = client.request("workspace/symbol", {"query": "StormComponent"}).get("result") or []
        latencies.append(time.time() - asked)
        if found:
            break
        if time.time() - started > 600:
            raise TimeoutError("indexing")
        time.sleep(0.02)
    indexed = time.time() - started
    client.close()
    return indexed, latencies[0], max(latencies[1:], default=0.0)


def check(server, root):
    started = time.time()
    run = subprocess.run([server, "--check", root], capture_output=True)
    return time.time() - started, run.returncode


def groups(server, size):
    root = fresh(f"groups-{size}")
    with open(os.path.join(root, "Root.swift"), "w") as f:
        f.write("final class RootComponent: BootstrapComponent {}\n")
    objects = ['B1 = {isa = PBXBuildFile; fileRef = F1; };', 'F1 = {isa = PBXFileReference; path = Root.swift; sourceTree = "<group>"; };']
    for level in range(size):
        child = f"G{level + 1}" if level + 1 < size else "F1"
        objects.append(f'G{level} = {{isa = PBXGroup; children = ({child}, ); path = d; sourceTree = "<group>"; }};')
    objects += ['P1 = {isa = PBXSourcesBuildPhase; files = (B1, ); };',
                'T1 = {isa = PBXNativeTarget; buildPhases = (P1, ); name = App; productType = "com.apple.product-type.application"; };',
                'R1 = {isa = PBXProject; mainGroup = G0; targets = (T1, ); };']
    os.makedirs(os.path.join(root, "App.xcodeproj"))
    with open(os.path.join(root, "App.xcodeproj", "project.pbxproj"), "w") as f:
        f.write("{ objects = {\n" + "\n".join(objects) + "\n}; rootObject = R1; }\n")
    return check(server, root)


def targets(server, size):
    root = fresh(f"targets-{size}")
    os.makedirs(os.path.join(root, "Sources", "T0"))
    with open(os.path.join(root, "Sources", "T0", "Root.swift"), "w") as f:
        f.write("final class RootComponent: BootstrapComponent {}\n")
    lines = [f'.target(name: "T{i}", dependencies: [{chr(34) + "T" + str(i - 1) + chr(34) if i else ""}]),' for i in range(size)]
    with open(os.path.join(root, "Package.swift"), "w") as f:
        f.write("let package = Package(name: \"Big\", targets: [\n" + "\n".join(lines) + "\n])\n")
    return check(server, root)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("case", choices=["storm", "groups", "targets"])
    parser.add_argument("--sizes", default=None)
    arguments = parser.parse_args()
    defaults = {"storm": "10000,40000,80000", "groups": "5000,20000,80000", "targets": "10000,50000,100000"}
    sizes = [int(s) for s in (arguments.sizes or defaults[arguments.case]).split(",")]
    server = os.environ.get("SCALING_SERVER") or build()
    for size in sizes:
        if arguments.case == "storm":
            indexed, first, slowest = storm(server, size)
            print(f"storm {size:>7} files: indexed in {indexed:.2f} s; first answer {first * 1000:.0f} ms, "
                  f"slowest later answer {slowest * 1000:.0f} ms", flush=True)
        else:
            elapsed, status = (groups if arguments.case == "groups" else targets)(server, size)
            print(f"{arguments.case} {size:>7}: --check {elapsed:.2f} s, exit {status}", flush=True)


if __name__ == "__main__":
    sys.exit(main())
